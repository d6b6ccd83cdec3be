import type { SourceFile } from './schema.ts';

export default {
  id: 'meta-ads-versions',
  platform: 'meta-ads',
  url: 'https://developers.facebook.com/documentation/ads-commerce/marketing-api/marketing-api-changelog/versions',
  format: 'markdown',
  method: 'version-table',
  sourceName: 'Meta Marketing API versions',
  fetch: '{url}.md?locale=en_US',
  accept: 'text/markdown',
  version: 2,
  keyExample: 'v7.0',
  options: {
    keyApi: 'meta-marketing-api',
    family: 'Marketing API',
    titleName: 'Meta Marketing API',
    columns: {
      version: 'Version',
      release: 'Release Date',
      sunset: 'Expiration Date',
    },
    tags: ['marketing-api', 'versioning'],
    versionTag: 'lower',
  },
} satisfies SourceFile;
