/**
 * Every collector, built from the registry of sources (src/sources/, one
 * file per source, gathered and checked by src/sources/index.ts) by the
 * module of its method, in the order runs and summaries list them: change
 * sources by id (so by platform), then the pricing pages of the tool list.
 */
import { byId } from '../model/compare.ts';
import { toolList } from '../model/registry.ts';
import { CHANGE_SOURCES, pricingSource, type ChangeSource, type Source } from '../sources/index.ts';
import type { Collector } from './lib/types.ts';
import { datedEntriesCollector } from './methods/dated-entries.ts';
import { feedCollector } from './methods/feed.ts';
import { pricingPageCollector } from './methods/pricing-page.ts';
import { rowTableCollector } from './methods/row-table.ts';
import { versionTableCollector } from './methods/version-table.ts';

function changeCollector(def: ChangeSource): Collector {
  switch (def.method) {
    case 'version-table':
      return versionTableCollector(def);
    case 'row-table':
      return rowTableCollector(def);
    case 'dated-entries':
      return datedEntriesCollector(def);
    case 'feed':
      return feedCollector(def);
  }
}

/** Every source of the registry: the change sources, then one pricing page per tool. */
export const SOURCES: readonly Source[] = [...CHANGE_SOURCES, ...toolList().map(pricingSource).sort(byId)];

export const COLLECTORS: readonly Collector[] = SOURCES.map((s) => (s.kind === 'changes' ? changeCollector(s) : pricingPageCollector(s)));

export const collectorById = (id: string): Collector | undefined => COLLECTORS.find((c) => c.id === id);
