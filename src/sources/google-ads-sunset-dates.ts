import type { SourceFile } from './schema.ts';

export default {
  id: 'google-ads-sunset-dates',
  platform: 'google-ads',
  url: 'https://developers.google.com/google-ads/api/docs/sunset-dates',
  format: 'markdown',
  method: 'version-table',
  sourceName: 'Google Ads API deprecation and sunset timetable',
  name: 'Google Ads API sunset dates',
  fetch: '{url}.md.txt?hl=en',
  accept: 'text/plain',
  version: 2,
  keyExample: 'v24.2',
  options: {
    keyApi: 'google-ads-api',
    family: 'Google Ads API',
    titleName: 'Google Ads API',
    columns: {
      version: 'API version',
      release: 'Release date',
      deprecation: 'Deprecation date',
      sunset: 'Sunset date',
    },
    tags: ['google-ads-api', 'sunset'],
    versionTag: 'major',
    tentativeMonths: true,
  },
} satisfies SourceFile;
