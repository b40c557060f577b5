import type { PortVersion, VersionsEntry } from './database.js';
/** The baseline's path relative to the registry's root. */
export declare const BASELINE_PATH = "versions/baseline.json";
/**
 * A versions file's text: `{"versions": [...]}`, each entry `git-tree`, its version field and
 * `port-version` (written even when 0), in the order given (newest first).
 * @throws Error for an entry without a git tree: a caller's bug (the planner refuses those).
 */
export declare function versionsFileText(entries: readonly VersionsEntry[]): string;
/**
 * The baseline's text: `{"default": {...}}`, one `baseline` and `port-version` per port, ports
 * in vcpkg's order (its std::map: by code point), whatever the order given.
 */
export declare function baselineText(versions: ReadonlyMap<string, PortVersion>): string;
