/**
 * The SDK map generator: reads git snapshots of the platforms' official
 * client libraries (bare git directories, one per repository, as
 * `<mirror>/<owner>+<name>/repo`), and for every release tag the file (or
 * the folder of per-version modules) that names the API versions the
 * release speaks, then writes one canonical content file per package to
 * content/sdks/ (ranges compressed by src/model/sdk-ranges.ts).
 *
 *   npx node scripts/gen-sdks.ts --mirror /work/.mirror [--only google-ads] [--check]
 *
 * It never touches the network and never runs in the tests: the data it
 * writes is committed, and the tests read that. `--check` names each
 * content file that differs from what the snapshots give, and exits 1.
 * A repository missing from the mirror is reported and its files are left
 * as they are.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { canonicalJson } from '../model/canonical.ts';
import { sdkId } from '../model/sdks.ts';
import { comparePackageVersions, SdkRecord, type SdkEcosystem } from '../schemas/sdks.ts';
import type { PlatformSlug } from '../schemas/common.ts';
import { writeFileAtomic } from '../model/atomic-write.ts';
import { ROOT } from './repo-root.ts';
import { compressRanges, type TagReading } from '../model/sdk-ranges.ts';

type Found = NonNullable<TagReading['found']>;

/** Read access to one tag of one repository. */
interface TagView {
  tag: string;
  /** The text of a file at the tag, or null when it has none. */
  show(path: string): string | null;
  /** Names of the sub-folders of a folder at the tag (empty when it has none). */
  dirs(path: string): string[];
  blob(path: string): string;
  tree(path: string): string;
}

interface LibrarySpec {
  mirror: string;
  repository: string;
  platform: PlatformSlug;
  api: string;
  ecosystem: SdkEcosystem;
  /** The package name a tag publishes, or null when the tag is not a release of a package named here. */
  packageOf(t: TagView): string | null;
  /** The package version of a release tag, or null for a tag that is no release. */
  versionOf(tag: string): string | null;
  read(t: TagView): Found | null;
}

const plainTag = (tag: string): string | null => /^[vV]?(\d+(?:\.\d+)+(?:-?[A-Za-z][0-9A-Za-z.]*)?)$/.exec(tag)?.[1] ?? null;

/** The first capture of `re` in the file at the tag, as a found constant. */
function constant(
  t: TagView,
  paths: readonly string[],
  re: RegExp,
  map: (m: RegExpExecArray) => Pick<Found, 'api_versions' | 'default_api_version'>,
): Found | null {
  for (const path of paths) {
    const text = t.show(path);
    if (text === null) continue;
    const m = re.exec(text);
    if (m) return { ...map(m), source_url: t.blob(path), source_kind: 'tag-constant' };
  }
  return null;
}

/** The per-version folders (`v21`, `V21`) under the first of `bases` that has any. */
function versionDirs(t: TagView, bases: readonly string[], name: (n: string) => string, source?: (base: string) => string): Found | null {
  for (const base of bases) {
    const found = t.dirs(base).filter((d) => /^[vV]\d+$/.test(d));
    if (found.length)
      return {
        api_versions: found.map((d) => name(d.slice(1))),
        default_api_version: null,
        source_url: source ? source(base) : t.tree(base),
        source_kind: 'tag-constant',
      };
  }
  return null;
}

/** The first capture of `re` in a manifest at the tag (the package's name as that release published it), or null. */
const manifestName =
  (path: string, re: RegExp, map: (m: RegExpExecArray) => string = (m) => m[1]!) =>
  (t: TagView): string | null => {
    const m = re.exec(t.show(path) ?? '');
    return m ? map(m) : null;
  };

// The Business SDKs were the "ads" SDKs before 3.0 (facebook-nodejs-ads-sdk, facebook/php-ads-sdk,
// com.facebook.ads.sdk:facebook-java-ads-sdk, facebookads): each tag's manifest names its package.
const meta = (mirror: string, ecosystem: SdkEcosystem, packageOf: LibrarySpec['packageOf'], read: LibrarySpec['read']): LibrarySpec => ({
  mirror,
  repository: `https://github.com/${mirror.replace('+', '/')}`,
  platform: 'meta-ads',
  api: 'Marketing API',
  ecosystem,
  packageOf,
  versionOf: plainTag,
  read,
});
const graph = (v: string) => ({ api_versions: [v], default_api_version: v });

export const LIBRARIES: LibrarySpec[] = [
  meta(
    'facebook+facebook-python-business-sdk',
    'pypi',
    manifestName('setup.py', /^PACKAGE_NAME = '([a-z_]+)'/m, (m) => m[1]!.replace(/_/g, '-')),
    (t) => constant(t, ['facebook_business/apiconfig.py', 'facebookads/apiconfig.py'], /'API_VERSION':\s*'(v\d+\.\d+)'/, (m) => graph(m[1]!)),
  ),
  meta('facebook+facebook-nodejs-business-sdk', 'npm', manifestName('package.json', /"name": "([^"]+)"/), (t) =>
    constant(t, ['src/api.js'], /get VERSION\s*\(\)[^}]*?return '(v\d+\.\d+)'/, (m) => graph(m[1]!)),
  ),
  meta(
    'facebook+facebook-java-business-sdk',
    'maven',
    manifestName('pom.xml', /<groupId>([^<]+)<\/groupId>\s*<artifactId>([^<]+)<\/artifactId>/, (m) => `${m[1]}:${m[2]}`),
    (t) => constant(t, ['src/main/java/com/facebook/ads/sdk/APIConfig.java'], /DEFAULT_API_VERSION = "(v\d+\.\d+)"/, (m) => graph(m[1]!)),
  ),
  meta('facebook+facebook-php-business-sdk', 'packagist', manifestName('composer.json', /"name": "([^"]+)"/), (t) =>
    constant(t, ['src/FacebookAds/ApiConfig.php'], /const APIVersion = '(\d+\.\d+)'/, (m) => graph(`v${m[1]}`)),
  ),
  meta(
    'facebook+facebook-ruby-business-sdk',
    'rubygems',
    (t) => manifestName('facebookbusiness.gemspec', /s\.name\s*=\s*'([^']+)'/)(t) ?? manifestName('facebookads.gemspec', /s\.name\s*=\s*'([^']+)'/)(t),
    (t) => constant(t, ['lib/facebook_ads/version.rb'], /API_VERSION = '(\d+\.\d+)'/, (m) => graph(`v${m[1]}`)),
  ),
  {
    mirror: 'googleads+google-ads-python',
    repository: 'https://github.com/googleads/google-ads-python',
    platform: 'google-ads',
    api: 'Google Ads API',
    ecosystem: 'pypi',
    packageOf: () => 'google-ads',
    versionOf: (tag) => (tag.startsWith('v') ? null : (/^(\d+(?:\.\d+)+(?:\.post\d+)?)$/.exec(tag)?.[1] ?? null)), // v4.1.0 repeats 4.1.0
    read: (t) =>
      constant(
        t,
        ['google/ads/googleads/client.py', 'google/ads/google_ads/client.py'],
        /_VALID_API_VERSIONS = \[([^\]]*)\][\s\S]{0,200}?\n_DEFAULT_VERSION = _VALID_API_VERSIONS\[0\]/,
        (m) => {
          const list = [...m[1]!.matchAll(/['"](v\d+)['"]/g)].map((x) => x[1]!);
          return { api_versions: list, default_api_version: list[0]! };
        },
      ) ?? constant(t, ['google/ads/google_ads/client.py'], /^_DEFAULT_VERSION = '(v\d+)'/m, (m) => graph(m[1]!)),
  },
  {
    mirror: 'googleads+google-ads-java',
    repository: 'https://github.com/googleads/google-ads-java',
    platform: 'google-ads',
    api: 'Google Ads API',
    ecosystem: 'maven',
    packageOf: () => 'com.google.api-ads:google-ads',
    versionOf: (tag) => /^(\d+\.\d+\.\d+)$/.exec(tag)?.[1] ?? null, // 15.0.0.003 is no Maven release name
    read: (t) => {
      const settings = t.show('settings.gradle');
      const stubs = settings === null ? [] : [...settings.matchAll(/^include ':google-ads-stubs-(v\d+)'/gm)].map((m) => m[1]!);
      if (stubs.length) return { api_versions: stubs, default_api_version: null, source_url: t.blob('settings.gradle'), source_kind: 'tag-constant' };
      return versionDirs(t, ['google-ads/src/main/java/com/google/ads/googleads'], (n) => `v${n}`);
    },
  },
  {
    mirror: 'googleads+google-ads-dotnet',
    repository: 'https://github.com/googleads/google-ads-dotnet',
    platform: 'google-ads',
    api: 'Google Ads API',
    ecosystem: 'nuget',
    packageOf: () => 'Google.Ads.GoogleAds',
    versionOf: (tag) => (tag.startsWith('v') ? plainTag(tag) : null), // 2.4.0 repeats v2.4.0's release
    read: (t) => versionDirs(t, ['Google.Ads.GoogleAds/src', 'src'], (n) => `v${n}`),
  },
  {
    mirror: 'googleads+google-ads-php',
    repository: 'https://github.com/googleads/google-ads-php',
    platform: 'google-ads',
    api: 'Google Ads API',
    ecosystem: 'packagist',
    packageOf: () => 'googleads/google-ads-php',
    versionOf: (tag) => /^v(\d+\.\d+\.\d+)$/.exec(tag)?.[1] ?? null, // not 0.3.0 (repeats v0.3.0) nor v31.1.0-legacy
    read: (t) => versionDirs(t, ['src/Google/Ads/GoogleAds/Lib'], (n) => `v${n}`),
  },
  {
    mirror: 'googleads+google-ads-ruby',
    repository: 'https://github.com/googleads/google-ads-ruby',
    platform: 'google-ads',
    api: 'Google Ads API',
    ecosystem: 'rubygems',
    packageOf: () => 'google-ads-googleads',
    versionOf: (tag) => /^google-ads-googleads\/v(\d+(?:\.\d+)+)$/.exec(tag)?.[1] ?? null,
    read: (t) =>
      constant(t, ['lib/google/ads/google_ads/api_versions.rb'], /KNOWN_API_VERSIONS = \[([^\]]*)\]\s*\n\s*DEFAULT_API_VERSION = :V(\d+)/, (m) => ({
        api_versions: [...m[1]!.matchAll(/:V(\d+)/g)].map((x) => `v${x[1]}`),
        default_api_version: `v${m[2]}`,
      })) ?? versionDirs(t, ['lib/google/ads/google_ads'], (n) => `v${n}`),
  },
  {
    mirror: 'googleads+google-ads-perl',
    repository: 'https://github.com/googleads/google-ads-perl',
    platform: 'google-ads',
    api: 'Google Ads API',
    ecosystem: 'cpan',
    packageOf: () => 'Google::Ads::GoogleAds::Client',
    versionOf: plainTag,
    read: (t) => {
      const dirs = versionDirs(t, ['lib/Google/Ads/GoogleAds'], (n) => `v${n}`);
      if (dirs === null) return null;
      const def = /DEFAULT_API_VERSION\s*=>\s*"V(\d+)"/.exec(t.show('lib/Google/Ads/GoogleAds/Constants.pm') ?? '');
      const dflt = def && dirs.api_versions.includes(`v${def[1]}`) ? `v${def[1]}` : null;
      return dflt === null ? dirs : { ...dirs, default_api_version: dflt, source_url: t.blob('lib/Google/Ads/GoogleAds/Constants.pm') };
    },
  },
  ...(['pypi', 'nuget', 'maven'] as const).map(
    (ecosystem): LibrarySpec => ({
      mirror: { pypi: 'BingAds+BingAds-Python-SDK', nuget: 'BingAds+BingAds-dotNet-SDK', maven: 'BingAds+BingAds-Java-SDK' }[ecosystem],
      repository: `https://github.com/BingAds/${{ pypi: 'BingAds-Python-SDK', nuget: 'BingAds-dotNet-SDK', maven: 'BingAds-Java-SDK' }[ecosystem]}`,
      platform: 'microsoft-ads',
      api: 'Bing Ads API',
      ecosystem,
      packageOf: (t) => {
        if (ecosystem === 'nuget') return 'Microsoft.BingAds.SDK';
        if (ecosystem === 'maven') return 'com.microsoft.bingads:microsoft.bingads';
        // The PyPI package was renamed bingads -> msads (setup.py name=).
        return /name='([a-z]+)'/.exec(t.show('setup.py') ?? '')?.[1] ?? null;
      },
      versionOf: (tag) => /^msads-(\d[\w.]*)$/.exec(tag)?.[1] ?? plainTag(tag),
      read: (t) => versionDirs(t, [{ pypi: 'bingads', nuget: 'BingAdsApiSDK', maven: 'src/main/java/com/microsoft/bingads' }[ecosystem]], (n) => n),
    }),
  ),
  {
    mirror: 'xdevplatform+twitter-python-ads-sdk',
    repository: 'https://github.com/xdevplatform/twitter-python-ads-sdk',
    platform: 'x-ads',
    api: 'Ads API',
    ecosystem: 'pypi',
    packageOf: () => 'twitter-ads',
    versionOf: plainTag,
    // The SDK names the path segment ('11'); the version table writes 11.0.
    read: (t) => constant(t, ['twitter_ads/__init__.py'], /^API_VERSION = '(\d+)'/m, (m) => graph(`${m[1]}.0`)),
  },
];

function git(gitDir: string, args: string[]): string | null {
  try {
    return execFileSync('git', ['--git-dir', gitDir, ...args], { encoding: 'utf8', maxBuffer: 64 << 20, stdio: ['ignore', 'pipe', 'ignore'] });
  } catch {
    return null;
  }
}

function tagView(gitDir: string, repository: string, tag: string): TagView {
  const ref = `refs/tags/${tag}`;
  return {
    tag,
    show: (path) => git(gitDir, ['show', `${ref}:${path}`]),
    dirs: (path) => (git(gitDir, ['ls-tree', '-d', '--name-only', `${ref}:${path}`]) ?? '').split('\n').filter(Boolean),
    blob: (path) => `${repository}/blob/${tag}/${path}`,
    tree: (path) => `${repository}/tree/${tag}/${path}`,
  };
}

/** Every package of one library, from its snapshot. */
export function readLibrary(spec: LibrarySpec, mirror: string): SdkRecord[] {
  const gitDir = join(mirror, spec.mirror, 'repo');
  const tags = (git(gitDir, ['tag']) ?? '').split('\n').filter(Boolean);
  const byPackage = new Map<string, TagReading[]>();
  for (const tag of tags) {
    const version = spec.versionOf(tag);
    if (version === null) continue;
    const view = tagView(gitDir, spec.repository, tag);
    const pkg = spec.packageOf(view);
    if (pkg === null) continue;
    const list = byPackage.get(pkg) ?? [];
    list.push({ tag, version, found: spec.read(view) });
    byPackage.set(pkg, list);
  }
  return [...byPackage].flatMap(([pkg, readings]) => {
    const releases = compressRanges(readings);
    if (releases.length === 0) {
      console.error(`${spec.mirror}: no tag of ${pkg} names an API version; left out`);
      return [];
    }
    const base = { platform: spec.platform, api: spec.api, ecosystem: spec.ecosystem, package: pkg };
    const newest = readings
      .map((r) => r.version)
      .sort(comparePackageVersions)
      .at(-1)!;
    return [SdkRecord.parse({ id: sdkId(base), ...base, repository: spec.repository, newest_release_read: newest, releases })];
  });
}

function main(argv: string[]): number {
  const { values } = parseArgs({ args: argv, options: { mirror: { type: 'string' }, only: { type: 'string' }, check: { type: 'boolean' } } });
  if (!values.mirror) {
    console.error('usage: gen-sdks.ts --mirror DIR [--only PLATFORM] [--check]');
    return 2;
  }
  const dir = join(ROOT, 'content/sdks');
  mkdirSync(dir, { recursive: true });
  let stale = 0;
  for (const spec of LIBRARIES) {
    if (values.only && spec.platform !== values.only) continue;
    if (!existsSync(join(values.mirror, spec.mirror, 'repo'))) {
      console.error(`skipped ${spec.mirror}: no snapshot under ${values.mirror}`);
      continue;
    }
    for (const rec of readLibrary(spec, values.mirror)) {
      const path = join(dir, `${rec.id}.json`);
      const text = canonicalJson(SdkRecord, rec);
      const old = existsSync(path) ? readFileSync(path, 'utf8') : null;
      if (old === text) continue;
      stale++;
      if (values.check) console.error(`stale: content/sdks/${rec.id}.json`);
      else {
        writeFileAtomic(path, text);
        console.log(`wrote content/sdks/${rec.id}.json (${rec.releases.length} ranges)`);
      }
    }
  }
  return values.check && stale ? 1 : 0;
}

/** What `node scripts/gen-sdks.ts` runs. */
export async function cli(): Promise<void> {
  process.exitCode = main(process.argv.slice(2));
}
