import type { SourceFile } from './schema.ts';

export default { method: 'pricing-page', tool_id: 'lusha', version: 1 } satisfies SourceFile;
