/**
 * Write the hosting files (public/_headers, public/_redirects and the JSON 404 pages of the
 * templated API folders) from the endpoint table: see src/lib/hosting.ts.
 *
 *   node scripts/hosting.ts           write them
 *   node scripts/hosting.ts --check   exit 1, naming each file, when one is out of date
 */
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { hostingFiles } from '../src/lib/hosting.ts';

const PUBLIC = resolve(import.meta.dirname, '../public');

/** The generated files that differ from what public/ holds. */
export function staleHostingFiles(root = PUBLIC): string[] {
  return Object.entries(hostingFiles())
    .filter(([path, text]) => {
      const file = join(root, path);
      return !existsSync(file) || readFileSync(file, 'utf8') !== text;
    })
    .map(([path]) => `public${path}`);
}

function main(argv: string[]): number {
  if (argv.includes('--check')) {
    const stale = staleHostingFiles();
    for (const f of stale) console.error(`${f} is out of date: run npm run hosting`);
    return stale.length ? 1 : 0;
  }
  for (const [path, text] of Object.entries(hostingFiles())) {
    const file = join(PUBLIC, path);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(`${file}.tmp`, text);
    renameSync(`${file}.tmp`, file);
    console.log(`wrote public${path}`);
  }
  return 0;
}

if (import.meta.main) process.exitCode = main(process.argv.slice(2));
