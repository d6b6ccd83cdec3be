import type { SourceFile } from './schema.ts';

export default {
  id: 'microsoft-ads-release-notes',
  platform: 'microsoft-ads',
  url: 'https://learn.microsoft.com/en-us/advertising/guides/release-notes',
  format: 'html',
  method: 'dated-entries',
  sourceName: 'Microsoft Advertising API release notes',
  version: 3,
  options: {
    keyDate: 'month',
    // Since 2026 a month's "Other Features" section groups entries: each sub-heading ("ImageAdExtension V2 update"), or each bullet when it has none, is an entry.
    groups: 'other features',
    digest: {
      heading: 'breaking changes',
    },
    recordBar: true,
    tags: ['microsoft-advertising-api'],
  },
} satisfies SourceFile;
