// @ts-check
import { defineConfig } from 'astro/config';
import sitemap from '@astrojs/sitemap';
import { sitemapOptions } from './src/build/sitemap.ts';
import pagefind from './src/build/pagefind.ts';
import { siteUrl } from './src/model/site-url.ts';

import { cacheDirOf, outDirOf } from './src/build/build-dirs.ts';

const outDir = outDirOf();
const cacheDir = cacheDirOf();

export default defineConfig({
  site: siteUrl(),
  trailingSlash: 'always',
  build: { format: 'directory', concurrency: Number(process.env.ASTRO_CONCURRENCY || 2) },
  outDir,
  cacheDir,
  // pagefind last: it writes the build's "finished" marker after every other step (src/build/pagefind.ts).
  integrations: [sitemap(sitemapOptions()), pagefind()],
  devToolbar: { enabled: false },
});
