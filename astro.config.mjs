// @ts-check
import { defineConfig } from 'astro/config';
import sitemap from './src/integrations/sitemap.ts';
import directWrite from './src/integrations/direct-write.ts';
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
  integrations: [directWrite(), sitemap()],
  devToolbar: { enabled: false },
});
