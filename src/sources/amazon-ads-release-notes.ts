import type { SourceFile } from './schema.ts';

export default {
  id: 'amazon-ads-release-notes',
  platform: 'amazon-ads',
  url: 'https://advertising.amazon.com/API/docs/en-us/release-notes/index',
  format: 'html',
  method: 'dated-entries',
  sourceName: 'Amazon Ads API release notes',
  version: 2,
  options: {
    keyDate: 'month',
    titlePrefix: '^(awareness|deprecation announcement|updated|reminder):\\s*',
    recordBar: true,
    tags: ['amazon-ads-api'],
  },
} satisfies SourceFile;
