/**
 * Each derived value has one home, src/model/derived.ts: when a record last
 * changed, when it was first seen, whether it is superseded, a live deadline,
 * upcoming. This test reads every TypeScript and Astro file of src/ and
 * scripts/ and fails, naming file:line, on code that writes one of those
 * rules again instead of calling the model (the way path-table.test.ts does
 * for site paths). Each rule's pattern is first shown to catch a planted
 * copy, so the scan cannot pass by matching nothing.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { listFiles } from '../../../src/build/list-files.ts';
import { ROOT } from '../../../src/build/repo-root.ts';
import { firstSeen, isLiveDeadline, isRecentlyPassed, isSuperseded, isUpcoming, lastChanged, toolLastChanged } from '../../../src/model/derived.ts';
import { buildDataset } from '../../../src/model/dataset.ts';
import { changesSnapshot } from '../../../src/mcp/snapshot.ts';
import { loadContent, validRecords } from '../../../src/lint/load.ts';
import type { ChangeRecord } from '../../../src/schemas/change.ts';

const HOME = 'src/model/derived.ts';

/** A rule, the pattern of its copies, and a planted copy the pattern must catch. */
const RULES: { rule: string; re: RegExp; planted: string }[] = [
  {
    rule: 'last changed / first seen (lastChanged, firstSeen)',
    re: /\b(?:changed_at|first_seen)\s*\?\?|\?\?\s*[\w.]*\bfirst_seen\b/,
    planted: 'const t = c.changed_at ?? c.first_seen ?? c.fetched_at;',
  },
  {
    rule: 'superseded (isSuperseded)',
    re: /\bsuperseded_by\s*[!=]==?\s*undefined|!!?\s*[\w.]+\.superseded_by\b|Boolean\([\w.]+\.superseded_by\)/,
    planted: 'if (c.effective_date && !c.superseded_by) keep(c);',
  },
  {
    rule: 'upcoming (isUpcoming)',
    re: /isOnOrAfter\([^,()]*effective_date[^,()]*,\s*(?:[\w.]+\.)?today\s*\)|endDay\([^()]*effective_date[^()]*\)\s*>=\s*(?:[\w.]+\.)?today\b/,
    planted: 'const upcoming = rec.effective_date != null && isOnOrAfter(rec.effective_date, ctx.today);',
  },
];

/** The code of a file without its comments (a rule quoted in a comment is documentation, not a copy). */
function code(text: string): string {
  const scanner = ts.createScanner(ts.ScriptTarget.Latest, false, ts.LanguageVariant.Standard, text);
  let out = '';
  for (let kind = scanner.scan(); kind !== ts.SyntaxKind.EndOfFileToken; kind = scanner.scan()) {
    const tok = scanner.getTokenText();
    out += kind === ts.SyntaxKind.SingleLineCommentTrivia || kind === ts.SyntaxKind.MultiLineCommentTrivia ? tok.replace(/[^\n]/g, ' ') : tok;
  }
  return out;
}

/** Every copy of a rule in `text`: the rule's name and line. */
export function ruleCopies(text: string): { rule: string; line: number }[] {
  const lines = code(text).split('\n');
  const out: { rule: string; line: number }[] = [];
  lines.forEach((l, i) => {
    for (const r of RULES) if (r.re.test(l)) out.push({ rule: r.rule, line: i + 1 });
  });
  return out;
}

test('each rule pattern catches a planted copy, and not a call of the model', () => {
  for (const r of RULES) {
    assert.deepEqual(
      ruleCopies(`// header\n${r.planted}\n`).map((h) => h.rule),
      [r.rule],
      `the pattern of ${r.rule} must catch: ${r.planted}`,
    );
  }
  const calls =
    'const t = lastChanged(c);\nif (isLiveDeadline(c) && !isSuperseded(c)) keep(c);\nconst up = isUpcoming(rec, ctx.today);\n// c.changed_at ?? c.first_seen in a comment\n';
  assert.deepEqual(ruleCopies(calls), []);
});

test('no file of src/ or scripts/ but src/model/derived.ts writes a derived rule again', () => {
  const offenders: string[] = [];
  for (const dir of ['src', 'scripts']) {
    for (const rel of listFiles(join(ROOT, dir)).filter((p) => /\.(ts|astro)$/.test(p))) {
      const path = `${dir}/${rel}`;
      if (path === HOME) continue;
      for (const hit of ruleCopies(readFileSync(join(ROOT, path), 'utf8'))) offenders.push(`${path}:${hit.line}: ${hit.rule}`);
    }
  }
  assert.deepEqual(offenders, [], `call src/model/derived.ts instead:\n${offenders.join('\n')}`);
});

test('the rules: last changed falls back to first seen, then the read; upcoming and recent never hold a superseded record', () => {
  const times = { changed_at: '2026-05-02T10:00:00Z', first_seen: '2026-01-01T00:00:00Z', fetched_at: '2026-06-01T00:00:00Z' };
  assert.equal(lastChanged(times), '2026-05-02T10:00:00Z');
  assert.equal(lastChanged({ first_seen: times.first_seen, fetched_at: times.fetched_at }), '2026-01-01T00:00:00Z');
  assert.equal(lastChanged({ fetched_at: times.fetched_at }), '2026-06-01T00:00:00Z');
  assert.equal(firstSeen({ fetched_at: times.fetched_at }), times.fetched_at);

  const live = { effective_date: '2026-12' };
  const gone = { effective_date: '2026-12', superseded_by: 'meta-ads-0000000000' };
  assert.equal(isUpcoming(live, '2026-12-31'), true, 'a month is upcoming through its last day');
  assert.equal(isUpcoming(live, '2027-01-01'), false);
  assert.equal(isUpcoming(gone, '2026-11-27'), false);
  assert.equal(isSuperseded(gone), true);
  assert.equal(isLiveDeadline({ effective_date: null }), false);
  assert.equal(isRecentlyPassed({ effective_date: '2026-11-20' }, '2026-11-27'), true);
  assert.equal(isRecentlyPassed({ effective_date: '2026-11-20', superseded_by: 'meta-ads-0000000000' }, '2026-11-27'), false);
  assert.equal(toolLastChanged({ last_snapshot: '2026-03-01', fetched_at: '2026-01-01T00:00:00Z' }, [{ date: '2026-04-01' }]), '2026-04-01');
  assert.equal(toolLastChanged({ last_snapshot: null, fetched_at: null }, []), undefined);
});

test('on the real content the MCP server and the site agree on what is upcoming, day by day', () => {
  const changes = validRecords<ChangeRecord>(loadContent(join(ROOT, 'content'), 'content'), 'changes').map((r) => r.data);
  const raw = { changes, tools: [], events: [], sources: [], digests: [] };
  for (const today of ['2024-01-01', '2026-11-27', '2027-06-30']) {
    const ds = buildDataset(raw, { site: 'https://changeline.example', today, generatedAt: `${today}T00:00:00Z` });
    const snap = changesSnapshot({ generated_at: `${today}T00:00:00Z`, count: ds.changes.length, changes: ds.changes }, 'https://changeline.example');
    const view = snap.view(today);
    const mcp = view.soonest.map((pos) => snap.records[pos]!.id);
    assert.deepEqual(
      mcp,
      ds.upcoming.map((c) => c.id),
      `upcoming on ${today}`,
    );
  }
});
