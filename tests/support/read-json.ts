/** A JSON file of a built site, parsed. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export function readJson<T = any>(dir: string, path: string): T {
  return JSON.parse(readFileSync(join(dir, path), 'utf8')) as T;
}
