/**
 * Resources and a prompt, for agents that use them: every change record as
 * `changeline://change/<id>` and every tracked tool's pricing as
 * `changeline://tool/<tool_id>` (each a template with a list), and the
 * prompt `migration_plan` ("what must I migrate on PLATFORM before DATE").
 * The data comes from the same cached files as the tools.
 */
import { z } from 'zod';
import { ProtocolError, ProtocolErrorCode, ResourceNotFoundError, ResourceTemplate, type McpServer } from '@modelcontextprotocol/server';
import { TOOL_SLUGS, isCalendarDay, type PlatformSlug, type ToolId } from '../schemas/common.ts';
import { rowsAsOf } from '../model/versions.ts';
import { PLATFORMS, TOOLS } from '../model/registry.ts';
import { daysUntil } from '../model/date-math.ts';
import type { ChangelineData } from './data.ts';
import { DAYS_DEFAULT, DAYS_MAX, PlatformArg, show } from './tool-schemas.ts';

export const changeUri = (id: string): string => `changeline://change/${id}`;
export const toolUri = (tool: string): string => `changeline://tool/${tool}`;
const JSON_TYPE = 'application/json';

const one = (v: string | string[] | undefined): string => (Array.isArray(v) ? (v[0] ?? '') : (v ?? ''));

export interface ResourceDeps {
  data: ChangelineData;
  today: () => string;
}

/** The prompt's arguments, made once: zod schemas cost time to build, and over HTTP every request registers the prompt anew. */
const MigrationPlanArgs = z.object({
  platform: PlatformArg,
  before: z.string().optional().describe(`Last day to cover, YYYY-MM-DD (default: today + ${DAYS_DEFAULT} days).`),
});

/** The two resource templates of one set of deps, made once (parsing a URI template costs time; they hold no state). */
const templates = new WeakMap<ResourceDeps, { change: ResourceTemplate; tool: ResourceTemplate }>();

function templatesOf(deps: ResourceDeps): { change: ResourceTemplate; tool: ResourceTemplate } {
  let made = templates.get(deps);
  if (made === undefined) {
    made = { change: changeTemplate(deps), tool: toolTemplate() };
    templates.set(deps, made);
  }
  return made;
}

function changeTemplate(deps: ResourceDeps): ResourceTemplate {
  return new ResourceTemplate('changeline://change/{id}', {
    list: async () => {
      const snap = (await deps.data.changes()).value;
      return {
        resources: snap.records.map((c) => ({
          uri: changeUri(c.id),
          name: c.id,
          title: `${PLATFORMS[c.platform].name}: ${c.title}`,
          mimeType: JSON_TYPE,
        })),
      };
    },
  });
}

function toolTemplate(): ResourceTemplate {
  return new ResourceTemplate('changeline://tool/{tool_id}', {
    list: () => ({
      resources: TOOL_SLUGS.map((t) => ({ uri: toolUri(t), name: t, title: `${TOOLS[t].name} pricing`, mimeType: JSON_TYPE })),
    }),
  });
}

export function registerResources(server: McpServer, deps: ResourceDeps): void {
  const { change, tool } = templatesOf(deps);
  server.registerResource(
    'change',
    change,
    {
      title: 'Change record',
      description: 'One change record in full (as /api/change/<id>.json): summary, dates, official source_url.',
      mimeType: JSON_TYPE,
    },
    async (uri, vars) => {
      const id = one(vars.id);
      const snap = (await deps.data.changes()).value;
      const change = snap.records.find((c) => c.id === id);
      if (!change) throw new ResourceNotFoundError(show(uri.href), `no change has the id ${show(id)}; search_changes finds ids`);
      return { contents: [{ uri: uri.href, mimeType: JSON_TYPE, text: JSON.stringify(change) }] };
    },
  );

  server.registerResource(
    'tool',
    tool,
    {
      title: 'Tool pricing',
      description: "A tracked tool's latest pricing snapshot and its price events (as /api/prices/<tool_id>.json).",
      mimeType: JSON_TYPE,
    },
    async (uri, vars) => {
      const tool = one(vars.tool_id);
      if (!(TOOL_SLUGS as readonly string[]).includes(tool)) {
        throw new ResourceNotFoundError(show(uri.href), `no tracked tool ${show(tool)}: use one of ${TOOL_SLUGS.join(', ')}`);
      }
      const pricing = (await deps.data.toolPricing(tool as ToolId)).value;
      return { contents: [{ uri: uri.href, mimeType: JSON_TYPE, text: JSON.stringify(pricing) }] };
    },
  );

  server.registerPrompt(
    'migration_plan',
    {
      title: 'What must I migrate?',
      description: 'What must be migrated on one ad platform before a date: the deadlines in that window, each with what to do and its official source.',
      argsSchema: MigrationPlanArgs,
    },
    async ({ platform, before }) => {
      const today = deps.today();
      let days = DAYS_DEFAULT;
      if (before !== undefined) {
        if (!isCalendarDay(before)) throw new ProtocolError(ProtocolErrorCode.InvalidParams, `before ${show(before)} is not a date: use YYYY-MM-DD`);
        days = daysUntil(before, today);
        if (days < 0 || days > DAYS_MAX)
          throw new ProtocolError(ProtocolErrorCode.InvalidParams, `before ${show(before)} must be from today (${today}) to ${DAYS_MAX} days ahead`);
      }
      const name = PLATFORMS[platform].name;
      const until = before ?? `today + ${days} days`;
      return {
        description: `Migration deadlines on ${name} through ${until}`,
        messages: [
          {
            role: 'user' as const,
            content: {
              type: 'text' as const,
              text: [
                `What must I migrate on ${name} before ${until}?`,
                `Use the Changeline tools: call get_upcoming_deprecations with platform "${platform}" and days ${days}, then get_change for each result you need in full.`,
                'List each deadline soonest first with its effective date, what changes, who is affected and what to do, and cite its source_url. Say which dates are tentative or known only to the month.',
                ...(await upgradeCosts(deps, platform, today, days)),
              ].join('\n'),
            },
          },
        ],
      };
    },
  );
}

/** Most items of one migration path written into the prompt; the rest are counted and linked. */
const PROMPT_ITEMS_MAX = 40;

/**
 * What upgrading costs for every version of the platform whose sunset falls
 * in the window (from today through today + days): the breaking changes and
 * deprecations on the way to its migrate_to, from the published migration
 * paths, each with its official source, and the steps whose changelog is not
 * recorded. Lines for the prompt; none when no such version has a path or the
 * site cannot be read (the agent then uses the tools).
 */
async function upgradeCosts(deps: ResourceDeps, platform: PlatformSlug, today: string, days: number): Promise<string[]> {
  let rows;
  try {
    rows = rowsAsOf((await deps.data.versions(platform)).value.versions, today);
  } catch {
    return [];
  }
  const due = rows.filter(
    (r) => r.migrate_to !== null && r.migration_url && r.days_until_sunset !== null && r.days_until_sunset >= 0 && r.days_until_sunset <= days,
  );
  const out: string[] = [];
  for (const r of due) {
    let path;
    try {
      path = (await deps.data.migration(platform, r.api_slug, r.version)).value;
    } catch {
      continue;
    }
    if (path.to !== r.migrate_to) continue;
    out.push(
      '',
      `${r.api} ${path.from} (sunset ${r.sunset_date}) → ${path.to}: ${path.count} breaking changes and deprecations listed by the official changelogs (${path.page}):`,
    );
    for (const it of path.items.slice(0, PROMPT_ITEMS_MAX)) out.push(`- ${it.version}: ${it.title} (${it.source_url})`);
    if (path.items.length > PROMPT_ITEMS_MAX) out.push(`- and ${path.items.length - PROMPT_ITEMS_MAX} more: ${path.page}`);
    for (const u of path.unknown) out.push(`- ${u}: its cost is not known here; read that version's official changelog.`);
  }
  return out.length === 0 ? [] : ['', 'What each upgrade costs (from Changeline, do not look these up again):', ...out];
}
