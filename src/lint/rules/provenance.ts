import { COPY_SOURCES, SNAPSHOT_SOURCES } from '../../schemas/index.ts';
import { INADMISSIBLE_SOURCES, TRANSCRIBERS } from '../../model/pricing-sources.ts';
import type { Problem, Rule } from '../types.ts';

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => !!v && typeof v === 'object' && !Array.isArray(v);
const DAY = /^\d{4}-\d{2}-\d{2}$/;
type Grade = (typeof SNAPSHOT_SOURCES)[number];

/** What is missing from a record's provenance, in words; empty when it is whole. */
function missing(o: Obj): string[] {
  const out: string[] = [];
  if (!SNAPSHOT_SOURCES.includes(o.snapshot_source as Grade)) out.push(`snapshot_source (${SNAPSHOT_SOURCES.join(', ')})`);
  if (typeof o.observed_on !== 'string' || !DAY.test(o.observed_on)) out.push('observed_on (YYYY-MM-DD)');
  if (COPY_SOURCES.includes(o.snapshot_source as Grade)) {
    if (typeof o.capture_url !== 'string' || !o.capture_url) out.push('capture_url');
    if (typeof o.capture_name !== 'string' || !o.capture_name) out.push('capture_name');
  }
  return out;
}

const hostOf = (u: unknown): string | null => {
  try {
    return typeof u === 'string' ? new URL(u).host.toLowerCase().replace(/^www\./, '') : null;
  } catch {
    return null;
  }
};

/**
 * Every price says how and when it was seen, in one of three grades. Read
 * from the raw JSON, so a priced plan without provenance is named even when
 * other schema errors hide the record from the other rules: a plan with a
 * price, every observation, every price event and every tool snapshot name
 * snapshot_source (official, capture or transcription) and observed_on, and
 * a capture or transcription its address and maker. Nothing is observed in
 * the future; a copy is not on the official host; a known transcriber's file
 * (src/model/pricing-sources.ts) is graded transcription, never capture or
 * official; and no tool or price event cites an inadmissible source
 * (research notes), not even in a note.
 */
export const provenance: Rule = {
  name: 'provenance',
  description:
    'Priced plans, observations, price events and snapshots name their grade (official, capture or transcription); observed_on is not in the future; a copy is not on the official host; transcribers are graded transcription; nothing cites research notes.',
  check: ({ files, today }) => {
    const out: Problem[] = [];
    const check = (path: string, field: string | undefined, o: Obj, what: string, official: unknown): void => {
      const gaps = missing(o);
      if (gaps.length) {
        out.push({ path, field, message: `${what} has no provenance: missing ${gaps.join(', ')}` });
        return;
      }
      if ((o.observed_on as string) > today) out.push({ path, field: join(field, 'observed_on'), message: `${o.observed_on} is in the future` });
      const capHost = hostOf(o.capture_url);
      if (o.snapshot_source !== 'official' && capHost && capHost === hostOf(official)) {
        out.push({ path, field: join(field, 'capture_url'), message: `is on the official host ${capHost}; a page read there is an official observation` });
      }
      const url = typeof o.capture_url === 'string' ? o.capture_url : '';
      const transcriber = TRANSCRIBERS.find((t) => t.url.test(url));
      if (transcriber && o.snapshot_source !== 'transcription') {
        out.push({
          path,
          field: join(field, 'snapshot_source'),
          message: `is ${String(o.snapshot_source)}, but files of ${transcriber.name} are structured transcriptions of the page, not copies: grade them transcription`,
        });
      }
    };
    for (const f of files) {
      if (!isObj(f.json)) continue;
      if (f.kind === 'tools' || f.kind === 'price-events') {
        for (const bad of INADMISSIBLE_SOURCES) {
          if (bad.pattern.test(f.text)) out.push({ path: f.path, message: `cites ${bad.name}: ${bad.why}; drop what rests on it` });
        }
      }
      if (f.kind === 'tools') {
        const tool = f.json;
        if (tool.last_snapshot !== null && tool.last_snapshot !== undefined) check(f.path, undefined, tool, 'the snapshot', tool.pricing_url);
        const plans = Array.isArray(tool.plans) ? tool.plans : [];
        plans.forEach((p, i) => {
          if (!isObj(p)) return;
          const priced = typeof p.price === 'number' || /\d/.test(String(p.price_text ?? ''));
          const label = typeof p.label === 'string' ? p.label : `#${i}`;
          if (priced || p.snapshot_source !== undefined) {
            check(f.path, `plans.${i}`, p, `${priced ? 'priced ' : ''}plan "${label}"`, p.source_url ?? tool.pricing_url);
          }
        });
        const observations = Array.isArray(tool.observations) ? tool.observations : [];
        observations.forEach((o, i) => {
          if (isObj(o)) check(f.path, `observations.${i}`, o, `observation #${i}`, o.source_url ?? tool.pricing_url);
        });
      } else if (f.kind === 'price-events') {
        check(f.path, undefined, f.json, 'the price event', f.json.source_url);
      }
    }
    return out;
  },
};

function join(field: string | undefined, leaf: string): string {
  return field ? `${field}.${leaf}` : leaf;
}
