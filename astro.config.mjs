// @ts-check
import { defineConfig } from 'astro/config';
import sitemap from './src/integrations/sitemap.ts';
import directWrite from './src/integrations/direct-write.ts';
import { siteUrl } from './src/lib/site.ts';

const outDir = process.env.ASTRO_OUT_DIR || './dist';
// Builds of another content folder (tests, benchmarks) keep their own content cache.
const cacheDir = process.env.CHANGELINE_CONTENT_DIR ? `${outDir.replace(/\/+$/, '')}.cache` : './node_modules/.astro';

export default defineConfig({
  site: siteUrl(),
  trailingSlash: 'always',
  build: { format: 'directory', concurrency: Number(process.env.ASTRO_CONCURRENCY || 2) },
  outDir,
  cacheDir,
  integrations: [directWrite(), sitemap()],
  devToolbar: { enabled: false },
});
