import type { Rules } from './check-document.js';
/**
 * The rules of today's vcpkg for a manifest (`--profile current`): our schema of today's format
 * for a port or a project, vcpkg's own checks in code, and an embedded configuration as vcpkg
 * reads one. A `"$schema"` that picked no schema comes first.
 */
export declare const currentRules: Rules;
