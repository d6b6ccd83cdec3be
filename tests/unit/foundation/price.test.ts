/** The one reader of displayed prices (src/model/price.ts) and the numbers it gives plans and price events. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { currencySymbol, eventPrice, planPrice, readPrice } from '../../../src/model/price.ts';

test('a price text reads as its first amount and the currency it is shown in', () => {
  assert.deepEqual(readPrice('$49/mo'), { value: 49, currency: 'USD' });
  assert.deepEqual(readPrice('$1,299.50/mo'), { value: 1299.5, currency: 'USD' });
  assert.deepEqual(readPrice('€1,250.50 per year'), { value: 1250.5, currency: 'EUR' });
  assert.deepEqual(readPrice('£8.40'), { value: 8.4, currency: 'GBP' });
  assert.deepEqual(readPrice('€10 / $10 / £8.40'), { value: 10, currency: 'EUR' });
  assert.deepEqual(readPrice('From $197'), { value: 197, currency: 'USD' });
  assert.deepEqual(readPrice('99 USD'), { value: 99, currency: 'USD' });
  assert.deepEqual(readPrice('CAD 49'), { value: 49, currency: 'CAD' });
  assert.deepEqual(readPrice('$0 / month'), { value: 0, currency: 'USD' });
});

test('Free is 0 with no currency; quotes, allowances and empty texts show no price', () => {
  assert.deepEqual(readPrice('Free'), { value: 0, currency: null });
  assert.deepEqual(readPrice('Free forever'), { value: 0, currency: null });
  for (const text of ['Contact sales', 'Custom', 'Book A Call', '1,500 credits', 'Contact sales for a free demo', '', undefined, null]) {
    assert.equal(readPrice(text), null, String(text));
  }
});

test('a plan holds the price and currency of its price text', () => {
  assert.deepEqual(planPrice('$7/mo/seat'), { price: 7, currency: 'USD' });
  assert.deepEqual(planPrice('Free'), { price: 0, currency: null });
  assert.deepEqual(planPrice('Contact sales'), { price: null, currency: null });
});

test('price events hold numbers only where their texts are prices', () => {
  assert.deepEqual(eventPrice({ event: 'first_seen', price_text: '$79' }), { old_price: null, price: 79, currency: 'USD' });
  assert.deepEqual(eventPrice({ event: 'price_change', old_price_text: '$69 / month', price_text: '$104' }), { old_price: 69, price: 104, currency: 'USD' });
  // A plan that went to quote-only keeps its old number and the currency it was in.
  assert.deepEqual(eventPrice({ event: 'price_change', old_price_text: '$279 / month', price_text: 'Contact sales' }), {
    old_price: 279,
    price: null,
    currency: 'USD',
  });
  assert.deepEqual(eventPrice({ event: 'price_change', old_price_text: '$49', price_text: 'Free' }), { old_price: 49, price: 0, currency: 'USD' });
  // Allowances and descriptions are not prices, even when they name an amount or the word free.
  const none = { old_price: null, price: null, currency: null };
  assert.deepEqual(eventPrice({ event: 'allowance_change', old_price_text: '1,000 requests', price_text: 'Free seats: unlimited' }), none);
  assert.deepEqual(eventPrice({ event: 'page_changed', old_price_text: '$139 / month', price_text: 'No longer on the pricing page' }), none);
  assert.deepEqual(eventPrice({ event: 'page_changed', price_text: 'Added to the pricing page at $209 a month' }), none);
});

test('a currency is shown by its symbol when it has one', () => {
  assert.deepEqual(['USD', 'EUR', 'GBP', 'CAD', null].map(currencySymbol), ['$', '€', '£', 'CAD', '']);
});
