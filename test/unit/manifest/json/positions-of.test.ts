/**
 * positionsOf held to a reference: jsonc-parser's tree of the same text, searched for each
 * pointer. Texts are generated with the keys and spellings that make placing hard: duplicate
 * keys, keys that are escaped (`\u0061` is `a`), keys holding `/` and `~`, keys that look like
 * indexes, and objects with more wanted keys than are compared one by one.
 */
import { describe, expect, it } from '@jest/globals';
import { parseTree } from 'jsonc-parser';
import type { Node } from 'jsonc-parser';
import { positionsOf, type Position } from '../../../../src/manifest/json/positions.js';
import { childPointer } from '../../../../src/manifest/json/pointer.js';
import { createRandom, type Random } from '../../../support/random.js';

/** Keys as a JSON text may spell them: [how it is written, the key it is]. */
const KEYS: [string, string][] = [
  ['"a"', 'a'],
  ['"b"', 'b'],
  ['"\\u0061"', 'a'],
  ['"a/b"', 'a/b'],
  ['"~"', '~'],
  ['"~1"', '~1'],
  ['"0"', '0'],
  ['"1"', '1'],
  ['""', ''],
  ['"\\""', '"'],
  ['"x\\\\"', 'x\\'],
  ['"dependencies"', 'dependencies'],
];
const ROUNDS = 800;
const SPACES = ['', ' ', '\n  ', '\r\n\t', '  '];

/** A random JSON text, and every pointer to a value in it (of the last of duplicate keys too). */
function generated(random: Random, depth: number, pointer: string, pointers: string[]): string {
  pointers.push(pointer);
  const space = () => random.pick(SPACES);
  const kind = depth <= 0 ? random.int(3) : random.int(6);
  if (kind === 0) return random.pick(['"s"', '"q\\"r"', '"\\\\"', '1', '-2.5e3', 'true', 'null']);
  if (kind === 1) return random.pick(['[]', '{}', '"{[,]}"']);
  if (kind === 2 || kind === 3) {
    const items = Array.from({ length: random.int(5) }, (_, index) =>
      generated(random, depth - 1, childPointer(pointer, index), pointers),
    );
    return `[${space()}${items.join(`,${space()}`)}${space()}]`;
  }
  // Sometimes more distinct keys than positionsOf compares one by one.
  const many = depth >= 3 && random.int(3) === 0;
  const count = many ? 20 + random.int(5) : random.int(5);
  const members = Array.from({ length: count }, (_, index) => {
    const [written, key] = many && index >= 2 ? [`"k${index}"`, `k${index}`] : random.pick(KEYS);
    const value = generated(random, depth - 1, childPointer(pointer, key), pointers);
    return `${written}${space()}:${space()}${value}`;
  });
  return `{${space()}${members.join(`,${space()}`)}${space()}}`;
}

/**
 * Where jsonc-parser's tree puts each pointer asked for and each container on the way: every
 * value with such a pointer, met in the text's order, the last met winning (a duplicate key's
 * value is met after the first one's, and so is anything inside it).
 */
function referencePositions(text: string, pointers: string[]): Map<string, Position> {
  const wanted = new Set<string>();
  for (const pointer of pointers)
    for (let at = pointer; ; at = at.slice(0, at.lastIndexOf('/'))) {
      wanted.add(at);
      if (at === '') break;
    }
  const positions = new Map<string, Position>();
  const visit = (node: Node, pointer: string, key?: Node) => {
    if (!wanted.has(pointer)) return;
    const value = { offset: node.offset, length: node.length };
    positions.set(
      pointer,
      key === undefined ? { value } : { value, key: { offset: key.offset, length: key.length } },
    );
    if (node.type === 'array')
      node.children?.forEach((child, index) => visit(child, childPointer(pointer, index)));
    if (node.type === 'object')
      for (const property of node.children ?? []) {
        const [name, child] = property.children ?? [];
        if (name !== undefined && child !== undefined)
          visit(child, childPointer(pointer, name.value as string), name);
      }
  };
  const root = parseTree(text);
  if (root !== undefined) visit(root, '');
  return positions;
}

function sorted(positions: Map<string, Position>): [string, Position][] {
  return [...positions].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
}

describe('positionsOf', () => {
  it('places what jsonc-parser places, for every pointer asked for and the containers on the way', () => {
    const random = createRandom(36);
    let compared = 0;
    let withoutBackslash = 0;
    for (let round = 0; round < ROUNDS; round++) {
      const pointers: string[] = [];
      const text = `${random.pick(SPACES)}${generated(random, 4, '', pointers)}${random.pick(SPACES)}`;
      expect(() => JSON.parse(text) as unknown).not.toThrow();
      // Some of the values, and places that are not there.
      const asked = pointers.filter(() => random.int(3) === 0);
      asked.push('/zz', '/0/zz', '/a/7', '/dependencies/01');
      if (random.int(4) === 0) asked.push(...pointers);
      expect(sorted(positionsOf(text, asked))).toEqual(sorted(referencePositions(text, asked)));
      compared += asked.length;
      if (!text.includes('\\')) withoutBackslash++;
    }
    expect(compared).toBeGreaterThan(10_000);
    // Both ways of reading keys ran: in place, and decoded.
    expect(withoutBackslash).toBeGreaterThan(300);
    expect(ROUNDS - withoutBackslash).toBeGreaterThan(300);
  });

  it('places a key spelled with an escape, with no other backslash in the text', () => {
    const text = '{"\\u0064ependencies": [1, {"name": "x"}]}';
    expect(positionsOf(text, ['/dependencies/1/name']).get('/dependencies/1/name')).toEqual({
      value: { offset: text.indexOf('"x"'), length: 3 },
      key: { offset: text.indexOf('"name"'), length: 6 },
    });
  });

  it('places the last of duplicate keys, in place and among many wanted keys', () => {
    const keys = Array.from({ length: 20 }, (_, index) => `k${index}`);
    const text = `{"k3": 1, ${keys.map((key) => `"${key}": "${key}"`).join(', ')}, "k3": 2}`;
    const positions = positionsOf(text, ['/k3']);
    expect(positions.get('/k3')?.value).toEqual({ offset: text.length - 2, length: 1 });
    const many = positionsOf(
      text,
      keys.map((key) => `/${key}`),
    );
    expect(many.get('/k3')?.value).toEqual({ offset: text.length - 2, length: 1 });
    expect(many.get('/k19')?.value).toEqual({ offset: text.lastIndexOf('"k19"'), length: 5 });
  });
});
