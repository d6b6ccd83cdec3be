/** The repository address comes from package.json `repository` in any of npm's forms; anything else stops with a message naming the value. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { parseRepository, REPOSITORY } from '../../../src/model/repository.ts';

test('npm’s forms of a GitHub repository read as owner/name and its address', () => {
  const want = { slug: 'acme/changeline', url: 'https://github.com/acme/changeline' };
  for (const v of [
    'acme/changeline',
    'github:acme/changeline',
    { type: 'git', url: 'git+https://github.com/acme/changeline.git' },
    { url: 'https://github.com/acme/changeline' },
    { url: 'git@github.com:acme/changeline.git' },
  ]) {
    assert.deepEqual(parseRepository(v), want, JSON.stringify(v));
  }
  assert.match(REPOSITORY.slug, /^[A-Za-z0-9-]+\/[A-Za-z0-9._-]+$/);
  assert.doesNotMatch(REPOSITORY.slug, /OWNER/);
});

test('a missing or non-GitHub value is a one-line error naming it', () => {
  for (const v of [undefined, '', 'https://gitlab.com/acme/changeline', { url: 42 }]) {
    assert.throws(
      () => parseRepository(v),
      (e: Error) => /^package\.json "repository" must name a GitHub repository/.test(e.message) && !e.message.includes('\n'),
    );
  }
});
