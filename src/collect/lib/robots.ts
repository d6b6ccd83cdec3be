/**
 * robots.txt, read once per host per run with robots-parser, through the same
 * fetcher (so the test seam and the politeness rules apply to it too).
 *
 * RFC 9309: a robots.txt that is missing (4xx) allows everything; one that
 * cannot be reached (5xx, network error, timeout) means "assume disallowed",
 * so the source fails with a message saying so.
 */
import robotsParser from 'robots-parser';
import { BOT_NAME } from '../bot.ts';
import { ROBOTS_PATH } from '../../model/links.ts';
import { HttpError, type Fetcher } from './fetcher.ts';

/** The product token matched against robots.txt user-agent lines. */
export const ROBOTS_AGENT = BOT_NAME;

interface Rules {
  allows(url: string): boolean;
}

export class Robots {
  private hosts = new Map<string, Promise<Rules>>();
  private fetcher: Fetcher;
  constructor(fetcher: Fetcher) {
    this.fetcher = fetcher;
  }

  private rulesFor(origin: string): Promise<Rules> {
    let p = this.hosts.get(origin);
    if (!p) {
      p = this.load(origin);
      this.hosts.set(origin, p);
    }
    return p;
  }

  private async load(origin: string): Promise<Rules> {
    const url = `${origin}${ROBOTS_PATH}`;
    let text: string;
    try {
      const res = await this.fetcher.get(url, { allowMissing: true, accept: 'text/plain' });
      if (res.status !== 200) return { allows: () => true };
      text = res.body;
    } catch (err) {
      const e = err as HttpError;
      if (e.kind === 'status' && e.status !== undefined && e.status >= 400 && e.status < 500) return { allows: () => true };
      const why = e.message;
      return {
        allows: () => {
          throw new HttpError('robots', url, `robots.txt of ${origin} could not be read (${why}); treating the site as disallowed`);
        },
      };
    }
    const robots = robotsParser(url, text);
    return { allows: (u) => robots.isAllowed(u, ROBOTS_AGENT) !== false };
  }

  /** Throws HttpError('robots') when robots.txt forbids `url` to Changeline. */
  async check(url: string): Promise<void> {
    const origin = new URL(url).origin;
    const rules = await this.rulesFor(origin);
    if (!rules.allows(url)) {
      throw new HttpError('robots', url, `robots.txt of ${origin} disallows ${url} for ${ROBOTS_AGENT}`);
    }
  }
}
