/**
 * The version-string detectors of `changeline check`: per platform, the
 * patterns that name an ad-API version in code and config (URLs, package
 * namespaces, headers, SDK settings). Pure: text in, usages out. The same
 * detectors run on a repository (src/check/scan.ts) and on a pasted snippet
 * (the MCP tool check_versions).
 *
 * A usage carries the platform, the API families it may belong to (Meta's
 * graph.facebook.com serves both the Graph API and the Marketing API; the
 * resolver picks the one whose version dies first) and the version as the
 * data writes it. Whether the line is a comment is decided by
 * src/check/comments.ts.
 */
import type { PlatformSlug } from '../schemas/common.ts';
import { commentRanges, isInComment, languageOf, type Language } from './comments.ts';

export interface Usage {
  line: number;
  column: number;
  platform: PlatformSlug;
  /** API families the version may belong to, most likely first. */
  apis: readonly string[];
  version: string;
  /** The detector that matched (its id in DETECTORS). */
  detector: string;
  /** The text that matched. */
  match: string;
  /** True when the match sits in a comment (commented-out code). */
  comment: boolean;
}

export interface Detector {
  id: string;
  platform: PlatformSlug;
  apis: readonly string[];
  /** What it finds, for the docs and the detector table. */
  kind: string;
  /** Where the pattern is written: languages and file kinds (the detector itself reads any code or config file). */
  languages: string;
  /** Global regex; group 1 is the version. */
  re: RegExp;
  /** The version as the data writes it, from group 1. */
  version: (raw: string) => string;
  /** When set, the file must match it somewhere for the detector to apply (context). */
  fileGuard?: RegExp;
}

const asIs = (v: string): string => v;
const lowerV = (v: string): string => `v${v.replace(/^[vV]/, '')}`;
/** Meta writes v21.0: v21 -> v21.0. */
const metaVersion = (v: string): string => {
  const s = lowerV(v);
  return s.includes('.') ? s : `${s}.0`;
};
/** X writes 12.0: 12 -> 12.0. */
const xVersion = (v: string): string => (v.includes('.') ? v : `${v}.0`);

const AMAZON_CONTEXT = /advertising-api(?:-eu|-fe)?\.amazon\.com|amazon[\s_-]?ads|amazonads|AmazonAdvertising/i;
const META_CONTEXT = /facebook|FacebookAds|graph\.fb|GraphAPI|graph[_ ]api/i;
const GOOGLE_CLIENT_CONTEXT = /GoogleAdsClient/;

/**
 * Every detector, most specific first: where two match at the same place or
 * name the same version on one line, the first one wins.
 */
export const DETECTORS: readonly Detector[] = [
  // ---- Google Ads ----
  {
    id: 'google-ads-rest-url',
    languages: 'any (REST clients, curl, config)',
    platform: 'google-ads',
    apis: ['Google Ads API'],
    kind: 'REST / gRPC endpoint googleads.googleapis.com/vNN',
    re: /googleads\.googleapis\.com\/(v\d{1,3})\b/g,
    version: lowerV,
  },
  {
    id: 'google-ads-java-package',
    languages: 'Java, Kotlin, Scala',
    platform: 'google-ads',
    apis: ['Google Ads API'],
    kind: 'Java/Kotlin package com.google.ads.googleads.vNN',
    re: /com\.google\.ads\.googleads\.(v\d{1,3})\b/g,
    version: lowerV,
  },
  {
    id: 'google-ads-python-module',
    languages: 'Python',
    platform: 'google-ads',
    apis: ['Google Ads API'],
    kind: 'Python module / proto package google.ads.googleads.vNN',
    re: /\bgoogle\.ads\.googleads\.(v\d{1,3})\b/g,
    version: lowerV,
  },
  {
    id: 'google-ads-php-namespace',
    languages: 'PHP',
    platform: 'google-ads',
    apis: ['Google Ads API'],
    kind: 'PHP namespace Google\\Ads\\GoogleAds\\VNN',
    re: /Google\\{1,2}Ads\\{1,2}GoogleAds\\{1,2}(?:[A-Za-z]+\\{1,2})*?(V\d{1,3})\b/g,
    version: lowerV,
  },
  {
    id: 'google-ads-dotnet-namespace',
    languages: 'C#, F#, VB.NET',
    platform: 'google-ads',
    apis: ['Google Ads API'],
    kind: '.NET namespace Google.Ads.GoogleAds.VNN',
    re: /\bGoogle\.Ads\.GoogleAds\.(V\d{1,3})\b/g,
    version: lowerV,
  },
  {
    id: 'google-ads-client-version',
    languages: 'Python, YAML',
    platform: 'google-ads',
    apis: ['Google Ads API'],
    kind: 'version="vNN" in a file that uses GoogleAdsClient',
    re: /\bversion\s*[=:]\s*["'](v\d{1,3})["']/g,
    version: lowerV,
    fileGuard: GOOGLE_CLIENT_CONTEXT,
  },
  // ---- Meta ----
  {
    id: 'meta-graph-url',
    languages: 'any',
    platform: 'meta-ads',
    apis: ['Marketing API', 'Graph API'],
    kind: 'URL graph.facebook.com/vNN.N (and graph-video.facebook.com)',
    re: /graph(?:-video)?\.facebook\.com\/(v\d{1,2}(?:\.\d{1,2})?)\b/g,
    version: metaVersion,
  },
  {
    id: 'meta-sdk-api-version',
    languages: 'Python, Ruby, PHP, Java, JavaScript, YAML, .env',
    platform: 'meta-ads',
    apis: ['Marketing API', 'Graph API'],
    kind: 'api_version / apiVersion / graph version settings of the Business SDKs and config (vNN.N), in a file that names Facebook',
    re: /(?:api_version|apiVersion|API_VERSION|graph_api_version|graphApiVersion|GRAPH_API_VERSION|default_graph_version|setVersion|setDefaultGraphVersion|FB_API_VERSION|FACEBOOK_API_VERSION)["']?\s*(?:=>|[:=(,])\s*["']?(v\d{1,2}\.\d{1,2})\b/g,
    version: metaVersion,
    fileGuard: META_CONTEXT,
  },
  // ---- LinkedIn ----
  {
    id: 'linkedin-version-header',
    languages: 'any (headers in code, curl, YAML, .env)',
    platform: 'linkedin-ads',
    apis: ['LinkedIn Marketing API'],
    kind: 'LinkedIn-Version: YYYYMM header, any casing and quoting',
    re: /linkedin[-_]version["'`]?\]?\s*(?:=>|[:=,])\s*["'`]?(\d{6})\b/gi,
    version: asIs,
  },
  // ---- Microsoft Advertising ----
  {
    id: 'microsoft-service-url',
    languages: 'any (SOAP/WSDL and REST service URLs)',
    platform: 'microsoft-ads',
    apis: ['Bing Ads API'],
    kind: 'service URL /Api/Advertiser/<Service>/vNN/',
    re: /\/Api\/Advertiser\/(?:[A-Za-z]+\/)+[vV](\d{1,2})(?=\/|\b)/g,
    version: asIs,
  },
  // ---- X ----
  {
    id: 'x-ads-url',
    languages: 'any',
    platform: 'x-ads',
    apis: ['Ads API'],
    kind: 'URL ads-api.x.com/NN/ or ads-api.twitter.com/NN/',
    re: /ads-api\.(?:x|twitter)\.com\/(\d{1,2}(?:\.\d)?)\//g,
    version: xVersion,
  },
  // ---- Snapchat ----
  {
    id: 'snapchat-url',
    languages: 'any',
    platform: 'snapchat-ads',
    apis: ['Marketing API'],
    kind: 'URL adsapi.snapchat.com/vN',
    re: /adsapi\.snapchat\.com\/(v\d{1,2})\b/g,
    version: lowerV,
  },
  // ---- Amazon Ads: the versioned paths its deprecations name ----
  {
    id: 'amazon-sp-v2-report',
    languages: 'any',
    platform: 'amazon-ads',
    apis: ['Sponsored Products reporting'],
    kind: 'path /v2/sp/{recordType}/report',
    re: /\/(v2)\/sp\/[A-Za-z{}$]+\/report\b/g,
    version: asIs,
  },
  {
    id: 'amazon-sp-v2',
    languages: 'any',
    platform: 'amazon-ads',
    apis: ['Sponsored Products API'],
    kind: 'path /v2/sp/...',
    re: /\/(v2)\/sp\//g,
    version: asIs,
  },
  {
    id: 'amazon-hsa-v2',
    languages: 'any',
    platform: 'amazon-ads',
    apis: ['Sponsored Brands API'],
    kind: 'path /v2/hsa/...',
    re: /\/(v2)\/hsa\//g,
    version: asIs,
  },
  {
    id: 'amazon-sd-v2-report',
    languages: 'any',
    platform: 'amazon-ads',
    apis: ['Sponsored Display reporting'],
    kind: 'path /sd/reports or /sd/{recordType}/report (version 2 reporting), in a file that names Amazon Ads',
    re: /\/sd\/(?:reports|[A-Za-z{}$]+\/report)\b()/g,
    version: () => 'v2',
    fileGuard: AMAZON_CONTEXT,
  },
  {
    id: 'amazon-profiles-v1',
    languages: 'any',
    platform: 'amazon-ads',
    apis: ['Profiles API'],
    kind: 'path /v1/profiles, in a file that names Amazon Ads',
    re: /\/(v1)\/profiles\b/g,
    version: asIs,
    fileGuard: AMAZON_CONTEXT,
  },
];

/**
 * A cheap test that a text may hold any detector's match: files that fail it
 * are not looked at further (most files of a repository).
 */
export const PREFILTER =
  /googleads|GoogleAds\\|facebook\.com\/v|api_?version|graph_?version|linkedin[-_]version|\/Api\/Advertiser\/|ads-api\.|adsapi\.snapchat|\/v[12]\/(?:sp|hsa|profiles)\b|\/sd\/|setVersion|setDefaultGraphVersion/i;

/** The regular expression `grep -E` gets in the bench: the same prefilter, in POSIX ERE. */
export const GREP_PATTERN =
  'googleads|GoogleAds\\\\|facebook\\.com/v|api_?version|graph_?version|linkedin[-_]version|/Api/Advertiser/|ads-api\\.|adsapi\\.snapchat|/v[12]/(sp|hsa|profiles)|/sd/|setVersion|setDefaultGraphVersion';

/** Offsets where each line starts. */
export function lineStarts(text: string): number[] {
  const out = [0];
  let i = text.indexOf('\n');
  while (i !== -1) {
    out.push(i + 1);
    i = text.indexOf('\n', i + 1);
  }
  return out;
}

/** Index of the line holding `offset` (0-based), by binary search. */
export function lineIndexAt(starts: readonly number[], offset: number): number {
  let lo = 0;
  let hi = starts.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (starts[mid]! <= offset) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

/**
 * Every usage in `text`, in the order of the text. `name` (a file name or
 * path) picks the comment syntax; without one, the usual markers of every
 * language count (#, //, /* *\/, <!-- -->).
 */
export function detectVersions(text: string, name = ''): Usage[] {
  if (!PREFILTER.test(text)) return [];
  const lang: Language = languageOf(name);
  let starts: number[] | null = null;
  let blocks: [number, number][] | null = null;
  const seenAt = new Set<number>();
  const seenVersion = new Set<string>();
  const out: Usage[] = [];
  for (const d of DETECTORS) {
    if (d.fileGuard && !d.fileGuard.test(text)) continue;
    d.re.lastIndex = 0;
    for (const m of text.matchAll(d.re)) {
      const at = m.index;
      if (seenAt.has(at)) continue;
      starts ??= lineStarts(text);
      const li = lineIndexAt(starts, at);
      const version = d.version(m[1] ?? '');
      const key = `${li}\u0000${d.platform}\u0000${version}`;
      if (seenVersion.has(key)) continue;
      seenAt.add(at);
      seenVersion.add(key);
      blocks ??= commentRanges(text, lang);
      out.push({
        line: li + 1,
        column: at - starts[li]! + 1,
        platform: d.platform,
        apis: d.apis,
        version,
        detector: d.id,
        match: m[0],
        comment: isInComment(text, starts[li]!, at, lang, blocks),
      });
    }
  }
  return out.sort((a, b) => a.line - b.line || a.column - b.column);
}
