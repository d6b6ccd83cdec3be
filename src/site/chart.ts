/**
 * The price-history chart of a tool page, computed at build time: each
 * plan's price on one billing basis as dots, one dot per observation, and
 * every price event marked. This module does the geometry;
 * src/components/PriceChart.astro draws it as an inline SVG (Astro escapes
 * every label).
 *
 * Only observed points are drawn: the prices each recorded observation of
 * the page showed (the tool's `observations`), and the prices price events
 * record (first_seen and price_change: `price` on observed_on, `old_price`
 * on old_observed_on). No line joins two dots: nothing was observed between
 * them, and a line would claim the price held. Each plan on each billing
 * basis is its own series, so an annual price is never joined to a monthly
 * one. The days with an observation are marked along the axis; the spans
 * between them are the days nothing was observed.
 */
import type { BillingBasis, PriceEvent, Provenance, Tool } from '../schemas/pricing.ts';
import { formatShortDate } from './format.ts';
import { compareText } from '../model/compare.ts';
import { currencySymbol } from '../model/price.ts';
import { billingWords, provenanceView } from './pricing-view.ts';

export interface ChartPoint {
  date: string;
  price: number;
  x: number;
  y: number;
  label: string;
}

export interface ChartSeries {
  /** "Growth (billed annually)". */
  plan: string;
  /** Index into the palette (0-7). */
  index: number;
  /** One dot per observation; never joined by a line. */
  points: ChartPoint[];
  /** Still listed in the latest prices. */
  current: boolean;
}

export interface ChartMarker {
  date: string;
  x: number;
  /** Every event of the day, one per line. */
  label: string;
  events: PriceEvent['event'][];
}

/** A day the page was observed, marked on the time axis. */
export interface ObservedDay {
  date: string;
  x: number;
  label: string;
}

export interface Tick {
  pos: number;
  label: string;
}

export interface PriceChartModel {
  width: number;
  height: number;
  plot: { left: number; right: number; top: number; bottom: number };
  xTicks: Tick[];
  yTicks: Tick[];
  series: ChartSeries[];
  markers: ChartMarker[];
  observed: ObservedDay[];
  currency: string;
  start: string;
  end: string;
  /** One-sentence text alternative. */
  description: string;
}

const WIDTH = 720;
const HEIGHT = 300;
const PLOT = { left: 64, right: WIDTH - 20, top: 16, bottom: HEIGHT - 48 };
const PALETTE_SIZE = 8;
const DAY_MS = 86_400_000;

const dayNum = (d: string) => Date.parse(`${d.slice(0, 10)}T00:00:00Z`) / DAY_MS;
const dayStr = (n: number) => new Date(n * DAY_MS).toISOString().slice(0, 10);
const round1 = (n: number) => Math.round(n * 10) / 10;

/** `750`, `1.5k`, `12k`, `2.5M`: short axis labels. */
export function compactNumber(v: number): string {
  const fmt = (n: number) => String(Number(n.toFixed(n < 10 ? 2 : 1)));
  if (v >= 1e6) return `${fmt(v / 1e6)}M`;
  if (v >= 1e3) return `${fmt(v / 1e3)}k`;
  return fmt(v);
}

/** A "nice" upper bound and step for a 0-based axis. */
export function niceScale(max: number, ticks = 4): { max: number; step: number } {
  if (max <= 0) return { max: 1, step: 1 };
  const raw = max / ticks;
  const mag = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 2.5, 5, 10].map((m) => m * mag).find((s) => s >= raw)!;
  return { max: Math.ceil(max / step) * step, step };
}

function eventLabel(e: PriceEvent): string {
  const what = {
    first_seen: 'first seen',
    price_change: 'price change',
    allowance_change: 'allowance change',
    page_changed: 'page changed',
  }[e.event];
  const basis = (text: string, b: BillingBasis | null | undefined) => (b ? `${text} ${billingWords(b)}` : text);
  const change = e.old_price_text ? `${basis(e.old_price_text, e.old_billing)} → ${basis(e.price_text, e.billing)}` : basis(e.price_text, e.billing);
  return `${e.date} · ${e.plan}: ${what}, ${change}`;
}

function monthTicks(start: number, end: number): Tick[] {
  const s = new Date(start * DAY_MS);
  const spanMonths = (end - start) / 30.4;
  const every = [1, 2, 3, 6, 12, 24, 60].find((m) => spanMonths / m <= 6) ?? 120;
  const out: string[] = [];
  let y = s.getUTCFullYear();
  let m = s.getUTCMonth() + 1; // first month start after `start`
  if (m > 11) {
    m = 0;
    y++;
  }
  for (let i = 0; i < 400; i++) {
    const d = `${y}-${String(m + 1).padStart(2, '0')}-01`;
    if (dayNum(d) > end) break;
    if ((y * 12 + m) % every === 0) out.push(d);
    m++;
    if (m === 12) {
      m = 0;
      y++;
    }
  }
  return out.map((d) => ({ pos: dayNum(d), label: formatShortDate(d.slice(0, 7)) }));
}

interface RawPoint {
  date: string;
  price: number;
  label: string;
}

/** The chart of a tool, or null when numeric prices were observed on fewer than two days. */
export function priceChart(tool: Tool, events: readonly PriceEvent[], _today: string): PriceChartModel | null {
  const listed = new Set(tool.plans.map((p) => p.label));
  const bySeries = new Map<string, { plan: string; points: RawPoint[] }>();
  const currencies = new Set<string>();
  const observedDays = new Map<string, string[]>();
  const add = (plan: string, billing: BillingBasis | null | undefined, date: string, price: number, currency: string | null, label: string) => {
    if (currency !== null) currencies.add(currency);
    const key = JSON.stringify([plan, billing ?? null]);
    const s = bySeries.get(key) ?? { plan: `${plan} (${billingWords(billing ?? null)})`, points: [] };
    if (!s.points.some((p) => p.date === date && p.price === price)) s.points.push({ date, price, label });
    bySeries.set(key, s);
  };
  const how = (p: Provenance) => provenanceView(p).text;
  for (const o of tool.observations) {
    const withPrice = o.prices.filter((p) => p.price !== null);
    if (withPrice.length) {
      const list = observedDays.get(o.observed_on) ?? [];
      list.push(how(o));
      observedDays.set(o.observed_on, list);
    }
    for (const p of withPrice) {
      add(p.label, p.billing, o.observed_on, p.price!, p.currency, `${o.observed_on} · ${p.label}: ${p.price_text} ${billingWords(p.billing)} (${how(o)})`);
    }
  }
  const sorted = [...events].sort((a, b) => compareText(a.date, b.date) || compareText(a.plan, b.plan) || compareText(a.id, b.id));
  for (const e of sorted) {
    if (e.event !== 'first_seen' && e.event !== 'price_change') continue;
    if (e.price !== null) {
      add(e.plan, e.billing, e.observed_on, e.price, e.currency, eventLabel(e));
      observedDays.set(e.observed_on, observedDays.get(e.observed_on) ?? [how(e)]);
    }
    if (e.event === 'price_change' && e.old_price !== null && e.old_observed_on) {
      add(e.plan, e.old_billing, e.old_observed_on, e.old_price, e.currency, eventLabel(e));
      if (!observedDays.has(e.old_observed_on)) observedDays.set(e.old_observed_on, [`observed on ${e.old_observed_on}`]);
    }
  }
  // A chart needs prices observed on at least two days; one day is a dot, not a history.
  const pointDays = new Set([...bySeries.values()].flatMap((s) => s.points.map((p) => p.date)));
  if (pointDays.size < 2) return null;

  const dates = [...pointDays, ...sorted.map((e) => e.date)];
  let x0 = Math.min(...dates.map(dayNum));
  let x1 = Math.max(...dates.map(dayNum));
  if (x1 - x0 < 60) {
    x0 -= 30;
    x1 += 30;
  }
  const maxPrice = Math.max(...[...bySeries.values()].flatMap((s) => s.points.map((p) => p.price)));
  const y = niceScale(maxPrice * 1.05);
  const sx = (d: number) => round1(PLOT.left + ((d - x0) / (x1 - x0)) * (PLOT.right - PLOT.left));
  const sy = (v: number) => round1(PLOT.bottom - (v / y.max) * (PLOT.bottom - PLOT.top));

  const series: ChartSeries[] = [];
  let index = 0;
  for (const s of bySeries.values()) {
    const pts = [...s.points].sort((a, b) => compareText(a.date, b.date));
    const plan = s.plan.replace(/ \(.*\)$/, '');
    series.push({
      plan: s.plan,
      index: index++ % PALETTE_SIZE,
      points: pts.map((p) => ({ ...p, x: sx(dayNum(p.date)), y: sy(p.price) })),
      current: listed.has(plan),
    });
  }

  // One marker per date; its label lists every event of that day.
  const markers: ChartMarker[] = [];
  for (const e of sorted) {
    const last = markers.at(-1);
    if (last?.date === e.date) {
      last.label += `\n${eventLabel(e)}`;
      last.events.push(e.event);
    } else markers.push({ date: e.date, x: sx(dayNum(e.date)), label: eventLabel(e), events: [e.event] });
  }
  const observed = [...observedDays.entries()]
    .sort((a, b) => compareText(a[0], b[0]))
    .map(([date, hows]) => ({ date, x: sx(dayNum(date)), label: `${date}: prices ${[...new Set(hows)].join('; ')}` }));
  // One currency is named on the axis (by its symbol when it has one); mixed currencies leave the axis bare.
  const currency = currencies.size === 1 ? currencySymbol([...currencies][0]!) : '';
  const yTicks: Tick[] = [];
  for (let v = 0; v <= y.max + 1e-9; v += y.step) {
    yTicks.push({ pos: sy(v), label: `${currency.length === 1 ? currency : ''}${compactNumber(v)}` });
  }
  const xTicks = monthTicks(x0, x1)
    .filter((t) => t.pos >= x0 && t.pos <= x1)
    .map((t) => ({ pos: sx(t.pos), label: t.label }));
  const start = dayStr(Math.min(...dates.map(dayNum)));
  const end = dayStr(Math.max(...dates.map(dayNum)));
  return {
    width: WIDTH,
    height: HEIGHT,
    plot: PLOT,
    xTicks,
    yTicks,
    series,
    markers,
    observed,
    currency,
    start,
    end,
    description: `Prices of ${series.length} ${series.length === 1 ? 'plan' : 'plans'} of ${tool.name} (each on its own billing basis) as observed on ${observed.length} days from ${start} to ${end}${currency ? ` (${currency})` : ''}, with ${sorted.length} price ${sorted.length === 1 ? 'event' : 'events'} marked. Each dot is one observation; nothing was observed between the dots, so no line joins them. The events table below lists the same facts.`,
  };
}
