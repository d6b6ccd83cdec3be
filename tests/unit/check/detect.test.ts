/**
 * The version-string detectors (src/check/detect.ts) and comment marking
 * (src/check/comments.ts): each pattern on realistic lines of the language
 * that writes it, and the look-alikes that must not match.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { detectVersions, DETECTORS, type Usage } from '../../../src/check/detect.ts';

const found = (text: string, name = 'x.txt'): string[] =>
  detectVersions(text, name).map((u: Usage) => `${u.line}:${u.platform}:${u.version}${u.comment ? ':comment' : ''}`);

test('Google Ads: REST URL, Python module, Java package, PHP namespace (both escapings), .NET namespace', () => {
  assert.deepEqual(found('url = "https://googleads.googleapis.com/v21/customers/123/googleAds:search"', 'a.py'), ['1:google-ads:v21']);
  assert.deepEqual(found('from google.ads.googleads.v19.services.types import google_ads_service', 'a.py'), ['1:google-ads:v19']);
  assert.deepEqual(found('import com.google.ads.googleads.v22.services.GoogleAdsServiceClient;', 'A.java'), ['1:google-ads:v22']);
  assert.deepEqual(found('use Google\\Ads\\GoogleAds\\V21\\Services\\SearchGoogleAdsRequest;', 'A.php'), ['1:google-ads:v21']);
  assert.deepEqual(found('use Google\\Ads\\GoogleAds\\Lib\\V20\\GoogleAdsClientBuilder;', 'A.php'), ['1:google-ads:v20']);
  assert.deepEqual(found('$cls = "Google\\\\Ads\\\\GoogleAds\\\\V18\\\\Resources\\\\Campaign";', 'A.php'), ['1:google-ads:v18']);
  assert.deepEqual(found('using Google.Ads.GoogleAds.V17.Services;', 'A.cs'), ['1:google-ads:v17']);
});

test('Google Ads: version="vNN" only next to a GoogleAdsClient', () => {
  const withClient = 'client = GoogleAdsClient.load_from_storage(version="v23")\nsvc = client.get_service("GoogleAdsService", version="v22")\n';
  assert.deepEqual(found(withClient, 'a.py'), ['1:google-ads:v23', '2:google-ads:v22']);
  assert.deepEqual(found('API = dict(version="v20")\n', 'a.py'), []);
});

test('one finding per version per line, even when two patterns see it', () => {
  // com.google.ads.googleads.v22 also contains google.ads.googleads.v22.
  assert.equal(detectVersions('import com.google.ads.googleads.v22.services.X;', 'A.java').length, 1);
});

test('Meta: graph.facebook.com URLs (vNN.N and vNN) and SDK api_version settings', () => {
  assert.deepEqual(found('fetch("https://graph.facebook.com/v25.0/act_" + id + "/insights")', 'a.js'), ['1:meta-ads:v25.0']);
  assert.deepEqual(found('GET https://graph.facebook.com/v21/me', 'a.sh'), ['1:meta-ads:v21.0']);
  assert.deepEqual(found('FacebookAdsApi.init(app_id, secret, token, api_version="v22.0")', 'a.py'), ['1:meta-ads:v22.0']);
  assert.deepEqual(found('facebook:\n  graph_api_version: v26.0\n', 'c.yaml'), ['2:meta-ads:v26.0']);
  assert.deepEqual(found("$api = Api::init($id, $secret, $token); // facebook\n$api->setDefaultGraphVersion('v23.0');", 'a.php'), ['2:meta-ads:v23.0']);
  assert.deepEqual(found("FacebookAds.configure { |c| c.api_version = 'v24.0' }", 'a.rb'), ['1:meta-ads:v24.0']);
  // api_version in a file that never names Facebook is someone else's.
  assert.deepEqual(found('SCHEMA = {"api_version": "v2.0"}', 'a.py'), []);
  // The API families a Graph URL may belong to: the resolver picks the one that dies first.
  assert.deepEqual(detectVersions('https://graph.facebook.com/v20.0/', 'a.txt')[0]!.apis, ['Marketing API', 'Graph API']);
  // The path decides when it can: ad accounts and insights are the Marketing API; tokens, leads and pages the Graph API.
  const apis = (url: string) => detectVersions(url, 'a.txt')[0]!.apis;
  assert.deepEqual(apis('https://graph.facebook.com/v24.0/act_123/insights'), ['Marketing API']);
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a pattern as code writes it, not a template
  assert.deepEqual(apis('`https://graph.facebook.com/v24.0/${adAccountId}/adcreatives`'), ['Marketing API']);
  assert.deepEqual(apis('https://graph.facebook.com/v24.0/oauth/access_token?grant_type=fb_exchange_token'), ['Graph API']);
  assert.deepEqual(apis('https://graph.facebook.com/v24.0/123/leadgen_forms'), ['Graph API']);
  assert.deepEqual(apis('https://graph.facebook.com/v24.0/me/accounts'), ['Graph API']);
});

test('LinkedIn: the LinkedIn-Version header in any casing and quoting', () => {
  const lines = [
    "headers = {'LinkedIn-Version': '202601'}",
    '"linkedin-version": "202602",',
    'req.Header.Set("Linkedin-Version", "202603")',
    'curl -H "LinkedIn-Version: 202511" https://api.linkedin.com/rest/adAccounts',
    '$headers = ["LINKEDIN-VERSION" => "202510"];',
    'LINKEDIN_VERSION=202508',
    '    LinkedIn-Version: 202506',
    "headers: { 'Linkedin-Version': `202505` }",
  ];
  assert.deepEqual(
    found(lines.join('\n'), 'x.txt'),
    ['202601', '202602', '202603', '202511', '202510', '202508', '202506', '202505'].map((v, i) => `${i + 1}:linkedin-ads:${v}`),
  );
  assert.deepEqual(found("'X-Restli-Protocol-Version': '2.0.0'", 'a.js'), []);
});

test('Microsoft, X, Snapchat, Amazon', () => {
  assert.deepEqual(found('https://campaign.api.bingads.microsoft.com/Api/Advertiser/CampaignManagement/v13/CampaignManagementService.svc?singleWsdl', 'a.cs'), [
    '1:microsoft-ads:13',
  ]);
  assert.deepEqual(found('https://reporting.api.bingads.microsoft.com/Api/Advertiser/Reporting/V12/ReportingService.svc', 'a.cs'), ['1:microsoft-ads:12']);
  assert.deepEqual(found('"https://ads-api.x.com/12/accounts"\n"https://ads-api.twitter.com/9/accounts/"', 'a.go'), ['1:x-ads:12.0', '2:x-ads:9.0']);
  assert.deepEqual(found("const base = 'https://adsapi.snapchat.com/v1/me';", 'a.ts'), ['1:snapchat-ads:v1']);
  const amazon = [
    'host = "https://advertising-api.amazon.com"',
    'r = post(host + "/v2/sp/keywords/report")',
    'c = get(host + "/v2/sp/campaigns")',
    'b = get(host + "/v2/hsa/campaigns")',
    'p = get(host + "/v1/profiles")',
    'd = post(host + "/sd/reports")',
  ].join('\n');
  const got = detectVersions(amazon, 'a.py').map((u) => `${u.line}:${u.apis[0]}:${u.version}`);
  assert.deepEqual(got, [
    '2:Sponsored Products reporting:v2',
    '3:Sponsored Products API:v2',
    '4:Sponsored Brands API:v2',
    '5:Profiles API:v1',
    '6:Sponsored Display reporting:v2',
  ]);
  // /v1/profiles and /sd/reports are common words: only in a file that names Amazon Ads.
  assert.deepEqual(found('get("/v1/profiles"); post("/sd/reports")', 'a.js'), []);
});

test('false positives: v20 of something else, version-less URLs, look-alike hosts', () => {
  const text = [
    'API_VERSION = "v20"',
    'app.get("/v20/users")',
    'GRAPH = "https://graph.facebook.com/me?fields=id"',
    'LINKEDIN = "https://api.linkedin.com/rest/adAccounts"',
    'SPACES = "/v2/spaces/list"',
    'OTHER = "https://ads-api.example.com/12/"',
  ].join('\n');
  assert.deepEqual(found(text, 'a.py'), []);
  assert.deepEqual(found('DISCOVERY = "https://googleads.googleapis.com/$discovery/rest"', 'a.py'), []);
  // Versions of other APIs that look alike: Shopify, Stripe, Slack.
  const others = [
    "SHOPIFY_API_VERSION = '2024-01'",
    "stripe.api_version = '2023-10-16'",
    'const API_VERSION = "v1"; // slack.com/api',
    "url = f'https://{shop}.myshopify.com/admin/api/2024-04/orders.json'",
  ].join('\n');
  assert.deepEqual(found(others, 'a.py'), []);
});

test('comments: marked by language, never hidden; markers inside strings do not count', () => {
  const py = 'url = "https://graph.facebook.com/v21.0/#x"\n# url = "https://graph.facebook.com/v18.0/me"\nx = 1  # https://graph.facebook.com/v19.0\n';
  assert.deepEqual(found(py, 'a.py'), ['1:meta-ads:v21.0', '2:meta-ads:v18.0:comment', '3:meta-ads:v19.0:comment']);
  const js =
    "const u = 'https://graph.facebook.com/v21.0'; // was v20\n// const old = 'https://graph.facebook.com/v20.0';\n/*\n * https://graph.facebook.com/v17.0\n */\n";
  assert.deepEqual(found(js, 'a.js'), ['1:meta-ads:v21.0', '2:meta-ads:v20.0:comment', '4:meta-ads:v17.0:comment']);
  const xml = '<!-- <url>https://graph.facebook.com/v16.0</url> -->\n<url>https://graph.facebook.com/v22.0</url>\n';
  assert.deepEqual(found(xml, 'a.xml'), ['1:meta-ads:v16.0:comment', '2:meta-ads:v22.0']);
  const sql = "-- SELECT 'https://graph.facebook.com/v15.0'\nSELECT 'https://graph.facebook.com/v23.0';\n";
  assert.deepEqual(found(sql, 'a.sql'), ['1:meta-ads:v15.0:comment', '2:meta-ads:v23.0']);
  // A URL's // is not a comment in a language with // comments.
  assert.deepEqual(found('fetch(https://graph.facebook.com/v21.0/me)', 'a.go'), ['1:meta-ads:v21.0']);
});

test('line and column are 1-based', () => {
  const [u] = detectVersions('\n\n  x = "https://adsapi.snapchat.com/v1"', 'a.py');
  assert.equal(u!.line, 3);
  assert.equal(u!.column, 16);
});

test('every detector has an id, a kind and a global regular expression', () => {
  const ids = new Set<string>();
  for (const d of DETECTORS) {
    assert.ok(d.re.global, d.id);
    assert.ok(d.kind.length > 0, d.id);
    assert.ok(!ids.has(d.id), `duplicate ${d.id}`);
    ids.add(d.id);
  }
});
