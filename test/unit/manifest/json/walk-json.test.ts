import { describe, expect, it } from '@jest/globals';
import {
  pointerHere,
  SKIP,
  walkJson,
  type JsonVisitor,
} from '../../../../src/manifest/json/walk-json.js';

/** What a walk tells, one line each, with the pointer of each value and container. */
function events(text: string, skip?: string): string[] {
  const told: string[] = [];
  const visitor: JsonVisitor<string> = {
    enter: (isObject, start, open) => {
      const pointer = pointerHere(open);
      told.push(`enter ${isObject ? 'object' : 'array'} ${pointer} at ${start}`);
      return pointer === skip ? SKIP : pointer;
    },
    leave: (container, end) => told.push(`leave ${container.data} at ${end}`),
    key: (object, open) =>
      told.push(`key ${object.key} ${object.keyStart}-${object.keyEnd} ${pointerHere(open)}`),
    value: (start, end, open) =>
      told.push(`value ${text.slice(start, end)} ${pointerHere(open)} at ${start}`),
  };
  told.push(`stops at ${walkJson(text, visitor)}`);
  return told;
}

describe('walkJson', () => {
  it('tells containers, keys and values in the order written, each with its pointer', () => {
    expect(events('{"a": [1, "x"], "b/~": {"\\u0041": null}, "c": []}')).toEqual([
      'enter object  at 0',
      'key a 1-4 /a',
      'enter array /a at 6',
      'value 1 /a/0 at 7',
      'value "x" /a/1 at 10',
      'leave /a at 14',
      'key b/~ 16-21 /b~1~0',
      'enter object /b~1~0 at 23',
      'key A 24-32 /b~1~0/A',
      'value null /b~1~0/A at 34',
      'leave /b~1~0 at 39',
      'key c 41-44 /c',
      'enter array /c at 46',
      'leave /c at 48',
      'leave  at 49',
      'stops at undefined',
    ]);
  });

  it('passes over a container its visitor skips, brackets in its strings too', () => {
    expect(events('[{"a": ["]", {"b": 1}]}, 2]', '/0')).toEqual([
      'enter array  at 0',
      'enter object /0 at 1',
      'value 2 /1 at 25',
      'leave  at 27',
      'stops at undefined',
    ]);
  });

  it('reads a scalar at the top level, and white space around it', () => {
    expect(events(' "x" ')).toEqual(['value "x"  at 1', 'stops at undefined']);
  });

  it.each([
    ['{"a": }', 6],
    ['{"a" 1}', 5],
    ['{"a": 1,}', 8],
    ['{1: 2}', 1],
    ['[1,]', 3],
    ['[1 2]', 3],
    ['[1}', 2],
    ['[', 1],
    ['', 0],
    ['1 2', 2],
  ])('stops where %j stops being JSON: at %d', (text, offset) => {
    expect(walkJson(text, { enter: () => undefined })).toBe(offset);
  });

  it('walks any depth: 100,000 nested arrays and objects', () => {
    const depth = 100_000;
    let deepest = 0;
    const visitor: JsonVisitor<undefined> = {
      enter: (_isObject, _start, open) => void (deepest = Math.max(deepest, open.length)),
    };
    expect(walkJson(`${'['.repeat(depth)}${']'.repeat(depth)}`, visitor)).toBeUndefined();
    expect(deepest).toBe(depth - 1);
    const objects = `${'{"k":'.repeat(depth)}0${'}'.repeat(depth)}`;
    let pointer = '';
    walkJson(objects, {
      enter: () => undefined,
      value: (_s, _e, open) => (pointer = pointerHere(open)),
    });
    expect(pointer).toBe('/k'.repeat(depth));
  });
});
