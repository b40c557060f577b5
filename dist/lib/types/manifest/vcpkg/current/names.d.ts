/** Whether vcpkg accepts `name` as a package or feature name. */
export declare function isVcpkgName(name: string): boolean;
/** vcpkg's words for a `name`, a dependency's or an override's name it refuses, if it does. */
export declare function packageNameError(name: string): string | undefined;
/** vcpkg's words for a key of `features` it refuses, if it does. */
export declare function featureKeyError(name: string): string | undefined;
/** vcpkg's words for `core` or `default` in `default-features`, which vcpkg names specially. */
export declare function defaultFeatureError(name: string): string | undefined;
/** vcpkg's words for `core` or `default` in a dependency's `features`. */
export declare function dependencyFeatureError(name: string): string | undefined;
