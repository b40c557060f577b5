import { decodeString, QUOTE, stringEnd } from '../json/tokens.js';

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
   * @param value the value
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

/** The `$` keys of an object, in the order written; undefined when it has none (most have none). */
export function dollarKeys(object: JsonObject): string[] | undefined {
  let keys: string[] | undefined;
  for (const key of object.keys()) if (key.charCodeAt(0) === 0x24) (keys ??= []).push(key);
  return keys;
}

/**
 * Reads a JSON text that the validator has accepted (so it is well formed: this reader does not
 * report errors). A leading byte-order mark is skipped.
 * @throws Error when the text is not JSON after all: the caller's bug, never a user's.
 */
export function parseJsonTree(text: string): JsonValue {
  let at = text.charCodeAt(0) === 0xfeff ? 1 : 0;

  const fail = (): never => {
    throw new Error(`parseJsonTree: not JSON at offset ${at}`);
  };
  const skipSpace = () => {
    for (;;) {
      const code = text.charCodeAt(at);
      if (code === 0x20 || code === 0x0a || code === 0x0d || code === 0x09) at++;
      else return;
    }
  };
  const expect = (character: string) => {
    if (text[at] !== character) fail();
    at++;
  };

  const readString = (): string => {
    if (text.charCodeAt(at) !== QUOTE) fail();
    // Each string is read to its own closing quote and no further: a search past it (for a
    // backslash, say) would make the whole read take time quadratic in the file's size.
    const start = at;
    at = stringEnd(text, start);
    if (text.charCodeAt(at - 1) !== QUOTE || at - start < 2) fail();
    return decodeString(text, start, at);
  };

  const readNumber = (): JsonNumber => {
    const start = at;
    let floating = false;
    if (text.charCodeAt(at) === 0x2d) at++;
    const digits = () => {
      const first = at;
      while (text.charCodeAt(at) >= 0x30 && text.charCodeAt(at) <= 0x39) at++;
      if (at === first) fail();
    };
    digits();
    if (text.charCodeAt(at) === 0x2e) {
      floating = true;
      at++;
      digits();
    }
    const written = text.slice(start, at);
    // vcpkg reads `-0` as a floating-point zero.
    if (written === '-0') floating = true;
    return new JsonNumber(floating ? undefined : written, Number(written));
  };

  const readValue = (): JsonValue => {
    skipSpace();
    const character = text[at];
    if (character === '{') {
      at++;
      const object: JsonObject = new Map();
      skipSpace();
      if (text[at] === '}') {
        at++;
        return object;
      }
      for (;;) {
        skipSpace();
        const key = readString();
        skipSpace();
        expect(':');
        object.set(key, readValue());
        skipSpace();
        if (text[at] === ',') at++;
        else {
          expect('}');
          return object;
        }
      }
    }
    if (character === '[') {
      at++;
      const array: JsonValue[] = [];
      skipSpace();
      if (text[at] === ']') {
        at++;
        return array;
      }
      for (;;) {
        array.push(readValue());
        skipSpace();
        if (text[at] === ',') at++;
        else {
          expect(']');
          return array;
        }
      }
    }
    if (character === '"') return readString();
    if (character === 't' || character === 'f' || character === 'n') {
      const word = character === 't' ? 'true' : character === 'f' ? 'false' : 'null';
      if (!text.startsWith(word, at)) fail();
      at += word.length;
      return character === 'n' ? null : character === 't';
    }
    return readNumber();
  };

  const value = readValue();
  skipSpace();
  if (at !== text.length) fail();
  return value;
}
