// The site stylesheet under a content-hashed name (see src/lib/stylesheet.ts).
import type { GetStaticPaths } from 'astro';
import { STYLESHEET_PATH, stylesheet } from '../../lib/stylesheet.ts';
import { ASSETS_DIR } from '../../lib/links.ts';
import { textFile } from '../../lib/responses.ts';

export const getStaticPaths = (() => [{ params: { name: STYLESHEET_PATH.slice(ASSETS_DIR.length, -'.css'.length) } }]) satisfies GetStaticPaths;

export const GET = () => textFile(stylesheet(), 'text/css');
