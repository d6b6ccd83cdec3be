/** The command-line door of src/build/source-keys-doc.ts: see that module. */
import { cli } from '../src/build/source-keys-doc.ts';

await cli();
