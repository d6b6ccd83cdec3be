import type { SourceFile } from './schema.ts';

export default {
  id: 'snapchat-ads-announcements',
  platform: 'snapchat-ads',
  url: 'https://developers.snap.com/api/marketing-api/Ads-API/announcements',
  format: 'html',
  method: 'dated-entries',
  sourceName: 'Snapchat Marketing API announcements',
  version: 2,
  options: {
    keyDate: 'month',
    tags: ['marketing-api'],
  },
} satisfies SourceFile;
