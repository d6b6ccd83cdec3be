/**
 * Dependency manifests and lockfiles: which packages they pin, at which
 * version, on which line. One reader per format; each takes the file's text
 * and returns its pins, or throws a one-line reason when the file is corrupt
 * (the scan then skips it with a warning naming the file and goes on).
 *
 * Only exact pins count (a lockfile's resolved version, `==`, a bare version
 * in package.json or poetry); ranges say nothing certain about what runs.
 * Which pins are official ad-platform SDKs is decided by the SDK map
 * (src/check/resolve.ts), not here.
 */

export type Ecosystem = 'pypi' | 'npm' | 'maven' | 'nuget' | 'rubygems' | 'packagist' | 'go' | 'cpan';

export interface Pin {
  ecosystem: Ecosystem;
  /** As written in the manifest (maven: group:artifact). */
  name: string;
  version: string;
  line: number;
  /** True when the pin is commented out (requirements files, Gemfiles, build.gradle). */
  comment: boolean;
  /**
   * Set when the manifest gives only an upper bound (`<18`, `<=17.0`): then
   * `version` is the bound, and the pin is a finding only when every release
   * the range admits speaks sunset versions alone.
   */
  below?: '<' | '<=';
}

export interface ManifestKind {
  /** The format, as the docs name it. */
  format: string;
  ecosystem: Ecosystem;
  read: (text: string) => Pin[];
}

const lineOf = (text: string, offset: number): number => {
  let n = 1;
  for (let i = text.indexOf('\n'); i !== -1 && i < offset; i = text.indexOf('\n', i + 1)) n++;
  return n;
};

/** The line of the first occurrence of `needle` at or after `from` (1 when absent). */
function lineOfText(text: string, needle: string, from = 0): number {
  const i = text.indexOf(needle, from);
  return i === -1 ? 1 : lineOf(text, i);
}

function parseJsonFile(text: string): Record<string, unknown> {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (err) {
    throw new Error(`not valid JSON (${(err as Error).message.split('\n')[0]})`);
  }
  if (json === null || typeof json !== 'object' || Array.isArray(json)) throw new Error('not a JSON object');
  return json as Record<string, unknown>;
}

const EXACT = /^\d+(?:\.\d+)*(?:[-.+_]?[0-9A-Za-z][0-9A-Za-z.+_-]*)?$/;

// ---- Python ----

/**
 * One PEP 508 requirement (`name==1.2.3`, `name[extra]~=1.2`, `name<18`,
 * `name>=10,<18`) as a pin: an exact version, or an upper bound alone
 * (`below`); other ranges say nothing certain and give null.
 */
export function requirementPin(spec: string, line: number, comment: boolean): Pin | null {
  const m = /^\s*([A-Za-z0-9][A-Za-z0-9._-]*)\s*(?:\[[^\]]*\])?\s*(.*)$/.exec(spec);
  if (!m) return null;
  const name = m[1]!;
  // The version clauses at the start (`==1.2`, `>=10,<18`); what follows (a marker, a remark) is not part of them.
  const clauses = (/^(?:\s*(?:===?|~=|<=?|>=?|!=)\s*[0-9][0-9A-Za-z.+!_*-]*\s*,?)+/.exec(m[2]!)?.[0] ?? '')
    .split(',')
    .map((c) => c.trim())
    .filter((c) => c !== '');
  const exact = clauses.map((c) => /^(?:===?|~=)\s*([0-9][0-9A-Za-z.+!_-]*)$/.exec(c)).find((x) => x !== null);
  if (exact) return { ecosystem: 'pypi', name, version: exact[1]!, line, comment };
  const upper = clauses.map((c) => /^(<=?)\s*([0-9][0-9A-Za-z.+!_-]*)$/.exec(c)).find((x) => x !== null);
  if (upper && clauses.every((c) => /^(?:<=?|>=?|!=)\s*[0-9]/.test(c)))
    return { ecosystem: 'pypi', name, version: upper[2]!, line, comment, below: upper[1] as '<' | '<=' };
  return null;
}

/** requirements*.txt: `name==1.2.3`, `name[extra]===1.2.3`, `name~=1.2.3` (its lowest release); `# name==1.2.3` is a commented-out pin. */
function readRequirements(text: string): Pin[] {
  const out: Pin[] = [];
  text.split('\n').forEach((raw, i) => {
    const comment = /^\s*#/.test(raw);
    // A pin with hashes continues on the next lines (`\` then `--hash=...`); -r/-c includes are read as files of their own.
    const line = raw
      .replace(/^\s*#\s*/, '')
      .replace(/\s+#.*$/, '')
      .replace(/\s*\\\s*$/, '')
      .replace(/\s--hash=\S+/g, '');
    if (/^\s*-/.test(line)) return;
    const pin = requirementPin(line, i + 1, comment);
    if (pin) out.push(pin);
  });
  return out;
}

/** setup.py: every quoted requirement string (`'google-ads==27.0.0'`, `"bingads<14"`), as install_requires and extras_require hold them. */
function readSetupPy(text: string): Pin[] {
  const out: Pin[] = [];
  text.split('\n').forEach((raw, i) => {
    const comment = /^\s*#/.test(raw);
    for (const m of raw.matchAll(/["']([A-Za-z0-9][A-Za-z0-9._-]*\s*(?:\[[^\]]*\])?\s*(?:===?|~=|<=?|>=?|!=)\s*[0-9][^"']*)["']/g)) {
      const pin = requirementPin(m[1]!, i + 1, comment);
      if (pin) out.push(pin);
    }
  });
  return out;
}

/** setup.cfg: requirement lines under `install_requires =` (and the [options.extras_require] section). */
function readSetupCfg(text: string): Pin[] {
  const out: Pin[] = [];
  let inList = false;
  text.split('\n').forEach((raw, i) => {
    if (/^\[options\.extras_require\]/.test(raw)) inList = true;
    else if (/^\[/.test(raw)) inList = false;
    const head = /^(install_requires|setup_requires|tests_require|[A-Za-z0-9_-]+)\s*=\s*(.*)$/.exec(raw);
    if (head && /^\S/.test(raw)) {
      if (head[1] === 'install_requires' || head[1] === 'setup_requires' || head[1] === 'tests_require') inList = true;
      else if (!/^\[options\.extras_require\]/.test(raw) && !inList) return;
      const pin = requirementPin(head[2]!, i + 1, false);
      if (pin && inList) out.push(pin);
      return;
    }
    if (!inList) return;
    const comment = /^\s*#/.test(raw);
    const pin = requirementPin(raw.replace(/^\s*#\s*/, '').replace(/\s+#.*$/, ''), i + 1, comment);
    if (pin) out.push(pin);
  });
  return out;
}

/** Pipfile (TOML): `name = "==1.2.3"` or `name = {version = "==1.2.3"}` under [packages] / [dev-packages]. */
function readPipfile(text: string): Pin[] {
  const out: Pin[] = [];
  let inDeps = false;
  text.split('\n').forEach((raw, i) => {
    const sec = /^\s*\[([^\]]+)\]/.exec(raw);
    if (sec) {
      inDeps = sec[1] === 'packages' || sec[1] === 'dev-packages';
      return;
    }
    if (!inDeps) return;
    const comment = /^\s*#/.test(raw);
    const m = /^\s*#?\s*["']?([A-Za-z0-9][A-Za-z0-9._-]*)["']?\s*=\s*(?:["']([^"']*)["']|\{[^}]*\bversion\s*=\s*["']([^"']*)["'])/.exec(raw);
    if (!m) return;
    const pin = requirementPin(`${m[1]}${(m[2] ?? m[3])!.trim()}`, i + 1, comment);
    if (pin) out.push(pin);
  });
  return out;
}

/** uv.lock (TOML): [[package]] blocks with name and version, as in poetry.lock. */
function readUvLock(text: string): Pin[] {
  if (text.trim() !== '' && !/^\[\[package\]\]|^version\s*=/m.test(text)) throw new Error('has no [[package]] table');
  const out: Pin[] = [];
  const re = /^\[\[package\]\]\s*\nname\s*=\s*"([^"]+)"\s*\nversion\s*=\s*"([^"]+)"/gm;
  for (const m of text.matchAll(re)) out.push({ ecosystem: 'pypi', name: m[1]!, version: m[2]!, line: lineOf(text, m.index) + 1, comment: false });
  return out;
}

/** pyproject.toml: PEP 508 strings ("name==1.2.3", "name>=17,<18": see requirementPin) and Poetry tables (name = "1.2.3" or { version = "1.2.3" }). */
function readPyproject(text: string): Pin[] {
  const out: Pin[] = [];
  text.split('\n').forEach((raw, i) => {
    const comment = /^\s*#/.test(raw);
    const line = raw.replace(/^\s*#\s*/, '');
    // A PEP 508 string (PEP 621 dependencies and optional-dependencies, PEP 735 dependency-groups) reads as a requirements line does.
    for (const m of line.matchAll(/["']([A-Za-z0-9][A-Za-z0-9._-]*\s*(?:\[[^\]]*\])?\s*(?:===?|~=|<=?|>=?|!=)[^"']*)["']/g)) {
      const pin = requirementPin(m[1]!, i + 1, comment);
      if (pin) out.push(pin);
    }
    const p =
      /^\s*([A-Za-z0-9][A-Za-z0-9._-]*)\s*=\s*(?:["']=?=?([0-9][0-9A-Za-z.+!_-]*)["']|\{[^}]*\bversion\s*=\s*["']=?=?([0-9][0-9A-Za-z.+!_-]*)["'])/.exec(line);
    if (p && p[1] !== 'version' && p[1] !== 'python' && p[1] !== 'requires-python') {
      out.push({ ecosystem: 'pypi', name: p[1]!, version: (p[2] ?? p[3])!, line: i + 1, comment });
    }
  });
  return out;
}

/** Pipfile.lock (JSON): `default` and `develop`, each name -> { version: "==1.2.3" }. */
function readPipfileLock(text: string): Pin[] {
  const json = parseJsonFile(text);
  const out: Pin[] = [];
  for (const section of ['default', 'develop']) {
    const deps = json[section];
    if (deps === undefined) continue;
    if (deps === null || typeof deps !== 'object') throw new Error(`"${section}" is not an object`);
    for (const [name, v] of Object.entries(deps as Record<string, { version?: unknown }>)) {
      const version = typeof v?.version === 'string' ? v.version.replace(/^==/, '') : null;
      if (version && EXACT.test(version)) out.push({ ecosystem: 'pypi', name, version, line: lineOfText(text, `"${name}"`), comment: false });
    }
  }
  if (json.default === undefined && json.develop === undefined) throw new Error('has neither "default" nor "develop"');
  return out;
}

/** poetry.lock (TOML): [[package]] blocks with name and version. */
function readPoetryLock(text: string): Pin[] {
  if (text.trim() !== '' && !/^\[\[package\]\]|^\[metadata\]/m.test(text)) throw new Error('has no [[package]] or [metadata] table');
  const out: Pin[] = [];
  const re = /^\[\[package\]\]\s*\nname\s*=\s*"([^"]+)"\s*\nversion\s*=\s*"([^"]+)"/gm;
  for (const m of text.matchAll(re)) out.push({ ecosystem: 'pypi', name: m[1]!, version: m[2]!, line: lineOf(text, m.index) + 1, comment: false });
  return out;
}

// ---- npm ----

function readPackageJson(text: string): Pin[] {
  const json = parseJsonFile(text);
  const out: Pin[] = [];
  for (const section of ['dependencies', 'devDependencies', 'optionalDependencies', 'peerDependencies']) {
    const deps = json[section];
    if (deps === undefined) continue;
    if (deps === null || typeof deps !== 'object') throw new Error(`"${section}" is not an object`);
    for (const [name, spec] of Object.entries(deps as Record<string, unknown>)) {
      if (typeof spec !== 'string') continue;
      const version = spec.trim().replace(/^=|^v/, '');
      if (EXACT.test(version)) out.push({ ecosystem: 'npm', name, version, line: lineOfText(text, `"${name}"`), comment: false });
    }
  }
  return out;
}

/** package-lock.json v2/v3 (`packages` keyed by node_modules path) and v1 (`dependencies`). */
function readPackageLock(text: string): Pin[] {
  const json = parseJsonFile(text);
  const out: Pin[] = [];
  const seen = new Set<string>();
  const packages = json.packages as Record<string, { version?: unknown }> | undefined;
  if (packages && typeof packages === 'object') {
    for (const [path, p] of Object.entries(packages)) {
      const i = path.lastIndexOf('node_modules/');
      if (i === -1 || typeof p?.version !== 'string') continue;
      const name = path.slice(i + 'node_modules/'.length);
      const key = `${name}@${p.version}`;
      if (seen.has(key)) continue;
      seen.add(key);
      out.push({ ecosystem: 'npm', name, version: p.version, line: lineOfText(text, `"${path}"`), comment: false });
    }
    return out;
  }
  const walk = (deps: unknown): void => {
    if (!deps || typeof deps !== 'object') return;
    for (const [name, d] of Object.entries(deps as Record<string, { version?: unknown; dependencies?: unknown }>)) {
      if (typeof d?.version === 'string' && !seen.has(`${name}@${d.version}`)) {
        seen.add(`${name}@${d.version}`);
        out.push({ ecosystem: 'npm', name, version: d.version, line: lineOfText(text, `"${name}"`), comment: false });
      }
      walk(d?.dependencies);
    }
  };
  if (json.dependencies === undefined && json.lockfileVersion === undefined) throw new Error('has neither "packages" nor "dependencies"');
  walk(json.dependencies);
  return out;
}

// ---- Java ----

/** pom.xml: <dependency> blocks with groupId, artifactId and version (a ${property} resolved from <properties>). */
function readPom(text: string): Pin[] {
  if (!/<project[\s>]/.test(text)) throw new Error('has no <project> element');
  const props = new Map<string, string>();
  const propsBlock = /<properties>([\s\S]*?)<\/properties>/.exec(text);
  if (propsBlock) for (const m of propsBlock[1]!.matchAll(/<([A-Za-z0-9_.-]+)>\s*([^<\s]+)\s*<\/\1>/g)) props.set(m[1]!, m[2]!);
  const blocks = commentSpans(text);
  const out: Pin[] = [];
  for (const m of text.matchAll(/<dependency>([\s\S]*?)<\/dependency>/g)) {
    const body = m[1]!;
    const g = /<groupId>\s*([^<\s]+)\s*<\/groupId>/.exec(body)?.[1];
    const a = /<artifactId>\s*([^<\s]+)\s*<\/artifactId>/.exec(body)?.[1];
    let v = /<version>\s*([^<\s]+)\s*<\/version>/.exec(body)?.[1];
    if (!g || !a || !v) continue;
    const prop = /^\$\{([^}]+)\}$/.exec(v);
    if (prop) v = props.get(prop[1]!);
    if (!v || !EXACT.test(v)) continue;
    const at = m.index + m[0].indexOf('<artifactId>');
    out.push({ ecosystem: 'maven', name: `${g}:${a}`, version: v, line: lineOf(text, at), comment: blocks.some(([s, e]) => s <= m.index && m.index < e) });
  }
  return out;
}

const commentSpans = (text: string): [number, number][] => [...text.matchAll(/<!--[\s\S]*?-->/g)].map((m) => [m.index, m.index + m[0].length]);

/** build.gradle(.kts): 'group:artifact:version' coordinates and group:/name:/version: maps. */
function readGradle(text: string): Pin[] {
  const out: Pin[] = [];
  text.split('\n').forEach((raw, i) => {
    const comment = /^\s*\/\//.test(raw);
    for (const m of raw.matchAll(/["']([A-Za-z0-9_.-]+):([A-Za-z0-9_.-]+):([0-9][A-Za-z0-9_.+-]*)["']/g)) {
      out.push({ ecosystem: 'maven', name: `${m[1]}:${m[2]}`, version: m[3]!, line: i + 1, comment });
    }
    const g = /group\s*[:=]\s*["']([^"']+)["']\s*,\s*name\s*[:=]\s*["']([^"']+)["']\s*,\s*version\s*[:=]\s*["']([0-9][^"']*)["']/.exec(raw);
    if (g) out.push({ ecosystem: 'maven', name: `${g[1]}:${g[2]}`, version: g[3]!, line: i + 1, comment });
  });
  return out;
}

/** pnpm-lock.yaml: package keys `/name@1.2.3:` (v6), `name@1.2.3:` (v9) or `/name/1.2.3:` (v5), scoped names included. */
function readPnpmLock(text: string): Pin[] {
  if (text.trim() !== '' && !/^lockfileVersion:/m.test(text)) throw new Error('has no lockfileVersion');
  const out: Pin[] = [];
  const seen = new Set<string>();
  text.split('\n').forEach((raw, i) => {
    const m = /^ {2}['"]?\/?((?:@[^/@\s'"]+\/)?[^/@\s'"(]+)[@/](\d[^:'"\s(]*)(?:\([^)]*\))*['"]?:\s*$/.exec(raw);
    if (!m) return;
    const key = `${m[1]}@${m[2]}`;
    if (seen.has(key)) return;
    seen.add(key);
    out.push({ ecosystem: 'npm', name: m[1]!, version: m[2]!, line: i + 1, comment: false });
  });
  return out;
}

/** yarn.lock (v1 and Berry): a block `"name@^1.0.0", name@~1.2:` then `  version "1.2.3"` (or `version: 1.2.3`). */
function readYarnLock(text: string): Pin[] {
  const out: Pin[] = [];
  let name: string | null = null;
  text.split('\n').forEach((raw, i) => {
    if (/^\S.*:\s*$/.test(raw) && !raw.startsWith('#') && !raw.startsWith('__metadata')) {
      const first = raw
        .replace(/:\s*$/, '')
        .split(',')[0]!
        .trim()
        .replace(/^["']|["']$/g, '');
      const at = first.lastIndexOf('@');
      name = at > 0 ? first.slice(0, at) : null;
      return;
    }
    const v = /^ {2}version:?\s+["']?([0-9][^"'\s]*)["']?\s*$/.exec(raw);
    if (v && name) {
      out.push({ ecosystem: 'npm', name, version: v[1]!, line: i + 1, comment: false });
      name = null;
    }
  });
  return out;
}

// ---- Ruby, PHP, .NET, Go ----

/** Gemfile: `gem 'name', '1.2.3'` or `'= 1.2.3'` (exact); `'< 0.4'` alone is an upper bound. */
function readGemfile(text: string): Pin[] {
  const out: Pin[] = [];
  text.split('\n').forEach((raw, i) => {
    const comment = /^\s*#/.test(raw);
    const m = /^\s*#?\s*gem\s+["']([A-Za-z0-9_.-]+)["']\s*,\s*((?:["'][^"']*["']\s*,?\s*)+)/.exec(raw);
    if (!m) return;
    const reqs = [...m[2]!.matchAll(/["']([^"']*)["']/g)].map((x) => x[1]!.trim());
    const exact = reqs.map((r) => /^=?\s*([0-9][0-9A-Za-z.]*)$/.exec(r)).find((x) => x !== null);
    if (exact) out.push({ ecosystem: 'rubygems', name: m[1]!, version: exact[1]!, line: i + 1, comment });
    else {
      const upper = reqs.map((r) => /^(<=?)\s*([0-9][0-9A-Za-z.]*)$/.exec(r)).find((x) => x !== null);
      if (upper && reqs.every((r) => /^(?:<=?|>=?)\s*[0-9]/.test(r))) {
        out.push({ ecosystem: 'rubygems', name: m[1]!, version: upper[2]!, line: i + 1, comment, below: upper[1] as '<' | '<=' });
      }
    }
  });
  return out;
}

/** Gemfile.lock: `    name (1.2.3)` under a `specs:` line. */
function readGemfileLock(text: string): Pin[] {
  if (text.trim() !== '' && !/^\s+specs:\s*$/m.test(text)) throw new Error('has no "specs:" section');
  const out: Pin[] = [];
  text.split('\n').forEach((raw, i) => {
    const m = /^ {4}([A-Za-z0-9_.-]+) \(([0-9][^)\s]*)\)\s*$/.exec(raw);
    if (m) out.push({ ecosystem: 'rubygems', name: m[1]!, version: m[2]!.replace(/-[a-z0-9_]+(?:-[a-z0-9_]+)*$/, ''), line: i + 1, comment: false });
  });
  return out;
}

/** composer.lock (JSON): packages and packages-dev, each { name, version } (a leading v dropped). */
function readComposerLock(text: string): Pin[] {
  const json = parseJsonFile(text);
  if (!Array.isArray(json.packages)) throw new Error('"packages" is not a list');
  const out: Pin[] = [];
  let from = 0;
  for (const p of [...(json.packages as unknown[]), ...((json['packages-dev'] as unknown[] | undefined) ?? [])]) {
    const { name, version } = (p ?? {}) as { name?: unknown; version?: unknown };
    if (typeof name !== 'string' || typeof version !== 'string') continue;
    const v = version.replace(/^v/, '');
    if (!EXACT.test(v)) continue;
    const at = text.indexOf(`"name": "${name}"`, from);
    if (at !== -1) from = at;
    out.push({ ecosystem: 'packagist', name, version: v, line: at === -1 ? lineOfText(text, `"${name}"`) : lineOf(text, at), comment: false });
  }
  return out;
}

/** *.csproj: <PackageReference Include="X" Version="1.2.3" /> or with a <Version> child. */
function readCsproj(text: string): Pin[] {
  if (!/<Project[\s>]/.test(text)) throw new Error('has no <Project> element');
  const blocks = commentSpans(text);
  const out: Pin[] = [];
  for (const m of text.matchAll(/<PackageReference\s+([^>]*?)(\/>|>([\s\S]*?)<\/PackageReference>)/g)) {
    const attrs = m[1]!;
    const name = /\bInclude\s*=\s*"([^"]+)"/.exec(attrs)?.[1];
    const version = /\bVersion\s*=\s*"([^"]+)"/.exec(attrs)?.[1] ?? /<Version>\s*([^<\s]+)\s*<\/Version>/.exec(m[3] ?? '')?.[1];
    if (!name || !version) continue;
    const v = version.replace(/^\[|\]$/g, '');
    if (!EXACT.test(v)) continue;
    out.push({ ecosystem: 'nuget', name, version: v, line: lineOf(text, m.index), comment: blocks.some(([s, e]) => s <= m.index && m.index < e) });
  }
  return out;
}

/** go.mod: `require path v1.2.3` and the lines of a require ( ... ) block. */
function readGoMod(text: string): Pin[] {
  if (text.trim() !== '' && !/^\s*module\s+\S+/m.test(text)) throw new Error('has no module line');
  const out: Pin[] = [];
  let inBlock = false;
  text.split('\n').forEach((raw, i) => {
    const line = raw.replace(/\/\/.*$/, '').trim();
    const comment = /^\s*\/\//.test(raw);
    if (/^require\s*\($/.test(line)) {
      inBlock = true;
      return;
    }
    if (inBlock && line === ')') {
      inBlock = false;
      return;
    }
    const body = inBlock ? (comment ? raw.replace(/^\s*\/\/\s*/, '') : line) : /^require\s+(.*)$/.exec(line)?.[1];
    if (!body) return;
    const m = /^(\S+)\s+v([0-9][^\s]*)$/.exec(body.trim());
    if (m) out.push({ ecosystem: 'go', name: m[1]!, version: m[2]!.replace(/\+incompatible$/, ''), line: i + 1, comment });
  });
  return out;
}

/**
 * Every manifest format the scanner reads, as data: the file names it
 * applies to (shown in docs/check.md and on /check/), a test on the base
 * name, the ecosystem and the reader. Adding a format is one entry here.
 */
export interface ManifestFormat {
  format: string;
  /** The file names, as the docs show them. */
  files: string;
  ecosystem: Ecosystem;
  /** Whether a path (with its folders) is this format. */
  test: (base: string, path: string) => boolean;
  read: (text: string) => Pin[];
  /** True when the file also goes through the code detectors (a setup.py is code too). */
  alsoCode?: boolean;
}

const is =
  (...names: string[]) =>
  (base: string): boolean =>
    names.includes(base);

export const MANIFEST_FORMATS: readonly ManifestFormat[] = [
  {
    format: 'requirements.txt',
    files: 'requirements*.txt, constraints*.txt, requirements*.in, requirements/*.txt (hashes and -r includes)',
    ecosystem: 'pypi',
    test: (base, path) => /^(?:requirements|constraints).*\.(?:txt|in)$/i.test(base) || /(?:^|\/)requirements\/[^/]+\.(?:txt|in)$/i.test(path),
    read: readRequirements,
  },
  { format: 'setup.py', files: 'setup.py (install_requires, extras_require)', ecosystem: 'pypi', test: is('setup.py'), read: readSetupPy, alsoCode: true },
  { format: 'setup.cfg', files: 'setup.cfg (install_requires)', ecosystem: 'pypi', test: is('setup.cfg'), read: readSetupCfg },
  { format: 'pyproject.toml', files: 'pyproject.toml (PEP 621 and Poetry)', ecosystem: 'pypi', test: is('pyproject.toml'), read: readPyproject },
  { format: 'Pipfile', files: 'Pipfile', ecosystem: 'pypi', test: is('Pipfile'), read: readPipfile },
  { format: 'Pipfile.lock', files: 'Pipfile.lock', ecosystem: 'pypi', test: is('Pipfile.lock'), read: readPipfileLock },
  { format: 'poetry.lock', files: 'poetry.lock', ecosystem: 'pypi', test: is('poetry.lock'), read: readPoetryLock },
  { format: 'uv.lock', files: 'uv.lock', ecosystem: 'pypi', test: is('uv.lock'), read: readUvLock },
  { format: 'package.json', files: 'package.json', ecosystem: 'npm', test: is('package.json'), read: readPackageJson },
  {
    format: 'package-lock.json',
    files: 'package-lock.json (v1 to v3)',
    ecosystem: 'npm',
    test: is('package-lock.json', 'npm-shrinkwrap.json'),
    read: readPackageLock,
  },
  { format: 'pnpm-lock.yaml', files: 'pnpm-lock.yaml', ecosystem: 'npm', test: is('pnpm-lock.yaml'), read: readPnpmLock },
  { format: 'yarn.lock', files: 'yarn.lock (v1 and Berry)', ecosystem: 'npm', test: is('yarn.lock'), read: readYarnLock },
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a pattern as code writes it, not a template
  { format: 'pom.xml', files: 'pom.xml (with ${property} versions)', ecosystem: 'maven', test: is('pom.xml'), read: readPom },
  { format: 'build.gradle', files: 'build.gradle, build.gradle.kts', ecosystem: 'maven', test: is('build.gradle', 'build.gradle.kts'), read: readGradle },
  { format: 'Gemfile', files: 'Gemfile', ecosystem: 'rubygems', test: is('Gemfile'), read: readGemfile },
  { format: 'Gemfile.lock', files: 'Gemfile.lock', ecosystem: 'rubygems', test: is('Gemfile.lock'), read: readGemfileLock },
  { format: 'composer.lock', files: 'composer.lock', ecosystem: 'packagist', test: is('composer.lock'), read: readComposerLock },
  { format: '*.csproj', files: '*.csproj', ecosystem: 'nuget', test: (base) => /\.csproj$/i.test(base), read: readCsproj },
  { format: 'go.mod', files: 'go.mod', ecosystem: 'go', test: is('go.mod'), read: readGoMod },
];

/** The manifest kind of a file name or path, or null (MANIFEST_FORMATS). */
export function manifestKind(name: string): ManifestKind | null {
  const base = name.slice(name.lastIndexOf('/') + 1);
  const f = MANIFEST_FORMATS.find((m) => m.test(base, name));
  return f ? { format: f.format, ecosystem: f.ecosystem, read: f.read } : null;
}

/** A manifest's pins; throws a one-line reason when the file is corrupt. */
export function readManifest(name: string, text: string): Pin[] {
  const kind = manifestKind(name);
  return kind === null ? [] : kind.read(text);
}
