import { draftOf, type ProblemDraft } from '../problems/draft.js';
import { positionsOf } from '../json/positions.js';
import { childPointer } from '../json/pointer.js';
import { cutShort } from '../../util/cut-short.js';

type SchemaNode = { [keyword: string]: unknown };

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
  const pointers = isNode(schema) ? wholeNumbersWantedAsIntegers(schema, data) : [];
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
function wholeNumbersWantedAsIntegers(root: SchemaNode, data: unknown): string[] {
  const found = new Set<string>();
  const pending: [unknown, unknown, string][] = [[root, data, '']];
  while (pending.length > 0) {
    const [node, value, pointer] = pending.pop() as [unknown, unknown, string];
    const schema = resolve(root, node);
    if (schema === undefined) continue;
    if (typeof value === 'number' && Number.isInteger(value) && asksForInteger(schema))
      found.add(pointer);
    for (const keyword of ['allOf', 'anyOf', 'oneOf'])
      for (const branch of arrayAt(schema, keyword)) pending.push([branch, value, pointer]);
    if (Array.isArray(value)) {
      if (isNode(schema.items))
        value.forEach((item, index) =>
          pending.push([schema.items, item, childPointer(pointer, index)]),
        );
    } else if (isNode(value) && isNode(schema.properties)) {
      for (const [key, child] of Object.entries(schema.properties))
        if (Object.hasOwn(value, key))
          pending.push([child, value[key], childPointer(pointer, key)]);
    }
  }
  return [...found];
}

/** The schema a node stands for, following local `$ref`s (`#/definitions/name`). */
function resolve(root: SchemaNode, node: unknown): SchemaNode | undefined {
  let current = node;
  for (let hops = 0; hops <= MOST_REFERENCE_HOPS; hops++) {
    if (!isNode(current)) return undefined;
    const reference = current.$ref;
    if (typeof reference !== 'string') return current;
    const name = /^#\/definitions\/([^/~]+)$/.exec(reference)?.[1];
    const definitions = root.definitions;
    if (name === undefined || !isNode(definitions) || !Object.hasOwn(definitions, name))
      return undefined;
    current = definitions[name];
  }
  return undefined;
}

function asksForInteger(schema: SchemaNode): boolean {
  const type = schema.type;
  return (
    type === 'integer' ||
    (Array.isArray(type) && type.includes('integer') && !type.includes('number'))
  );
}

function arrayAt(schema: SchemaNode, keyword: string): unknown[] {
  const value = schema[keyword];
  return Array.isArray(value) ? value : [];
}

function isNode(value: unknown): value is SchemaNode {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}
