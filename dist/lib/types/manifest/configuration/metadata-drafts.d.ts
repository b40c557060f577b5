import { type ConfigurationSink } from './configuration-sink.js';
/** Keys vcpkg does not know, here and in each demand (vcpkg warns, and goes on). */
export declare function unknownFieldDrafts(value: Record<string, unknown>, pointer: string, sink: ConfigurationSink): void;
/** `message`, `warning`, `error` (strings), `settings`, `apply` (objects), `requires` (strings). */
export declare function metadataDrafts(value: Record<string, unknown>, pointer: string, sink: ConfigurationSink): void;
/** `demands`: objects read as vcpkg-artifacts' metadata, with no `demands` of their own. */
export declare function demandsDrafts(value: Record<string, unknown>, pointer: string, sink: ConfigurationSink): void;
