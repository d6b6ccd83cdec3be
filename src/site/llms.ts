/**
 * Text for language models, in the llms.txt convention (https://llmstxt.org):
 * `/llms.txt` is a short index of the API, feeds and key pages, and
 * `/llms-full.txt` holds every record as plain text with its source_url.
 * Record texts are written as they are (plain text, nothing to escape), each
 * on one line.
 */
import { provenanceSentence } from './pricing-view.ts';
import { lastVerifiedSentence, recordedHowSentence } from './recorded-how.ts';
import { PLATFORM_SLUGS } from '../schemas/common.ts';
import type { Change } from '../schemas/change.ts';
import type { PriceEvent, Tool } from '../schemas/pricing.ts';
import { CITATION, LICENSE } from '../api/api.ts';
import type { Dataset } from '../model/dataset.ts';
import { ENDPOINTS, FILES, dataExamples, endpointParams, examplePath } from '../api/endpoints.ts';
import { categoryName, oneLine, platformName } from './format.ts';
import { SITE_DESCRIPTION } from './jsonld.ts';
import {
  LLMS_FULL_PATH,
  LLMS_PATH,
  MAIN_PAGES,
  MCP_BUNDLE_PATH,
  MCP_PAGE_PATH,
  SEARCH_PATH,
  calendarPath,
  platformFeedPath,
  platformPath,
  toolPath,
} from '../model/links.ts';
import { absolute } from '../model/site-url.ts';

const link = (name: string, url: string, note: string) => `- [${name}](${url}): ${note}`;

function header(ds: Dataset): string[] {
  return [
    '# Changeline',
    '',
    `> ${SITE_DESCRIPTION} Read-only static files: JSON API, feeds, calendars, no key needed.`,
    '',
    `Built ${ds.ctx.today}: ${ds.changes.length} change records (${ds.upcoming.length} upcoming) across ${PLATFORM_SLUGS.length} platforms, ${ds.tools.length} tools with pricing snapshots, ${ds.events.length} price events.`,
    `Data license: ${LICENSE.name} (${LICENSE.url}). ${CITATION}`,
    'Dates are YYYY-MM-DD, or YYYY-MM when the official source gives only the month. "upcoming" means the effective date is on or after the build date.',
  ];
}

export function llmsIndex(ds: Dataset): string {
  const { site } = ds.ctx;
  const examples = dataExamples(ds.changes.map((c) => c.id));
  const api = ENDPOINTS.map((e) => {
    const example = examplePath(e, examples);
    const values = endpointParams(e)
      .filter((p) => p.enum)
      .map((p) => ` ${p.name} is one of: ${p.enum!.join(', ')}.`)
      .join('');
    const template = e.param ? ` Template: ${e.path}.` : '';
    return link(e.summary, absolute(site, example), `${e.description}${template}${values}`);
  });
  const files = FILES.filter((f) => f.path !== LLMS_PATH && f.path !== LLMS_FULL_PATH).map((f) => link(f.path.slice(1), absolute(site, f.path), f.description));
  const perPlatform = PLATFORM_SLUGS.map((p) =>
    link(
      `${platformName(p)}`,
      absolute(site, platformPath(p)),
      `page; feed ${absolute(site, platformFeedPath(p))}; calendar ${absolute(site, calendarPath(p))}`,
    ),
  );
  return [
    ...header(ds),
    '',
    '## API',
    '',
    ...api,
    '',
    '## Files, feeds and calendars',
    '',
    ...files,
    '',
    '## Pages',
    '',
    link('Home', `${site}/`, 'Next deadlines, latest changes, coverage.'),
    ...MAIN_PAGES.map((p) => link(p.name, absolute(site, p.path), p.description)),
    link('Search', absolute(site, SEARCH_PATH), 'Full-text search of every record (needs JavaScript).'),
    '',
    '## Platforms',
    '',
    ...perPlatform,
    '',
    '## MCP server',
    '',
    link(
      'changeline-mcp.mjs',
      absolute(site, MCP_BUNDLE_PATH),
      'One-file Model Context Protocol server over this API (Node.js); setup on the MCP page. Tools: search_changes, get_upcoming_deprecations, get_change, list_platforms, get_tool_pricing, get_price_history, and get_version_status (is an API version still safe: status, sunset date and days left, the latest version, and the one to migrate to with its own status and sunset; one version or a list of up to 50; v21, 21, v21.0, 202601 and 2026-01 forms accepted).',
    ),
    link('MCP setup', absolute(site, MCP_PAGE_PATH), 'How to run the server with a desktop client or over HTTP.'),
    '',
    '## Optional',
    '',
    link(LLMS_FULL_PATH.slice(1), absolute(site, LLMS_FULL_PATH), 'Every record as plain text, each with its official source_url.'),
    '',
  ].join('\n');
}

function changeText(c: Change): string[] {
  const lines = [`### ${oneLine(c.title)}`, '', `- id: ${c.id}`, `- platform: ${platformName(c.platform)} (${c.platform})`];
  if (c.categories?.length) lines.push(`- categories: ${c.categories.map(categoryName).join(', ')}`);
  if (c.effective_date) {
    const prec = c.effective_date.length === 7 ? 'month precision: the source gives no day' : 'day precision';
    lines.push(`- effective_date: ${c.effective_date} (${prec})`);
  } else {
    lines.push('- effective_date: none given');
  }
  if (c.published_date) lines.push(`- published_date: ${c.published_date}`);
  const status = [
    c.upcoming ? 'upcoming' : null,
    c.tentative ? 'tentative date' : null,
    c.optional_release ? 'optional release' : null,
    c.in_source === false ? `no longer listed by the source${c.last_seen_in_source ? ` (last seen ${c.last_seen_in_source})` : ''}` : null,
    c.source_label ? `source label "${oneLine(c.source_label)}"` : null,
  ].filter((x): x is string => x !== null);
  if (status.length) lines.push(`- status: ${status.join('; ')}`);
  if (c.api_version) lines.push(`- api_version: ${c.api_version}${c.version_status ? ` (${c.version_status})` : ''}`);
  if (c.summary) lines.push(`- summary: ${oneLine(c.summary)}`);
  lines.push(`- source_url: ${c.source_url}`);
  if (c.source_name) lines.push(`- source_name: ${oneLine(c.source_name)}`);
  lines.push(`- recorded: ${oneLine(recordedHowSentence(c))}`);
  lines.push(`- last verified: ${oneLine(lastVerifiedSentence(c))}`);
  lines.push(`- page: ${c.url}`, '');
  return lines;
}

function toolText(t: Tool, site: string): string[] {
  const lines = [
    `### ${oneLine(t.name)} (${t.id})`,
    '',
    `- category: ${oneLine(t.category)}`,
    `- pricing_url: ${t.pricing_url}`,
    `- public_pricing: ${t.public_pricing ? 'yes' : 'no (quote only)'}`,
    `- last_snapshot: ${t.last_snapshot ?? 'none yet'}`,
    `- page: ${absolute(site, toolPath(t.id))}`,
  ];
  for (const p of t.plans) {
    const bits = [
      p.product_line ? `line ${p.product_line}` : null,
      p.price_text,
      p.unit_text,
      p.price === null ? null : `billing: ${p.billing ?? 'not stated'}`,
      p.min_seats === null ? null : `minimum ${p.min_seats} seats`,
      p.alt_price_text ? `also ${p.alt_price_text} (billing: ${p.alt_billing ?? 'not stated'})` : null,
      p.allowance_text,
    ]
      .filter((x): x is string => !!x)
      .map(oneLine);
    lines.push(`- ${p.kind} "${oneLine(p.label)}": ${bits.join('; ')} (snapshot_source ${p.snapshot_source}: ${oneLine(provenanceSentence(p))})`);
  }
  for (const o of t.observations) {
    lines.push(`- observation ${o.observed_on}, snapshot_source ${o.snapshot_source}: ${oneLine(provenanceSentence(o))}; ${o.prices.length} prices`);
  }
  for (const n of t.notes) lines.push(`- note: ${oneLine(n)}`);
  lines.push('');
  return lines;
}

function eventText(e: PriceEvent): string {
  const change = e.old_price_text ? `${oneLine(e.old_price_text)} -> ${oneLine(e.price_text)}` : oneLine(e.price_text);
  const basis = e.billing ? `; billing ${e.old_billing && e.old_billing !== e.billing ? `${e.old_billing} -> ` : ''}${e.billing}` : '';
  const compared = e.old_observed_on ? `; compares observations of ${e.old_observed_on} and ${e.observed_on}` : '';
  return `- ${e.date} ${e.tool_id} "${oneLine(e.plan)}" ${e.event}: ${change}${basis}${compared} (source_url: ${e.source_url}; snapshot_source ${e.snapshot_source}: ${oneLine(provenanceSentence(e))})`;
}

export function llmsFull(ds: Dataset): string {
  const { site } = ds.ctx;
  const out = [...header(ds), '', `## Changes (${ds.changes.length}, newest first)`, ''];
  for (const c of ds.changes) out.push(...changeText(c));
  out.push(
    `## Tool pricing (${ds.tools.length} tools: latest prices and every observation; snapshot_source says how each was seen: official = read on the official page, capture = a dated copy of it, transcription = a third party's dated transcription, not checked against a copy)`,
    '',
  );
  for (const t of ds.tools) out.push(...toolText(t, site));
  out.push(`## Price events (${ds.events.length}, oldest first)`, '');
  for (const e of ds.events) out.push(eventText(e));
  out.push('');
  return out.join('\n');
}
