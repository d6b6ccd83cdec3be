import { test } from 'node:test';
import assert from 'node:assert/strict';
import { FIELD_WEIGHT, buildSearchIndex, matchWords, normalize, queryWords, rankPositions, tokenize, type Searchable } from '../../../src/mcp/search.ts';

const RECORDS: Searchable[] = [
  { title: 'Google Ads API v21 sunset', summary: 'Every v21 request fails after the date.', tags: ['sunset'], api_version: 'v21' },
  { title: 'Conversion window shortened', summary: 'The sunset of the 28-day click window for conversions.' },
  { title: 'Réglementation des données', summary: 'Les annonceurs doivent obtenir le consentement.', tags: ['privacy'] },
  { title: 'Graph API v21.0 available until 2027', summary: 'Move calls pinned to v21.0.', api_version: 'v21.0' },
  { title: 'Deprecation of legacy endpoints', summary: 'Deprecated fields stop answering.' },
];

const index = buildSearchIndex(RECORDS);
const find = (q: string) => {
  const m = matchWords(index, queryWords(q));
  return [...m.positions];
};

test('normalize folds case, accents and compatibility forms', () => {
  assert.equal(normalize('Réglementation ÉTÉ'), 'reglementation ete');
  assert.equal(normalize('Übergang'), 'ubergang');
  assert.equal(normalize('ﬁeld'), 'field');
});

test('tokenize splits at anything that is not a letter or digit', () => {
  assert.deepEqual(tokenize('Graph API v21.0: 28-day window (Meta)'), ['graph', 'api', 'v21', '0', '28', 'day', 'window', 'meta']);
  assert.deepEqual(tokenize('  --  '), []);
  assert.deepEqual(tokenize('v21—sunset «Données» €10, naïve'), ['v21', 'sunset', 'donnees', '10', 'naive']);
});

test('every query word must match', () => {
  assert.deepEqual(find('sunset'), [0, 1]);
  assert.deepEqual(find('sunset v21'), [0]);
  assert.deepEqual(find('sunset nothinglikethis'), []);
});

test('a word matches the start of a word, not its middle', () => {
  assert.deepEqual(find('deprecat'), [4]);
  assert.deepEqual(find('precat'), []);
});

test('matching ignores case and accents, both ways', () => {
  assert.deepEqual(find('REGLEMENTATION donnees'), [2]);
  assert.deepEqual(find('réglementation'), [2]);
  assert.deepEqual(find('consentement'), [2]);
});

test('tags and API versions are searched', () => {
  assert.deepEqual(find('privacy'), [2]);
  assert.deepEqual(find('v21 0'), [3]);
});

test('a title hit scores above a summary hit, and a whole word above a word start', () => {
  const m = matchWords(index, queryWords('sunset'));
  const score = (pos: number) => m.scores[[...m.positions].indexOf(pos)]!;
  assert.equal(score(0), FIELD_WEIGHT.title * 2);
  assert.equal(score(1), FIELD_WEIGHT.summary * 2);
  const prefix = matchWords(index, queryWords('sunse'));
  assert.equal(prefix.scores[0], FIELD_WEIGHT.title);
});

test('queryWords drops repeats and empty words', () => {
  assert.deepEqual(queryWords('Sunset sunset SUNSET'), ['sunset']);
  assert.deepEqual(queryWords('?!'), []);
});

test('rankPositions orders by score, then by the given tie order, and stops at the limit', () => {
  // tie order: position 3 first, then 1, 0, 2
  const byRank = Int32Array.from([3, 1, 0, 2]);
  const rank = new Int32Array(4);
  for (const [r, pos] of byRank.entries()) rank[pos] = r;
  assert.deepEqual(rankPositions([0, 1, 2, 3], [5, 5, 9, 1], rank, byRank, 10), [2, 1, 0, 3]);
  assert.deepEqual(rankPositions([0, 1, 2, 3], null, rank, byRank, 2), [3, 1]);
});

test('category words are words of the record: "sunset" finds a version record whose text never says it', () => {
  const recs: Searchable[] = [
    { title: 'Meta Marketing API v22.0', summary: 'Calls to v22.0 stop working.', api_version: 'v22.0', categories: ['api_version_sunset'] },
    { title: 'Meta Marketing API v23.0', api_version: 'v23.0', categories: ['api_version_sunset'] },
    { title: 'Legacy endpoints go away', categories: ['deprecation', 'breaking_change'] },
    { title: 'Consent mode required', categories: ['tracking_signal', 'policy'] },
    { title: 'Carousel ads retired', categories: ['format_change'] },
    { title: 'Nothing of the kind', summary: 'v22.0 is mentioned here.', categories: ['announcement'] },
  ];
  const idx = buildSearchIndex(recs);
  const hits = (q: string) => [...matchWords(idx, queryWords(q)).positions];
  assert.deepEqual(hits('sunset'), [0, 1]);
  assert.deepEqual(hits('v22 sunset'), [0]);
  assert.deepEqual(hits('deprecated'), [2]);
  assert.deepEqual(hits('deprecation'), [2]);
  assert.deepEqual(hits('breaking'), [2]);
  assert.deepEqual(hits('tracking'), [3]);
  assert.deepEqual(hits('policy'), [3]);
  assert.deepEqual(hits('format'), [4]);
  assert.deepEqual(hits('v22'), [0, 5]);
  // A category word counts as a tag: above a summary hit, below a title hit.
  const m = matchWords(idx, queryWords('v22'));
  assert.ok(m.scores[0]! > m.scores[1]!, 'v22.0 as the API version (tag weight) above a summary mention');
});
