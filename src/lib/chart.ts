/**
 * The price-history chart of a tool page, computed at build time: each
 * plan's price over time as a step line, every price event marked. This
 * module does the geometry; src/components/PriceChart.astro draws it as an
 * inline SVG (Astro escapes every label).
 *
 * Prices are the numbers stored with the events (first_seen, price_change:
 * `price`, `old_price`, `currency`) and the latest snapshot's plans (`price`,
 * `currency`); nothing here reads a price text. A price change is drawn as a
 * vertical step on its date; a line runs on to the snapshot date while the
 * plan is still listed, and stops at its last event when it is not.
 */
import type { PriceEvent, Tool } from '../schemas/pricing.ts';
import { formatShortDate } from './format.ts';
import { compareText } from './compare.ts';
import { currencySymbol } from './price.ts';

export interface ChartPoint {
  date: string;
  price: number;
  x: number;
  y: number;
  label: string;
}

export interface ChartSeries {
  plan: string;
  /** Index into the palette (0-7). */
  index: number;
  points: ChartPoint[];
  /** SVG path data of the step line. */
  path: string;
  /** Still listed in the latest snapshot. */
  current: boolean;
}

export interface ChartMarker {
  date: string;
  x: number;
  /** Every event of the day, one per line. */
  label: string;
  events: PriceEvent['event'][];
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
  const change = e.old_price_text ? `${e.old_price_text} → ${e.price_text}` : e.price_text;
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

/** The chart of a tool, or null when numeric prices were observed on fewer than two days. */
export function priceChart(tool: Tool, events: readonly PriceEvent[], today: string): PriceChartModel | null {
  const end = tool.last_snapshot ?? today;
  const listed = new Map(tool.plans.map((p) => [p.label, p]));
  const byPlan = new Map<string, { date: string; price: number; label: string }[]>();
  const lastEvent = new Map<string, string>();
  const currencies = new Set<string>();
  const add = (plan: string, date: string, price: number, currency: string | null, label: string) => {
    if (currency !== null) currencies.add(currency);
    const list = byPlan.get(plan) ?? [];
    list.push({ date, price, label });
    byPlan.set(plan, list);
  };
  const sorted = [...events].sort((a, b) => compareText(a.date, b.date) || compareText(a.plan, b.plan) || compareText(a.id, b.id));
  for (const e of sorted) {
    lastEvent.set(e.plan, e.date);
    if (e.event !== 'first_seen' && e.event !== 'price_change') continue;
    if (e.event === 'price_change' && e.old_price !== null && !byPlan.has(e.plan)) add(e.plan, e.date, e.old_price, e.currency, eventLabel(e));
    if (e.price !== null) add(e.plan, e.date, e.price, e.currency, eventLabel(e));
  }
  // The latest snapshot: a listed plan's current price on the day it was observed, unless its events already end there.
  for (const p of tool.plans) {
    if (p.price === null || byPlan.get(p.label)?.at(-1)?.price === p.price) continue;
    const day = p.observed_on > end ? end : p.observed_on;
    add(
      p.label,
      day,
      p.price,
      p.currency,
      `${day} · ${p.label}: ${p.price_text} (${p.snapshot_source === 'capture' ? 'capture of the official page' : 'official page'})`,
    );
  }
  // A chart needs prices observed on at least two days; one day is a dot, not a history.
  const observedDays = new Set([...byPlan.values()].flat().map((p) => p.date));
  if (observedDays.size < 2) return null;

  const dates = [...sorted.map((e) => e.date), end];
  let x0 = Math.min(...dates.map(dayNum));
  let x1 = Math.max(...dates.map(dayNum));
  if (x1 - x0 < 60) {
    x0 -= 30;
    x1 += 30;
  }
  const maxPrice = Math.max(...[...byPlan.values()].flat().map((p) => p.price));
  const y = niceScale(maxPrice * 1.05);
  const sx = (d: number) => round1(PLOT.left + ((d - x0) / (x1 - x0)) * (PLOT.right - PLOT.left));
  const sy = (v: number) => round1(PLOT.bottom - (v / y.max) * (PLOT.bottom - PLOT.top));

  const series: ChartSeries[] = [];
  let index = 0;
  for (const [plan, raw] of byPlan) {
    // Same-date points keep their order (old price, then new); exact repeats go.
    const pts = raw.filter((p, i) => !(i > 0 && p.date === raw[i - 1]!.date && p.price === raw[i - 1]!.price));
    const points = pts.map((p) => ({ ...p, x: sx(dayNum(p.date)), y: sy(p.price) }));
    const current = listed.has(plan);
    const stop = current ? end : (lastEvent.get(plan) ?? points.at(-1)!.date);
    let d = `M${points[0]!.x},${points[0]!.y}`;
    for (const p of points.slice(1)) d += ` H${p.x} V${p.y}`;
    const xStop = sx(dayNum(stop));
    if (xStop > points.at(-1)!.x) d += ` H${xStop}`;
    series.push({ plan, index: index++ % PALETTE_SIZE, points, path: d, current });
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
  return {
    width: WIDTH,
    height: HEIGHT,
    plot: PLOT,
    xTicks,
    yTicks,
    series,
    markers,
    currency,
    start,
    end,
    description: `Price of ${series.length} ${series.length === 1 ? 'plan' : 'plans'} of ${tool.name} from ${start} to ${end}${currency ? ` (${currency})` : ''}, with ${sorted.length} price ${sorted.length === 1 ? 'event' : 'events'} marked. The events table below lists the same facts.`,
  };
}
