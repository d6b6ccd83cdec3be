/** Markup built as strings gives the bytes Astro's template gave: the same escaping, the same sections. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { escapeHTML } from 'astro/runtime/server/escape.js';
import { addAttribute } from 'astro/runtime/server/render/util.js';
import { attributeValue, textContent } from '../../../src/site/astro-html.ts';
import { stepSectionHtml, stepSectionsHtml } from '../../../src/site/migration-view.ts';
import type { Dataset } from '../../../src/model/dataset.ts';

const SAMPLES = [
  'plain',
  '',
  'a & b',
  '<script>alert("x")</script>',
  "it's 'quoted'",
  'https://example.com/a?b=1&c="2"#x',
  '&amp; already',
  'ünïcode · — “quotes”',
  '>>><<<',
];

test('text escapes as Astro escapes a {value} between tags', () => {
  for (const s of SAMPLES) assert.equal(textContent(s), escapeHTML(s), s);
});

test('an attribute value escapes as Astro writes attr={value}', () => {
  for (const s of SAMPLES) {
    if (s === '') continue; // Astro writes an empty value as a bare attribute; the strings here never carry one
    assert.equal(` href="${attributeValue(s)}"`, String(addAttribute(s, 'href')), s);
  }
});

const item = {
  version: 'v21',
  title: 'Field <x> & "y" removed',
  summary: "Stop sending it; it's gone.",
  categories: ['breaking_change', 'deprecation'],
  source_url: 'https://example.com/upgrade?a=1&b=2',
  record_url: 'https://changeline.dev/changes/google-ads-a3bcb5e903/',
};

test('a step section: heading alone without items, the ordered list with them; a summary only when there is one', () => {
  assert.equal(
    stepSectionHtml('Google Ads API', { version: 'v20', note: 'no official changelog recorded for v20' }, []),
    '<section><h2>Google Ads API v20: no official changelog recorded for v20</h2></section>',
  );
  assert.equal(
    stepSectionHtml('Google Ads API', { version: 'v21', note: '2 breaking changes' }, [item, { ...item, summary: null }]),
    '<section><h2>Google Ads API v21: 2 breaking changes</h2><ol>' +
      '<li><a href="https://example.com/upgrade?a=1&amp;b=2">Field &lt;x&gt; &amp; &quot;y&quot; removed</a><p class="small">Stop sending it; it&#39;s gone.</p>' +
      '<p class="small muted">breaking_change, deprecation · <a href="https://changeline.dev/changes/google-ads-a3bcb5e903/">record</a></p></li>' +
      '<li><a href="https://example.com/upgrade?a=1&amp;b=2">Field &lt;x&gt; &amp; &quot;y&quot; removed</a>' +
      '<p class="small muted">breaking_change, deprecation · <a href="https://changeline.dev/changes/google-ads-a3bcb5e903/">record</a></p></li>' +
      '</ol></section>',
  );
});

test('the sections of a path are its steps in order, made once per dataset and the same when asked again', () => {
  const ds = {} as Dataset;
  const steps = [
    { version: 'v20', note: 'no official changelog recorded for v20' },
    { version: 'v21', note: '1 breaking change' },
  ];
  const itemsOf = (v: string) => (v === 'v21' ? [item] : []);
  const html = stepSectionsHtml(ds, 'Google Ads API', steps, itemsOf);
  assert.equal(html, stepSectionHtml('Google Ads API', steps[0]!, []) + stepSectionHtml('Google Ads API', steps[1]!, [item]));
  assert.equal(stepSectionsHtml(ds, 'Google Ads API', steps.slice(1), itemsOf), stepSectionHtml('Google Ads API', steps[1]!, [item]));
  // Another dataset does not see the first one's sections.
  assert.equal(
    stepSectionsHtml({} as Dataset, 'Google Ads API', [{ version: 'v21', note: '1 breaking change' }], () => []),
    '<section><h2>Google Ads API v21: 1 breaking change</h2></section>',
  );
});
