/**
 * `node bench/subscriptions.ts [N]`: what the calendars and feeds of
 * every set of platforms (src/site/platform-sets.ts) cost at N synthetic
 * records (default 10,000; the bench's generator and build day): bytes and
 * time of the 127 calendars and 127 Atom feeds, the sets of two or more
 * apart (what /calendars/<set>.ics and /feeds/<set>.xml add), and the
 * JSON Feed. Built in-process with the site's own builders, without Astro.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { buildDataset } from '../src/model/dataset.ts';
import { readRecords } from '../src/model/content-files.ts';
import { buildCalendar } from '../src/site/calendar.ts';
import { atomFeed, jsonFeed } from '../src/site/feeds.ts';
import { PLATFORM_SETS, setChanges } from '../src/site/platform-sets.ts';
import { writeSyntheticContent } from './synth.ts';
import { BENCH_BUILD_DATE } from './results.ts';

export interface SubscriptionCost {
  records: number;
  calendars: { single_mb: number; combined_mb: number; combined_gzip_mb: number; largest_kb: number; largest_events: number; ms: number };
  feeds: { single_mb: number; combined_mb: number; combined_gzip_mb: number; largest_kb: number; ms: number };
  json_feed_kb: number;
}

const mb = (n: number) => Math.round((n / 1e6) * 100) / 100;

export function subscriptionCost(n: number): SubscriptionCost {
  const dir = mkdtempSync(join(tmpdir(), 'changeline-subs-'));
  try {
    writeSyntheticContent(dir, n);
    const ds = buildDataset(
      {
        changes: readRecords(dir, 'changes'),
        tools: readRecords(dir, 'tools'),
        events: readRecords(dir, 'price-events'),
        sources: readRecords(dir, 'sources'),
        digests: readRecords(dir, 'digests'),
        sdks: readRecords(dir, 'sdks'),
      },
      { site: 'https://changeline.dev', today: BENCH_BUILD_DATE, generatedAt: `${BENCH_BUILD_DATE}T00:00:00Z` },
    );
    const cal = { single: 0, combined: 0, gzip: 0, largest: 0, events: 0, ms: 0 };
    const feed = { single: 0, combined: 0, gzip: 0, largest: 0, ms: 0 };
    for (const set of PLATFORM_SETS) {
      let t = performance.now();
      const ics = buildCalendar(ds, setChanges(ds, set), set);
      cal.ms += performance.now() - t;
      t = performance.now();
      const xml = atomFeed(ds, set);
      feed.ms += performance.now() - t;
      const icsBytes = Buffer.byteLength(ics);
      const xmlBytes = Buffer.byteLength(xml);
      if (set.length > 1) {
        cal.combined += icsBytes;
        cal.gzip += gzipSync(ics).length;
        feed.combined += xmlBytes;
        feed.gzip += gzipSync(xml).length;
      } else {
        cal.single += icsBytes;
        feed.single += xmlBytes;
      }
      if (icsBytes > cal.largest) {
        cal.largest = icsBytes;
        cal.events = (ics.match(/^BEGIN:VEVENT\r$/gm) ?? []).length;
      }
      feed.largest = Math.max(feed.largest, xmlBytes);
    }
    return {
      records: ds.changes.length,
      calendars: {
        single_mb: mb(cal.single),
        combined_mb: mb(cal.combined),
        combined_gzip_mb: mb(cal.gzip),
        largest_kb: Math.round(cal.largest / 1000),
        largest_events: cal.events,
        ms: Math.round(cal.ms),
      },
      feeds: {
        single_mb: mb(feed.single),
        combined_mb: mb(feed.combined),
        combined_gzip_mb: mb(feed.gzip),
        largest_kb: Math.round(feed.largest / 1000),
        ms: Math.round(feed.ms),
      },
      json_feed_kb: Math.round(Buffer.byteLength(jsonFeed(ds)) / 1000),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (import.meta.main) {
  const arg = process.argv[2];
  if (arg === '--help' || arg === '-h') {
    console.log('usage: node bench/subscriptions.ts [N]   (N synthetic records, default 10000)');
    process.exit(0);
  }
  if (process.argv.length > 3 || (arg !== undefined && !/^[1-9]\d*$/.test(arg))) {
    console.error(`subscriptions: N must be a positive whole number of records, got ${JSON.stringify(process.argv.slice(2).join(' '))}`);
    process.exit(2);
  }
  console.log(JSON.stringify(subscriptionCost(Number(arg ?? 10_000)), null, 2));
}
