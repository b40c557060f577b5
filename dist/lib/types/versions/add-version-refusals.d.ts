import { type PortState, type VersionsEntry, type VersionsFile } from './database.js';
import { type PortVersionBreak } from './new-version-rules.js';
/** A port the fixer adds nothing for, placed on the file the reason is in. */
export interface AddVersionRefusal {
    port: string;
    /** The file the refusal is about: the port's manifest or its versions file. */
    path: string;
    /** Where in that file: `/port-version`, `/versions/2/git-tree`; `` for the whole file. */
    pointer: string;
    message: string;
}
/** The reasons about the port's own manifest or folder. */
export type VersionReason = 'bad-name' | 'no-git-tree' | 'invalid' | 'not-formatted';
/** A refusal on the port's manifest. `detail` is the scheme's error for 'invalid'. */
export declare function refusalOfVersion(port: PortState, reason: VersionReason, detail?: string | number): AddVersionRefusal;
/** A refusal of a port-version that does not follow the entries of its version text. */
export declare function refusalOfPortVersion(port: PortState, broken: PortVersionBreak): AddVersionRefusal;
/** A refusal of a `version-string` that reads as a date or a relaxed version. */
export declare function refusalOfSchemeAdvice(port: PortState, as: 'version-date' | 'version'): AddVersionRefusal;
/**
 * A refusal on an entry of the port's versions file: a filesystem registry's entry, or the
 * published entry of the port's version, whose git tree differs (`highest`: the highest
 * port-version published for that version text, for the bump to suggest).
 */
export declare function refusalOfEntry(port: PortState, file: VersionsFile, entry: VersionsEntry, reason: 'path-entry' | 'published', highest?: VersionsEntry): AddVersionRefusal;
/** A refusal for a port whose versions file vcpkg cannot read: nothing is added to it. */
export declare function refusalOfUnreadableFile(port: PortState): AddVersionRefusal;
