/** The command-line door of src/build/bundle-mcp.ts: see that module. */
import { cli } from '../src/build/bundle-mcp.ts';

await cli();
