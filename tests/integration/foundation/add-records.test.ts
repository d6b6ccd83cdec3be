/**
 * `npm run add-records`, the path CONTRIBUTING.md gives contributors: records
 * without ids in, canonical files with computed ids out, nothing written when
 * any record is bad, an existing file kept unless --replace.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { canonicalJson } from '../../../src/model/canonical.ts';
import { CONTENT_KINDS } from '../../../src/model/content-kinds.ts';
import { changeId, priceEventId } from '../../../src/model/ids.ts';
import { ChangeRecord } from '../../../src/schemas/change.ts';
import { errorsOf, lintDir, formatFinding } from '../../../src/lint/lint.ts';
import { ROOT } from '../../../src/build/repo-root.ts';

const KEY = 'version|google-ads-api|v21';
const record = {
  // Out of schema order on purpose: the file comes out canonical.
  source_key: KEY,
  fetched_at: '2026-11-25T10:00:00Z',
  recorded_by: 'hand',
  observed_via: 'official',
  last_verified: '2026-11-25',
  title: 'Google Ads API v21 sunset',
  platform: 'google-ads',
  categories: ['api_version_sunset'],
  effective_date: '2026-08-05',
  effective_date_precision: 'day',
  source_url: 'https://developers.google.com/google-ads/api/docs/sunset-dates',
  source_name: 'Google Ads API sunset dates',
  api: 'Google Ads API',
  api_version: 'v21',
};

function setup(input: unknown): { content: string; file: string } {
  const dir = mkdtempSync(join(tmpdir(), 'changeline-add-'));
  const content = join(dir, 'content');
  for (const k of CONTENT_KINDS) mkdirSync(join(content, k), { recursive: true });
  const file = join(dir, 'input.json');
  writeFileSync(file, JSON.stringify(input));
  return { content, file };
}

function addRecords(args: string[]) {
  const res = spawnSync(process.execPath, [join(ROOT, 'scripts/add-records.ts'), ...args], { cwd: ROOT, encoding: 'utf8' });
  return { status: res.status, out: `${res.stdout}${res.stderr}` };
}

test('a change goes in under the id hashed from its source key, canonical, and passes the data linter', () => {
  const { content, file } = setup([record]);
  const res = addRecords(['changes', file, '--content-dir', content]);
  assert.equal(res.status, 0, res.out);
  const id = changeId('google-ads', KEY);
  const path = join(content, 'changes', `${id}.json`);
  assert.match(res.out, new RegExp(`wrote ${path.replace(/[.]/g, '\\.')}`));
  const text = readFileSync(path, 'utf8');
  assert.equal(text, canonicalJson(ChangeRecord, { ...record, id }));
  assert.deepEqual(Object.keys(JSON.parse(text)).slice(0, 3), ['id', 'platform', 'title']);
  assert.deepEqual(errorsOf(lintDir(content, { label: 'content', now: new Date('2026-11-26T00:00:00Z') })).map(formatFinding), []);
});

test('one bad record rejects the whole input, naming the record and the field; nothing is written', () => {
  const { content, file } = setup([
    record,
    { ...record, source_key: 'version|google-ads-api|v22', api_version: 'v22', source_url: 'http://developers.google.com/x' },
  ]);
  const res = addRecords(['changes', file, '--content-dir', content]);
  assert.equal(res.status, 1, res.out);
  assert.match(res.out, /input\.json\[1\] \(google-ads-[0-9a-f]{10}\):[\s\S]*source_url/);
  assert.match(res.out, /1 record\(s\) rejected; nothing written\./);
  assert.deepEqual(readdirSync(join(content, 'changes')), []);
  const noKey = setup([{ ...record, source_key: 'no form' }]);
  const r2 = addRecords(['changes', noKey.file, '--content-dir', noKey.content]);
  assert.equal(r2.status, 1);
  assert.match(r2.out, /source_key "no form" is not one of the four forms/);
});

test('an existing file is kept unless --replace; --dry-run writes nothing', () => {
  const { content, file } = setup([record]);
  const path = join(content, 'changes', `${changeId('google-ads', KEY)}.json`);
  assert.equal(addRecords(['changes', file, '--content-dir', content, '--dry-run']).status, 0);
  assert.equal(existsSync(path), false, 'dry run wrote a file');
  assert.equal(addRecords(['changes', file, '--content-dir', content]).status, 0);
  writeFileSync(file, JSON.stringify([{ ...record, title: 'Google Ads API v21 sunset (corrected)' }]));
  const again = addRecords(['changes', file, '--content-dir', content]);
  assert.equal(again.status, 1);
  assert.match(again.out, /exists; pass --replace to overwrite it/);
  assert.equal(JSON.parse(readFileSync(path, 'utf8')).title, 'Google Ads API v21 sunset');
  assert.equal(addRecords(['changes', file, '--content-dir', content, '--replace']).status, 0);
  assert.equal(JSON.parse(readFileSync(path, 'utf8')).title, 'Google Ads API v21 sunset (corrected)');
});

test('price events get their id from tool|plan|event|date, a second observation of that key a longer one', () => {
  const ev = {
    tool_id: 'hunter',
    plan: 'Starter',
    event: 'price_change',
    date: '2026-11-25',
    old_price_text: '$34',
    price_text: '$49',
    billing: 'annual',
    old_billing: 'annual',
    source_url: 'https://hunter.io/pricing',
    snapshot_source: 'official',
    observed_on: '2026-11-25',
    capture_url: null,
    capture_name: null,
  };
  const { content, file } = setup([ev, { ...ev, old_price_text: '$49', price_text: '$59' }]);
  const res = addRecords(['price-events', file, '--content-dir', content]);
  assert.equal(res.status, 0, res.out);
  const names = readdirSync(join(content, 'price-events')).sort();
  assert.equal(names.length, 2);
  assert.ok(names.includes(`${priceEventId('hunter', 'Starter', 'price_change', '2026-11-25')}.json`), names.join());
  // The numbers are read from the price texts.
  const written = names.map((n) => JSON.parse(readFileSync(join(content, 'price-events', n), 'utf8')));
  assert.deepEqual(written.map((e) => [e.old_price, e.price, e.currency]).sort(), [
    [34, 49, 'USD'],
    [49, 59, 'USD'],
  ]);
});

test('a price number the price text does not show is refused, and nothing is written', () => {
  const ev = {
    tool_id: 'hunter',
    plan: 'Starter',
    event: 'first_seen',
    date: '2026-11-25',
    price_text: '$49',
    price: 94,
    source_url: 'https://hunter.io/pricing',
    snapshot_source: 'official',
    observed_on: '2026-11-25',
    capture_url: null,
    capture_name: null,
  };
  const { content, file } = setup([ev]);
  const res = addRecords(['price-events', file, '--content-dir', content]);
  assert.equal(res.status, 1);
  assert.match(res.out, /price is 94, but price_text "\$49" \(first_seen\) reads as 49/);
  assert.equal(existsSync(join(content, 'price-events')) ? readdirSync(join(content, 'price-events')).length : 0, 0);
});

test('bad usage exits 2 with the usage line', () => {
  const res = addRecords(['nonsense', 'x.json']);
  assert.equal(res.status, 2);
  assert.match(res.out, /usage: npm run add-records -- <changes\|price-events\|tools>/);
  const { file } = setup({ not: 'an array' });
  const r2 = addRecords(['changes', file]);
  assert.equal(r2.status, 2);
  assert.match(r2.out, /expected a JSON array of records/);
});
