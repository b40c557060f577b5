import { type JsonObject } from './json-tree.js';
/** A manifest as vcpkg writes it, and where vcpkg would refuse to write it. */
export interface CanonicalManifest {
    manifest: JsonObject;
    /** JSON pointers to the `dependencies` lists vcpkg cannot write back (see canonicalDependencies). */
    unstable: string[];
}
/** The manifest object as vcpkg writes it. */
export declare function canonicalManifest(manifest: JsonObject): CanonicalManifest;
