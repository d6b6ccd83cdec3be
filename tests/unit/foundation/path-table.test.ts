/**
 * Every address of the site comes from the path table (src/model/links.ts,
 * with ENDPOINTS in src/api/endpoints.ts taking its API paths from there).
 * This test parses every TypeScript and Astro file of src/ and scripts/ and
 * fails, naming file:line, on a string or template literal that spells a
 * site path anywhere else.
 *
 * A site path is a literal that starts with `/` and a first segment the site
 * publishes: a route of src/pages (`/changes/...`, `/feed.xml`), an entry of
 * public/ (`/favicon.svg`), or a folder or file the path table names (the
 * build's `/_astro/`, Pagefind's `/pagefind/`, the sitemap). A page is only a
 * site path with its trailing slash (`/mcp/`; the MCP server's own HTTP
 * route `/mcp` is not). Text after an interpolation counts too
 * (`${site}/api/`), and so does a word of a page's text that is a site path
 * (`<code>/api/index.json</code>`). What is allowed, and why: comments (not
 * code), a string that mentions a path inside a sentence (documentation text
 * such as a schema description; it does not start with `/`), regular
 * expressions (they match paths, they do not build them), and the path table
 * itself.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { listFiles } from '../../../src/build/list-files.ts';
import * as links from '../../../src/model/links.ts';
import { ROOT } from '../../../src/build/repo-root.ts';

/** The path table: the only files that may write a site path out. */
const TABLE = new Set(['src/model/links.ts']);

interface Segments {
  /** First segments that are folders or pages: a site path when followed by `/`. */
  dirs: Set<string>;
  /** First segments that are files: a site path alone or followed by `?` or `#`. */
  files: Set<string>;
}

/** What the site publishes at its top level: the routes, public/ and what the path table names. */
function siteSegments(): Segments {
  const dirs = new Set<string>();
  const files = new Set<string>();
  const add = (name: string) => (/\.[a-z]+$/.test(name) ? files : dirs).add(name);
  for (const e of readdirSync(join(ROOT, 'src/pages'), { withFileTypes: true })) {
    if (e.name.startsWith('[')) continue;
    if (e.isDirectory()) dirs.add(e.name);
    else if (e.name.endsWith('.astro')) {
      if (e.name !== 'index.astro') dirs.add(e.name.slice(0, -'.astro'.length));
    } else if (e.name.endsWith('.ts')) add(e.name.slice(0, -'.ts'.length));
  }
  for (const e of readdirSync(join(ROOT, 'public'), { withFileTypes: true })) (e.isDirectory() ? dirs : files).add(e.name);
  const tablePaths: string[] = [];
  const collect = (v: unknown) => {
    if (typeof v === 'string') tablePaths.push(v);
    else if (v && typeof v === 'object') for (const x of Object.values(v)) collect(x);
  };
  collect(Object.values(links));
  for (const p of tablePaths) {
    const m = /^\/([^/?#]+)(\/?)/.exec(p);
    if (m) (m[2] ? dirs : files).add(m[1]!);
  }
  return { dirs, files };
}

export function isSitePath(text: string, seg: Segments): boolean {
  const m = /^\/([^/?#]*)(.*)$/s.exec(text);
  if (!m) return false;
  const [, first, rest] = m as unknown as [string, string, string];
  if (seg.files.has(first) && (rest === '' || rest.startsWith('?') || rest.startsWith('#'))) return true;
  return seg.dirs.has(first) && rest.startsWith('/');
}

interface Hit {
  line: number;
  text: string;
}

/** Same length as `text`, every character outside [from, to) a space (line breaks kept), so offsets and lines stay. */
function keep(text: string, ranges: [number, number][]): string {
  const out = text.replace(/[^\n]/g, ' ').split('');
  for (const [from, to] of ranges) for (let i = from; i < to; i++) out[i] = text[i]!;
  return out.join('');
}

function blank(text: string, ranges: [number, number][]): string {
  const out = text.split('');
  for (const [from, to] of ranges) for (let i = from; i < to; i++) if (out[i] !== '\n') out[i] = ' ';
  return out.join('');
}

/**
 * The code of a file as TypeScript sources with the file's offsets: a .ts
 * file as itself; an .astro file as its frontmatter, each <script>, and its
 * template read as TSX (styles, HTML comments and the doctype blanked).
 */
export function codeParts(file: string, text: string): { code: string; kind: ts.ScriptKind; shift: number }[] {
  if (!file.endsWith('.astro')) return [{ code: text, kind: ts.ScriptKind.TS, shift: 0 }];
  const parts: { code: string; kind: ts.ScriptKind; shift: number }[] = [];
  const fm = /^\s*---\r?\n([\s\S]*?)\r?\n---/.exec(text);
  const fmEnd = fm ? fm[0].length : 0;
  if (fm) {
    const start = fm[0].indexOf(fm[1]!);
    parts.push({ code: keep(text, [[start, start + fm[1]!.length]]), kind: ts.ScriptKind.TS, shift: 0 });
  }
  const scripts: [number, number][] = [];
  const hidden: [number, number][] = [[0, fmEnd]];
  for (const m of text.slice(fmEnd).matchAll(/<script\b(?:[^>]*[^/>])?>([\s\S]*?)<\/script>/g)) {
    const start = fmEnd + m.index! + m[0].indexOf('>') + 1;
    scripts.push([start, start + m[1]!.length]);
  }
  for (const s of scripts) {
    parts.push({ code: keep(text, [s]), kind: ts.ScriptKind.TS, shift: 0 });
    hidden.push(s);
  }
  for (const re of [/<style\b[^>]*>[\s\S]*?<\/style>/g, /<!--[\s\S]*?-->/g, /<!doctype[^>]*>/gi]) {
    for (const m of text.slice(fmEnd).matchAll(re)) hidden.push([fmEnd + m.index!, fmEnd + m.index! + m[0].length]);
  }
  parts.push({ code: `<>${blank(text, hidden)}</>`, kind: ts.ScriptKind.TSX, shift: 2 });
  return parts;
}

/** Literals in a file that spell a site path, with their lines; throws when the file does not parse. */
export function sitePathLiterals(file: string, text: string, seg: Segments): Hit[] {
  const hits: Hit[] = [];
  for (const part of codeParts(file, text)) {
    const name = part.kind === ts.ScriptKind.TSX ? `${file}.tsx` : `${file}.ts`;
    const sf = ts.createSourceFile(name, part.code, ts.ScriptTarget.Latest, true, part.kind);
    // The parser's own errors (what `tsc` reports as syntax errors): a part that does not parse would hide its literals.
    const diagnostics = (sf as unknown as { parseDiagnostics?: ts.Diagnostic[] }).parseDiagnostics;
    if (!Array.isArray(diagnostics)) throw new Error('typescript no longer exposes parseDiagnostics: read syntax errors another way');
    if (diagnostics.length) {
      const d = diagnostics[0]!;
      throw new Error(
        `${file}: cannot read it as code (${ts.flattenDiagnosticMessageText(d.messageText, '\n')}, line ${text.slice(0, (d.start ?? 0) - part.shift).split('\n').length})`,
      );
    }
    const lineOf = (pos: number) => text.slice(0, pos - part.shift).split('\n').length;
    const check = (s: string, node: ts.Node, at = node.getStart(sf)) => {
      if (isSitePath(s, seg)) hits.push({ line: lineOf(at), text: s });
    };
    const visit = (node: ts.Node) => {
      if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) check(node.text, node);
      // Text of a page: a word that is a site path (`<code>/api/index.json</code>`).
      else if (ts.isJsxText(node)) {
        for (const m of node.getFullText(sf).matchAll(/\S+/g)) check(m[0].replace(/[.,:;)]+$/, ''), node, node.pos + m.index!);
      } else if (ts.isTemplateExpression(node)) {
        check(node.head.text, node);
        for (const span of node.templateSpans) check(span.literal.text, span.literal);
      }
      ts.forEachChild(node, visit);
    };
    visit(sf);
  }
  return hits;
}

/** The files scanned: TypeScript and Astro under src/ and scripts/. */
function scanned(): string[] {
  return ['src', 'scripts'].flatMap((top) =>
    listFiles(join(ROOT, top))
      .filter((p) => /\.(ts|mts|mjs|astro)$/.test(p) && !p.endsWith('.d.ts'))
      .map((p) => `${top}/${p}`),
  );
}

test('no site path is written out by hand outside the path table (src/model/links.ts)', () => {
  const seg = siteSegments();
  const offenders: string[] = [];
  for (const file of scanned()) {
    if (TABLE.has(file)) continue;
    for (const h of sitePathLiterals(file, readFileSync(join(ROOT, file), 'utf8'), seg)) offenders.push(`${file}:${h.line}: ${JSON.stringify(h.text)}`);
  }
  assert.deepEqual(offenders, [], `site paths written by hand; take them from src/model/links.ts:\n${offenders.join('\n')}`);
});

test('the scan finds a planted path in TypeScript and in every part of an Astro file, and leaves comments, paths mentioned inside a sentence and regular expressions alone', () => {
  const seg = siteSegments();
  const ts1 = [
    '// a comment: /changes/x/',
    "const a = '/api/changes.json';",
    // biome-ignore lint/suspicious/noTemplateCurlyInString: source text of a planted example, not a template
    'const b = `${site}/pricing/${id}/`;',
    "const c = 'see /api/index.json';",
    'const d = /^\\/og\\//;',
    "const e = '/mcp';",
    // biome-ignore lint/suspicious/noTemplateCurlyInString: source text of a planted example, not a template
    'const f = `/feeds/${p}.xml`;',
    "const g = '/feed.xml#top';",
  ].join('\n');
  assert.deepEqual(sitePathLiterals('x.ts', ts1, seg), [
    { line: 2, text: '/api/changes.json' },
    { line: 3, text: '/pricing/' },
    { line: 7, text: '/feeds/' },
    { line: 8, text: '/feed.xml#top' },
  ]);
  const astro = [
    '---',
    "const home = '/upcoming/';",
    '---',
    '<!-- <a href="/search/"> -->',
    '<style>a { background: url("/og/site.png"); }</style>',
    '<a href="/changes/">Changes</a>',
    '<p>Every change, also as <code>/api/changes.json</code>.</p>',
    // biome-ignore lint/suspicious/noTemplateCurlyInString: source text of a planted example, not a template
    '<p>{list.map((x) => <a href={`/platforms/${x}/`}>{x}</a>)}</p>',
    '<script>',
    "  fetch('/changes/index.json');",
    '</script>',
    '<script type="application/ld+json" set:html={ld} />',
  ].join('\n');
  assert.deepEqual(
    sitePathLiterals('x.astro', astro, seg)
      .map((h) => h.line)
      .sort((a, b) => a - b),
    [2, 6, 7, 8, 10],
  );
  assert.throws(() => sitePathLiterals('x.ts', "const a = ;\nconst b = '/changes/';", seg), /x\.ts: cannot read it as code/);
});

test('the path table lists each API path once, and ENDPOINTS takes its paths from it', async () => {
  const { ENDPOINTS } = await import('../../../src/api/endpoints.ts');
  assert.deepEqual(
    ENDPOINTS.map((e) => [e.operationId, e.path]),
    Object.entries(links.API_PATHS),
  );
});
