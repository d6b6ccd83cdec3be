/**
 * The memory settings `npm run build` (scripts/build.ts) gives the astro
 * build process. They change no byte of output. The bench measures the build
 * with them and once per size without them (README, benchmark section). A
 * setting already present in the environment wins, so a deployer can
 * override any of them, and `CHANGELINE_BUILD_MEMORY=default` leaves all of
 * them to Node and mimalloc.
 *
 * - Vite's bundler (rolldown, a native module) allocates through mimalloc,
 *   which by default commits its arenas eagerly and returns freed memory
 *   lazily: after bundling, memory it no longer uses (about 200 MiB at
 *   10,000 records when this was measured) stays resident for the rest of
 *   the build. Purging at once, from arenas committed on demand, gives it
 *   back. (mimalloc reads these variables when the module loads; other
 *   programs ignore them.)
 * - V8's young generation: Node 24 grows each semi-space to 64 MiB (a new
 *   space of 128 MiB) on a machine with this much memory. 32 MiB keeps
 *   64 MiB less committed for about 0.1 s more scavenging at 10,000 records;
 *   16 MiB saved little more and scavenged for 0.3 s more.
 */

/** Environment variables for mimalloc (in rolldown's native module). */
export const ALLOCATOR_ENV: Readonly<Record<string, string>> = {
  MIMALLOC_PURGE_DELAY: '0',
  MIMALLOC_ARENA_EAGER_COMMIT: '0',
};

/** V8's semi-space, MiB, passed as `--max-semi-space-size` in NODE_OPTIONS. */
export const SEMI_SPACE_MB = 32;

/** `CHANGELINE_BUILD_MEMORY`: `tuned` (when unset) adds the settings; `default` leaves Node's and mimalloc's own. */
export const BUILD_MEMORY_MODES = ['tuned', 'default'] as const;
export type BuildMemoryMode = (typeof BUILD_MEMORY_MODES)[number];

/** The mode `env` asks for; a value other than the two modes is an error that names it. */
export function buildMemoryMode(env: NodeJS.ProcessEnv): BuildMemoryMode {
  const value = env.CHANGELINE_BUILD_MEMORY;
  if (value === undefined || value === '') return 'tuned';
  if ((BUILD_MEMORY_MODES as readonly string[]).includes(value)) return value as BuildMemoryMode;
  throw new Error(`CHANGELINE_BUILD_MEMORY must be ${BUILD_MEMORY_MODES.map((m) => `"${m}"`).join(' or ')}, got ${JSON.stringify(value.slice(0, 40))}`);
}

const SEMI_SPACE_FLAG = /(^|\s)--max[-_]semi[-_]space[-_]size(=|\s|$)/;

/** `env` with the build's memory settings added where it does not set them itself. */
export function withBuildMemory(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const out: NodeJS.ProcessEnv = { ...env };
  if (buildMemoryMode(env) === 'default') return out;
  for (const [name, value] of Object.entries(ALLOCATOR_ENV)) {
    if (out[name] === undefined || out[name] === '') out[name] = value;
  }
  const options = (env.NODE_OPTIONS ?? '').trim();
  if (!SEMI_SPACE_FLAG.test(options)) out.NODE_OPTIONS = [options, `--max-semi-space-size=${SEMI_SPACE_MB}`].filter(Boolean).join(' ');
  return out;
}

/** The settings `env` gives the build, for its log line. */
export function describeBuildMemory(env: NodeJS.ProcessEnv): string {
  const semi = /--max[-_]semi[-_]space[-_]size[=\s]+(\S+)/.exec(env.NODE_OPTIONS ?? '')?.[1];
  const allocator = Object.keys(ALLOCATOR_ENV)
    .filter((name) => env[name])
    .map((name) => `${name}=${env[name]}`);
  return [semi ? `V8 semi-space ${semi} MiB` : "V8's default semi-space", ...(allocator.length ? allocator : ["mimalloc's defaults"])].join(', ');
}
