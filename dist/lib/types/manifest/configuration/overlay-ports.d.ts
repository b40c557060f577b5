/**
 * True when an `overlay-ports` path is the configuration's own directory as a relative path
 * (`.`, `./`, `""`, `a/..`): vcpkg refuses it. A path through a parent (`../proj`) or an
 * absolute one is judged only when `directory`, the manifest's folder, is known.
 */
export declare function isOwnDirectory(overlay: string, directory?: string): boolean;
