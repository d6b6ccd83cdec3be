/**
 * A site large enough to page: 1,500 synthetic records (the bench's
 * generator, bench/synth.ts) built at the bench's build day into
 * tests/.out/scale-site, with one API family too long for its platform
 * page's version table (SCALE_LONG_FAMILY), once while its inputs are unchanged (the fixture
 * site's input hash and the record count, stamped into the folder). Used by
 * the list-pages integration test and the paging browser tests.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildSite, fixtureInputsHash, STAMP } from './fixture-site.ts';
import { ROOT } from '../../src/build/repo-root.ts';
import { writeSyntheticContent } from '../../bench/synth.ts';
import { BENCH_BUILD_DATE } from '../../bench/results.ts';

export const SCALE_RECORDS = 1500;
/**
 * One API family longer than a platform page's version table may hold
 * (VERSION_TABLE_MAX_ROWS): the synthetic families stay under it at 1,500
 * records, so the generator adds this one (its records come on top of
 * SCALE_RECORDS).
 */
export const SCALE_LONG_FAMILY = { platform: 'meta-ads', api: 'Marketing API', versions: 120 } as const;
export const SCALE_SITE = join(ROOT, 'tests/.out/scale-site');

/** The built scale site, built again when it is missing or its inputs changed. */
export function scaleSite(): string {
  const stamp = join(SCALE_SITE, STAMP);
  const want = `${fixtureInputsHash()} ${SCALE_RECORDS} ${BENCH_BUILD_DATE} ${JSON.stringify(SCALE_LONG_FAMILY)}`;
  if (existsSync(stamp) && readFileSync(stamp, 'utf8').trim() === want) return SCALE_SITE;
  const tmp = mkdtempSync(join(tmpdir(), 'changeline-scale-'));
  try {
    writeSyntheticContent(join(tmp, 'content'), SCALE_RECORDS, undefined, { longFamily: SCALE_LONG_FAMILY });
    rmSync(SCALE_SITE, { recursive: true, force: true });
    const res = buildSite({ contentDir: join(tmp, 'content'), outDir: SCALE_SITE, mode: 'astro', buildDate: BENCH_BUILD_DATE });
    if (res.status !== 0) throw new Error(`scale site build failed:\n${res.output}`);
    writeFileSync(stamp, `${want}\n`);
    return SCALE_SITE;
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}
