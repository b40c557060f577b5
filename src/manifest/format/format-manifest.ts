import { locateProblems } from '../json/locate.js';
import { draftOf } from '../problems/draft.js';
import type { Problem } from '../problems/problem.js';
import type { ManifestKind } from '../manifest-kind.js';
import { checkManifest } from '../check-manifest.js';
import { currentRules } from '../validate-current.js';
import { canonicalManifest } from './canonical-manifest.js';
import { isJsonObject, parseJsonTree } from './json-tree.js';
import { writeJson } from './write-json.js';

/** What formatting a manifest gives: its canonical text, or why vcpkg would not write it. */
export type FormatResult = { ok: true; text: string } | { ok: false; problems: Problem[] };

export interface FormatOptions {
  /** A port's manifest (`name` and a version required) or a project's (the default). */
  kind?: ManifestKind;
}

/**
 * A manifest in vcpkg's canonical form: the text `vcpkg format-manifest` writes for it (LF, two
 * spaces, a final newline, no byte-order mark; docs/format.md has the rules). A manifest that
 * today's vcpkg rejects is not formatted: its errors come back, placed, as `validateManifest`
 * with the `current` profile finds them. Pure: no I/O.
 */
export function formatManifest(text: string, options: FormatOptions = {}): FormatResult {
  const kind = options.kind ?? 'project';
  // The current profile's rules only: the format chunk of a run needs none of the others.
  const { problems } = checkManifest(text, { profile: 'current', kind }, { current: currentRules });
  const errors = problems.filter((problem) => problem.severity === 'error');
  if (errors.length > 0) return { ok: false, problems: errors };
  return formatAccepted(text);
}

/**
 * `formatManifest` of a manifest that today's vcpkg's checks accept, without checking it again:
 * for a caller that has just checked it with the `current` profile (the format command's run).
 * It can still be refused: a `dependencies` list vcpkg cannot write back.
 * @throws Error for a text that is not a JSON object: a caller's bug.
 */
export function formatAccepted(text: string): FormatResult {
  const tree = parseJsonTree(text);
  if (!isJsonObject(tree)) throw new Error('formatAccepted: an accepted manifest is an object');
  const { manifest, unstable } = canonicalManifest(tree);
  if (unstable.length > 0) return { ok: false, problems: unstableProblems(text, unstable) };
  return { ok: true, text: writeJson(manifest) };
}

const UNSTABLE_ORDER =
  'vcpkg format-manifest refuses this manifest: some dependencies tie in its order (the same name, platform and features) but differ otherwise, and in a list of more than 16 its sort, which is not stable, puts them in another order when it reads back what it wrote, so it stops with "The serialized manifest was different from the original manifest"; merge the tying dependencies, or make them differ in name, platform or features';

/** The problems of `dependencies` lists that vcpkg cannot write back, placed. */
function unstableProblems(text: string, pointers: string[]): Problem[] {
  const drafts = pointers.map((pointer) =>
    draftOf('vcpkg-value', { message: UNSTABLE_ORDER, pointer, anchor: { kind: 'value' } }),
  );
  return locateProblems(text.replace(/^\uFEFF/, ''), drafts);
}
