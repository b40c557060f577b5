import { type Database, type PortState } from './database.js';
import { type AddVersionRefusal } from './add-version-refusals.js';
export type { AddVersionRefusal } from './add-version-refusals.js';
/** One file to write: its path relative to the registry's root (POSIX) and its whole text. */
export interface DatabaseWrite {
    path: string;
    text: string;
}
export interface AddVersionsOptions {
    /**
     * The text of each port's `vcpkg.json`, by port name. When given, a port that needs a new
     * entry and whose manifest is not in `vcpkg format-manifest`'s form is refused, as vcpkg
     * refuses it without --skip-formatting-check.
     */
    manifestTexts?: ReadonlyMap<string, string>;
}
/**
 * What `vcpkg x-add-version --all` writes for these ports: only files whose text changes. Never
 * rewrites a published entry: where vcpkg needs --overwrite-version it is a refusal; never adds
 * a version vcpkg would refuse (its version format checks, port-version sequence: without
 * --skip-version-format-check). With any refusal there are no writes, as vcpkg writes nothing.
 */
export declare function planAddVersions(ports: readonly PortState[], database: Database, options?: AddVersionsOptions): {
    writes: DatabaseWrite[];
    refusals: AddVersionRefusal[];
};
