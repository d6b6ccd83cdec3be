import { siteUrl } from '../lib/site.ts';
import { textFile } from '../lib/responses.ts';

export const GET = () =>
  textFile(`User-agent: *\nAllow: /\n\nSitemap: ${siteUrl()}/sitemap-index.xml\n`, 'text/plain');
