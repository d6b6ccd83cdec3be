/** The Shields.io endpoint badge of a version row (/api/badges/…). */
import type { Badge, VersionRow } from '../schemas/versions.ts';
import { formatShortDate } from '../model/format-date.ts';
import { urgencyOf, type Urgency } from '../model/urgency.ts';
import { familyLabel } from '../model/versions.ts';

const BADGE_COLOR: Record<Urgency, string> = { urgent: 'red', soon: 'orange', calm: 'green', passed: 'lightgrey' };

/**
 * The Shields.io endpoint badge of a row: "Google Ads API v21" | "sunset in
 * 45 days", coloured red within 30 days, orange within 90, green later,
 * grey once sunset.
 */
export function versionBadge(r: VersionRow, today: string): Badge {
  const label = `${familyLabel(r.platform, r.api)} ${r.version}`;
  const tentative = r.tentative ? ' (tentative)' : '';
  if (r.status === 'sunset') {
    return { schemaVersion: 1, label, message: r.sunset_date ? `sunset ${r.sunset_date}` : 'sunset', color: BADGE_COLOR.passed };
  }
  if (r.sunset_date !== null && r.days_until_sunset !== null) {
    const n = r.days_until_sunset;
    const when = r.sunset_date_precision === 'month' ? `in ${formatShortDate(r.sunset_date)}` : n === 0 ? 'today' : n === 1 ? 'tomorrow' : `in ${n} days`;
    const prefix = r.status === 'deprecated' ? 'deprecated, sunset' : r.status === 'planned' ? 'planned, sunset' : 'sunset';
    return { schemaVersion: 1, label, message: `${prefix} ${when}${tentative}`, color: BADGE_COLOR[urgencyOf(r.sunset_date, today)] };
  }
  const message = r.status === 'active' && r.latest ? 'active (latest)' : r.status;
  const color = r.status === 'planned' ? 'blue' : r.status === 'deprecated' ? 'orange' : 'green';
  return { schemaVersion: 1, label, message, color };
}
