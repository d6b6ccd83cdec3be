/** The command-line door of src/build/bundle-check.ts: see that module. */
import { cli } from '../src/build/bundle-check.ts';

await cli();
