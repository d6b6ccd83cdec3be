/**
 * Display names of the fixed platforms, and the API family label built from
 * them: a module of its own, importing nothing heavy, so the one-file
 * scanner (its report formats) does not load every source definition that
 * src/model/registry.ts (PLATFORMS) validates when it is imported.
 */
import type { PlatformSlug } from '../schemas/common.ts';

export const PLATFORM_NAMES: Record<PlatformSlug, string> = {
  'amazon-ads': 'Amazon Ads',
  'google-ads': 'Google Ads',
  'linkedin-ads': 'LinkedIn Ads',
  'meta-ads': 'Meta Ads',
  'microsoft-ads': 'Microsoft Advertising',
  'snapchat-ads': 'Snapchat Ads',
  'x-ads': 'X Ads',
};

/** The API family as a reader knows it: "Google Ads API" stays, "Graph API" reads "Meta Graph API" (the platform's brand first unless the family already starts with it). */
export function familyLabel(platform: PlatformSlug, api: string): string {
  const brand = PLATFORM_NAMES[platform].split(' ')[0]!;
  return api.startsWith(brand) ? api : `${brand} ${api}`;
}
