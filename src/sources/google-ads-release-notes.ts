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
  version: 3,
  options: {
    // The headers as the English page and its ru edition (copies/) write them.
    columns: {
      Version: ['Version', 'Версия'],
      'Release date': ['Release date', 'Дата выпуска'],
    },
    // The newest row's cell reads "v26.2 (Latest)": the key and title take the version alone.
    key: '{Version|version}',
    keyDate: '{Release date|day}',
    title: 'Google Ads API {Version|version} released',
    published: 'Release date',
    effective: 'Release date',
    sectionText: {
      level: 2,
    },
    categories: ['announcement'],
    addCategory: [
      {
        column: 'Version',
        pattern: '^v\\d+(\\.0)?(?![\\w.])',
        category: 'breaking_change',
      },
    ],
    tags: ['google-ads-api', 'release', '{Version|major}'],
  },
} satisfies SourceFile;
