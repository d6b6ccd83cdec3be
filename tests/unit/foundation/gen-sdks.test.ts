/**
 * The SDK map generator over a local git repository made for the test (no
 * network): it reads the constant at every release tag, groups the tags
 * that speak the same API version into one range, and points each range at
 * the file at its first tag.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LIBRARIES, readLibrary } from '../../../src/build/sdk-map.ts';

const git = (cwd: string, ...args: string[]) =>
  execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@example.com', '-c', 'commit.gpgsign=false', '-c', 'tag.gpgsign=false', ...args], {
    cwd,
    stdio: 'pipe',
  });

test('facebook-business: API_VERSION per tag, same versions one range, newest open-ended, a tag without the file unknown', (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'changeline-gen-sdks-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  const work = join(dir, 'work');
  mkdirSync(join(work, 'facebook_business'), { recursive: true });
  git(work, 'init', '-q');
  writeFileSync(join(work, 'setup.py'), "PACKAGE_NAME = 'facebook_business'\n");
  const release = (tag: string, api: string | null) => {
    if (api === null) rmSync(join(work, 'facebook_business/apiconfig.py'), { force: true });
    else writeFileSync(join(work, 'facebook_business/apiconfig.py'), `ads_api_config = {\n  'API_VERSION': '${api}',\n  'SDK_VERSION': 'v${tag}',\n}\n`);
    writeFileSync(join(work, 'VERSION'), tag);
    git(work, 'add', '-A');
    git(work, 'commit', '-q', '-m', tag);
    git(work, 'tag', tag);
  };
  release('21.0.0', 'v21.0');
  release('21.0.5', 'v21.0');
  release('22.0.2', 'v22.0');
  release('22.0.3', 'v22.0');
  release('22.1.0', null);
  release('23.0.0', 'v23.0');
  release('23.0.1', 'v23.0');
  git(work, 'tag', 'not-a-release');
  mkdirSync(join(dir, 'mirror/facebook+facebook-python-business-sdk'), { recursive: true });
  git(dir, 'clone', '-q', '--bare', work, join(dir, 'mirror/facebook+facebook-python-business-sdk/repo'));

  const spec = LIBRARIES.find((l) => l.mirror === 'facebook+facebook-python-business-sdk')!;
  const [pkg, ...more] = readLibrary(spec, join(dir, 'mirror'));
  assert.equal(more.length, 0);
  assert.equal(pkg!.id, 'meta-ads--pypi--facebook-business');
  assert.equal(pkg!.newest_release_read, '23.0.1');
  assert.deepEqual(
    pkg!.releases.map((r) => [r.from, r.to, r.api_versions.join(), r.default_api_version, r.source_url]),
    [
      ['23.0.0', null, 'v23.0', 'v23.0', 'https://github.com/facebook/facebook-python-business-sdk/blob/23.0.0/facebook_business/apiconfig.py'],
      ['22.0.2', '22.1.0', 'v22.0', 'v22.0', 'https://github.com/facebook/facebook-python-business-sdk/blob/22.0.2/facebook_business/apiconfig.py'],
      ['21.0.0', '22.0.2', 'v21.0', 'v21.0', 'https://github.com/facebook/facebook-python-business-sdk/blob/21.0.0/facebook_business/apiconfig.py'],
    ],
  );
});
