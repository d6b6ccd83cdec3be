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

/** requirements*.txt: `name==1.2.3`, `name[extra]===1.2.3`, `name~=1.2.3` (its lowest release); `# name==1.2.3` is a commented-out pin. */
function readRequirements(text: string): Pin[] {
  const out: Pin[] = [];
  text.split('\n').forEach((raw, i) => {
    const comment = /^\s*#/.test(raw);
    const line = raw.replace(/^\s*#\s*/, '').replace(/\s+#.*$/, '');
    const m = /^\s*([A-Za-z0-9][A-Za-z0-9._-]*)\s*(?:\[[^\]]*\])?\s*(===?|~=)\s*([0-9][0-9A-Za-z.+!_-]*)/.exec(line);
    if (m) out.push({ ecosystem: 'pypi', name: m[1]!, version: m[3]!, line: i + 1, comment });
  });
  return out;
}

/** pyproject.toml: PEP 621 strings ("name==1.2.3") and Poetry tables (name = "1.2.3" or { version = "1.2.3" }). */
function readPyproject(text: string): Pin[] {
  const out: Pin[] = [];
  text.split('\n').forEach((raw, i) => {
    const comment = /^\s*#/.test(raw);
    const line = raw.replace(/^\s*#\s*/, '');
    for (const m of line.matchAll(/["']([A-Za-z0-9][A-Za-z0-9._-]*)\s*(?:\[[^\]]*\])?\s*(?:===?|~=)\s*([0-9][0-9A-Za-z.+!_-]*)["']/g)) {
      out.push({ ecosystem: 'pypi', name: m[1]!, version: m[2]!, line: i + 1, comment });
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

// ---- Ruby, PHP, .NET, Go ----

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
 * The manifest kind of a file name, or null. requirements*.txt, pyproject.toml,
 * Pipfile.lock, poetry.lock, package.json, package-lock.json, pom.xml,
 * build.gradle(.kts), Gemfile.lock, composer.lock, *.csproj, go.mod.
 */
export function manifestKind(name: string): ManifestKind | null {
  const base = name.slice(name.lastIndexOf('/') + 1);
  if (/^requirements.*\.txt$/i.test(base) || /^constraints.*\.txt$/i.test(base))
    return { format: 'requirements.txt', ecosystem: 'pypi', read: readRequirements };
  switch (base) {
    case 'pyproject.toml':
      return { format: 'pyproject.toml', ecosystem: 'pypi', read: readPyproject };
    case 'Pipfile.lock':
      return { format: 'Pipfile.lock', ecosystem: 'pypi', read: readPipfileLock };
    case 'poetry.lock':
      return { format: 'poetry.lock', ecosystem: 'pypi', read: readPoetryLock };
    case 'package.json':
      return { format: 'package.json', ecosystem: 'npm', read: readPackageJson };
    case 'package-lock.json':
      return { format: 'package-lock.json', ecosystem: 'npm', read: readPackageLock };
    case 'pom.xml':
      return { format: 'pom.xml', ecosystem: 'maven', read: readPom };
    case 'build.gradle':
    case 'build.gradle.kts':
      return { format: 'build.gradle', ecosystem: 'maven', read: readGradle };
    case 'Gemfile.lock':
      return { format: 'Gemfile.lock', ecosystem: 'rubygems', read: readGemfileLock };
    case 'composer.lock':
      return { format: 'composer.lock', ecosystem: 'packagist', read: readComposerLock };
    case 'go.mod':
      return { format: 'go.mod', ecosystem: 'go', read: readGoMod };
  }
  if (/\.csproj$/i.test(base)) return { format: '*.csproj', ecosystem: 'nuget', read: readCsproj };
  return null;
}

/** A manifest's pins; throws a one-line reason when the file is corrupt. */
export function readManifest(name: string, text: string): Pin[] {
  const kind = manifestKind(name);
  return kind === null ? [] : kind.read(text);
}
