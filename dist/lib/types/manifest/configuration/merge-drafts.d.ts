import { type ConfigurationSink } from './configuration-sink.js';
import type { ReadRegistry } from './registry-drafts.js';
/** What vcpkg checks once it has read the configuration, and stops on (exit 1). */
export declare function mergeDrafts(value: Record<string, unknown>, pointer: string, registries: readonly ReadRegistry[], readDefault: ReadRegistry | undefined, sink: ConfigurationSink, { builtinBaseline, directory }: {
    builtinBaseline?: boolean;
    directory?: string;
}): void;
