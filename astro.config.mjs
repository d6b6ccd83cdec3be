// @ts-check
import { defineConfig } from 'astro/config';
import sitemap from '@astrojs/sitemap';
import { siteUrl } from './src/lib/site.ts';

export default defineConfig({
  site: siteUrl(),
  trailingSlash: 'always',
  build: { format: 'directory', concurrency: 2 },
  outDir: process.env.ASTRO_OUT_DIR || './dist',
  integrations: [sitemap()],
  devToolbar: { enabled: false },
});
