import { draftOf, type ProblemDraft } from '../problems/draft.js';
import { positionsOf } from '../json/positions.js';
import { childPointer } from '../json/pointer.js';
import { cutShort } from '../../util/cut-short.js';
import { isJsonObject } from '../json/is-json-object.js';

/** Most `$ref` hops from one value's schema: a cycle of references never ends otherwise. */
const MOST_REFERENCE_HOPS = 32;
/**
 * A property's value that is a number with a fraction or an exponent. The built-in schemas ask
 * for integers only as property values (`port-version`), never as list items.
 */
const PROPERTY_NUMBER_WITH_FRACTION_OR_EXPONENT = /:\s*-?\d+(?:\.\d*)?[eE]|:\s*-?\d+\./;
/** Longest number quoted in a message; the span still covers all of it. */
const LONGEST_QUOTED_NUMBER = 40;

/**
 * Numbers with a fraction or an exponent (`1.0`, `1e0`) where `schema` asks for an integer.
 * JSON.parse makes them whole numbers, so the validator sees `1`; draft-04 `type: integer` and
 * vcpkg (a natural number) both reject them. Only `properties`, `items`, local `$ref` and
 * `allOf`/`anyOf`/`oneOf` are followed: all the built-in schemas use.
 */
export function integerSpellingDrafts(text: string, data: unknown, schema: object): ProblemDraft[] {
  // Most manifests have no such number at all: then there is nothing to look for.
  if (!PROPERTY_NUMBER_WITH_FRACTION_OR_EXPONENT.test(text)) return [];
  const pointers = isJsonObject(schema) ? wholeNumbersWantedAsIntegers(schema, data) : [];
  if (pointers.length === 0) return [];
  const positions = positionsOf(text, pointers);
  const drafts: ProblemDraft[] = [];
  for (const pointer of pointers) {
    const value = positions.get(pointer)?.value;
    if (value === undefined) continue;
    const raw = text.slice(value.offset, value.offset + value.length);
    if (!/[.eE]/.test(raw)) continue;
    const written = cutShort(raw, LONGEST_QUOTED_NUMBER);
    drafts.push(
      draftOf('type', {
        expected: ['integer'],
        found: `the number ${written}`,
        message: `expected an integer; found the number ${written}, written with a fraction or an exponent`,
        pointer,
        anchor: { kind: 'value' },
      }),
    );
  }
  return drafts;
}

/** Pointers of the whole numbers in `data` whose schema says `type: integer`. */
function wholeNumbersWantedAsIntegers(root: Record<string, unknown>, data: unknown): string[] {
  const found = new Set<string>();
  const pending: [unknown, unknown, string][] = [[root, data, '']];
  while (pending.length > 0) {
    const [node, value, pointer] = pending.pop() as [unknown, unknown, string];
    const schema = resolve(root, node);
    if (schema === undefined) continue;
    if (typeof value === 'number' && Number.isInteger(value) && asksForInteger(schema))
      found.add(pointer);
    for (const branches of [schema.allOf, schema.anyOf, schema.oneOf])
      if (Array.isArray(branches))
        for (const branch of branches) pending.push([branch, value, pointer]);
    if (Array.isArray(value)) {
      if (isJsonObject(schema.items))
        value.forEach((item, index) =>
          pending.push([schema.items, item, childPointer(pointer, index)]),
        );
    } else if (isJsonObject(value) && isJsonObject(schema.properties)) {
      for (const [key, child] of Object.entries(schema.properties))
        if (Object.hasOwn(value, key))
          pending.push([child, value[key], childPointer(pointer, key)]);
    }
  }
  return [...found];
}

/** The schema a node stands for, following local `$ref`s (`#/definitions/name`). */
function resolve(
  root: Record<string, unknown>,
  node: unknown,
): Record<string, unknown> | undefined {
  let current = node;
  for (let hops = 0; hops <= MOST_REFERENCE_HOPS; hops++) {
    if (!isJsonObject(current)) return undefined;
    const reference = current.$ref;
    if (typeof reference !== 'string') return current;
    const name = /^#\/definitions\/([^/~]+)$/.exec(reference)?.[1];
    const definitions = root.definitions;
    if (name === undefined || !isJsonObject(definitions) || !Object.hasOwn(definitions, name))
      return undefined;
    current = definitions[name];
  }
  return undefined;
}

function asksForInteger(schema: Record<string, unknown>): boolean {
  const type = schema.type;
  return (
    type === 'integer' ||
    (Array.isArray(type) && type.includes('integer') && !type.includes('number'))
  );
}
