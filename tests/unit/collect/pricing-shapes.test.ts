/**
 * The other shapes a pricing page takes: a framework's data blob (Next.js,
 * Nuxt) with the prices the toggle hides, and hostile text, which comes out
 * bounded and plain.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { parsePricingPage } from '../../../src/collect/pricing/parse.ts';
import { unflattenDevalue } from '../../../src/collect/pricing/data-blob.ts';
import { MAX_PLANS, TEXT_LIMITS, boundText } from '../../../src/collect/pricing/bound.ts';

const page = (head: string, body: string) => `<!DOCTYPE html><html><head>${head}</head><body><main>${body}</main></body></html>`;
const nextData = (data: unknown) => `<script id="__NEXT_DATA__" type="application/json">${JSON.stringify(data)}</script>`;

test('a Next.js data blob gives every plan with its annual and monthly price, allowance and unit', () => {
  const data = {
    props: {
      pageProps: {
        nav: [{ title: 'Product', href: '/product' }],
        pricing: {
          plans: [
            { name: 'Free', price: { monthly: 0, yearly: 0 }, credits: 25, description: 'Try it out.' },
            { name: 'Starter', price: { monthly: 49, yearly: 34 }, currency: 'USD', credits: 2000, unit: 'per month', description: 'For one person.' },
            { name: 'Growth', price: { monthly: 149, yearly: 104 }, currency: 'USD', credits: 10000, unit: 'per month' },
            { name: 'Enterprise', price: null, cta: 'Contact sales' },
          ],
        },
      },
    },
    buildId: 'abc',
  };
  const r = parsePricingPage(page(nextData(data), '<h1>Pricing</h1><p>Plans for every team.</p>'));
  assert.equal(r.method, 'data-blob');
  assert.deepEqual(
    r.plans.map((p) => [p.label, p.price_text, p.price, p.currency, p.alt_price_text, p.billing, p.alt_price_note, p.allowance_text, p.unit_text]),
    [
      ['Free', 'Free', 0, null, null, null, null, '25 credits', null],
      ['Starter', '$34', 34, 'USD', '$49', 'annual', 'billed monthly', '2,000 credits', 'per month'],
      ['Growth', '$104', 104, 'USD', '$149', 'annual', 'billed monthly', '10,000 credits', 'per month'],
    ],
  );
});

test('JSON-LD offers win over a data blob; cards add what structured data lacks', () => {
  const ld = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: 'T',
    offers: [
      { '@type': 'Offer', name: 'Pro', price: '20', priceCurrency: 'EUR' },
      { '@type': 'Offer', name: 'Team', price: '40', priceCurrency: 'EUR' },
    ],
  };
  const blob = nextData({
    plans: [
      { name: 'Pro', price: 99 },
      { name: 'Team', price: 199 },
    ],
  });
  const cards =
    '<div class="grid"><div><h3>Pro</h3><p><span>€20</span></p><ul><li>500 contacts</li></ul></div><div><h3>Team</h3><p><span>€40</span></p><ul><li>5 seats</li></ul></div></div>';
  const r = parsePricingPage(page(`<script type="application/ld+json">${JSON.stringify(ld)}</script>${blob}`, cards));
  assert.equal(r.method, 'json-ld');
  assert.deepEqual(
    r.plans.map((p) => [p.label, p.price_text, p.allowance_text]),
    [
      ['Pro', '€20', '500 contacts'],
      ['Team', '€40', '5 seats'],
    ],
  );
  assert.deepEqual(
    r.plans.map((p) => [p.price, p.currency]),
    [
      [20, 'EUR'],
      [40, 'EUR'],
    ],
  );
});

test('a Nuxt payload (devalue form) is unflattened and read', () => {
  // [root, ...]: objects and arrays hold indexes into the payload array.
  const payload = [{ data: 1 }, ['Reactive', 2], { plans: 3 }, [4, 7], { title: 5, amount: 6 }, 'Basic', 19, { title: 8, amount: 9 }, 'Plus', 39];
  assert.deepEqual(unflattenDevalue(payload), {
    data: {
      plans: [
        { title: 'Basic', amount: 19 },
        { title: 'Plus', amount: 39 },
      ],
    },
  });
  const r = parsePricingPage(page(`<script type="application/json" id="__NUXT_DATA__">${JSON.stringify(payload)}</script>`, '<h1>Pricing</h1>'));
  assert.deepEqual(
    r.plans.map((p) => [p.label, p.price_text]),
    [
      ['Basic', '$19'],
      ['Plus', '$39'],
    ],
  );
});

test('a blob with one priced object, or none, is not a plan list; the page falls back to its cards', () => {
  const blob = nextData({ product: { name: 'Widget', price: 10 }, nested: { deeper: [{ name: 'only one', price: 5 }] } });
  const cards = '<div class="grid"><div><h3>Solo</h3><p><span>$9</span></p></div><div><h3>Duo</h3><p><span>$18</span></p></div></div>';
  const r = parsePricingPage(page(blob, cards));
  assert.equal(r.method, 'cards');
  assert.deepEqual(
    r.plans.map((p) => p.label),
    ['Solo', 'Duo'],
  );
});

test('hostile card text comes out as bounded plain text: no controls, no bidi overrides, no runaway length', () => {
  const evil = `Pro\u202e\u0007 <script>alert(1)</script>${' very'.repeat(200)}`;
  const card = (label: string, price: string) => `<div><h3>${label}</h3><p><span>${price}</span></p><ul><li>${'x'.repeat(5000)} 100 credits</li></ul></div>`;
  const html = page('', `<div class="grid">${card(evil.replace(/</g, '&lt;'), '$49')}${card('Team', '$99')}</div>`);
  const r = parsePricingPage(html);
  const pro = r.plans[0]!;
  assert.ok([...pro.label].length <= TEXT_LIMITS.label, pro.label);
  assert.ok(pro.label.startsWith('Pro'));
  assert.ok(pro.label.endsWith('…'));
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the test looks for control characters
  assert.doesNotMatch(pro.label, /[\u0000-\u001f\u202e]/);
  // The markup is kept as the text it was on the page; pages escape it when they print it.
  assert.match(pro.label, /<script>alert\(1\)<\/script>/);
  for (const p of r.plans) {
    for (const [field, max] of Object.entries(TEXT_LIMITS)) {
      const v = p[field as keyof typeof TEXT_LIMITS];
      if (v !== null) assert.ok([...v].length <= max, `${field}: ${[...v].length} > ${max}`);
    }
  }
});

test('a page cannot list more plans than any real one, and a deeply nested blob does not exhaust the stack', () => {
  const cards = Array.from({ length: 100 }, (_, i) => `<div><h3>Plan ${i}</h3><p><span>$${i + 1}</span></p></div>`).join('');
  assert.equal(parsePricingPage(page('', `<div class="grid">${cards}</div>`)).plans.length, MAX_PLANS);
  const inner = JSON.stringify({
    plans: [
      { name: 'A', price: 1 },
      { name: 'B', price: 2 },
    ],
  });
  const deep = `${'{"x":'.repeat(5000)}${inner}${'}'.repeat(5000)}`;
  const cardsTwo = '<div class="grid"><div><h3>Solo</h3><p><span>$9</span></p></div><div><h3>Duo</h3><p><span>$18</span></p></div></div>';
  const r = parsePricingPage(page(`<script id="__NEXT_DATA__" type="application/json">${deep}</script>`, cardsTwo));
  assert.equal(r.method, 'cards');
});

test('boundText keeps short text, folds white space and cuts at a code point', () => {
  assert.equal(boundText('  $49\n / month ', 60), '$49 / month');
  assert.equal(boundText('😀'.repeat(10), 5), '😀😀😀😀…');
});
