import type { SourceFile } from './schema.ts';

export default {
  id: 'google-ads-deprecations',
  platform: 'google-ads',
  url: 'https://developers.google.com/google-ads/api/docs/deprecations',
  format: 'markdown',
  method: 'row-table',
  sourceName: 'Google Ads API feature deprecations and unversioned changes',
  name: 'Google Ads API feature deprecations',
  fetch: '{url}.md.txt?hl=en',
  accept: 'text/plain',
  version: 2,
  keyExample: '2025-07-01 brand guidelines',
  options: {
    columns: {
      'Effective date': 'Effective date',
      'Change area': 'Change area',
      'Change type': 'Change type',
      Guidance: 'Guidance',
    },
    key: '{Effective date|iso} {Change area}',
    title: 'Google Ads API {Change type|lower}: {Change area}',
    summary: 'Guidance',
    effective: 'Effective date',
    label: 'Change type',
    addCategory: [
      {
        column: 'Change type',
        pattern: 'deprecat|sunset|removal',
        category: 'deprecation',
      },
    ],
    tags: ['google-ads-api', '{Change area|tag}'],
  },
} satisfies SourceFile;
