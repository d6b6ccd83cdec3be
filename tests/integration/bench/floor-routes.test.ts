/**
 * The bench's Astro floor makes the same routes as the build (bench/floor.ts): built from the same content,
 * the floor writes every file the build's routes write, at the same paths, and nothing else; so the
 * full/floor ratio compares the cost per file, never a count of files the floor lacks. Built on the scale
 * site's content (1,500 synthetic records and one long API family: badges, migration files and pages, a
 * family version page, paged lists), made again here by the same deterministic generator.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { floorRoutes, isRouteOutput, writeFloorProject } from '../../../bench/floor.ts';
import { writeSyntheticContent } from '../../../bench/synth.ts';
import { listFiles } from '../../../src/build/list-files.ts';
import { ROOT } from '../../../src/build/repo-root.ts';
import { scaleSite, SCALE_LONG_FAMILY, SCALE_RECORDS } from '../../support/scale-site.ts';
import { STAMP } from '../../support/fixture-site.ts';

test('the floor, built from the same content, writes exactly the files the build’s routes write', () => {
  const site = scaleSite();
  const tmp = mkdtempSync(join(tmpdir(), 'changeline-floor-'));
  try {
    const content = join(tmp, 'content');
    writeSyntheticContent(content, SCALE_RECORDS, undefined, { longFamily: SCALE_LONG_FAMILY });
    const publicFiles = new Set(listFiles(join(ROOT, 'public')));
    const siteFiles = listFiles(site).filter((p) => p !== STAMP);
    const ids = readdirSync(join(content, 'changes')).map((f) => f.replace(/\.json$/, ''));
    const project = join(tmp, 'floor');
    // Inside the project, whose node_modules the built server chunks resolve their packages from.
    const out = join(project, 'dist');
    writeFloorProject(project, floorRoutes(siteFiles, publicFiles, ids));
    const res = spawnSync(process.execPath, [join(ROOT, 'node_modules/astro/bin/astro.mjs'), 'build', '--silent'], {
      cwd: project,
      env: { ...process.env, CHANGELINE_CONTENT_DIR: content, ASTRO_OUT_DIR: out, ASTRO_TELEMETRY_DISABLED: '1' },
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    });
    assert.equal(res.status, 0, `the floor's build failed:\n${res.stdout}\n${res.stderr}`);

    const built = siteFiles.filter((p) => isRouteOutput(p, publicFiles));
    const floor = listFiles(out).filter((p) => isRouteOutput(p, publicFiles));
    const inFloor = new Set(floor);
    const inBuilt = new Set(built);
    assert.deepEqual(
      { onlyInBuild: built.filter((p) => !inFloor.has(p)).slice(0, 20), onlyInFloor: floor.filter((p) => !inBuilt.has(p)).slice(0, 20) },
      { onlyInBuild: [], onlyInFloor: [] },
    );
    assert.equal(floor.length, built.length);
    // The families the first floor lacked are among them (a change of their paths shows here, not as a ratio).
    for (const family of [
      /^api\/badges\//,
      /^api\/migrations\//,
      /^platforms\/[^/]+\/versions\/[^/]+\/[^/]+\/index\.html$/,
      /^calendars\//,
      /^feeds\//,
      /^og\//,
    ]) {
      assert.ok(
        floor.some((p) => family.test(p)),
        `the floor makes no file of ${family}`,
      );
    }
    // The first floor's own routes (a page and a JSON file per record) are the build's too.
    assert.ok(built.includes(`changes/${ids[0]}/index.html`) && built.includes(`api/change/${ids[0]}.json`));
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
});
