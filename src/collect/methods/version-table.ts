/**
 * The version-table method: a table of API versions (version, release,
 * deprecation and sunset dates), one record per row, keyed
 * `version|<api>|<version>`. Google's sunset dates, Meta's Marketing API
 * versions and Graph API changelog, X's versions and LinkedIn's migrations
 * are this method with their columns and options (src/sources/<id>.ts).
 */
import { sourceKey } from '../../model/ids.ts';
import type { ChangeSource, Column, VersionTableOptions } from '../../sources/index.ts';
import { precisionOf } from '../../schemas/common.ts';
import { normalizeDate, type NormalizedDate } from '../lib/date-normalizer.ts';
import { ShapeError, findTable, pick } from '../lib/outline.ts';
import { rowText, versionItem } from '../lib/records.ts';
import type { ChangeCollector, ChangeItem } from '../lib/types.ts';
import { outlineOf, pageCollector, re } from './common.ts';

const first = (c: Column) => (typeof c === 'string' ? c : c[0]!);

/** A month sunset is tentative on a page that says its month dates are (`tentativeMonths`). */
function sunsetOf(d: NormalizedDate, o: VersionTableOptions): NormalizedDate {
  return o.tentativeMonths && d.date !== null && precisionOf(d.date) === 'month' ? { ...d, tentative: true } : d;
}

export function parseVersionTable(def: ChangeSource & { method: 'version-table' }) {
  const o: VersionTableOptions = def.options;
  const { version: vCol, release, deprecation, sunset, label, text = [] } = o.columns;
  const roles = [vCol, ...(release ? [release] : []), ...(deprecation ? [deprecation] : []), sunset, ...text];
  return (body: string, finalUrl: string, page: string): ChangeItem[] => {
    let sourceUrl = page;
    if (o.linkFinalUrl) {
      const u = new URL(finalUrl);
      u.search = '';
      sourceUrl = u.toString();
    }
    const table = findTable(outlineOf(def, body), roles, 'version table', label ? [label] : []);
    return table.rows.map((row) => {
      const cells = pick(row, table.columns).map((c) => c.text);
      const get = (col: Column | undefined) => (col === undefined ? '' : (cells[roles.indexOf(col)] ?? ''));
      const labelText = label ? cells[roles.length]! : '';
      const raw = get(vCol);
      const found = o.versionPattern ? re(o.versionPattern).exec(raw)?.[1] : raw;
      if (!found) throw new ShapeError(`version row "${raw}" names no version`);
      const version = o.versionPrefix && !found.toLowerCase().startsWith(o.versionPrefix.toLowerCase()) ? `${o.versionPrefix}${found}` : found;
      const names = [...roles.map(first), ...(label ? [first(label)] : [])];
      const values = [...roles.map((r) => get(r)), ...(label ? [labelText] : [])];
      const tag = o.versionTag === 'major' ? version.toLowerCase().split('.')[0]! : o.versionTag === 'lower' ? version.toLowerCase() : null;
      const item = versionItem({
        key: sourceKey.version(o.keyApi, version),
        apiName: o.titleName,
        version,
        source_url: sourceUrl,
        source_name: def.sourceName,
        release: o.releaseFromVersion ? normalizeDate(`${version.slice(0, 4)}-${version.slice(4, 6)}`) : release ? normalizeDate(get(release)) : null,
        deprecation: deprecation ? normalizeDate(get(deprecation)) : null,
        sunset: sunsetOf(normalizeDate(get(sunset)), o),
        text: rowText(names, values),
        tags: [...o.tags, ...(tag ? [tag] : [])],
        ...(labelText ? { label: labelText } : {}),
      });
      return { ...item, api: o.family };
    });
  };
}

export function versionTableCollector(def: ChangeSource & { method: 'version-table' }): ChangeCollector {
  return pageCollector(def, parseVersionTable(def));
}
