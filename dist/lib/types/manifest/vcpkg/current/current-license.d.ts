/** One thing vcpkg says about a license: an error ends the parse, a warning does not. */
export interface LicenseFinding {
    severity: 'error' | 'warning';
    message: string;
    /** The offending range of the license string (UTF-16), when there is one. */
    at?: {
        offset: number;
        length: number;
    };
}
export declare const NOT_VCPKG_LICENSES: ReadonlySet<string>;
/** Exceptions on vcpkg's list that the npm lists lack, as vcpkg spells them. */
export declare const VCPKG_ONLY_EXCEPTION_IDS: readonly string[];
/** Deepest parentheses read in a license. */
export declare const DEEPEST_GROUP = 1000;
/** Everything vcpkg says about a `license` string: warnings, then at most one error. */
export declare function checkCurrentLicense(license: string): LicenseFinding[];
