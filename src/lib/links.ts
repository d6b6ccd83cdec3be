/**
 * Paths of the human site and of the subscription files (feeds, calendars),
 * in one place so pages, feeds, llms.txt and JSON-LD agree. Change pages are
 * `changePath` in dataset.ts.
 */
import type { CategorySlug, PlatformSlug, ToolId } from '../schemas/common.ts';
import { CALENDAR_FILE } from './endpoints.ts';

export const ATOM_PATH = '/feed.xml';
export const RSS_PATH = '/rss.xml';
export const platformFeedPath = (p: PlatformSlug): string => `/feeds/${p}.xml`;
export const calendarPath = (p?: PlatformSlug): string => (p ? `/calendars/${p}.ics` : CALENDAR_FILE.path);
export const platformPath = (p: PlatformSlug): string => `/platforms/${p}/`;
export const toolPath = (t: ToolId): string => `/pricing/${t}/`;
export const changeJsonPath = (id: string): string => `/api/change/${id}.json`;
/** Page `n` (from 1) of the full /changes/ list. */
export const changesPagePath = (n = 1): string => (n <= 1 ? '/changes/' : `/changes/page/${n}/`);
/** Page `n` (from 1) of one category's list, a static page that needs no JavaScript. */
export const categoryPath = (cat: CategorySlug, n = 1): string => (n <= 1 ? `/changes/category/${cat}/` : `/changes/category/${cat}/page/${n}/`);
/** Rows per page of the /changes/ lists. */
export const CHANGES_PAGE_SIZE = 100;
export const VERSIONS_PATH = '/versions/';
export const versionsJsonPath = (p?: PlatformSlug): string => (p ? `/api/versions/${p}.json` : '/api/versions.json');
export const MCP_BUNDLE_PATH = '/changeline-mcp.mjs';
/** Folder of the content-hashed stylesheet (src/lib/stylesheet.ts): cached forever. */
export const ASSETS_DIR = '/assets/';

export { CALENDAR_FILE } from './endpoints.ts';

/** The main pages, for navigation, llms.txt and the 404 page. */
export const MAIN_PAGES = [
  { path: '/changes/', name: 'Changes', description: 'Every change record, upcoming soonest first then past newest first, 100 per page, with a page per category.' },
  { path: '/upcoming/', name: 'Upcoming', description: 'Deadlines on or after today, soonest first, with days left.' },
  { path: '/platforms/', name: 'Platforms', description: 'The seven ad platforms covered, with counts and official sources.' },
  { path: VERSIONS_PATH, name: 'Versions', description: 'The newest version of each ad API, and the versions whose sunset comes in the next 90 days.' },
  { path: '/pricing/', name: 'Pricing', description: 'Plans and prices of tracked go-to-market tools, with price history.' },
  { path: '/newsletter/', name: 'Newsletter', description: 'The latest weekly digest.' },
  { path: '/api/', name: 'API', description: 'Documentation of every JSON endpoint, with live examples.' },
] as const;
