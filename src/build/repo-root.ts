/** The repository's root folder, for scripts and tests that address files in it. */
import { resolve } from 'node:path';

export const ROOT = resolve(import.meta.dirname, '../..');
