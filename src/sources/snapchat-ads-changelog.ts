import type { SourceFile } from './schema.ts';

export default {
  id: 'snapchat-ads-changelog',
  platform: 'snapchat-ads',
  url: 'https://developers.snap.com/api/marketing-api/Ads-API/changelog',
  format: 'html',
  method: 'row-table',
  sourceName: 'Snapchat Marketing API changelog',
  version: 2,
  options: {
    columns: {
      Date: 'Date',
      Description: 'Description',
    },
    key: '{Date} {Description|words:8}',
    title: '{Description|sentence:140}',
    summary: 'Description',
    published: 'Date',
    effective: 'Date',
    tags: ['marketing-api'],
  },
} satisfies SourceFile;
