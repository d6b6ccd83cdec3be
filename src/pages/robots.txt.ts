import { SITEMAP_INDEX_PATH } from '../model/links.ts';
import { absolute, siteUrl } from '../model/site-url.ts';
import { textFile } from '../api/responses.ts';

export const GET = () => textFile(`User-agent: *\nAllow: /\n\nSitemap: ${absolute(siteUrl(), SITEMAP_INDEX_PATH)}\n`, 'text/plain');
