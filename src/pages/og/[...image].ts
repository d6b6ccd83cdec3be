// Share images (og:image), drawn at build: one for the site, one per platform, one per tool (src/site/share-card.ts).
// Listing the paths starts drawing all of them in a worker thread; each image's render awaits its own.
import type { APIRoute, GetStaticPaths } from 'astro';
import { dataset } from '../../model/store.ts';
import { renderShareImages } from '../../site/share-image.ts';
import { shareImages, type ShareImage } from '../../site/share-card.ts';
import { SHARE_IMAGE_DIR } from '../../model/links.ts';

export const getStaticPaths = (async () => {
  const images = shareImages(await dataset());
  const pngs = renderShareImages(images.map((image) => image.card));
  return images.map((image, i) => ({ params: { image: image.path.slice(SHARE_IMAGE_DIR.length) }, props: { image, png: pngs[i]! } }));
}) satisfies GetStaticPaths;

export const GET: APIRoute = async ({ props }) => {
  const png = await (props as { image: ShareImage; png: Promise<Uint8Array> }).png;
  return new Response(new Uint8Array(png), { headers: { 'Content-Type': 'image/png' } });
};
