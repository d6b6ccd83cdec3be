/** A tool's grade never overstates its prices (src/model/tool-grade.ts), on the rule and on the real content. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { readRecords } from '../../../src/model/content-files.ts';
import { toolProvenance, weakestProvenance } from '../../../src/model/tool-grade.ts';
import { Tool } from '../../../src/schemas/pricing.ts';
import { canonicalJson } from '../../../src/model/canonical.ts';
import { lintFiles } from '../../../src/lint/lint.ts';
import type { ContentFile } from '../../../src/lint/types.ts';
import { ROOT } from '../../../src/build/repo-root.ts';

const RANK = { official: 0, capture: 1, transcription: 2 } as const;
const tools = readRecords<Tool>(join(ROOT, 'content'), 'tools');
const byId = new Map<string, Tool>(tools.map((t) => [t.id, t]));

test('the rule: the weakest grade wins, then the latest observation of it; no plan takes the latest observation', () => {
  const off = { snapshot_source: 'official', observed_on: '2026-11-25', capture_url: null, capture_name: null } as const;
  const cap = { snapshot_source: 'capture', observed_on: '2026-03-06', capture_url: 'https://web.archive.org/x', capture_name: 'Internet Archive' } as const;
  const tr1 = { snapshot_source: 'transcription', observed_on: '2026-08-13', capture_url: 'https://github.com/a/b', capture_name: 'GitHub a/b' } as const;
  const tr0 = { ...tr1, observed_on: '2026-05-25' };
  assert.deepEqual(weakestProvenance([off, cap, tr0, tr1]), tr1);
  assert.deepEqual(weakestProvenance([off, { ...off, observed_on: '2026-11-20' }]), off);
  assert.deepEqual(weakestProvenance([off, cap]), cap);
  assert.deepEqual(weakestProvenance([off]), off);
  assert.equal(weakestProvenance([]), null);
  assert.deepEqual(toolProvenance({ plans: [], observations: [cap, off] }), off);
  assert.equal(toolProvenance({ plans: [], observations: [] }), null);
});

test('the real content: no tool-level grade is stronger than any price it shows, and each is the rule', () => {
  assert.ok(tools.length >= 10);
  for (const t of tools) {
    for (const p of t.plans) assert.ok(RANK[t.snapshot_source!] >= RANK[p.snapshot_source], `${t.id}: ${t.snapshot_source} over a ${p.snapshot_source} price`);
    const g = toolProvenance(t);
    assert.deepEqual(
      g && [g.snapshot_source, g.observed_on, g.capture_url],
      t.snapshot_source === null ? null : [t.snapshot_source, t.observed_on, t.capture_url],
      t.id,
    );
  }
});

test('the tools the issue named: Hunter, Instantly and Seamless.AI are not official; Apollo is its March capture', () => {
  assert.deepEqual(
    ['hunter', 'instantly', 'seamless-ai', 'apollo'].map((id) => [id, byId.get(id)!.snapshot_source, byId.get(id)!.observed_on]),
    [
      ['hunter', 'transcription', '2026-05-25'],
      ['instantly', 'transcription', '2026-08-13'],
      ['seamless-ai', 'capture', '2026-03-06'],
      ['apollo', 'capture', '2026-03-06'],
    ],
  );
  // last_snapshot still names the latest observation (Hunter's credit packs were read on the official page).
  assert.equal(byId.get('hunter')!.last_snapshot, '2026-11-25');
});

test('a tool whose grade claims more than its prices is named by the data linter', () => {
  const hunter = byId.get('hunter')!;
  const over = { ...hunter, snapshot_source: 'official', observed_on: '2026-11-25', capture_url: null, capture_name: null } as Tool;
  const file = (t: Tool): ContentFile => {
    const text = canonicalJson(Tool, t);
    const json = JSON.parse(text);
    return { kind: 'tools', path: 'content/tools/hunter.json', name: 'hunter.json', text, json, parsed: Tool.safeParse(json) };
  };
  const found = lintFiles([file(over)], { now: new Date('2026-11-29T00:00:00Z') }).filter((f) => f.rule === 'tool-grade');
  assert.equal(found.length, 1);
  assert.match(found[0]!.message, /is official of 2026-11-25; the tool's grade must be the weakest among the prices it shows: transcription of 2026-05-25/);
  assert.deepEqual(
    lintFiles([file(hunter)], { now: new Date('2026-11-29T00:00:00Z') }).filter((f) => f.rule === 'tool-grade'),
    [],
  );
});
