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
  version: 3,
  keyExample: 'v24.2',
  options: {
    keyApi: 'google-ads-api',
    family: 'Google Ads API',
    titleName: 'Google Ads API',
    // The headers as the English page and Google's zh-TW edition (copies/) write them.
    columns: {
      version: ['API version', 'API 版本'],
      release: ['Release date', '發布日期'],
      deprecation: ['Deprecation date', '淘汰日期'],
      sunset: ['Sunset date', '服務終止日期'],
    },
    // "v17.1" in English; the zh-TW edition writes one row "17.1 版".
    versionPattern: '^\\s*(v?\\d+(?:\\.\\d+)?)\\b',
    versionPrefix: 'v',
    tags: ['google-ads-api', 'sunset'],
    versionTag: 'major',
    tentativeMonths: true,
  },
} satisfies SourceFile;
