/**
 * Pricing of the tracked go-to-market tools: the latest snapshot of each tool
 * (`content/tools/<tool>.json`) and the dated price events
 * (`content/price-events/<id>.json`).
 */
import { z } from 'zod';
import { Day, HttpsUrl, PRICE_EVENT_KINDS, Text, Timestamp, ToolSlug } from './common.ts';

export const PRICE_EVENT_ID_RE = /^[a-z]+(?:-[a-z]+)*-[0-9a-f]{10}$/;

export const Plan = z
  .strictObject({
    label: Text.describe('Plan or add-on name as the page shows it.'),
    kind: z.enum(['plan', 'addon']).describe('plan, or addon for something bought on top of a plan.'),
    price_text: Text.describe('Price as displayed, verbatim (for example "$49", "Free", "Contact sales").'),
    price: z.number().nonnegative().nullable().describe('Numeric price of price_text in the page currency, null when none is shown.'),
    alt_price_text: Text.nullable().describe('A second price shown for the plan (yearly toggle, list versus promotion).'),
    unit_text: Text.nullable().describe('What the price is per, as shown (for example "per user / month").'),
    allowance_text: Text.nullable().describe('What the plan includes: credits, seats, contacts, as shown.'),
    excerpt: Text.describe('Short text of the plan card in our words, with the facts that matter to a buyer.'),
    billing: z
      .enum(['annual', 'monthly', 'quarterly'])
      .nullable()
      .describe('Billing period stated next to price_text, or null.'),
    alt_price_note: Text.nullable().describe('What alt_price_text means (for example "billed monthly").'),
  })
  .meta({ id: 'Plan', description: 'One plan or add-on of a tool, as its official pricing page shows it.' });

export const Tool = z
  .strictObject({
    id: ToolSlug,
    name: Text,
    category: Text.describe('What kind of tool it is (for example "sales engagement").'),
    pricing_url: HttpsUrl.describe('Official pricing page.'),
    last_snapshot: Day.nullable().describe('Date of the snapshot the plans come from; null before the first one.'),
    fetched_at: Timestamp.nullable().describe('When the pricing page was read (UTC); null before the first snapshot.'),
    public_pricing: z.boolean().describe('False when the page shows no prices (quote only).'),
    plans: z.array(Plan),
    notes: z.array(Text).describe('What a buyer must know: seat minimums, credit rules, quote-only tiers.'),
  })
  .meta({ id: 'Tool', description: 'Latest pricing snapshot of a tracked tool.' });

export const PriceEvent = z
  .strictObject({
    id: z.string().regex(PRICE_EVENT_ID_RE).describe('Stable id: <tool>-<10 hex chars of the SHA-1 of tool|plan|event|date>.'),
    tool_id: ToolSlug,
    plan: Text.describe('Plan label the event is about.'),
    event: z.enum(PRICE_EVENT_KINDS).describe('first_seen, price_change, allowance_change or page_changed.'),
    date: Day.describe('Date the change took effect or was first observed.'),
    old_price_text: Text.optional().describe('Price (or allowance, for allowance_change) before the event.'),
    price_text: Text.describe('Price (or allowance, for allowance_change) after the event.'),
    source_url: HttpsUrl.describe('Official page that shows or documents the event.'),
    snapshot_source: Text.describe('How the event was observed: collector id, or curated with the kind of page.'),
  })
  .superRefine((ev, ctx) => {
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
