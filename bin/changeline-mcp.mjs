#!/usr/bin/env node
// `npx changeline-mcp` in a checkout: the MCP server from source (src/mcp/server.ts) on a Node.js
// that runs TypeScript (22.18+; npx uses the project's Node 24), else the one-file build
// dist/changeline-mcp.mjs (`npm run build`), which runs on Node.js 20+. See docs/mcp.md.
import { existsSync } from 'node:fs';

const bundle = new URL('../dist/changeline-mcp.mjs', import.meta.url);
if (process.features.typescript) {
  await import('../src/mcp/server.ts');
} else if (existsSync(bundle)) {
  await import(bundle.href);
} else {
  process.stderr.write(
    `changeline-mcp: Node.js ${process.version} cannot run the TypeScript source; run \`npm run build\` first (writes dist/changeline-mcp.mjs) or use Node.js 22.18+.\n`,
  );
  process.exit(1);
}
