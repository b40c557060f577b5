import { type ManifestRules } from '../manifest/check-manifest.js';
import type { Database } from './database.js';
import type { RegistryProblems } from './file-drafts.js';
/** The manifests of git trees, by tree id; null for a tree without one. */
export type Trees = ReadonlyMap<string, {
    file: 'vcpkg.json' | 'CONTROL';
    bytes: Uint8Array;
} | null>;
/**
 * With `--deep`: each entry's git tree exists and declares the port, the version and the scheme
 * of its entry (what `x-ci-verify-versions --verify-git-trees` checks).
 */
export declare function checkTrees(database: Database, trees: Trees, rules: ManifestRules, problems: RegistryProblems): void;
