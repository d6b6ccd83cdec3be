/**
 * Issue 20 on the real content (content/, as of a fixed day): feed titles name
 * their platform and a version's release is never categorised as a sunset;
 * every calendar SUMMARY names its event, no event spans more than one day,
 * and deadline events alarm 30 and 7 days before.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import ICAL from 'ical.js';
import { parseFeed } from '@rowanmanning/feed-parser';
import { readRecords } from '../../../src/model/content-files.ts';
import { buildDataset } from '../../../src/model/dataset.ts';
import { atomFeed, entryEvent, rssFeed } from '../../../src/site/feeds.ts';
import { buildCalendar } from '../../../src/site/calendar.ts';
import { deadlineEvent } from '../../../src/model/lifecycle-event.ts';
import { oneLine, platformName } from '../../../src/site/format.ts';
import { PLATFORM_SLUGS } from '../../../src/schemas/common.ts';
import type { ChangeRecord } from '../../../src/schemas/change.ts';

const today = '2026-11-27';
const ds = buildDataset(
  { changes: readRecords<ChangeRecord>('content', 'changes'), tools: [], events: [], sources: [], digests: [] },
  { site: 'https://changeline.test', today, generatedAt: `${today}T00:00:00Z` },
);

test('real content: every feed title names its platform; no version release entry carries a sunset category', () => {
  const byUrl = new Map(ds.changes.map((c) => [c.url, c]));
  let releases = 0;
  const feeds = [atomFeed(ds), rssFeed(ds), ...PLATFORM_SLUGS.map((p) => atomFeed(ds, p))];
  for (const xml of feeds) {
    for (const i of parseFeed(xml).toJSON().items) {
      const c = byUrl.get(i.id ?? '')!;
      assert.ok(i.title!.startsWith(`${platformName(c.platform)}: `), i.title!);
      if (entryEvent(c, today)?.kind !== 'release') continue;
      releases++;
      assert.match(i.title!, / released$/);
      assert.doesNotMatch(i.categories.map((k) => `${k.term ?? ''} ${k.label ?? ''}`).join(' | '), /sunset/i, i.title!);
    }
  }
  assert.ok(releases > 10, `${releases} release entries checked`);
});

test('real content: every calendar SUMMARY names its event, no event spans more than one day, deadlines alarm 30 and 7 days before', () => {
  let seen = 0;
  for (const p of [undefined, ...PLATFORM_SLUGS]) {
    const cal = new ICAL.Component(ICAL.parse(buildCalendar(ds, p ? ds.byPlatform.get(p)! : ds.changes, p)));
    for (const v of cal.getAllSubcomponents('vevent')) {
      const e = new ICAL.Event(v);
      assert.equal(e.endDate.toJSDate().getTime() - e.startDate.toJSDate().getTime(), 24 * 60 * 60 * 1000, e.summary);
      const c = ds.byId.get(e.uid.split('@')[0]!);
      if (!c) continue;
      seen++;
      const ev = deadlineEvent(c)!;
      assert.ok(e.summary.startsWith(`${platformName(c.platform)}: `), e.summary);
      assert.ok(e.summary.includes(` ${ev.name}`) || (ev.inTitle && e.summary.includes(oneLine(c.title))), e.summary);
      if (c.effective_date!.length === 7) assert.match(e.summary, /day not announced/);
      assert.deepEqual(
        v
          .getAllSubcomponents('valarm')
          .map((a) => String(a.getFirstPropertyValue('trigger')))
          .sort(),
        ['-P30D', '-P7D'],
        e.summary,
      );
    }
  }
  assert.ok(seen > 20, `${seen} events checked`);
});
