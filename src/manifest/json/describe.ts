import { escapeHiddenOrReordering } from '../../util/control-characters.js';
import { cutQuoted } from '../../util/cut-short.js';

/** The JSON type of a parsed value, as JSON Schema names types. */
export function jsonType(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value;
}

/** A short description of a value for a message: `number -1`, `string "Foo"`, `an object`. */
export function describeValue(value: unknown): string {
  const type = jsonType(value);
  if (type === 'object' || type === 'array') return withArticle(type);
  if (type === 'null') return 'null';
  return `${type === 'integer' ? 'number' : type} ${quoteValue(value)}`;
}

/**
 * A value as JSON, cut short when long, with what a log would hide or reorder (C1, U+2028,
 * U+2029, bidi controls) escaped as `\uXXXX`, as JSON.stringify escapes C0.
 */
export function quoteValue(value: unknown): string {
  const text = JSON.stringify(value) ?? String(value);
  // Escaped after the cut, so that no escape is cut in half.
  return escapeHiddenOrReordering(cutQuoted(text));
}

/** `a string`, `an object`, `an integer`. */
export function withArticle(type: string): string {
  return /^[aeiou]/.test(type) ? `an ${type}` : `a ${type}`;
}

/** The value at a JSON Pointer of parsed JSON, or undefined. */
export function valueAt(data: unknown, segments: string[]): unknown {
  let value = data;
  for (const segment of segments) {
    if (value === null || typeof value !== 'object') return undefined;
    if (!Object.prototype.hasOwnProperty.call(value, segment)) return undefined;
    value = (value as Record<string, unknown>)[segment];
  }
  return value;
}
