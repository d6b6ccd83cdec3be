import type { SourceFile } from './schema.ts';

export default {
  id: 'meta-ads-graph-changelog',
  platform: 'meta-ads',
  url: 'https://developers.facebook.com/docs/graph-api/changelog',
  format: 'html',
  method: 'version-table',
  sourceName: 'Meta Graph API changelog',
  fetch: '{url}?locale=en_US',
  redirectsTo: ['https://developers.facebook.com/documentation/development/graph-api/changelog'],
  version: 3,
  keyExample: 'v19.0',
  options: {
    keyApi: 'meta-graph-api',
    family: 'Graph API',
    titleName: 'Meta Graph API',
    // The headers as the English page and its zh_HK edition (copies/) write them.
    columns: {
      version: ['Version', '版本'],
      release: ['Date Introduced', '推出日期'],
      sunset: ['Available Until', '有效期限'],
    },
    tags: ['graph-api', 'versioning'],
    versionTag: 'lower',
    linkFinalUrl: true,
  },
} satisfies SourceFile;
