/**
 * The build's dataset, loaded from the content collections once per build
 * and shared by every route (module-level memo).
 */
import { getCollection } from 'astro:content';
import { buildDataset, type Dataset } from './dataset.ts';
import { readClock } from './clock.ts';
import { siteUrl } from './site-url.ts';

let cached: Promise<Dataset> | undefined;

async function load(): Promise<Dataset> {
  const [changes, tools, events, sources, digests, sdks] = await Promise.all([
    getCollection('changes'),
    getCollection('tools'),
    getCollection('priceEvents'),
    getCollection('sources'),
    getCollection('digests'),
    getCollection('sdks'),
  ]);
  const clock = readClock();
  return buildDataset(
    {
      changes: changes.map((e) => e.data),
      tools: tools.map((e) => e.data),
      events: events.map((e) => e.data),
      sources: sources.map((e) => e.data),
      digests: digests.map((e) => e.data),
      sdks: sdks.map((e) => e.data),
    },
    { site: siteUrl(), today: clock.day, generatedAt: clock.timestamp },
  );
}

export function dataset(): Promise<Dataset> {
  cached ??= load();
  return cached;
}
