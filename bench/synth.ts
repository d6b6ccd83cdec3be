/**
 * Synthetic content for benchmarks: N change records with realistic field
 * sizes and the real platform/category mix, tools with plans, price events in
 * proportion (one per 40 changes), source statuses and a digest. API families hold at most
 * SYNTH_FAMILY_MAX_VERSIONS versions each, as real ones do. Written as
 * canonical content files into a folder of the caller's (never content/).
 * Deterministic: the same N gives the same files.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { CATEGORIES, PLATFORM_SLUGS, TOOL_SLUGS, type PlatformSlug } from '../src/schemas/common.ts';
import { ChangeRecord, PriceEvent, SourceStatus, Tool } from '../src/schemas/index.ts';
import { canonicalJson } from '../src/model/canonical.ts';
import { CONTENT_KINDS } from '../src/model/content-kinds.ts';
import { eventPrice, planPrice } from '../src/model/price.ts';
import { assignPriceEventId, changeId, sourceKey, type PriceEventKeyParts } from '../src/model/ids.ts';
import { TOOLS } from '../src/model/registry.ts';
import { slugify } from '../src/model/version-strings.ts';
import { apiOf } from '../src/model/versions.ts';

/** A small deterministic PRNG (mulberry32). */
function rng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const WORDS =
  'api version sunset deprecation reporting field endpoint campaign audience conversion attribution window consent signal targeting creative format bidding budget metric dimension migration breaking change policy political advertiser account token partner catalog pixel measurement video image carousel lead form offline upload enhanced match identity privacy region retention rate limit'.split(
    ' ',
  );

const PLATFORM_WEIGHT = [0.15, 0.2, 0.12, 0.22, 0.15, 0.08, 0.08];

/**
 * The most versions one synthetic API family holds. A platform's version records fill its default API family
 * (no `api` field) up to this many, then a next family (`<Platform> API 2`, 3, ...), so families stay the size of
 * real ones at any N: content/ has 227 version rows over 548 records in 18 families, the largest 54 versions
 * (the Google Ads API).
 * Before, every version record of a platform went into one family, which grew with N (1,542 versions at 30,000
 * records): a migration path lists every version up to its target, so the migration pages and files grew with
 * the square of N (4.16 million steps, 1.9 GB at 30,000), which no real content does.
 */
export const SYNTH_FAMILY_MAX_VERSIONS = 100;

export interface SynthCounts {
  changes: number;
  events: number;
}

/** Options of writeSyntheticContent. */
export interface SynthOptions {
  /**
   * One more API family of `versions` version records (each with a sunset
   * date), written after everything else so the rest of the content is the
   * same as without it: a family longer than a platform page's version table
   * may hold (VERSION_TABLE_MAX_ROWS in src/model/versions.ts) at a record
   * count that would not reach it otherwise (the scale test's 1,500).
   */
  longFamily?: { platform: PlatformSlug; api: string; versions: number };
}

export function writeSyntheticContent(dir: string, n: number, seed = 42, opts: SynthOptions = {}): SynthCounts {
  const r = rng(seed);
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(r() * xs.length)]!;
  const words = (k: number) => Array.from({ length: k }, () => pick(WORDS)).join(' ');
  const sentence = (k: number) => {
    const s = words(k);
    return `${s[0]!.toUpperCase()}${s.slice(1)}.`;
  };
  for (const kind of CONTENT_KINDS) mkdirSync(join(dir, kind), { recursive: true });

  const day = (y0: number, span: number) => {
    const t = Date.UTC(y0, 0, 1) + Math.floor(r() * span * 365) * 86_400_000;
    return new Date(t).toISOString().slice(0, 10);
  };
  /** Version records so far, by platform: which family the next one joins. */
  const versionsOf = new Map<PlatformSlug, number>();
  for (let i = 0; i < n; i++) {
    let x = r();
    let pi = 0;
    while (pi < PLATFORM_WEIGHT.length - 1 && x > PLATFORM_WEIGHT[pi]!) x -= PLATFORM_WEIGHT[pi++]!;
    const platform = PLATFORM_SLUGS[pi]!;
    const isVersion = r() < 0.25;
    // The record's API family: the platform's default one (no api field) for its first versions, then the next.
    const family = isVersion ? Math.floor((versionsOf.get(platform) ?? 0) / SYNTH_FAMILY_MAX_VERSIONS) : 0;
    if (isVersion) versionsOf.set(platform, (versionsOf.get(platform) ?? 0) + 1);
    const api = family > 0 ? `${apiOf({ platform })} ${family + 1}` : undefined;
    const page = `https://developers.example.com/${platform}/docs/${isVersion ? (api ? `${slugify(api)}/versions` : 'versions') : 'changelog'}`;
    const key = isVersion
      ? sourceKey.version(api ? `${platform}-${slugify(api)}` : `${platform}-api`, `v${i}`)
      : sourceKey.entry(page, day(2016, 1), `entry ${i}`);
    const eff = r() < 0.9 ? day(2016, 12) : null;
    const month = eff !== null && r() < 0.15;
    const effective = eff === null ? null : month ? eff.slice(0, 7) : eff;
    const rec: Record<string, unknown> = {
      id: changeId(platform, key),
      platform,
      title: sentence(8 + Math.floor(r() * 6)).slice(0, 110),
      summary: `${sentence(18)} ${sentence(20)} ${sentence(12)}`,
      categories: isVersion
        ? [effective === null ? 'announcement' : 'api_version_sunset'] // a release only is an announcement (lint rule category-events)
        : [pick(CATEGORIES.slice(1)), ...(r() < 0.2 ? ['breaking_change'] : [])].filter((c, k, a) => a.indexOf(c) === k),
      tags: [pick(WORDS), pick(WORDS), pick(WORDS)].filter((t, k, a) => a.indexOf(t) === k),
      published_date: day(2015, 11),
      effective_date: effective,
      effective_date_precision: effective === null ? null : month ? 'month' : 'day',
      source_url: page,
      source_name: `${platform} developer docs`,
      fetched_at: '2026-11-25T00:00:00Z',
      first_seen: '2026-11-25T00:00:00Z',
      collector: 'bench',
      recorded_by: 'collector', // synthetic: as a collector run would write it
      observed_via: 'official',
      last_verified: '2026-11-25',
      in_source: r() > 0.03,
      source_key: key,
    };
    if (rec.in_source === false) rec.last_seen_in_source = '2026-11-01T00:00:00Z';
    if (isVersion) {
      if (api) rec.api = api;
      rec.api_version = `v${i}`;
      rec.version_status = effective && effective < '2026-11' ? 'sunset' : 'active';
      rec.release_date = '2015-01-01';
    }
    writeFileSync(join(dir, 'changes', `${rec.id}.json`), canonicalJson(ChangeRecord, rec));
  }

  const events = Math.max(12, Math.floor(n / 40));
  const OFFICIAL = { snapshot_source: 'official', observed_on: '2026-11-25', capture_url: null, capture_name: null } as const;
  const prices = ['Free', 'Starter', 'Pro', 'Business'].map((label, k) => ({
    label,
    kind: 'plan',
    product_line: null,
    price_text: k === 0 ? 'Free' : `$${k * 49}`,
    ...planPrice(k === 0 ? 'Free' : `$${k * 49}`),
    billing: k === 0 ? 'none' : 'annual',
    period: k === 0 ? null : 'month',
    unit: k === 0 ? null : 'seat',
    min_seats: null,
    alt_price_text: k === 0 ? null : `$${k * 59}`,
    alt_billing: k === 0 ? null : 'monthly',
    unit_text: 'per user / month',
    allowance_text: `${(k + 1) * 1000} credits`,
  }));
  for (const id of TOOL_SLUGS) {
    const info = TOOLS[id];
    const tool = {
      ...info,
      last_snapshot: '2026-11-25',
      fetched_at: '2026-11-25T00:00:00Z',
      ...OFFICIAL,
      public_pricing: true,
      plans: prices.map((p) => ({ ...p, excerpt: sentence(14), alt_price_note: p.alt_price_text ? 'billed monthly' : null, ...OFFICIAL })),
      observations: [{ ...OFFICIAL, source_url: info.pricing_url, shows: null, prices }],
      notes: [sentence(10)],
    };
    writeFileSync(join(dir, 'tools', `${id}.json`), canonicalJson(Tool, tool));
  }
  const taken = new Map<string, PriceEventKeyParts>();
  for (let i = 0; i < events; i++) {
    const tool = TOOL_SLUGS[i % TOOL_SLUGS.length]!;
    const plan = ['Starter', 'Pro', 'Business'][Math.floor(i / TOOL_SLUGS.length) % 3]!;
    const first = i < TOOL_SLUGS.length * 3;
    const date = first ? '2024-01-01' : day(2024, 3);
    const event = first ? 'first_seen' : 'price_change';
    const body = {
      tool_id: tool,
      plan,
      event,
      date,
      ...(first ? {} : { old_price_text: '$49' }),
      price_text: `$${49 + (i % 7) * 10}`,
      ...eventPrice({ event, price_text: `$${49 + (i % 7) * 10}`, old_price_text: first ? undefined : '$49' }),
      billing: 'annual',
      ...(first ? {} : { old_billing: 'annual', old_observed_on: '2024-01-01' }),
      source_url: TOOLS[tool].pricing_url,
      ...OFFICIAL,
      observed_on: date,
    };
    const id = assignPriceEventId(body, taken);
    if (taken.has(id)) continue;
    taken.set(id, body);
    const ev: Record<string, unknown> = { id, ...body };
    writeFileSync(join(dir, 'price-events', `${ev.id}.json`), canonicalJson(PriceEvent, ev));
  }
  for (const platform of PLATFORM_SLUGS) {
    const s = {
      id: `${platform}-bench`,
      name: `${platform} bench source`,
      kind: 'changes',
      platform,
      urls: [`https://developers.example.com/${platform}/docs/changelog`],
      status: 'ok',
      last_run_at: '2026-11-25T00:00:00Z',
      last_success_at: '2026-11-25T00:00:00Z',
      duration_ms: 1200,
      counts: { found: 10, new: 0, updated: 0, unlisted: 0 },
      records: 10,
      records_by_collector: 10,
      grades: { official: 10, capture: 0, transcription: 0 },
      copies: [],
      error: null,
    };
    writeFileSync(join(dir, 'sources', `${s.id}.json`), canonicalJson(SourceStatus, s));
  }
  let extra = 0;
  if (opts.longFamily) {
    const { platform, api, versions } = opts.longFamily;
    const page = `https://developers.example.com/${platform}/docs/${slugify(api)}/versions`;
    for (let k = 1; k <= versions; k++, extra++) {
      const key = sourceKey.version(`${platform}-${slugify(api)}`, `v${k}`);
      const effective = day(2016, 12);
      const rec = {
        id: changeId(platform, key),
        platform,
        title: `${api} v${k} sunset`,
        summary: `${sentence(18)} ${sentence(12)}`,
        categories: ['api_version_sunset'],
        tags: [pick(WORDS)],
        published_date: day(2015, 11),
        effective_date: effective,
        effective_date_precision: 'day',
        source_url: page,
        source_name: `${platform} developer docs`,
        fetched_at: '2026-11-25T00:00:00Z',
        first_seen: '2026-11-25T00:00:00Z',
        collector: 'bench',
        recorded_by: 'collector',
        observed_via: 'official',
        last_verified: '2026-11-25',
        in_source: true,
        source_key: key,
        api,
        api_version: `v${k}`,
        version_status: effective < '2026-11' ? 'sunset' : 'active',
        release_date: '2015-01-01',
      };
      writeFileSync(join(dir, 'changes', `${rec.id}.json`), canonicalJson(ChangeRecord, rec));
    }
  }
  return { changes: n + extra, events };
}

if (import.meta.main) {
  const [dir, n] = process.argv.slice(2);
  if (!dir || !n || !/^\d+$/.test(n)) {
    console.error('usage: node bench/synth.ts <dir> <N>');
    process.exit(2);
  }
  console.log(writeSyntheticContent(dir, Number(n)));
}
