#!/usr/bin/env node
// `npx changeline check [path]` in a checkout: the scanner from source (src/check/main.ts) on a Node.js
// that runs TypeScript (22.18+; npx uses the project's Node 24), else the one-file build
// dist/changeline-check.mjs (`npm run build`), which runs on Node.js 20+. See docs/check.md.
import { existsSync } from 'node:fs';

const USAGE = 'usage: changeline check [path] [options]   (changeline check --help)\n';
// A bad command is answered in one line that names it, like every other bad input of the CLI.
const HINT = 'the one command is check: changeline check [path] (see changeline --help)';
const [command, ...rest] = process.argv.slice(2);
if (command === '--help' || command === '-h' || command === 'help') {
  process.stdout.write(
    `changeline: the Changeline command line. One command:\n  check   find the ad-API versions, SDK releases and endpoints your code uses that are sunset or close to it\n${USAGE}`,
  );
  process.exit(0);
}
if (command !== 'check') {
  process.stderr.write(`changeline: ${command === undefined ? 'no command given' : `unknown command "${command}"`}; ${HINT}\n`);
  process.exit(2);
}
const bundle = new URL('../dist/changeline-check.mjs', import.meta.url);
if (process.features.typescript) {
  const { main } = await import('../src/check/main.ts');
  process.exitCode = await main(rest);
} else if (existsSync(bundle)) {
  process.argv.splice(2, 1); // the bundle reads its own arguments: drop "check"
  await import(bundle.href);
} else {
  process.stderr.write(
    `changeline: Node.js ${process.version} cannot run the TypeScript source; run \`npm run build\` first (writes dist/changeline-check.mjs) or use Node.js 22.18+.\n`,
  );
  process.exit(2);
}
