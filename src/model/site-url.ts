/**
 * The address the site is built for. `SITE_URL` overrides the default; the
 * Astro config, the API, the feeds and the MCP server's default base all read
 * it from here.
 */
export const DEFAULT_SITE = 'https://changeline.dev';

export function siteUrl(env: Record<string, string | undefined> = process.env): string {
  const raw = env.SITE_URL && env.SITE_URL !== '' ? env.SITE_URL : DEFAULT_SITE;
  let u: URL;
  try {
    u = new URL(raw);
  } catch {
    throw new Error(`SITE_URL must be an absolute URL, got "${raw}"`);
  }
  if (u.protocol !== 'https:' && u.protocol !== 'http:') throw new Error(`SITE_URL must be http(s), got "${raw}"`);
  return u.origin;
}

/** Absolute address of a site path (`/changes/x/` -> `https://site/changes/x/`). */
export function absolute(site: string, path: string): string {
  return `${site}${path.startsWith('/') ? path : `/${path}`}`;
}

/**
 * The `webcal://` address of a calendar file (`/calendars/x-ads.ics` ->
 * `webcal://site/calendars/x-ads.ics`): calendar apps open it as a
 * subscription rather than a one-time import. Always fetched over HTTPS by
 * the apps that know the scheme; http sites (local builds) keep their host.
 */
export function webcalAddress(site: string, path: string): string {
  return absolute(site, path).replace(/^https?:\/\//, 'webcal://');
}
