import { decodeString, QUOTE } from '../json/tokens.js';
import { walkJson, type OpenContainers } from '../json/walk-json.js';
import { sortByCodePoints } from './code-point-order.js';

/*
 * A JSON text as vcpkg's own parser keeps it, for writing it back: objects keep their keys in
 * the order written (a Map, so that keys such as "10" keep their place), and a number keeps
 * whether it was written as an integer or with a fraction, which vcpkg writes differently.
 */

/** A number as vcpkg reads it: an integer (`-5`), or a floating-point value (`1.5`, `-0`). */
export class JsonNumber {
  /**
   * @param integer the integer's text as written (JSON forbids leading zeros and `+`, so it is
   * vcpkg's own spelling); undefined for a floating-point value
   */
  constructor(
    readonly integer: string | undefined,
    readonly value: number,
  ) {}
}

export type JsonObject = Map<string, JsonValue>;
export type JsonValue = null | boolean | string | JsonNumber | JsonValue[] | JsonObject;

/** Whether a value is an object (a Map), not an array or a scalar. */
export function isJsonObject(value: JsonValue | undefined): value is JsonObject {
  return value instanceof Map;
}

/** Copies the `$` keys of `given` to `written`: in the order written, or `sorted` by code points. */
export function copyDollarKeys(given: JsonObject, written: JsonObject, sorted = false): void {
  let keys: string[] | undefined;
  for (const key of given.keys()) if (key.charCodeAt(0) === 0x24) (keys ??= []).push(key);
  // Most objects have none.
  if (keys === undefined) return;
  for (const key of sorted ? sortByCodePoints(keys) : keys)
    written.set(key, given.get(key) as JsonValue);
}

/**
 * Reads a JSON text that the validator has accepted (so it is well formed: this reader does not
 * report errors). A leading byte-order mark is skipped.
 * @throws Error when the text is not JSON after all: the caller's bug, never a user's.
 */
export function parseJsonTree(text: string): JsonValue {
  let tree: JsonValue = null;
  const add = <V extends JsonValue>(value: V, open: OpenContainers<JsonObject | JsonValue[]>) => {
    const parent = open[open.length - 1];
    if (parent === undefined) tree = value;
    else if (parent.data instanceof Map) parent.data.set(parent.key, value);
    else parent.data.push(value);
    return value;
  };
  const stop = walkJson<JsonObject | JsonValue[]>(
    text,
    {
      enter: (isObject, _start, open) => add(isObject ? new Map() : [], open),
      value: (start, end, open) => add(scalarOf(text, start, end), open),
    },
    text.charCodeAt(0) === 0xfeff ? 1 : 0,
  );
  if (stop !== undefined) notJson(stop);
  return tree;
}

// JSON's numbers without exponents, which vcpkg refuses.
const NUMBER = /^-?[0-9]+(?:\.[0-9]+)?$/;

/** The string, number, `true`, `false` or `null` from `start` to `end`. */
function scalarOf(text: string, start: number, end: number): JsonValue {
  if (text.charCodeAt(start) === QUOTE) {
    if (end - start < 2 || text.charCodeAt(end - 1) !== QUOTE) notJson(start);
    return decodeString(text, start, end);
  }
  const written = text.slice(start, end);
  if (written === 'true' || written === 'false') return written === 'true';
  if (written === 'null') return null;
  if (!NUMBER.test(written)) notJson(start);
  // vcpkg reads `-0` as a floating-point zero.
  const floating = written === '-0' || written.includes('.');
  return new JsonNumber(floating ? undefined : written, Number(written));
}

function notJson(offset: number): never {
  throw new Error(`parseJsonTree: not JSON at offset ${offset}`);
}
