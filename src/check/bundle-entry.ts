/**
 * Entry of the one-file scanner /changeline-check.mjs (scripts/bundle-check.ts):
 * the site's /api/versions.json and SDK map are built in as the offline and
 * fallback copy. Runs on Node.js 20 or later with nothing installed.
 */
import { runCheck } from './cli.ts';
import { checkedWhenBuilt, type DataFiles } from './data.ts';

/** Replaced by the bundler with the site's data files at build time. */
declare const __CHANGELINE_CHECK_DATA__: DataFiles;

const major = Number(process.versions.node.split('.')[0]);
if (major < 20) {
  process.stderr.write(`changeline check: Node.js 20 or later is needed, this is ${process.version}\n`);
  process.exit(2);
}

process.exitCode = await runCheck(
  process.argv.slice(2),
  process.env,
  {
    stdout: (s) => process.stdout.write(s),
    stderr: (s) => process.stderr.write(s),
    isTTY: process.stdout.isTTY === true,
    fetch: (url, init) => fetch(url, init),
  },
  // Checked by scripts/bundle-check.ts when it was built in (assertTakenAsIs).
  () => checkedWhenBuilt(__CHANGELINE_CHECK_DATA__),
);
