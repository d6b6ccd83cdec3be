/**
 * /subscribe/ in a real browser, without JavaScript and with it: checking
 * boxes shows the addresses of exactly the checked platforms (CSS :has()),
 * the page fits a 390 px phone, and axe finds nothing serious.
 */
import { expect, type Page } from '@playwright/test';
import { seriousViolations, test } from './fixtures.ts';
import { PLATFORM_SLUGS } from '../../src/schemas/common.ts';
import { ATOM_PATH, CALENDAR_PATH, JSON_FEED_PATH, RSS_PATH, SUBSCRIBE_PATH, calendarPath, platformFeedPath } from '../../src/model/links.ts';

/** The hrefs of the address blocks the reader sees. */
async function visibleBlocks(page: Page): Promise<{ set: string; hrefs: string[] }[]> {
  const blocks = page.locator('.sub-set:visible');
  const out: { set: string; hrefs: string[] }[] = [];
  for (const b of await blocks.all()) {
    out.push({ set: (await b.getAttribute('data-set')) ?? '', hrefs: await b.locator('a').evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? '')) });
  }
  return out;
}

for (const javaScriptEnabled of [false, true]) {
  test.describe(`subscribe page, JavaScript ${javaScriptEnabled ? 'on' : 'off'}`, () => {
    test.use({ javaScriptEnabled });

    test('two boxes checked show the addresses of exactly those two platforms; none or all seven show the files of every platform', async ({ page }) => {
      await page.goto(SUBSCRIBE_PATH);
      // Nothing checked: only the block of every platform.
      expect(await visibleBlocks(page)).toEqual([
        { set: '', hrefs: [CALENDAR_PATH, `webcal://changeline.test${CALENDAR_PATH}`, ATOM_PATH, RSS_PATH, JSON_FEED_PATH] },
      ]);

      await page.getByLabel('Meta Ads').check();
      expect(await visibleBlocks(page)).toEqual([
        { set: 'meta-ads', hrefs: [calendarPath('meta-ads'), `webcal://changeline.test${calendarPath('meta-ads')}`, platformFeedPath('meta-ads')] },
      ]);
      await page.getByLabel('Google Ads').check();
      const both = calendarPath(['google-ads', 'meta-ads']);
      expect(await visibleBlocks(page)).toEqual([
        { set: 'google-ads+meta-ads', hrefs: [both, `webcal://changeline.test${both}`, platformFeedPath(['google-ads', 'meta-ads'])] },
      ]);
      await expect(page.locator('.sub-set:visible h3')).toHaveText('Google Ads and Meta Ads');
      await expect(page.locator('.sub-set:visible')).toContainText(`https://changeline.test${both}`);

      // The link works: the calendar is served.
      const res = await page.request.get(both);
      expect(res.status()).toBe(200);
      expect(await res.text()).toContain('X-WR-CALNAME:Changeline: Google Ads and Meta Ads deadlines');

      await page.getByLabel('Google Ads').uncheck();
      expect((await visibleBlocks(page)).map((b) => b.set)).toEqual(['meta-ads']);

      for (const p of PLATFORM_SLUGS) await page.locator(`#sub-${p}`).check();
      const all = await visibleBlocks(page);
      expect(all.map((b) => b.set)).toEqual([PLATFORM_SLUGS.join('+')]);
      expect(all[0]!.hrefs).toEqual([CALENDAR_PATH, `webcal://changeline.test${CALENDAR_PATH}`, ATOM_PATH, RSS_PATH, JSON_FEED_PATH]);
    });

    test(`at 390 px the page fits the screen with boxes checked${javaScriptEnabled ? ', and axe is clean' : ''}`, async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(SUBSCRIBE_PATH);
      await page.getByLabel('Microsoft Advertising').check();
      await page.getByLabel('Snapchat Ads').check();
      await page.getByLabel('LinkedIn Ads').check();
      await expect(page.locator('.sub-set:visible')).toHaveCount(1);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      const box = await page.locator('.sub-set:visible').boundingBox();
      expect(box!.x + box!.width).toBeLessThanOrEqual(390);
      // axe runs as a script in the page: only with JavaScript on (the markup and styles are the same either way).
      if (javaScriptEnabled) expect(await seriousViolations(page)).toEqual([]);
    });
  });
}
