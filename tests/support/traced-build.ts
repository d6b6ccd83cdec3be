/**
 * `astro build` with a test-only Vite plugin that reports each load of the
 * dataset (src/model/store.ts) on stderr as "[changeline] dataset loaded", so a
 * test can prove the collection is read once per build, never per page.
 * Production code carries no hook: the plugin rewrites the memo line of
 * store.ts in this build only, and fails the build when that line is gone.
 *
 *   node tests/support/traced-build.ts     (same environment as astro build)
 */
import { build } from 'astro';
import { ROOT } from '../../src/build/repo-root.ts';

export const TRACE_LINE = '[changeline] dataset loaded';
const STORE = /[\\/]src[\\/]model[\\/]store\.ts$/;
const MEMO = 'cached ??= load();';

let traced = false;
const traceLoads = {
  name: 'changeline-trace-loads',
  enforce: 'pre' as const,
  transform(code: string, id: string) {
    if (!STORE.test(id.split('?')[0]!)) return undefined;
    if (!code.includes(MEMO)) throw new Error(`tests/support/traced-build.ts: src/model/store.ts no longer has "${MEMO}"; update the trace`);
    traced = true;
    return code.replace(MEMO, `cached ??= (console.error(${JSON.stringify(TRACE_LINE)}), load());`);
  },
};

await build({ root: ROOT, logLevel: 'error', vite: { plugins: [traceLoads] } });
if (!traced) throw new Error('tests/support/traced-build.ts: src/model/store.ts was not part of the build');
