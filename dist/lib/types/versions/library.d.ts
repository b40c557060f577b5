import type { Problem } from '../manifest/problems/problem.js';
import type { DatabaseWrite } from './add-versions.js';
import { type RegistryFile, type RegistryInput } from './check-registry.js';
/** A registry as data: what `manifest-check versions` reads from disk and asks git for. */
export type VersionDatabaseInput = Omit<RegistryInput, 'manifestRules'>;
/** The registry at the base a change is compared with (`versions --base`): its files and ports. */
export interface VersionDatabaseBase {
    /** What messages call the base (`main`, a commit id), in their fixes. */
    ref: string;
    /** The names of its port folders. */
    ports: readonly string[];
    versionsFiles: readonly RegistryFile[];
    baseline: RegistryFile | undefined;
}
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
export declare function checkVersionDatabase(input: VersionDatabaseInput, base?: VersionDatabaseBase): VersionDatabaseCheck;
