import { validateManifest } from '../../src/lib.js';

const MANIFEST = '{ "name": "zlib", "version": "1.3.1" }';
const BAD_MANIFEST = '{\n  "name": "Zlib"\n}';

/** The manifest's UTF-8 bytes, inside a larger buffer, so a view's offset and length matter. */
function paddedBytes(text: string): { buffer: ArrayBuffer; offset: number; length: number } {
  const bytes = new TextEncoder().encode(text);
  const buffer = new ArrayBuffer(bytes.length + 8);
  new Uint8Array(buffer).fill(0x7b); // `{` around it: read outside the view and it is not JSON
  new Uint8Array(buffer, 4, bytes.length).set(bytes);
  return { buffer, offset: 4, length: bytes.length };
}

describe('validateManifest takes text or bytes in any binary shape', () => {
  it('takes an ArrayBuffer, as fetch().arrayBuffer() gives', () => {
    const buffer = new TextEncoder().encode(MANIFEST).buffer;
    expect(validateManifest(buffer)).toEqual({ valid: true, problems: [] });
  });

  it('takes a Node Buffer, a Uint8Array, a DataView and other typed arrays over part of a buffer', () => {
    const { buffer, offset, length } = paddedBytes(MANIFEST);
    const views: ArrayBufferView[] = [
      Buffer.from(buffer, offset, length),
      new Uint8Array(buffer, offset, length),
      new DataView(buffer, offset, length),
      new Int8Array(buffer, offset, length),
      new Uint8ClampedArray(buffer, offset, length),
    ];
    for (const view of views) expect(validateManifest(view)).toEqual({ valid: true, problems: [] });
  });

  it('reads a wider typed array as its bytes, not as its numbers', () => {
    const bytes = new TextEncoder().encode(MANIFEST); // 38 bytes: 19 Uint16 elements
    expect(validateManifest(new Uint16Array(bytes.buffer))).toEqual({ valid: true, problems: [] });
  });

  it('gives the same problems, at the same places, for every input shape', () => {
    const { buffer, offset, length } = paddedBytes(BAD_MANIFEST);
    const fromText = validateManifest(BAD_MANIFEST);
    expect(fromText.valid).toBe(false);
    expect(validateManifest(new DataView(buffer, offset, length))).toEqual(fromText);
    expect(validateManifest(buffer.slice(offset, offset + length))).toEqual(fromText);
  });
});

describe('anything else is a programming error: a TypeError that says what was expected', () => {
  const EXPECTED =
    'validateManifest: expected the manifest as a string, an ArrayBuffer or an ArrayBufferView (such as a Uint8Array or Buffer)';

  it.each([
    ['undefined', undefined, 'undefined'],
    ['null', null, 'null'],
    ['a number', 42, 'a number'],
    ['a boolean', true, 'a boolean'],
    ['an array of numbers', [123, 125], 'an array'],
    ['a plain object', { name: 'zlib' }, 'an object'],
    ['a Blob', new Blob([MANIFEST]), 'a Blob'],
  ])('%s', (_name, input, got) => {
    expect(() => validateManifest(input as unknown as string)).toThrow(
      new TypeError(`${EXPECTED}; got ${got}`),
    );
  });
});
