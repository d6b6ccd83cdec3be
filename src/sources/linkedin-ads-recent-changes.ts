import type { SourceFile } from './schema.ts';

export default {
  id: 'linkedin-ads-recent-changes',
  platform: 'linkedin-ads',
  url: 'https://learn.microsoft.com/en-us/linkedin/marketing/integrations/recent-changes',
  format: 'html',
  method: 'dated-entries',
  sourceName: 'LinkedIn Marketing API recent changes',
  pages: [
    {
      url: 'https://learn.microsoft.com/en-us/linkedin/marketing/integrations/recent-changes',
    },
    {
      url: 'https://learn.microsoft.com/en-us/linkedin/marketing/integrations/archived-recent-changes/{year}/marketing-api-changes',
      yearOffset: 0,
      optional: true,
    },
    {
      url: 'https://learn.microsoft.com/en-us/linkedin/marketing/integrations/archived-recent-changes/{year}/marketing-api-changes',
      yearOffset: -1,
      optional: true,
    },
  ],
  version: 2,
  keyExample: 'dynamic utm api: ad account-level tracking parameter support:',
  options: {
    keyDate: 'month',
    groups: 'announcements|breaking changes|reminders|campaign management|reporting|platform|page management|audiences|lead|conversions',
    breakingGroups: 'breaking',
    tags: ['marketing-api'],
  },
} satisfies SourceFile;
