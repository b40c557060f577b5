import { listWords } from '../../util/list-words.js';
import type { JsonType } from './route-parameter.js';

const INTEGER_TEXT = /^-?\d+$/;
const NUMBER_TEXT = /^-?\d+(?:\.\d+)?(?:[eE][-+]?\d+)?$/;

/** The JSON type of a value; a number without a fraction is an integer. */
export function jsonTypeOf(value: unknown): JsonType {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  if (typeof value === 'boolean') return 'boolean';
  if (typeof value === 'string') return 'string';
  return 'object';
}

/**
 * Whether a value has one of `types` (none means any value). A value sent as text, in the path or
 * the query, fits by its text too: `"5"` is an integer there, `5` a string, `"true"` a boolean,
 * and a list of such values a string, as the builder sends it `a,b` (`labels: [bug, ui]`).
 */
export function fitsTypes(value: unknown, types: readonly JsonType[], asText: boolean): boolean {
  if (types.length === 0) return true;
  const found = jsonTypeOf(value);
  if (types.includes(found) || (found === 'integer' && types.includes('number'))) return true;
  if (!asText) return false;
  if (found === 'integer' || found === 'number' || found === 'boolean')
    return types.includes('string');
  if (found === 'array')
    return types.includes('string') && (value as unknown[]).every(isScalarText);
  if (found !== 'string') return false;
  const text = value as string;
  return (
    (types.includes('integer') && INTEGER_TEXT.test(text)) ||
    (types.includes('number') && NUMBER_TEXT.test(text)) ||
    (types.includes('boolean') && (text === 'true' || text === 'false'))
  );
}

/** A string, a number or a boolean: what a list sent as text joins with commas. */
function isScalarText(value: unknown): boolean {
  return ['string', 'number', 'boolean'].includes(typeof value);
}

/** `a string`, `an integer or null`: the types as a message lists them. */
export function typesInWords(types: readonly JsonType[]): string {
  const words = types.map((type) =>
    type === 'null' ? 'null' : `${/^[aeiou]/.test(type) ? 'an' : 'a'} ${type}`,
  );
  return listWords(words, 'or');
}
