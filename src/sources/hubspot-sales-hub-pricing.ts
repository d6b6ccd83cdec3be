import type { SourceFile } from './schema.ts';

export default { method: 'pricing-page', tool_id: 'hubspot-sales-hub', version: 1 } satisfies SourceFile;
