import type { SourceFile } from './schema.ts';

export default { method: 'pricing-page', tool_id: 'lemlist', version: 1 } satisfies SourceFile;
