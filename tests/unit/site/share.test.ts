/** Share images: what each card says, and the drawing (satori + resvg, fonts from npm). */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { inflateSync } from 'node:zlib';
import { platformCard, shareImageFor, shareImages, siteCard, toolCard, SHARE_IMAGE_HEIGHT, SHARE_IMAGE_WIDTH } from '../../../src/site/share-card.ts';
import { shareImagePath } from '../../../src/model/links.ts';
import { drawableText, renderShareImage, renderShareImages } from '../../../src/site/share-image.ts';
import { PLATFORM_SLUGS, TOOL_SLUGS } from '../../../src/schemas/common.ts';
import { dataset, fixtureDataset, rec } from './_data.ts';

test('one image for the site, one per platform, one per tool: never one per change', () => {
  const few = shareImages(dataset([rec(1)]));
  const many = shareImages(dataset(Array.from({ length: 500 }, (_, i) => rec(i + 1))));
  assert.equal(few.length, 1 + PLATFORM_SLUGS.length + TOOL_SLUGS.length);
  assert.equal(many.length, few.length);
  assert.equal(new Set(few.map((i) => i.path)).size, few.length);
  assert.ok(few.every((i) => /^\/og\/[a-z/-]+\.png$/.test(i.path)));
});

test('cards state the record counts and the next deadline', () => {
  const day = (d: string) => ({ effective_date: d, effective_date_precision: 'day' as const });
  const ds = dataset([
    rec(1, { ...day('2026-07-01'), title: 'First deadline' }),
    rec(2, { ...day('2026-09-01'), platform: 'x-ads', title: 'X deadline' }),
    rec(3, day('2020-01-01')),
  ]);
  const site = siteCard(ds);
  assert.match(site.stats, /^3 changes · 2 upcoming · 7 platforms/);
  assert.deepEqual(site.lines, ['Next deadline: 1 July 2026', 'Google Ads: First deadline — takes effect']);
  assert.match(site.footer, /changeline\.test · data as of 15 June 2026/);
  const x = platformCard(ds, 'x-ads');
  assert.equal(x.title, 'X Ads');
  assert.equal(x.stats, '1 change · 1 upcoming');
  assert.deepEqual(x.lines, ['Next deadline: 1 September 2026', 'X deadline — takes effect']);
  const v = siteCard(
    dataset([
      rec(4, {
        ...day('2026-07-01'),
        categories: ['api_version_sunset'],
        title: 'Google Ads API v20',
        api: 'Google Ads API',
        api_version: 'v20',
        release_date: '2025-06-04',
      }),
    ]),
  );
  assert.deepEqual(v.lines, ['Next deadline: 1 July 2026', 'Google Ads: Google Ads API v20 sunset']);
  assert.deepEqual(platformCard(ds, 'snapchat-ads').lines, ['No upcoming deadline on record.']);
  const tool = toolCard(fixtureDataset(), 'clay');
  assert.match(tool.title, /^Clay pricing$/);
  assert.match(tool.stats, /^\d+ plans? · \d+ price events?$/);
});

test('pages pick their platform or tool image, else the site image', () => {
  assert.equal(shareImageFor('/platforms/meta-ads/'), shareImagePath.platform('meta-ads'));
  assert.equal(shareImageFor('/pricing/clay/'), shareImagePath.tool('clay'));
  assert.equal(shareImageFor('/changes/x/', 'x-ads'), shareImagePath.platform('x-ads'));
  assert.equal(shareImageFor('/upcoming/'), shareImagePath.site);
});

test('text the font cannot draw is dropped, not boxed', () => {
  assert.equal(drawableText('Rocket 🚀 launch ◆ <script> & “quotes” — Zürich'), 'Rocket launch <script> & “quotes” — Zürich');
});

/** Width, height and the decompressed pixel rows of a PNG (8-bit RGBA, the rows still carry their filter byte). */
function readPng(png: Uint8Array): { width: number; height: number; data: Buffer } {
  const buf = Buffer.from(png);
  assert.equal(buf.subarray(0, 8).toString('hex'), '89504e470d0a1a0a', 'PNG signature');
  const chunks: Buffer[] = [];
  let width = 0;
  let height = 0;
  for (let at = 8; at < buf.length; ) {
    const len = buf.readUInt32BE(at);
    const type = buf.subarray(at + 4, at + 8).toString('latin1');
    const body = buf.subarray(at + 8, at + 8 + len);
    if (type === 'IHDR') {
      width = body.readUInt32BE(0);
      height = body.readUInt32BE(4);
    }
    if (type === 'IDAT') chunks.push(body);
    at += 12 + len;
  }
  return { width, height, data: inflateSync(Buffer.concat(chunks)) };
}

test('the PNG is 1200×630 and carries the text: a longer text draws more ink', async () => {
  const card = siteCard(fixtureDataset());
  const full = readPng(await renderShareImage(card));
  assert.equal(full.width, SHARE_IMAGE_WIDTH);
  assert.equal(full.height, SHARE_IMAGE_HEIGHT);
  const bare = readPng(await renderShareImage({ ...card, title: '', stats: '', lines: [], footer: '' }));
  // Text compresses worse than flat colour: the drawn card holds far more information than the bare frame.
  assert.ok(full.data.length === bare.data.length, 'same raw size');
  const changed = (a: Buffer, b: Buffer) => {
    let n = 0;
    for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) n++;
    return n;
  };
  assert.ok(changed(full.data, bare.data) > 20_000, 'the text changes many pixels');
});

test('every line of the card is drawn inside the frame, the footer too, even under a three-line title', async () => {
  const card = { ...siteCard(fixtureDataset()), title: 'Meta Ads: API versions, deprecations, tracking and policy changes' };
  const img = readPng(await renderShareImage(card));
  const other = readPng(await renderShareImage({ ...card, footer: `${card.footer} ·` }));
  // A footer laid out below 630 px would leave the picture unchanged when only the footer changes.
  let n = 0;
  for (let i = 0; i < img.data.length; i++) if (img.data[i] !== other.data[i]) n++;
  assert.ok(n > 0, 'changing only the footer changes the picture');
});

test('the build’s worker thread draws the same PNGs as the drawing in process, each for its own card', async () => {
  const ds = dataset([rec(1, { effective_date: '2026-07-01', effective_date_precision: 'day' as const, title: 'First deadline' })]);
  const cards = [siteCard(ds), platformCard(ds, 'x-ads'), toolCard(fixtureDataset(), 'clay')];
  const drawn = await Promise.all(renderShareImages(cards));
  assert.equal(drawn.length, cards.length);
  for (const [i, card] of cards.entries()) {
    assert.ok(Buffer.from(drawn[i]!).equals(Buffer.from(await renderShareImage(card))), `card ${i} (${card.title}) differs`);
  }
  assert.ok(!Buffer.from(drawn[0]!).equals(Buffer.from(drawn[1]!)), 'different cards, different images');
  assert.deepEqual(renderShareImages([]), []);
});
