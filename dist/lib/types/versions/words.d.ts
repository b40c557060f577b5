/** The command that writes what is missing from the database. */
export declare const FIX_COMMAND = "manifest-check versions --fix";
/** A port's name for a message: as it is when vcpkg would accept it, else quoted and escaped. */
export declare function portWords(name: string): string;
/** A version for a message: `1.3`, `1.3#2`, quoted and escaped when it holds odd characters. */
export declare function versionWords(version: {
    text: string;
    portVersion: number;
}): string;
/** vcpkg's VersionSpec: `zlib@1.3#2`. */
export declare function specWords(port: string, version: {
    text: string;
    portVersion: number;
}): string;
export declare const VERSION_MISSING = "expected a versioning field (one of version, version-date, version-semver, or version-string)";
export declare const ONE_VERSIONING_FIELD = "expected only one versioning field";
export declare const UNIQUE_VERSIONS = "versions must be unique, even if they are declared with different schemes";
