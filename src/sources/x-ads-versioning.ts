import type { SourceFile } from './schema.ts';

export default {
  id: 'x-ads-versioning',
  platform: 'x-ads',
  url: 'https://docs.x.com/x-ads-api/fundamentals/versioning',
  format: 'markdown',
  method: 'version-table',
  sourceName: 'X Ads API versions',
  fetch: '{url}.md',
  accept: 'text/markdown',
  version: 2,
  keyExample: '12.0',
  options: {
    keyApi: 'x-ads-api',
    family: 'Ads API',
    titleName: 'X Ads API',
    columns: {
      version: 'Version',
      release: 'Introduction Date',
      deprecation: 'Deprecated Date',
      sunset: 'End of Life Date',
      text: ['Path'],
    },
    tags: ['ads-api', 'versioning'],
  },
} satisfies SourceFile;
