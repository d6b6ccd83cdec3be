/** The command-line door of src/build/start.ts: see that module. */
import { cli } from '../src/build/start.ts';

await cli();
