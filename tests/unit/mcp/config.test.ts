import { test } from 'node:test';
import assert from 'node:assert/strict';
import { DEFAULT_API_BASE, DEFAULT_TTL_SECONDS, normalizeBase, parseCli } from '../../../src/mcp/config.ts';
import { DEFAULT_SITE } from '../../../src/model/site-url.ts';

const serve = (argv: string[], env: Record<string, string> = {}) => {
  const out = parseCli(argv, env);
  assert.equal(out.kind, 'serve', out.kind === 'error' ? out.message : out.kind);
  return (out as Extract<typeof out, { kind: 'serve' }>).config;
};
const error = (argv: string[], env: Record<string, string> = {}) => {
  const out = parseCli(argv, env);
  assert.equal(out.kind, 'error');
  return (out as Extract<typeof out, { kind: 'error' }>).message;
};

test('no flags: stdio, the default base (unbundled: the default site), the default TTL', () => {
  assert.equal(DEFAULT_API_BASE, DEFAULT_SITE);
  assert.deepEqual(serve([]), { apiBase: DEFAULT_SITE, port: null, today: null, ttlMs: DEFAULT_TTL_SECONDS * 1000 });
});

test('--port N serves HTTP; 0 picks a free port', () => {
  assert.equal(serve(['--port', '3000']).port, 3000);
  assert.equal(serve(['--port=0']).port, 0);
});

test('bad flags get a message naming them', () => {
  assert.match(error(['--prot', '3000']), /Unknown option '--prot'/);
  assert.match(error(['--port', '70000']), /--port must be a whole number from 0 to 65535, got "70000"/);
  assert.match(error(['--port', 'abc']), /got "abc"/);
  assert.match(error(['--port']), /--port/);
  assert.match(error(['serve']), /unexpected argument "serve"/);
});

test('--help and --version', () => {
  const help = parseCli(['--help'], {});
  assert.equal(help.kind, 'help');
  const text = (help as { text: string }).text;
  for (const word of ['--port', 'CHANGELINE_API_BASE', 'BUILD_DATE', 'CHANGELINE_CACHE_TTL', 'Node.js 20']) assert.ok(text.includes(word), word);
  assert.match((parseCli(['-v'], {}) as { text: string }).text, /^changeline-mcp \d+\.\d+\.\d+\n$/);
});

test('environment: API base normalized, today and TTL checked', () => {
  const c = serve([], { CHANGELINE_API_BASE: 'http://127.0.0.1:4321/', BUILD_DATE: '2026-09-05', CHANGELINE_CACHE_TTL: '0' });
  assert.deepEqual(c, { apiBase: 'http://127.0.0.1:4321', port: null, today: '2026-09-05', ttlMs: 0 });
  assert.equal(normalizeBase('https://example.com/changeline//'), 'https://example.com/changeline');
  assert.match(error([], { CHANGELINE_API_BASE: 'changeline.dev' }), /CHANGELINE_API_BASE must be an absolute http\(s\) URL.*"changeline\.dev"/);
  assert.match(error([], { CHANGELINE_API_BASE: 'ftp://changeline.dev' }), /must be an http\(s\) URL/);
  assert.match(error([], { BUILD_DATE: '2026-02-30' }), /BUILD_DATE must be a date YYYY-MM-DD or a UTC timestamp YYYY-MM-DDThh:mm:ssZ, got "2026-02-30"/);
  assert.match(error([], { CHANGELINE_CACHE_TTL: '-1' }), /CHANGELINE_CACHE_TTL must be a number of seconds/);
});
