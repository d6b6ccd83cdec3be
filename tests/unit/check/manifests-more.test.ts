/**
 * The manifests users write beyond lockfiles (setup.py, setup.cfg, Pipfile,
 * uv.lock, requirements with hashes, pnpm-lock.yaml, yarn.lock, Gemfile,
 * build.gradle.kts), upper-bound ranges, and what the resolver makes of the
 * pins on the real data: the SOAP retirement for bingads, upgrade advice.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { manifestKind, MANIFEST_FORMATS } from '../../../src/check/manifests.ts';
import { contentData } from '../../../src/check/local-data.ts';
import { dataFrom } from '../../../src/check/data.ts';
import { resolvePin, VersionIndex } from '../../../src/check/resolve.ts';

const pins = (name: string, text: string) =>
  manifestKind(name)!
    .read(text)
    .map((p) => `${p.line}:${p.name}${p.below ?? '@'}${p.version}${p.comment ? ':comment' : ''}`);

test('setup.py: install_requires and extras_require strings, exact pins and upper bounds', () => {
  const text = [
    'from setuptools import setup',
    'setup(',
    '    name="tap-bing-ads",',
    '    version="2.2.1",',
    '    python_requires=">=3.8",',
    '    install_requires=[',
    "        'bingads==13.0.11.1',",
    "        'facebook_business==25.0.1',",
    "        'requests>=2.20',",
    "        'google-ads<18',",
    '    ],',
    "    extras_require={'dev': ['pytest==8.0.0']},",
    ')',
  ].join('\n');
  assert.deepEqual(pins('setup.py', text), ['7:bingads@13.0.11.1', '8:facebook_business@25.0.1', '10:google-ads<18', '12:pytest@8.0.0']);
});

test('setup.cfg, Pipfile, uv.lock, requirements with hashes and includes', () => {
  assert.deepEqual(pins('setup.cfg', '[options]\ninstall_requires =\n    google-ads==27.0.0\n    requests\n[flake8]\nmax-line-length = 100\n'), [
    '3:google-ads@27.0.0',
  ]);
  assert.deepEqual(
    pins('Pipfile', '[packages]\nfacebook-business = "==21.0.5"\ngoogle-ads = {version = "==24.1.0"}\nrequests = "*"\n[requires]\npython_version = "3.11"\n'),
    ['2:facebook-business@21.0.5', '3:google-ads@24.1.0'],
  );
  assert.deepEqual(
    pins('uv.lock', 'version = 1\n\n[[package]]\nname = "google-ads"\nversion = "25.1.0"\nsource = { registry = "https://pypi.org/simple" }\n'),
    ['4:google-ads@25.1.0'],
  );
  assert.deepEqual(
    pins('requirements.txt', '-r base.txt\ngoogle-ads==22.1.0 \\\n    --hash=sha256:0123abcd \\\n    --hash=sha256:4567ef01\nbingads==13.0.19\n'),
    ['2:google-ads@22.1.0', '5:bingads@13.0.19'],
  );
  assert.equal(manifestKind('requirements/prod.txt')?.format, 'requirements.txt');
  assert.equal(manifestKind('requirements-dev.in')?.format, 'requirements.txt');
});

test('pnpm-lock.yaml (v5, v6, v9), yarn.lock (v1, Berry), Gemfile, build.gradle.kts', () => {
  assert.deepEqual(
    pins(
      'pnpm-lock.yaml',
      "lockfileVersion: '9.0'\npackages:\n  facebook-nodejs-business-sdk@22.0.2:\n    resolution: {integrity: sha512-x}\n  /@scope/x@1.0.0:\n",
    ),
    ['3:facebook-nodejs-business-sdk@22.0.2', '5:@scope/x@1.0.0'],
  );
  assert.deepEqual(pins('pnpm-lock.yaml', 'lockfileVersion: 5.4\npackages:\n  /facebook-nodejs-business-sdk/18.0.0:\n    dev: false\n'), [
    '3:facebook-nodejs-business-sdk@18.0.0',
  ]);
  assert.deepEqual(
    pins(
      'yarn.lock',
      '# yarn lockfile v1\n\n"facebook-nodejs-business-sdk@^20.0.0", facebook-nodejs-business-sdk@~20.0:\n  version "20.0.3"\n  resolved "https://x"\n',
    ),
    ['4:facebook-nodejs-business-sdk@20.0.3'],
  );
  assert.deepEqual(pins('yarn.lock', '__metadata:\n  version: 6\n\n"google-ads-api@npm:^17.0.0":\n  version: 17.1.0\n'), ['5:google-ads-api@17.1.0']);
  assert.deepEqual(
    pins(
      'Gemfile',
      "source 'https://rubygems.org'\ngem 'facebookbusiness', '0.21.0.0'\ngem 'google-ads-googleads', '~> 30.0'\ngem 'rails'\n# gem 'facebookbusiness', '= 0.19.0.0'\n",
    ),
    ['2:facebookbusiness@0.21.0.0', '5:facebookbusiness@0.19.0.0:comment'],
  );
  assert.deepEqual(pins('build.gradle.kts', 'dependencies {\n    implementation("com.google.api-ads:google-ads:35.0.0")\n}\n'), [
    '2:com.google.api-ads:google-ads@35.0.0',
  ]);
});

test('every manifest format has a file list for the docs and answers to its own names', () => {
  for (const f of MANIFEST_FORMATS) {
    assert.ok(f.files.length > 0);
    const sample = f.files.split(/[ ,(]/)[0]!.replace('*', 'x');
    assert.equal(manifestKind(sample)?.format, f.format, sample);
  }
});

// ---- on the real data ----
const index = new VersionIndex(dataFrom(contentData() as never, 'bundle'), '2026-11-29');
const judge = (name: string, text: string) =>
  manifestKind(name)!
    .read(text)
    .map((p) => resolvePin(index, name, p))
    .filter((f) => f !== null);

test('bingads==13.0.11.1 in setup.py: the SOAP retirement row, 2027-01-31, and the package to move to', () => {
  const [f] = judge('setup.py', "install_requires=['bingads==13.0.11.1']\n");
  assert.ok(f);
  assert.equal(f.api, 'Bing Ads API (SOAP)');
  assert.equal(f.sunset_date, '2027-01-31');
  assert.equal(f.days_until_sunset, 63);
  assert.deepEqual(f.package?.upgrade_to, { name: 'msads', version: 'latest', speaks: '13', rule: 'rest-transport' });
});

test('google-ads SDK pins: status by row, and the release that speaks migrate_to', () => {
  // google-ads 18.0.0 speaks v11, a row of its own since the Perl client library's changelog named v1.3 to v13.1.
  const [old] = judge('setup.py', "install_requires=['google-ads==18.0.0']\n");
  assert.equal(old!.version, 'v11');
  assert.equal(old!.status, 'sunset');
  assert.equal(old!.status_basis, 'row');
  assert.equal(old!.status_rule ?? null, null);
  const [f] = judge('requirements.txt', 'google-ads==24.1.0\n');
  assert.equal(f!.status, 'sunset');
  const u = f!.package!.upgrade_to!;
  assert.ok(u, 'an SDK pin on a sunset version names a release to upgrade to');
  // Never worse than where the user stands: a newer release, speaking a version that is not sunset.
  assert.ok(Number(u.version.split('.')[0]) > 24);
  const row = index.row('google-ads', 'Google Ads API', u.speaks);
  assert.ok(row && row.status !== 'sunset', `${u.speaks} is live`);
  if (u.rule === 'oldest-speaking-migrate-to') assert.equal(u.speaks, f!.migrate_to);
});

test('an upper bound is a finding only when every release it admits is dead', () => {
  const [dead] = judge('setup.py', "install_requires=['google-ads<18']\n");
  assert.equal(dead?.status, 'sunset');
  assert.equal(dead?.match, 'google-ads<18');
  assert.deepEqual(judge('setup.py', "install_requires=['google-ads<99']\n"), []);
  assert.deepEqual(judge('setup.py', "install_requires=['google-ads>=20']\n"), []);
});
