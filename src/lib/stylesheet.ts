/**
 * The site's one stylesheet, served as a plain file whose name carries a
 * hash of its content (`/assets/site.<hash>.css`), so hosts can cache it
 * forever. (Served by an endpoint rather than bundled by Vite: no asset
 * files to move at the end of the build, so the output folder may live on
 * another file system, such as a tmpfs for benchmarks.)
 */
import { createHash } from 'node:crypto';
import source from '../styles/global.css?raw';
import { ASSETS_DIR } from './links.ts';

/** The stylesheet text: comments and indentation dropped. */
export function stylesheetText(css: string = source): string {
  return `${css
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean)
    .join('\n')}\n`;
}

const text = stylesheetText();

/** Path of the stylesheet: changes whenever its content does. */
export const STYLESHEET_PATH = `${ASSETS_DIR}site.${createHash('sha1').update(text).digest('hex').slice(0, 10)}.css`;

export const stylesheet = (): string => text;
