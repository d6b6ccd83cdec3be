/** llms.txt (an index in the llms.txt convention) and llms-full.txt (every record as text). */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { llmsFull, llmsIndex } from '../../../src/site/llms.ts';
import { ENDPOINTS, FILES, dataExamples, examplePath } from '../../../src/api/endpoints.ts';
import { PLATFORM_SLUGS } from '../../../src/schemas/common.ts';
import { ESCAPE_ID, fixtureDataset } from './_data.ts';

const ds = fixtureDataset();

test('llms.txt: title, summary blockquote, then link sections to the API, files, pages and platforms', () => {
  const text = llmsIndex(ds);
  const lines = text.split('\n');
  assert.equal(lines[0], '# Changeline');
  assert.ok(lines.some((l) => l.startsWith('> ')));
  for (const h of ['## API', '## Files, feeds and calendars', '## Pages', '## Platforms', '## Optional']) assert.ok(lines.includes(h), h);
  const links = [...text.matchAll(/^- \[[^\]]+\]\((https:\/\/changeline\.test\/[^)]*)\): \S/gm)].map((m) => m[1]!);
  const examples = dataExamples(ds.changes.map((c) => c.id));
  for (const e of ENDPOINTS) {
    const path = examplePath(e, examples);
    assert.doesNotMatch(path, /[{}]/);
    assert.ok(links.includes(`https://changeline.test${path}`), path);
  }
  const change = links.find((l) => l.includes('/api/change/'))!;
  assert.ok(ds.byId.has(change.match(/\/api\/change\/(.+)\.json$/)![1]!), `${change} names a real record`);
  for (const f of FILES.filter((x) => x.path !== '/llms.txt')) assert.ok(links.includes(`https://changeline.test${f.path}`), f.path);
  for (const p of PLATFORM_SLUGS) assert.ok(links.includes(`https://changeline.test/platforms/${p}/`), p);
  assert.ok(links.includes('https://changeline.test/calendar.ics'));
  assert.ok(links.includes('https://changeline.test/versions/'));
  assert.match(text, /get_version_status \(is an API version still safe/);
});

test('llms-full.txt: every change with its source_url and page, every tool and price event', () => {
  const text = llmsFull(ds);
  for (const c of ds.changes) {
    const at = text.indexOf(`- id: ${c.id}\n`);
    assert.ok(at > 0, c.id);
    const block = text.slice(at, text.indexOf('\n### ', at) === -1 ? undefined : text.indexOf('\n### ', at));
    assert.ok(block.includes(`- source_url: ${c.source_url}\n`), c.id);
    assert.ok(block.includes(`- page: ${c.url}\n`), c.id);
  }
  for (const t of ds.tools) assert.ok(text.includes(`(${t.id})\n`), t.id);
  const wording = {
    official: 'seen on the official page on ',
    capture: 'from a capture of the official page on ',
    transcription: 'as transcribed from the official page by ',
  };
  for (const e of ds.events)
    assert.ok(text.includes(`(source_url: ${e.source_url}; snapshot_source ${e.snapshot_source}: ${wording[e.snapshot_source]}`), e.id);
  // Every plan line says how its price was seen, in its grade's words: a copy with its address, a transcription with its caveat.
  const planLines = text.split('\n').filter((l) => /^- (plan|addon) "/.test(l));
  assert.equal(
    planLines.length,
    ds.tools.reduce((n, t) => n + t.plans.length, 0),
  );
  for (const l of planLines)
    assert.match(
      l,
      /\(snapshot_source (official: seen on the official page on \d+ \w+ \d{4}|capture: from a capture of the official page on \d+ \w+ \d{4} \(https:\/\/\S+\)|transcription: as transcribed from the official page by .+ on \d+ \w+ \d{4} \(https:\/\/\S+\); not checked against a copy)\)$/,
      l,
    );
  // Every observation of every tool is listed with its grade.
  const obsLines = text.split('\n').filter((l) => /^- observation \d{4}-\d{2}-\d{2}, snapshot_source (official|capture|transcription): /.test(l));
  assert.equal(
    obsLines.length,
    ds.tools.reduce((n, t) => n + t.observations.length, 0),
  );
});

test('record texts appear as written, each on one line', () => {
  const c = ds.byId.get(ESCAPE_ID)!;
  const text = llmsFull(ds);
  assert.ok(text.includes(`### ${c.title}\n`));
  assert.ok(text.includes(`- summary: ${c.summary}\n`));
  assert.ok(text.includes('- status: upcoming; tentative date; no longer listed by the source'));
});
