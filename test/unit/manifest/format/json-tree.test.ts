import { describe, expect, it } from '@jest/globals';
import { JsonNumber, parseJsonTree } from '../../../../src/manifest/format/json-tree.js';

describe('parseJsonTree', () => {
  it('keeps keys in the order written, also keys that look like integers', () => {
    const tree = parseJsonTree('{"b": 1, "10": 2, "2": 3}') as Map<string, unknown>;
    expect([...tree.keys()]).toEqual(['b', '10', '2']);
  });

  it('tells integers from floating-point numbers, reading `-0` as floating, as vcpkg does', () => {
    expect(parseJsonTree('[1, -5, 1.0, -0, 0, 9223372036854775807]')).toEqual([
      new JsonNumber('1', 1),
      new JsonNumber('-5', -5),
      new JsonNumber(undefined, 1),
      new JsonNumber(undefined, -0),
      new JsonNumber('0', 0),
      new JsonNumber('9223372036854775807', Number('9223372036854775807')),
    ]);
  });

  it('decodes escapes, pairs or not, and skips a byte-order mark', () => {
    expect(parseJsonTree('\uFEFF["\\u00e9\\/\\ud83d\\ude00\\ud800", "plain"]')).toEqual([
      'é/😀\ud800',
      'plain',
    ]);
  });

  it('throws on a text that is not JSON: a caller that skipped validation', () => {
    expect(() => parseJsonTree('{"a": }')).toThrow('parseJsonTree: not JSON at offset 6');
  });
});
