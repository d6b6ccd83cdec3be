import type { SourceFile } from './schema.ts';

export default {
  id: 'google-ads-release-notes',
  platform: 'google-ads',
  url: 'https://developers.google.com/google-ads/api/docs/release-notes',
  format: 'markdown',
  method: 'row-table',
  sourceName: 'Google Ads API release notes',
  fetch: '{url}.md.txt?hl=en',
  accept: 'text/plain',
  version: 2,
  options: {
    columns: {
      Version: 'Version',
      'Release date': 'Release date',
    },
    key: '{Version}',
    keyDate: '{Release date|day}',
    title: 'Google Ads API {Version} released',
    published: 'Release date',
    effective: 'Release date',
    sectionText: {
      level: 2,
    },
    categories: ['announcement'],
    addCategory: [
      {
        column: 'Version',
        pattern: '^v\\d+(\\.0)?$',
        category: 'breaking_change',
      },
    ],
    tags: ['google-ads-api', 'release', '{Version|major}'],
  },
} satisfies SourceFile;
