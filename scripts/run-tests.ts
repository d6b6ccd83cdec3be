/** The command-line door of tests/support/test-runner.ts: see that module. */
import { cli } from '../tests/support/test-runner.ts';

await cli();
