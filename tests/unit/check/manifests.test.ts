/**
 * The manifest readers (src/check/manifests.ts): every format on the planted
 * files of tests/fixtures/check/repo, exact pins only, corrupt files throw a
 * one-line reason.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { manifestKind, readManifest, type Pin } from '../../../src/check/manifests.ts';

const REPO = join(import.meta.dirname, '../../fixtures/check/repo');
const pins = (rel: string): string[] =>
  readManifest(rel, readFileSync(join(REPO, rel), 'utf8')).map((p: Pin) => `${p.line}:${p.ecosystem}:${p.name}@${p.version}${p.comment ? ':comment' : ''}`);

test('each manifest format of the planted repository gives its pins with their lines', () => {
  assert.deepEqual(pins('requirements.txt'), [
    '2:pypi:requests@2.32.3',
    '3:pypi:facebook-business@21.0.5',
    '4:pypi:google-auth@2.35.0',
    '5:pypi:google-ads@18.0.0:comment',
  ]);
  assert.deepEqual(pins('pyproject.toml'), ['6:pypi:bingads@13.0.24', '7:pypi:pandas@2.2.3']);
  assert.deepEqual(pins('Pipfile.lock'), ['9:pypi:google-ads@18.0.0', '14:pypi:protobuf@4.25.3']);
  assert.deepEqual(pins('poetry.lock'), ['4:pypi:google-ads@28.1.0', '12:pypi:grpcio@1.66.1']);
  // "^4.21.0" is a range: it says nothing certain, only the exact pin counts.
  assert.deepEqual(pins('package.json'), ['7:npm:facebook-nodejs-business-sdk@23.0.1', '10:npm:typescript@5.6.3']);
  assert.deepEqual(pins('package-lock.json'), ['15:npm:express@4.21.1', '19:npm:facebook-nodejs-business-sdk@23.0.1']);
  assert.deepEqual(pins('java/pom.xml'), ['13:maven:com.google.api-ads:google-ads@36.0.0', '18:maven:com.google.guava:guava@33.3.1-jre']);
  assert.deepEqual(pins('java/build.gradle'), ['6:maven:com.microsoft.bingads:microsoft.bingads@13.0.17', '7:maven:org.slf4j:slf4j-api@2.0.16']);
  assert.deepEqual(pins('ruby/Gemfile.lock'), ['4:rubygems:facebookbusiness@0.25.0.2', '6:rubygems:concurrent-ruby@1.3.4']);
  assert.deepEqual(pins('php/composer.lock'), ['6:packagist:facebook/php-business-sdk@22.0.2', '11:packagist:guzzlehttp/guzzle@7.9.2']);
  assert.deepEqual(pins('dotnet/Reporting.csproj'), ['6:nuget:Google.Ads.GoogleAds@22.1.0', '7:nuget:Newtonsoft.Json@13.0.3']);
  assert.deepEqual(pins('go/go.mod'), ['6:go:github.com/stretchr/testify@1.9.0', '7:go:golang.org/x/oauth2@0.23.0']);
});

test('file names: requirements*.txt and *.csproj by pattern, the others by exact name', () => {
  assert.equal(manifestKind('a/requirements-prod.txt')?.format, 'requirements.txt');
  assert.equal(manifestKind('src/App.csproj')?.format, '*.csproj');
  assert.equal(manifestKind('build.gradle.kts')?.format, 'build.gradle');
  assert.equal(manifestKind('notes.txt'), null);
  assert.equal(manifestKind('package.json.bak'), null);
});

test('other pin forms: go.mod single require, csproj Version child, gradle map, poetry table, PEP 621', () => {
  assert.deepEqual(
    readManifest('go.mod', 'module x\n\nrequire github.com/a/b v1.2.3\n').map((p) => `${p.name}@${p.version}`),
    ['github.com/a/b@1.2.3'],
  );
  assert.deepEqual(
    readManifest(
      'a.csproj',
      '<Project><ItemGroup><PackageReference Include="Microsoft.BingAds.SDK">\n<Version>13.0.25</Version>\n</PackageReference></ItemGroup></Project>',
    ).map((p) => `${p.name}@${p.version}`),
    ['Microsoft.BingAds.SDK@13.0.25'],
  );
  assert.deepEqual(
    readManifest('build.gradle', "implementation group: 'com.google.api-ads', name: 'google-ads', version: '36.1.0'").map((p) => `${p.name}@${p.version}`),
    ['com.google.api-ads:google-ads@36.1.0'],
  );
  assert.deepEqual(
    readManifest(
      'pyproject.toml',
      '[tool.poetry.dependencies]\npython = "^3.10"\ngoogle-ads = "28.0.0"\nbingads = { version = "13.0.24", optional = true }\nfacebook-business = "^21.0"\n',
    ).map((p) => `${p.name}@${p.version}`),
    ['google-ads@28.0.0', 'bingads@13.0.24'],
  );
  assert.deepEqual(
    readManifest('requirements.txt', 'google-ads>=18\nfacebook-business~=21.0.5\n').map((p) => `${p.name}@${p.version}`),
    ['facebook-business@21.0.5'],
  );
});

test('corrupt files throw a one-line reason', () => {
  const bad: [string, string, RegExp][] = [
    ['package-lock.json', readFileSync(join(REPO, 'tools/legacy/package-lock.json'), 'utf8'), /not valid JSON/],
    ['package.json', '{"dependencies": ', /not valid JSON/],
    ['Pipfile.lock', '[1, 2]', /not a JSON object/],
    ['composer.lock', '{"packages": {}}', /"packages" is not a list/],
    ['poetry.lock', 'this is not toml at all', /no \[\[package\]\]/],
    ['Gemfile.lock', '<html>502 Bad Gateway</html>', /no "specs:" section/],
    ['pom.xml', 'garbage', /no <project> element/],
    ['go.mod', 'require x v1', /no module line/],
  ];
  for (const [name, text, re] of bad) {
    assert.throws(
      () => readManifest(name, text),
      (err: Error) => re.test(err.message) && !err.message.includes('\n'),
      name,
    );
  }
});
