import type { ProblemDraft } from './draft.js';

/** The manifest's text, or why its bytes are not UTF-8 text. */
export type Decoded = { text: string } | { text: string; problem: ProblemDraft };

const utf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

/** Turns a file's bytes (or text) into text without a byte order mark. */
export function decodeManifest(input: string | Uint8Array): Decoded {
  if (typeof input === 'string') return { text: input.replace(/^\uFEFF/, '') };
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
    const bad = firstInvalidUtf8(bytes);
    const text = utf8.decode(bytes.subarray(0, bad));
    const hex = (bytes[bad] ?? 0).toString(16).toUpperCase().padStart(2, '0');
    const message = `invalid UTF-8: byte 0x${hex} at byte offset ${bad + start} does not start a valid character; a manifest must be UTF-8`;
    return { text, problem: encodingProblem(message, 'utf-8', text.length) };
  }
}

function encodingProblem(
  message: string,
  encoding: 'utf-8' | 'utf-16',
  offset: number,
): ProblemDraft {
  return {
    rule: 'encoding',
    encoding,
    severity: 'error',
    message,
    pointer: '',
    anchor: { kind: 'text', offset, length: 0 },
  };
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

/** The index of the first byte that does not start a complete, valid UTF-8 sequence. */
function firstInvalidUtf8(bytes: Uint8Array): number {
  let i = 0;
  while (i < bytes.length) {
    const lead = bytes[i] as number;
    const length =
      lead < 0x80
        ? 1
        : lead >= 0xc2 && lead < 0xe0
          ? 2
          : lead >= 0xe0 && lead < 0xf0
            ? 3
            : lead >= 0xf0 && lead < 0xf5
              ? 4
              : 0;
    if (length === 0) return i;
    for (let k = 1; k < length; k++) {
      const next = bytes[i + k];
      if (next === undefined || (next & 0xc0) !== 0x80) return i;
    }
    if (length > 1 && !validSecondByte(lead, bytes[i + 1] as number)) return i;
    i += length;
  }
  return bytes.length;
}

/** Overlong forms, surrogates and values past U+10FFFF are ruled out by the second byte. */
function validSecondByte(lead: number, second: number): boolean {
  if (lead === 0xe0) return second >= 0xa0;
  if (lead === 0xed) return second < 0xa0;
  if (lead === 0xf0) return second >= 0x90;
  if (lead === 0xf4) return second < 0x90;
  return true;
}
