/**
 * The collector's identity: the User-Agent it sends and the page that
 * explains it (/bot/). Shared by the collectors and that page.
 */
import { BOT_PATH } from '../model/links.ts';

export const BOT_NAME = 'Changeline';

/** `Changeline/1.0 (+https://changeline.dev/bot/; ...)`: the product token robots.txt rules match is `Changeline`. */
export function botUserAgent(site: string): string {
  return `${BOT_NAME}/1.0 (+${site}${BOT_PATH}; collects public change logs and pricing pages)`;
}
