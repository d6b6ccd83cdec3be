/**
 * Golden tests on real copies of the official pages (copies/,
 * provenance.json says where each came from and when): each collector that
 * has a real copy runs on it, through the fixture server and
 * CHANGELINE_ORIGIN_OVERRIDE, over the committed records (of its source:
 * those the copy can contain, every record or for a copy of an older page
 * the entries dated up to the copy). Every one of those records is matched by
 * id, none is unlisted, the numbers of new and updated records are the
 * golden ones (tests/fixtures/real/golden.json), and a second run that
 * parses the page again writes nothing.
 *
 * UPDATE_GOLDEN=1 rewrites golden.json from what the runs find.
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { cpSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { readRecords } from '../../../src/model/content-files.ts';
import type { ChangeRecord } from '../../../src/schemas/change.ts';
import { COLLECTORS } from '../../../src/collect/collectors.ts';
import { errorsOf, lintDir, formatFinding } from '../../../src/lint/lint.ts';
import { ROOT } from '../../../src/build/repo-root.ts';
import { startFixtureServer, type FixtureServer } from '../../support/fixture-server.ts';
import { collectEnv, tempContent } from '../../support/fixture-collect.ts';
import { at, changedPaths, collect, snapshot } from '../../support/collect.ts';
import { runCollect } from '../../../src/collect/run.ts';
import { loadCopies } from '../../../src/collect/lib/copies.ts';

const REAL = join(ROOT, 'copies');
const GOLDEN_PATH = join(ROOT, 'tests/fixtures/real/golden.json');

interface Golden {
  /** Run day: after the committed records were compiled (their first_seen), so the linter accepts the merge. */
  day: string;
  /** Committed entry records dated after this month are not on the copy (an older page). */
  covers_until?: string;
  /**
   * A copy that holds only the head (newest entries) of each page: by page
   * (as in the source key), the oldest entry date on the copy. Committed entry
   * records of another page, or older than that date, are not on the copy.
   */
  heads?: Record<string, string>;
  /**
   * A copy that holds only part of a page: the rows or entries on it, by the end of their source key (the
   * version of a version row, the key text of a table row, `<date>|<heading>` of an entry). Committed records of other rows are not on the
   * copy. Such a copy is run as the backfill runs it (--from-copies: nothing judged by a baseline), since a
   * live run would rightly refuse a table of 6 rows where 38 were.
   */
  head_keys?: string[];
  /**
   * Committed records of this source that a later edition of the page no longer lists (the copy is newer than the
   * copy they were read from): they are not on the copy, so the run is given the others only.
   */
  dropped?: string[];
  matched: string[];
  new: number;
  updated: number;
  unlisted: number;
  /** Entries parsed from the copy (those below the record bar included). */
  found: number;
  /** Entries below the record bar, not published. */
  skipped: number;
}

const golden: Record<string, Golden> = JSON.parse(readFileSync(GOLDEN_PATH, 'utf8'));
const update = process.env.UPDATE_GOLDEN === '1';
const committed = readRecords<ChangeRecord>(join(ROOT, 'content'), 'changes');

/** Committed records of a collector that a copy seen up to `until` (or holding only the `heads` of its pages) can list. */
function onCopy(collector: string, until: string | undefined, heads?: Record<string, string>, headKeys?: string[]): ChangeRecord[] {
  return committed.filter((r) => {
    if (r.collector !== collector) return false;
    const [form, page, date] = r.source_key!.split('|');
    if (headKeys !== undefined)
      return headKeys.includes(
        r
          .source_key!.split('|')
          .slice(form === 'entry' ? 2 : -1)
          .join('|'),
      );
    if (form !== 'entry') return true;
    if (heads !== undefined && !(heads[page!] !== undefined && date! >= heads[page!]!)) return false;
    return until === undefined || date! <= until;
  });
}

let server: FixtureServer;
before(async () => {
  server = await startFixtureServer({ root: REAL });
});
after(async () => {
  await server.close();
  if (update) writeFileSync(GOLDEN_PATH, `${JSON.stringify(golden, null, 2)}\n`);
});

for (const [id, g] of Object.entries(golden)) {
  test(`${id} on its real copy: committed records matched by id, none unlisted, a second run writes nothing`, async () => {
    const c = COLLECTORS.find((x) => x.id === id)!;
    const dir = tempContent();
    const records = onCopy(id, g.covers_until, g.heads, g.head_keys).filter((r) => !g.dropped?.includes(r.id));
    const run = () =>
      g.head_keys ? runCollect({ contentDir: dir, collectors: [c], copies: loadCopies(REAL), now: at(g.day) }) : collect(server, dir, g.day, [c]);
    // Every committed record but this source's that the copy cannot list (newer than an older copy).
    const keep = new Set(records.map((r) => r.id));
    for (const r of committed)
      if (r.collector !== id || keep.has(r.id)) cpSync(join(ROOT, 'content/changes', `${r.id}.json`), join(dir, 'changes', `${r.id}.json`));
    // The change sources' status files too: their records read from a copy are checked against their copy run.
    for (const o of COLLECTORS) if (o.kind === 'changes') cpSync(join(ROOT, 'content/sources', `${o.id}.json`), join(dir, 'sources', `${o.id}.json`));
    const first = (await run()).results[0]!;
    assert.equal(first.status, 'ok', first.error ?? '');
    const after1 = snapshot(dir);
    const listed = new Set(
      [...after1.entries()]
        .filter(([p]) => p.startsWith('changes/'))
        .map(([, t]) => JSON.parse(t) as ChangeRecord)
        .filter((r) => r.in_source !== false)
        .map((r) => r.id),
    );
    const matched = records
      .map((r) => r.id)
      .filter((rid) => listed.has(rid))
      .sort();
    const got = {
      day: g.day,
      ...(g.covers_until ? { covers_until: g.covers_until } : {}),
      ...(g.heads ? { heads: g.heads } : {}),
      ...(g.head_keys ? { head_keys: g.head_keys } : {}),
      ...(g.dropped ? { dropped: g.dropped } : {}),
      matched,
      new: first.counts.new,
      updated: first.counts.updated,
      unlisted: first.counts.unlisted,
      found: first.counts.found,
      skipped: first.skipped,
    };
    if (update) golden[id] = got;
    assert.deepEqual(matched, records.map((r) => r.id).sort(), 'every committed record the copy contains is matched by id');
    assert.deepEqual(first.unlisted, [], 'nothing the page still lists is unlisted');
    assert.deepEqual(got, g);
    const findings = lintDir(dir, { now: new Date(`${g.day}T07:00:00Z`) });
    assert.deepEqual(errorsOf(findings).map(formatFinding), [], 'the written records pass the data linter');

    // A second run that fetches and parses the page again (no cached parse) writes no record.
    rmSync(join(dir, '.state'), { recursive: true, force: true });
    const second = (await run()).results[0]!;
    assert.equal(second.status, 'ok', second.error ?? '');
    assert.equal(second.parses > 0, true);
    assert.deepEqual(
      changedPaths(after1, snapshot(dir)).filter((p) => p.startsWith('changes/')),
      [],
    );
  });
}

test('every real copy names its provenance and the collectors it tests', () => {
  type Prov = {
    served: string;
    collectors: string[];
    seen_on: string | null;
    seen_between?: [string, string];
    copy_url: string;
    verbatim: boolean;
    source?: string | null;
    notes: string;
  };
  const prov = JSON.parse(readFileSync(join(REAL, 'provenance.json'), 'utf8')) as Prov[];
  for (const p of prov) {
    // The day the official page was in this state, or (capture day unknown) the days its content places it between.
    if (p.seen_on === null)
      assert.ok(
        p.seen_between?.every((d) => /^\d{4}-\d{2}-\d{2}$/.test(d)),
        p.served,
      );
    else assert.match(p.seen_on, /^\d{4}-\d{2}-\d{2}$/);
    assert.match(p.copy_url, /^https:\/\//);
    assert.ok(p.notes.length > 40, `${p.served}: notes say how the copy was made`);
    readFileSync(join(REAL, p.served));
    if (p.source) readFileSync(join(REAL, p.source));
  }
  assert.deepEqual(Object.keys(golden).sort(), [...new Set(prov.flatMap((p) => p.collectors))].sort(), 'one golden test per collector with a real copy');
});

test('npm run collect -- --source meta-ads-occ reads the real Markdown twins: same-level date and title headings, and text directly under a date', async () => {
  // What `npm run collect` runs, with the fixture server standing in for developers.facebook.com (CHANGELINE_ORIGIN_OVERRIDE).
  const dir = tempContent();
  const run = await new Promise<{ code: number | null; out: string; err: string }>((resolve) => {
    const child = spawn(process.execPath, [join(ROOT, 'scripts/collect/index.ts'), '--source', 'meta-ads-occ'], {
      cwd: ROOT,
      env: { ...process.env, ...collectEnv(server), CHANGELINE_CONTENT_DIR: dir, BUILD_DATE: `${golden['meta-ads-occ']!.day}T06:00:00Z` },
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (err += d));
    child.on('close', (code) => resolve({ code, out, err }));
  });
  assert.equal(run.code, 0, run.err + run.out);
  const found = Number(/meta-ads-occ: ok \((\d+) found/.exec(run.out)?.[1] ?? 0);
  assert.ok(found >= 3, `at least 3 entries parsed from the real copies, got ${found}: ${run.out}`);
  const written = readdirSync(join(dir, 'changes')).map((f) => JSON.parse(readFileSync(join(dir, 'changes', f), 'utf8')) as ChangeRecord);
  const keys = written.map((r) => r.source_key!.split('|').slice(2).join('|')).sort();
  assert.deepEqual(keys, [
    '2025-10-29|insights',
    '2025-12-08|when creating ad sets, the regional_regulated_categories field now accepts brazil_regulation as a value.',
    '2026-06-28|advantage+ creative: image animation',
    '2026-06-28|advantage+ creative: video filter',
  ]);
  // The same ids as the records compiled before (a collector finds the hand-made records again), and the bold
  // "Example:" label inside the December 8 text is no entry of its own.
  const committedIds = new Set(committed.filter((r) => r.collector === 'meta-ads-occ').map((r) => r.id));
  for (const r of written) assert.ok(committedIds.has(r.id), `${r.id} (${r.source_key}) is a committed record`);
  assert.ok(!written.some((r) => /^example/i.test(r.title)));
});
