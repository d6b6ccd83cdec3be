/**
 * What every browser test shares: requests to any other host are answered
 * locally, so nothing leaves the machine; a test fails on a console error,
 * an uncaught exception or a JavaScript dialog. And the axe check.
 */
import { test as base, expect, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';

export const test = base.extend<{ problems: string[] }>({
  problems: [
    async ({ page, context }, use) => {
      const problems: string[] = [];
      await context.route(/^https?:\/\/(?!127\.0\.0\.1[:/])/, (route) =>
        route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>Official source (stub)</title><h1>stub</h1>' }),
      );
      page.on('console', (m) => {
        if (m.type() === 'error') problems.push(`console: ${m.text()} (${page.url()})`);
      });
      page.on('pageerror', (e) => problems.push(`exception: ${e.message} (${page.url()})`));
      page.on('dialog', async (d) => {
        problems.push(`dialog: ${d.message()} (${page.url()})`);
        await d.dismiss();
      });
      await use(problems);
      expect(problems).toEqual([]);
    },
    { auto: true },
  ],
});

/** Serious and critical axe violations of the page as it is now. */
export async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(', ')}`,
    );
}

/**
 * The page's serious and critical axe violations in both colour schemes, from one load: every rule in the
 * light scheme, then, with the scheme switched to dark in place (the styles follow prefers-color-scheme, no
 * reload), the one rule the scheme decides, colour contrast. Each finding is labelled with its scheme.
 */
export async function seriousViolationsBothSchemes(page: Page, path: string, ready?: () => Promise<void>): Promise<string[]> {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto(path);
  if (ready) await ready();
  const light = (await seriousViolations(page)).map((v) => `light: ${v}`);
  await page.emulateMedia({ colorScheme: 'dark' });
  const contrast = await new AxeBuilder({ page }).withRules(['color-contrast']).analyze();
  const dark = contrast.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `dark: ${v.id} (${v.impact}): ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(', ')}`,
    );
  return [...light, ...dark];
}
