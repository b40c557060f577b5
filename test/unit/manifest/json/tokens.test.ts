import { describe, expect, it } from '@jest/globals';
import { containerEnd, stringEnd } from '../../../../src/manifest/json/tokens.js';

/** The definition stringEnd keeps: read on from the quote; a backslash takes the next character. */
function byCharacters(text: string, i: number): number {
  for (let j = i + 1; j < text.length; j++) {
    if (text[j] === '\\') j++;
    else if (text[j] === '"') return j + 1;
  }
  return text.length;
}

/** Every text of at most `length` characters over `alphabet`. */
function* allTexts(alphabet: string[], length: number): Generator<string> {
  yield '';
  if (length === 0) return;
  for (const shorter of allTexts(alphabet, length - 1))
    if (shorter.length === length - 1) for (const character of alphabet) yield shorter + character;
}

describe('stringEnd', () => {
  it('ends a string where reading it character by character does, on every short text', () => {
    let compared = 0;
    for (const text of allTexts(['"', '\\', 'a'], 9))
      for (let i = 0; i < text.length; i++) {
        expect(stringEnd(text, i)).toBe(byCharacters(text, i));
        compared++;
      }
    expect(compared).toBeGreaterThan(50_000);
  });

  it('reads escaped quotes and backslashes as part of the string', () => {
    const text = String.raw`"a\"b\\" , "\\\"" "`;
    expect(stringEnd(text, 0)).toBe(8);
    expect(stringEnd(text, 11)).toBe(17);
    expect(stringEnd(text, 18)).toBe(text.length);
  });

  it('stops at the end of a text with no closing quote, an escape included', () => {
    expect(stringEnd('"abc', 0)).toBe(4);
    expect(stringEnd('"abc\\', 0)).toBe(5);
    expect(containerEnd('["a\\"]', 0)).toBe(6);
  });
});
