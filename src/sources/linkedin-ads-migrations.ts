import type { SourceFile } from './schema.ts';

export default {
  id: 'linkedin-ads-migrations',
  platform: 'linkedin-ads',
  url: 'https://learn.microsoft.com/en-us/linkedin/marketing/integrations/migrations',
  format: 'html',
  method: 'version-table',
  sourceName: 'LinkedIn Marketing API migrations',
  version: 2,
  keyExample: '202603',
  options: {
    keyApi: 'linkedin-marketing-api',
    family: 'LinkedIn Marketing API',
    titleName: 'LinkedIn Marketing API version',
    columns: {
      version: 'Migration',
      sunset: 'Sunset Date',
      label: 'Version Status',
    },
    versionPattern: '\\b(20\\d{2}(?:0[1-9]|1[0-2]))\\b',
    releaseFromVersion: true,
    tags: ['marketing-api', 'versioning'],
    versionTag: 'lower',
  },
} satisfies SourceFile;
