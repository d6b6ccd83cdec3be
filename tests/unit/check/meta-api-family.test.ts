/**
 * Which Meta API a graph.facebook.com URL calls, from the path after the
 * version (metaApisFromPath): the cases the real-code set met
 * (tests/fixtures/check/real/postiz-app, rudder-transformer-2026).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { metaApisFromPath } from '../../../src/check/detect.ts';

test('ads objects and ad insights are the Marketing API', () => {
  assert.deepEqual(metaApisFromPath('/act_123/insights?fields=spend'), ['Marketing API']);
  assert.deepEqual(metaApisFromPath('/{campaignId}/insights?level=ad'), ['Marketing API']);
  assert.deepEqual(metaApisFromPath('/{audienceId}/users'), ['Marketing API', 'Graph API']);
});

test('page and post insights, tokens, pages and their media are the Graph API', () => {
  assert.deepEqual(metaApisFromPath('/{id}/insights?metric=page_total_media_view_unique,page_media_view'), ['Graph API']);
  assert.deepEqual(metaApisFromPath('/{postId}/insights?metric=post_clicks&access_token=x'), ['Graph API']);
  assert.deepEqual(metaApisFromPath("/oauth/access_token' +"), ['Graph API']);
  assert.deepEqual(metaApisFromPath('/{business.id}/owned_pages?fields=id'), ['Graph API']);
  assert.deepEqual(metaApisFromPath('/{id}/photos?access_token=x'), ['Graph API']);
  assert.deepEqual(metaApisFromPath('/me/permissions?access_token=x'), ['Graph API']);
  // A lead or page read by an id the code names so (a lead read is a Lead Ads call: Graph API, as /leads and leadgen).
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a path as code writes it, not a template
  assert.deepEqual(metaApisFromPath('/${leadId}`;'), ['Graph API']);
  assert.deepEqual(metaApisFromPath('/{page_id}?fields=name'), ['Graph API']);
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a path as code writes it, not a template
  assert.deepEqual(metaApisFromPath('/${pageId}/ads'), ['Marketing API']);
});

test('a path that cannot tell names both', () => {
  assert.deepEqual(metaApisFromPath("';"), ['Marketing API', 'Graph API']);
  assert.deepEqual(metaApisFromPath('/{id}'), ['Marketing API', 'Graph API']);
  assert.deepEqual(metaApisFromPath('/123456'), ['Marketing API', 'Graph API']);
  assert.deepEqual(metaApisFromPath('/{leadIdList}'), ['Marketing API', 'Graph API']);
});
