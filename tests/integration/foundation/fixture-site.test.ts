/** The shared fixture site is rebuilt when what it is built from changes, so tests never judge an old build. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { FIXTURE_INPUTS, FIXTURE_SITE, fixtureInputsHash, fixtureSite } from '../../support/fixture-site.ts';

test('the fixture site carries the hash of its inputs, and a stale stamp makes fixtureSite() build it again', () => {
  const site = fixtureSite();
  const stamp = join(site, '.inputs-sha256');
  assert.equal(readFileSync(stamp, 'utf8').trim(), fixtureInputsHash());
  for (const input of ['src', 'scripts', 'tests/fixtures/content', 'package-lock.json']) assert.ok(FIXTURE_INPUTS.includes(input), input);
  // As if a source file had changed since the build.
  writeFileSync(stamp, 'stale\n');
  const before = statSync(join(FIXTURE_SITE, 'api/index.json')).mtimeMs;
  fixtureSite();
  assert.equal(readFileSync(stamp, 'utf8').trim(), fixtureInputsHash());
  assert.ok(statSync(join(FIXTURE_SITE, 'api/index.json')).mtimeMs > before, 'rebuilt');
});
