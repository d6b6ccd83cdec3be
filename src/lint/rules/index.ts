/** Every rule of the data linter, in the order they report. */
import { canonical } from './canonical.ts';
import { dateOrder } from './date-order.ts';
import { dateRange } from './date-range.ts';
import { fileName } from './file-name.ts';
import { httpsOnly } from './https-only.ts';
import { idHash } from './id-hash.ts';
import { jsonSyntax } from './json-syntax.ts';
import { likeWithLike } from './like-with-like.ts';
import { priceNumber } from './price-number.ts';
import { firstSeenOnce } from './first-seen-once.ts';
import { minorSunset } from './minor-sunset.ts';
import { projectedTentative } from './projected-tentative.ts';
import { provenance } from './provenance.ts';
import { changeProvenance } from './change-provenance.ts';
import { toolGrade } from './tool-grade.ts';
import { references } from './references.ts';
import { sourceStatus } from './source-status.ts';
import { schema } from './schema.ts';
import { sourceKey } from './source-key.ts';
import { versions } from './versions.ts';
import { supersession } from './supersession.ts';
import { partOf } from './part-of.ts';
import { endpoints } from './endpoints.ts';
import { summaryDates } from './summary-dates.ts';
import { sameChange, sameDeadline } from './same-deadline.ts';
import { categoryEvents } from './category-events.ts';
import type { Rule } from '../types.ts';

export const RULES: Rule[] = [
  jsonSyntax,
  schema,
  fileName,
  idHash,
  sourceKey,
  httpsOnly,
  dateOrder,
  dateRange,
  canonical,
  references,
  sourceStatus,
  supersession,
  partOf,
  endpoints,
  versions,
  provenance,
  changeProvenance,
  toolGrade,
  likeWithLike,
  priceNumber,
  firstSeenOnce,
  minorSunset,
  projectedTentative,
  summaryDates,
  sameDeadline,
  sameChange,
  categoryEvents,
];
