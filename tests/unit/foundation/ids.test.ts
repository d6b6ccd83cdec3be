import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  assignPriceEventId,
  changeId,
  normPage,
  priceEventId,
  priceEventIdOf,
  sourceKey,
  sourceKeyForm,
  type PriceEventKeyParts,
} from '../../../src/model/ids.ts';

test('a change id is the platform and the first 10 hex chars of SHA-1 of the source key', () => {
  // SHA-1("version|x-ads-api|12.0") = 587da1e600… (computed independently with sha1sum)
  assert.equal(changeId('x-ads', 'version|x-ads-api|12.0'), 'x-ads-587da1e600');
});

test('source keys fold case and white space, and drop query, fragment and trailing slash of pages', () => {
  assert.equal(sourceKey.version('Google-Ads-API', ' V19 '), 'version|google-ads-api|v19');
  assert.equal(
    sourceKey.row('https://Developers.Google.com/google-ads/api/docs/deprecations/?hl=en#x', '2025-07-01  Brand\nGuidelines'),
    'row|https://developers.google.com/google-ads/api/docs/deprecations|2025-07-01 brand guidelines',
  );
  assert.equal(
    sourceKey.entry('https://learn.microsoft.com/a/b', '2026-03', 'Breaking | change'),
    'entry|https://learn.microsoft.com/a/b|2026-03|breaking / change',
  );
  assert.equal(sourceKey.article('https://developers.google.com/ads/blog/posts/2026/03/x/'), 'article|https://developers.google.com/ads/blog/posts/2026/03/x');
  assert.equal(normPage('https://a.example/x/?q=1'), 'https://a.example/x');
});

test('a hand-written key and a collector-built key of the same row give the same id', () => {
  const byHand = changeId('google-ads', 'version|google-ads-api|v21');
  const byCollector = changeId('google-ads', sourceKey.version('google-ads-api', 'V21'));
  assert.equal(byHand, byCollector);
});

test('sourceKeyForm recognises the four forms and nothing else', () => {
  assert.equal(sourceKeyForm('version|a|b'), 'version');
  assert.equal(sourceKeyForm('row|https://x|k'), 'row');
  assert.equal(sourceKeyForm('entry|https://x|2026-01|t'), 'entry');
  assert.equal(sourceKeyForm('article|https://x'), 'article');
  for (const bad of ['', 'version|a', 'row|a|b|c', 'article|a|b', 'thing|a|b']) assert.equal(sourceKeyForm(bad), null, bad);
});

test('price event ids hash tool, plan (case-folded), event and date', () => {
  const a = priceEventId('clay', 'Launch', 'price_change', '2026-03-11');
  assert.match(a, /^clay-[0-9a-f]{10}$/);
  assert.equal(priceEventId('clay', 'launch', 'price_change', '2026-03-11'), a);
  assert.notEqual(priceEventId('clay', 'Launch', 'price_change', '2026-03-12'), a);
});

test('published price event ids keep their value (ids are forever)', () => {
  // content/price-events/hunter-c3e11bafc1.json, made before the observed key existed.
  assert.equal(priceEventId('hunter', 'Credit Pack (Starter)', 'first_seen', '2026-11-25'), 'hunter-c3e11bafc1');
  const ev = { tool_id: 'hunter', plan: 'Credit Pack (Starter)', event: 'first_seen', date: '2026-11-25', price_text: '€10 / $10 / £8.40' };
  assert.equal(assignPriceEventId(ev, new Map()), 'hunter-c3e11bafc1');
});

test('a second, different change to one plan on one day gets its own id; the same observation keeps its id', () => {
  const a: PriceEventKeyParts = { tool_id: 'clay', plan: 'Launch', event: 'price_change', date: '2026-03-11', old_price_text: '$149', price_text: '$185' };
  const b: PriceEventKeyParts = { ...a, old_price_text: '$185', price_text: '$199' };
  const idA = assignPriceEventId(a, new Map());
  assert.equal(idA, priceEventId('clay', 'Launch', 'price_change', '2026-03-11'));
  const taken = new Map([[idA, a]]);
  const idB = assignPriceEventId(b, taken);
  assert.notEqual(idB, idA);
  assert.equal(idB, priceEventIdOf(b, 'observed'));
  assert.match(idB, /^clay-[0-9a-f]{10}$/);
  // The same observation, spelled with other case and spacing, is the same record.
  assert.equal(assignPriceEventId({ ...a, plan: 'launch', price_text: ' $185 ' }, taken), idA);
  // The observed key folds texts like the plain key does.
  assert.equal(priceEventIdOf({ ...b, plan: 'LAUNCH' }, 'observed'), idB);
});
