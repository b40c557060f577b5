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
/** Deepest parentheses read in a license. */
export declare const DEEPEST_GROUP = 1000;
/** Everything vcpkg says about a `license` string: warnings, then at most one error. */
export declare function checkCurrentLicense(license: string): LicenseFinding[];
/** How vcpkg's license list spells `id`, matched in any case; undefined when it lacks it. */
export declare function vcpkgLicenseSpelling(id: string): string | undefined;
/** How vcpkg's exception list spells `id`, matched in any case; undefined when it lacks it. */
export declare function vcpkgExceptionSpelling(id: string): string | undefined;
