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

export interface DetectorExample {
  /** The text (a line or a few). */
  text: string;
  /** The file it sits in (picks comment syntax); default `x.txt`. */
  file?: string;
  /** The versions the detector must report, in order; empty: it must report nothing. */
  versions: readonly string[];
  /** The API family each of them must be given (for a detector whose family the path or the file decides). */
  apis?: readonly (readonly string[])[];
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
  /**
   * The platform's context when the match alone says too little (a bare
   * `VERSION = 'v25.0'`): the file must name the platform somewhere, or, with
   * `neighbours`, a file in the same folder must (a destination's config.js
   * beside the transform.js that builds the URL).
   */
  context?: PlatformContext;
  /** The context may come from a file in the same folder. */
  neighbours?: boolean;
  /** The match starts inside an identifier (…VERSION): report it from the identifier's start. */
  identifier?: boolean;
  /**
   * Literal strings (any casing) one of which every file this detector can
   * match holds: in the match itself, or in the required context. The
   * prefilter and the grep pattern of the bench are made of these (and of
   * VERSION_GATE for the version constants, whose only literal, "version",
   * is in nearly every file). Empty only for a detector with `identifier`.
   */
  needles: readonly string[];
  /** The family a match belongs to, from the text right after it (a Graph URL's path); default `apis`. */
  apisAfter?: (after: string) => readonly string[];
  /**
   * The family a match belongs to, from the rest of its file (an Amazon report download belongs to the
   * reports the same file requests); null when the file cannot tell: `apis`. Each family it gives is one of
   * `apis`.
   */
  apisInFile?: (text: string) => readonly string[] | null;
  /** Texts it must match (with the versions) and must not (versions: []): run by the generic test. */
  examples: readonly DetectorExample[];
}

/** What names a platform in a file: a pattern and the literals it needs (part of the prefilter). */
export interface PlatformContext {
  name: string;
  re: RegExp;
  needles: readonly string[];
  /**
   * A word of a folder of the file's path (relative to the folder scanned; not the file's own name) that names
   * the platform the same way: a connector's folder (`destinations/fb/`, `tap-facebook/`, `twitter_ads/`). Only words that are the
   * platform's own name (its SDK package, its ads product), bounded by `/ _ - .`, never a bare brand word that
   * other code shares. A file whose path names the platform is read past the prefilter (the scan asks
   * PATH_CONTEXT_RE), so its version constants are judged even when nothing in the text names the platform.
   */
  path?: RegExp;
  /** The words of `path`, as the docs show them. */
  pathWords?: string;
}

/** A path word: the platform's name bounded by a separator (/ _ - .) or the path's ends. */
const pathWord = (words: string): Pick<PlatformContext, 'path' | 'pathWords'> => ({
  path: new RegExp(`(?:^|[/\\\\_.-])(?:${words})(?=[/\\\\_.-]|$)`, 'i'),
  pathWords: words,
});

const asIs = (v: string): string => v;
const lowerV = (v: string): string => `v${v.replace(/^[vV]/, '')}`;
/** Meta writes v21.0: v21 -> v21.0. */
const metaVersion = (v: string): string => {
  const s = lowerV(v);
  return s.includes('.') ? s : `${s}.0`;
};
/** X writes 12.0: 12 -> 12.0. */
const xVersion = (v: string): string => (v.includes('.') ? v : `${v}.0`);

export const AMAZON_CONTEXT: PlatformContext = {
  name: 'Amazon Ads',
  re: /advertising-api(?:-eu|-fe)?\.amazon\.com|amazon[\s_-]?ads|amazonads|AmazonAdvertising/i,
  needles: ['advertising-api', 'amazon'],
  ...pathWord('amazon[_-]?(?:ads|advertising|ad[_-]?api)'),
};
/**
 * Amazon Ads as its API clients name it: AMAZON_CONTEXT, or "Amazon DSP", the docs host advertising.amazon.com,
 * "Amazon Ad API" (each holds its needle "amazon"). For paths too generic to stand alone (a report download, a
 * retired endpoint), which a file of another API would not hold beside these names.
 */
export const AMAZON_CLIENT_CONTEXT: PlatformContext = {
  name: `${AMAZON_CONTEXT.name} (or Amazon DSP)`,
  re: new RegExp(`${AMAZON_CONTEXT.re.source}|amazon[\\s_-]?dsp|advertising\\.amazon\\.com|amazon[\\s_-]?ad[\\s_-]?api`, 'i'),
  needles: AMAZON_CONTEXT.needles,
  path: AMAZON_CONTEXT.path,
  pathWords: AMAZON_CONTEXT.pathWords,
};
const META_CONTEXT: PlatformContext = {
  name: 'Facebook (its host, SDK or Graph API)',
  re: /facebook|FacebookAds|graph\.fb|GraphAPI|graph[_ ]api/i,
  needles: ['facebook', 'graph.fb', 'graphapi', 'graph_api', 'graph api'],
  ...pathWord('fb|facebook'),
};
const GOOGLE_CLIENT_CONTEXT: PlatformContext = { name: 'GoogleAdsClient', re: /GoogleAdsClient/, needles: ['GoogleAdsClient'] };
const GOOGLE_CONTEXT: PlatformContext = {
  name: 'Google Ads (GoogleAdsClient, its host or its packages)',
  // A documentation link (developers.google.com/google-ads/…) names the docs, not the client: it lends no context.
  re: /GoogleAdsClient|googleads\.googleapis\.com|google\.ads\.googleads|(?<!developers\.google\.com\/)google[-_]ads\b/,
  needles: ['GoogleAdsClient', 'googleads.googleapis.com', 'google.ads.googleads', 'google-ads', 'google_ads'],
  // With its separator: the googleads organisation also holds the Mobile Ads and IMA SDKs' samples (googleads-mobile-…).
  ...pathWord('google[_-]ads'),
};
const LINKEDIN_CONTEXT: PlatformContext = {
  name: 'LinkedIn (its API host or its Marketing API)',
  re: /api\.linkedin\.com|linkedin[\s_-]?(?:ads|marketing|api)|LinkedInAds/i,
  needles: ['api.linkedin.com', 'linkedin'],
  ...pathWord('linkedin[_-]?(?:ads|marketing)'),
};
/** X Ads: its API host (ads-api.x.com, ads-api.twitter.com, their sandboxes) or its SDKs (twitter_ads, twitter-ads, TwitterAds). */
const X_CONTEXT: PlatformContext = {
  name: 'X Ads (its API host or its SDK)',
  re: /ads-api(?:-sandbox)?\.(?:x|twitter)\.com|\btwitter[_-]ads\b|TwitterAds/i,
  needles: ['ads-api', 'twitter_ads', 'twitter-ads', 'twitterads'],
  ...pathWord('twitter[_-]?ads|x[_-]ads'),
};
const BINGADS_SDK_CONTEXT: PlatformContext = {
  name: 'Bing Ads SDK (bingads, its ServiceClient)',
  re: /\bbingads\b[\s\S]*\bServiceClient\b|\bServiceClient\b[\s\S]*\bbingads\b/i,
  needles: ['bingads'],
};
/** Snapchat's Conversions API: its host (tr.snapchat.com), or a folder named for it (snap-conversions-api/, snapchat_capi/). */
const SNAPCHAT_CAPI_CONTEXT: PlatformContext = {
  name: 'Snapchat Conversions API (its host)',
  re: /tr\.snapchat\.com/i,
  needles: ['tr.snapchat.com'],
  ...pathWord('snap(?:chat)?[_-]?(?:conversions?(?:[_-]api)?|capi)'),
};
const SNAPCHAT_CONTEXT: PlatformContext = {
  name: 'Snapchat (its API host)',
  re: /adsapi\.snapchat\.com/i,
  needles: ['adsapi.snapchat.com'],
  ...pathWord('snapchat[_-]?(?:ads|marketing)|snap[_-]ads'),
};

/**
 * A name that says it holds an API version: API_VERSION, GOOGLE_ADS_API_VERSION,
 * VERSION, GRAPH_VERSION, LINKEDIN_VERSION, apiVersion, api_version, version
 * (as a constant, a key or an attribute), then `=`, `:` or `=>`. The pattern
 * starts at the word "version" (a fast literal scan); the engine extends the
 * match back to the start of the identifier (`identifier: true`).
 */
const VERSION_NAME = String.raw`[Vv](?:ERSION|ersion)\b["'\]]?\s*(?::\s*[A-Za-z]+\s*)?(?:=>|:=|[:=])\s*`;

/** Meta: which API a graph.facebook.com URL calls, from its path. */
const MARKETING_PATH =
  /^\/?(?:act_|\$\{?[A-Za-z_.]*(?:ad_?account|account_?id|adAccount)[A-Za-z_.]*\}?\/|[^\s"'`]*\/(?:insights|adcreatives|adsets|campaigns|ads|customaudiences|adimages|advideos|adspixels|ad_studies|reachestimate|delivery_estimate)\b)/i;
const GRAPH_PATH =
  /^\/?(?:oauth\/access_token|debug_token|me\b|\$?\{?[A-Za-z_.]*(?:lead|page|post|comment)_?[Ii][Dd]\}?(?![\w.])|[^\s"'`]*\/(?:leadgen_forms|leads|subscribed_apps|accounts|feed|posts|picture|conversations|messages|photos|videos|photo_stories|video_stories|comments|owned_pages|client_pages|permissions)\b|[^\s"'`]*leadgen)/i;
/** Page and post insights (`/{page-id}/insights?metric=page_…`) are Graph API reads, though their path ends like an ad account's. */
const PAGE_INSIGHTS_PATH = /^\/?[^\s"'`?]*\/insights\?(?:[^\s"'`]*&)?metric=(?:page|post)_/i;
export function metaApisFromPath(after: string): readonly string[] {
  if (PAGE_INSIGHTS_PATH.test(after)) return ['Graph API'];
  if (MARKETING_PATH.test(after)) return ['Marketing API'];
  if (GRAPH_PATH.test(after)) return ['Graph API'];
  return ['Marketing API', 'Graph API'];
}

/**
 * The family of a URL whose path cannot tell it (`apisAfter` gives more than one) when the URL is a bare base
 * that ends its string and is assigned to a name (`const GRAPH_URL = 'https://graph.facebook.com/v24.0'`): the
 * path is what the file appends where it uses the name, as a template's head (`${GRAPH_URL}/${leadId}`,
 * `f"{GRAPH_URL}/me"`) or a concatenation's (`GRAPH_URL + '/act_' + id`). The uses that tell must all tell the
 * same family, else it stays undecided.
 */
export function apisOfUrl(apisAfter: (after: string) => readonly string[], text: string, start: number, end: number): readonly string[] {
  const after = text.slice(end, end + 200);
  const own = apisAfter(after);
  if (own.length === 1 || !/^\/?["'`]/.test(after)) return own;
  const lineStart = text.lastIndexOf('\n', start - 1) + 1;
  const name = /([A-Za-z_$][\w$]*)\s*(?::\s*[\w<>[\]|. ]{1,40})?=\s*["'`][^"'`\n]*$/.exec(text.slice(lineStart, start))?.[1];
  if (name === undefined) return own;
  const uses = new RegExp(`\\$?\\{\\s*${escapeRe(name)}\\s*\\}|\\b${escapeRe(name)}\\s*\\+\\s*["'\`]`, 'g');
  let told: readonly string[] | null = null;
  for (const use of text.matchAll(uses)) {
    const apis = apisAfter(text.slice(use.index + use[0].length, use.index + use[0].length + 200));
    if (apis.length !== 1) continue;
    if (told !== null && told[0] !== apis[0]) return own;
    told = apis;
  }
  return told ?? own;
}

/**
 * Amazon's version 2 reports are requested per ad product and fetched from one shared path
 * (/v2/reports/{reportId}): the download belongs to the reports its file requests, in the family the version
 * table gives that request (the same families as the detectors of the request paths below). Sponsored Brands
 * version 2 reports (/v2/hsa/{recordType}/report) have no row: no official page states their shut-off, so a
 * download in a file that requests only those is no finding ([]); beside other requests it is theirs. A file
 * that requests none, or more than one product with a row, cannot tell: null.
 */
function amazonReportFamily(text: string): readonly string[] | null {
  const families = [
    /\/v2\/sp\/[^\s"'`/]+\/report\b/.test(text) ? 'Sponsored Products reporting' : null,
    /\/sd\/(?:reports\b|[^\s"'`/]+\/report\b)/.test(text) ? 'Sponsored Display reporting' : null,
  ].filter((f): f is string => f !== null);
  if (families.length === 0 && /\/v2\/hsa\/[^\s"'`/]+\/report\b/.test(text)) return [];
  return families.length === 1 ? families : null;
}

/**
 * Every detector, most specific first: where two match at the same place or
 * name the same version on one line, the first one wins. One entry is one
 * pattern: its needles feed the prefilter and the bench's grep pattern, its
 * row the docs table (docs/check.md, `npm run docs:check-detectors`), its
 * examples the generic test (tests/unit/check/detectors.test.ts).
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
    needles: ['googleads.googleapis.com/'],
    examples: [
      { text: 'url = "https://googleads.googleapis.com/v21/customers/123/googleAds:search"', file: 'a.py', versions: ['v21'] },
      { text: '# https://developers.google.com/google-ads/api/reference/rpc/v10/GoogleAdsService', file: 'a.py', versions: [] },
    ],
  },
  {
    id: 'google-ads-java-package',
    languages: 'Java, Kotlin, Scala',
    platform: 'google-ads',
    apis: ['Google Ads API'],
    kind: 'Java/Kotlin package com.google.ads.googleads.vNN',
    re: /com\.google\.ads\.googleads\.(v\d{1,3})\b/g,
    version: lowerV,
    needles: ['google.ads.googleads.'],
    examples: [
      { text: 'import com.google.ads.googleads.v22.services.GoogleAdsServiceClient;', file: 'A.java', versions: ['v22'] },
      { text: 'import com.google.ads.googleads.lib.GoogleAdsClient;', file: 'A.java', versions: [] },
    ],
  },
  {
    id: 'google-ads-python-module',
    languages: 'Python',
    platform: 'google-ads',
    apis: ['Google Ads API'],
    kind: 'Python module / proto package google.ads.googleads.vNN',
    re: /\bgoogle\.ads\.googleads\.(v\d{1,3})\b/g,
    version: lowerV,
    needles: ['google.ads.googleads.'],
    examples: [
      { text: 'from google.ads.googleads.v19.services.types import google_ads_service', file: 'a.py', versions: ['v19'] },
      { text: 'from google.ads.googleads.client import GoogleAdsClient', file: 'a.py', versions: [] },
    ],
  },
  {
    id: 'google-ads-php-namespace',
    languages: 'PHP',
    platform: 'google-ads',
    apis: ['Google Ads API'],
    kind: 'PHP namespace Google\\Ads\\GoogleAds\\VNN',
    re: /Google\\{1,2}Ads\\{1,2}GoogleAds\\{1,2}(?:[A-Za-z]+\\{1,2})*?(V\d{1,3})\b/g,
    version: lowerV,
    needles: ['GoogleAds\\'],
    examples: [
      { text: 'use Google\\Ads\\GoogleAds\\V21\\Services\\SearchGoogleAdsRequest;', file: 'A.php', versions: ['v21'] },
      { text: 'use Google\\Ads\\GoogleAds\\Lib\\V20\\GoogleAdsClientBuilder;', file: 'A.php', versions: ['v20'] },
      { text: 'use Google\\Ads\\GoogleAds\\Lib\\OAuth2TokenBuilder;', file: 'A.php', versions: [] },
    ],
  },
  {
    id: 'google-ads-dotnet-namespace',
    languages: 'C#, F#, VB.NET',
    platform: 'google-ads',
    apis: ['Google Ads API'],
    kind: '.NET namespace Google.Ads.GoogleAds.VNN',
    re: /\bGoogle\.Ads\.GoogleAds\.(V\d{1,3})\b/g,
    version: lowerV,
    needles: ['google.ads.googleads.'],
    examples: [
      { text: 'using Google.Ads.GoogleAds.V17.Services;', file: 'A.cs', versions: ['v17'] },
      { text: 'using Google.Ads.GoogleAds.Lib;', file: 'A.cs', versions: [] },
    ],
  },
  {
    id: 'google-ads-client-version',
    languages: 'Python, YAML',
    platform: 'google-ads',
    apis: ['Google Ads API'],
    kind: 'SDK version argument version="vNN" (load_from_storage, get_service, get_type), in a file that uses GoogleAdsClient',
    re: /\bversion\s*[=:]\s*["'](v\d{1,3})["']/g,
    version: lowerV,
    context: GOOGLE_CLIENT_CONTEXT,
    needles: GOOGLE_CLIENT_CONTEXT.needles,
    examples: [
      {
        text: 'client = GoogleAdsClient.load_from_storage(version="v9")\nsvc = client.get_service("GoogleAdsService", version="v22")',
        file: 'a.py',
        versions: ['v9', 'v22'],
      },
      { text: 'API = dict(version="v20")', file: 'a.py', versions: [] },
    ],
  },
  {
    id: 'google-ads-version-constant',
    languages: 'Python, JavaScript, TypeScript, Ruby, PHP, YAML',
    platform: 'google-ads',
    apis: ['Google Ads API'],
    kind: 'version constant API_VERSION / GOOGLE_ADS_VERSION / apiVersion = "vNN", in a file (or beside one) that names Google Ads',
    re: new RegExp(`${VERSION_NAME}["'\`](v\\d{1,3})["'\`]`, 'g'),
    version: lowerV,
    context: GOOGLE_CONTEXT,
    neighbours: true,
    identifier: true,
    needles: [],
    examples: [
      {
        text: 'from google.ads.googleads.client import GoogleAdsClient\nAPI_VERSION = "v20"\nsvc = client.get_service("GoogleAdsService", version=API_VERSION)',
        file: 'tap.py',
        versions: ['v20'],
      },
      {
        // biome-ignore lint/suspicious/noTemplateCurlyInString: a pattern as code writes it, not a template
        text: 'const GOOGLE_ADS_API_VERSION = "v17";\nconst url = `https://googleads.googleapis.com/${GOOGLE_ADS_API_VERSION}/customers`;',
        file: 'a.js',
        versions: ['v17'],
      },
      { text: 'API_VERSION = "v20"  # our own REST API', file: 'a.py', versions: [] },
    ],
  },
  // ---- Meta ----
  {
    id: 'meta-graph-url',
    languages: 'any',
    platform: 'meta-ads',
    apis: ['Marketing API', 'Graph API'],
    kind: 'URL graph.facebook.com/vNN.N (and graph-video.facebook.com); the path says Marketing API (act_…, /insights, /adcreatives …) or Graph API (oauth/access_token, leadgen, /me, page reads, a lead or page id variable), for a bare base held in a name the path the file appends where it uses the name, else both',
    re: /graph(?:-video)?\.facebook\.com\/(v\d{1,2}(?:\.\d{1,2})?)\b/g,
    version: metaVersion,
    apisAfter: metaApisFromPath,
    needles: ['facebook.com/v'],
    examples: [
      { text: 'fetch("https://graph.facebook.com/v25.0/act_" + id + "/insights")', file: 'a.js', versions: ['v25.0'] },
      { text: 'GET https://graph.facebook.com/v21/me', file: 'a.sh', versions: ['v21.0'], apis: [['Graph API']] },
      {
        // A bare base held in a name: the path is what the file appends where it uses the name.
        // biome-ignore lint/suspicious/noTemplateCurlyInString: a pattern as code writes it, not a template
        text: "const GRAPH_URL = 'https://graph.facebook.com/v24.0';\nconst url = `${GRAPH_URL}/${leadId}`;",
        file: 'hydrate.ts',
        versions: ['v24.0'],
        apis: [['Graph API']],
      },
      {
        text: "BASE = 'https://graph.facebook.com/v23.0'\nurl = BASE + '/act_' + account_id + '/insights'",
        file: 'a.py',
        versions: ['v23.0'],
        apis: [['Marketing API']],
      },
      {
        // Uses that tell different families, or none: undecided.
        // biome-ignore lint/suspicious/noTemplateCurlyInString: a pattern as code writes it, not a template
        text: "const G = 'https://graph.facebook.com/v22.0';\nget(`${G}/${leadId}`);\nget(`${G}/act_${id}/ads`);\nget(`${G}/${id}`);",
        file: 'a.js',
        versions: ['v22.0'],
        apis: [['Marketing API', 'Graph API']],
      },
      { text: 'see https://developers.facebook.com/docs/graph-api/changelog/', file: 'a.js', versions: [] },
    ],
  },
  {
    id: 'meta-sdk-api-version',
    languages: 'Python, Ruby, PHP, Java, JavaScript, YAML, .env',
    platform: 'meta-ads',
    apis: ['Marketing API', 'Graph API'],
    kind: 'api_version / apiVersion / graph version settings and SDK arguments (FacebookAdsApi.init(api_version=…), setDefaultGraphVersion) (vNN.N), in a file that names Facebook',
    re: /(?:api_version|apiVersion|API_VERSION|graph_api_version|graphApiVersion|GRAPH_API_VERSION|default_graph_version|setVersion|setDefaultGraphVersion|FB_API_VERSION|FACEBOOK_API_VERSION)["']?\s*(?:=>|[:=(,])\s*["']?(v\d{1,2}\.\d{1,2})\b/g,
    version: metaVersion,
    context: META_CONTEXT,
    needles: META_CONTEXT.needles,
    examples: [
      { text: 'FacebookAdsApi.init(app_id, secret, token, api_version="v22.0")', file: 'a.py', versions: ['v22.0'] },
      { text: 'facebook:\n  graph_api_version: v26.0', file: 'c.yaml', versions: ['v26.0'] },
      { text: "FacebookAds.configure { |c| c.api_version = 'v24.0' }", file: 'a.rb', versions: ['v24.0'] },
      { text: 'SCHEMA = {"api_version": "v2.0"}', file: 'a.py', versions: [] },
    ],
  },
  {
    id: 'meta-version-constant',
    languages: 'JavaScript, TypeScript, Python, Ruby, PHP, YAML',
    platform: 'meta-ads',
    apis: ['Marketing API', 'Graph API'],
    kind: "version constant VERSION / GRAPH_VERSION / FB_VERSION = 'vNN.N', in a file (or beside one, as a destination's config.js beside its transform.js) that names Facebook",
    re: new RegExp(`${VERSION_NAME}["'\`]?(v\\d{1,2}\\.\\d{1,2})\\b`, 'g'),
    version: metaVersion,
    context: META_CONTEXT,
    neighbours: true,
    identifier: true,
    needles: [],
    examples: [
      // biome-ignore lint/suspicious/noTemplateCurlyInString: a pattern as code writes it, not a template
      { text: "const VERSION = 'v25.0';\nconst ENDPOINT = `https://graph.facebook.com/${VERSION}`;", file: 'config.js', versions: ['v25.0'] },
      { text: "GRAPH_VERSION = 'v19.0'  # facebook", file: 'a.py', versions: ['v19.0'] },
      { text: "const VERSION = 'v2.1';", file: 'config.js', versions: [] },
    ],
  },
  {
    id: 'meta-version-constant-number',
    languages: 'JavaScript, TypeScript, Python, Ruby, PHP, YAML',
    platform: 'meta-ads',
    apis: ['Marketing API', 'Graph API'],
    kind: "API version constant without its v (API_VERSION / GRAPH_API_VERSION = 'NN.0', joined as graph.facebook.com/vNN.0 by the code), in a file (or beside one) that names Facebook",
    re: new RegExp(`(?:API|Api|api|GRAPH|Graph|graph)_?${VERSION_NAME}["'\`](\\d{1,2}\\.0)["'\`]`, 'g'),
    version: metaVersion,
    context: META_CONTEXT,
    neighbours: true,
    identifier: true,
    needles: [],
    examples: [
      {
        text: "// https://developers.facebook.com/docs/marketing-api/overview/versioning\nexport const FACEBOOK_CONVERSIONS_API_VERSION = '24.0'",
        file: 'versioning-info.ts',
        versions: ['v24.0'],
      },
      { text: "# facebook\nSDK_VERSION = '21.0'\nAPI_VERSION = '21.0.5'", file: 'a.py', versions: [] },
      { text: "export const HUBSPOT_API_VERSION = '3.0'", file: 'a.ts', versions: [] },
    ],
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
    needles: ['linkedin-version', 'linkedin_version'],
    examples: [
      { text: "headers = {'LinkedIn-Version': '202601'}", file: 'a.py', versions: ['202601'] },
      { text: 'curl -H "LinkedIn-Version: 202511" https://api.linkedin.com/rest/adAccounts', file: 'a.sh', versions: ['202511'] },
      { text: 'LINKEDIN_VERSION=202508', file: '.env', versions: ['202508'] },
      { text: "headers = {'X-Restli-Protocol-Version': '2.0.0'}", file: 'a.py', versions: [] },
    ],
  },
  {
    id: 'linkedin-version-constant',
    languages: 'JavaScript, TypeScript, Python, Ruby, PHP, YAML',
    platform: 'linkedin-ads',
    apis: ['LinkedIn Marketing API'],
    kind: "version constant API_VERSION / VERSION / apiVersion = 'YYYYMM', in a file (or beside one) that names LinkedIn",
    re: new RegExp(`${VERSION_NAME}["'\`]?(20\\d{2}(?:0[1-9]|1[0-2]))\\b`, 'g'),
    version: asIs,
    context: LINKEDIN_CONTEXT,
    neighbours: true,
    identifier: true,
    needles: [],
    examples: [
      { text: "const API_VERSION = '202511';\nconst BASE = 'https://api.linkedin.com/rest';", file: 'config.js', versions: ['202511'] },
      { text: "VERSION = '202404'", file: 'config.py', versions: [] },
    ],
  },
  // ---- Microsoft Advertising ----
  {
    id: 'microsoft-soap-service-url',
    languages: 'any (SOAP service and WSDL URLs)',
    platform: 'microsoft-ads',
    apis: ['Bing Ads API (SOAP)', 'Bing Ads API'],
    kind: 'SOAP service URL /Api/Advertiser/<Service>/vNN/<Service>.svc (the SOAP endpoints retire before the API version)',
    re: /\/Api\/Advertiser\/(?:[A-Za-z]+\/)+[vV](\d{1,2})\/[A-Za-z]+Service\.svc\b/g,
    version: asIs,
    needles: ['api/advertiser/'],
    examples: [
      {
        text: 'URL = "https://campaign.api.bingads.microsoft.com/Api/Advertiser/CampaignManagement/v13/CampaignManagementService.svc?singleWsdl"',
        file: 'a.py',
        versions: ['13'],
      },
      { text: 'https://campaign.api.bingads.microsoft.com/CampaignManagement/v13/Campaigns/QueryByAccountId', file: 'a.py', versions: [] },
    ],
  },
  {
    id: 'microsoft-soap-client-center-url',
    languages: 'any (SOAP service and WSDL URLs)',
    platform: 'microsoft-ads',
    apis: ['Bing Ads API (SOAP)', 'Bing Ads API'],
    kind: 'SOAP service URL of the client center /Api/Billing/vNN/… or /Api/CustomerManagement/vNN/…Service.svc (outside /Api/Advertiser/)',
    re: /\/Api\/(?:Billing|CustomerManagement)\/[vV](\d{1,2})\/[A-Za-z]+Service\.svc\b/g,
    version: asIs,
    needles: ['api/billing/', 'api/customermanagement/'],
    examples: [
      {
        text: 'ProductionUrl = "https://clientcenter.api.bingads.microsoft.com/Api/Billing/v13/CustomerBillingService.svc",',
        file: 'A.cs',
        versions: ['13'],
      },
      {
        text: 'url = "https://clientcenter.api.bingads.microsoft.com/Api/CustomerManagement/v13/CustomerManagementService.svc"',
        file: 'a.py',
        versions: ['13'],
      },
      { text: 'url = "https://example.com/Api/Billing/v2/Invoices"', file: 'a.py', versions: [] },
    ],
  },
  {
    id: 'microsoft-sdk-service-client',
    languages: 'Python',
    platform: 'microsoft-ads',
    apis: ['Bing Ads API (SOAP)', 'Bing Ads API'],
    kind: "bingads ServiceClient version argument (version=13, or 'v13' passed to a subclass's super().__init__), in a file that uses bingads' ServiceClient",
    re: /\b(?:ServiceClient|__init__)\(\s*(?:service\s*=\s*)?(?:['"][A-Za-z]+['"]|[A-Za-z_]\w*)\s*,\s*(?:version\s*=\s*)?['"]?[vV]?(\d{1,2})['"]?\s*[,)]/g,
    version: asIs,
    context: BINGADS_SDK_CONTEXT,
    needles: BINGADS_SDK_CONTEXT.needles,
    examples: [
      { text: "from bingads import ServiceClient\nclient = ServiceClient('CustomerManagementService', 13)", file: 'a.py', versions: ['13'] },
      {
        text: "from bingads import ServiceClient\nservice = ServiceClient(\n    service='CampaignManagementService',\n    version=13,\n    authorization_data=data,\n)",
        file: 'a.py',
        versions: ['13'],
      },
      {
        text: "from bingads import ServiceClient\nclass Custom(ServiceClient):\n    def __init__(self, name, **kwargs):\n        return super().__init__(name, 'v13', **kwargs)",
        file: 'a.py',
        versions: ['13'],
      },
      { text: "client = ServiceClient('CustomerManagementService', 13)", file: 'a.py', versions: [] },
    ],
  },
  {
    id: 'microsoft-service-url',
    languages: 'any (REST service URLs)',
    platform: 'microsoft-ads',
    apis: ['Bing Ads API'],
    kind: 'service URL /Api/Advertiser/<Service>/vNN/',
    re: /\/Api\/Advertiser\/(?:[A-Za-z]+\/)+[vV](\d{1,2})(?=\/|\b)/g,
    version: asIs,
    needles: ['api/advertiser/'],
    examples: [
      { text: 'https://reporting.api.bingads.microsoft.com/Api/Advertiser/Reporting/v13/GenerateReport/Submit', file: 'a.js', versions: ['13'] },
      { text: 'https://api.bingads.microsoft.com/Api/Advertiser/', file: 'a.js', versions: [] },
    ],
  },
  // ---- X ----
  {
    id: 'x-ads-url',
    languages: 'any',
    platform: 'x-ads',
    apis: ['Ads API'],
    kind: 'URL ads-api.x.com/NN/ or ads-api.twitter.com/NN/, or a base URL that ends at the version (ads-api.x.com/NN)',
    // The version segment ends the path (a slash), or the string (a base URL constant, 'https://ads-api.x.com/12').
    re: /ads-api\.(?:x|twitter)\.com\/(\d{1,2}(?:\.\d)?)(?=\/|["'`\s)?#]|$)/gm,
    version: xVersion,
    needles: ['ads-api.'],
    examples: [
      { text: 'url = "https://ads-api.x.com/12/accounts"', file: 'a.py', versions: ['12.0'] },
      { text: 'url = "https://ads-api.twitter.com/11/stats/jobs/accounts/abc"', file: 'a.py', versions: ['11.0'] },
      { text: "const X_ADS_API_BASE_URL = 'https://ads-api.twitter.com/12';", file: 'a.ts', versions: ['12.0'] },
      { text: 'pub const X_ADS_API_BASE: &str = "https://ads-api.x.com/12";', file: 'client.rs', versions: ['12.0'] },
      { text: 'url = "https://api.x.com/2/tweets"', file: 'a.py', versions: [] },
      { text: "BASE = 'https://ads-api.x.com/'\nSTATS = 'https://ads-api.x.com/123456789'", file: 'a.py', versions: [] },
    ],
  },
  {
    id: 'x-ads-version-constant',
    languages: 'Python, Ruby, JavaScript, TypeScript, YAML',
    platform: 'x-ads',
    apis: ['Ads API'],
    kind: "API version constant API_VERSION / ADS_API_VERSION = 'NN' (a bare number, as X writes its versions; the SDK joins it to ads-api.twitter.com), in a file that names X Ads (its host or SDK) or whose path does (twitter_ads/)",
    // A bare number is common: only a name that says API (not VERSION alone, not an SDK's own release tuple) and a whole number of one or two digits (12, '12', '12.0').
    re: new RegExp(`(?:API|Api|api)_?${VERSION_NAME}["'\`]?(\\d{1,2}(?:\\.0)?)(?![\\w.])`, 'g'),
    version: xVersion,
    context: X_CONTEXT,
    identifier: true,
    needles: [],
    examples: [
      { text: "VERSION = (11, 0, 0)\nAPI_VERSION = '11'\n\nfrom twitter_ads.utils import get_version", file: 'twitter_ads/__init__.py', versions: ['11.0'] },
      { text: "API_VERSION = '12'", file: 'lib/twitter-ads/settings.py', versions: ['12.0'] },
      { text: "ADS_API_VERSION = 12\nBASE = f'https://ads-api.x.com/{ADS_API_VERSION}'", file: 'client.py', versions: ['12.0'] },
      { text: "API_VERSION = '11'", file: 'app/settings.py', versions: [] },
      { text: "from twitter_ads.client import Client\nVERSION = '11'\nAPI_VERSION = '2.0.1'", file: 'a.py', versions: [] },
      { text: "API_VERSION = '2'\nURL = 'https://api.twitter.com/2/tweets'", file: 'a.py', versions: [] },
    ],
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
    needles: ['adsapi.snapchat.com/'],
    examples: [
      { text: 'BASE = "https://adsapi.snapchat.com/v1/adaccounts"', file: 'a.py', versions: ['v1'] },
      { text: 'BASE = "https://kit.snapchat.com/v1/"', file: 'a.py', versions: [] },
    ],
  },
  {
    id: 'snapchat-path',
    languages: 'any (HTTP mocks and clients that split host and path)',
    platform: 'snapchat-ads',
    apis: ['Marketing API'],
    kind: "path '/vN/adaccounts…' (segments, organizations, campaigns, media, me …) in a file that names adsapi.snapchat.com, as nock('https://adsapi.snapchat.com').post('/v1/segments/…')",
    re: /["'`]\/(v\d{1,2})\/(?:adaccounts|segments|organizations|campaigns|adsquads|ads|creatives|media|me|pixels|audience_match|targeting)\b/g,
    version: lowerV,
    context: SNAPCHAT_CONTEXT,
    needles: SNAPCHAT_CONTEXT.needles,
    examples: [
      // biome-ignore lint/suspicious/noTemplateCurlyInString: a pattern as code writes it, not a template
      { text: "nock('https://adsapi.snapchat.com').post(`/v1/segments/${id}/users`, body)", file: 'index.test.ts', versions: ['v1'] },
      { text: "nock('https://api.example.com').post('/v1/segments/1/users')", file: 'index.test.ts', versions: [] },
    ],
  },
  {
    id: 'snapchat-version-constant',
    languages: 'Python, JavaScript, TypeScript, YAML',
    platform: 'snapchat-ads',
    apis: ['Marketing API'],
    kind: "version constant API_VERSION / VERSION = 'vN', in a file (or beside one) that names adsapi.snapchat.com",
    re: new RegExp(`${VERSION_NAME}["'\`](v\\d{1,2})["'\`]`, 'g'),
    version: lowerV,
    context: SNAPCHAT_CONTEXT,
    neighbours: true,
    identifier: true,
    needles: [],
    examples: [
      { text: "API_VERSION='v1'\nBASE_URL = f'https://adsapi.snapchat.com/{API_VERSION}'", file: 'client.py', versions: ['v1'] },
      { text: "API_VERSION='v1'", file: 'client.py', versions: [] },
    ],
  },
  {
    id: 'snapchat-conversions-url',
    languages: 'any',
    platform: 'snapchat-ads',
    apis: ['Conversions API'],
    kind: 'Conversions API URL tr.snapchat.com/vN (v2 /conversion, v3 /{pixel or app id}/events)',
    re: /tr\.snapchat\.com\/(v\d{1,2})\b/g,
    version: lowerV,
    needles: ['tr.snapchat.com/'],
    examples: [
      { text: "const ENDPOINT = 'https://tr.snapchat.com/v2/conversion'", file: 'config.js', versions: ['v2'] },
      // biome-ignore lint/suspicious/noTemplateCurlyInString: a pattern as code writes it, not a template
      { text: 'return `https://tr.snapchat.com/v3/${pixelId}/events?access_token=${token}`', file: 'a.ts', versions: ['v3'] },
      // biome-ignore lint/suspicious/noTemplateCurlyInString: a pattern as code writes it, not a template
      { text: 'return `https://tr.snapchat.com/${SNAP_CONVERSIONS_API_VERSION}/${id}/events`', file: 'a.ts', versions: [] },
    ],
  },
  {
    id: 'snapchat-conversions-version-constant',
    languages: 'JavaScript, TypeScript, Python, YAML',
    platform: 'snapchat-ads',
    apis: ['Conversions API'],
    kind: "version constant SNAP_CONVERSIONS_API_VERSION / API_VERSION = 'vN', in a file (or beside one) that names tr.snapchat.com, or in a folder named for the Conversions API (snap-conversions-api/)",
    re: new RegExp(`${VERSION_NAME}["'\`](v\\d{1,2})["'\`]`, 'g'),
    version: lowerV,
    context: SNAPCHAT_CAPI_CONTEXT,
    neighbours: true,
    identifier: true,
    needles: [],
    examples: [
      {
        text: "/** Snapchat Conversions API version. */\nexport const SNAP_CONVERSIONS_API_VERSION = 'v3'",
        file: 'destinations/snap-conversions-api/versioning-info.ts',
        versions: ['v3'],
      },
      // biome-ignore lint/suspicious/noTemplateCurlyInString: a pattern as code writes it, not a template
      { text: "const CAPI_VERSION = 'v2'\nconst url = `https://tr.snapchat.com/${CAPI_VERSION}/conversion`", file: 'a.js', versions: ['v2'] },
      { text: "export const SNAP_CONVERSIONS_API_VERSION = 'v3'", file: 'destinations/snap-audiences/versioning-info.ts', versions: [] },
    ],
  },
  // ---- Amazon Ads: the versioned paths its deprecations name ----
  {
    id: 'amazon-sp-v2-report',
    languages: 'any',
    platform: 'amazon-ads',
    apis: ['Sponsored Products reporting'],
    kind: 'path /v2/sp/{recordType}/report',
    re: /\/(v2)\/sp\/[A-Za-z_{}$]+\/report\b/g,
    version: asIs,
    needles: ['/v2/sp/'],
    examples: [
      { text: 'url = f"{host}/v2/sp/{record_type}/report"', file: 'a.py', versions: ['v2'] },
      { text: 'url = f"{host}/reporting/reports"', file: 'a.py', versions: [] },
    ],
  },
  {
    id: 'amazon-sp-v2',
    languages: 'any',
    platform: 'amazon-ads',
    apis: ['Sponsored Products API'],
    kind: 'path /v2/sp/...',
    re: /\/(v2)\/sp\//g,
    version: asIs,
    needles: ['/v2/sp/'],
    examples: [
      { text: 'url = host + "/v2/sp/campaigns"', file: 'a.js', versions: ['v2'] },
      { text: 'url = host + "/sp/campaigns/list"', file: 'a.js', versions: [] },
    ],
  },
  {
    id: 'amazon-hsa-v2',
    languages: 'any',
    platform: 'amazon-ads',
    apis: ['Sponsored Brands API'],
    // Only the paths the official row names (campaigns, keywords, negativeKeywords, and the ids under them): the
    // snapshot paths are another row's (shut off 2024-12-15, found as retired endpoints), and version 2
    // reports (/v2/hsa/{recordType}/report, also with a literal record type) have no shut-off row.
    kind: 'path /v2/hsa/campaigns, /v2/hsa/keywords or /v2/hsa/negativeKeywords (and the ids under them), the Sponsored Brands v2 campaign APIs; not /v2/hsa/{recordType}/report or /snapshot',
    re: /\/(v2)\/hsa\/(?:campaigns|keywords|negativeKeywords)\b(?!\/(?:report|snapshot)\b)/g,
    version: asIs,
    needles: ['/v2/hsa/'],
    examples: [
      { text: 'path = "/v2/hsa/campaigns"', file: 'a.py', versions: ['v2'] },
      // biome-ignore lint/suspicious/noTemplateCurlyInString: a pattern as code writes it, not a template
      { text: 'const url = `${HOST}/v2/hsa/keywords/${keywordId}`;', file: 'a.ts', versions: ['v2'] },
      { text: 'requests.put(HOST + "/v2/hsa/negativeKeywords", json=body)', file: 'a.py', versions: ['v2'] },
      { text: 'path = "/sb/v4/campaigns/list"', file: 'a.py', versions: [] },
      { text: "@sp_endpoint('/v2/hsa/{}/report', method='POST')", file: 'a.py', versions: [] },
      { text: 'url = HOST + "/v2/hsa/keywords/report"', file: 'a.py', versions: [] },
      { text: 'url = HOST + "/v2/hsa/campaigns/snapshot"', file: 'a.py', versions: [] },
      { text: 'url = HOST + "/v2/hsa/snapshots/" + snapshot_id + "/download"', file: 'a.py', versions: [] },
      { text: 'url = HOST + "/v2/hsa/campaignsExtended"', file: 'a.py', versions: [] },
    ],
  },
  {
    id: 'amazon-sd-v2-report',
    languages: 'any',
    platform: 'amazon-ads',
    apis: ['Sponsored Display reporting'],
    kind: 'path /sd/reports or /sd/{recordType}/report (version 2 reporting), in a file that names Amazon Ads',
    re: /\/sd\/(?:reports|[A-Za-z_{}$]+\/report)\b()/g,
    version: () => 'v2',
    context: AMAZON_CONTEXT,
    needles: AMAZON_CONTEXT.needles,
    examples: [
      { text: 'HOST = "https://advertising-api.amazon.com"\nurl = HOST + "/sd/campaigns/report"', file: 'a.py', versions: ['v2'] },
      { text: 'url = "/sd/reports"', file: 'a.py', versions: [] },
    ],
  },
  {
    id: 'amazon-v2-report-download',
    languages: 'any',
    platform: 'amazon-ads',
    apis: ['Sponsored Products reporting', 'Sponsored Display reporting'],
    kind: 'version 2 report status and download path /v2/reports/{reportId}[/download], in a file that names Amazon Ads; its family is the one of the version 2 reports the same file requests (/v2/sp/…/report, /sd/…/report), else the first of them to die; none in a file that requests only Sponsored Brands version 2 reports (/v2/hsa/…/report), which have no shut-off row',
    // After a host, a quote, a brace or a space: not under another API's path (doubleclicksearch/v2/reports/{reportId}, /api/v2/reports/).
    re: /(?<=^|[^\w/-]|\.com)\/(v2)\/reports\/(?=[{$%:<'"`#]|amzn1\.|\d)/gm,
    version: asIs,
    apisInFile: amazonReportFamily,
    context: AMAZON_CLIENT_CONTEXT,
    needles: AMAZON_CLIENT_CONTEXT.needles,
    examples: [
      {
        text: "@sp_endpoint('/v2/sp/{}/report', method='POST')\ndef post_report(self): ...\n@sp_endpoint('/v2/reports/{}', method='GET')\ndef get_report(self): ...  # Amazon Ads",
        file: 'ad_api/api/sp/reports.py',
        versions: ['v2'],
      },
      {
        // biome-ignore lint/suspicious/noTemplateCurlyInString: a pattern as code writes it, not a template
        text: 'const HOST = "https://advertising-api.amazon.com";\nconst status = await get(`${HOST}/v2/reports/${reportId}/download`);',
        file: 'a.ts',
        versions: ['v2'],
      },
      { text: 'HOST = "https://advertising-api.amazon.com"\nurl = HOST + "/reporting/reports/" + report_id', file: 'a.py', versions: [] },
      {
        text: "@sp_endpoint('/v2/hsa/{}/report', method='POST')\ndef post_report(self): ...\n@sp_endpoint('/v2/reports/{}', method='GET')\ndef get_report(self): ...  # Amazon Ads",
        file: 'ad_api/api/sb/reports.py',
        versions: [],
      },
      { text: "url = rootUrl + '/doubleclicksearch/v2/reports/{reportId}'  # not Amazon Ads", file: 'a.js', versions: [] },
      { text: 'HOST = "https://advertising-api.amazon.com"\nOTHER = "https://api.example.com/api/v2/reports/{id}"', file: 'a.py', versions: [] },
    ],
  },
  {
    id: 'amazon-profiles-v1',
    languages: 'any',
    platform: 'amazon-ads',
    apis: ['Profiles API'],
    kind: 'path /v1/profiles, in a file that names Amazon Ads',
    re: /\/(v1)\/profiles\b/g,
    version: asIs,
    context: AMAZON_CONTEXT,
    needles: AMAZON_CONTEXT.needles,
    examples: [
      { text: 'HOST = "https://advertising-api.amazon.com"\nurl = HOST + "/v1/profiles"', file: 'a.py', versions: ['v1'] },
      { text: 'url = "https://api.example.com/v1/profiles"', file: 'a.py', versions: [] },
    ],
  },
];

const escapeRe = (s: string): string => s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
/** POSIX ERE escaping (grep -E): backslash and the ERE metacharacters. */
const escapeEre = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * What a file must hold for the version-constant detectors to look at it on a
 * neighbour's word (without a platform needle of its own): a named version
 * constant (API_VERSION, apiVersion, VERSION; not a bare lowercase `version`
 * key, which counts only in a file that names the platform) assigned a value
 * of a platform's version shape (vN, YYYYMM).
 */
export const VERSION_GATE = /(?:[A-Za-z0-9]_?[Vv]ersion|VERSION)\b["'\]]?\s*(?::\s*[A-Za-z]+\s*)?(?:=>|:=|[:=])\s*["'`]?(?:v\d|20\d\d(?:0[1-9]|1[0-2]))/;

/** Every needle of every detector, lower-cased, once, in table order. */
export const NEEDLES: readonly string[] = [
  // A file that only names a platform (a constants.ts with BASE_URL = 'https://api.linkedin.com/rest') lends its
  // folder the context a version constant beside it needs: the context needles are part of the prefilter too.
  ...new Set(DETECTORS.flatMap((d) => [...d.needles, ...(d.context?.needles ?? [])].map((n) => n.toLowerCase()))),
];

/** A needle as a case-blind pattern without the `i` flag ([Gg][Oo]...), escaped by `quote`. */
const caseless = (s: string, quote: (s: string) => string): string => quote(s).replace(/[a-z]/g, (c) => `[${c.toUpperCase()}${c}]`);

/**
 * A cheap test that a text may hold any detector's match: files that fail it
 * are not looked at further (most files of a repository). Made of the
 * detectors' needles (case-blind) and the version gate (case-sensitive), in
 * one regular expression so a file is searched once; a needle that holds
 * another adds nothing to the test and is left out. A new detector cannot be
 * forgotten here. Without the `g` or `y` flag, so `test` keeps no state
 * (scan.ts hands its source to the prefilter thread).
 */
const NEEDLE_MINIMAL = NEEDLES.filter((n) => !NEEDLES.some((m) => m !== n && n.includes(m)));
/**
 * The version gate as the prefilter runs it: the same texts match, but the
 * name's letter or digit before "version" is a lookbehind, so every branch of
 * PREFILTER_RE starts with a letter or "/" of a short set and the regular
 * expression engine can skip ahead (a third faster on the bench tree). If
 * the gate is rewritten, this falls back to it as it is.
 */
const GATE_FOR_PREFILTER = VERSION_GATE.source.replace('(?:[A-Za-z0-9]_?[Vv]ersion|VERSION)', '(?:(?<=[A-Za-z0-9]_?)[Vv]ersion|VERSION)');
export const PREFILTER_RE = new RegExp([...NEEDLE_MINIMAL.map((n) => caseless(n, escapeRe)), GATE_FOR_PREFILTER].join('|'));
export const PREFILTER: { test(text: string): boolean } = { test: (text) => PREFILTER_RE.test(text) };

/**
 * The pattern `grep -E` (without -i) gets in the bench: the same test as
 * PREFILTER in POSIX ERE, needles case-blind by brackets and the version gate
 * case-sensitive as the scanner's (under -i the gate would also admit every
 * lowercase `version: 'v2'` key, which the scanner does not look at).
 */
export const GREP_PATTERN = [
  ...NEEDLES.map((n) => caseless(n, escapeEre)),
  `([A-Za-z0-9]_?[Vv]ersion|VERSION)\\b[]"']?[[:space:]]*(:[[:space:]]*[A-Za-z]+[[:space:]]*)?(=>|:=|[:=])[[:space:]]*["'\`]?(v[0-9]|20[0-9]{2}(0[1-9]|1[0-2]))`,
].join('|');

/** Needles that name a platform (context needles): a file holding one may lend its folder the platform. */
const CONTEXTS: readonly PlatformContext[] = [...new Set(DETECTORS.flatMap((d) => (d.context ? [d.context] : [])))];

/**
 * Whether a file's path names a platform (a PlatformContext's `path`): such a file is read by the detectors
 * even when its text fails the prefilter (an `API_VERSION = '12'` in `twitter_ads/`, whose number is no
 * version shape the prefilter's gate knows). Few paths match, so the bench does not notice.
 */
export const PATH_CONTEXT_RE = new RegExp(CONTEXTS.flatMap((c) => (c.path ? [c.path.source] : [])).join('|'), 'i');

/**
 * The part of a path whose words may name a platform: its folders, never the file's own name (a data file
 * named for a platform, `x-ads-17296ccf1b.json`, says what it is about, not which client it is).
 */
export const folderOf = (path: string): string => path.slice(0, Math.max(path.lastIndexOf('/'), path.lastIndexOf('\\')) + 1);

/** Whether a folder of the path names a platform (PATH_CONTEXT_RE on folderOf). */
export const folderNamesPlatform = (path: string): boolean => PATH_CONTEXT_RE.test(folderOf(path));

/** The platform contexts a text names (by name): what a folder's files lend their neighbours. */
export function contextsIn(text: string): string[] {
  return CONTEXTS.filter((c) => c.re.test(text)).map((c) => c.name);
}

/** Whether a neighbour lends a pending usage its platform: it names the platform and uses the constant by name. */
export function neighbourSettles(p: PendingUsage, contexts: readonly string[], text: string): boolean {
  return contexts.includes(p.needs) && new RegExp(`(?<![\\w$])${p.name.replace(/\$/g, '\\$')}(?![\\w$])`).test(text);
}

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

/** A usage whose detector needs its platform named in a neighbouring file: kept back until the folder is read. */
export interface PendingUsage extends Usage {
  /** The context (PlatformContext.name) a file of the same folder must name. */
  needs: string;
  /** The constant's name, which that file must use (`${VERSION}`, `API_VERSION`). */
  name: string;
}

export interface FileDetection {
  usages: Usage[];
  pending: PendingUsage[];
}

/**
 * Every usage in `text`, in the order of the text. `name` (a file name or
 * path) picks the comment syntax; without one, the usual markers of every
 * language count (#, //, /* *\/, <!-- -->). Usages whose context may come
 * from a neighbouring file, and that the file itself does not give, are
 * returned apart (`pending`) for the folder scan to settle.
 */
export function detectInFile(text: string, name = ''): FileDetection {
  const out: Usage[] = [];
  const pending: PendingUsage[] = [];
  const folder = folderOf(name);
  if (!PREFILTER.test(text) && !PATH_CONTEXT_RE.test(folder)) return { usages: out, pending };
  const lang: Language = languageOf(name);
  const isJson = /\.json[c5]?$/i.test(name);
  let starts: number[] | null = null;
  let blocks: [number, number][] | null = null;
  const seenAt = new Set<number>();
  const seenVersion = new Set<string>();
  for (const d of DETECTORS) {
    const own = d.context ? d.context.re.test(text) || (d.context.path?.test(folder) ?? false) : true;
    if (!own && !d.neighbours) continue;
    d.re.lastIndex = 0;
    for (const m of text.matchAll(d.re)) {
      let at = m.index;
      let matched = m[0];
      if (d.identifier) {
        // Back to the identifier's start (API_VERSION, graphApiVersion); a letter or digit right before "version" that is not part of a name ends it.
        while (at > 0 && /[\w$]/.test(text[at - 1]!)) at--;
        matched = text.slice(at, m.index) + m[0];
      }
      if (seenAt.has(at)) continue;
      starts ??= lineStarts(text);
      const li = lineIndexAt(starts, at);
      const version = d.version(m[1] ?? '');
      const key = `${li}\u0000${d.platform}\u0000${version}`;
      if (seenVersion.has(key)) continue;
      const end = at + matched.length;
      const apis = d.apisAfter ? apisOfUrl(d.apisAfter, text, at, end) : d.apisInFile ? (d.apisInFile(text) ?? d.apis) : d.apis;
      // No family: the file tells the match belongs to an API the version data has no row for (no finding).
      if (apis.length === 0) continue;
      // A usage kept back for a neighbour's context does not hide a later detector's own match.
      if (own) {
        seenAt.add(at);
        seenVersion.add(key);
      }
      blocks ??= commentRanges(text, lang);
      const usage: Usage = {
        line: li + 1,
        column: at - starts[li]! + 1,
        platform: d.platform,
        apis,
        version,
        detector: d.id,
        match: matched.trim(),
        comment: isInComment(text, starts[li]!, at, lang, blocks),
      };
      if (own) out.push(usage);
      else {
        const name = /^[A-Za-z_$][\w$]*/.exec(matched)?.[0];
        // A bare `version` key is too common to stand for a platform's version on a neighbour's word alone, and a
        // JSON file holds data, not constants that a neighbour's code uses by name (its keys recur in every record).
        if (name && name !== 'version' && !isJson) pending.push({ ...usage, needs: d.context!.name, name });
      }
    }
  }
  const byPlace = (a: Usage, b: Usage): number => a.line - b.line || a.column - b.column;
  return { usages: out.sort(byPlace), pending: pending.sort(byPlace) };
}

/** The usages of one text on its own (a snippet, a single file): neighbours lend no context. */
export function detectVersions(text: string, name = ''): Usage[] {
  return detectInFile(text, name).usages;
}
