/**
 * Bytes that are not UTF-8, and the UTF-8 byte order mark that is allowed.
 */
import { describe, expect, it } from '@jest/globals';
import { validateManifest } from '../../src/manifest/validate.js';
import { bytes } from '../support/bytes.js';
import { span } from '../support/positions.js';

describe('a UTF-8 byte order mark is accepted', () => {
  const text = '\uFEFF{ "name": "x", "version": "1" }';

  it('in text', () => {
    expect(validateManifest(text)).toEqual({ valid: true, problems: [] });
  });

  it('as bytes EF BB BF', () => {
    const input = bytes([0xef, 0xbb, 0xbf], '{ "name": "x", "version": "1" }');
    expect(validateManifest(input)).toEqual({ valid: true, problems: [] });
  });
});

describe('bytes that are not UTF-8 give one encoding error at the character of the bad byte', () => {
  it.each([
    // `{` `\n` and 11 characters (13 bytes) before the bad byte.
    [
      'a lead byte without its continuation (C3 28)',
      bytes('{\n  "name": "', [0xc3, 0x28], '"\n}'),
      'C3',
      13,
      span(2, 12),
    ],
    ['a lone FF', bytes('{\n  "name": "a', [0xff], '"\n}'), 'FF', 14, span(2, 13)],
    // é is 2 bytes but 1 column.
    [
      'an overlong encoding (C0 AF)',
      bytes('{\n  "name": "é', [0xc0, 0xaf], '"\n}'),
      'C0',
      15,
      span(2, 13),
    ],
    [
      'a surrogate (ED A0 80)',
      bytes('{\n  "name": "', [0xed, 0xa0, 0x80], '"\n}'),
      'ED',
      13,
      span(2, 12),
    ],
    // 😀 is 4 bytes but 2 columns.
    [
      'a byte after a non-BMP character',
      bytes('{\n  "name": "😀', [0xff], '"\n}'),
      'FF',
      17,
      span(2, 14),
    ],
    [
      'a 3-byte sequence cut short at the end',
      bytes('{ "name": "x" }\n', [0xe2, 0x82]),
      'E2',
      16,
      span(2, 1),
    ],
    // The offset counts the byte order mark; the column does not.
    [
      'a bad byte after a byte order mark',
      bytes([0xef, 0xbb, 0xbf], '{', [0xff]),
      'FF',
      4,
      span(1, 2),
    ],
  ])('%s', (_name, input, hex, offset, at) => {
    expect(validateManifest(input)).toEqual({
      valid: false,
      problems: [
        {
          rule: 'encoding',
          encoding: 'utf-8',
          severity: 'error',
          message: `invalid UTF-8: byte 0x${hex} at byte offset ${offset} does not start a valid character; a manifest must be UTF-8`,
          pointer: '',
          ...at,
        },
      ],
    });
  });
});

describe('UTF-16 gives one encoding error', () => {
  const manifest = '{ "name": "x", "version": "1" }';
  const le = [...Buffer.from(manifest, 'utf16le')];
  const be = le.map((_byte, i) => le[i % 2 === 0 ? i + 1 : i - 1] as number);

  it.each([
    ['little-endian, with a byte order mark', [0xff, 0xfe, ...le]],
    ['big-endian, with a byte order mark', [0xfe, 0xff, ...be]],
    ['little-endian', le],
    ['big-endian', be],
  ])('%s', (kind, input) => {
    expect(validateManifest(Uint8Array.from(input))).toEqual({
      valid: false,
      problems: [
        {
          rule: 'encoding',
          encoding: 'utf-16',
          severity: 'error',
          message: `the file is UTF-16 (${kind}); a manifest must be UTF-8`,
          pointer: '',
          ...span(1, 1),
        },
      ],
    });
  });

  it('starts with { and a NUL byte when written without a byte order mark', () => {
    expect(le.slice(0, 2)).toEqual([0x7b, 0x00]);
    expect(be.slice(0, 2)).toEqual([0x00, 0x7b]);
  });
});
