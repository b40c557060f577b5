/**
 * Small hostile manifests for the "no crash, ever" properties: random and mutated bytes, invalid
 * UTF-8, UTF-16, NUL bytes, huge numbers and prototype keys at every level. Each generator is a
 * fast-check arbitrary, so a failure shrinks. The big ones are in hostile-big.ts.
 */
import fc from 'fast-check';
import { BUILT_IN_MANIFESTS } from './built-in-manifests.js';

/** Keys every object inherits a member by; in a manifest they are plain keys. */
export const PROTOTYPE_KEYS = [
  ...['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', 'valueOf'],
  ...['isPrototypeOf', '__defineGetter__', 'toJSON'],
];
const MANIFEST_KEYS = [
  ...['name', 'version', 'version-string', 'version-semver', 'version-date', 'port-version'],
  ...['dependencies', 'dev-dependencies', 'features', 'default-features', 'overrides', 'host'],
  ...['supports', 'platform', 'license', 'homepage', 'description', '$schema', '$x', ''],
];
/** Numbers a double cannot hold, or holds only with a sign or digits lost. */
export const HUGE_NUMBERS = [
  ...['1e400', '-1e400', '1E+400', '1e-400', '-0', '-0.0', '0e400', '2.5e-324', '9007199254740993'],
  ...['123456789012345678901234567890', '-123456789012345678901234567890'],
];
const STRINGS = [
  ...['', 'zlib', 'Foo_Bar', 'con', 'core', '1.2.3', '2020-12-01', 'https://x.org', '#', 'x64'],
  ...['!windows & (x64 | arm)', 'a && b', '((', 'MIT', 'MIT OR', 'GPL-2.0 WITH x', '\u0000'],
  ...['\u2028', '\uFEFF', '\uFFFF', '😀', 'é', '\\', '"', '~1/~0'],
];
/** Pieces that break JSON text wherever they land. */
const PIECES = [
  ...['{', '}', '[', ']', ':', ',', '"', '\\', '/*', '//', '-', '0', 'e', '.', "'", 'tru', 'nul'],
  ...['\u0000', '\u001f', '\uD800', '\uDC00', '\uFEFF', '\u00A0', '\u2028'],
  ...['\\u12', '\\x', '1e400'],
];
/** Byte sequences that are not UTF-8 (and a NUL and a byte order mark, which are). */
const BAD_BYTES = [
  ...[[0xff], [0xfe], [0x80], [0xbf], [0xc0, 0xaf], [0xc3], [0xe2, 0x82], [0xed, 0xa0, 0x80]],
  ...[[0xf0, 0x9f, 0x98], [0xf4, 0x90, 0x80, 0x80], [0xf5], [0x00], [0xef, 0xbb, 0xbf]],
];

const space = fc.constantFrom('', '', ' ', '\n', '\r\n', '\r', '\t');
const key = fc.oneof(
  fc.constantFrom(...PROTOTYPE_KEYS),
  fc.constantFrom(...MANIFEST_KEYS),
  fc.string({ unit: 'binary', maxLength: 6 }),
);
const scalar = fc.oneof(
  fc.constantFrom(...HUGE_NUMBERS, 'true', 'false', 'null', '0', '1', '-1', '1.5'),
  fc.double({ noNaN: true, noDefaultInfinity: true }).map((n) => JSON.stringify(n)),
  fc.constantFrom(...STRINGS, ...PROTOTYPE_KEYS).map((s) => JSON.stringify(s)),
  fc.string({ unit: 'binary', maxLength: 10 }).map((s) => JSON.stringify(s)),
);

/** JSON text, written by hand so that keys repeat and `__proto__` stays a key. */
const json = fc.letrec<{ value: string; array: string; object: string }>((tie) => ({
  value: fc.oneof({ depthSize: 'small' }, scalar, tie('array'), tie('object')),
  array: fc
    .array(fc.tuple(space, tie('value')), { maxLength: 4 })
    .map((items) => `[${items.map(([s, value]) => s + value).join(',')}]`),
  object: fc
    .array(fc.tuple(space, key, space, tie('value')), { maxLength: 6 })
    .map(
      (members) =>
        `{${members.map(([s, k, t, value]) => `${s}${JSON.stringify(k)}${t}:${value}`).join(',')}}`,
    ),
}));

/** Any JSON value, prototype and manifest keys at every level, huge numbers among the scalars. */
export const jsonValueText = json.value;

/** The built-in manifests as JSON text, compact or indented. */
const builtInText = fc
  .tuple(fc.constantFrom(...BUILT_IN_MANIFESTS), fc.constantFrom(0, 2, '\t'))
  .map(([manifest, indent]) => JSON.stringify(manifest, null, indent));

/** A manifest-shaped object (generated or built in); the text is valid JSON. */
export const manifestText = fc.oneof(json.object, builtInText);

/** A built-in manifest with one of its values replaced by a huge number. */
export const hugeNumberManifest = fc
  .tuple(builtInText, fc.nat(), fc.constantFrom(...HUGE_NUMBERS))
  .map(([text, which, number]) => {
    const values = [
      ...text.matchAll(/(?<=[:[,]\s*)("(?:[^"\\]|\\.)*"|[-\d.eE+]+|true|false|null)(?=\s*[,\]}])/g),
    ];
    const value = values[which % values.length] as RegExpMatchArray;
    const at = value.index as number;
    return text.slice(0, at) + number + text.slice(at + value[0].length);
  });

/** Characters JSON is made of, in any order: most texts are invalid, some deeply so. */
export const tokenSoup = fc
  .array(fc.constantFrom(...'{}[]:,"\\ \n\t\r0123456789-+.eEtrufalsn'), { maxLength: 60 })
  .map((characters) => characters.join(''));

const textEdit = fc.record({
  kind: fc.constantFrom('insert', 'delete', 'replace', 'truncate', 'duplicate', 'member'),
  at: fc.nat(),
  length: fc.integer({ min: 1, max: 12 }),
  piece: fc.oneof(fc.constantFrom(...PIECES), fc.string({ unit: 'binary', maxLength: 3 })),
  member: fc.tuple(fc.constantFrom(...PROTOTYPE_KEYS), jsonValueText),
});
type TextEdit = typeof textEdit extends fc.Arbitrary<infer T> ? T : never;

/** Applies one edit; a `member` is a prototype key added to the object at the chosen `{`. */
export function editText(text: string, edit: TextEdit): string {
  const at = edit.at % (text.length + 1);
  const end = at + edit.length;
  switch (edit.kind) {
    case 'insert':
      return text.slice(0, at) + edit.piece + text.slice(at);
    case 'delete':
      return text.slice(0, at) + text.slice(end);
    case 'replace':
      return text.slice(0, at) + edit.piece + text.slice(end);
    case 'truncate':
      return text.slice(0, at);
    case 'duplicate':
      return text.slice(0, end) + text.slice(at);
    case 'member': {
      const braces = [...text.matchAll(/\{/g)].map((match) => match.index);
      const brace = braces[edit.at % Math.max(braces.length, 1)];
      if (brace === undefined) return text;
      const [name, value] = edit.member;
      const rest = text.slice(brace + 1);
      const comma = /^\s*\}/.test(rest) ? '' : ',';
      return `${text.slice(0, brace + 1)}${JSON.stringify(name)}:${value}${comma}${rest}`;
    }
  }
}

/** Text after one to four edits, so it is sometimes still JSON. */
export function editedText(base: fc.Arbitrary<string>): fc.Arbitrary<string> {
  return fc
    .tuple(base, fc.array(textEdit, { minLength: 1, maxLength: 4 }))
    .map(([text, edits]) => edits.reduce(editText, text));
}

/** Manifest text with one to three of its keys renamed to prototype keys. */
export function renamedToPrototypeKeys(base: fc.Arbitrary<string>): fc.Arbitrary<string> {
  const rename = fc.tuple(fc.nat(), fc.constantFrom(...PROTOTYPE_KEYS));
  return fc.tuple(base, fc.array(rename, { minLength: 1, maxLength: 3 })).map(([text, renames]) =>
    renames.reduce((renamed, [which, key]) => {
      const keys = [...renamed.matchAll(/"(?:[^"\\]|\\.)*"(?=\s*:)/g)];
      const found = keys[which % Math.max(keys.length, 1)];
      if (!found) return renamed;
      const at = found.index;
      return `${renamed.slice(0, at)}"${key}"${renamed.slice(at + found[0].length)}`;
    }, text),
  );
}

const byteEdit = fc.record({
  kind: fc.constantFrom('insert', 'replace', 'truncate', 'flip'),
  at: fc.nat(),
  bytes: fc.oneof(fc.constantFrom(...BAD_BYTES), fc.uint8Array({ minLength: 1, maxLength: 3 })),
  bit: fc.integer({ min: 0, max: 7 }),
});
type ByteEdit = typeof byteEdit extends fc.Arbitrary<infer T> ? T : never;

/** Applies one byte edit: invalid UTF-8, NULs, byte order marks, a cut, a flipped bit. */
export function editBytes(bytes: Uint8Array, edit: ByteEdit): Uint8Array {
  const at = edit.at % (bytes.length + 1);
  const inserted = [...edit.bytes];
  switch (edit.kind) {
    case 'insert':
      return Uint8Array.from([...bytes.subarray(0, at), ...inserted, ...bytes.subarray(at)]);
    case 'replace':
      return Uint8Array.from([
        ...bytes.subarray(0, at),
        ...inserted,
        ...bytes.subarray(at + inserted.length),
      ]);
    case 'truncate':
      return bytes.slice(0, at);
    case 'flip': {
      const copy = bytes.slice();
      if (at < copy.length) copy[at] = (copy[at] as number) ^ (1 << edit.bit);
      return copy;
    }
  }
}

/** Bytes after one to four byte edits. */
export function editedBytes(base: fc.Arbitrary<Uint8Array>): fc.Arbitrary<Uint8Array> {
  return fc
    .tuple(base, fc.array(byteEdit, { minLength: 1, maxLength: 4 }))
    .map(([bytes, edits]) => edits.reduce(editBytes, bytes));
}

/** UTF-8 bytes of text (lone surrogates become U+FFFD). */
export const utf8 = (text: string): Uint8Array => new TextEncoder().encode(text);

/** Text as UTF-16 in either byte order, with or without a byte order mark. */
export function utf16(text: string, order: 'le' | 'be', bom: boolean): Uint8Array {
  const units = [
    ...(bom ? [0xfeff] : []),
    ...Array.from({ length: text.length }, (_, i) => text.charCodeAt(i)),
  ];
  return Uint8Array.from(
    units.flatMap((unit) => (order === 'le' ? [unit & 0xff, unit >> 8] : [unit >> 8, unit & 0xff])),
  );
}

/** A manifest (sometimes with non-ASCII first) as UTF-16, with and without a byte order mark. */
export const utf16Manifest = fc
  .tuple(
    manifestText,
    fc.constantFrom('', 'é', '\uFEFF'),
    fc.constantFrom('le' as const, 'be' as const),
    fc.boolean(),
  )
  .map(([text, first, order, bom]) => utf16(first + text, order, bom));
