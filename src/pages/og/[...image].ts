// Share images (og:image), drawn at build: one for the site, one per platform, one per tool (src/lib/share-card.ts).
import type { APIRoute, GetStaticPaths } from 'astro';
import { dataset } from '../../lib/store.ts';
import { renderShareImage } from '../../lib/share-image.ts';
import { shareImages, type ShareImage } from '../../lib/share-card.ts';
import { SHARE_IMAGE_DIR } from '../../lib/links.ts';

export const getStaticPaths = (async () =>
  shareImages(await dataset()).map((image) => ({ params: { image: image.path.slice(SHARE_IMAGE_DIR.length) }, props: { image } }))) satisfies GetStaticPaths;

export const GET: APIRoute = async ({ props }) => {
  const png = await renderShareImage((props as { image: ShareImage }).image.card);
  return new Response(new Uint8Array(png), { headers: { 'Content-Type': 'image/png' } });
};
