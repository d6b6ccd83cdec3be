/**
 * The transport of the SDK releases the SDK map lists, where it decides a
 * date: Microsoft Advertising retires its SOAP endpoints on 2027-01-31, ahead
 * of Bing Ads API 13 itself (change record microsoft-ads-31bd49f01b, from
 * https://learn.microsoft.com/en-us/advertising/guides/migrate-to-rest: ".NET
 * and Java users need SDK 13.0.22 or later, Python and PHP users must switch
 * from the bingads package to msads"). A pin of a SOAP release is judged
 * against the family `Bing Ads API (SOAP)` and told what to move to.
 */
import type { Ecosystem } from './manifests.ts';
import { compareVersions } from '../model/version-strings.ts';

export interface SoapSdk {
  ecosystem: Ecosystem;
  /** The package as the SDK map names it. */
  package: string;
  /** Releases before this one speak SOAP; null: every release does. */
  restFrom: string | null;
  /** The package to move to (the same one from restFrom on, or another). */
  moveTo: { name: string; version: string | null };
}

/** The family the SOAP endpoints' retirement is recorded under. */
export const SOAP_FAMILY = 'Bing Ads API (SOAP)';

export const SOAP_SDKS: readonly SoapSdk[] = [
  { ecosystem: 'pypi', package: 'bingads', restFrom: null, moveTo: { name: 'msads', version: null } },
  { ecosystem: 'nuget', package: 'Microsoft.BingAds.SDK', restFrom: '13.0.22', moveTo: { name: 'Microsoft.BingAds.SDK', version: '13.0.22' } },
  {
    ecosystem: 'maven',
    package: 'com.microsoft.bingads:microsoft.bingads',
    restFrom: '13.0.22',
    moveTo: { name: 'com.microsoft.bingads:microsoft.bingads', version: '13.0.22' },
  },
];

/** The SOAP entry for a pinned release, or null when the release does not speak SOAP (or the package is not one of these). */
export function soapSdk(ecosystem: Ecosystem, name: string, version: string): SoapSdk | null {
  const fold = (s: string) => s.toLowerCase().replace(/[-_.]+/g, '-');
  const e = SOAP_SDKS.find((s) => s.ecosystem === ecosystem && fold(s.package) === fold(name));
  if (!e) return null;
  return e.restFrom === null || compareVersions(version, e.restFrom) < 0 ? e : null;
}

/**
 * What a finding on the SOAP family that is not an SDK pin (a SOAP service URL in code) is told to do: the same
 * version on the REST endpoints, with the official page of the retirement (the row's source_url), as the version
 * table's "Migrate to" says ("move to REST"). Empty for any other finding, or one with a version or SDK to move to.
 */
export function transportAdvice(f: {
  api: string | null;
  version: string | null;
  status: string;
  migrate_to: string | null;
  source_url: string | null;
  package: { upgrade_to: unknown } | null;
}): string {
  if (f.api !== SOAP_FAMILY || f.migrate_to || f.package?.upgrade_to || f.status === 'unknown' || f.version === null) return '';
  return `; move to REST (version ${f.version} on the REST endpoints${f.source_url ? `, ${f.source_url}` : ''})`;
}
