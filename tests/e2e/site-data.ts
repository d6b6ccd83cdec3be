/** The built fixture site's data, as the browser tests read it (tests/.out/fixture-site). */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export const SITE = join(import.meta.dirname, '../.out/fixture-site');
export const readJson = <T>(path: string): T => JSON.parse(readFileSync(join(SITE, path), 'utf8')) as T;

export interface Change {
  id: string;
  platform: string;
  title: string;
  summary?: string;
  categories?: string[];
  upcoming: boolean;
  source_url: string;
  source_name?: string;
}
export const changes = readJson<{ changes: Change[] }>('api/changes.json').changes;
export const platforms = readJson<{ platforms: { slug: string; name: string; count: number }[] }>('api/platforms.json').platforms;
export const ESCAPE_ID = 'google-ads-6ec386ca28';
export const escapeRecord = changes.find((c) => c.id === ESCAPE_ID)!;

const upcomingIds = readJson<{ changes: { id: string }[] }>('api/upcoming.json').changes.map((c) => c.id);
/** The /changes/ order of the records: upcoming soonest first (as /api/upcoming.json), then the others newest first (as /api/changes.json). */
export const changesOrder = [...upcomingIds.map((id) => changes.find((c) => c.id === id)!), ...changes.filter((c) => !upcomingIds.includes(c.id))];
