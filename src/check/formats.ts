/**
 * The four outputs of `changeline check`: text for people (colour only on a
 * terminal without NO_COLOR), the JSON report (src/schemas/check.ts), SARIF
 * 2.1.0 for code scanning (one rule per status, with a help URI), and GitHub
 * workflow annotations with a Markdown summary for $GITHUB_STEP_SUMMARY.
 * Pure: the CLI decides where each goes.
 */
import type { CheckReport, CheckFinding } from '../schemas/check.ts';
import { FINDING_STATUSES } from '../schemas/check.ts';
import { familyLabel } from '../model/platform-names.ts';
import type { PlatformSlug } from '../schemas/common.ts';
import { transportAdvice } from './sdk-transport.ts';

export const FORMATS = ['text', 'json', 'sarif', 'github'] as const;
export type Format = (typeof FORMATS)[number];

export interface FormatContext {
  /** Page of the check on the site (the rules' help URI). */
  helpUri: string;
  toolVersion: string;
  /** Where the data came from, for the text header (a URL, or "the bundled copy"). */
  dataFrom: string;
}

/** A finding as the sentences read it: a report's, or one before the report fills endpoint. */
type Described = Omit<CheckFinding, 'endpoint' | 'served'> & { endpoint?: CheckFinding['endpoint']; served?: CheckFinding['served'] };

/** The minor a major is served as, beside it: "v26 (served as v26.2)"; nothing when it is the same version. */
const servedAs = (version: string, served: string | null | undefined): string => (served && served !== version ? `${version} (served as ${served})` : version);

/** The version a migration goes to, as the path file names it (the minor that the major to call is served as). */
const pathTarget = (f: Described): string | null => f.served?.migrate_to_served_as ?? f.migrate_to;

/** A retired operation as a reader knows it: `POST /dsp/reports`, `POST /dsp/v1/adGroups inventoryType VIDEO`. */
const operation = (e: NonNullable<CheckFinding['endpoint']>): string => `${e.method ? `${e.method} ` : ''}${e.path}${e.field ? ` ${e.field} ${e.value}` : ''}`;

const label = (f: Described): string =>
  f.kind === 'endpoint' && f.endpoint
    ? `${familyLabel(f.platform as PlatformSlug, f.api)} ${operation(f.endpoint)}`
    : `${familyLabel(f.platform as PlatformSlug, f.api)} ${f.version === null ? '(unknown version)' : servedAs(f.version, f.served?.version)}`;

function when(f: Described): string {
  if (f.kind === 'endpoint' && f.sunset_date !== null && f.days_until_sunset !== null) {
    const d = f.days_until_sunset;
    return f.status === 'sunset'
      ? `retired, shut off since ${f.sunset_date} (${-d} day${d === -1 ? '' : 's'} ago)`
      : `deprecated, shuts off ${f.sunset_date} (in ${d} day${d === 1 ? '' : 's'})`;
  }
  if (f.status === 'unknown') {
    return f.kind === 'manifest' && f.package && f.package.api_versions.length === 0
      ? `unknown: the SDK map does not know ${f.package.name} ${f.package.version}`
      : 'unknown: not in the version table (not known to be safe)';
  }
  const d = f.days_until_sunset;
  if (f.sunset_date === null || d === null) return f.status;
  if (d < 0) return `${f.status} since ${f.sunset_date} (${-d} days ago)`;
  return `${f.status}, sunset ${f.sunset_date} (in ${d} day${d === 1 ? '' : 's'})`;
}

/** What to do with a pinned SDK: the release (or package) to upgrade to, and which rule picked it. */
function upgradeText(f: Described): string {
  const u = f.package?.upgrade_to;
  if (!u) return '';
  if (u.rule === 'rest-transport') {
    return u.name === f.package!.name
      ? `; upgrade ${u.name} to ${u.version} or later (the first release on REST)`
      : `; replace ${f.package!.name} with ${u.name} (on REST)`;
  }
  return u.rule === 'oldest-speaking-migrate-to'
    ? `; upgrade ${u.name} to ${u.version} or later (the oldest release that speaks ${u.speaks})`
    : `; upgrade ${u.name} to ${u.version} (no release speaks ${f.migrate_to ?? 'the target'} yet; the newest that speaks a live version, ${u.speaks})`;
}

/** One sentence about a finding: what, its state (and on what basis), where to go. */
export function describe(f: Described): string {
  const what = f.kind === 'manifest' && f.package ? `${f.package.name} ${f.package.version} speaks ${label(f)}` : label(f);
  const cost =
    f.migrate_to && f.version && f.breaking_to_target != null && f.migration_url
      ? `${f.version} → ${pathTarget(f)}: ${f.breaking_to_target} breaking change${f.breaking_to_target === 1 ? '' : 's'} listed${f.changelog_missing?.length ? `, no official changelog recorded for ${f.changelog_missing.join(', ')}` : ''}, ${f.migration_url}`
      : '';
  // A major to call (Google Ads v26) names the minor it is served as, beside the cost: "migrate to v26 (served as v26.2; v20 → v26.2: …)".
  const servedTarget = f.served?.migrate_to_served_as;
  const notes = [servedTarget && servedTarget !== f.migrate_to ? `served as ${servedTarget}` : '', cost].filter((n) => n !== '');
  const to = f.migrate_to ? `; migrate to ${f.migrate_to}${notes.length > 0 ? ` (${notes.join('; ')})` : ''}` : '';
  const rule = f.status_basis === 'rule' && f.status_rule ? ` (by rule: ${f.status_rule})` : '';
  const comment = f.comment ? ' [in a comment]' : '';
  const scope = f.scope === 'test' ? ' [test]' : '';
  const record = f.endpoint ? `; record ${f.endpoint.record_id}: ${f.endpoint.title}` : '';
  return `${what}: ${when(f)}${rule}${to}${upgradeText(f)}${transportAdvice(f)}${record}${comment}${scope}`;
}

// ---- text ----

const COLORS = { red: 31, yellow: 33, green: 32, cyan: 36, dim: 2, bold: 1 } as const;
type Color = keyof typeof COLORS;

export function text(report: CheckReport, ctx: FormatContext, color: boolean): string {
  const c = (name: Color, s: string): string => (color ? `\u001b[${COLORS[name]}m${s}\u001b[0m` : s);
  const lines: string[] = [];
  const files = new Set(report.findings.map((f) => f.file)).size;
  lines.push(
    c(
      'bold',
      `changeline check: ${report.findings.length} ad-API version usage${report.findings.length === 1 ? '' : 's'} in ${files} file${files === 1 ? '' : 's'}`,
    ) + c('dim', ` (data as of ${report.data_as_of.slice(0, 10)}, ${ctx.dataFrom})`),
  );
  for (const f of report.findings) {
    const mark = f.violation
      ? c('red', 'x')
      : f.comment
        ? c('dim', '#')
        : f.status === 'unknown'
          ? c('cyan', '?')
          : f.status === 'active' || f.status === 'planned'
            ? c('green', 'o')
            : c('yellow', '!');
    const body = `${f.file}:${f.line}  ${describe(f)}`;
    lines.push(`${mark} ${f.comment ? c('dim', body) : body}`);
    if (f.violation) lines.push(`    ${c('red', `fails the policy: ${f.violation}`)}`);
    if (f.record_url && (f.violation || f.status !== 'active')) lines.push(c('dim', `    ${f.record_url}`));
  }
  for (const w of report.warnings) lines.push(c('yellow', `warning: ${w}`));
  const failing = report.findings.filter((f) => f.violation).length;
  lines.push(
    failing > 0
      ? c('red', `${failing} finding${failing === 1 ? '' : 's'} fail${failing === 1 ? 's' : ''} the policy (${policyText(report)}).`)
      : c('green', `Nothing fails the policy (${policyText(report)}).`),
  );
  return `${lines.join('\n')}\n`;
}

export function policyText(r: CheckReport): string {
  const p = r.policy;
  const base =
    p.fail_on === 'never'
      ? 'never fail'
      : p.fail_on === 'sunset'
        ? 'fail on sunset versions'
        : p.fail_on === 'within'
          ? `fail on sunset versions and sunsets within ${p.fail_within} days`
          : `fail on deprecated and sunset versions and sunsets within ${p.fail_within} days`;
  return p.fail_unknown && p.fail_on !== 'never' ? `${base}, and on unknown versions` : base;
}

// ---- json ----

export const json = (report: CheckReport): string => `${JSON.stringify(report, null, 2)}\n`;

// ---- SARIF 2.1.0 ----

const RULE_TEXT: Record<(typeof FINDING_STATUSES)[number], { name: string; short: string; full: string; level: 'error' | 'warning' | 'note' }> = {
  sunset: {
    name: 'SunsetAdApiVersion',
    short: 'Ad-API version already sunset',
    full: 'The code calls an ad-platform API version that the platform has shut off (sunset): calls fail or will fail. Move to the version named in the message.',
    level: 'error',
  },
  deprecated: {
    name: 'DeprecatedAdApiVersion',
    short: 'Ad-API version deprecated',
    full: 'The code calls an ad-platform API version that the platform has deprecated: it still works, and its sunset is coming.',
    level: 'warning',
  },
  active: {
    name: 'ActiveAdApiVersion',
    short: 'Ad-API version in use (active)',
    full: 'The code calls an active ad-platform API version; the message gives its announced sunset, if any.',
    level: 'note',
  },
  planned: {
    name: 'PlannedAdApiVersion',
    short: 'Ad-API version not yet released',
    full: 'The code names an ad-platform API version that is announced but not yet released.',
    level: 'note',
  },
  unknown: {
    name: 'UnknownAdApiVersion',
    short: 'Ad-API version unknown to Changeline',
    full: 'The code names an ad-platform API version (or pins an SDK release) that the Changeline data does not know. It is not known to be safe: check the platform’s own version table.',
    level: 'warning',
  },
};

function sarifLevel(f: CheckFinding): 'error' | 'warning' | 'note' {
  if (f.violation) return 'error';
  if (f.comment) return 'note';
  if (f.status === 'sunset') return 'warning';
  if (f.days_until_sunset !== null && f.days_until_sunset >= 0 && f.status !== 'planned' && f.days_until_sunset <= 90) return 'warning';
  return RULE_TEXT[f.status].level === 'error' ? 'warning' : RULE_TEXT[f.status].level;
}

/** An artifact URI relative to the scanned folder: percent-encoded path segments. */
const fileUri = (file: string): string => file.split('/').map(encodeURIComponent).join('/');

export function sarif(report: CheckReport, ctx: FormatContext): string {
  const rules = FINDING_STATUSES.map((s) => ({
    id: `changeline/${s}`,
    name: RULE_TEXT[s].name,
    shortDescription: { text: RULE_TEXT[s].short },
    fullDescription: { text: RULE_TEXT[s].full },
    helpUri: ctx.helpUri,
    help: { text: `${RULE_TEXT[s].full} See ${ctx.helpUri}`, markdown: `${RULE_TEXT[s].full} See [changeline check](${ctx.helpUri}).` },
    defaultConfiguration: { level: RULE_TEXT[s].level },
    properties: { tags: ['ad-api', 'deprecation', s] },
  }));
  const results = report.findings.map((f) => ({
    ruleId: `changeline/${f.status}`,
    ruleIndex: FINDING_STATUSES.indexOf(f.status),
    level: sarifLevel(f),
    message: { text: `${describe(f)}${f.violation ? ` (fails the policy: ${f.violation})` : ''}${f.source_url ? `. Source: ${f.source_url}` : ''}` },
    locations: [
      {
        physicalLocation: {
          artifactLocation: { uri: fileUri(f.file), uriBaseId: '%SRCROOT%' },
          region: { startLine: f.line, startColumn: f.column },
        },
      },
    ],
    partialFingerprints: { 'changeline/v1': `${f.platform}:${f.api}:${f.version ?? ''}:${f.file}:${f.match}` },
    properties: {
      platform: f.platform,
      api: f.api,
      version: f.version,
      status: f.status,
      status_basis: f.status_basis,
      ...(f.endpoint ? { record_id: f.endpoint.record_id, endpoint: operation(f.endpoint) } : {}),
      scope: f.scope,
      sunset_date: f.sunset_date,
      days_until_sunset: f.days_until_sunset,
      migrate_to: f.migrate_to,
      ...(f.served ? { served: f.served } : {}),
      ...(f.migration_url ? { breaking_to_target: f.breaking_to_target, migration_url: f.migration_url, changelog_missing: f.changelog_missing } : {}),
      comment: f.comment,
      ...(f.record_url ? { record_url: f.record_url } : {}),
      ...(f.source_url ? { source_url: f.source_url } : {}),
    },
  }));
  const log = {
    $schema: 'https://json.schemastore.org/sarif-2.1.0.json',
    version: '2.1.0',
    runs: [
      {
        tool: {
          driver: {
            name: 'changeline-check',
            version: ctx.toolVersion,
            semanticVersion: ctx.toolVersion,
            informationUri: ctx.helpUri,
            rules,
          },
        },
        invocations: [{ executionSuccessful: true, endTimeUtc: report.generated_at }],
        columnKind: 'utf16CodeUnits',
        results,
        properties: { data_as_of: report.data_as_of, data_source: report.data_source, failed: report.failed },
      },
    ],
  };
  return `${JSON.stringify(log, null, 2)}\n`;
}

// ---- GitHub Actions ----

const escData = (s: string): string => s.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
const escProp = (s: string): string => escData(s).replace(/:/g, '%3A').replace(/,/g, '%2C');

/** Workflow commands (::error / ::warning / ::notice), one per finding. */
export function github(report: CheckReport): string {
  const out: string[] = [];
  for (const f of report.findings) {
    const cmd = f.violation ? 'error' : f.comment || f.status === 'active' || f.status === 'planned' ? 'notice' : 'warning';
    const title = `${label(f)}: ${f.status}`;
    out.push(
      `::${cmd} file=${escProp(f.file)},line=${f.line},col=${f.column},title=${escProp(title)}::${escData(describe(f) + (f.violation ? ` (fails the policy: ${f.violation})` : ''))}`,
    );
  }
  for (const w of report.warnings) out.push(`::warning title=changeline check::${escData(w)}`);
  return out.length > 0 ? `${out.join('\n')}\n` : '';
}

const mdCell = (s: string): string =>
  s
    .replace(/\\/g, '\\\\')
    .replace(/\|/g, '\\|')
    .replace(/[\r\n]+/g, ' ')
    .replace(/[<>]/g, (ch) => (ch === '<' ? '&lt;' : '&gt;'));

/** The Markdown summary for $GITHUB_STEP_SUMMARY. */
export function summary(report: CheckReport): string {
  const failing = report.findings.filter((f) => f.violation).length;
  const lines = [
    '## changeline check',
    '',
    `${report.findings.length} ad-API version usage${report.findings.length === 1 ? '' : 's'}; ${failing === 0 ? 'nothing fails' : `**${failing} fail${failing === 1 ? 's' : ''}**`} the policy (${policyText(report)}). Data as of ${report.data_as_of.slice(0, 10)}.`,
    '',
  ];
  if (report.findings.length > 0) {
    lines.push('| | File | API | Version | Status | Sunset | Migrate to |', '|---|---|---|---|---|---|---|');
    for (const f of report.findings) {
      const mark = f.violation ? '❌' : f.comment ? '💬' : f.status === 'unknown' ? '❓' : f.status === 'active' || f.status === 'planned' ? '✅' : '⚠️';
      const shown = f.endpoint ? operation(f.endpoint) : (f.version ?? '?');
      const version = f.record_url ? `[${mdCell(shown)}](${f.record_url})` : mdCell(shown);
      const sunset = f.sunset_date === null ? '' : `${f.sunset_date}${f.days_until_sunset === null ? '' : ` (${f.days_until_sunset} d)`}`;
      lines.push(
        `| ${mark} | \`${mdCell(f.file)}:${f.line}\` | ${mdCell(familyLabel(f.platform as PlatformSlug, f.api))} | ${version} | ${f.status}${f.comment ? ' (comment)' : ''} | ${sunset} | ${mdCell(f.migrate_to ?? '')} |`,
      );
    }
    lines.push('');
  }
  for (const w of report.warnings) lines.push(`> ⚠️ ${mdCell(w)}`, '');
  return `${lines.join('\n')}\n`;
}
