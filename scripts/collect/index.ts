/** The command-line door of src/collect/cli.ts: see that module. */
import { cli } from '../../src/collect/cli.ts';

await cli();
