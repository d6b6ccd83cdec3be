/**
 * What a share image (og:image) says: one card for the site, one per
 * platform and one per tool, each with its record counts and, for the site
 * and the platforms, the next deadline. Pure data from the dataset; the
 * drawing is src/site/share-image.ts. At most 1 + 7 + 12 images however
 * many records there are: never one per change.
 */
import type { PlatformSlug, ToolId } from '../schemas/common.ts';
import { PLATFORM_SLUGS, TOOL_SLUGS } from '../schemas/common.ts';
import type { Change } from '../schemas/change.ts';
import type { Dataset } from '../model/dataset.ts';
import { toolOrPlaceholder } from '../model/dataset.ts';
import { siteIndex } from './site-index.ts';
import { billingWords, cheapestPaid, provenanceView } from './pricing-view.ts';
import { formatDate, platformName, plural, truncate } from './format.ts';
import { deadlineEvent, eventText, eventTitle } from '../model/lifecycle-event.ts';
import { platformPath, shareImagePath, toolPath } from '../model/links.ts';

export interface ShareCard {
  /** Small line above the title. */
  kicker: string;
  title: string;
  /** Counts, one short line. */
  stats: string;
  /** Up to two lines: the next deadline, or what a tool's prices are. */
  lines: string[];
  /** Bottom line: the site's host and the data date. */
  footer: string;
}

/** A share image: where it is published and what it shows. */
export interface ShareImage {
  path: string;
  card: ShareCard;
  alt: string;
}

export const SHARE_IMAGE_WIDTH = 1200;
export const SHARE_IMAGE_HEIGHT = 630;

function nextDeadline(c: Change | undefined, withPlatform: boolean): string[] {
  if (!c) return ['No upcoming deadline on record.'];
  const when = c.effective_date!.length === 7 ? `some day in ${formatDate(c.effective_date!)}` : formatDate(c.effective_date!);
  // What happens then, by name (src/model/lifecycle-event.ts): "Meta Ads: Marketing API v25.0 sunset".
  const ev = deadlineEvent(c);
  return [`Next deadline: ${when}${c.tentative ? ' (tentative)' : ''}`, truncate(withPlatform ? eventTitle(c, ev) : eventText(c, ev), 90)];
}

function footer(ds: Dataset): string {
  return `${new URL(ds.ctx.site).host} · data as of ${formatDate(ds.ctx.today)}`;
}

export function siteCard(ds: Dataset): ShareCard {
  return {
    kicker: 'Changeline',
    title: 'What changes on ad platforms, and when',
    stats: `${plural(ds.changes.length, 'change')} · ${ds.upcoming.length.toLocaleString('en-US')} upcoming · ${PLATFORM_SLUGS.length} platforms · ${plural(ds.tools.length, 'tool')} priced`,
    lines: nextDeadline(ds.upcoming[0], true),
    footer: footer(ds),
  };
}

export function platformCard(ds: Dataset, p: PlatformSlug): ShareCard {
  const upcoming = siteIndex(ds).upcomingByPlatform.get(p) ?? [];
  const count = ds.byPlatform.get(p)?.length ?? 0;
  return {
    kicker: 'Changeline · ad platform changes',
    title: platformName(p),
    stats: `${plural(count, 'change')} · ${upcoming.length.toLocaleString('en-US')} upcoming`,
    lines: nextDeadline(upcoming[0], false),
    footer: footer(ds),
  };
}

export function toolCard(ds: Dataset, id: ToolId): ShareCard {
  const t = toolOrPlaceholder(ds, id);
  const events = ds.eventsByTool.get(id)?.length ?? 0;
  const cheapest = t.plans.length ? cheapestPaid(t) : null;
  return {
    kicker: 'Changeline · tool pricing',
    title: `${t.name} pricing`,
    stats: `${plural(t.plans.length, 'plan')} · ${plural(events, 'price event')}`,
    lines: [
      cheapest
        ? `Cheapest paid plan: ${cheapest.text}, ${billingWords(cheapest.basis)}`
        : t.plans.length
          ? 'No paid price shown on the official page.'
          : 'No pricing recorded yet.',
      cheapest ? `Price ${provenanceView(cheapest.plan).text}` : '',
    ].filter(Boolean),
    footer: footer(ds),
  };
}

/** Every share image of the build, in a stable order. */
export function shareImages(ds: Dataset): ShareImage[] {
  const alt = (c: ShareCard) => `${c.title}: ${c.stats}. ${c.lines.join('. ')}`;
  const site = siteCard(ds);
  return [
    { path: shareImagePath.site, card: site, alt: alt(site) },
    ...PLATFORM_SLUGS.map((p) => {
      const card = platformCard(ds, p);
      return { path: shareImagePath.platform(p), card, alt: alt(card) };
    }),
    ...TOOL_SLUGS.map((t) => {
      const card = toolCard(ds, t);
      return { path: shareImagePath.tool(t), card, alt: alt(card) };
    }),
  ];
}

/** The share image of a page path: its platform's, its tool's, else the site's. */
export function shareImageFor(path: string, changePlatform?: PlatformSlug): string {
  if (changePlatform) return shareImagePath.platform(changePlatform);
  for (const p of PLATFORM_SLUGS) if (path === platformPath(p)) return shareImagePath.platform(p);
  for (const t of TOOL_SLUGS) if (path === toolPath(t)) return shareImagePath.tool(t);
  return shareImagePath.site;
}

const indexMemo = new WeakMap<Dataset, Map<string, ShareImage>>();

/** The share images of a dataset by path, built once per build. */
export function shareImageIndex(ds: Dataset): Map<string, ShareImage> {
  let idx = indexMemo.get(ds);
  if (!idx) {
    idx = new Map(shareImages(ds).map((i) => [i.path, i]));
    indexMemo.set(ds, idx);
  }
  return idx;
}
