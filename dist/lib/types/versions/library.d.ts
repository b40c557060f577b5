export type { VersionDatabaseBase } from './changes-since.js';
import type { Problem } from '../manifest/problems/problem.js';
import type { DatabaseWrite } from './add-versions.js';
import { type VersionDatabaseBase } from './changes-since.js';
import { type RegistryInput } from './check-registry.js';
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
export declare function checkVersionDatabase(input: VersionDatabaseInput, base?: VersionDatabaseBase): VersionDatabaseCheck;
