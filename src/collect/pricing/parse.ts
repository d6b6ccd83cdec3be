/**
 * Reading a pricing page: structured data first (schema.org Offer /
 * Product JSON-LD embedded in the page, else a framework's data blob, see
 * data-blob.ts), visible plan cards second. Every kept text is bounded
 * (bound.ts).
 *
 * Cards are found by shape, not by CSS class: a card is the largest element
 * around a plan heading (h2-h4) that holds a price ("$49", "Free",
 * "Contact sales") and no other heading of that level; cards that sit side
 * by side in one container form the plan grid. Monthly / annual toggles are
 * read from data attributes (`data-price-monthly`, `data-annual-price`, ...)
 * so both prices are captured.
 */
import type { AnyNode, Element } from 'domhandler';
import type { CheerioAPI } from 'cheerio';
import { SYMBOL_PRICE, planPrice } from '../../model/price.ts';
import { blockText, loadHtml } from '../lib/html.ts';
import { ShapeError } from '../lib/outline.ts';
import { oneLine } from '../../model/text.ts';
import { extractiveSummary, textHash } from '../lib/summary.ts';
import type { ParsedPlan, PricingParse } from '../lib/types.ts';
import { boundPlans } from './bound.ts';
import { dataBlobs, formatAmount, plansFromBlobs } from './data-blob.ts';

type Obj = Record<string, unknown>;
type Billing = ParsedPlan['billing'];

const PRICE_RE = new RegExp(
  String.raw`(?:${SYMBOL_PRICE}|\bfree\b|contact (?:sales|us)|custom pricing|talk to (?:sales|us)|get a quote|request (?:a )?quote|let'?s talk)`,
  'i',
);
const ALLOWANCE_RE =
  /\b(?:unlimited|up to\s+)?[\d][\d,.]*\s*k?\+?\s+(?:[a-z-]+\s+){0,3}?(?:credits?|contacts?|leads?|emails?|seats?|users?|actions?|records?|mailboxes?|accounts?|exports?|verifications?|searches?|profiles?)\b[^.;|]*/i;

export function billingOf(text: string): Billing {
  if (/billed (annually|yearly)|per year|\/\s*(yr|year)\b|annual(ly)?|yearly/i.test(text)) return 'annual';
  if (/billed quarterly|quarterly/i.test(text)) return 'quarterly';
  if (/billed monthly|per month|\/\s*mo(nth)?\b|monthly/i.test(text)) return 'monthly';
  return null;
}

function allowanceOf(text: string): string | null {
  const m = ALLOWANCE_RE.exec(text);
  return m ? oneLine(m[0]).replace(/[\s,:]+$/, '') : null;
}

// ---------------------------------------------------------------- JSON-LD

function* walk(v: unknown): Generator<Obj> {
  if (Array.isArray(v)) for (const x of v) yield* walk(x);
  else if (v && typeof v === 'object') {
    yield v as Obj;
    for (const x of Object.values(v as Obj)) if (x && typeof x === 'object') yield* walk(x);
  }
}

const types = (o: Obj): string[] => [o['@type']].flat().map(String);
const asArray = (v: unknown): Obj[] => [v].flat().filter((x): x is Obj => !!x && typeof x === 'object');
const s = (v: unknown): string => (typeof v === 'string' || typeof v === 'number' ? String(v) : '');

function billingFromSpec(spec: Obj | undefined, offer: Obj): Billing {
  const dur = s(spec?.billingDuration);
  const unit = s((spec?.referenceQuantity as Obj | undefined)?.unitCode) || s(spec?.unitCode);
  if (/P1Y|P12M/i.test(dur) || /^ANN$/i.test(unit)) return 'annual';
  if (/P3M/i.test(dur)) return 'quarterly';
  if (/P1M/i.test(dur) || /^MON$/i.test(unit)) return 'monthly';
  return billingOf(`${s(spec?.unitText)} ${s(offer.description)}`);
}

interface RawOffer {
  label: string;
  /** The offer's own number (before it is written as priceText). */
  price: number | null;
  priceText: string;
  billing: Billing;
  unit: string | null;
  description: string;
  hash: string;
}

function offersOf(doc: unknown): RawOffer[] {
  const out: RawOffer[] = [];
  for (const node of walk(doc)) {
    if (!node.offers) continue;
    for (const group of asArray(node.offers)) {
      const list = types(group).includes('AggregateOffer') && group.offers ? asArray(group.offers) : [group];
      for (const offer of list) {
        const spec = asArray(offer.priceSpecification)[0];
        const label = oneLine(s(offer.name) || s(node.name));
        const raw = s(offer.price) || s(spec?.price);
        const currency = s(offer.priceCurrency) || s(spec?.priceCurrency) || 'USD';
        if (!label) continue;
        const price = raw === '' ? null : Number(raw);
        out.push({
          label,
          price: price !== null && Number.isFinite(price) ? price : null,
          priceText: price !== null && Number.isFinite(price) ? formatAmount(price, currency) : 'Contact sales',
          billing: billingFromSpec(spec, offer),
          unit: oneLine(s(spec?.unitText)) || null,
          description: oneLine(s(offer.description)),
          hash: textHash(JSON.stringify(offer)),
        });
      }
    }
  }
  return out;
}

function plansFromOffers(offers: RawOffer[]): ParsedPlan[] {
  const byLabel = new Map<string, RawOffer[]>();
  for (const o of offers) byLabel.set(o.label.toLowerCase(), [...(byLabel.get(o.label.toLowerCase()) ?? []), o]);
  return [...byLabel.values()].map((group) => {
    const primary = group.find((o) => o.billing === 'annual') ?? group[0]!;
    const alt = group.find((o) => o !== primary && o.priceText !== primary.priceText) ?? null;
    const description = group.map((o) => o.description).find(Boolean) ?? '';
    return {
      label: primary.label,
      kind: /add-?on|credit pack|top-?up/i.test(primary.label) ? 'addon' : 'plan',
      price_text: primary.priceText,
      ...planPrice(primary.priceText),
      alt_price_text: alt?.priceText ?? null,
      unit_text: primary.unit,
      allowance_text: allowanceOf(description),
      excerpt: extractiveSummary(description, 300) || `${primary.label}: ${primary.priceText}${primary.unit ? ` ${primary.unit}` : ''}.`,
      billing: primary.price ? primary.billing : null,
      alt_price_note: alt ? (alt.billing ? `billed ${alt.billing === 'annual' ? 'annually' : alt.billing}` : null) : null,
      hash: textHash(group.map((o) => o.hash).join('|')),
    };
  });
}

function jsonLdBlocks($: CheerioAPI): unknown[] {
  return $('script[type="application/ld+json"]')
    .toArray()
    .flatMap((el) => {
      try {
        return [JSON.parse($(el).text())];
      } catch {
        return [];
      }
    });
}

// ---------------------------------------------------------------- cards

const HEADINGS = ['h2', 'h3', 'h4'];

/** The largest element around a plan heading that shows a price and holds no other heading. */
function cardFor($: CheerioAPI, h: Element): Element | null {
  let card: Element | null = null;
  const label = oneLine($(h).text());
  for (let el = h.parent as Element | null; el && el.type === 'tag' && el.tagName !== 'body' && el.tagName !== 'main'; el = el.parent as Element | null) {
    if ($(el).find('h1, h2, h3, h4, h5, h6').length > 1) break;
    if (PRICE_RE.test(blockText(el).slice(label.length))) card = el;
  }
  return card;
}

/** True when `node` is `ancestor` or lies inside it. */
function isInside(node: AnyNode | null, ancestor: AnyNode): boolean {
  for (let n = node; n; n = n.parent) if (n === ancestor) return true;
  return false;
}

/** The element that shows the price: the innermost short element whose text is a price. */
function priceElement($: CheerioAPI, card: Element, heading: Element): Element | null {
  const all = $(card).find('*').toArray() as Element[];
  const candidates = all.filter((el) => {
    if (isInside(el, heading) || isInside(heading, el)) return false;
    const t = oneLine($(el).text());
    return t.length > 0 && t.length <= 40 && PRICE_RE.test(t);
  });
  return candidates.find((el) => !candidates.some((o) => o !== el && isInside(o, el))) ?? null;
}

const TOGGLE_ATTR = /^data-(?:price-)?(monthly|annual|annually|yearly)(?:-price)?$/i;

function toggles(el: Element | null): { monthly?: string; annual?: string } {
  const out: { monthly?: string; annual?: string } = {};
  for (const node of [el, el?.parent].filter(Boolean) as Element[]) {
    for (const [name, value] of Object.entries(node.attribs ?? {})) {
      const m = TOGGLE_ATTR.exec(name);
      if (!m || !value.trim()) continue;
      if (/^monthly$/i.test(m[1]!)) out.monthly ??= oneLine(value);
      else out.annual ??= oneLine(value);
    }
  }
  return out;
}

function planFromCard($: CheerioAPI, card: Element, heading: Element, addon: boolean): ParsedPlan | null {
  const label = oneLine($(heading).text());
  const priceEl = priceElement($, card, heading);
  if (!label || !priceEl) return null;
  const cardText = blockText(card);
  const shown = oneLine($(priceEl).text());
  const t = toggles(priceEl);
  let priceText = shown;
  let alt: string | null = null;
  let billing: Billing = null;
  let altNote: string | null = null;
  if (t.annual && t.monthly) {
    const showsMonthly = t.monthly === shown && t.annual !== shown;
    priceText = showsMonthly ? t.monthly : t.annual;
    alt = showsMonthly ? t.annual : t.monthly;
    billing = showsMonthly ? 'monthly' : 'annual';
    altNote = showsMonthly ? 'billed annually' : 'billed monthly';
  }
  // The unit sits next to the price: the rest of the price's row ("/user/month", "per seat / month").
  const row = priceEl.parent
    ? oneLine($(priceEl.parent as Element).text())
        .replace(shown, '')
        .trim()
    : '';
  const unit = /^(\/|per\s)/i.test(row) && row.length <= 40 ? row : null;
  const prose = $(card)
    .find('p')
    .toArray()
    .filter((p) => !isInside(priceEl, p) && !isInside(p, priceEl))
    .map((p) => oneLine($(p).text()));
  billing ??= billingOf(prose.join(' '));
  const items = $(card)
    .find('li')
    .toArray()
    .map((li) => oneLine($(li).text()))
    .filter(Boolean);
  const allowance = items.map(allowanceOf).find((a) => a !== null) ?? allowanceOf(prose.join(' '));
  const description = prose.filter((p) => !/^billed\b/i.test(p)).join(' ');
  const excerpt = extractiveSummary(`${description}${items.length ? ` Includes: ${items.join('; ')}.` : ''}`.trim(), 300);
  const price = planPrice(priceText);
  return {
    label,
    kind: addon || /add-?on|credit pack|top-?up/i.test(label) ? 'addon' : 'plan',
    price_text: priceText,
    ...price,
    alt_price_text: alt,
    unit_text: unit,
    allowance_text: allowance,
    excerpt: excerpt || `${label}: ${priceText}.`,
    billing: price.price ? billing : null,
    alt_price_note: altNote,
    hash: textHash(cardText + JSON.stringify(t)),
  };
}

function isAddonSection($: CheerioAPI, el: Element): boolean {
  const heading = $(el).prevAll('h1, h2').first().text() || $(el).parents().prevAll('h1, h2').first().text();
  return /add-?ons?|extras|credit packs?/i.test(heading);
}

function plansFromCards($: CheerioAPI): ParsedPlan[] {
  const found: { card: Element; heading: Element }[] = [];
  for (const h of $(HEADINGS.join(',')).toArray() as Element[]) {
    const card = cardFor($, h);
    if (card && !found.some((f) => f.card === card)) found.push({ card, heading: h });
  }
  const byParent = new Map<AnyNode | null, typeof found>();
  for (const f of found) byParent.set(f.card.parent, [...(byParent.get(f.card.parent) ?? []), f]);
  const grids = [...byParent.values()].filter((g) => g.length >= 2);
  const chosen = grids.length ? grids.flat() : found;
  const plans: ParsedPlan[] = [];
  for (const { card, heading } of chosen) {
    const plan = planFromCard($, card, heading, isAddonSection($, card.parent as Element));
    if (plan && !plans.some((p) => p.label.toLowerCase() === plan.label.toLowerCase())) plans.push(plan);
  }
  return plans;
}

/** Plans of a pricing page; throws ShapeError when it shows neither structured prices nor plan cards. */
export function parsePricingPage(body: string): PricingParse {
  const $ = loadHtml(body);
  const ld = jsonLdBlocks($);
  const blobs = dataBlobs($);
  $('script, style, noscript, template').remove();
  const pageHash = textHash(`${oneLine($('body').text())}|${JSON.stringify(ld)}`);
  const fromLd = plansFromOffers(ld.flatMap(offersOf));
  const structured = fromLd.length > 0 ? fromLd : plansFromBlobs(blobs);
  if (structured.length > 0) {
    // Structured data gives prices; visible cards add what it lacks (allowances, units).
    const cards = new Map(plansFromCards($).map((p) => [p.label.toLowerCase(), p]));
    const plans = structured.map((p) => {
      const card = cards.get(p.label.toLowerCase());
      return card
        ? {
            ...p,
            allowance_text: p.allowance_text ?? card.allowance_text,
            unit_text: p.unit_text ?? card.unit_text,
            excerpt: card.excerpt,
            hash: textHash(p.hash + card.hash),
          }
        : p;
    });
    return { plans: boundPlans(plans), page_hash: pageHash, method: fromLd.length > 0 ? 'json-ld' : 'data-blob' };
  }
  const plans = boundPlans(plansFromCards($));
  if (plans.length === 0) throw new ShapeError('no structured prices (JSON-LD offers or a data blob) and no plan cards found on the pricing page');
  return { plans, page_hash: pageHash, method: 'cards' };
}
