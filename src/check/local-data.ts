/**
 * The data a run from a checkout uses as its "bundled" copy: the version
 * table and the SDK map built from the content folder (CHANGELINE_CONTENT_DIR,
 * else ./content) the way the site builds them, as of BUILD_DATE. The
 * one-file bundle carries the site's own files instead (scripts/bundle-check.ts).
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readClock } from '../model/clock.ts';
import { sdkList } from '../model/sdks.ts';
import { readRecords } from '../model/content-files.ts';
import { contentDirFrom } from '../model/content-kinds.ts';
import { siteUrl } from '../model/site-url.ts';
import { versionList, versionRows } from '../model/versions.ts';
import type { ChangeRecord } from '../schemas/change.ts';
import type { SdkRecord } from '../schemas/sdks.ts';
import type { DataFiles } from './data.ts';
import { endpointTable } from './endpoints.ts';
import { changePath } from '../model/links.ts';

/** The checkout's own content folder, wherever the command runs from. */
const CHECKOUT_CONTENT = fileURLToPath(new URL('../../content', import.meta.url));

export function contentData(env: Record<string, string | undefined> = process.env): DataFiles {
  const dir = env.CHANGELINE_CONTENT_DIR ? contentDirFrom(env) : CHECKOUT_CONTENT;
  const clock = readClock(env);
  const site = env.CHANGELINE_API_BASE?.trim() || siteUrl(env);
  const changes = readRecords<ChangeRecord>(dir, 'changes');
  const rows = versionRows(changes, { site, today: clock.day });
  const sdks = existsSync(join(dir, 'sdks')) ? readRecords<SdkRecord>(dir, 'sdks') : [];
  const endpoints = endpointTable(changes, (id) => `${site.replace(/\/$/, '')}${changePath(id)}`);
  return { versions: versionList(rows, clock.timestamp), sdks: sdkList(sdks, clock.timestamp), endpoints };
}
