// The version database as the library gives it: the versions command's checks over plain data.
export type { VersionDatabaseBase } from './changes-since.js';
import { PROFILE_RULES } from '../manifest/profile-rules.js';
import type { Problem } from '../manifest/problems/problem.js';
import type { DatabaseWrite } from './add-versions.js';
import { changesSince, type VersionDatabaseBase } from './changes-since.js';
import { checkRegistry, type RegistryInput } from './check-registry.js';
import { planFix } from './fix-registry.js';

/** A registry as data: what `manifest-check versions` reads from disk and asks git for. */
export type VersionDatabaseInput = Omit<RegistryInput, 'manifestRules'>;

/** What `checkVersionDatabase` found, and what `--fix` would write. */
export interface VersionDatabaseCheck {
  /** Placed problems by the file each is on (the registry's layout: `versions/z-/zlib.json`). */
  problems: Map<string, Problem[]>;
  /**
   * What `vcpkg x-add-version --all` would write (the files whose text changes); none while a
   * port stops it (a `versions-not-fixed` problem, or an error at that place, says why).
   */
  fixes: DatabaseWrite[];
}

/**
 * Checks a registry's version database as `manifest-check versions` does, and with `base` as
 * `--base` does; pure: the files, tree ids and trees come in as data (git gives them: see
 * docs/versions.md). Never throws for what the files hold.
 */
export function checkVersionDatabase(
  input: VersionDatabaseInput,
  base?: VersionDatabaseBase,
): VersionDatabaseCheck {
  const manifestRules = { current: PROFILE_RULES.current.manifest };
  const registry: RegistryInput = { ...input, manifestRules };
  const checked = checkRegistry(registry);
  const problems = new Map(checked.problems);
  const plan = planFix(registry, checked);
  for (const [path, list] of plan.refusals)
    problems.set(path, [...(problems.get(path) ?? []), ...list]);
  if (base !== undefined)
    for (const [path, list] of changesSince(
      base,
      { ...input, database: checked.database },
      manifestRules,
    ))
      problems.set(path, [...(problems.get(path) ?? []), ...list]);
  // Each file's problems in the file's order, the check's, the fix's and the change rules' alike.
  for (const list of problems.values()) list.sort((a, b) => a.line - b.line || a.column - b.column);
  return { problems, fixes: plan.writes };
}
