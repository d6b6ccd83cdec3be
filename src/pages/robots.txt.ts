import { SITEMAP_INDEX_PATH } from '../lib/links.ts';
import { absolute, siteUrl } from '../lib/site.ts';
import { textFile } from '../lib/responses.ts';

export const GET = () => textFile(`User-agent: *\nAllow: /\n\nSitemap: ${absolute(siteUrl(), SITEMAP_INDEX_PATH)}\n`, 'text/plain');
