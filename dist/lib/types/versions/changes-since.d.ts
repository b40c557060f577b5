import type { ManifestRules } from '../manifest/check-manifest.js';
import type { Problem } from '../manifest/problems/problem.js';
import { type RegistryFile, type RegistryInput } from './check-registry.js';
import type { Database } from './database.js';
/** The registry at the base a change is compared with (`versions --base`): its files and ports. */
export interface VersionDatabaseBase {
    /** What messages call the base (`main`, a commit id), in their fixes. */
    ref: string;
    /** The names of its port folders. */
    ports: readonly string[];
    versionsFiles: readonly RegistryFile[];
    baseline: RegistryFile | undefined;
}
/**
 * The change rules' problems of the registry `head` (as checked: its `database`) since `base`,
 * placed, by the file each is on. `unreadFiles` are versions files there that were not read (too
 * large, a link): not deleted.
 */
export declare function changesSince(base: VersionDatabaseBase, head: Pick<RegistryInput, 'ports' | 'versionsFiles' | 'baseline'> & {
    database: Database;
}, manifestRules: ManifestRules, unreadFiles?: readonly string[]): Map<string, Problem[]>;
