/**
 * /sdks/ in a real browser, on the built fixture site: a reader who needs
 * Google Ads API v23 reaches its row from the footer and reads, per
 * package, the versions that speak it; the reverse table of a package opens
 * and names the API versions of the version they pin; axe is clean.
 */
import { expect } from '@playwright/test';
import { seriousViolations, test } from './fixtures.ts';
import { sdkVersionAnchor } from '../../src/model/sdks.ts';

test('which package version do I need for Google Ads API v23?', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Client libraries', exact: true }).click();
  await expect(page).toHaveURL(/\/sdks\/$/);
  await expect(page.locator('h1')).toHaveText('Client libraries and API versions');

  await page.goto(`/sdks/#${sdkVersionAnchor('google-ads', 'Google Ads API', 'v23')}`);
  const row = page.locator(`#${sdkVersionAnchor('google-ads', 'Google Ads API', 'v23')}`);
  await expect(row).toBeInViewport();
  await expect(row.getByRole('rowheader')).toHaveText('v23');
  await expect(row.locator('li[data-package="google-ads"]')).toHaveText(/google-ads\s+PyPI:\s+29\.0\.0 and later/);
  await expect(row.locator('li[data-package="com.google.api-ads:google-ads"]')).toHaveText(/Maven:\s+43\.0\.0 and later/);

  // The reverse: which API versions does google-ads 29.0.0 speak, and which one does it call by default?
  const ranges = page.locator('details[data-package-ranges="google-ads"]');
  await ranges.locator('summary').click();
  const pinned = ranges.getByRole('row', { name: /^29\.0\.0 up to 30\.1\.0/ });
  await expect(pinned).toContainText('v20, v21, v22, v23');
  await expect(pinned.getByRole('cell').nth(1)).toHaveText('v23');
  await expect(pinned.getByRole('link')).toHaveAttribute('href', 'https://github.com/googleads/google-ads-python/blob/29.0.0/google/ads/googleads/client.py');

  expect(await seriousViolations(page)).toEqual([]);
});
