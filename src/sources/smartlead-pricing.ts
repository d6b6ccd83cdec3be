import type { SourceFile } from './schema.ts';

export default { method: 'pricing-page', tool_id: 'smartlead', version: 1 } satisfies SourceFile;
