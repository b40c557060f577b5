import { type ConfigurationSink } from './configuration-sink.js';
/** A registry as far as later checks need it: its kind and its valid package patterns. */
export interface ReadRegistry {
    kind: RegistryKind;
    /** Where vcpkg says the registry is: its repository, path, or vcpkg's own for `builtin`. */
    location: string;
    /** Its patterns that are strings, with their pointers. */
    patterns: {
        pattern: string;
        pointer: string;
    }[];
    hasBaseline: boolean;
}
type RegistryKind = 'builtin' | 'filesystem' | 'git' | 'artifact';
/**
 * Checks one registry as vcpkg reads it: `default-registry` (`inList` false: `null` allowed, no
 * `packages`) or an item of `registries` (`packages` required but for an artifact registry).
 * Returns what the later checks need, or undefined when vcpkg could not read it.
 */
export declare function registryDrafts(value: unknown, pointer: string, inList: boolean, sink: ConfigurationSink): ReadRegistry | undefined;
export {};
