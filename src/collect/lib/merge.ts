/**
 * Merging what a source lists now into the change records of content/.
 * Pure: it returns the records to write, the runner writes them.
 *
 * - Ids never change: a record's id is hashed from its source key.
 * - `first_seen` is kept; `fetched_at` moves only when the record changes,
 *   so an unchanged record is an unchanged file.
 * - A record the run creates or changes is `recorded_by: collector`,
 *   `observed_via: official` (the run read the official page at `fetched_at`);
 *   a record the run finds unchanged is re-observed (`verified`: official,
 *   `last_verified` and `fetched_at` move to the run, once a day); a record the
 *   run only unlists keeps its observation.
 * - `changed_at` is set when the title or the effective date changes.
 * - Dates, labels and version facts follow the source. A deadline read
 *   from running text (a guess) is only used for a new record; an existing
 *   record's effective date is never replaced by a guess.
 * - Title and summary: a record keeps its title and summary (hand-written or
 *   collected) until the official text behind it changes (its fingerprint,
 *   remembered in the state file, differs); then the collected ones replace them.
 *   Categories and tags, once set, are editorial and kept.
 * - A record the source no longer lists keeps its file, id and url and gets
 *   `in_source: false` with `last_seen_in_source`. Only records of pages the
 *   run actually read are candidates (an API-version table counts as one
 *   page; blog posts, which fall off a feed by age, never are).
 * - A parse that finds far fewer records than the last good run is refused
 *   (`PlausibilityError`): the source is marked failed and nothing changes.
 * - Unlisting is bounded: a run that would unlist more than `maxUnlist`
 *   records of a source (DEFAULT_MAX_UNLIST, or `--allow-unlist N`) is
 *   refused (`UnlistLimitError`, naming every record it would unlist).
 * - Entries below the record bar (`belowBar`) never create a record; a
 *   record that exists for one is kept listed and updated.
 * - A run over stored copies (`copyOf`): what it creates or re-observes is
 *   `recorded_by: collector`, `observed_via: capture`, naming the copy; a
 *   record observed later (official, or a newer copy) is left alone; a hand
 *   record whose facts the copy states otherwise is kept (and reported); it
 *   unlists nothing and checks no baseline (a copy may be old or cut short).
 */
import { canonicalJson } from '../../model/canonical.ts';
import { changeId, normPage, sourceKeyForm } from '../../model/ids.ts';
import { precisionOf, type CategorySlug, type PlatformSlug } from '../../schemas/common.ts';
import { ChangeRecord } from '../../schemas/change.ts';
import { lifecycleCategories } from '../../model/lifecycle-event.ts';
import { ShapeError } from './outline.ts';
import type { ChangeItem } from './types.ts';
import type { CopyObservation } from './copies.ts';

/** A run must find at least this share of the records the last good run found. */
export const PLAUSIBLE_SHARE = 0.5;

export class PlausibilityError extends Error {
  constructor(found: number, baseline: number) {
    super(
      `parse found ${found} record(s), far fewer than the ${baseline} of the last good run (at least ${Math.ceil(baseline * PLAUSIBLE_SHARE)} expected); nothing was changed`,
    );
    this.name = 'PlausibilityError';
  }
}

/** Records a run may unlist per source without `--allow-unlist N`. */
export const DEFAULT_MAX_UNLIST = 2;

/** A run would unlist more records than allowed: nothing is written, the records are named. */
export class UnlistLimitError extends Error {
  readonly records: { id: string; title: string }[];
  readonly limit: number;
  constructor(records: { id: string; title: string }[], limit: number) {
    super(
      `the page no longer lists ${records.length} record(s), more than the ${limit} a run may unlist without --allow-unlist ${records.length}: ${records
        .map((r) => `${r.id} (${r.title})`)
        .join('; ')}; nothing was changed`,
    );
    this.name = 'UnlistLimitError';
    this.records = records;
    this.limit = limit;
  }
}

export function checkPlausible(found: number, baseline: number | null): void {
  if (found === 0) throw new ShapeError('the page yielded no records (its layout may have changed)');
  if (baseline !== null && baseline > 0 && found < Math.ceil(baseline * PLAUSIBLE_SHARE)) throw new PlausibilityError(found, baseline);
}

/** `verified`: the facts are unchanged, re-observed on the official page (last_verified moves to the run's day). */
export type WriteKind = 'new' | 'updated' | 'unlisted' | 'verified';

export interface RecordWrite {
  id: string;
  kind: WriteKind;
  record: ChangeRecord;
  /** Fields that differ from the file on disk (all fields for a new record). */
  fields: string[];
}

export interface ChangeMergeInput {
  collectorId: string;
  platform: PlatformSlug;
  items: ChangeItem[];
  existing: ReadonlyMap<string, ChangeRecord>;
  /** Text fingerprints from the state file, by record id. */
  texts: Readonly<Record<string, string>>;
  /** normPage() of every page parsed (or reused from cache) this run. */
  pagesSeen: ReadonlySet<string>;
  now: string;
  /** Start of the collector's last successful run, from its status file. */
  lastSuccessAt: string | null;
  /**
   * Records found by the last good run, for the plausibility check; null
   * before the first run, when the records of this collector that the run
   * can judge serve as the baseline.
   */
  baseline: number | null;
  /** Records this run may unlist (default DEFAULT_MAX_UNLIST; `--allow-unlist N`). */
  maxUnlist?: number;
  /**
   * A run over stored copies (`--from-copies`): the copy each official page
   * was read from, by the item's source_url. Such a run grades what it writes
   * `capture`, never lets an older copy overwrite a later observation, and never unlists.
   */
  copyOf?: (sourceUrl: string) => CopyObservation | undefined;
}

export interface ChangeMergePlan {
  found: number;
  writes: RecordWrite[];
  texts: Record<string, string>;
  /** Keys listed twice by the source; the first one was kept. */
  duplicates: string[];
  /** Entries below the record bar that have no record (not published). */
  skipped: number;
  /** A copy run: records of the collector the copies do not list (never unlisted by a copy run). */
  notOnCopy: number;
  /** A copy run: records whose facts differ from an older or undated copy, kept as they are. */
  kept: { id: string; fields: string[] }[];
}

type Rec = Record<string, unknown>;

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

function canonical(rec: Rec): string {
  return canonicalJson(ChangeRecord, rec);
}

/** Fields that differ between two records, in schema order. */
export function changedFields(a: Rec, b: Rec): string[] {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...keys].filter((k) => !same(a[k], b[k]));
}

/** How a record written by a collector run was observed: read from the official page by the collector, at fetched_at. */
const READ_BY_COLLECTOR = { recorded_by: 'collector', observed_via: 'official' } as const;

/** Mark a record the run changes as read by the collector from the official page (no copy named any more). */
function readByCollector(rec: Rec): void {
  Object.assign(rec, READ_BY_COLLECTOR);
  delete rec.capture_name;
  delete rec.capture_url;
  delete rec.capture_date;
  delete rec.verification;
}

/**
 * Mark a record as read by the collector from a stored copy of the official page, naming the copy.
 * last_verified: the copy's day, or the record's own when that is later and the copy states the same facts
 * (`factsKept`): the newest observation stating them stays the one it names. An unverified record's own day
 * is not such an observation (no copy of it could be named), so it takes the copy's day.
 */
function readFromCopy(rec: Rec, obs: CopyObservation, factsKept = false): void {
  // An unverified record's day names no copy anyone can check: the copy that now states it gives the day.
  const before = typeof rec.last_verified === 'string' && rec.verification !== 'unverified' ? rec.last_verified : undefined;
  readByCollector(rec);
  Object.assign(rec, { observed_via: 'capture', capture_name: obs.capture_name, capture_url: obs.capture_url });
  if (obs.capture_date !== undefined) rec.capture_date = obs.capture_date;
  rec.last_verified = factsKept && before !== undefined && before > obs.verified_on ? before : obs.verified_on;
}

/**
 * Whether a record was observed later than a copy shows the page: an official read (live, or by hand)
 * or a copy dated after this one. Such a record is left alone by a run over the copy.
 */
function observedAfter(rec: Rec, obs: CopyObservation): boolean {
  if (rec.observed_via === 'official') return true;
  if (rec.capture_url === obs.capture_url) return false;
  return typeof rec.capture_date === 'string' && (obs.capture_date === undefined || rec.capture_date > obs.capture_date);
}

/** Whether a copy may change a record's facts: only one read by a collector from an older (or the same) copy. */
function fromOlderCopy(rec: Rec, obs: CopyObservation): boolean {
  if (rec.recorded_by !== 'collector' || rec.observed_via !== 'capture') return false;
  if (rec.capture_url === obs.capture_url) return true;
  return typeof rec.capture_date === 'string' && obs.capture_date !== undefined && rec.capture_date <= obs.capture_date;
}

function newRecord(id: string, item: ChangeItem, input: ChangeMergeInput): Rec {
  const eff = item.effective_date ?? null;
  return {
    id,
    platform: input.platform,
    title: item.title,
    summary: item.summary || undefined,
    categories: item.api_version === undefined ? item.categories : lifecycleCategories(item.categories, item),
    tags: item.tags.length ? item.tags : undefined,
    published_date: item.published_date ?? null,
    effective_date: eff,
    effective_date_precision: eff === null ? null : precisionOf(eff),
    source_url: item.source_url,
    source_name: item.source_name,
    fetched_at: input.now,
    first_seen: input.now,
    collector: input.collectorId,
    ...READ_BY_COLLECTOR,
    last_verified: input.now.slice(0, 10),
    tentative: item.tentative ? true : undefined,
    optional_release: item.optional_release ? true : undefined,
    source_label: item.source_label,
    in_source: true,
    api: item.api,
    api_version: item.api_version,
    version_status: item.version_status,
    release_date: item.release_date,
    deprecation_date: item.deprecation_date,
    endpoints: item.endpoints,
    source_key: item.key,
  };
}

function mergeRecord(old: Rec, item: ChangeItem, textChanged: boolean): Rec {
  const next: Rec = { ...old };
  if (item.published_date !== undefined) next.published_date = item.published_date;
  if (item.effective_date !== undefined && !item.effective_from_prose) next.effective_date = item.effective_date;
  const eff = (next.effective_date as string | null | undefined) ?? null;
  if (next.effective_date !== undefined || next.effective_date_precision !== undefined) {
    next.effective_date_precision = eff === null ? null : precisionOf(eff);
  }
  if (item.tentative) next.tentative = true;
  else if (old.tentative === true && item.tentative === false) delete next.tentative;
  if (item.optional_release) next.optional_release = true;
  for (const f of ['source_label', 'api', 'api_version', 'version_status', 'release_date', 'deprecation_date', 'endpoints'] as const) {
    if (item[f] !== undefined) next[f] = item[f];
  }
  next.in_source = true;
  delete next.last_seen_in_source;
  if (textChanged) {
    next.title = item.title;
    if (item.summary) next.summary = item.summary;
  } else if (old.summary === undefined && item.summary) {
    next.summary = item.summary;
  }
  if (old.categories === undefined) next.categories = item.categories;
  // A version record's lifecycle decides between announcement (a release) and api_version_sunset (src/model/lifecycle-event.ts).
  if (next.api_version !== undefined && Array.isArray(next.categories)) {
    next.categories = lifecycleCategories(next.categories as CategorySlug[], next as Parameters<typeof lifecycleCategories>[1]);
  }
  if (old.tags === undefined && item.tags.length) next.tags = item.tags;
  next.source_url ??= item.source_url;
  next.source_name ??= item.source_name;
  next.source_key ??= item.key;
  return next;
}

/** Whether an unlisted record of this collector can be judged by this run. */
function inScope(rec: Rec, pagesSeen: ReadonlySet<string>): boolean {
  const key = typeof rec.source_key === 'string' ? rec.source_key : '';
  const form = sourceKeyForm(key);
  if (form === 'version') return true;
  if (form === 'article') return false;
  if (form === 'row' || form === 'entry') return pagesSeen.has(key.split('|')[1]!);
  try {
    return pagesSeen.has(normPage(String(rec.source_url)));
  } catch {
    return false;
  }
}

export function planChanges(input: ChangeMergeInput): ChangeMergePlan {
  const byId = new Map<string, ChangeItem>();
  const duplicates: string[] = [];
  for (const item of input.items) {
    const id = changeId(input.platform, item.key);
    if (byId.has(id)) duplicates.push(item.key);
    else byId.set(id, item);
  }
  const listed = [...input.existing.values()].filter((r) => {
    const rec = r as Rec;
    return rec.collector === input.collectorId && rec.in_source !== false && inScope(rec, input.pagesSeen);
  });
  // Before a first collector run, the records already compiled from this source are the baseline.
  // A copy may be older than the records (it cannot list what came later): only an empty parse fails it.
  checkPlausible(byId.size, input.copyOf ? null : (input.baseline ?? (listed.length || null)));

  const texts: Record<string, string> = { ...input.texts };
  const writes: RecordWrite[] = [];
  const kept: ChangeMergePlan['kept'] = [];
  let skipped = 0;
  for (const [id, item] of byId) {
    const old = input.existing.get(id) as Rec | undefined;
    const prevHash = input.texts[id];
    if (!old && item.belowBar) {
      skipped++;
      continue;
    }
    const obs = input.copyOf?.(item.source_url);
    if (input.copyOf && !obs) throw new Error(`${item.source_url}: an entry of a page with no stored copy (provenance.json names none)`);
    if (!old) {
      texts[id] = item.hash;
      const record = newRecord(id, item, input);
      if (obs) readFromCopy(record, obs);
      writes.push({ id, kind: 'new', record: record as ChangeRecord, fields: Object.keys(record).filter((k) => record[k] !== undefined) });
      continue;
    }
    // A later observation (an official read, a newer copy) stands against an older copy.
    if (obs && observedAfter(old, obs)) continue;
    const next = mergeRecord(old, item, prevHash !== undefined && prevHash !== item.hash);
    const factsChanged = canonical(next) !== canonical(old);
    if (obs && factsChanged && !fromOlderCopy(old, obs)) {
      // Compiled by hand (or from a copy of unknown date): the copy may be the older; a person decides.
      kept.push({ id, fields: changedFields(old, next) });
      continue;
    }
    texts[id] = item.hash;
    if (obs) {
      // Read from the copy: facts as the copy states them, the copy named (a re-observation of unchanged facts too).
      readFromCopy(next, obs, !factsChanged);
      if (canonical(next) === canonical(old)) continue;
    } else if (!factsChanged) {
      // Re-observed on the official page, unchanged: only last_verified (and fetched_at, which it may not pass) moves.
      const today = input.now.slice(0, 10);
      if (old.last_verified === today && old.observed_via === 'official') continue;
      readByCollector(next);
      next.last_verified = today;
      next.fetched_at = input.now;
      writes.push({ id, kind: 'verified', record: next as ChangeRecord, fields: changedFields(old, next) });
      continue;
    }
    // The record now says what the official page says, as this run read it: recorded by the collector, official.
    else {
      readByCollector(next);
      next.last_verified = input.now.slice(0, 10);
    }
    const fields = changedFields(old, next);
    next.fetched_at = input.now;
    if (!same(old.title, next.title) || !same(old.effective_date ?? null, next.effective_date ?? null)) next.changed_at = input.now;
    writes.push({ id, kind: 'updated', record: next as ChangeRecord, fields });
  }
  const gone = listed.filter((rec) => !byId.has(rec.id));
  // A copy is a past state of the page (or cut short): what it does not list is not judged by it.
  if (input.copyOf) return { found: byId.size, writes, texts, duplicates, skipped, notOnCopy: gone.length, kept };
  const limit = input.maxUnlist ?? DEFAULT_MAX_UNLIST;
  if (gone.length > limit)
    throw new UnlistLimitError(
      gone.map((r) => ({ id: r.id, title: r.title })),
      limit,
    );
  for (const rec of gone) {
    const r = rec as Rec;
    const fetched = String(r.fetched_at);
    const lastSeen = input.lastSuccessAt && input.lastSuccessAt > fetched ? input.lastSuccessAt : fetched;
    const next: Rec = { ...r, in_source: false, last_seen_in_source: lastSeen };
    writes.push({ id: rec.id, kind: 'unlisted', record: next as ChangeRecord, fields: changedFields(r, next) });
  }
  return { found: byId.size, writes, texts, duplicates, skipped, notOnCopy: 0, kept };
}
