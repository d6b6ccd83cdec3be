/**
 * What the service covers: display names and official sources of the fixed
 * platforms, tools and categories. The slugs themselves live in the schemas.
 */
import { CATEGORIES, PLATFORM_SLUGS, TOOL_SLUGS, type CategorySlug, type PlatformSlug, type ToolId } from '../schemas/common.ts';
import { CHANGE_SOURCES, CURATED_PAGES } from '../sources/index.ts';
import { PLATFORM_NAMES } from './platform-names.ts';

export interface PlatformInfo {
  slug: PlatformSlug;
  name: string;
  /** Official pages the records come from. */
  sources: string[];
}

/** Official pages of each platform: the pages its collectors read (src/sources/), then pages only hand-compiled records cite. */
export const PLATFORMS: Record<PlatformSlug, PlatformInfo> = Object.fromEntries(
  PLATFORM_SLUGS.map((slug) => [
    slug,
    {
      slug,
      name: PLATFORM_NAMES[slug],
      sources: [...new Set([...CHANGE_SOURCES.filter((s) => s.platform === slug).map((s) => s.url), ...(CURATED_PAGES[slug] ?? [])])],
    },
  ]),
) as Record<PlatformSlug, PlatformInfo>;

export interface ToolInfo {
  id: ToolId;
  name: string;
  category: string;
  pricing_url: string;
}

export const TOOLS: Record<ToolId, ToolInfo> = {
  apollo: { id: 'apollo', name: 'Apollo.io', category: 'sales intelligence and engagement', pricing_url: 'https://www.apollo.io/pricing' },
  attio: { id: 'attio', name: 'Attio', category: 'CRM', pricing_url: 'https://attio.com/pricing' },
  'breeze-intelligence': {
    id: 'breeze-intelligence',
    name: 'HubSpot Breeze Intelligence',
    category: 'data enrichment',
    pricing_url: 'https://www.hubspot.com/products/breeze-intelligence',
  },
  clay: { id: 'clay', name: 'Clay', category: 'data enrichment and workflows', pricing_url: 'https://www.clay.com/pricing' },
  'hubspot-sales-hub': {
    id: 'hubspot-sales-hub',
    name: 'HubSpot Sales Hub',
    category: 'CRM and sales engagement',
    pricing_url: 'https://www.hubspot.com/pricing/sales',
  },
  hunter: { id: 'hunter', name: 'Hunter', category: 'email finder and outreach', pricing_url: 'https://hunter.io/pricing' },
  instantly: { id: 'instantly', name: 'Instantly', category: 'cold email outreach', pricing_url: 'https://instantly.ai/pricing' },
  lemlist: { id: 'lemlist', name: 'lemlist', category: 'sales engagement', pricing_url: 'https://www.lemlist.com/pricing' },
  lusha: { id: 'lusha', name: 'Lusha', category: 'contact data', pricing_url: 'https://www.lusha.com/pricing' },
  'seamless-ai': { id: 'seamless-ai', name: 'Seamless.AI', category: 'contact data', pricing_url: 'https://seamless.ai/pricing' },
  smartlead: { id: 'smartlead', name: 'Smartlead', category: 'cold email outreach', pricing_url: 'https://www.smartlead.ai/pricing' },
  zoominfo: { id: 'zoominfo', name: 'ZoomInfo', category: 'sales intelligence', pricing_url: 'https://www.zoominfo.com/pricing' },
};

export interface CategoryInfo {
  slug: CategorySlug;
  name: string;
  description: string;
}

export const CATEGORY_INFO: Record<CategorySlug, CategoryInfo> = {
  api_version_sunset: {
    slug: 'api_version_sunset',
    name: 'API version sunset',
    description: 'Deprecation and sunset dates of API versions (a version record that states only its release is an announcement).',
  },
  deprecation: { slug: 'deprecation', name: 'Deprecation', description: 'Features, fields, endpoints or settings being retired.' },
  breaking_change: {
    slug: 'breaking_change',
    name: 'Breaking change',
    description: 'Changes that break existing integrations without a version upgrade.',
  },
  tracking_signal: {
    slug: 'tracking_signal',
    name: 'Tracking and signal loss',
    description: 'Attribution windows, conversion APIs, consent and measurement changes.',
  },
  policy: { slug: 'policy', name: 'Policy', description: 'Advertising and platform policy changes.' },
  format_change: { slug: 'format_change', name: 'Ad format change', description: 'Ad types retired, migrated or introduced.' },
  announcement: { slug: 'announcement', name: 'Announcement', description: 'Other notable announcements.' },
};

export const platformList = (): PlatformInfo[] => PLATFORM_SLUGS.map((s) => PLATFORMS[s]);
export const toolList = (): ToolInfo[] => TOOL_SLUGS.map((s) => TOOLS[s]);
export const categoryList = (): CategoryInfo[] => CATEGORIES.map((c) => CATEGORY_INFO[c]);
