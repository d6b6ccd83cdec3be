/**
 * The site's one stylesheet, served as a plain file whose name carries a
 * hash of its content (`/assets/site.<hash>.css`), so hosts can cache it
 * forever. (Served by an endpoint rather than bundled by Vite: no asset
 * files to move at the end of the build, so the output folder may live on
 * another file system, such as a tmpfs for benchmarks.) It is minified by
 * esbuild, the CSS minifier Vite itself uses, with no target: nothing is
 * rewritten for older browsers, only whitespace, comments and redundancy go.
 */
import { createHash } from 'node:crypto';
import { transformSync } from 'esbuild';
import source from '../styles/global.css?raw';
import { ASSETS_DIR } from '../model/links.ts';

const text = transformSync(source, { loader: 'css', minify: true, legalComments: 'none', sourcefile: 'src/styles/global.css' }).code;

/** Path of the stylesheet: changes whenever its content does. */
export const STYLESHEET_PATH = `${ASSETS_DIR}site.${createHash('sha1').update(text).digest('hex').slice(0, 10)}.css`;

export const stylesheet = (): string => text;
