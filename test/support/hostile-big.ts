/**
 * Big hostile manifests for the "no crash, ever" properties: a string of 10 MB in every place of
 * a manifest, and 100,000 levels of nesting. Each comes with examples that every run tries.
 */
import fc from 'fast-check';
import { utf8 } from './hostile.js';

const TEN_MB = 10 * 1024 * 1024;

/**
 * Where a 10 MB string goes (`%s` is its JSON text), and the body that is hardest on the check
 * there: a prefix, then a piece repeated, matching a pattern's group millions of times.
 */
const STRING_PLACES: [string, [string, string]][] = [
  ['{"name":%s,"version":"1"}', ['', 'a-']],
  ['{"name":"x","version":%s}', ['', '1.']],
  ['{"name":"x","version-date":%s}', ['2020-01-01', '.1']],
  ['{"name":"x","version-semver":%s}', ['1.2.3-', 'a.']],
  ['{"name":"x","version":"1","homepage":%s}', ['https://x.org/', 'a/']],
  ['{"name":"x","version":"1","license":%s}', ['', 'MIT AND ']],
  ['{"name":"x","version":"1","supports":%s}', ['', 'a&']],
  ['{"name":"x","version":"1","description":[%s]}', ['', '\\ud800']],
  ['{"name":"x","version":"1",%s:1}', ['', 'a/']],
  ['{"name":"x","version":"1","dependencies":[{"name":"y","platform":%s}]}', ['', 'a|']],
  ['{"name":"x","version":"1","dependencies":[%s]}', ['', 'a.']],
  ['{"name":"x","version":"1","features":[{"name":%s,"description":""}]}', ['', 'a-']],
  ['{"name":"x","version":"1","default-features":[%s]}', ['', 'a-']],
  ['{"name":"x","version":"1","overrides":[{"name":%s,"version":"1"}]}', ['', 'a-']],
  ['[%s]', ['', 'a']],
  ['%s', ['', '\\"']],
];
const BODIES: [string, string][] = [
  ...STRING_PLACES.map(([, body]) => body),
  ...[
    ['', 'a'],
    ['', '9'],
    ['', 'é'],
    ['', '😀'],
    ['', ' '],
    ['http://x/', '%41'],
    ['', '#'],
  ],
  ...[
    ['', '('],
    ['', 'con.'],
    ['', '\\n'],
    ['', '\\u0041'],
    ['', '\\\\'],
  ],
] as [string, string][];

/** What a 10 MB string manifest is made of. */
export interface TenMegabyteString {
  place: string;
  body: [string, string];
  /** Appended to the body; may make it invalid. */
  ending: string;
  /** Without the closing quote, the text is not JSON. */
  terminated: boolean;
  /** The last character replaced by a byte that is not UTF-8 (then the input is bytes). */
  badByte: boolean;
}

/** A manifest with one string of 10 MB (as JSON text, so escapes stay escapes). */
export function tenMegabyteManifest(string: TenMegabyteString): string | Uint8Array {
  const { place, body, ending, terminated, badByte } = string;
  const [prefix, piece] = body;
  const value = prefix + piece.repeat(Math.ceil(TEN_MB / piece.length)) + ending;
  const [before, after] = place.split('%s') as [string, string];
  const text = terminated ? `${before}"${value}"${after}` : `${before}"${value}`;
  return badByte ? Uint8Array.from([...utf8(text.slice(0, -1)), 0xff]) : text;
}

/** For each place, its hardest body, terminated and otherwise valid. */
export const TEN_MEGABYTE_EXAMPLES = STRING_PLACES.map(([place, body]) =>
  tenMegabyteManifest({ place, body, ending: '', terminated: true, badByte: false }),
);

/** 10 MB strings: any body in any place, an ending, sometimes unterminated or not UTF-8. */
export const tenMegabyteString = fc
  .record({
    place: fc.constantFrom(...STRING_PLACES.map(([place]) => place)),
    body: fc.constantFrom(...BODIES),
    ending: fc.constantFrom('', 'A', '_', '!', '#', ')', ' '),
    terminated: fc.boolean(),
    badByte: fc.boolean(),
  })
  .map(tenMegabyteManifest);

const DEPTH = 100_000;
/** Where deep nesting goes: `%s` is replaced by it. */
const DEEP_PLACES = [
  ...['%s', '{"name":"x","version":"1","x":%s}', '{"name":%s,"version":"1"}'],
  ...['{"name":"x","version":"1","dependencies":[{"name":"y","features":%s}]}'],
  ...['{"name":"x","version":"1","features":{"f":{"description":"","dependencies":%s}}}'],
];
/** One level of nesting: what opens it and what closes it. */
const LEVELS: Record<string, [string, string]> = {
  array: ['[', ']'],
  object: ['{"a":', '}'],
  'object with a duplicate key': ['{"a":1,"a":', '}'],
  'prototype key': ['{"__proto__":', '}'],
  'array after a value': ['[1,', ']'],
};

/** What a deeply nested manifest is made of. */
export interface DeepNesting {
  place: string;
  level: string;
  /** What the innermost level holds; some of these are not JSON. */
  bottom: string;
  closed: boolean;
}

/** 100,000 levels of one kind at one place. */
export function deeplyNestedManifest({ place, level, bottom, closed }: DeepNesting): string {
  const [open, close] = LEVELS[level] as [string, string];
  return place.replace('%s', open.repeat(DEPTH) + bottom + (closed ? close.repeat(DEPTH) : ''));
}

/** Every kind of level, 100,000 deep at the top, closed around a number. */
export const DEEP_EXAMPLES = Object.keys(LEVELS).map((level) =>
  deeplyNestedManifest({ place: '%s', level, bottom: '1', closed: true }),
);

/** 100,000 levels of arrays or objects, closed, unclosed, or broken at the bottom. */
export const deepNesting = fc
  .record({
    place: fc.constantFrom(...DEEP_PLACES),
    level: fc.constantFrom(...Object.keys(LEVELS)),
    bottom: fc.constantFrom('1', '"x"', '[]', '{}', '1e400', '', '1 2', '}', ']', '1,'),
    closed: fc.boolean(),
  })
  .map(deeplyNestedManifest);

/** A 4 MB configuration: two git registries of 2 MB URLs declaring the same 2,490 patterns. */
export function duplicatePatternsConfiguration(): string {
  const packages = Array.from({ length: 2_490 }, (_, i) => `p${i}`);
  const registry = (host: string) => ({
    kind: 'git',
    repository: `https://${host}.example/${'r'.repeat(2_000_000)}`,
    baseline: '0'.repeat(40),
    packages,
  });
  return JSON.stringify({
    'default-registry': { kind: 'builtin', baseline: '0'.repeat(40) },
    registries: [registry('a'), registry('b')],
  });
}
