/** The command-line door of src/build/sdk-map.ts: see that module. */
import { cli } from '../src/build/sdk-map.ts';

await cli();
