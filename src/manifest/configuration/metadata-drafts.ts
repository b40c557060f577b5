import { cutQuoted } from '../../util/cut-short.js';
import { childPointer } from '../json/pointer.js';
import { isJsonObject } from '../json/is-json-object.js';
import { draftOf } from '../problems/draft.js';
import { configurationError, type ConfigurationSink } from './configuration-sink.js';
import { mismatchedType } from './words.js';

/** The keys of vcpkg-artifacts' metadata, which a demand holds too. */
const STRING_FIELDS = ['message', 'warning', 'error'];
const OBJECT_FIELDS = ['settings', 'apply'];
/** The top-level keys vcpkg knows; any other (but a `$`-key) is warned about. */
const KNOWN_FIELDS = [
  'default-registry',
  'registries',
  'overlay-ports',
  'overlay-triplets',
  ...STRING_FIELDS,
  ...OBJECT_FIELDS,
  'requires',
  'demands',
];

/** Keys vcpkg does not know, here and in each demand (vcpkg warns, and goes on). */
export function unknownFieldDrafts(
  value: Record<string, unknown>,
  pointer: string,
  sink: ConfigurationSink,
): void {
  for (const key of Object.keys(value)) {
    if (key.startsWith('$') || KNOWN_FIELDS.includes(key)) continue;
    const at = childPointer(pointer, key);
    const message = `configuration contains the following unrecognized field: ${cutQuoted(key)}. If it is a documented field that should be recognized, try updating the vcpkg tool`;
    sink.drafts.push(
      draftOf(
        'configuration-unrecognized-field',
        { field: key, message, pointer: at, anchor: { kind: 'key' } },
        sink.strict,
      ),
    );
  }
}

/** `message`, `warning`, `error` (strings), `settings`, `apply` (objects), `requires` (strings). */
export function metadataDrafts(
  value: Record<string, unknown>,
  pointer: string,
  sink: ConfigurationSink,
): void {
  for (const field of STRING_FIELDS) {
    if (field in value && typeof value[field] !== 'string')
      configurationError(sink, childPointer(pointer, field), mismatchedType('a string'));
  }
  for (const field of OBJECT_FIELDS) {
    if (field in value && !isJsonObject(value[field]))
      configurationError(sink, childPointer(pointer, field), `${field}: expected an object`);
  }
  const requires = value.requires;
  if (requires === undefined) return;
  const at = childPointer(pointer, 'requires');
  const type = 'a "string": "string" dictionary';
  if (!isJsonObject(requires)) return configurationError(sink, at, mismatchedType(type));
  for (const [key, required] of Object.entries(requires)) {
    if (typeof required !== 'string')
      configurationError(
        sink,
        childPointer(at, key),
        `${type}: value of ["${cutQuoted(key)}"] must be a string`,
      );
  }
}

/** `demands`: objects read as vcpkg-artifacts' metadata, with no `demands` of their own. */
export function demandsDrafts(
  value: Record<string, unknown>,
  pointer: string,
  sink: ConfigurationSink,
): void {
  const demands = value.demands;
  if (demands === undefined) return;
  const at = childPointer(pointer, 'demands');
  const type = 'a demand object';
  if (!isJsonObject(demands)) return configurationError(sink, at, mismatchedType(type));
  for (const [key, demand] of Object.entries(demands)) {
    if (key.startsWith('$')) continue;
    const demandPointer = childPointer(at, key);
    if (!isJsonObject(demand)) {
      configurationError(sink, demandPointer, `${type}: value of ["${key}"] must be an object`);
      continue;
    }
    if ('demands' in demand)
      configurationError(
        sink,
        childPointer(demandPointer, 'demands'),
        `${type}: ["${cutQuoted(key)}"] contains a nested \`demands\` object (nested \`demands\` have no effect)`,
        { kind: 'key' },
      );
    unknownFieldDrafts(demand, demandPointer, sink);
    metadataDrafts(demand, demandPointer, sink);
  }
}
