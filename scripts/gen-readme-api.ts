/** The command-line door of src/build/readme-api.ts: see that module. */
import { cli } from '../src/build/readme-api.ts';

await cli();
