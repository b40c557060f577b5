import { decodeManifest } from '../manifest/json/decode.js';
import { draftOf } from '../manifest/problems/draft.js';
import type { Problem } from '../manifest/problems/problem.js';
import type { AddVersionRefusal } from './add-version-refusals.js';
import { planAddVersions, type DatabaseWrite } from './add-versions.js';
import type { RegistryCheck, RegistryInput } from './check-registry.js';
import { RegistryProblems } from './file-drafts.js';

/** What `--fix` writes, or, when a port stops it as it stops vcpkg, why nothing. */
export interface FixPlan {
  writes: DatabaseWrite[];
  /**
   * Placed `versions-not-fixed` problems, by the file each is about (relative to the root), but
   * those at the place of an error `checked` already reports, which says why.
   */
  refusals: Map<string, Problem[]>;
  /** A port stopped it: nothing is written. */
  stopped: boolean;
}

/**
 * What `vcpkg x-add-version --all` writes for a registry checked as `checked`: a port whose
 * `vcpkg.json` cannot be loaded stops it (vcpkg stops there), as does each refusal of the plan.
 */
export function planFix(input: RegistryInput, checked: RegistryCheck): FixPlan {
  const loaded = new Set(checked.ports.map((port) => port.name));
  const stopped = input.ports
    .filter((port) => !loaded.has(port.name))
    .map((port): AddVersionRefusal => ({
      port: port.name,
      path: port.manifest?.path ?? `ports/${port.name}/vcpkg.json`,
      pointer: '',
      message: `x-add-version stops at a port whose vcpkg.json it cannot load, and writes nothing: correct ${port.name}'s manifest (its own problems say how), then run --fix again`,
    }));
  if (stopped.length > 0)
    return { writes: [], refusals: refusalProblems(stopped, input, checked), stopped: true };
  const manifestTexts = new Map<string, string>();
  for (const port of input.ports)
    if (port.manifest) manifestTexts.set(port.name, decodeManifest(port.manifest.bytes).text);
  const plan = planAddVersions(checked.ports, checked.database, { manifestTexts });
  const refusals = refusalProblems(plan.refusals, input, checked);
  return { writes: plan.writes, refusals, stopped: plan.refusals.length > 0 };
}

/** Refusals as placed problems: at their pointer in a file of the registry, else at its start. */
function refusalProblems(
  refusals: readonly AddVersionRefusal[],
  input: RegistryInput,
  checked: RegistryCheck,
): Map<string, Problem[]> {
  const files = new Map<string, Uint8Array>();
  for (const port of input.ports)
    if (port.manifest) files.set(port.manifest.path, port.manifest.bytes);
  for (const file of input.versionsFiles) files.set(file.path, file.bytes);
  const problems = new RegistryProblems();
  for (const { path, pointer, message } of refusals) {
    const bytes = files.get(path);
    problems.know(path, bytes === undefined ? { text: '' } : { bytes });
    const anchor =
      bytes === undefined || pointer === ''
        ? ({ kind: 'text', offset: 0, length: 0 } as const)
        : ({ kind: 'value' } as const);
    problems.add(path, draftOf('versions-not-fixed', { message, pointer, anchor }));
  }
  const placed = problems.placedAll();
  // A refusal where the check already reports an error says it twice: the error stays.
  for (const [path, list] of placed) {
    const errors = (checked.problems.get(path) ?? []).filter((p) => p.severity === 'error');
    const own = list.filter(
      (p) => !errors.some((error) => error.line === p.line && error.column === p.column),
    );
    if (own.length > 0) placed.set(path, own);
    else placed.delete(path);
  }
  return placed;
}
