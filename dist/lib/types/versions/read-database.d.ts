import { type ProblemDraft } from '../manifest/problems/draft.js';
import type { Database, PortVersion, VersionsEntry } from './database.js';
import type { RegistryProblems } from './file-drafts.js';
import { type ReadJson } from './read-json.js';
/** A file of the registry: its path relative to the registry's root (POSIX), its bytes. */
interface DatabaseFile {
    path: string;
    bytes: Uint8Array;
}
/** The entries of each port's versions file by version (`<port-version>#<text>`), and the highest port-version of each text. */
export interface DatabaseIndex {
    byVersion: ReadonlyMap<string, ReadonlyMap<string, VersionsEntry>>;
    highestPortVersion: ReadonlyMap<string, ReadonlyMap<string, number>>;
}
/** The key of a version in {@link DatabaseIndex.byVersion}: its text and port-version, not its scheme. */
export declare function versionKey(version: {
    text: string;
    portVersion: number;
}): string;
/**
 * Reads the versions files and the baseline as vcpkg does, each mistake a problem of its file:
 * a file vcpkg cannot read is left out of the database (and named unreadable).
 */
export declare function readDatabaseFiles(versionsFiles: readonly DatabaseFile[], baselineFile: DatabaseFile | undefined, versionsDir: string, problems: RegistryProblems): {
    database: Database;
    index: DatabaseIndex;
};
/** The version of an object with vcpkg's versioning fields, or undefined after its problems. */
export declare function readVersion(value: Record<string, unknown>, pointer: string, read: ReadJson, drafts: ProblemDraft[]): PortVersion | undefined;
export {};
