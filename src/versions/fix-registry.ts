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
  /** Placed `versions-not-fixed` problems, by the file each is about (relative to the root). */
  refusals: Map<string, Problem[]>;
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
  if (stopped.length > 0) return { writes: [], refusals: refusalProblems(stopped, input) };
  const manifestTexts = new Map<string, string>();
  for (const port of input.ports)
    if (port.manifest) manifestTexts.set(port.name, decodeManifest(port.manifest.bytes).text);
  const plan = planAddVersions(checked.ports, checked.database, { manifestTexts });
  return { writes: plan.writes, refusals: refusalProblems(plan.refusals, input) };
}

/** Refusals as placed problems: at their pointer in a file of the registry, else at its start. */
function refusalProblems(
  refusals: readonly AddVersionRefusal[],
  input: RegistryInput,
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
  return problems.placedAll();
}
