import type { LaterForm } from '../problems/problem.js';
/**
 * The `$id` of vcpkg-tool's published manifest schema, the `"$schema"` of a manifest written for
 * today's vcpkg. The older microsoft/vcpkg `scripts/` URL is not it.
 */
export declare const VCPKG_TOOL_SCHEMA_URL = "https://raw.githubusercontent.com/microsoft/vcpkg-tool/main/docs/vcpkg.schema.json";
/** Whether a `"$schema"` value names vcpkg-tool's published manifest schema (any fragment aside). */
export declare function isVcpkgToolSchema(uri: unknown): boolean;
/** What a manifest with each later form does, for the run's note: `has "license": null`. */
export declare const LATER_FORM_WORDS: Readonly<Record<LaterForm, string>>;
/**
 * The first form of today's vcpkg that a parsed manifest uses (LaterForm), or undefined. Looks at
 * the top level, its `dependencies` and each feature's: a few property reads, no second parse.
 * Not an object: undefined (the schema says what it is).
 */
export declare function laterFormOf(data: unknown): LaterForm | undefined;
