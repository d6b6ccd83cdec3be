/**
 * The one reader of the content folder's record files outside Astro's
 * collections: the data linter (src/lint/load.ts), the sitemap's
 * lastmod (src/build/sitemap.ts), the collectors, the digest,
 * add-records and the benchmarks all read through it.
 *
 * A record file is `<content>/<kind>/<id>.json`. Names starting with a dot
 * are not records (an interrupted atomic write leaves `.<name>.<pid>.<time>.tmp`
 * files; Astro's glob loader skips dot files too). Files come in code-unit
 * order of their names. Reading never throws on a bad file: it comes back
 * with `error`, one bounded line saying what is wrong, and each caller decides
 * what that means (the build stops naming the file, the linter reports it,
 * the collectors leave it alone).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { compareText } from './compare.ts';
import { truncate } from './text.ts';

export interface RecordFile {
  /** The file name, `<id>.json`. */
  name: string;
  /** Where it was read from: the folder as given, joined with the name. */
  file: string;
  /** The path messages name: `<label>/<name>`. */
  path: string;
  text: string;
  /** The parsed JSON; undefined when the text is not JSON (`error` says why). */
  json: unknown;
  /** Why the file holds no JSON ("not valid JSON (...)", "cannot be read (EACCES)"), at most about 200 characters. */
  error?: string;
}

/** Longest parser message quoted in an error. */
const MAX_PARSER_MESSAGE = 160;

/** The text parsed as JSON, or why it is not JSON (one bounded line). */
export function parseJson(text: string): { json: unknown; error?: undefined } | { json: undefined; error: string } {
  try {
    return { json: JSON.parse(text) };
  } catch (err) {
    return { json: undefined, error: `not valid JSON (${truncate(String((err as Error).message), MAX_PARSER_MESSAGE)})` };
  }
}

/** The record file names of a folder (`*.json`, no dot files), in code-unit order; none when the folder does not exist. */
export function recordNames(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((n) => n.endsWith('.json') && !n.startsWith('.'))
    .sort(compareText);
}

/** The record files of a folder, read one at a time (see `recordNames`); `label` is the folder as messages name it. */
export function* recordFiles(dir: string, label = dir): Generator<RecordFile> {
  for (const name of recordNames(dir)) {
    const file = join(dir, name);
    const path = `${label}/${name}`;
    let text: string;
    try {
      text = readFileSync(file, 'utf8');
    } catch (err) {
      yield { name, file, path, text: '', json: undefined, error: `cannot be read (${(err as NodeJS.ErrnoException).code ?? 'error'})` };
      continue;
    }
    yield { name, file, path, text, ...parseJson(text) };
  }
}

/**
 * Why a record's file name is wrong (it must be `<id>.json`, the `id` field
 * of the record), or undefined when it is right.
 */
export function fileNameProblem(name: string, id: unknown): string | undefined {
  const shown = typeof id === 'string' ? id : '';
  const expected = `${shown}.json`;
  return name === expected ? undefined : `file name must equal the record id (field "id" is "${shown}", so the file must be named "${expected}")`;
}

/**
 * Every record of a kind that parses as JSON, in file name order, not
 * validated (a broken file is the data linter's to report; readers that
 * write content leave it alone).
 */
export function readRecords<T>(contentDir: string, kind: string): T[] {
  const out: T[] = [];
  for (const f of recordFiles(join(contentDir, kind))) if (f.error === undefined) out.push(f.json as T);
  return out;
}

/** One record by id, or null when its file is missing or not JSON. */
export function readRecord<T>(contentDir: string, kind: string, id: string): T | null {
  const path = join(contentDir, kind, `${id}.json`);
  if (!existsSync(path)) return null;
  try {
    const { json, error } = parseJson(readFileSync(path, 'utf8'));
    return error === undefined ? (json as T) : null;
  } catch {
    return null;
  }
}
