/**
 * Add or correct records by hand: reads a JSON array of records (without
 * `id`; it is computed) and writes one canonical content file per record.
 *
 *   npm run add-records -- changes  my-records.json [--replace] [--dry-run]
 *   npm run add-records -- price-events my-events.json
 *   npm run add-records -- tools my-tools.json
 *
 * Changes need `source_key` (see src/model/ids.ts); price events get their id
 * from tool|plan|event|date, or, when an event recording a different
 * observation already holds that id (in the content folder or earlier in the
 * input), from tool|plan|event|date|old_price_text|price_text. The numbers
 * of prices (a plan's price and currency, an event's price, old_price and
 * currency) are read from the price texts (src/model/price.ts) when the input
 * leaves them out; a number given that the text does not show is refused.
 * Every record
 * is validated before anything is written; an existing file is only replaced
 * with --replace.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { CONTENT_SCHEMAS, contentDirFrom } from '../src/model/content-kinds.ts';
import { assignPriceEventId, changeId, sourceKeyForm, type PriceEventKeyParts } from '../src/model/ids.ts';
import { canonicalJson } from '../src/model/canonical.ts';
import { readRecords } from '../src/model/content-files.ts';
import { writeFileAtomic } from '../src/model/atomic-write.ts';
import { formatIssues } from '../src/model/zod-issues.ts';
import { priceMismatches, withPrices } from '../src/model/price-fields.ts';

const USAGE = 'usage: npm run add-records -- <changes|price-events|tools> <file.json> [--replace] [--dry-run] [--content-dir content]';

function main(): number {
  let parsed;
  try {
    parsed = parseArgs({
      allowPositionals: true,
      options: {
        replace: { type: 'boolean' },
        'dry-run': { type: 'boolean' },
        help: { type: 'boolean' },
        'content-dir': { type: 'string', default: contentDirFrom() },
      },
    });
  } catch (err) {
    console.error(`${(err as Error).message}\n${USAGE}`);
    return 2;
  }
  const { values, positionals } = parsed;
  if (values.help) {
    console.log(USAGE);
    return 0;
  }
  const [kind, file] = positionals;
  if ((kind !== 'changes' && kind !== 'price-events' && kind !== 'tools') || !file || positionals.length !== 2) {
    console.error(USAGE);
    return 2;
  }
  let input: unknown;
  try {
    input = JSON.parse(readFileSync(file, 'utf8'));
  } catch (err) {
    console.error(`${file}: ${(err as Error).message}`);
    return 2;
  }
  if (!Array.isArray(input)) {
    console.error(`${file}: expected a JSON array of records`);
    return 2;
  }
  const dir = join(values['content-dir'], kind);
  const out: { path: string; text: string }[] = [];
  const events = kind === 'price-events' ? existingEvents(values['content-dir']) : new Map<string, PriceEventKeyParts>();
  let bad = 0;
  input.forEach((raw: Record<string, unknown>, i) => {
    let id: string;
    if (kind === 'changes') {
      const key = String(raw.source_key ?? '');
      if (sourceKeyForm(key) === null) {
        console.error(`${file}[${i}]: source_key "${key}" is not one of the four forms (see src/model/ids.ts)`);
        bad++;
        return;
      }
      id = changeId(String(raw.platform), key);
    } else if (kind === 'tools') {
      id = String(raw.id);
    } else {
      const parts = {
        tool_id: String(raw.tool_id),
        plan: String(raw.plan),
        event: String(raw.event),
        date: String(raw.date),
        old_price_text: raw.old_price_text === undefined ? undefined : String(raw.old_price_text),
        price_text: String(raw.price_text),
      };
      id = assignPriceEventId(parts, events);
      events.set(id, parts);
    }
    const given = priceMismatches(kind, raw).filter((m) => m.stored !== undefined);
    if (given.length > 0) {
      for (const m of given)
        console.error(
          `${file}[${i}] (${id}): ${m.field} is ${JSON.stringify(m.stored)}, but ${m.from} reads as ${JSON.stringify(m.read)}; leave it out to have it read from the text`,
        );
      bad++;
      return;
    }
    const record = withPrices(kind, { ...raw, id });
    const schema = CONTENT_SCHEMAS[kind];
    const res = schema.safeParse(record);
    if (!res.success) {
      console.error(`${file}[${i}] (${id}):\n${formatIssues(res.error)}`);
      bad++;
      return;
    }
    const path = join(dir, `${id}.json`);
    if (existsSync(path) && !values.replace) {
      console.error(`${file}[${i}]: ${path} exists; pass --replace to overwrite it`);
      bad++;
      return;
    }
    out.push({ path, text: canonicalJson(schema, record) });
  });
  if (bad > 0) {
    console.error(`${bad} record(s) rejected; nothing written.`);
    return 1;
  }
  for (const { path, text } of out) {
    if (!values['dry-run']) writeFileAtomic(path, text);
    console.log(`${values['dry-run'] ? 'would write' : 'wrote'} ${path}`);
  }
  if (out.length === 0) console.log('nothing to write');
  return 0;
}

/** The price events already in the content folder, by id (an unreadable file is the linter's to report). */
function existingEvents(contentDir: string): Map<string, PriceEventKeyParts> {
  const out = new Map<string, PriceEventKeyParts>();
  for (const ev of readRecords<PriceEventKeyParts & { id: unknown }>(contentDir, 'price-events')) {
    if (typeof ev?.id === 'string') out.set(ev.id, ev);
  }
  return out;
}

process.exitCode = main();
