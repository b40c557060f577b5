import { cutQuoted } from '../../util/cut-short.js';
import { childPointer } from '../json/pointer.js';
import { isJsonObject } from '../json/is-json-object.js';
import { draftOf, type ProblemDraft } from '../problems/draft.js';
import { configurationError, wasRead, type ConfigurationSink } from './configuration-sink.js';
import { mergeDrafts } from './merge-drafts.js';
import { demandsDrafts, metadataDrafts, unknownFieldDrafts } from './metadata-drafts.js';
import { registryDrafts, type ReadRegistry } from './registry-drafts.js';
import { mismatchedType } from './words.js';

/** How a configuration is checked. */
export interface ConfigurationOptions {
  /** `--strict`: vcpkg's warnings (unknown fields, duplicate patterns) become errors. */
  strict?: boolean;
  /**
   * The manifest that embeds the configuration has a `builtin-baseline`, which gives the
   * builtin default registry its baseline.
   */
  builtinBaseline?: boolean;
  /**
   * vcpkg merges the configuration with its manifest and stops on what cannot be merged (the
   * default; a project's in manifest mode); a port's embedded configuration is only read.
   */
  merged?: boolean;
  /** The manifest's folder, POSIX: an overlay port through a parent is judged against it. */
  directory?: string;
}

const A_CONFIGURATION = 'a configuration object';
/** Each overlay field, with vcpkg's type names for the list and for one of its paths. */
const OVERLAYS = [
  ['overlay-ports', 'an array of overlay paths', 'an overlay path'],
  ['overlay-triplets', 'an array of overlay triplets paths', 'a triplet path'],
] as const;

/**
 * Every problem vcpkg finds in a configuration: `value` at `pointer`, the whole of a
 * `vcpkg-configuration.json` (`""`) or a manifest's `vcpkg-configuration`/`configuration`.
 */
export function configurationDrafts(
  value: unknown,
  pointer: string,
  options: ConfigurationOptions = {},
): ProblemDraft[] {
  const sink: ConfigurationSink = { drafts: [], strict: options.strict === true, suggestions: 0 };
  if (!isJsonObject(value)) {
    configurationError(sink, pointer, mismatchedType(A_CONFIGURATION));
    return sink.drafts;
  }
  unknownFieldDrafts(value, pointer, sink);
  for (const [field, listType, itemType] of OVERLAYS) {
    const paths = value[field];
    const at = childPointer(pointer, field);
    if (Array.isArray(paths))
      paths.forEach((path: unknown, index) => {
        if (typeof path !== 'string')
          configurationError(sink, childPointer(at, index), mismatchedType(itemType));
      });
    else if (paths !== undefined) configurationError(sink, at, mismatchedType(listType));
  }
  const defaultAt = childPointer(pointer, 'default-registry');
  const defaultRegistry = value['default-registry'];
  const readDefault =
    defaultRegistry === undefined
      ? undefined
      : registryDrafts(defaultRegistry, defaultAt, false, sink);
  if (readDefault?.kind === 'artifact')
    configurationError(
      sink,
      defaultAt,
      `${A_CONFIGURATION}: The default registry cannot be an artifact registry.`,
    );
  const registries = registriesDrafts(value, pointer, sink);
  duplicatePatternDrafts(registries, sink);
  metadataDrafts(value, pointer, sink);
  demandsDrafts(value, pointer, sink);
  // vcpkg ignores a configuration it could not read; only one it read goes on to these checks.
  if (wasRead(sink) && options.merged !== false)
    mergeDrafts(value, pointer, registries, readDefault, sink, options);
  return sink.drafts;
}

function registriesDrafts(
  value: Record<string, unknown>,
  pointer: string,
  sink: ConfigurationSink,
): ReadRegistry[] {
  const registries = value.registries;
  if (registries === undefined) return [];
  const at = childPointer(pointer, 'registries');
  if (!Array.isArray(registries)) {
    configurationError(sink, at, mismatchedType('an array of registries'));
    return [];
  }
  return registries.flatMap(
    (registry: unknown, index) =>
      registryDrafts(registry, childPointer(at, index), true, sink) ?? [],
  );
}

/** A pattern declared again: vcpkg uses the first declaration and warns about each other one. */
function duplicatePatternDrafts(
  registries: readonly ReadRegistry[],
  sink: ConfigurationSink,
): void {
  const first = new Map<string, { pointer: string; location: string }>();
  for (const registry of registries) {
    for (const { pattern, pointer } of registry.patterns) {
      const earlier = first.get(pattern);
      if (!earlier) {
        first.set(pattern, { pointer, location: registry.location });
        continue;
      }
      const message = `Package "${cutQuoted(pattern)}" is duplicated. First declared in: location: ${earlier.pointer}, registry: ${cutQuoted(earlier.location)}; this redeclaration (registry: ${cutQuoted(registry.location)}) will be ignored`;
      const fields = {
        pattern,
        firstPointer: earlier.pointer,
        message,
        pointer,
        anchor: { kind: 'value' } as const,
      };
      sink.drafts.push(draftOf('configuration-duplicate-pattern', fields, sink.strict));
    }
  }
}
