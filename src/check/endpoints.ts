/**
 * Retired endpoints in code: where a change record names the operations (or
 * field values) a deprecation retires (`endpoints` in src/schemas/change.ts,
 * read by the collector from the official row), code that calls one is a
 * finding with that record's id, title, date and status.
 *
 * The table is data: it is built from the records (the checkout's content, or
 * the site's /api/changes.json built into the bundle), never typed here. A
 * path template `/dsp/orders/{orderId}` becomes a pattern that matches the
 * ways code writes it: `/dsp/orders/${id}`, `'/dsp/orders/' + id`,
 * `f"/dsp/orders/{order_id}"`, `"/dsp/orders/{}".format(id)`, `"/dsp/orders/%s"`,
 * `/dsp/orders/:orderId`, `/dsp/orders/123`. A path counts only in a file that
 * names its platform (its API host or SDK: the same context the version
 * detectors use), so `/reports` in unrelated code is never a finding; that
 * context's literals are needles of the version detectors, so every file an
 * endpoint can match passes the scanner's literal prefilter (a test holds it).
 */
import { z } from 'zod';
import type { PlatformSlug } from '../schemas/common.ts';
import type { Change } from '../schemas/change.ts';
import type { CheckFinding } from '../schemas/check.ts';
import { daysUntil, isOnOrAfter } from '../model/date-math.ts';
import { compareText } from '../model/compare.ts';
import { isSuperseded } from '../model/derived.ts';
import { PLATFORMS } from '../model/registry.ts';
import { AMAZON_CLIENT_CONTEXT, DETECTORS, lineIndexAt, lineStarts, NEEDLES, type PlatformContext } from './detect.ts';
import { commentRanges, isInComment, languageOf } from './comments.ts';
import { scopeOf } from './scope.ts';

/**
 * What names each platform in a file; a platform without one has no endpoint matching (a test checks the data
 * has none). Amazon: the version detectors' context, or the names a DSP client uses ("Amazon DSP", the docs
 * host advertising.amazon.com, "Amazon Ad API"), each holding the needle "amazon".
 */
export const ENDPOINT_CONTEXTS: Partial<Record<PlatformSlug, PlatformContext>> = {
  'amazon-ads': AMAZON_CLIENT_CONTEXT,
};

/**
 * Path prefixes that name their platform on their own: the path needles of the version detectors that need no
 * context (Amazon's `/v2/sp/`, `/v2/hsa/`). A retired path under one counts in any file, as those detectors'
 * matches do (a client module that declares `'/v2/hsa/{}/snapshot'` and never writes "Amazon"); any other path
 * needs its platform named in the file.
 */
export function standalonePrefixes(platform: string): string[] {
  return DETECTORS.filter((d) => d.platform === platform && d.context === undefined).flatMap((d) =>
    d.needles.filter((n) => n.startsWith('/') && n.endsWith('/')),
  );
}

/** One retired operation of one record, as the scanner carries it. */
export const CheckEndpoint = z.looseObject({
  record_id: z.string(),
  platform: z.string(),
  title: z.string(),
  method: z.string().nullable(),
  path: z.string(),
  field: z.string().nullable(),
  value: z.string().nullable(),
  effective_date: z.string().nullable(),
  source_url: z.string(),
  record_url: z.string().nullable(),
});
export type CheckEndpoint = z.infer<typeof CheckEndpoint>;
export const CheckEndpointList = z.array(CheckEndpoint);

type ChangeLike = Pick<Change, 'id' | 'platform' | 'title' | 'effective_date' | 'source_url' | 'endpoints' | 'superseded_by'> & { url?: string };

/**
 * The endpoint table of a list of changes (stored records or the published ones): every operation of every
 * record that names some, by record id then order. `recordUrl` gives a stored record's page. A record
 * superseded by another (a postponement that restates the deadline) takes the date of the live record at the
 * end of its chain: the operation is still retired, on the day the platform now states.
 */
export function endpointTable(changes: readonly ChangeLike[], recordUrl: (id: string) => string | null = () => null): CheckEndpoint[] {
  const byId = new Map(changes.map((c) => [c.id, c]));
  const live = (c: ChangeLike): ChangeLike => {
    let at = c;
    for (let hops = 0; isSuperseded(at) && hops < 10; hops++) {
      const next = byId.get(at.superseded_by!);
      if (!next) break;
      at = next;
    }
    return at;
  };
  return changes
    .filter((c) => c.endpoints !== undefined)
    .sort((a, b) => compareText(a.id, b.id))
    .flatMap((c) =>
      c.endpoints!.map((e) => ({
        record_id: c.id,
        platform: c.platform,
        title: c.title,
        method: e.method ?? null,
        path: e.path,
        field: e.field ?? null,
        value: e.value ?? null,
        effective_date: live(c).effective_date ?? null,
        source_url: c.source_url,
        record_url: c.url ?? recordUrl(c.id),
      })),
    );
}

const escapeRe = (s: string): string => s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/** One path parameter as code fills it: an interpolation, a placeholder, a concatenated expression, or a literal id. */
const PARAM = [
  String.raw`\$\{[^}\n]{1,80}\}`, // ${id} (JS, shell)
  String.raw`#\{[^}\n]{1,80}\}`, // #{id} (Ruby)
  String.raw`\{[^}\n/]{0,80}\}`, // {id}, {} (f-strings, format, OpenAPI)
  String.raw`\$[A-Za-z_]\w*`, // $id (Kotlin, PHP, shell)
  String.raw`%(?:\(\w+\))?[sd]`, // %s, %(id)s
  String.raw`:[A-Za-z_]\w*`, // :id (Express)
  String.raw`<[\w:]{1,40}>`, // <id>, <int:id> (Flask)
  // '...' + id (+ '...'), "..." . $id (PHP)
  String.raw`["'\x60]\s*(?:\+|\.)\s*[A-Za-z_$][\w$.]*(?:\([^()\n]{0,40}\)|\[[^\]\n]{0,40}\])?(?:\s*(?:\+|\.)\s*["'\x60])?`,
  '[A-Za-z0-9_.~-]{1,80}', // a literal id
].join('|');

/**
 * After the path: not more path (a longer operation), and not a string that goes on by concatenation
 * (`'/dsp/orders/' + id` is the operation with the id, not the list).
 */
const END = String.raw`(?![A-Za-z0-9_{$#%<:-]|\/[A-Za-z0-9_{$#%<:]|\/?\s*["'\x60]\s*(?:\+|\.\s*\$)|\s*(?:\+|\.)\s*["'\x60]\/)`;

/** The pattern of one path template; group-free. */
export function pathPattern(path: string): RegExp {
  const segments = path.replace(/\/$/, '').split('/').slice(1);
  const body = segments.map((s) => (/^\{[^}]+\}$/.test(s) ? `(?:${PARAM})` : escapeRe(s))).join('\\/');
  return new RegExp(`\\/${body}\\/?${END}`, 'g');
}

/** The literal a file must hold for the template to match: the path up to its first parameter. */
export function pathNeedle(path: string): string {
  const i = path.indexOf('{');
  return (i === -1 ? path : path.slice(0, i)).replace(/\/$/, '');
}

const METHOD_ON_LINE = /\b(GET|POST|PUT|PATCH|DELETE|get|post|put|patch|delete|Get|Post|Put|Patch|Delete)\b/g;

interface Rule {
  needle: string;
  re: RegExp;
  entries: CheckEndpoint[];
  /** What the file must name; null for a path under a standalone prefix (standalonePrefixes). */
  context: PlatformContext | null;
  /** A field value: the field's pattern, and the literal (the path's last literal segment) the file must name. */
  value?: { re: RegExp; needs: string };
}

/** The table compiled: one rule per (platform, path) and per retired field value. Built once per run. */
export class EndpointMatcher {
  readonly rules: Rule[] = [];

  constructor(entries: readonly CheckEndpoint[]) {
    const byPath = new Map<string, CheckEndpoint[]>();
    for (const e of entries) {
      const context = ENDPOINT_CONTEXTS[e.platform as PlatformSlug];
      if (!context) continue;
      if (e.field !== null && e.value !== null) {
        const last =
          e.path
            .split('/')
            .filter((s) => s && !s.startsWith('{'))
            .pop() ?? e.path;
        this.rules.push({
          needle: e.value,
          re: new RegExp(`\\b${escapeRe(e.field)}\\b["']?\\s*(?:=>|[:=])\\s*["'\\x60]${escapeRe(e.value)}["'\\x60]`, 'g'),
          entries: [e],
          context,
          value: { re: new RegExp(escapeRe(last), 'i'), needs: last },
        });
        continue;
      }
      const key = `${e.platform}\u0000${e.path.replace(/\/$/, '')}`;
      const list = byPath.get(key) ?? [];
      list.push(e);
      byPath.set(key, list);
    }
    const prefixes = new Map<string, string[]>();
    for (const list of byPath.values()) {
      const { platform, path } = list[0]!;
      if (!prefixes.has(platform)) prefixes.set(platform, standalonePrefixes(platform));
      const standalone = prefixes.get(platform)!.some((p) => path.startsWith(p));
      this.rules.push({
        needle: pathNeedle(path),
        re: pathPattern(path),
        entries: list,
        context: standalone ? null : ENDPOINT_CONTEXTS[platform as PlatformSlug]!,
      });
    }
  }

  /** Every match in a text: the longest where two overlap (`/accounts/{id}/dsp/reports` over `/dsp/reports`), in text order. */
  find(text: string, name = ''): EndpointUsage[] {
    const candidates = this.rules.filter((r) => text.includes(r.needle));
    if (candidates.length === 0) return [];
    const contexts = new Map<PlatformContext, boolean>();
    const hasContext = (c: PlatformContext): boolean => {
      const known = contexts.get(c);
      if (known !== undefined) return known;
      const v = c.re.test(text);
      contexts.set(c, v);
      return v;
    };
    const spans: { at: number; end: number; rule: Rule }[] = [];
    for (const r of candidates) {
      if (r.context !== null && !hasContext(r.context)) continue;
      if (r.value && !r.value.re.test(text)) continue;
      r.re.lastIndex = 0;
      for (const m of text.matchAll(r.re)) spans.push({ at: m.index, end: m.index + m[0].length, rule: r });
    }
    if (spans.length === 0) return [];
    spans.sort((a, b) => b.end - b.at - (a.end - a.at) || a.at - b.at);
    const kept: typeof spans = [];
    for (const s of spans) if (!kept.some((k) => s.at < k.end && k.at < s.end)) kept.push(s);
    kept.sort((a, b) => a.at - b.at);
    const starts = lineStarts(text);
    const lang = languageOf(name);
    const blocks = commentRanges(text, lang);
    return kept.map((s) => {
      const li = lineIndexAt(starts, s.at);
      const lineText = text.slice(starts[Math.max(0, li - 1)]!, starts[li + 1] ?? text.length);
      return {
        line: li + 1,
        column: s.at - starts[li]! + 1,
        match: text.slice(s.at, s.end).trim(),
        comment: isInComment(text, starts[li]!, s.at, lang, blocks),
        entry: pick(s.rule.entries, lineText),
      };
    });
  }
}

/** Of the records retiring one path: those whose method the line (or the line before) names, else all; the first to shut off. */
function pick(entries: readonly CheckEndpoint[], lineText: string): CheckEndpoint {
  if (entries.length === 1) return entries[0]!;
  const named = new Set([...lineText.matchAll(METHOD_ON_LINE)].map((m) => m[1]!.toUpperCase()));
  const byMethod = entries.filter((e) => e.method !== null && named.has(e.method));
  const pool = byMethod.length > 0 ? byMethod : entries;
  return [...pool].sort((a, b) => compareText(a.effective_date ?? '9999', b.effective_date ?? '9999') || compareText(a.record_id, b.record_id))[0]!;
}

export interface EndpointUsage {
  line: number;
  column: number;
  match: string;
  comment: boolean;
  entry: CheckEndpoint;
}

/** Context needles every endpoint match needs that the version detectors' prefilter lacks (empty: the prefilter lets every such file through). */
export function needlesMissingFromPrefilter(): string[] {
  return Object.values(ENDPOINT_CONTEXTS).flatMap((c) => c!.needles.filter((n) => !NEEDLES.includes(n.toLowerCase())));
}

/** A usage as a finding: the record's date and status on the day of the run (sunset once the day has passed, else deprecated and upcoming). */
export function resolveEndpoint(file: string, u: EndpointUsage, today: string): Omit<CheckFinding, 'violation'> {
  const e = u.entry;
  const date = e.effective_date;
  const upcoming = date !== null && isOnOrAfter(date, today);
  return {
    file,
    line: u.line,
    platform: e.platform as PlatformSlug,
    api: `${PLATFORMS[e.platform as PlatformSlug]?.name ?? e.platform} API`,
    version: null,
    status: date === null ? 'deprecated' : upcoming ? 'deprecated' : 'sunset',
    sunset_date: date,
    days_until_sunset: date === null ? null : daysUntil(date, today),
    migrate_to: null,
    breaking_to_target: null,
    migration_url: null,
    changelog_missing: null,
    source_url: e.source_url,
    record_url: e.record_url,
    status_basis: 'row',
    status_rule: null,
    served: null,
    column: u.column,
    kind: 'endpoint',
    comment: u.comment,
    match: u.match,
    scope: scopeOf(file),
    package: null,
    endpoint: {
      record_id: e.record_id,
      title: e.title,
      method: e.method,
      path: e.path,
      field: e.field,
      value: e.value,
      upcoming,
    },
    ignored: null,
  };
}

/** How code writes a retired path, each with a text it must match (and what), or must not: run by the generic test, listed in docs/check.md. */
export interface EndpointForm {
  form: string;
  /** The template of the record's path. */
  path: string;
  text: string;
  file: string;
  /** The text the finding reports; null: no finding. */
  match: string | null;
}

const HOST = 'HOST = "https://advertising-api.amazon.com"\n';

export const ENDPOINT_FORMS: readonly EndpointForm[] = [
  {
    form: 'JavaScript template literal',
    path: '/dsp/orders/{orderId}',
    file: 'a.js',
    text: `${HOST}fetch(\`\${HOST}/dsp/orders/\${orderId}\`)`,
    match: `/dsp/orders/\${orderId}`,
  },
  {
    form: 'concatenation',
    path: '/dsp/orders/{orderId}',
    file: 'a.js',
    text: `${HOST}axios.get(HOST + '/dsp/orders/' + order.id)`,
    match: "/dsp/orders/' + order.id",
  },
  {
    form: 'concatenation, mid-path',
    path: '/dsp/orders/{orderId}/deliveryActivationStatus',
    file: 'a.js',
    text: `${HOST}axios.post(HOST + '/dsp/orders/' + id + '/deliveryActivationStatus')`,
    match: "/dsp/orders/' + id + '/deliveryActivationStatus",
  },
  {
    form: 'Python f-string',
    path: '/dsp/orders/{orderId}',
    file: 'a.py',
    text: `${HOST}requests.get(f"{HOST}/dsp/orders/{order_id}")`,
    match: '/dsp/orders/{order_id}',
  },
  {
    form: 'str.format',
    path: '/dsp/reports/{reportId}',
    file: 'a.py',
    text: `${HOST}url = HOST + "/dsp/reports/{}".format(report_id)`,
    match: '/dsp/reports/{}',
  },
  {
    form: 'printf %s',
    path: '/accounts/{accountId}/dsp/reports',
    file: 'a.py',
    text: `${HOST}url = HOST + "/accounts/%s/dsp/reports" % account`,
    match: '/accounts/%s/dsp/reports',
  },
  { form: 'Ruby interpolation', path: '/dsp/orders/{orderId}', file: 'a.rb', text: `${HOST}get("#{HOST}/dsp/orders/#{id}")`, match: '/dsp/orders/#{id}' },
  {
    form: 'Kotlin / PHP $name',
    path: '/dsp/orders/{orderId}',
    file: 'a.kt',
    text: `${HOST}client.get("$HOST/dsp/orders/$orderId")`,
    match: '/dsp/orders/$orderId',
  },
  {
    form: 'route parameter :id',
    path: '/dsp/orders/{orderId}',
    file: 'a.ts',
    text: `${HOST}const ROUTE = '/dsp/orders/:orderId';`,
    match: '/dsp/orders/:orderId',
  },
  {
    form: 'a literal id',
    path: '/dsp/orders/{orderId}',
    file: 'a.sh',
    text: `curl https://advertising-api.amazon.com/dsp/orders/5829301`,
    match: '/dsp/orders/5829301',
  },
  { form: 'path with no parameter', path: '/dsp/reports', file: 'a.py', text: `${HOST}requests.post(HOST + "/dsp/reports", json=body)`, match: '/dsp/reports' },
  { form: 'trailing slash optional', path: '/dsp/orders/', file: 'a.py', text: `${HOST}requests.put(HOST + "/dsp/orders", json=orders)`, match: '/dsp/orders' },
  {
    form: 'field value',
    path: '/dsp/v1/adGroups',
    file: 'a.py',
    text: `${HOST}post(HOST + "/dsp/v1/adGroups", json={"inventoryType": "VIDEO"})`,
    match: 'inventoryType": "VIDEO"',
  },
  {
    form: 'a path under a prefix of its own (no platform named)',
    path: '/v2/hsa/{recordType}/snapshot',
    file: 'a.py',
    text: `@sp_endpoint('/v2/hsa/{}/snapshot', method='POST')`,
    match: '/v2/hsa/{}/snapshot',
  },
  // Must not match.
  { form: 'not without the platform named', path: '/dsp/reports', file: 'a.py', text: 'requests.post("https://reports.example.com/dsp/reports")', match: null },
  { form: "not another platform's /reports", path: '/dsp/reports', file: 'a.js', text: `${HOST}fetch("https://api.example.com/reports")`, match: null },
  { form: 'not the replacement', path: '/dsp/orders/', file: 'a.py', text: `${HOST}requests.post(HOST + "/dsp/v1/campaigns/list")`, match: null },
  {
    form: 'not a longer path',
    path: '/dsp/orders/{orderId}',
    file: 'a.py',
    text: `${HOST}requests.get(f"{HOST}/dsp/orders/{oid}/conversionTracking")`,
    match: null,
  },
  { form: 'not the list when an id follows', path: '/dsp/orders/', file: 'a.js', text: `${HOST}axios.get(HOST + '/dsp/orders/' + id)`, match: null },
  {
    form: 'not another value of the field',
    path: '/dsp/v1/adGroups',
    file: 'a.py',
    text: `${HOST}post(HOST + "/dsp/v1/adGroups", json={"inventoryType": "ONLINE_VIDEO"})`,
    match: null,
  },
];

/** The entry a form is tried against: a record of amazon-ads retiring its path (and, for the field form, inventoryType VIDEO). */
export function formEntry(f: EndpointForm): CheckEndpoint {
  const value = f.form.includes('value');
  return {
    record_id: 'amazon-ads-0000000000',
    platform: 'amazon-ads',
    title: `${f.path} shut off`,
    method: null,
    path: f.path,
    field: value ? 'inventoryType' : null,
    value: value ? 'VIDEO' : null,
    effective_date: '2025-06-30',
    source_url: 'https://advertising.amazon.com/API/docs/en-us/release-notes/deprecations',
    record_url: null,
  };
}
