import type { SourceFile } from './schema.ts';

export default {
  id: 'microsoft-ads-api-versioning',
  platform: 'microsoft-ads',
  url: 'https://learn.microsoft.com/en-us/advertising/campaign-management-service/api-versioning',
  format: 'html',
  method: 'dated-entries',
  sourceName: 'Microsoft Advertising API versioning',
  version: 2,
  keyExample: '2026-10-12',
  options: {
    keyDate: 'day',
    revisions: {
      keyApi: 'microsoft-ads-api',
      family: 'Campaign Management API',
      titleName: 'Microsoft Advertising API revision',
      tags: ['microsoft-advertising-api', 'api-revision'],
    },
    tags: ['microsoft-advertising-api', 'api-revision'],
  },
} satisfies SourceFile;
