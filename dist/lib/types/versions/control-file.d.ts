/**
 * The fields of a legacy `CONTROL` file's first paragraph (`Source:`, `Version:`,
 * `Port-Version:`), read as vcpkg reads them for an old git tree: `Field: value` lines, a line
 * starting with white space continuing the field before (kept with its indent), a blank line
 * ending the paragraph.
 */
export declare function controlFields(text: string): ReadonlyMap<string, string>;
/** A `CONTROL` file's port name and version (vcpkg reads its `Version` as a `version-string`). */
export declare function controlVersion(text: string): {
    name: string;
    text: string;
    portVersion: number;
} | {
    error: string;
};
