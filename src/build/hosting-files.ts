/**
 * Write the hosting files (public/_headers, public/_redirects and the JSON 404 pages of the
 * templated API folders) from the endpoint table: see src/build/hosting.ts.
 *
 *   node scripts/hosting.ts           write them
 *   node scripts/hosting.ts --check   exit 1, naming each file, when one is out of date
 */
import { hostingFiles } from './hosting.ts';
import { runGenerator, staleFiles, type GeneratedFiles } from './generated.ts';

/** Every hosting file, by repository-relative path. */
export const hostingGenerated = (): GeneratedFiles => new Map(Object.entries(hostingFiles()).map(([path, text]) => [`public${path}`, text]));

/** The generated files that differ from what public/ holds. */
export const staleHostingFiles = (): string[] => staleFiles(hostingGenerated());

/** What `node scripts/hosting.ts` runs. */
export async function cli(): Promise<void> {
  process.exitCode = await runGenerator(process.argv.slice(2), 'npm run hosting', hostingGenerated);
}
