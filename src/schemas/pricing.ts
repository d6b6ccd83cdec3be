/**
 * Pricing of the tracked go-to-market tools: the latest snapshot of each tool
 * (`content/tools/<tool>.json`) and the dated price events
 * (`content/price-events/<id>.json`).
 */
import { z } from 'zod';
import { Day, HttpsUrl, PRICE_EVENT_KINDS, Text, Timestamp, ToolSlug } from './common.ts';

export const PRICE_EVENT_ID_RE = /^[a-z]+(?:-[a-z]+)*-[0-9a-f]{10}$/;

/**
 * How an official page was observed.
 * - `official`: we read the official page ourselves (a collector run, or a
 *   person compiling from the official page) on `observed_on`;
 * - `capture`: a dated copy of the official page made by someone else (an
 *   archive capture, a public repository that stores the page), dated
 *   `observed_on`, at `capture_url`, made by `capture_name`.
 * The official page itself stays in `pricing_url` / `source_url`.
 */
export const SNAPSHOT_SOURCES = ['official', 'capture'] as const;
export const SnapshotSource = z
  .enum(SNAPSHOT_SOURCES)
  .describe(
    'How the official page was observed: official (we read the official page itself) or capture (a dated copy of the official page made by someone else).',
  );

const observedOn = Day.describe('Day the official page was seen showing this: the day we read it (official), or the date of the capture (capture).');
const captureUrl = HttpsUrl.nullable().describe(
  'Address of the capture itself (an archive snapshot, a file in a public repository); required for capture, null for official.',
);
const captureName = Text.nullable().describe(
  'Who made the capture (for example "Internet Archive Wayback Machine" or "GitHub owner/repo"); required for capture, null for official.',
);

/** The four provenance fields, spread into Plan, Tool and PriceEvent. */
export const PROVENANCE_SHAPE = {
  snapshot_source: SnapshotSource,
  observed_on: observedOn,
  capture_url: captureUrl,
  capture_name: captureName,
} as const;

export const Provenance = z.strictObject(PROVENANCE_SHAPE).meta({ id: 'Provenance', description: 'How and when an official page was observed.' });
export type Provenance = z.infer<typeof Provenance>;

type ProvenanceLike = {
  snapshot_source: (typeof SNAPSHOT_SOURCES)[number] | null;
  capture_url: string | null;
  capture_name: string | null;
};

/** The cross-field rules of provenance: a capture names its address and maker; an official observation has neither. */
export function provenanceIssues(p: ProvenanceLike): { path: string; message: string }[] {
  const out: { path: string; message: string }[] = [];
  if (p.snapshot_source === 'capture') {
    if (p.capture_url === null) out.push({ path: 'capture_url', message: 'is required when snapshot_source is capture' });
    if (p.capture_name === null) out.push({ path: 'capture_name', message: 'is required when snapshot_source is capture' });
  } else {
    const why = p.snapshot_source === 'official' ? 'snapshot_source is official' : 'there is no snapshot';
    if (p.capture_url !== null) out.push({ path: 'capture_url', message: `must be null when ${why}` });
    if (p.capture_name !== null) out.push({ path: 'capture_name', message: `must be null when ${why}` });
  }
  return out;
}

/** An amount read from a price text (src/lib/price.ts); the data linter checks it equals what the text reads as. */
const Amount = z.number().nonnegative().nullable();

export const Currency = z
  .string()
  .regex(/^[A-Z]{3}$/)
  .describe('ISO 4217 code of the currency an amount is in ($ on the tracked pages is USD, € EUR, £ GBP).');

function checkProvenance(p: ProvenanceLike, ctx: z.RefinementCtx): void {
  for (const i of provenanceIssues(p)) ctx.addIssue({ code: 'custom', path: [i.path], message: i.message });
}

export const Plan = z
  .strictObject({
    label: Text.describe('Plan or add-on name as the page shows it.'),
    kind: z.enum(['plan', 'addon']).describe('plan, or addon for something bought on top of a plan.'),
    price_text: Text.describe('Price as displayed, verbatim (for example "$49", "Free", "Contact sales").'),
    price: Amount.describe(
      'Amount price_text shows: its first amount with a currency, 0 when it reads "Free", null when it shows no price ("Contact sales", "Custom").',
    ),
    currency: Currency.nullable().describe(
      'ISO 4217 code of price, as price_text shows it ($ is USD, € EUR, £ GBP); null when price is null or price_text shows no currency ("Free").',
    ),
    alt_price_text: Text.nullable().describe('A second price shown for the plan (yearly toggle, list versus promotion).'),
    unit_text: Text.nullable().describe('What the price is per, as shown (for example "per user / month").'),
    allowance_text: Text.nullable().describe('What the plan includes: credits, seats, contacts, as shown.'),
    excerpt: Text.describe('Short text of the plan card in our words, with the facts that matter to a buyer.'),
    billing: z.enum(['annual', 'monthly', 'quarterly']).nullable().describe('Billing period stated next to price_text, or null.'),
    alt_price_note: Text.nullable().describe('What alt_price_text means (for example "billed monthly").'),
    source_url: HttpsUrl.optional().describe("Official page the plan was read from when it is not the tool's pricing_url (a help-centre or billing page)."),
    ...PROVENANCE_SHAPE,
  })
  .superRefine(checkProvenance)
  .meta({ id: 'Plan', description: 'One plan or add-on of a tool, as its official pricing page shows it.' });

export const Tool = z
  .strictObject({
    id: ToolSlug,
    name: Text,
    category: Text.describe('What kind of tool it is (for example "sales engagement").'),
    pricing_url: HttpsUrl.describe('Official pricing page.'),
    last_snapshot: Day.nullable().describe('Date of the snapshot the plans come from; null before the first one.'),
    fetched_at: Timestamp.nullable().describe(
      'When the snapshot was read (UTC): our fetch of the page, or our reading of the capture; null before the first snapshot.',
    ),
    snapshot_source: SnapshotSource.nullable().describe(
      'How the official pages of this snapshot were observed: official or capture; null only before the first snapshot.',
    ),
    observed_on: observedOn
      .nullable()
      .describe('Day the official page was seen as this snapshot shows it (equals last_snapshot); null only before the first snapshot.'),
    capture_url: captureUrl,
    capture_name: captureName,
    public_pricing: z.boolean().describe('False when the page shows no prices (quote only).'),
    plans: z.array(Plan),
    notes: z.array(Text).describe('What a buyer must know: seat minimums, credit rules, quote-only tiers.'),
  })
  .superRefine((t, ctx) => {
    checkProvenance(t, ctx);
    if ((t.snapshot_source === null) !== (t.last_snapshot === null) || (t.observed_on === null) !== (t.last_snapshot === null)) {
      ctx.addIssue({ code: 'custom', path: ['snapshot_source'], message: 'snapshot_source and observed_on are null exactly when last_snapshot is null' });
    } else if (t.observed_on !== t.last_snapshot) {
      ctx.addIssue({ code: 'custom', path: ['observed_on'], message: `must equal last_snapshot (${t.last_snapshot})` });
    }
  })
  .meta({ id: 'Tool', description: 'Latest pricing snapshot of a tracked tool.' });

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
    source_url: HttpsUrl.describe('Official page that shows or documents the event.'),
    ...PROVENANCE_SHAPE,
  })
  .superRefine((ev, ctx) => {
    checkProvenance(ev, ctx);
    const needsOld = ev.event === 'price_change' || ev.event === 'allowance_change';
    if (needsOld && ev.old_price_text === undefined) {
      ctx.addIssue({ code: 'custom', path: ['old_price_text'], message: `is required for ${ev.event}` });
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
export type Tool = z.infer<typeof Tool>;
export type PriceEvent = z.infer<typeof PriceEvent>;
