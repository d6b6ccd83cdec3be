/**
 * Is a match in a comment? Line comments (`#`, `//`, `--`, `;`, `'`) by the
 * language of the file name, block comments (`/* *\/`, `<!-- -->`, Python's
 * and Ruby's own are not handled: docstrings are strings, `=begin` is rare).
 * A marker inside a string on the same line does not count ("https://x").
 * Pure and heuristic: it never hides a finding, it only marks it.
 */

export type Language = 'hash' | 'slash' | 'slash-hash' | 'xml' | 'dash' | 'semicolon' | 'any';

const BY_EXT: Record<string, Language> = {};
for (const e of [
  'py',
  'pyi',
  'rb',
  'sh',
  'bash',
  'zsh',
  'yaml',
  'yml',
  'toml',
  'pl',
  'pm',
  'r',
  'txt',
  'cfg',
  'conf',
  'env',
  'mk',
  'properties',
  'tf',
  'ex',
  'exs',
  'ps1',
  'lock',
  'gemspec',
])
  BY_EXT[e] = 'hash';
for (const e of [
  'js',
  'mjs',
  'cjs',
  'jsx',
  'ts',
  'mts',
  'cts',
  'tsx',
  'java',
  'kt',
  'kts',
  'scala',
  'groovy',
  'gradle',
  'go',
  'c',
  'cc',
  'cpp',
  'h',
  'hpp',
  'cs',
  'swift',
  'rs',
  'dart',
  'jsonc',
  'json5',
  'm',
  'fs',
  'vue',
  'svelte',
])
  BY_EXT[e] = 'slash';
BY_EXT.php = 'slash-hash';
for (const e of ['xml', 'html', 'htm', 'csproj', 'vbproj', 'fsproj', 'props', 'targets', 'config', 'pom', 'xhtml']) BY_EXT[e] = 'xml';
for (const e of ['sql', 'lua', 'hs']) BY_EXT[e] = 'dash';
BY_EXT.ini = 'semicolon';
BY_EXT.json = 'any';

const BY_NAME: Record<string, Language> = {
  dockerfile: 'hash',
  makefile: 'hash',
  gemfile: 'hash',
  pipfile: 'hash',
  '.env': 'hash',
  'build.gradle': 'slash',
};

export function languageOf(name: string): Language {
  const base = name.slice(name.lastIndexOf('/') + 1).toLowerCase();
  if (BY_NAME[base]) return BY_NAME[base]!;
  if (base.startsWith('.env')) return 'hash';
  const dot = base.lastIndexOf('.');
  return dot === -1 ? 'any' : (BY_EXT[base.slice(dot + 1)] ?? 'any');
}

const usesSlash = (l: Language): boolean => l === 'slash' || l === 'slash-hash' || l === 'any';
const usesHash = (l: Language): boolean => l === 'hash' || l === 'slash-hash' || l === 'any';

/** Block comment spans [start, end) of a text: /* *\/ for C-like languages, <!-- --> for XML and HTML. */
export function commentRanges(text: string, lang: Language): [number, number][] {
  const out: [number, number][] = [];
  const pairs: [string, string][] = [];
  if (usesSlash(lang)) pairs.push(['/*', '*/']);
  if (lang === 'xml' || lang === 'any') pairs.push(['<!--', '-->']);
  for (const [open, close] of pairs) {
    let i = text.indexOf(open);
    while (i !== -1) {
      // A "/*" inside a string or after a line comment marker is not an opening.
      const ls = text.lastIndexOf('\n', i) + 1;
      if (open === '/*' && (quoteOpenAt(text, ls, i) || (text[i - 1] === '/' && text[i - 2] !== '/'))) {
        i = text.indexOf(open, i + 2);
        continue;
      }
      const j = text.indexOf(close, i + open.length);
      const end = j === -1 ? text.length : j + close.length;
      out.push([i, end]);
      i = text.indexOf(open, end);
    }
  }
  return out;
}

/** True when a quote opened before `at` on the line starting at `from` is still open. */
function quoteOpenAt(text: string, from: number, at: number): boolean {
  let q = '';
  for (let i = from; i < at; i++) {
    const c = text[i]!;
    if (q) {
      if (c === '\\') i++;
      else if (c === q) q = '';
    } else if (c === '"' || c === "'" || c === '`') q = c;
  }
  return q !== '';
}

/**
 * True when `at` is inside a comment: a block comment span, or after a line
 * comment marker of the language that is outside any string on its line.
 */
export function isInComment(text: string, lineStart: number, at: number, lang: Language, blocks: readonly [number, number][]): boolean {
  for (const [s, e] of blocks) if (s <= at && at < e) return true;
  let q = '';
  for (let i = lineStart; i < at; i++) {
    const c = text[i]!;
    if (q) {
      if (c === '\\') i++;
      else if (c === q) q = '';
      continue;
    }
    if (c === '"' || c === "'" || c === '`') {
      // An apostrophe inside a word (don't) opens no string in a comment-free line; treat only quotes after a non-word as openers.
      if (c === "'" && i > lineStart && /\w/.test(text[i - 1]!)) continue;
      q = c;
      continue;
    }
    if (usesHash(lang) && c === '#' && (i === lineStart || /[\s;({[,]/.test(text[i - 1]!))) {
      // `#{...}` is Ruby interpolation, `#!` a shebang line: not comments.
      if (text[i + 1] === '{' || (text[i + 1] === '!' && i === lineStart)) continue;
      return true;
    }
    if (usesSlash(lang) && c === '/' && text[i + 1] === '/' && (i === lineStart || text[i - 1] !== ':')) return true;
    if (lang === 'dash' && c === '-' && text[i + 1] === '-') return true;
    if (lang === 'semicolon' && (c === ';' || c === '#') && /^\s*$/.test(text.slice(lineStart, i))) return true;
  }
  return false;
}
