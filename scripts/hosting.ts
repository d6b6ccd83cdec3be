/** The command-line door of src/build/hosting-files.ts: see that module. */
import { cli } from '../src/build/hosting-files.ts';

await cli();
