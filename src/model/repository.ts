/**
 * The project's source repository, from one setting: `repository` in
 * package.json (npm's field: a string, `github:owner/name`, or
 * `{ "type": "git", "url": "git+https://github.com/owner/name.git" }`).
 * Every snippet that names the repository (the GitHub Action's `uses:`, the
 * pre-commit hook, the Renovate preset, the /check/ and /mcp/ pages, the
 * docs) reads it here, so a fork publishes its own address by editing one
 * line. A missing or non-GitHub value stops the build with a one-line error.
 */
import pkg from '../../package.json' with { type: 'json' };

export interface Repository {
  /** `owner/name`, as a GitHub Action's `uses:` and Renovate's `github>` write it. */
  slug: string;
  /** `https://github.com/owner/name`. */
  url: string;
}

/** The `owner/name` of a package.json `repository` value on GitHub; throws, naming the value, otherwise. */
export function parseRepository(value: unknown): Repository {
  const raw = typeof value === 'string' ? value : value && typeof value === 'object' && 'url' in value ? String((value as { url: unknown }).url) : '';
  const m =
    /^(?:github:)?([A-Za-z0-9][A-Za-z0-9-]{0,38})\/([A-Za-z0-9._-]{1,100})$/.exec(raw) ??
    /^(?:git\+)?(?:(?:https?|ssh|git):\/\/)?(?:git@)?github\.com[/:]([A-Za-z0-9][A-Za-z0-9-]{0,38})\/([A-Za-z0-9._-]{1,100}?)(?:\.git)?\/?$/.exec(raw);
  if (!m) throw new Error(`package.json "repository" must name a GitHub repository (owner/name or its URL); got ${JSON.stringify(value ?? null)}`);
  const slug = `${m[1]}/${m[2]}`;
  return { slug, url: `https://github.com/${slug}` };
}

/** This project's repository (package.json `repository`). */
export const REPOSITORY: Repository = parseRepository((pkg as { repository?: unknown }).repository);
