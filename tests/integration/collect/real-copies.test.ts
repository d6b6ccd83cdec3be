/**
 * Golden tests on real copies of the official pages (tests/fixtures/real,
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
import { cpSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { readRecords } from '../../../src/lib/content-files.ts';
import type { ChangeRecord } from '../../../src/schemas/change.ts';
import { COLLECTORS } from '../../../scripts/collect/sources/index.ts';
import { errorsOf, lintDir, formatFinding } from '../../../scripts/lint-data/lint.ts';
import { ROOT } from '../../../scripts/lib/repo-root.ts';
import { startFixtureServer, type FixtureServer } from '../../../scripts/lib/fixture-server.ts';
import { tempContent } from '../../../scripts/lib/fixture-collect.ts';
import { changedPaths, collect, snapshot } from '../../helpers/collect.ts';

const REAL = join(ROOT, 'tests/fixtures/real');
const GOLDEN_PATH = join(REAL, 'golden.json');

interface Golden {
  /** Run day: after the committed records were compiled (their first_seen), so the linter accepts the merge. */
  day: string;
  /** Committed entry records dated after this month are not on the copy (an older page). */
  covers_until?: string;
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

/** Committed records of a collector that a copy seen up to `until` can list. */
function onCopy(collector: string, until: string | undefined): ChangeRecord[] {
  return committed.filter((r) => {
    if (r.collector !== collector) return false;
    const [form, , date] = r.source_key!.split('|');
    return until === undefined || form !== 'entry' || date! <= until;
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
    const records = onCopy(id, g.covers_until);
    // Every committed record but this source's that the copy cannot list (newer than an older copy).
    const keep = new Set(records.map((r) => r.id));
    for (const r of committed)
      if (r.collector !== id || keep.has(r.id)) cpSync(join(ROOT, 'content/changes', `${r.id}.json`), join(dir, 'changes', `${r.id}.json`));
    const first = (await collect(server, dir, g.day, [c])).results[0]!;
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
    const second = (await collect(server, dir, g.day, [c])).results[0]!;
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
