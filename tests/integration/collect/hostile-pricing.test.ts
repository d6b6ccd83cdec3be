/**
 * Hostile text arriving from a pricing page, end to end. Two official pages
 * turn hostile: Hunter's plan cards (markup as text and as elements, a
 * quote-breaking toggle attribute, control and bidirectional characters, a
 * NUL, a novel-length tagline) and Apollo's JSON-LD offers (a closing
 * script tag, CDATA and comment openers, a huge description). The collector
 * keeps every text bounded, on one line and free of control characters,
 * writes records that pass the schemas and the data linter, and keeps the
 * markup as the text it was on the page; the built site prints it as text:
 * no element made from it on any page, none inside JSON-LD, the API gives
 * it back unchanged, and no feed or calendar carries it (they hold no
 * pricing text).
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import * as cheerio from 'cheerio';
import type { PriceEvent, Tool } from '../../../src/schemas/pricing.ts';
import { Tool as ToolSchema } from '../../../src/schemas/pricing.ts';
import { errorsOf, formatFinding, lintDir } from '../../../src/lint/lint.ts';
import { TEXT_LIMITS } from '../../../src/collect/pricing/bound.ts';
import { startFixtureServer, type FixtureServer } from '../../support/fixture-server.ts';
import { tempContent } from '../../support/fixture-collect.ts';
import { buildSite } from '../../support/fixture-site.ts';
import { ROOT } from '../../../src/build/repo-root.ts';
import { htmlPages } from '../../support/validators.ts';
import { listFiles } from '../../../src/build/list-files.ts';
import { collect, snapshot } from '../../support/collect.ts';
import { jsonld, page, SPECS, type PageSpec } from '../../fixtures/collect/make-pricing-pages.ts';

const DAY = '2026-11-25';
const MARK = 'HOSTILE';
/** Characters a bounded text never holds: C0/C1 controls, zero-width and bidirectional formatting characters. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is this pattern's job
const UNSAFE = /[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2060-\u2069\ufeff]/;

/** Hunter's page with hostile plan cards. */
function hostileCards(): string {
  const spec: PageSpec = structuredClone(SPECS['hunter.io/pricing']!);
  const [, starter, growth, scale] = spec.plans;
  starter!.label = `Starter <script>alert("${MARK}-label")</script> \u202e\u0007\u0000 & "quoted" ${'very '.repeat(400)}`;
  starter!.tagline = `\u0000\u001b[31m${'A tagline that goes on and on. '.repeat(40_000)}`;
  starter!.items = [`2,000 credits per month \u2066<b>${MARK}-allowance</b>\u2069 ]]> --> <!-- ${'x'.repeat(5000)}`];
  growth!.label = 'Growth';
  scale!.label = `Scale </script><script>alert("${MARK}-scale")</script><!--`;
  let html = page(spec);
  // Markup as elements, not text: inside the Growth heading and in a toggle attribute that breaks out of its quotes when unescaped.
  html = html.replace('<h3>Growth</h3>', `<h3>Growth<img src=x onerror=alert("${MARK}-img")><script>alert("${MARK}-raw")</script></h3>`);
  html = html.replace(`data-price-monthly="$49"`, `data-price-monthly="$49 &quot;&gt;&lt;img src=x onerror=alert('${MARK}-attr')&gt;"`);
  return html;
}

/** Apollo's page with hostile JSON-LD offers (escaped the way a page must escape JSON inside a script element). */
function hostileJsonLd(): string {
  const spec: PageSpec = structuredClone(SPECS['www.apollo.io/pricing']!);
  const basic = spec.plans[1]!;
  basic.label = `Basic </script><script>alert("${MARK}-ld")</script> <![CDATA[ ]]> <!-- \u0085\u2028`;
  basic.unit = `/user/month <img src=x onerror=alert("${MARK}-unit")>`;
  basic.tagline = `${MARK} ${'description '.repeat(50_000)}`;
  const ld = JSON.stringify(jsonld(spec)).replace(/</g, '\\u003c');
  return page({ ...spec, jsonld: false }).replace('</title>', `</title><script type="application/ld+json">${ld}</script>`);
}

let server: FixtureServer;
const pagesRoot = mkdtempSync(join(tmpdir(), 'changeline-hostile-pages-'));
const dir = tempContent('changeline-hostile-');
let snap: Map<string, string>;
let siteDir: string | null = null;

before(async () => {
  cpSync(join(ROOT, 'tests/fixtures/pages'), pagesRoot, { recursive: true });
  writeFileSync(join(pagesRoot, 'hunter.io/pricing'), hostileCards());
  writeFileSync(join(pagesRoot, 'www.apollo.io/pricing'), hostileJsonLd());
  server = await startFixtureServer({ root: pagesRoot });
  const run = await collect(server, dir, DAY);
  for (const r of run.results) assert.equal(r.status, 'ok', `${r.id}: ${r.error}`);
  snap = snapshot(dir);
});
after(async () => {
  await server.close();
  rmSync(pagesRoot, { recursive: true, force: true });
  rmSync(dir, { recursive: true, force: true });
  if (siteDir) rmSync(dirname(siteDir), { recursive: true, force: true }); // the build's temp folder
});

const tool = (id: string) => JSON.parse(snap.get(`tools/${id}.json`)!) as Tool;
const events = (id: string) => [...snap].filter(([p]) => p.startsWith(`price-events/${id}-`)).map(([, t]) => JSON.parse(t) as PriceEvent);

test('the collector keeps every text from the hostile pages bounded, on one line and free of control characters', () => {
  for (const id of ['hunter', 'apollo']) {
    const t = tool(id);
    assert.equal(ToolSchema.safeParse(t).success, true, id);
    assert.ok(t.plans.length >= 3, `${id}: the plans are still read`);
    for (const p of t.plans) {
      for (const [field, max] of Object.entries(TEXT_LIMITS)) {
        const v = p[field as keyof typeof TEXT_LIMITS];
        if (v === null) continue;
        assert.ok([...v].length <= max, `${id} ${field}: ${[...v].length} code points > ${max}`);
        assert.doesNotMatch(v, UNSAFE, `${id} ${field}: ${JSON.stringify(v)}`);
        assert.doesNotMatch(v, /\s{2}|^\s|\s$/, `${id} ${field} is folded to single spaces`);
      }
    }
    for (const e of events(id)) for (const v of [e.plan, e.price_text]) assert.doesNotMatch(v, UNSAFE, `${id} event: ${JSON.stringify(v)}`);
  }
  assert.deepEqual(errorsOf(lintDir(dir, { now: new Date(`${DAY}T07:00:00Z`) })).map(formatFinding), []);
});

test('markup on the page is kept as the text it was, and cut where it runs long', () => {
  const hunter = tool('hunter').plans;
  const starter = hunter.find((p) => p.label.startsWith('Starter'))!;
  assert.match(starter.label, new RegExp(`^Starter <script>alert\\("${MARK}-label"\\)</script> & "quoted" very`));
  assert.ok(starter.label.endsWith('…'), 'the long label is cut with an ellipsis');
  assert.ok(starter.excerpt.length <= TEXT_LIMITS.excerpt);
  assert.match(starter.allowance_text ?? '', /^2,000 credits per month/);
  assert.ok(
    hunter.some((p) => p.label.startsWith('Scale </script><script>')),
    'a closing script tag in a label is text',
  );
  const attr = hunter.map((p) => p.alt_price_text ?? '').find((v) => v.includes(`${MARK}-attr`));
  assert.ok(attr?.startsWith('$49 "><img'), `the quote-breaking toggle value is kept as text: ${attr}`);
  const apollo = tool('apollo').plans;
  const basic = apollo.find((p) => p.label.startsWith('Basic'))!;
  assert.match(basic.label, new RegExp(`^Basic </script><script>alert\\("${MARK}-ld"\\)</script> <!\\[CDATA\\[ \\]\\]> <!--$`));
  assert.ok(basic.excerpt.length <= TEXT_LIMITS.excerpt);
});

test('the built site prints the hostile text as text: no element from it, nothing inside JSON-LD, the API gives it back', () => {
  const res = buildSite({ contentDir: dir, mode: 'astro', buildDate: DAY });
  siteDir = res.outDir;
  assert.equal(res.status, 0, res.output.slice(-3000));
  const site = res.outDir;
  const read = (f: string) => readFileSync(join(site, f), 'utf8');

  for (const file of htmlPages(site)) {
    const html = read(file);
    // Outside quoted attribute values (where < is plain text), no markup from the pages may appear.
    const outsideAttrs = html.replace(/="[^"]*"/g, '=""');
    for (const raw of ['<script>alert', '<img src=x', '<![CDATA[ ]]>', `<b>${MARK}`]) assert.ok(!outsideAttrs.includes(raw), `${file}: raw ${raw}`);
    const $ = cheerio.load(html);
    assert.equal($('img[onerror]').length, 0, `${file}: an img element from page text`);
    for (const el of $('script').toArray()) {
      const text = $(el).text();
      if ($(el).attr('type') === 'application/ld+json') assert.doesNotMatch(text, /[<>]/, `${file}: markup characters in JSON-LD`);
      else assert.ok(!text.includes(MARK), `${file}: a script holds text from a pricing page`);
    }
  }

  for (const id of ['hunter', 'apollo']) {
    const t = tool(id);
    const $ = cheerio.load(read(`pricing/${id}/index.html`));
    const shown = $('main').text();
    for (const p of t.plans) assert.ok(shown.includes(p.label), `${id}: the label is shown as written: ${p.label}`);
    const api = JSON.parse(read(`api/prices/${id}.json`)) as { tool: Tool };
    assert.deepEqual(
      api.tool.plans.map((p) => [p.label, p.price_text, p.alt_price_text, p.excerpt]),
      t.plans.map((p) => [p.label, p.price_text, p.alt_price_text, p.excerpt]),
      `${id}: the API gives the texts back unchanged`,
    );
  }

  for (const file of listFiles(site).filter((f) => /\.(xml|ics)$/.test(f))) assert.ok(!read(file).includes(MARK), `${file} carries pricing text`);
});
