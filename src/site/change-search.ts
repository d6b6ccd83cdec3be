/**
 * What pagefind indexes of a change page (/changes/<id>/), made from the model: the page's `data-pagefind-body`
 * article as src/site/change-page.ts writes it for the page, with the content of the ignored elements left out
 * (`index` mode there). The build hands this to pagefind instead of the rendered page (src/build/pagefind.ts,
 * src/middleware.ts): a fraction of the bytes to encode and send, and made before Astro renders the page. The
 * index must be the one pagefind makes from the written pages, which tests/integration/site/search-index.test.ts
 * holds it to (the same fragments, file for file).
 */
import type { Change } from '../schemas/change.ts';
import type { Dataset } from '../model/dataset.ts';
import { changeArticleHtml } from './change-page.ts';

/** The part of a change page pagefind indexes, as an HTML document (see the module comment). */
export function changeSearchHtml(c: Change, ds: Dataset): string {
  return `<html lang="en"><body>${changeArticleHtml(c, ds, 'index')}</body></html>`;
}
