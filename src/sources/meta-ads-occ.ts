import type { SourceFile } from './schema.ts';

export default {
  id: 'meta-ads-occ',
  platform: 'meta-ads',
  url: 'https://developers.facebook.com/documentation/ads-commerce/marketing-api/out-of-cycle-changes',
  format: 'markdown',
  method: 'dated-entries',
  sourceName: 'Meta Marketing API out-of-cycle changes',
  pages: [
    {
      url: 'https://developers.facebook.com/documentation/ads-commerce/marketing-api/out-of-cycle-changes/occ-{year}',
      fetch: '{url}.md?locale=en_US',
      yearOffset: 0,
      optional: true,
    },
    {
      url: 'https://developers.facebook.com/documentation/ads-commerce/marketing-api/out-of-cycle-changes/occ-{year}',
      fetch: '{url}.md?locale=en_US',
      yearOffset: -1,
    },
  ],
  accept: 'text/markdown',
  version: 2,
  options: {
    keyDate: 'day',
    scopeLine: '^\\*?applies to:?\\s*',
    untitled: 'first-sentence',
    tags: ['marketing-api', 'out-of-cycle'],
  },
} satisfies SourceFile;
