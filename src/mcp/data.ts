/**
 * The files of the site the tools read, each checked for the fields the tools
 * use (not the whole schema: a newer site may add fields) and prepared once
 * per fetched version.
 */
import type { ToolId } from '../schemas/common.ts';
import type { PriceHistory, ToolPricing } from '../schemas/api.ts';
import { ENDPOINTS } from '../lib/endpoints.ts';
import { changesSnapshot, type ChangesSnapshot } from './snapshot.ts';
import type { JsonSource, Loaded } from './source.ts';

function object(json: unknown, what: string): Record<string, unknown> {
  if (!json || typeof json !== 'object' || Array.isArray(json)) throw new Error(`expected ${what}`);
  return json as Record<string, unknown>;
}

function checkGeneratedAt(o: Record<string, unknown>): void {
  if (typeof o.generated_at !== 'string') throw new Error('"generated_at" is missing');
}

export function checkToolPricing(json: unknown, tool: ToolId): ToolPricing {
  const o = object(json, 'a JSON object with tool and history');
  checkGeneratedAt(o);
  const t = object(o.tool, '"tool" to be an object');
  if (t.id !== tool) throw new Error(`"tool.id" is ${JSON.stringify(t.id)}, expected "${tool}"`);
  if (!Array.isArray(t.plans)) throw new Error('"tool.plans" is not an array');
  if (!Array.isArray(o.history)) throw new Error('"history" is not an array');
  return o as unknown as ToolPricing;
}

export function checkPriceHistory(json: unknown): PriceHistory {
  const o = object(json, 'a JSON object with events');
  checkGeneratedAt(o);
  if (!Array.isArray(o.events)) throw new Error('"events" is not an array');
  o.events.forEach((e: unknown, i: number) => {
    const ev = e as Record<string, unknown> | null;
    for (const key of ['tool_id', 'event', 'date'] as const) {
      if (!ev || typeof ev[key] !== 'string') throw new Error(`events[${i}] has no "${key}" text`);
    }
  });
  return o as unknown as PriceHistory;
}

function endpointPath(operationId: string): string {
  const e = ENDPOINTS.find((x) => x.operationId === operationId);
  if (!e) throw new Error(`no endpoint ${operationId}`);
  return e.path;
}

/** Paths of the files read, relative to the API base (from the API's endpoint list). */
export const PATHS = {
  changes: endpointPath('listChanges'),
  priceHistory: endpointPath('listPriceHistory'),
  toolPricing: (tool: ToolId) => endpointPath('getToolPricing').replace('{tool_id}', tool),
} as const;

export class ChangelineData {
  readonly source: JsonSource;

  constructor(source: JsonSource) {
    this.source = source;
  }

  changes(): Promise<Loaded<ChangesSnapshot>> {
    return this.source.get(PATHS.changes, (json) => changesSnapshot(json, this.source.base));
  }

  toolPricing(tool: ToolId): Promise<Loaded<ToolPricing>> {
    return this.source.get(PATHS.toolPricing(tool), (json) => checkToolPricing(json, tool));
  }

  priceHistory(): Promise<Loaded<PriceHistory>> {
    return this.source.get(PATHS.priceHistory, checkPriceHistory);
  }
}
