/**
 * The same detectors on a pasted snippet or manifest (the MCP tool
 * check_versions): code usages, and the pins of a manifest, named by
 * `filename` when given (requirements.txt, package.json, pom.xml ...), else
 * guessed from the text (JSON with dependencies: package.json; <project>:
 * pom.xml; <Project>: a .csproj; otherwise requirements-style name==version
 * lines). A manifest that cannot be read is a warning, not an error.
 */
import { CheckFinding } from '../schemas/check.ts';
import { detectVersions } from './detect.ts';
import { EndpointMatcher, resolveEndpoint, type CheckEndpoint } from './endpoints.ts';
import { manifestKind, type ManifestKind } from './manifests.ts';
import { settleOverlaps } from './overlap.ts';
import { resolvePin, resolveUsage, sortFindings, type Finding, type VersionIndex } from './resolve.ts';

/** Largest text check_versions takes, in characters. */
export const SNIPPET_MAX_CHARS = 200_000;

function guessKind(text: string): ManifestKind | null {
  const t = text.trimStart();
  if (t.startsWith('{')) {
    if (/"lockfileVersion"\s*:/.test(t)) return manifestKind('package-lock.json');
    if (/"_meta"\s*:/.test(t) && /"default"\s*:/.test(t)) return manifestKind('Pipfile.lock');
    if (/"packages"\s*:\s*\[/.test(t)) return manifestKind('composer.lock');
    return manifestKind('package.json');
  }
  if (/<project[\s>]/.test(t)) return manifestKind('pom.xml');
  if (/<Project[\s>]/.test(t)) return manifestKind('x.csproj');
  if (/^\s+specs:\s*$/m.test(t)) return manifestKind('Gemfile.lock');
  if (/^\[\[package\]\]/m.test(t)) return manifestKind('poetry.lock');
  if (/^module\s+\S+/m.test(t)) return manifestKind('go.mod');
  return manifestKind('requirements.txt');
}

/** The endpoint patterns of a table, compiled once per table. */
const matchers = new WeakMap<readonly CheckEndpoint[], EndpointMatcher>();
function matcherFor(endpoints: readonly CheckEndpoint[]): EndpointMatcher {
  let m = matchers.get(endpoints);
  if (!m) {
    m = new EndpointMatcher(endpoints);
    matchers.set(endpoints, m);
  }
  return m;
}

export function checkSnippet(
  text: string,
  index: VersionIndex,
  filename?: string,
  endpoints: readonly CheckEndpoint[] = [],
): { findings: Finding[]; warnings: string[] } {
  const label = filename ?? 'snippet';
  // Calls of retired endpoints (src/check/endpoints.ts), with the record that retires each; a call that a version
  // detector also matched is one finding (src/check/overlap.ts).
  const settled = settleOverlaps(detectVersions(text, filename ?? ''), endpoints.length > 0 ? matcherFor(endpoints).find(text, filename ?? '') : [], index);
  const findings: Finding[] = settled.usages.map((u) => resolveUsage(index, label, u));
  for (const u of settled.calls) findings.push(resolveEndpoint(label, u, index.today));
  const warnings: string[] = [];
  const kind = filename === undefined ? guessKind(text) : manifestKind(filename);
  if (kind !== null) {
    try {
      for (const p of kind.read(text)) {
        const f = resolvePin(index, label, p);
        if (f) findings.push(f);
      }
    } catch (err) {
      // Guessed formats stay quiet; a named manifest that cannot be read says so.
      if (filename !== undefined) warnings.push(`${filename} could not be read as ${kind.format}: ${(err as Error).message}`);
    }
  }
  // Every finding has endpoint (null but for a retired endpoint's), in the report schema's key order.
  const keys = Object.keys(CheckFinding.shape).filter((k) => k !== 'violation') as (keyof Finding)[];
  const full = (f: Finding): Finding => Object.fromEntries(keys.map((k) => [k, k === 'endpoint' ? (f.endpoint ?? null) : f[k]])) as Finding;
  return { findings: sortFindings(findings).map(full), warnings };
}
