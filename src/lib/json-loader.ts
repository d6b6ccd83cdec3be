/**
 * A content-collection loader (Astro's Loader API) for one folder of
 * `<id>.json` record files. What Astro's `glob` loader does for such a
 * folder, with less work per file: files are read synchronously (no thread
 * pool round trip per file, which is dear on this project's VMs), parsed
 * once, and the id is checked against the file name. Records are still
 * validated by the collection's zod schema (`parseData`), and an unchanged
 * file (same digest) keeps its stored entry, as with `glob`.
 *
 * `CHANGELINE_BUILD=classic` uses Astro's `glob` loader instead
 * (src/content.config.ts); both give the same entries.
 */
import type { Loader } from 'astro/loaders';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The error a file gets when its name is not `<id>.json`. */
export function fileNameError(folder: string, file: string, id: unknown): string | undefined {
  const expected = `${typeof id === 'string' ? id : ''}.json`;
  return file === expected
    ? undefined
    : `${folder}/${file}: file name must equal the record id (field "id" is "${typeof id === 'string' ? id : ''}", so the file must be named "${expected}")`;
}

export function jsonRecordsLoader(folder: string): Loader {
  return {
    name: 'changeline-json-records',
    load: async ({ config, store, parseData, generateDigest, logger }) => {
      const root = fileURLToPath(config.root);
      const dir = resolve(root, folder);
      if (!existsSync(dir)) {
        logger.warn(`The folder "${dir}" does not exist.`);
        store.clear();
        return;
      }
      const files = readdirSync(dir)
        .filter((f) => f.endsWith('.json'))
        .sort();
      if (files.length === 0) logger.warn(`No *.json files in "${dir}"`);
      const untouched = new Set(store.keys());
      for (const file of files) {
        const path = join(dir, file);
        const text = readFileSync(path, 'utf8');
        let data: Record<string, unknown>;
        try {
          data = JSON.parse(text) as Record<string, unknown>;
        } catch (err) {
          throw new Error(`${folder}/${file}: not valid JSON (${(err as Error).message})`);
        }
        const problem = fileNameError(folder, file, data?.id);
        if (problem) throw new Error(problem);
        const id = data.id as string;
        untouched.delete(id);
        const digest = generateDigest(text);
        const filePath = relative(root, path).split('\\').join('/');
        const existing = store.get(id);
        if (existing && existing.digest === digest && existing.filePath === filePath) continue;
        store.set({ id, data: await parseData({ id, data, filePath: path }), filePath, digest });
      }
      for (const id of untouched) store.delete(id);
    },
  };
}
