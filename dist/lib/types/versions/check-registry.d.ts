import type { Problem } from '../manifest/problems/problem.js';
import { type ManifestRules } from '../manifest/check-manifest.js';
import type { Database, PortState } from './database.js';
/** A file of the registry: its path relative to the registry's root (POSIX), its bytes. */
export interface RegistryFile {
    path: string;
    bytes: Uint8Array;
}
export interface RegistryPort {
    /** The folder's name under ports/. */
    name: string;
    /** ports/<name>/vcpkg.json; undefined when the folder has none. */
    manifest: RegistryFile | undefined;
}
export interface RegistryInput {
    /** Every folder directly in ports/, sorted by name (code unit order). */
    ports: readonly RegistryPort[];
    /** Every `*.json` file below versions/ except versions/baseline.json, sorted by path. */
    versionsFiles: readonly RegistryFile[];
    /** versions/baseline.json; undefined when there is none. */
    baseline: RegistryFile | undefined;
    /** Each port's git tree id (ports/<name>/ as git would commit the working tree); undefined when not a git registry's check (no git repository: the run reports that itself). */
    treeIds: ReadonlyMap<string, string> | undefined;
    /** Only with --deep: for each git-tree id an entry names, the manifest (`vcpkg.json`, else the legacy `CONTROL`) the tree holds; an id absent from the map is a tree the repository does not have. */
    trees?: ReadonlyMap<string, {
        file: 'vcpkg.json' | 'CONTROL';
        bytes: Uint8Array;
    } | null>;
    /** The current profile's manifest rules (the run loads them; pass them to checkManifest). */
    manifestRules: ManifestRules;
    /** The versions folder, relative to the root (POSIX): `versions`, the default. */
    versionsDir?: string;
    /** The ports folder, relative to the root (POSIX): `ports`, the default. */
    portsDir?: string;
}
export interface RegistryCheck {
    /** Placed problems by file path (relative to the root), each list in the file's order; only files with problems. */
    problems: ReadonlyMap<string, Problem[]>;
    /** What was read (for the fixer, and for --deep's list of trees). */
    database: Database;
    /** Each port with a readable valid manifest: name, manifest path, its version, its tree id. */
    ports: PortState[];
}
/** Reads the database alone (the run uses it to list the git-tree ids --deep must read). */
export declare function readDatabase(input: RegistryInput): Database;
/**
 * Checks a registry's state, without history: its versions files and baseline, each port's
 * manifest as a port, each port against the database, and with `trees` each entry's git tree.
 * Pure: the files, tree ids and trees come in as data; every problem is placed on its file.
 */
export declare function checkRegistry(input: RegistryInput): RegistryCheck;
/**
 * What a check in steps has done when it stops: checked one port's manifest, or reached the point
 * where it needs the tree ids, which the caller gives to `next()`.
 */
export type RegistryCheckStep = 'manifest-checked' | 'tree-ids';
/**
 * {@link checkRegistry} in steps, for a caller with work of its own in flight (git computing the
 * tree ids): it stops after each port's manifest is checked, the bulk of the work, and then asks
 * for the tree ids (`input.treeIds` is not read), so they are needed only at the end. The same
 * check, problem for problem.
 */
export declare function checkRegistryInSteps(input: RegistryInput): Generator<RegistryCheckStep, RegistryCheck, ReadonlyMap<string, string> | undefined>;
