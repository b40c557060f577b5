import { readFileSync } from 'node:fs';
import { describe, expect, it } from '@jest/globals';
import {
  looksPlain,
  scanVcpkgJson,
  VCPKG_DEPTH_LIMIT,
} from '../../../../../src/manifest/vcpkg/current/vcpkg-json.js';
import { listCorpus } from '../../../../support/corpus.js';
import { createRandom, type Random } from '../../../../support/random.js';

/**
 * The definition the quick look keeps, as it was first written: over the tokens a regular
 * expression finds (a string, a number, a bracket), count the depth and test each number.
 */
function plainByTokens(text: string): boolean {
  const token = /"[^"\\]*(?:\\.[^"\\]*)*"|-?[0-9][-+.0-9eE]*|[[{]|[\]}]/g;
  let depth = 0;
  for (const [found] of text.matchAll(token)) {
    if (found.startsWith('"')) continue;
    if (found === '{' || found === '[') {
      if (++depth > VCPKG_DEPTH_LIMIT) return false;
    } else if (found === '}' || found === ']') depth--;
    else if (/[.eE]|[0-9]{19}|^-0$/.test(found)) return false;
  }
  return true;
}

const NUMBERS = [
  '0',
  '-0',
  '7',
  '-7',
  '10',
  '-10',
  '1.0',
  '-0.0',
  '0.5',
  '1e5',
  '1E5',
  '-1e-5',
  '1.5E+3',
  '9'.repeat(18),
  '9'.repeat(19),
  `-${'9'.repeat(18)}`,
  `-${'9'.repeat(19)}`,
  `1${'0'.repeat(20)}`,
];
const STRINGS = [
  '""',
  '"1.5"',
  '"-0"',
  '"\\"1e5"',
  '"\\\\"',
  '"a\\\\\\"[{"',
  `"${'9'.repeat(30)}"`,
];

/** Each number and string in each place a value can be: alone, in a list, in an object. */
function placed(): string[] {
  return [...NUMBERS, ...STRINGS].flatMap((value) => [
    value,
    `[${value}]`,
    `[1, ${value}, "x"]`,
    `{"a": ${value}}`,
    `{${STRINGS[3]}: ${value}, "b": [true, null, false]}`,
  ]);
}

/** Lists and objects nested around the depth limit, a number or nothing inside. */
function nested(): string[] {
  const texts: string[] = [];
  for (let depth = VCPKG_DEPTH_LIMIT - 1; depth <= VCPKG_DEPTH_LIMIT + 1; depth++)
    for (const inner of ['', '1', '-0'])
      texts.push(
        '['.repeat(depth) + inner + ']'.repeat(depth),
        '{"a":'.repeat(depth - 1) + `[${inner}]` + '}'.repeat(depth - 1),
      );
  return texts;
}

/** A random JSON value: containers, numbers and strings with escapes. */
function randomValue(random: Random, depth: number): string {
  const pick = random.int(depth > 4 ? 3 : 5);
  if (pick === 0) return NUMBERS[random.int(NUMBERS.length)] as string;
  if (pick === 1) return STRINGS[random.int(STRINGS.length)] as string;
  if (pick === 2)
    return ['true', 'false', 'null', String(random.int(1e6))][random.int(4)] as string;
  const items = Array.from({ length: random.int(4) }, () => randomValue(random, depth + 1));
  if (pick === 3) return `[${items.join(',')}]`;
  return `{${items.map((item, index) => `"k${index}\\"": ${item}`).join(', ')}}`;
}

describe('the quick look of scanVcpkgJson', () => {
  it('clears exactly the texts the token definition clears', () => {
    const random = createRandom(36);
    const texts = [
      ...placed(),
      ...nested(),
      ...Array.from({ length: 3000 }, () => randomValue(random, 0)),
    ];
    let plain = 0;
    for (const text of texts) {
      JSON.parse(text);
      expect([text, looksPlain(text)]).toEqual([text, plainByTokens(text)]);
      if (looksPlain(text)) plain++;
    }
    // Both answers are met often.
    expect(plain).toBeGreaterThan(texts.length / 10);
    expect(plain).toBeLessThan(texts.length - texts.length / 10);
  });

  const corpus = listCorpus();
  (corpus.length > 0 ? it : it.skip)(
    corpus.length > 0
      ? 'clears the manifests of the corpus as the token definition does'
      : 'clears the manifests of the corpus as the token definition does (skipped: no ../shared)',
    () => {
      for (const { file } of corpus) {
        const text = readFileSync(file, 'utf8');
        expect([file, looksPlain(text)]).toEqual([file, plainByTokens(text)]);
      }
    },
  );

  it('leaves to the full scan what vcpkg refuses or reads otherwise', () => {
    expect(scanVcpkgJson('{"a": [1, 2, "1e5"]}')).toEqual({
      drafts: [],
      wholeNonIntegers: new Set(),
    });
    expect(scanVcpkgJson('{"a": [1, 1.0]}').wholeNonIntegers).toEqual(new Set(['/a/1']));
    expect(scanVcpkgJson('{"a": -0}').wholeNonIntegers).toEqual(new Set(['/a']));
    expect(scanVcpkgJson('[1e5]').drafts.map((draft) => draft.message)).toEqual([
      'Unexpected character in middle of array',
    ]);
    expect(scanVcpkgJson(`[${'9'.repeat(19)}]`).drafts.map((draft) => draft.message)).toEqual([
      `Invalid integer constant: ${'9'.repeat(19)}`,
    ]);
  });
});
