import { withArticle } from './describe.js';
import { draftOf, type Anchor, type ProblemDraft } from '../problems/draft.js';

/** The manifest's text, or why its bytes are not UTF-8 text. */
export type Decoded = { text: string } | { text: string; problem: ProblemDraft };

const utf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });
const utf8Encoder = new TextEncoder();

/** A manifest as `validateManifest` takes it: text, or UTF-8 bytes in any binary shape. */
export type ManifestInput = string | ArrayBuffer | ArrayBufferView;

/**
 * Turns a file's bytes (or text) into text without a byte order mark.
 * @throws TypeError when `given` is not a {@link ManifestInput}: a caller's bug, not bad input.
 */
export function decodeManifest(given: ManifestInput): Decoded {
  if (typeof given === 'string') return { text: given.replace(/^\uFEFF/, '') };
  const input = asBytes(given);
  const utf16 = utf16Kind(input);
  if (utf16) {
    const message = `the file is UTF-16 (${utf16}); a manifest must be UTF-8`;
    return { text: '', problem: encodingProblem(message, 'utf-16', 0) };
  }
  const start = input[0] === 0xef && input[1] === 0xbb && input[2] === 0xbf ? 3 : 0;
  const bytes = input.subarray(start);
  try {
    return { text: utf8.decode(bytes) };
  } catch {
    const { text, bad } = validPrefix(bytes);
    const hex = (bytes[bad] ?? 0).toString(16).toUpperCase().padStart(2, '0');
    const message = `invalid UTF-8: byte 0x${hex} at byte offset ${bad + start} does not start a valid character; a manifest must be UTF-8`;
    return { text, problem: encodingProblem(message, 'utf-8', text.length) };
  }
}

/** The bytes of any binary shape, without copying them; a view's own offset and length kept. */
function asBytes(input: unknown): Uint8Array {
  if (ArrayBuffer.isView(input))
    return new Uint8Array(input.buffer, input.byteOffset, input.byteLength);
  if (isArrayBuffer(input)) return new Uint8Array(input);
  throw new TypeError(
    `validateManifest: expected the manifest as a string, an ArrayBuffer or an ArrayBufferView (such as a Uint8Array or Buffer); got ${describeInput(input)}`,
  );
}

/** By its tag, not `instanceof`: a buffer from another realm (a vm context, a worker) is one too. */
function isArrayBuffer(input: unknown): input is ArrayBuffer | SharedArrayBuffer {
  const tag = Object.prototype.toString.call(input);
  return tag === '[object ArrayBuffer]' || tag === '[object SharedArrayBuffer]';
}

/** What a caller passed instead, in a few words. */
function describeInput(input: unknown): string {
  if (input === null || input === undefined) return String(input);
  if (Array.isArray(input)) return 'an array';
  if (typeof input !== 'object') return withArticle(typeof input);
  // Null for Object.create(null); the lib types say any.
  const prototype = Object.getPrototypeOf(input) as { constructor?: { name?: unknown } } | null;
  const name = prototype?.constructor?.name;
  return typeof name === 'string' && name !== '' && name !== 'Object'
    ? withArticle(name)
    : 'an object';
}

function encodingProblem(message: string, encoding: 'utf-8' | 'utf-16', at: number): ProblemDraft {
  const anchor: Anchor = { kind: 'text', offset: at, length: 0 };
  return draftOf('encoding', { encoding, message, pointer: '', anchor });
}

/** Names the UTF-16 byte order that a byte order mark or a NUL next to an ASCII byte gives away. */
function utf16Kind(bytes: Uint8Array): string | undefined {
  const [first, second] = bytes;
  if (first === 0xff && second === 0xfe) return 'little-endian, with a byte order mark';
  if (first === 0xfe && second === 0xff) return 'big-endian, with a byte order mark';
  if (first === undefined || second === undefined) return undefined;
  if (first !== 0 && first < 0x80 && second === 0) return 'little-endian';
  if (first === 0 && second !== 0 && second < 0x80) return 'big-endian';
  return undefined;
}

/**
 * The text before the first byte that does not start a complete, valid UTF-8 sequence, and that
 * byte's index. A lossy decoding reads the same text up to its first U+FFFD that the bytes do not
 * spell as EF BF BD: there the first invalid sequence was replaced.
 */
function validPrefix(bytes: Uint8Array): { text: string; bad: number } {
  const lossy = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
  let bad = 0;
  for (let from = 0; ;) {
    const at = lossy.indexOf('\uFFFD', from);
    bad += utf8Encoder.encode(lossy.slice(from, at)).length;
    if (bytes[bad] !== 0xef || bytes[bad + 1] !== 0xbf || bytes[bad + 2] !== 0xbd)
      return { text: lossy.slice(0, at), bad };
    bad += 3;
    from = at + 1;
  }
}
