import type { SourceFile } from './schema.ts';

export default {
  id: 'microsoft-ads-blog',
  platform: 'microsoft-ads',
  url: 'https://techcommunity.microsoft.com/category/microsoft-advertising/blog/adsapiblog',
  format: 'feed',
  method: 'feed',
  sourceName: 'Microsoft Advertising API blog',
  accept: 'application/rss+xml, application/xml',
  version: 1,
  options: {
    feed: 'https://techcommunity.microsoft.com/t5/s/gxcuf89792/rss/board?board.id=adsapiblog',
    postPrefix: 'https://techcommunity.microsoft.com/',
    family: 'Bing Ads API',
    tags: ['microsoft-advertising-api'],
  },
} satisfies SourceFile;
