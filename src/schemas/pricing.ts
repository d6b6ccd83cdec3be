/**
 * Pricing of the tracked go-to-market tools: the latest snapshot of each tool
 * (`content/tools/<tool>.json`) and the dated price events
 * (`content/price-events/<id>.json`).
 */
import { z } from 'zod';
import { COPY_GRADES, Day, HttpsUrl, OBSERVATION_GRADES, type ObservationGrade, PRICE_EVENT_KINDS, Text, Timestamp, ToolSlug } from './common.ts';

export const PRICE_EVENT_ID_RE = /^[a-z]+(?:-[a-z]+)*-[0-9a-f]{10}$/;

/**
 * How an official page was observed: the grades of `OBSERVATION_GRADES`
 * (src/schemas/common.ts), with pricing's field names:
 * - `official`: read from the official page itself on `observed_on`;
 * - `capture`: a dated verbatim copy of the official page made by someone
 *   else, dated `observed_on`, at `capture_url`, made by `capture_name`;
 * - `transcription`: a third party's dated, structured transcription of the
 *   official page read on `observed_on`, at `capture_url`, by `capture_name`.
 * The official page itself stays in `pricing_url` / `source_url`.
 */
export const SNAPSHOT_SOURCES = OBSERVATION_GRADES;
export type SnapshotSourceKind = ObservationGrade;
export const SnapshotSource = z
  .enum(SNAPSHOT_SOURCES)
  .describe(
    "How the official page was observed: official (read from the official page itself), capture (a dated verbatim copy of it: archive, mirror, screenshot) or transcription (a third party's dated structured transcription of it, not checked against a copy).",
  );

/** Grades that rest on someone else's record of the page, so name its address and maker. */
export const COPY_SOURCES: readonly SnapshotSourceKind[] = COPY_GRADES;

const observedOn = Day.describe(
  'Day the official page was seen showing this: the day we read it (official), the date of the capture (capture), or the day the transcriber read the page (transcription).',
);
const captureUrl = HttpsUrl.nullable().describe(
  'Address of the capture or transcription itself (an archive snapshot, a file in a public repository); required for capture and transcription, null for official.',
);
const captureName = Text.nullable().describe(
  'Who made the capture or transcription (for example "Internet Archive Wayback Machine" or "GitHub owner/repo"); required for capture and transcription, null for official.',
);

/** The four provenance fields, spread into Plan, Tool, PriceObservation and PriceEvent. */
export const PROVENANCE_SHAPE = {
  snapshot_source: SnapshotSource,
  observed_on: observedOn,
  capture_url: captureUrl,
  capture_name: captureName,
} as const;

export const Provenance = z.strictObject(PROVENANCE_SHAPE).meta({ id: 'Provenance', description: 'How and when an official page was observed.' });
export type Provenance = z.infer<typeof Provenance>;

type ProvenanceLike = {
  snapshot_source: SnapshotSourceKind | null;
  capture_url: string | null;
  capture_name: string | null;
};

/** The cross-field rules of provenance: a capture or transcription names its address and maker; an official observation has neither. */
export function provenanceIssues(p: ProvenanceLike): { path: string; message: string }[] {
  const out: { path: string; message: string }[] = [];
  if (p.snapshot_source !== null && COPY_SOURCES.includes(p.snapshot_source)) {
    if (p.capture_url === null) out.push({ path: 'capture_url', message: `is required when snapshot_source is ${p.snapshot_source}` });
    if (p.capture_name === null) out.push({ path: 'capture_name', message: `is required when snapshot_source is ${p.snapshot_source}` });
  } else {
    const why = p.snapshot_source === 'official' ? 'snapshot_source is official' : 'there is no snapshot';
    if (p.capture_url !== null) out.push({ path: 'capture_url', message: `must be null when ${why}` });
    if (p.capture_name !== null) out.push({ path: 'capture_name', message: `must be null when ${why}` });
  }
  return out;
}

/**
 * The billing basis of a price: how often the buyer is charged for it.
 * `none` is a plan that bills nothing (a free tier); `one_time` a pack or
 * fee paid once.
 */
export const BILLING_BASES = ['monthly', 'quarterly', 'annual', 'one_time', 'none'] as const;
export type BillingBasis = (typeof BILLING_BASES)[number];
export const Billing = z
  .enum(BILLING_BASES)
  .describe(
    'Billing basis of the price: monthly, quarterly or annual (billed every month, quarter or year), one_time (a pack or fee paid once) or none (nothing is billed: a free plan).',
  );

/** The span of time an amount pays for ("$49 / month" billed annually: month). */
export const PRICE_PERIODS = ['month', 'quarter', 'year', 'once'] as const;
export const PricePeriod = z
  .enum(PRICE_PERIODS)
  .describe('Span the amount pays for, as the page writes it: month ("$49 / month", even when billed annually), quarter, year, or once (a pack).');

/** What one price buys a seat of, or the whole account. */
export const PRICE_UNITS = ['seat', 'workspace', 'team', 'account', 'pack', 'item'] as const;
export const PriceUnit = z
  .enum(PRICE_UNITS)
  .describe(
    'What one price covers: seat (per user), workspace or team (the whole workspace or team, whatever its size), account (per email or sending account), pack (a bundle of credits), item (per domain, server or other unit bought).',
  );

/** An amount read from a price text (src/model/price.ts); the data linter checks it equals what the text reads as. */
const Amount = z.number().nonnegative().nullable();

export const Currency = z
  .string()
  .regex(/^[A-Z]{3}$/)
  .describe('ISO 4217 code of the currency an amount is in ($ on the tracked pages is USD, € EUR, £ GBP).');

function checkProvenance(p: ProvenanceLike, ctx: z.RefinementCtx): void {
  for (const i of provenanceIssues(p)) ctx.addIssue({ code: 'custom', path: [i.path], message: i.message });
}

/** Only a second price has a basis of its own. */
function checkAlt(p: { alt_price_text: string | null; alt_billing: BillingBasis | null }, ctx: z.RefinementCtx): void {
  if (p.alt_price_text === null && p.alt_billing !== null) {
    ctx.addIssue({ code: 'custom', path: ['alt_billing'], message: 'must be null when there is no alt_price_text' });
  }
}

/** What a price is, on its own basis: the fields a plan and an observed price share. */
const PRICE_SHAPE = {
  label: Text.describe('Plan or add-on name as the page shows it.'),
  kind: z.enum(['plan', 'addon']).describe('plan, or addon for something bought on top of a plan.'),
  product_line: Text.nullable().describe(
    'Product line the page groups the plan under (for example Instantly\'s "Outreach", "Credits" and "Bundles"); null when the page sells one line.',
  ),
  price_text: Text.describe('Price as displayed, verbatim (for example "$49", "Free", "Contact sales").'),
  price: Amount.describe(
    'Amount price_text shows: its first amount with a currency, 0 when it reads "Free", null when it shows no price ("Contact sales", "Custom").',
  ),
  currency: Currency.nullable().describe(
    'ISO 4217 code of price, as price_text shows it ($ is USD, € EUR, £ GBP); null when price is null or price_text shows no currency ("Free").',
  ),
  billing: Billing.nullable().describe('Billing basis of price_text as the page states it; null when the page (or the copy of it) does not say.'),
  period: PricePeriod.nullable().describe('Span price_text pays for ("$49 / month": month); null when the page does not say or shows no price.'),
  unit: PriceUnit.nullable().describe('What price_text covers (per seat, per workspace...); null when the page does not say or shows no price.'),
  min_seats: z
    .int()
    .positive()
    .nullable()
    .describe('Fewest seats this plan is sold with, as the page states it for this plan; null when it states no minimum for it.'),
  alt_price_text: Text.nullable().describe("The same plan's price on another billing basis, as the page shows it (the other side of a monthly/annual toggle)."),
  alt_billing: Billing.nullable().describe('Billing basis of alt_price_text; null when there is no alt_price_text or the page does not say.'),
  unit_text: Text.nullable().describe('What the price is per, as shown (for example "per user / month").'),
  allowance_text: Text.nullable().describe('What the plan includes: credits, seats, contacts, as shown.'),
} as const;

export const Plan = z
  .strictObject({
    ...PRICE_SHAPE,
    alt_price_note: Text.nullable().describe('What alt_price_text means, in words (for example "struck-through price: the monthly-billing rate").'),
    excerpt: Text.describe('Short text of the plan card in our words, with the facts that matter to a buyer.'),
    source_url: HttpsUrl.optional().describe("Official page the plan was read from when it is not the tool's pricing_url (a help-centre or billing page)."),
    ...PROVENANCE_SHAPE,
  })
  .superRefine((p, ctx) => {
    checkProvenance(p, ctx);
    checkAlt(p, ctx);
  })
  .meta({ id: 'Plan', description: 'One plan or add-on of a tool, as its official pricing page shows it, with the observation it comes from.' });

/** One price as one observation of the page showed it. */
export const ObservedPrice = z
  .strictObject(PRICE_SHAPE)
  .superRefine(checkAlt)
  .meta({ id: 'ObservedPrice', description: 'A plan or add-on price as one observation of the official page showed it.' });

/**
 * One dated observation of a tool's official pricing page (or of another
 * official page for add-ons): its grade, and every price it showed. A tool
 * keeps all of them, oldest first; its `plans` are the latest prices.
 */
export const PriceObservation = z
  .strictObject({
    ...PROVENANCE_SHAPE,
    source_url: HttpsUrl.describe('Official page observed.'),
    shows: Text.nullable().describe(
      'What this observation shows and leaves out, in our words (for example "annual billing selected; the monthly prices are not shown").',
    ),
    prices: z.array(ObservedPrice).describe('Every plan and add-on price the observation shows.'),
  })
  .superRefine(checkProvenance)
  .meta({ id: 'PriceObservation', description: 'One dated observation of an official pricing page: how it was seen and the prices it showed.' });

export type ObservedPrice = z.infer<typeof ObservedPrice>;
export type PriceObservation = z.infer<typeof PriceObservation>;

export const Tool = z
  .strictObject({
    id: ToolSlug,
    name: Text,
    category: Text.describe('What kind of tool it is (for example "sales engagement").'),
    pricing_url: HttpsUrl.describe('Official pricing page.'),
    last_snapshot: Day.nullable().describe('Date of the latest observation (the latest observed_on in observations); null when none is recorded.'),
    fetched_at: Timestamp.nullable().describe(
      'When the latest observation was read (UTC): our fetch of the page, or our reading of the capture or transcription; null when none is recorded.',
    ),
    snapshot_source: SnapshotSource.nullable().describe(
      "The tool's grade: the weakest grade among the prices it shows, so it never overstates them (official > capture > transcription; src/model/tool-grade.ts). It is the plans' weakest grade, of their latest observation of that grade; with no plan, the latest observation's; null only when no observation is recorded. Each plan keeps its own grade.",
    ),
    observed_on: observedOn
      .nullable()
      .describe(
        "Day of the observation the tool's grade comes from (see snapshot_source; on or before last_snapshot); null only when no observation is recorded.",
      ),
    capture_url: captureUrl.describe(
      "Address of the copy or transcription the tool's grade comes from (see snapshot_source); required for capture and transcription, null for official.",
    ),
    capture_name: captureName.describe(
      "Who made the copy or transcription the tool's grade comes from (see snapshot_source); required for capture and transcription, null for official.",
    ),
    public_pricing: z.boolean().describe('False when the page shows no prices (quote only).'),
    plans: z.array(Plan).describe('The latest price of every plan and add-on still listed, each with the observation it comes from.'),
    observations: z.array(PriceObservation).describe('Every admissible observation of the official pages, oldest first.'),
    notes: z.array(Text).describe('What a buyer must know: seat minimums, credit rules, quote-only tiers.'),
  })
  .superRefine((t, ctx) => {
    checkProvenance(t, ctx);
    if ((t.snapshot_source === null) !== (t.last_snapshot === null) || (t.observed_on === null) !== (t.last_snapshot === null)) {
      ctx.addIssue({ code: 'custom', path: ['snapshot_source'], message: 'snapshot_source and observed_on are null exactly when last_snapshot is null' });
    } else if (t.observed_on !== null && t.last_snapshot !== null && t.observed_on > t.last_snapshot) {
      ctx.addIssue({ code: 'custom', path: ['observed_on'], message: `must not be after last_snapshot (${t.last_snapshot})` });
    }
    const latest = latestObservation(t.observations);
    if (latest === null ? t.last_snapshot !== null : t.last_snapshot !== latest.observed_on) {
      ctx.addIssue({ code: 'custom', path: ['last_snapshot'], message: 'must be the day of the latest observation (null when there is none)' });
    }
    t.observations.forEach((o, i) => {
      if (i > 0 && o.observed_on < t.observations[i - 1]!.observed_on) {
        ctx.addIssue({ code: 'custom', path: ['observations', i, 'observed_on'], message: 'observations are kept oldest first' });
      }
    });
  })
  .meta({ id: 'Tool', description: 'A tracked tool: its latest prices and every dated observation of its official pricing pages.' });

/** The latest observation (the last of the latest day), or null. */
export function latestObservation<T extends { observed_on: string }>(list: readonly T[]): T | null {
  let best: T | null = null;
  for (const o of list) if (!best || o.observed_on >= best.observed_on) best = o;
  return best;
}

export function sameProvenance(a: ProvenanceLike & { observed_on: string | null }, b: ProvenanceLike & { observed_on: string | null }): boolean {
  return a.snapshot_source === b.snapshot_source && a.observed_on === b.observed_on && a.capture_url === b.capture_url && a.capture_name === b.capture_name;
}

export const PriceEvent = z
  .strictObject({
    id: z
      .string()
      .regex(PRICE_EVENT_ID_RE)
      .describe(
        'Stable id: <tool>-<10 hex chars of the SHA-1 of tool|plan|event|date>; when another event already holds that id, of tool|plan|event|date|old_price_text|price_text (docs/source-keys.md).',
      ),
    tool_id: ToolSlug,
    plan: Text.describe('Plan label the event is about.'),
    event: z.enum(PRICE_EVENT_KINDS).describe('first_seen, price_change, allowance_change or page_changed.'),
    date: Day.describe('Date the change took effect or was first observed.'),
    old_price_text: Text.optional().describe('Price (or allowance, for allowance_change) before the event.'),
    price_text: Text.describe('Price (or allowance, for allowance_change) after the event.'),
    old_price: Amount.describe(
      'Amount old_price_text shows, as for price (first amount with a currency, 0 for "Free"); null for first_seen, for allowance_change and page_changed (their texts are not prices), and when old_price_text shows no price.',
    ),
    price: Amount.describe(
      'Amount price_text shows on first_seen and price_change: its first amount with a currency, 0 when it reads "Free", null when it shows no price ("Contact sales"); null for allowance_change and page_changed (their texts are not prices).',
    ),
    currency: Currency.nullable().describe(
      'ISO 4217 code of price and old_price, as price_text (else old_price_text) shows it; null when neither shows a currency.',
    ),
    billing: Billing.nullable().describe(
      'Billing basis of price_text (first_seen, price_change) as the page states it; null for allowance_change and page_changed, and when the page does not say.',
    ),
    old_billing: Billing.nullable()
      .optional()
      .describe('Billing basis of old_price_text (price_change only): a price change compares two prices on the same basis.'),
    old_observed_on: Day.optional().describe(
      'Day of the earlier observation old_price_text comes from (price_change and allowance_change); observed_on is the later one.',
    ),
    source_url: HttpsUrl.describe('Official page that shows or documents the event.'),
    ...PROVENANCE_SHAPE,
  })
  .superRefine((ev, ctx) => {
    checkProvenance(ev, ctx);
    const needsOld = ev.event === 'price_change' || ev.event === 'allowance_change';
    if (needsOld && ev.old_price_text === undefined) {
      ctx.addIssue({ code: 'custom', path: ['old_price_text'], message: `is required for ${ev.event}` });
    }
    if (ev.event === 'price_change' && ev.old_billing === undefined) {
      ctx.addIssue({ code: 'custom', path: ['old_billing'], message: 'is required for price_change' });
    }
    if (ev.event !== 'price_change' && ev.old_billing !== undefined) {
      ctx.addIssue({ code: 'custom', path: ['old_billing'], message: 'applies to price_change only' });
    }
    if (ev.old_observed_on !== undefined && ev.old_price_text === undefined) {
      ctx.addIssue({ code: 'custom', path: ['old_observed_on'], message: 'needs old_price_text' });
    }
    if (ev.old_observed_on !== undefined && ev.old_observed_on > ev.observed_on) {
      ctx.addIssue({ code: 'custom', path: ['old_observed_on'], message: `must not be after observed_on (${ev.observed_on})` });
    }
    if (ev.event === 'first_seen' && ev.old_price_text !== undefined) {
      ctx.addIssue({ code: 'custom', path: ['old_price_text'], message: 'does not apply to first_seen' });
    }
    if (!ev.id.startsWith(`${ev.tool_id}-`)) {
      ctx.addIssue({ code: 'custom', path: ['id'], message: `must start with the tool id "${ev.tool_id}-"` });
    }
  })
  .meta({ id: 'PriceEvent', description: 'A dated pricing event of a tool.' });

export type Plan = z.infer<typeof Plan>;
export type PriceUnitKind = (typeof PRICE_UNITS)[number];
export type PricePeriodKind = (typeof PRICE_PERIODS)[number];
export type Tool = z.infer<typeof Tool>;
export type PriceEvent = z.infer<typeof PriceEvent>;
