/**
 * Draws a share card (src/site/share-card.ts) as a 1200×630 PNG: satori lays
 * out the text with Inter (from the @fontsource/inter package, so nothing is
 * downloaded) and turns it into an SVG of paths; resvg renders the PNG.
 * Texts are plain strings to satori, never markup. Characters the font
 * lacks (emoji, other scripts) are dropped rather than drawn as boxes.
 *
 * The build draws all of them in a worker thread (renderShareImages), started
 * when Astro lists the image paths, so the drawing (about 1.3 s of CPU) runs
 * on another core while Astro renders the pages.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import satori from 'satori';
import { Resvg } from '@resvg/resvg-js';
import { Worker } from 'node:worker_threads';
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

const SATORI_OPTIONS = { width: SHARE_IMAGE_WIDTH, height: SHARE_IMAGE_HEIGHT };
const RESVG_OPTIONS = { fitTo: { mode: 'width' as const, value: SHARE_IMAGE_WIDTH } };

/** The card as a PNG of SHARE_IMAGE_WIDTH × SHARE_IMAGE_HEIGHT. */
export async function renderShareImage(card: ShareCard): Promise<Uint8Array> {
  const svg = await satori(layout(card) as never, { ...SATORI_OPTIONS, fonts: loadFonts() });
  return new Resvg(svg, RESVG_OPTIONS).render().asPng();
}

/**
 * The worker's code (CommonJS, run from this string): the same drawing as
 * renderShareImage, from the element trees, fonts and options it is given;
 * it posts each PNG back as it is done, or the first error, then ends.
 */
const WORKER_CODE = `
const { parentPort, workerData: w } = require('node:worker_threads');
const satori = require(w.satori).default;
const { Resvg } = require(w.resvg);
(async () => {
  for (let i = 0; i < w.trees.length; i++) {
    const svg = await satori(w.trees[i], { ...w.satoriOptions, fonts: w.fonts });
    const png = new Resvg(svg, w.resvgOptions).render().asPng();
    parentPort.postMessage({ i, png });
  }
})().catch((err) => parentPort.postMessage({ error: String(err && err.stack || err) }));
`;

/**
 * Starts drawing the cards in a worker thread and returns at once: one
 * promise per card, in order, each resolving to the same PNG as
 * renderShareImage(card) or rejecting with why the worker failed.
 */
export function renderShareImages(cards: readonly ShareCard[]): Promise<Uint8Array>[] {
  const pending = cards.map(() => Promise.withResolvers<Uint8Array>());
  // Each promise is awaited by its image's route; none may reject unhandled in the meantime.
  for (const p of pending) p.promise.catch(() => {});
  if (cards.length === 0) return [];
  let settled = 0;
  const failAll = (why: string) => {
    for (const p of pending) p.reject(new Error(`share images: ${why}`));
    settled = cards.length;
  };
  const require = createRequire(import.meta.url);
  const worker = new Worker(WORKER_CODE, {
    eval: true,
    workerData: {
      satori: require.resolve('satori'),
      resvg: require.resolve('@resvg/resvg-js'),
      trees: cards.map(layout),
      fonts: loadFonts(),
      satoriOptions: SATORI_OPTIONS,
      resvgOptions: RESVG_OPTIONS,
    },
  });
  worker.on('message', (m: { i: number; png: Uint8Array } | { error: string }) => {
    if ('error' in m) return failAll(`the drawing failed: ${m.error.slice(0, 2000)}`);
    pending[m.i]!.resolve(m.png);
    settled++;
  });
  worker.on('error', (err) => failAll(`the worker failed: ${err.message}`));
  worker.on('exit', (code) => {
    if (settled < cards.length) failAll(`the worker stopped (exit ${code}) with ${cards.length - settled} image(s) not drawn`);
  });
  // Not unref'd: a route awaiting its image holds nothing else open, and the process must not end under it.
  // The worker ends by itself once every image is drawn.
  return pending.map((p) => p.promise);
}
