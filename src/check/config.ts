/**
 * Reading the scanner's configuration from the folder scanned:
 * `.changeline.yml` / `.changeline.yaml` first, else a `changeline` key in
 * package.json, else `[tool.changeline]` in pyproject.toml. Validated by the
 * published schema (src/schemas/check-config.ts); a file that is not valid
 * YAML/JSON/TOML or does not fit the schema is a usage error (exit 2) whose
 * one line names the file and the field.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse as parseYaml } from 'yaml';
import { parse as parseToml } from 'smol-toml';
import ignore from 'ignore';
import { CheckConfig, type CheckIgnore } from '../schemas/check-config.ts';

export class ConfigError extends Error {}

export interface LoadedConfig {
  /** The file it came from (relative to the root), or null when there is none. */
  file: string | null;
  config: CheckConfig;
}

function validate(file: string, raw: unknown): LoadedConfig {
  const r = CheckConfig.safeParse(raw ?? {});
  if (!r.success) {
    const iss = r.error.issues[0]!;
    const where = iss.path.length > 0 ? iss.path.join('.') : '(top level)';
    const missing = iss.code === 'invalid_type' && /received undefined/.test(iss.message);
    const why = missing ? (iss.path.at(-1) === 'reason' ? 'is required (an ignore entry says why)' : 'is required') : iss.message;
    throw new ConfigError(`${file}: ${where}: ${why}`);
  }
  return { file, config: r.data };
}

/** The configuration of the folder `root` (a file's folder when a file is scanned). */
export function loadConfig(root: string): LoadedConfig {
  for (const name of ['.changeline.yml', '.changeline.yaml']) {
    const p = join(root, name);
    if (!existsSync(p)) continue;
    let raw: unknown;
    try {
      raw = parseYaml(readFileSync(p, 'utf8'));
    } catch (err) {
      throw new ConfigError(`${name}: not valid YAML (${(err as Error).message.split('\n')[0]})`);
    }
    return validate(name, raw);
  }
  const pkg = join(root, 'package.json');
  if (existsSync(pkg)) {
    try {
      const json = JSON.parse(readFileSync(pkg, 'utf8')) as Record<string, unknown>;
      if (json && typeof json === 'object' && 'changeline' in json) return validate('package.json#changeline', json.changeline);
    } catch (err) {
      if (err instanceof ConfigError) throw err;
      // A broken package.json is the manifest reader's to report.
    }
  }
  const py = join(root, 'pyproject.toml');
  if (existsSync(py)) {
    let toml: Record<string, unknown> | null = null;
    try {
      // Legacy dates: TOML dates as plain objects, never Temporal (which Node 20 lacks; src/build/node-target-guard.ts).
      toml = parseToml(readFileSync(py, 'utf8'), { useLegacyDate: true }) as Record<string, unknown>;
    } catch {
      toml = null;
    }
    const tool = toml?.tool as Record<string, unknown> | undefined;
    if (tool && 'changeline' in tool) return validate('pyproject.toml [tool.changeline]', tool.changeline);
  }
  return { file: null, config: {} };
}

/** A gitignore-style matcher of paths relative to the root. */
export function globMatcher(globs: readonly string[]): ((rel: string, isDir: boolean) => boolean) | null {
  if (globs.length === 0) return null;
  const ig = ignore().add([...globs]);
  return (rel, isDir) => rel !== '' && ig.ignores(isDir ? `${rel}/` : rel);
}

/** The ignore entry that accepts a finding (file relative to the root), or null. */
export function ignoreFor(entries: readonly CheckIgnore[], f: { file: string; platform: string; version: string | null }): CheckIgnore | null {
  for (const e of entries) {
    if (e.platform !== undefined && e.platform !== f.platform) continue;
    if (e.version !== undefined && e.version !== f.version) continue;
    if (e.path !== undefined && !ignore().add(e.path).ignores(f.file)) continue;
    return e;
  }
  return null;
}

/** A marker comment that accepts the finding on its line (or on the line after the marker): `changeline-ignore` or `changeline: ignore`, with an optional reason after it. */
export const IGNORE_MARKER = /changeline(?:-ignore|:\s*ignore)\b[\s:-]*(.*)$/;
