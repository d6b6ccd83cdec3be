import type { SourceFile } from './schema.ts';

export default {
  id: 'amazon-ads-deprecations',
  platform: 'amazon-ads',
  url: 'https://advertising.amazon.com/API/docs/en-us/release-notes/deprecations',
  format: 'html',
  method: 'row-table',
  sourceName: 'Amazon Ads API deprecations',
  // 3: titles no longer end in the shutoff date (the effective date, shown beside the title; the title-date lint rule).
  // 4: a container section ("Reference") is named by its first sub-heading.
  // 5: each row names the operations (or field values) it retires (endpoints), read from its own cells.
  version: 5,
  keyExample: 'amazon dsp get /dsp/orders/',
  options: {
    columns: {
      Resource: 'Resource',
      'Affected URL suffixes': ['Affected URL suffixes', 'URL suffixes'],
      Replacement: 'Replacement',
      'Deprecation announcement date': ['Deprecation announcement date', 'Deprecation date'],
      'Shutoff date': 'Shutoff date',
    },
    allTables: true,
    key: '{Resource}',
    keyWhenRepeated: '{Resource} {Affected URL suffixes|link}',
    title: '{name} shut off',
    published: 'Deprecation announcement date',
    publishedPick: 'first',
    effective: 'Shutoff date',
    categories: ['deprecation'],
    tags: ['amazon-ads-api', '{Resource|tag}'],
    endpoints: { column: 'Affected URL suffixes', resource: 'Resource' },
    articles: {
      level: 2,
      categories: ['deprecation'],
    },
  },
} satisfies SourceFile;
