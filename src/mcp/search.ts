/**
 * Keyword search over change records: an inverted index built once per data
 * load, and a matcher that answers a query without rescanning any text.
 *
 * Rules:
 * - Text is compared case- and accent-insensitively (`normalize`), split into
 *   words at anything that is not a letter or a digit (`tokenize`).
 * - Every query word must match: it is a word of the record, or the start of
 *   one ("deprecat" finds "deprecation"), in the title, a tag, the API version
 *   or the summary.
 * - Category words count as words of the record: a record of the category
 *   api_version_sunset has the word "sunset", a deprecation "deprecation" and
 *   "deprecated", and so on (CATEGORY_WORDS), so "sunset" and "v22 sunset"
 *   find version sunsets whose text never says the word.
 * - Score: per query word, the best field it matched in, title (6) above tags,
 *   API version and category words (3) above summary (1), doubled when the
 *   whole word matched.
 */
import { compareText } from '../model/compare.ts';
import type { CategorySlug } from '../schemas/common.ts';

export interface Searchable {
  title: string;
  summary?: string;
  tags?: readonly string[];
  api_version?: string;
  categories?: readonly string[];
}

/** The words a reader uses for each category, indexed as words of its records (weight of a tag). */
export const CATEGORY_WORDS: Record<CategorySlug, readonly string[]> = {
  api_version_sunset: ['api', 'version', 'sunset', 'sunsets'],
  deprecation: ['deprecation', 'deprecated', 'deprecations'],
  breaking_change: ['breaking', 'change'],
  tracking_signal: ['tracking', 'signal', 'signals'],
  policy: ['policy', 'policies'],
  format_change: ['format', 'formats'],
  announcement: ['announcement', 'announcements'],
};

export const FIELD_WEIGHT = { title: 6, tag: 3, summary: 1 } as const;
const WEIGHT_BITS = 3;
const WEIGHT_MASK = (1 << WEIGHT_BITS) - 1;

// biome-ignore lint/suspicious/noControlCharactersInRegex: the whole ASCII range, controls included
const ASCII = /^[\x00-\x7f]*$/;

/** Lower case, accents and other combining marks removed, compatibility forms folded. */
export function normalize(text: string): string {
  // Plain ASCII (most of the data) is its own NFKD form: skip the Unicode work.
  return ASCII.test(text)
    ? text.toLowerCase()
    : text
        .normalize('NFKD')
        .replace(/\p{M}+/gu, '')
        .toLowerCase();
}

const ASCII_WORDS = /[a-z0-9]+/g;
/** Splits at ASCII characters that are not letters or digits; anything else is sorted out by `nonAsciiWords`. */
const ROUGH_SPLIT = /[^a-z0-9\u0080-\uffff]+/;
const WORD_SPLIT = /[^\p{L}\p{N}]+/u;

/** Words of the non-ASCII pieces seen so far: pieces repeat, normalizing is slow. */
const wordsOfPiece = new Map<string, string[]>();

/** The normalized words of a piece of text that holds non-ASCII characters (memoized). */
function nonAsciiWords(piece: string): string[] {
  let out = wordsOfPiece.get(piece);
  if (!out) {
    out = normalize(piece)
      .split(WORD_SPLIT)
      .filter((w) => w !== '');
    if (wordsOfPiece.size > 100_000) wordsOfPiece.clear();
    wordsOfPiece.set(piece, out);
  }
  return out;
}

/**
 * The words of a text, normalized, in order (duplicates kept): runs of
 * letters and digits of `normalize(text)`.
 */
export function tokenize(text: string): string[] {
  const lower = text.toLowerCase();
  if (ASCII.test(lower)) return lower.match(ASCII_WORDS) ?? [];
  const out: string[] = [];
  for (const piece of lower.split(ROUGH_SPLIT)) {
    if (piece === '') continue;
    if (ASCII.test(piece)) out.push(piece);
    else for (const w of nonAsciiWords(piece)) out.push(w);
  }
  return out;
}

export interface SearchIndex {
  /** Number of records indexed (their positions are 0..size-1). */
  size: number;
  /** Every distinct word, sorted. */
  terms: string[];
  /** Per term: (record position << 3 | field weight), one entry per record. */
  postings: Int32Array[];
}

/** Build the index of `records`; positions in the index are positions in the array. */
export function buildSearchIndex(records: readonly Searchable[]): SearchIndex {
  const ids = new Map<string, number>();
  const lists: number[][] = [];
  const lastPos: number[] = [];
  records.forEach((rec, pos) => {
    // Fields in descending weight: a word keeps the weight of the first field it is found in.
    const add = (text: string | undefined, weight: number) => {
      if (!text) return;
      for (const word of tokenize(text)) {
        let id = ids.get(word);
        if (id === undefined) {
          id = lists.length;
          ids.set(word, id);
          lists.push([]);
          lastPos.push(-1);
        }
        if (lastPos[id] === pos) continue;
        lastPos[id] = pos;
        lists[id]!.push((pos << WEIGHT_BITS) | weight);
      }
    };
    add(rec.title, FIELD_WEIGHT.title);
    for (const tag of rec.tags ?? []) add(tag, FIELD_WEIGHT.tag);
    add(rec.api_version, FIELD_WEIGHT.tag);
    for (const cat of rec.categories ?? []) for (const word of CATEGORY_WORDS[cat as CategorySlug] ?? []) add(word, FIELD_WEIGHT.tag);
    add(rec.summary, FIELD_WEIGHT.summary);
  });
  const terms = [...ids.keys()].sort();
  return { size: records.length, terms, postings: terms.map((t) => Int32Array.from(lists[ids.get(t)!]!)) };
}

function lowerBound(sorted: readonly string[], key: string): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (sorted[mid]! < key) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

export interface Matches {
  /** Positions of the records every query word matched, ascending. */
  positions: Int32Array;
  /** Score of each record in `positions`, same order. */
  scores: Int32Array;
}

/** Distinct query words, longest first (they narrow the candidates fastest). */
export function queryWords(query: string): string[] {
  return [...new Set(tokenize(query))].sort((a, b) => b.length - a.length || compareText(a, b));
}

/** Records matching every word of `words` (see `queryWords`), with their scores. */
export function matchWords(index: SearchIndex, words: readonly string[]): Matches {
  const n = index.size;
  const count = new Uint8Array(n);
  const score = new Int32Array(n);
  const best = new Uint8Array(n);
  let alive = words.length > 0 ? -1 : 0;
  for (let j = 0; j < words.length && alive !== 0; j++) {
    const word = words[j]!;
    const touched: number[] = [];
    const end = lowerBound(index.terms, `${word}\uffff`);
    for (let k = lowerBound(index.terms, word); k < end; k++) {
      const factor = index.terms[k] === word ? 2 : 1;
      for (const entry of index.postings[k]!) {
        const pos = entry >> WEIGHT_BITS;
        if (count[pos] !== j) continue;
        const w = (entry & WEIGHT_MASK) * factor;
        if (best[pos] === 0) touched.push(pos);
        if (w > best[pos]!) best[pos] = w;
      }
    }
    for (const pos of touched) {
      count[pos] = j + 1;
      score[pos]! += best[pos]!;
      best[pos] = 0;
    }
    alive = touched.length;
  }
  const positions: number[] = [];
  if (words.length > 0) for (let i = 0; i < n; i++) if (count[i] === words.length) positions.push(i);
  return { positions: Int32Array.from(positions), scores: Int32Array.from(positions, (p) => score[p]!) };
}

/**
 * The first `limit` candidates, best first: higher score, then lower `rank`
 * (the tie order of the records, per position; `byRank` is its inverse).
 * Returns positions.
 */
export function rankPositions(candidates: ArrayLike<number>, scores: ArrayLike<number> | null, rank: Int32Array, byRank: Int32Array, limit: number): number[] {
  const n = rank.length;
  const keys = new Float64Array(candidates.length);
  for (let i = 0; i < candidates.length; i++) {
    keys[i] = (scores ? scores[i]! : 0) * n + (n - 1 - rank[candidates[i]!]!);
  }
  keys.sort();
  const out = new Array<number>(Math.min(limit, keys.length));
  for (let i = 0; i < out.length; i++) {
    const key = keys[keys.length - 1 - i]!;
    out[i] = byRank[n - 1 - (key % n)]!;
  }
  return out;
}
