// The site stylesheet under a content-hashed name (see src/site/stylesheet.ts).
import type { GetStaticPaths } from 'astro';
import { STYLESHEET_PATH, stylesheet } from '../../site/stylesheet.ts';
import { ASSETS_DIR } from '../../model/links.ts';
import { textFile } from '../../api/responses.ts';

export const getStaticPaths = (() => [{ params: { name: STYLESHEET_PATH.slice(ASSETS_DIR.length, -'.css'.length) } }]) satisfies GetStaticPaths;

export const GET = () => textFile(stylesheet(), 'text/css');
