/**
 * A registry's version database as read from its files: what the checks, the fixer and the
 * change rules share. Every value keeps the JSON Pointer it was read at, so a problem about it
 * can be placed on its file's line and column.
 */
/** vcpkg's four version fields, by the field's name. */
export type VersionScheme = 'version' | 'version-semver' | 'version-date' | 'version-string';
/** A version as vcpkg compares them: its text, the field it was given in, and its port-version. */
export interface PortVersion {
    text: string;
    scheme: VersionScheme;
    /** 0 when the field is absent. */
    portVersion: number;
}
/** One entry of a port's versions file (`versions/z-/zlib.json`). */
export interface VersionsEntry extends PortVersion {
    /** A git registry's tree id of `ports/<port>/` at this version: 40 hex digits. */
    gitTree?: string;
    /** A filesystem registry's folder of this version (`$/ports/zlib/1.3`). */
    path?: string;
    /** Where the entry is in its file: `/versions/3`. */
    pointer: string;
}
/** A port's versions file, read: its entries in the file's order (newest first when right). */
export interface VersionsFile {
    /** The port it is about, from the file's name. */
    port: string;
    /** Its path relative to the registry's root, POSIX separators: `versions/z-/zlib.json`. */
    path: string;
    entries: VersionsEntry[];
}
/** One port's entry in `versions/baseline.json`: the version it resolves to by default. */
export interface BaselineEntry {
    /** The version text (vcpkg's `baseline` field; it holds no scheme). */
    baseline: string;
    portVersion: number;
    /** Where the entry is in the baseline: `/default/zlib`. */
    pointer: string;
}
/** `versions/baseline.json`, read: its `default` entries by port name. */
export interface Baseline {
    path: string;
    entries: ReadonlyMap<string, BaselineEntry>;
    /**
     * The file's text as read, when the reader keeps it: the fixer then writes the baseline only
     * when its text changes (vcpkg rewrites it whole, layout included).
     */
    text?: string;
}
/** What was read of a registry's version database. */
export interface Database {
    /** Each readable versions file at its place (`versions/z-/zlib.json`), by its port. */
    versionsFiles: ReadonlyMap<string, VersionsFile>;
    /** The baseline, when it exists and vcpkg can read it. */
    baseline: Baseline | undefined;
    /**
     * Ports whose versions file is at its place but cannot be read (bad JSON, bad shape): its
     * problems are reported on it; nothing may be added to it, and nothing is checked against it.
     */
    unreadable: ReadonlySet<string>;
    /** Whether `versions/baseline.json` exists but cannot be read. */
    unreadableBaseline: boolean;
}
/** A port of `ports/` whose `vcpkg.json` is readable and valid. */
export interface PortState {
    /** Its folder's name, which is its `name`. */
    name: string;
    /** Its `vcpkg.json`, relative to the registry's root: `ports/zlib/vcpkg.json`. */
    manifestPath: string;
    version: PortVersion;
    /** The git tree of `ports/<name>/`; undefined when not a git registry's check. */
    gitTree: string | undefined;
}
/** A version as vcpkg writes it: `1.3`, `1.3#2` (the port-version only when not 0). */
export declare function versionText(version: {
    text: string;
    portVersion: number;
}): string;
/** Where vcpkg reads a port's versions file, relative to the registry's root: `versions/z-/zlib.json`. */
export declare function versionsFilePath(port: string, versionsDir?: string): string;
