/**
 * Draws a share card (src/lib/share-card.ts) as a 1200×630 PNG: satori lays
 * out the text with Inter (from the @fontsource/inter package, so nothing is
 * downloaded) and turns it into an SVG of paths; resvg renders the PNG.
 * Texts are plain strings to satori, never markup. Characters the font
 * lacks (emoji, other scripts) are dropped rather than drawn as boxes.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import satori from 'satori';
import { Resvg } from '@resvg/resvg-js';
import { SHARE_IMAGE_HEIGHT, SHARE_IMAGE_WIDTH, type ShareCard } from './share-card.ts';

type Weight = 400 | 700;
type Font = { name: string; data: Buffer; weight: Weight; style: 'normal' };

let fonts: Font[] | null = null;

/** Inter regular and bold, Latin and Latin Extended, from the installed @fontsource/inter. */
function loadFonts(): Font[] {
  if (fonts) return fonts;
  const dir = join(dirname(createRequire(import.meta.url).resolve('@fontsource/inter/package.json')), 'files');
  fonts = (['latin', 'latin-ext'] as const).flatMap((subset) =>
    ([400, 700] as const).map((weight) => ({
      name: 'Inter',
      data: readFileSync(join(dir, `inter-${subset}-${weight}-normal.woff`)),
      weight,
      style: 'normal' as const,
    })),
  );
  return fonts;
}

/** Keep what Inter's Latin subsets draw: Latin letters, digits, punctuation and common symbols. */
export function drawableText(s: string): string {
  return s
    .replace(/[^\u0020-\u024F\u1E00-\u1EFF\u2000-\u206F\u20A0-\u20CF\u2100-\u214F\u2190-\u21FF\u2212]/gu, '')
    .replace(/\s+/g, ' ')
    .trim();
}

type Node = { type: string; props: { style?: Record<string, unknown>; children?: (Node | string)[] | Node | string } };
const h = (type: string, style: Record<string, unknown>, ...children: (Node | string)[]): Node => ({
  type,
  props: { style, children: children.length === 1 ? children[0]! : children },
});

const INK = '#16191d';
const MUTED = '#4a5563';
const ACCENT = '#0a58c2';

/** The card as satori's element tree. */
function layout(card: ShareCard): Node {
  const brand = h(
    'div',
    { display: 'flex', alignItems: 'center', gap: 18, fontSize: 34, color: MUTED, fontWeight: 700 },
    h('div', { width: 44, height: 44, background: ACCENT, borderRadius: 10, display: 'flex' }),
    drawableText(card.kicker),
  );
  return h(
    'div',
    {
      width: SHARE_IMAGE_WIDTH,
      height: SHARE_IMAGE_HEIGHT,
      boxSizing: 'border-box',
      display: 'flex',
      flexDirection: 'column',
      justifyContent: 'space-between',
      background: '#ffffff',
      color: INK,
      fontFamily: 'Inter',
      padding: '56px 72px',
      borderTop: `16px solid ${ACCENT}`,
    },
    h(
      'div',
      { display: 'flex', flexDirection: 'column', gap: 28 },
      brand,
      h('div', { fontSize: 68, fontWeight: 700, lineHeight: 1.1, letterSpacing: -1 }, drawableText(card.title)),
      h('div', { fontSize: 40, color: ACCENT, fontWeight: 700 }, drawableText(card.stats)),
      h(
        'div',
        { display: 'flex', flexDirection: 'column', gap: 8, fontSize: 34, lineHeight: 1.3 },
        ...card.lines.map((l, i) => h('div', { color: i === 0 ? INK : MUTED, fontWeight: i === 0 ? 700 : 400 }, drawableText(l))),
      ),
    ),
    h('div', { fontSize: 26, color: MUTED }, drawableText(card.footer)),
  );
}

/** The card as a PNG of SHARE_IMAGE_WIDTH × SHARE_IMAGE_HEIGHT. */
export async function renderShareImage(card: ShareCard): Promise<Uint8Array> {
  const svg = await satori(layout(card) as never, { width: SHARE_IMAGE_WIDTH, height: SHARE_IMAGE_HEIGHT, fonts: loadFonts() });
  return new Resvg(svg, { fitTo: { mode: 'width', value: SHARE_IMAGE_WIDTH } }).render().asPng();
}
