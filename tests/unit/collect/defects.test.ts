/**
 * The seven defects found by running the collectors on real copies of the
 * official pages (issue 13), each pinned by a test that fails on the old
 * code. Where a real copy exists (copies/, see provenance.json)
 * the test reads it; where none could be found (Meta's out-of-cycle pages,
 * LinkedIn's pages), the input reproduces the shape the real page was seen
 * to have, written in our own words.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { changeId } from '../../../src/model/ids.ts';
import type { ChangeSource } from '../../../src/sources/index.ts';
import { readRecords } from '../../../src/model/content-files.ts';
import type { ChangeRecord } from '../../../src/schemas/change.ts';
import { SOURCES } from '../../../src/collect/collectors.ts';
import { parseDatedEntries } from '../../../src/collect/methods/dated-entries.ts';
import { parseRowTable } from '../../../src/collect/methods/row-table.ts';
import { parseVersionTable } from '../../../src/collect/methods/version-table.ts';
import { withoutCutRow } from '../../../src/collect/lib/markdown.ts';
import type { ChangeItem } from '../../../src/collect/lib/types.ts';
import { ROOT } from '../../../src/build/repo-root.ts';
import { render } from '../../fixtures/real/make-real-copies.ts';

const REAL = join(ROOT, 'copies');
const real = (path: string) => readFileSync(join(REAL, path), 'utf8');
const source = <M extends ChangeSource['method']>(id: string) => SOURCES.find((s) => s.id === id) as ChangeSource & { method: M };
const committed = readRecords<ChangeRecord>(join(ROOT, 'content'), 'changes');
const idsOf = (platform: string, items: ChangeItem[]) => new Set(items.map((i) => changeId(platform, i.key)));
const MS_NOTES = 'https://learn.microsoft.com/en-us/advertising/guides/release-notes';
/** Microsoft's API release notes as the site served them in September 2021 (MicrosoftDocs/Advertising-docs, kept unserved in copies/_sources/). */
const msNotes2021 = () => render(real('_sources/microsoft-release-notes.md'), MS_NOTES);
/** ... and in June 2026 (MicrosoftDocs/Advertising@821eb3a1), the copy the collector reads. */
const msNotes2026 = () => real('learn.microsoft.com/en-us/advertising/guides/release-notes');
const html = (body: string) => `<!DOCTYPE html><html lang="en"><head><title>t</title></head><body><main>${body}</main></body></html>`;

test('1. meta-ads-occ: "### date" then "### title" entries are kept, and the italic "Applies to ... on <date>" line is a clean tag', () => {
  const def = source<'dated-entries'>('meta-ads-occ');
  const page = 'https://developers.facebook.com/documentation/ads-commerce/marketing-api/out-of-cycle-changes/occ-2025';
  // The real page's shape: date and entry title are both level-3 headings; one entry has no title.
  const md = [
    '# Out-of-Cycle Changes 2025',
    '### December 8, 2025',
    'When creating ad sets, the regional_regulated_categories field now accepts BRAZIL_REGULATION as a value. Ad sets for Brazil need a beneficiary and a payer.',
    '*Applies to all versions on December 8, 2025.*',
    '### October 29, 2025',
    '### Insights',
    '*Applies to all versions on October 29, 2025.*',
    'A new metric counts visits to the advertiser profile that came from an ad.',
    '### October 28, 2025',
    '### Threads ads',
    'Threads ads support catalog ads with single images and carousels.',
    '### October 13, 2025',
    '### Ads Insights API Upcoming Changes',
    '*Applies to all versions on October 13, 2025.*',
    'On January 12, 2026 two attribution windows stop returning data.',
  ].join('\n\n');
  const items = parseDatedEntries(def)(md, page, page);
  assert.deepEqual(
    items.map((i) => i.key.split('|').slice(2).join('|')),
    [
      '2025-12-08|when creating ad sets, the regional_regulated_categories field now accepts brazil_regulation as a value.',
      '2025-10-29|insights',
      '2025-10-28|threads ads',
      '2025-10-13|ads insights api upcoming changes',
    ],
  );
  const ids = idsOf('meta-ads', items);
  for (const r of committed.filter((c) => c.collector === 'meta-ads-occ' && c.source_key!.includes('/occ-2025|'))) assert.ok(ids.has(r.id), `${r.id} matched`);
  const insights = items[1]!;
  assert.ok(insights.tags.includes('all-versions'), insights.tags.join(','));
  assert.ok(!insights.tags.some((t) => /october/.test(t)));
  assert.doesNotMatch(insights.summary, /^\*?Applies to/);
});

test('1b. a date heading followed by a bold title reads the bold title as the entry', () => {
  const def = source<'dated-entries'>('meta-ads-occ');
  const page = 'https://developers.facebook.com/documentation/ads-commerce/marketing-api/out-of-cycle-changes/occ-2025';
  const md = '### October 28, 2025\n\n**Threads ads**\n\nThreads ads support catalog ads.\n\n**Insights**\n\nA new metric.\n';
  assert.deepEqual(
    parseDatedEntries(def)(md, page, page).map((i) => i.key.split('|')[3]),
    ['threads ads', 'insights'],
  );
});

test('1c. text directly under a date is one untitled entry, even with a bold label ("**Example:**") inside it; headings after it are entries of the same date', () => {
  const def = source<'dated-entries'>('meta-ads-occ');
  const page = 'https://developers.facebook.com/documentation/ads-commerce/marketing-api/out-of-cycle-changes/occ-2025';
  // The real twin's December 8, 2025 entry: prose, a bold label, a code block, and no entry heading.
  const md = [
    '### December 8, 2025',
    'When creating ad sets, the `regional_regulated_categories` field now accepts `BRAZIL_REGULATION` as a value. The identities follow.',
    '**Example:**',
    '```\n{ regional_regulated_categories: ["BRAZIL_REGULATION"] }\n```',
    '### Threads ads',
    'Threads ads support catalog ads.',
    '### October 29, 2025',
    '### Insights',
    'A new metric.',
  ].join('\n\n');
  const items = parseDatedEntries(def)(md, page, page);
  assert.deepEqual(
    items.map((i) => i.key.split('|').slice(2).join('|')),
    [
      '2025-12-08|when creating ad sets, the regional_regulated_categories field now accepts brazil_regulation as a value.',
      '2025-12-08|threads ads',
      '2025-10-29|insights',
    ],
  );
  assert.match(items[0]!.summary, /BRAZIL_REGULATION/);
});

test('2. amazon-ads-deprecations reads every deprecation table on the real copy, "Past shutoffs" (URL suffixes / Deprecation date) included', () => {
  const def = source<'row-table'>('amazon-ads-deprecations');
  const items = parseRowTable(def)(real('advertising.amazon.com/API/docs/en-us/release-notes/deprecations'), def.url, def.url);
  const ids = idsOf('amazon-ads', items);
  const mine = committed.filter((r) => r.collector === 'amazon-ads-deprecations');
  // Every record of the source is on the copy (the backfill over copies/ made one of each of its 75 entries).
  assert.equal(mine.length, 75);
  assert.equal(ids.size, 75);
  for (const r of mine) assert.ok(ids.has(r.id), `${r.id} (${r.source_key}) is listed on the page`);
  const sandbox = items.find((i) => i.key.endsWith('|sandbox environment'))!;
  assert.equal(sandbox.effective_date, '2022-06-28');
  const v2 = items.find((i) => i.key.endsWith('|sponsored products v2 product targeting recommendations'))!;
  assert.equal(v2.effective_date, '2023-02-28', 'the past table dates read, 10/31/22 style included');
});

test('3. microsoft-ads-api-versioning reads the page the registry, the key table and the records name', () => {
  const def = source<'dated-entries'>('microsoft-ads-api-versioning');
  assert.equal(def.url, 'https://learn.microsoft.com/en-us/advertising/campaign-management-service/api-versioning');
  for (const r of committed.filter((c) => c.collector === def.id)) assert.equal(r.source_url, def.url);
  assert.match(
    readFileSync(join(ROOT, 'docs/source-keys.md'), 'utf8'),
    /\| `microsoft-ads-api-versioning` \| https:\/\/learn\.microsoft\.com\/en-us\/advertising\/campaign-management-service\/api-versioning \|/,
  );
});

test('4. linkedin-ads-recent-changes keys keep a trailing colon of a bold title (only a trailing period goes), as the committed records do', () => {
  const def = source<'dated-entries'>('linkedin-ads-recent-changes');
  const page = def.url;
  const body = html(`<h1>Recent Marketing API Changes</h1>
<h2>August 2026 - Version 202608</h2>
<h3>Product &amp; Platform Announcements</h3>
<ul>
<li><p><strong>Dynamic UTM API: Ad Account-level tracking parameter support:</strong></p><p>Tracking parameters can now be set once for an ad account.</p></li>
<li><p><strong>Matched Audiences API: Generally available to all qualified developers:</strong></p><p>The API no longer needs a separate approval.</p></li>
<li><p><strong>Conversions API: Faster matching.</strong></p><p>Events match sooner.</p></li>
</ul>`);
  const items = parseDatedEntries(def)(body, page, page);
  const ids = idsOf('linkedin-ads', items);
  for (const id of ['linkedin-ads-06e6b4b8dc', 'linkedin-ads-8fe393c09d']) assert.ok(ids.has(id), id);
  assert.equal(items[2]!.key.split('|')[3], 'conversions api: faster matching');
  assert.equal(items[0]!.title, 'Dynamic UTM API: Ad Account-level tracking parameter support', 'the title drops the colon, the key keeps it');
});

test('5. microsoft-ads-release-notes reads the "Breaking changes (recent and upcoming)" digest on the real 2021 copy, without repeating month entries', () => {
  const def = source<'dated-entries'>('microsoft-ads-release-notes');
  const items = parseDatedEntries(def)(msNotes2021(), def.url, def.url);
  const ids = idsOf('microsoft-ads', items);
  for (const [id, title] of [
    ['microsoft-ads-030e12c9b0', 'Page visitors rule normal form expansion'],
    ['microsoft-ads-7b2dea0e9b', 'Required conversion goal categories'],
    ['microsoft-ads-45d376f91b', 'Reduced look back for bulk download'],
  ] as const) {
    assert.ok(ids.has(id), `${title} (${id})`);
    const item = items.find((i) => changeId('microsoft-ads', i.key) === id)!;
    assert.ok(item.categories.includes('breaking_change'), `${title}: an entry of the breaking-changes digest`);
  }
  const keys = items.map((i) => i.key);
  assert.equal(new Set(keys).size, keys.length, 'no entry twice');
  assert.equal(keys.filter((k) => k.endsWith('|dynamic search ads')).length, 2, 'the June and May 2021 month entries, not the digest');
});

test('6. linkedin-ads-migrations reads the table whose third column is "Guide" (before November 2025), needing only Migration and Sunset Date', () => {
  const def = source<'version-table'>('linkedin-ads-migrations');
  const body = html(`<h1>Migrations</h1><table><thead><tr><th>Migration</th><th>Sunset Date</th><th>Guide</th></tr></thead><tbody>
<tr><td>Marketing November 2024 (202411)</td><td>November 30, 2025</td><td><a href="x">Migration guide</a></td></tr>
<tr><td>Marketing October 2024 (202410)</td><td>October 31, 2025</td><td><a href="x">Migration guide</a></td></tr>
</tbody></table>`);
  const items = parseVersionTable(def)(body, def.url, def.url);
  assert.deepEqual([...idsOf('linkedin-ads', items)], ['linkedin-ads-0cc64666d6', 'linkedin-ads-1f78f45d15']);
  assert.equal(items[0]!.source_label, undefined, 'no status column, no label');
  assert.equal(items[0]!.api, 'LinkedIn Marketing API');
  assert.equal(items[0]!.effective_date, '2025-11-30');
});

test('7a. Amazon release notes on the real copy: routine entries are below the record bar, no summary starts with "Regions:", invitations are no policy', () => {
  const def = source<'dated-entries'>('amazon-ads-release-notes');
  const items = parseDatedEntries(def)(real('advertising.amazon.com/API/docs/en-us/release-notes/index'), def.url, def.url);
  assert.ok(items.length > 300);
  const bugFix = items.find((i) => /version 3 reporting api bug fix/i.test(i.title))!;
  assert.equal(bugFix.belowBar, true);
  for (const i of items) assert.doesNotMatch(i.summary, /^(Regions?|Marketplaces?):/, i.title);
  const invitations = items.find((i) => /user invitation apis/i.test(i.title))!;
  assert.ok(!invitations.categories.includes('policy'), invitations.categories.join(','));
  const published = items.filter((i) => !i.belowBar);
  assert.ok(published.length < items.length / 3, `${published.length} of ${items.length} entries meet the record bar`);
  for (const r of committed.filter((c) => c.collector === def.id)) assert.ok(idsOf('amazon-ads', items).has(r.id), `${r.id} is still matched`);
});

test('7b. Microsoft release notes on the real 2021 and 2026 copies: the monthly "SDK Updates" entries are below the record bar', () => {
  const def = source<'dated-entries'>('microsoft-ads-release-notes');
  for (const [edition, body, least] of [
    ['2021', msNotes2021(), 10],
    ['2026', msNotes2026(), 30],
  ] as const) {
    const items = parseDatedEntries(def)(body, def.url, def.url);
    const sdk = items.filter((i) => /sdk updates/i.test(i.title));
    assert.ok(sdk.length >= least, `${edition}: ${sdk.length} SDK update entries`);
    for (const i of sdk) assert.equal(i.belowBar, true, `${edition}: ${i.key}`);
  }
});

test('7d. Microsoft release notes, June 2026 edition: the 2021 digest entries are June 2021 entries with the same ids, "Other Features" groups entries, every committed record is matched', () => {
  const def = source<'dated-entries'>('microsoft-ads-release-notes');
  const items = parseDatedEntries(def)(msNotes2026(), def.url, def.url);
  const byId = new Map(items.map((i) => [changeId('microsoft-ads', i.key), i]));
  const keys = items.map((i) => i.key);
  assert.equal(new Set(keys).size, keys.length, 'no entry twice');
  // The three breaking changes the 2021 digest listed are now entries of the June 2021 section: same key, same id.
  for (const id of ['microsoft-ads-030e12c9b0', 'microsoft-ads-7b2dea0e9b', 'microsoft-ads-45d376f91b']) {
    assert.ok(byId.has(id), id);
    assert.match(byId.get(id)!.key, /\|2021-06\|/);
  }
  // The digest now lists only the MFA notice (its text an include the copy does not hold): keyed by the newest month on the page.
  const digest = items.filter((i) => i.categories.includes('breaking_change') && /multi-factor/i.test(i.title));
  assert.deepEqual(
    digest.map((i) => i.key.split('|').slice(2).join('|')),
    ['2026-05|multi-factor authentication api notice'],
  );
  // The page does not say when that notice was posted: the key's month is no published date.
  assert.deepEqual(
    digest.map((i) => i.published_date),
    [null],
  );
  // 2026's "### Other Features" groups entries: its "#### ImageAdExtension V2 update" is one (the hand record's key), and
  // without sub-headings each bullet is one; the group heading itself is no entry.
  assert.ok(byId.has('microsoft-ads-f6c8d3ba29'), 'ImageAdExtension V2 update (May 2026)');
  assert.equal(byId.get('microsoft-ads-f6c8d3ba29')!.title, 'ImageAdExtension V2 update');
  assert.match(byId.get('microsoft-ads-f6c8d3ba29')!.summary, /V2 model/);
  assert.ok(keys.some((k) => k.endsWith('|2026-03|preserve the google login refresh token, as google doesn’t issue a new one during token refresh.')));
  assert.ok(!keys.some((k) => k.endsWith('|other features')), 'the group heading is no entry');
  // Every month's "New API Interfaces" clears the record bar (a new API); its text is the month's list.
  const nai = items.filter((i) => i.title === 'New API Interfaces');
  assert.equal(nai.length, 16);
  for (const i of nai) assert.equal(i.belowBar, undefined, i.key);
  assert.match(byId.get('microsoft-ads-93e0f0da8d')!.summary, /ClientLink/);
  // Months back to March 2019, and every committed record of the source is on this copy but the 2021 digest's MFA entry.
  const months = items.map((i) => i.key.split('|')[2]!).sort();
  assert.equal(months[0], '2019-03', 'Version 13 Preview');
  assert.equal(months.at(-1), '2026-05');
  const ids = idsOf('microsoft-ads', items);
  const missing = committed.filter((r) => r.collector === def.id && !ids.has(r.id)).map((r) => r.id);
  assert.deepEqual(missing, ['microsoft-ads-07551d977a'], 'only "Multi-factor authentication will be required" (2021 digest) is no longer listed');
});

test('7c. Google sunset dates on the real copy: projected dates ("Sep/Oct 2024") mark the version tentative', () => {
  const def = source<'version-table'>('google-ads-sunset-dates');
  const items = parseVersionTable(def)(real('_sources/google-sunset-dates-en-2024.md.txt'), def.url, def.url);
  const byVersion = new Map(items.map((i) => [i.api_version, i]));
  assert.equal(byVersion.get('v18')!.tentative, true, 'released Sep/Oct 2024, deprecated Jan/Feb 2025 (projected)');
  assert.equal(byVersion.get('v18')!.release_date, '2024-09');
  assert.equal(byVersion.get('v16')!.tentative, true, 'deprecation May/Jun 2024 is projected');
  assert.equal(byVersion.get('v15')!.tentative, false, 'every date firm');
  assert.equal(byVersion.get('v15')!.effective_date, '2024-09-25');
});

test('8. meta-ads-versions: a copy cut in the middle of a table row (the real stored twin) reads its whole rows only, never the half row as a version', () => {
  const def = source<'version-table'>('meta-ads-versions');
  const page = 'https://developers.facebook.com/documentation/ads-commerce/marketing-api/marketing-api-changelog/versions';
  const md = real('developers.facebook.com/documentation/ads-commerce/marketing-api/marketing-api-changelog/versions.md');
  assert.ok(md.endsWith('| [v21.0](https://developers.fac'), 'the real copy ends mid-row');
  const items = parseVersionTable(def)(md, page, page);
  assert.deepEqual(
    items.map((i) => i.key),
    ['v27.0', 'v26.0', 'v25.0', 'v24.0', 'v23.0', 'v22.0'].map((v) => `version|meta-marketing-api|${v}`),
  );
  // Every row it reads is a committed record, so the copy run adds nothing.
  const ids = idsOf('meta-ads', items);
  for (const id of ids)
    assert.ok(
      committed.some((r) => r.id === id),
      `${id} is committed`,
    );
  // The same table whole (a line end after its last row) keeps that row.
  assert.equal(
    parseVersionTable(def)(`${md.replace(/\| \[v21\.0\]\(https:\/\/developers\.fac$/, '')}| v21.0 | October 2, 2024 | September 9, 2025 |\n`, page, page)
      .length,
    7,
  );
});

test('8b. linkedin-ads-migrations: the real it-it table, cut in its sixth row (a line end after the half row), reads its 5 whole rows', () => {
  const def = source<'version-table'>('linkedin-ads-migrations');
  const md = real('learn.microsoft.com/it-it/linkedin/marketing/integrations/migrations');
  assert.ok(md.endsWith('| Developers using Linked\n'), 'the stored text ends mid-row');
  assert.equal(withoutCutRow(md), md.slice(0, -'| Developers using Linked\n'.length));
  // A table whose rows never close with "|" is left alone, and so is a whole last row.
  assert.equal(withoutCutRow('| a | b\n|---|---\n| 1 | 2\n| 3'), '| a | b\n|---|---\n| 1 | 2\n| 3');
  assert.equal(withoutCutRow('| a |\n|---|\n| 1 |\n'), '| a |\n|---|\n| 1 |\n');
  // The page the collector reads is that stored text rendered (make-real-copies.ts).
  const items = parseVersionTable(def)(real('learn.microsoft.com/en-us/linkedin/marketing/integrations/migrations'), def.url, def.url);
  assert.deepEqual(
    items.map((i) => i.api_version),
    ['202603', '202602', '202601', '202511', '202510'],
  );
});
