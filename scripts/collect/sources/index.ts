/** Every collector, in the order runs and summaries list them: change sources by platform, then pricing pages. */
import type { Collector } from '../lib/types.ts';
import amazonAdsDeprecations from './amazon-ads-deprecations.ts';
import amazonAdsReleaseNotes from './amazon-ads-release-notes.ts';
import apolloPricing from './apollo-pricing.ts';
import attioPricing from './attio-pricing.ts';
import breezeIntelligencePricing from './breeze-intelligence-pricing.ts';
import clayPricing from './clay-pricing.ts';
import googleAdsBlog from './google-ads-blog.ts';
import googleAdsDeprecations from './google-ads-deprecations.ts';
import googleAdsReleaseNotes from './google-ads-release-notes.ts';
import googleAdsSunsetDates from './google-ads-sunset-dates.ts';
import hubspotSalesHubPricing from './hubspot-sales-hub-pricing.ts';
import hunterPricing from './hunter-pricing.ts';
import instantlyPricing from './instantly-pricing.ts';
import lemlistPricing from './lemlist-pricing.ts';
import linkedinAdsMigrations from './linkedin-ads-migrations.ts';
import linkedinAdsRecentChanges from './linkedin-ads-recent-changes.ts';
import lushaPricing from './lusha-pricing.ts';
import metaAdsGraphChangelog from './meta-ads-graph-changelog.ts';
import metaAdsOcc from './meta-ads-occ.ts';
import metaAdsVersions from './meta-ads-versions.ts';
import microsoftAdsApiVersioning from './microsoft-ads-api-versioning.ts';
import microsoftAdsBlog from './microsoft-ads-blog.ts';
import microsoftAdsReleaseNotes from './microsoft-ads-release-notes.ts';
import seamlessAiPricing from './seamless-ai-pricing.ts';
import smartleadPricing from './smartlead-pricing.ts';
import snapchatAdsAnnouncements from './snapchat-ads-announcements.ts';
import snapchatAdsChangelog from './snapchat-ads-changelog.ts';
import xAdsVersioning from './x-ads-versioning.ts';
import zoominfoPricing from './zoominfo-pricing.ts';

const changes: Collector[] = [
  amazonAdsDeprecations,
  amazonAdsReleaseNotes,
  googleAdsBlog,
  googleAdsDeprecations,
  googleAdsReleaseNotes,
  googleAdsSunsetDates,
  linkedinAdsMigrations,
  linkedinAdsRecentChanges,
  metaAdsGraphChangelog,
  metaAdsOcc,
  metaAdsVersions,
  microsoftAdsApiVersioning,
  microsoftAdsBlog,
  microsoftAdsReleaseNotes,
  snapchatAdsAnnouncements,
  snapchatAdsChangelog,
  xAdsVersioning,
];
const pricing: Collector[] = [
  apolloPricing,
  attioPricing,
  breezeIntelligencePricing,
  clayPricing,
  hubspotSalesHubPricing,
  hunterPricing,
  instantlyPricing,
  lemlistPricing,
  lushaPricing,
  seamlessAiPricing,
  smartleadPricing,
  zoominfoPricing,
];

export const COLLECTORS: readonly Collector[] = [...changes, ...pricing];

export const collectorById = (id: string): Collector | undefined => COLLECTORS.find((c) => c.id === id);
