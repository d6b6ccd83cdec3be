import { defineConfig } from '@playwright/test';

/** Browser tests on the built fixture site (tests/.out/fixture-site), served by astro preview. */
/** `E2E_PORT` moves the preview server when several checkouts test on one machine. */
const port = Number(process.env.E2E_PORT || 4399);
export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  outputDir: 'tests/.out/playwright',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 30_000,
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--headless',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  webServer: {
    command: `astro preview --ignore-lock --host 127.0.0.1 --port ${port}`,
    env: { ASTRO_OUT_DIR: 'tests/.out/fixture-site', SITE_URL: 'https://changeline.test' },
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: false,
    timeout: 60_000,
  },
});
