/**
 * A node:test reporter (`--test-reporter=./tests/support/test-file-times.ts`)
 * that writes, when the run ends, one JSON object: each test file (relative
 * to the working directory) with the summed time of its top-level tests in
 * milliseconds. scripts/run-tests.ts uses it for the slowest files in
 * docs/testing.md; the spec reporter keeps the console output.
 */
import { relative } from 'node:path';

interface TestEvent {
  type: string;
  data?: { nesting?: number; file?: string; details?: { duration_ms?: number } };
}

export default async function* fileTimes(source: AsyncIterable<TestEvent>): AsyncGenerator<string> {
  const ms = new Map<string, number>();
  for await (const event of source) {
    if (event.type !== 'test:pass' && event.type !== 'test:fail') continue;
    const d = event.data;
    if (d?.nesting !== 0 || d.file === undefined) continue;
    const file = relative(process.cwd(), d.file.startsWith('file:') ? new URL(d.file).pathname : d.file);
    ms.set(file, (ms.get(file) ?? 0) + (d.details?.duration_ms ?? 0));
  }
  yield `${JSON.stringify(Object.fromEntries([...ms].map(([f, t]) => [f, Math.round(t)])))}\n`;
}
