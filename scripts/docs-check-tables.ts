/** The command-line door of src/build/check-docs.ts: see that module. */
import { cli } from '../src/build/check-docs.ts';

await cli();
