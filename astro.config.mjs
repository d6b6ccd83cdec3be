// @ts-check
import { defineConfig } from 'astro/config';
import sitemap from '@astrojs/sitemap';
import { sitemapOptions } from './src/integrations/sitemap.ts';
import pagefind from './src/integrations/pagefind.ts';
import { siteUrl } from './src/lib/site.ts';

import { cacheDirOf, outDirOf } from './src/lib/build-dirs.ts';

const outDir = outDirOf();
const cacheDir = cacheDirOf();

export default defineConfig({
  site: siteUrl(),
  trailingSlash: 'always',
  build: { format: 'directory', concurrency: Number(process.env.ASTRO_CONCURRENCY || 2) },
  outDir,
  cacheDir,
  // pagefind last: it writes the build's "finished" marker after every other step (src/integrations/pagefind.ts).
  integrations: [sitemap(sitemapOptions()), pagefind()],
  devToolbar: { enabled: false },
});
