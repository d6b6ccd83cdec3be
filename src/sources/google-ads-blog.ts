import type { SourceFile } from './schema.ts';

export default {
  id: 'google-ads-blog',
  platform: 'google-ads',
  url: 'https://developers.google.com/ads/blog',
  format: 'feed',
  method: 'feed',
  sourceName: 'Google Ads Developer Blog',
  fetch: '{url}?hl=en',
  version: 1,
  options: {
    postPrefix: 'https://developers.google.com/ads/blog/posts/',
    family: 'Google Ads API',
    tags: ['google-ads-api'],
  },
} satisfies SourceFile;
