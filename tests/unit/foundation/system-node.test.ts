/** The tests find the machine's own Node.js (for the Node 20 run of the MCP bundle), never npm's node_modules/.bin one. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { dirname, join } from 'node:path';
import { ROOT } from '../../../src/build/repo-root.ts';
import { systemNode, systemNodeCandidates } from '../../support/system-node.ts';

test('node_modules/.bin and node_modules/node on PATH are passed over; /usr/bin/node comes first when present', () => {
  const bin = join(ROOT, 'node_modules/.bin');
  const candidates = systemNodeCandidates({ PATH: [bin, dirname(process.execPath), '/usr/bin'].join(':') });
  assert.ok(!candidates.some((c) => c.startsWith(bin)), candidates.join());
  assert.equal(new Set(candidates).size, candidates.length);
  // npm's own Node (node_modules/node/bin) is no system node either.
  assert.deepEqual(
    systemNodeCandidates({ PATH: join(ROOT, 'node_modules/node/bin') }).filter((c) => c.includes('node_modules')),
    [],
  );
  assert.equal(systemNode(1, { PATH: '' }), null);
});
