import type { ErrorObject } from 'ajv';
import { listWords } from '../../util/list-words.js';
import { describeValue, quoteValue, withArticle } from '../json/describe.js';
import { draftOf, type ProblemDraft } from '../problems/draft.js';
import { extended } from '../../util/extended.js';
import { childPointer } from '../json/pointer.js';
import { RESERVED_PATTERN, isWholeReservedName, reservedMatch } from '../vcpkg/identifiers.js';
import { isJsonObject } from '../json/is-json-object.js';

const RESERVED_NAMES = 'prn, aux, nul, con, lpt1-lpt9, com1-com9, core, default';

/** How many allowed values a message lists before it says how many more there are. */
const MOST_LISTED_VALUES = 10;

/** Keys that say nothing about what a subschema accepts. */
const ANNOTATIONS = new Set(['description', 'title', '$comment', 'examples', 'default']);

type Base = Pick<ProblemDraft, 'pointer' | 'anchor'>;

/** `"a", "b" or "c"`, the first few of many and how many more. */
export function valueChoices(values: unknown[]): string {
  const listed = values.slice(0, MOST_LISTED_VALUES).map((value) => quoteValue(value));
  const more = values.length - listed.length;
  return listWords(more > 0 ? [...listed, `${more} more`] : listed, 'or');
}

/**
 * Puts a failed `not` into words: what the subschema under it matched, when it is a simple one
 * (a type, a value, a pattern, keys), else ajv's sense in plain words. A reserved-name pattern
 * (the spec's) says which names are reserved, unless the schema describes the rule itself.
 */
export function notDraft(error: ErrorObject, base: Base, described: boolean): ProblemDraft {
  // A boolean schema under `not` (`not: true`) says nothing but ajv's sense.
  const schema = isJsonObject(error.schema) ? error.schema : {};
  const { pattern } = schema;
  const value = error.data;
  if (
    typeof pattern === 'string' &&
    typeof value === 'string' &&
    pattern.includes('prn|aux|nul|con')
  )
    return reservedDraft(base, pattern, value, described);
  const {
    message,
    pointer = base.pointer,
    anchor = base.anchor,
  } = negatedWords(schema, value, base.pointer) ?? {
    message: `must not match the schema under "not"; found ${describeValue(value)}`,
  };
  return draftOf('schema', { keyword: 'not', message, pointer, anchor });
}

function reservedDraft(
  base: Base,
  pattern: string,
  value: string,
  described: boolean,
): ProblemDraft {
  const unanchoredOnly = pattern === RESERVED_PATTERN && !isWholeReservedName(value);
  const message = described
    ? matchesPattern(value, pattern)
    : unanchoredOnly
      ? `${quoteValue(value)} is rejected only because the spec's reserved-name pattern ${pattern} is unanchored and finds ${JSON.stringify(reservedMatch(value))} inside it; --strict checks whole names`
      : isWholeReservedName(value)
        ? `${quoteValue(value)} is a reserved name (${RESERVED_NAMES})`
        : `${quoteValue(value)} has a reserved name as a dot-separated segment (${RESERVED_NAMES})`;
  return draftOf('reserved-name', extended(base, { pattern, unanchoredOnly, message }));
}

function matchesPattern(value: string, pattern: string): string {
  return `${quoteValue(value)} matches the pattern ${pattern}, which is not allowed here`;
}

type Words = Pick<ProblemDraft, 'message'> & Partial<Pick<ProblemDraft, 'pointer' | 'anchor'>>;

/** The words for a value the simple subschema `schema` matched, or undefined when not simple. */
function negatedWords(
  schema: Record<string, unknown>,
  value: unknown,
  pointer: string,
): Words | undefined {
  const keys = Object.keys(schema).filter((key) => !ANNOTATIONS.has(key));
  const only = (...names: string[]) => keys.every((key) => names.includes(key));
  const found = `found ${describeValue(value)}`;
  if (keys.length === 1 && 'type' in schema) {
    const types = ([] as unknown[]).concat(schema.type).map((type) => withArticle(String(type)));
    return { message: `expected anything but ${listWords(types, 'or')}; ${found}` };
  }
  if (keys.length === 1 && 'const' in schema)
    return { message: `expected anything but ${quoteValue(schema.const)}; ${found}` };
  if (keys.length === 1 && Array.isArray(schema.enum))
    return { message: `expected anything but ${valueChoices(schema.enum)}; ${found}` };
  // The schema a `$ref` names is out of reach here; its address is what the author wrote.
  if (keys.length === 1 && typeof schema.$ref === 'string')
    return { message: `must not match the schema ${quoteValue(schema.$ref)}; ${found}` };
  if (typeof schema.pattern === 'string' && typeof value === 'string' && only('pattern', 'type'))
    return { message: matchesPattern(value, schema.pattern) };
  const names = keys.length === 1 ? forbiddenKeys(schema, value) : undefined;
  if (!names || names.length === 0) return undefined;
  const last = names[names.length - 1] as string;
  const quoted = listWords(names.map((name) => quoteValue(name)));
  return {
    message:
      names.length === 1
        ? `property ${quoted} is not allowed here`
        : `properties ${quoted} are not allowed together`,
    pointer: childPointer(pointer, last),
    anchor: { kind: 'key' },
  };
}

/** The keys that made `not: {required: […]}` or `not: {anyOf: [{required: [a]}, …]}` fail. */
function forbiddenKeys(schema: Record<string, unknown>, value: unknown): string[] | undefined {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return undefined;
  const present = (names: unknown) =>
    Array.isArray(names) ? names.map(String).filter((name) => Object.hasOwn(value, name)) : [];
  if (Array.isArray(schema.required)) return present(schema.required);
  const choices: unknown = schema.anyOf;
  if (!Array.isArray(choices)) return undefined;
  const single = choices.every((choice: unknown) => {
    const entries = isJsonObject(choice) ? Object.entries(choice) : [];
    return entries.length === 1 && entries[0]?.[0] === 'required';
  });
  return single
    ? present(choices.flatMap((choice: unknown) => (isJsonObject(choice) ? choice.required : [])))
    : undefined;
}
