/** The command-line door of src/build/build.ts: see that module. */
import { cli } from '../src/build/build.ts';

await cli();
