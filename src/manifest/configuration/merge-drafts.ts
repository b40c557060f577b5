import { cutQuoted } from '../../util/cut-short.js';
import { childPointer } from '../json/pointer.js';
import { configurationError, type ConfigurationSink } from './configuration-sink.js';
import { isOwnDirectory } from './overlay-ports.js';
import type { ReadRegistry } from './registry-drafts.js';
import { REGISTRIES_DOCUMENTATION } from './words.js';

/** What vcpkg checks once it has read the configuration, and stops on (exit 1). */
export function mergeDrafts(
  value: Record<string, unknown>,
  pointer: string,
  registries: readonly ReadRegistry[],
  readDefault: ReadRegistry | undefined,
  sink: ConfigurationSink,
  { builtinBaseline = false, directory }: { builtinBaseline?: boolean; directory?: string },
): void {
  const hasDefault = 'default-registry' in value;
  const defaultHasBaseline = hasDefault
    ? value['default-registry'] === null || readDefault?.hasBaseline === true
    : builtinBaseline;
  if (!defaultHasBaseline && registries.some((registry) => registry.kind !== 'artifact'))
    configurationError(
      sink,
      hasDefault ? childPointer(pointer, 'default-registry') : pointer,
      `Using registries requires that a baseline is set for the default registry or that the default registry is null. See ${REGISTRIES_DOCUMENTATION} for more details.`,
    );
  const overlayPorts = value['overlay-ports'];
  if (!Array.isArray(overlayPorts)) return;
  overlayPorts.forEach((path: unknown, index) => {
    if (typeof path !== 'string' || !isOwnDirectory(path, directory)) return;
    const message =
      path === '.'
        ? 'The manifest directory cannot be the same as a directory configured in overlay-ports, so "overlay-ports" values cannot be ".".'
        : `The manifest directory cannot be the same as a directory configured in overlay-ports ("${cutQuoted(path)}" is the manifest directory).`;
    configurationError(sink, childPointer(childPointer(pointer, 'overlay-ports'), index), message);
  });
}
