import type { SourceFile } from './schema.ts';

export default {
  id: 'microsoft-ads-release-notes',
  platform: 'microsoft-ads',
  url: 'https://learn.microsoft.com/en-us/advertising/guides/release-notes',
  format: 'html',
  method: 'dated-entries',
  sourceName: 'Microsoft Advertising API release notes',
  version: 2,
  options: {
    keyDate: 'month',
    digest: {
      heading: 'breaking changes',
    },
    recordBar: true,
    tags: ['microsoft-advertising-api'],
  },
} satisfies SourceFile;
