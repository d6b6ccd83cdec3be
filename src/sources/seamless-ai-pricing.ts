import type { SourceFile } from './schema.ts';

export default { method: 'pricing-page', tool_id: 'seamless-ai', version: 1 } satisfies SourceFile;
