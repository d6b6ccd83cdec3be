/**
 * The weekly digest (`content/digests/<YYYY-Www>.json`), written by
 * `npm run digest` and published by `/api/newsletter/latest.json`.
 * A digest keeps its own copies of the rows, so an old digest still reads as
 * it was sent even after the records move on.
 */
import { z } from 'zod';
import { Category, Day, DayOrMonth, HttpsUrl, Platform, Text, Timestamp } from './common.ts';
import { ChangeId } from './change.ts';
import { PriceEvent } from './pricing.ts';

export const DIGEST_ID_RE = /^\d{4}-W\d{2}$/;

const digestItemShape = {
  id: ChangeId,
  platform: Platform,
  title: Text,
  categories: z.array(Category),
  published_date: DayOrMonth.nullable().describe('When the source announced it, if it says.'),
  release_date: DayOrMonth.nullable().describe('Release of the API version, on API-version records.'),
  effective_date: DayOrMonth.nullable(),
  effective_date_precision: z.enum(['day', 'month']).nullable(),
  source_url: HttpsUrl,
};

export const DigestItemRecord = z.strictObject(digestItemShape);
export const DigestItem = z
  .strictObject({ ...digestItemShape, url: z.url().describe('Address of the record page.') })
  .meta({ id: 'DigestItem', description: 'A change as listed in a digest.' });

function digestShape<T extends z.ZodType>(item: T) {
  return {
    id: z.string().regex(DIGEST_ID_RE).describe('ISO week, YYYY-Www.'),
    period_start: Day.describe('First day of the week covered (Monday).'),
    period_end: Day.describe('Last day of the week covered (Sunday).'),
    generated_at: Timestamp,
    announced: z
      .array(item)
      .describe('Records the official source announced during the week: published_date (or, for an API version, release_date) is a day of the week.'),
    taking_effect: z.array(item).describe('Records whose effective date is a day of the week, soonest first.'),
    changed_changes: z
      .array(item)
      .describe('Records whose title or effective date changed during the week (changed_at), other than ones first seen that week.'),
    deadlines: z.array(item).describe('Records taking effect in the 30 days after period_end, soonest first.'),
    price_events: z.array(PriceEvent).describe('Price events dated within the week, other than first_seen (a plan first recorded is counted in added).'),
    added: z
      .strictObject({
        changes: z.int().nonnegative().describe('Change records Changeline first saw during the week.'),
        plans: z.int().nonnegative().describe('Plans whose price Changeline first recorded during the week (first_seen price events).'),
        first_compilation: z
          .boolean()
          .describe('True when the week holds the first compilation of the dataset: its records are counted here, not listed as news.'),
      })
      .describe('What Changeline added to its record during the week, counted in one line rather than listed: additions are not news of the platforms.'),
  };
}

export const DigestRecord = z.strictObject(digestShape(DigestItemRecord));
export const Digest = z.strictObject(digestShape(DigestItem)).meta({ id: 'Digest', description: 'A weekly digest of Changeline.' });

export type DigestItemRecord = z.infer<typeof DigestItemRecord>;
export type DigestRecord = z.infer<typeof DigestRecord>;
export type Digest = z.infer<typeof Digest>;
