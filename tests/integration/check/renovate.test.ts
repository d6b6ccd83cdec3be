/**
 * The Renovate preset (renovate/changeline.json) under Renovate itself: the npm
 * package, pinned (tests/support/renovate.ts), run with `--platform=local` in
 * lookup dry-run mode on a temporary git repository that pins
 * `LinkedIn-Version` headers and `graph.facebook.com/vNN.N` URLs (Marketing API
 * and Graph API paths). The preset
 * and the site's version files are served locally, from the fixture site and
 * from the site built from the real content (content/);
 * the repository's config extends the preset by its address and points the two
 * datasources at the local site the way docs/check.md tells users to point
 * them at another Changeline site. Nothing reaches the internet: every
 * request goes through a proxy address that refuses, except to 127.0.0.1, and
 * the test checks that Renovate's HTTP statistics name no other host.
 *
 * What Renovate proposes is read from its JSON log (LOG_FORMAT=json,
 * LOG_LEVEL=debug); the expected versions are read from the served data: the
 * pinned versions' `migrate_to`, which is the newest active version of their
 * API. On the fixture site it runs twice: with RE2 (Renovate's regex engine in
 * its Docker image and hosted app) and with JavaScript's RegExp (its fallback
 * when RE2 cannot load), since a preset must hold under both.
 */
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join, normalize, sep } from 'node:path';
import { fixtureSite, realSite } from '../../support/fixture-site.ts';
import { NODE24_BIN_DIR, RENOVATE_VERSION, renovate, type RenovateInstall } from '../../support/renovate.ts';
import { versionsJsonPath } from '../../../src/model/links.ts';
import { ROOT } from '../../../src/build/repo-root.ts';
import { compareText } from '../../../src/model/compare.ts';
import type { PlatformSlug } from '../../../src/schemas/common.ts';
import { metaApisFromPath } from '../../../src/check/detect.ts';

const PRESET_PATH = '/renovate/changeline.json';
/** A run that takes longer than this is stopped and the test fails, saying so (a lookup here takes seconds). */
const RUN_TIMEOUT_MS = 180_000;

interface VersionRecord {
  api: string;
  version: string;
  status: string;
  migrate_to: string | null;
}

let install: RenovateInstall;
const TEMP = mkdtempSync(join(tmpdir(), 'cl-renovate-'));
const servers: Server[] = [];

before(() => {
  install = renovate();
});

after(() => {
  for (const server of servers) server.close();
  rmSync(TEMP, { recursive: true, force: true });
});

interface LocalSite {
  dir: string;
  origin: string;
  /** Paths requested, in order. */
  requests: string[];
}

/** Serve a built site on 127.0.0.1, with the preset at PRESET_PATH as the repository publishes it. */
async function serveSite(dir: string): Promise<LocalSite> {
  const root = normalize(dir);
  const requests: string[] = [];
  const server = createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    requests.push(path);
    const file = path === PRESET_PATH ? join(ROOT, 'renovate/changeline.json') : normalize(join(root, path));
    if (path !== PRESET_PATH && !file.startsWith(root + sep)) return void res.writeHead(403).end();
    try {
      res.writeHead(200, { 'content-type': 'application/json' }).end(readFileSync(file));
    } catch {
      res.writeHead(404, { 'content-type': 'application/json' }).end('{"error":{"status":404,"message":"not found"}}');
    }
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { dir, origin: `http://127.0.0.1:${(server.address() as { port: number }).port}`, requests };
}

/** The served version records of one platform (the file Renovate reads). */
function served(site: string, platform: PlatformSlug): VersionRecord[] {
  return (JSON.parse(readFileSync(join(site, versionsJsonPath(platform)), 'utf8')) as { versions: VersionRecord[] }).versions;
}

/**
 * From the served data: the versions of `api` that the data says to leave, as pins of stale code (the
 * newest one with a `migrate_to`, a release or two behind, and the oldest one the preset's pattern can
 * match, long dead; none when the table has none), the version to go to (their `migrate_to`, checked to
 * be the newest active version), which is also a pin Renovate must leave alone.
 */
function pinsAndTarget(site: string, platform: PlatformSlug, api: string, shape: RegExp): { pins: string[]; target: string } {
  const rows = served(site, platform).filter((r) => r.api === api);
  const active = rows.filter((r) => r.status === 'active').map((r) => r.version);
  assert.ok(active.length > 0, `${platform} ${api} has an active version in the served data`);
  const target = active.sort(byNumber).at(-1)!;
  const stale = rows.filter((r) => r.migrate_to !== null && shape.test(r.version)).sort((a, b) => byNumber(a.version, b.version));
  for (const r of stale) assert.equal(r.migrate_to, target, `${platform} ${api}: migrate_to of ${r.version} is the newest active version`);
  return { pins: stale.length ? [...new Set([stale.at(-1)!.version, stale[0]!.version])] : [], target };
}

const byNumber = (a: string, b: string): number => {
  const [x, y] = [a, b].map((v) => v.replace(/^v/, '').split('.').map(Number));
  return x![0]! - y![0]! || (x![1] ?? 0) - (y![1] ?? 0);
};

interface LogLine {
  level: number;
  msg: string;
  [key: string]: unknown;
}

interface Proposal {
  packageFile: string;
  depName: string;
  currentValue: string;
  newValue: string;
  updateType: string;
  datasource: string;
}

/** Run Renovate on `repo`, bounded by RUN_TIMEOUT_MS; its JSON log lines. */
async function runRenovate(repo: string, origin: string, extraEnv: Record<string, string>): Promise<{ status: number | null; log: LogLine[]; stderr: string }> {
  const home = join(TEMP, 'home');
  mkdirSync(home, { recursive: true });
  const env: Record<string, string> = {
    PATH: `${NODE24_BIN_DIR}${delimiter}/usr/bin${delimiter}/bin`,
    HOME: home,
    LOG_FORMAT: 'json',
    LOG_LEVEL: 'debug',
    // A base folder (caches) of its own: no run answers from another's cache.
    RENOVATE_BASE_DIR: `${repo}-renovate-base`,
    // Offline: no token, no onboarding PR, no config file needed; every request that is not to 127.0.0.1
    // goes to a proxy address nothing listens on, so it fails at once instead of reaching out.
    RENOVATE_PLATFORM: 'local',
    RENOVATE_DRY_RUN: 'lookup',
    RENOVATE_ONBOARDING: 'false',
    RENOVATE_REQUIRE_CONFIG: 'optional',
    RENOVATE_HOST_RULES: JSON.stringify([{ matchHost: origin, allowInternal: true }]),
    HTTP_PROXY: 'http://127.0.0.1:9',
    HTTPS_PROXY: 'http://127.0.0.1:9',
    NO_PROXY: '127.0.0.1',
    ...extraEnv,
  };
  const child = spawn(install.bin, [], { cwd: repo, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (d) => (stdout += d));
  child.stderr.on('data', (d) => (stderr += d));
  const timer = setTimeout(() => child.kill('SIGKILL'), RUN_TIMEOUT_MS);
  const status = await new Promise<number | null>((resolve) => child.on('close', resolve));
  clearTimeout(timer);
  if (status === null)
    assert.fail(
      `renovate ${RENOVATE_VERSION} did not finish within ${RUN_TIMEOUT_MS / 1000} s and was stopped; last log lines:\n${stdout.split('\n').slice(-5).join('\n')}`,
    );
  const log = stdout
    .split('\n')
    .filter((l) => l.startsWith('{'))
    .map((l) => JSON.parse(l) as LogLine);
  return { status, log, stderr };
}

/** Every update Renovate proposes, from its "packageFiles with updates" debug line. */
function proposals(log: LogLine[]): Proposal[] {
  const line = log.find((l) => l.msg === 'packageFiles with updates');
  assert.ok(line, `Renovate logged no "packageFiles with updates" line; warnings and errors:\n${problems(log).join('\n')}`);
  const out: Proposal[] = [];
  const byManager = (line.config ?? {}) as Record<
    string,
    { packageFile: string; deps: { depName: string; currentValue: string; datasource: string; updates?: { newValue: string; updateType: string }[] }[] }[]
  >;
  for (const files of Object.values(byManager))
    for (const file of files)
      for (const dep of file.deps)
        for (const u of dep.updates ?? [])
          out.push({
            packageFile: file.packageFile,
            depName: dep.depName,
            currentValue: dep.currentValue,
            newValue: u.newValue,
            updateType: u.updateType,
            datasource: dep.datasource,
          });
  return out;
}

/** Every dependency the preset's regex managers extracted, with its number of proposed updates. */
function deps(log: LogLine[]): { packageFile: string; depName: string; currentValue: string; updates: number }[] {
  const line = log.find((l) => l.msg === 'packageFiles with updates');
  assert.ok(line, 'Renovate logged "packageFiles with updates"');
  const files =
    ((line.config ?? {}) as Record<string, { packageFile: string; deps: { depName: string; currentValue: string; updates?: unknown[] }[] }[]>).regex ?? [];
  return files.flatMap((f) =>
    f.deps.map((d) => ({ packageFile: f.packageFile, depName: d.depName, currentValue: d.currentValue, updates: d.updates?.length ?? 0 })),
  );
}

/** Warnings and errors in Renovate's log, one line each. */
function problems(log: LogLine[]): string[] {
  return log.filter((l) => l.level >= 40).map((l) => `${l.level} ${l.msg} ${JSON.stringify(l.err ?? l.validationError ?? '').slice(0, 300)}`);
}

function gitRepo(name: string, files: Record<string, string>): string {
  const dir = join(TEMP, name);
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(dir, path, '..'), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  const env = {
    ...process.env,
    GIT_AUTHOR_NAME: 't',
    GIT_AUTHOR_EMAIL: 't@example.invalid',
    GIT_COMMITTER_NAME: 't',
    GIT_COMMITTER_EMAIL: 't@example.invalid',
  };
  for (const args of [
    ['init', '-q', '-b', 'main'],
    ['add', '.'],
    ['commit', '-qm', 'pins'],
  ]) {
    const g = spawnSync('git', args, { cwd: dir, encoding: 'utf8', env });
    assert.equal(g.status, 0, g.stderr);
  }
  return dir;
}

const SITES = [
  { name: 'the fixture site', dir: fixtureSite, engines: ['RE2', 'RegExp'] },
  { name: 'the site built from the real content', dir: realSite, engines: ['RE2'] },
] as const;

for (const { name, dir, engines } of SITES) {
  for (const engine of engines) {
    test(`Renovate ${RENOVATE_VERSION} (${engine}) with the preset, against ${name}: proposes the newest LinkedIn-Version and Graph API version the site names`, async (t) => {
      const site = await serveSite(dir());
      const { origin } = site;
      const linkedin = pinsAndTarget(site.dir, 'linkedin-ads', 'LinkedIn Marketing API', /^\d{6}$/);
      const meta = pinsAndTarget(site.dir, 'meta-ads', 'Marketing API', /^v\d{1,2}\.\d{1,2}$/);
      const graph = pinsAndTarget(site.dir, 'meta-ads', 'Graph API', /^v\d{1,2}\.\d{1,2}$/);
      assert.ok(linkedin.pins.length > 0 && meta.pins.length > 0, 'the served data names stale LinkedIn and Marketing API versions');
      const files: Record<string, string> = {
        'renovate.json': `${JSON.stringify(
          {
            extends: [`${origin}${PRESET_PATH}`],
            packageRules: [
              { matchDatasources: ['custom.changeline-linkedin'], registryUrls: [`${origin}${versionsJsonPath('linkedin-ads')}`] },
              {
                matchDatasources: ['custom.changeline-meta-marketing', 'custom.changeline-meta-graph'],
                registryUrls: [`${origin}${versionsJsonPath('meta-ads')}`],
              },
            ],
          },
          null,
          2,
        )}\n`,
        // Already on the newest versions: nothing to propose.
        'config/current.yaml': [
          'linkedin:',
          `  linkedin_version: "${linkedin.target}"`,
          'meta:',
          `  insights_url: https://graph.facebook.com/${meta.target}/act_1234567890/insights`,
          `  profile_url: https://graph.facebook.com/${graph.target}/me`,
          '',
        ].join('\n'),
      };
      linkedin.pins.forEach((pin, i) => {
        files[`src/linkedin_client_${i}.py`] = [
          'import requests',
          '',
          'HEADERS = {',
          `    "LinkedIn-Version": "${pin}",`,
          '    "X-Restli-Protocol-Version": "2.0.0",',
          '}',
          '',
          'def campaigns(token):',
          '    return requests.get("https://api.linkedin.com/rest/adCampaigns", headers={**HEADERS, "Authorization": f"Bearer {token}"})',
          '',
        ].join('\n');
      });
      meta.pins.forEach((pin, i) => {
        files[`src/insights_${i}.js`] = [
          `const url = 'https://graph.facebook.com/${pin}/act_1234567890/insights?fields=spend,impressions';`,
          'export async function insights(token) {',
          "  return fetch(url + '&access_token=' + token).then((r) => r.json());",
          '}',
          '',
        ].join('\n');
      });
      // A Graph API path (a token exchange) is looked up in the Graph API table, not the Marketing API one.
      graph.pins.forEach((pin, i) => {
        files[`src/token_${i}.py`] = [
          'import requests',
          '',
          'def long_lived(app_id, secret, token):',
          `    return requests.get("https://graph.facebook.com/${pin}/oauth/access_token", params={"grant_type": "fb_exchange_token", "client_id": app_id, "client_secret": secret, "fb_exchange_token": token})`,
          '',
        ].join('\n');
      });
      const repo = gitRepo(`repo-${servers.length}-${engine}`, files);
      const started = performance.now();
      const run = await runRenovate(repo, origin, engine === 'RegExp' ? { RENOVATE_X_IGNORE_RE2: 'true' } : {});
      t.diagnostic(
        `renovate ${install.version} (${engine}) ran in ${((performance.now() - started) / 1000).toFixed(1)} s${install.installSeconds ? `; installed in ${install.installSeconds.toFixed(0)} s` : ''}`,
      );
      assert.equal(run.status, 0, `renovate exited ${run.status}; warnings and errors:\n${problems(run.log).join('\n')}\n${run.stderr.slice(-2000)}`);
      // The engine is the one this run is about.
      if (engine === 'RE2')
        assert.ok(
          !run.log.some((l) => l.msg.startsWith('RE2 not usable')),
          'RE2 loads under Node 24 (re2 is built against the Node 24 headers of the node devDependency)',
        );
      // A clean run: no warning or error (an invalid preset ends the run with result "config-validation").
      const finished = run.log.find((l) => l.msg === 'Repository finished');
      assert.ok(finished, 'Renovate logged "Repository finished"');
      assert.deepEqual(problems(run.log), []);
      assert.equal(finished.result, undefined, `repository result: ${JSON.stringify(finished.result)}`);
      // It read the preset and both version files from the local site...
      for (const path of [PRESET_PATH, versionsJsonPath('linkedin-ads'), versionsJsonPath('meta-ads')])
        assert.ok(site.requests.includes(path), `Renovate requested ${path}`);
      // ...and nothing else: the hosts of its HTTP statistics are the local site only.
      const stats = run.log.find((l) => l.msg === 'HTTP statistics');
      assert.ok(stats, 'Renovate logged its HTTP statistics');
      const hosts = Object.keys((stats.hosts ?? {}) as Record<string, unknown>);
      assert.deepEqual(hosts, ['127.0.0.1'], `hosts Renovate contacted: ${hosts.join(', ')}`);

      // Every pin was found, the up-to-date ones with no update...
      const found = deps(run.log)
        .map((d) => `${d.packageFile} ${d.depName} ${d.currentValue} ${d.updates}`)
        .sort(compareText);
      assert.deepEqual(
        found,
        [
          `config/current.yaml LinkedIn-Version ${linkedin.target} 0`,
          `config/current.yaml Meta Graph API ${graph.target} 0`,
          `config/current.yaml Meta Marketing API ${meta.target} 0`,
          ...graph.pins.map((pin, i) => `src/token_${i}.py Meta Graph API ${pin} 1`),
          ...meta.pins.map((pin, i) => `src/insights_${i}.js Meta Marketing API ${pin} 1`),
          ...linkedin.pins.map((pin, i) => `src/linkedin_client_${i}.py LinkedIn-Version ${pin} 1`),
        ].sort(compareText),
      );
      // ...and each stale one gets one update, to the version the site names.
      const got = proposals(run.log).sort((a, b) => compareText(a.packageFile, b.packageFile));
      for (const p of got) t.diagnostic(`${p.packageFile}: ${p.depName} ${p.currentValue} -> ${p.newValue} (${p.updateType}, ${p.datasource})`);
      assert.deepEqual(
        got.map(({ packageFile, depName, currentValue, newValue, datasource }) => ({ packageFile, depName, currentValue, newValue, datasource })),
        [
          ...meta.pins.map((pin, i) => ({
            packageFile: `src/insights_${i}.js`,
            depName: 'Meta Marketing API',
            currentValue: pin,
            newValue: meta.target,
            datasource: 'custom.changeline-meta-marketing',
          })),
          ...graph.pins.map((pin, i) => ({
            packageFile: `src/token_${i}.py`,
            depName: 'Meta Graph API',
            currentValue: pin,
            newValue: graph.target,
            datasource: 'custom.changeline-meta-graph',
          })),
          ...linkedin.pins.map((pin, i) => ({
            packageFile: `src/linkedin_client_${i}.py`,
            depName: 'LinkedIn-Version',
            currentValue: pin,
            newValue: linkedin.target,
            datasource: 'custom.changeline-linkedin',
          })),
        ].sort((a, b) => compareText(a.packageFile, b.packageFile)),
      );
    });
  }
}

for (const engine of ['RE2', 'RegExp'] as const) {
  test(`renovate-config-validator (${engine}) accepts the preset as it is published, strictly: no warning, no migration`, () => {
    const r = spawnSync(install.validator, ['--strict', '--no-global', join(ROOT, 'renovate/changeline.json')], {
      encoding: 'utf8',
      env: {
        PATH: `${NODE24_BIN_DIR}${delimiter}/usr/bin${delimiter}/bin`,
        HOME: join(TEMP, 'home'),
        LOG_LEVEL: 'info',
        ...(engine === 'RegExp' ? { RENOVATE_X_IGNORE_RE2: 'true' } : {}),
      },
      timeout: 120_000,
    });
    assert.equal(r.status, 0, `${r.stdout}\n${r.stderr}`);
    assert.match(r.stdout, /Config validated successfully/);
  });
}

test("the preset's Graph URL pattern sorts a path into the Graph API or the Marketing API as the scanner does", () => {
  const preset = JSON.parse(readFileSync(join(ROOT, 'renovate/changeline.json'), 'utf8')) as { customManagers: { matchStrings: string[] }[] };
  const meta = preset.customManagers.find((m) => m.matchStrings[0]!.startsWith('graph\\.facebook'));
  assert.ok(meta, 'the preset has a graph.facebook.com manager');
  const re = new RegExp(meta.matchStrings[0]!);
  const paths = [
    '/act_1234567890/insights?fields=spend',
    '/act_1234567890',
    // A JavaScript template's ${…} placeholder, as code writes it (the $ kept apart from { for the linter).
    `/$${'{'}adAccountId}/campaigns`,
    `/$${'{'}AD_ACCOUNT_ID}/`,
    '/{campaign_id}/insights',
    '/123/adcreatives',
    '/123/adsets',
    '/oauth/access_token?grant_type=fb_exchange_token',
    '/debug_token?input_token=x',
    '/me?fields=id,name',
    '/me/accounts',
    // A lead or page read by an id the code names so.
    `/$${'{'}leadId}`,
    `/$${'{'}page_id}?fields=name`,
    `/$${'{'}pageId}/ads`,
    '/1234567890/leadgen_forms',
    '/1234567890/leads',
    '/1234567890/feed',
    '/1234567890/picture',
    '/1234567890/subscribed_apps',
    '/1234567890',
    '/',
    '',
    "/' + path",
  ];
  for (const path of paths) {
    const m = re.exec(`https://graph.facebook.com/v21.0${path}`);
    assert.ok(m, path);
    const scanner = metaApisFromPath(path);
    // The scanner's "both" (the path cannot tell) is the Marketing API for the preset: its versions retire first.
    assert.equal(m.groups!.graph ? 'Graph API' : 'Marketing API', scanner[0], `${path}: scanner says ${scanner.join(' or ')}`);
  }
});
