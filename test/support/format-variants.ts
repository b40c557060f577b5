/**
 * Seeded variants of the corpus's manifests for the formatter: the same data written in other
 * ways (keys shuffled at every level, the lists vcpkg sorts reordered, a dependency or feature
 * spelled as an object, 4 spaces, tabs, minified, CRLF, a byte-order mark, `\u` escapes of
 * ordinary characters), some with data added first (non-ASCII text, `$` keys holding large,
 * negative and decimal numbers) and some made projects (no name, no version).
 * Each variant says the data its formatted text must hold: `data`, its source's.
 */
import { readFileSync } from 'node:fs';
import type { ManifestKind } from '../../src/manifest/manifest-kind.js';
import { listCorpus } from './corpus.js';
import { createRandom, type Random } from './random.js';

export interface FormatVariant {
  /** `<corpus path> #<n>`, and what was done to it. */
  id: string;
  kind: ManifestKind;
  /** The variant's text, as a file would hold it. */
  text: string;
  /** The data the formatted text must hold: JSON, in the order vcpkg writes lists. */
  data: string;
  changes: string[];
}

/** A number written as given, so that `1.50` or `-0` reach the file as they are. */
class Written {
  constructor(
    readonly token: string,
    readonly kept: number,
  ) {}
}

type Data = null | boolean | number | string | Written | Data[] | { [key: string]: Data };

/** Numbers to add, each with the value vcpkg keeps: it writes six decimals (`%f`). */
const NUMBERS: readonly (readonly [token: string, kept: number])[] = [
  ['1234567890123456789', Number('1234567890123456789')],
  ['-9223372036854775808', -9223372036854775808],
  ['-42', -42],
  ['0', 0],
  ['-0', -0],
  ['1.5', 1.5],
  ['-0.25', -0.25],
  ['0.0000001', 0],
  ['123456.789', 123456.789],
  ['1.0', 1],
  ['0.0078125', 0.007812],
  ['0.0234375', 0.023438],
  ['98765432109876543210.5', Number('98765432109876543210.5')],
];
const TEXTS = [
  'é ü ß',
  'Ünïcödé “quotes”',
  '日本語のテキスト',
  'emoji 😀 and 𝄞',
  'tab\tand "quote" and \\ and /',
];

/**
 * `count` variants, the same for the same `seed`: of the ports of both corpora, a tenth made
 * projects. Empty when the corpus is absent.
 */
export function formatVariants(count: number, seed: number): FormatVariant[] {
  const corpus = listCorpus();
  if (corpus.length === 0) return [];
  const random = createRandom(seed);
  const variants: FormatVariant[] = [];
  for (let n = 0; n < count; n++) {
    const source = random.pick(corpus);
    const data = JSON.parse(readFileSync(source.file, 'utf8')) as { [key: string]: Data };
    const changes: string[] = [];
    let kind: ManifestKind = 'port';
    if (random.next() < 0.1) {
      for (const key of [
        'name',
        'version',
        'version-semver',
        'version-date',
        'version-string',
        'port-version',
      ])
        delete data[key];
      kind = 'project';
      changes.push('project');
    }
    if (random.next() < 0.3) addText(data, random, changes);
    if (random.next() < 0.3) addNumbers(data, random, changes);
    const expected = JSON.stringify(data, (_key, value: Data) =>
      value instanceof Written ? value.kept : value,
    );
    const spelled = respell(data, random, changes);
    variants.push({
      id: `${source.path} #${n}`,
      kind,
      text: layout(spelled, random, changes),
      data: expected,
      changes,
    });
  }
  return variants;
}

function addText(data: { [key: string]: Data }, random: Random, changes: string[]): void {
  const text = random.pick(TEXTS);
  const description = data.description;
  if (typeof description === 'string') data.description = `${description} ${text}`;
  else if (Array.isArray(description)) description.push(text);
  else data.description = text;
  data.$note = `${random.pick(TEXTS)}`;
  changes.push('non-ASCII text');
}

function addNumbers(data: { [key: string]: Data }, random: Random, changes: string[]): void {
  const picked = NUMBERS.filter(() => random.next() < 0.5);
  data.$numbers = picked.map(([token, kept]) => new Written(token, kept));
  changes.push(`numbers ${picked.map(([token]) => token).join(' ')}`);
}

/** The same data spelled otherwise: keys shuffled, sorted lists reordered, objects for names. */
function respell(data: Data, random: Random, changes: string[]): Data {
  const shuffleKeys = random.next() < 0.7;
  const reorder = random.next() < 0.6;
  const objects = random.next() < 0.3;
  if (shuffleKeys) changes.push('keys shuffled');
  if (reorder) changes.push('lists reordered');
  if (objects) changes.push('names as objects');
  const walk = (value: Data, key: string | undefined): Data => {
    if (Array.isArray(value)) {
      let items = value.map((item) => walk(item, undefined));
      const sorted = key === 'dependencies' || key === 'default-features' || key === 'features';
      if (sorted && reorder) items = shuffled(items, random);
      if (sorted && objects && key !== 'features')
        items = items.map((item) =>
          typeof item === 'string' && random.next() < 0.5 ? { name: item } : item,
        );
      if (key === 'dependencies' && objects)
        items = items.map((item) =>
          typeof item === 'string' && random.next() < 0.3
            ? { name: item, host: false, 'default-features': true }
            : item,
        );
      return items;
    }
    if (value === null || typeof value !== 'object' || value instanceof Written) return value;
    const entries = Object.entries(value).map(
      ([name, member]) => [name, walk(member, name)] as const,
    );
    return Object.fromEntries(shuffleKeys ? shuffled(entries, random) : entries);
  };
  return walk(data, undefined);
}

function shuffled<T>(list: readonly T[], random: Random): T[] {
  const copy = [...list];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = random.int(i + 1);
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy;
}

/** The text: an indent, minified or not, `\u` escapes, CRLF, a byte-order mark. */
function layout(data: Data, random: Random, changes: string[]): string {
  const indent = random.pick(['  ', '    ', '\t', '', ' ']);
  const escapes = random.next() < 0.3;
  changes.push(indent === '' ? 'minified' : `indent ${JSON.stringify(indent)}`);
  if (escapes) changes.push('\\u escapes');
  let text = write(data, indent, '', (text) => quote(text, escapes ? random : undefined));
  if (random.next() < 0.3) {
    text = text.replace(/\n/g, '\r\n');
    changes.push('CRLF');
  }
  if (random.next() < 0.5) text += '\n';
  if (random.next() < 0.15) {
    text = `\uFEFF${text}`;
    changes.push('BOM');
  }
  return text;
}

function quote(text: string, random: Random | undefined): string {
  if (!random) return JSON.stringify(text);
  // Some ordinary letters and every non-ASCII code unit as \uXXXX.
  let out = '"';
  for (const character of text.split('')) {
    const escaped = JSON.stringify(character).slice(1, -1);
    const spell =
      escaped !== character
        ? false
        : character.charCodeAt(0) > 0x7f || (/[a-z]/.test(character) && random.next() < 0.3);
    out += spell ? `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}` : escaped;
  }
  return `${out}"`;
}

function write(value: Data, indent: string, at: string, quoted: (text: string) => string): string {
  if (value instanceof Written) return value.token;
  if (typeof value === 'string') return quoted(value);
  if (value === null || typeof value !== 'object') return JSON.stringify(value);
  const inner = at + indent;
  const newline = indent === '' ? '' : '\n';
  const colon = indent === '' ? ':' : ': ';
  const parts = Array.isArray(value)
    ? value.map((item) => write(item, indent, inner, quoted))
    : Object.entries(value).map(
        ([key, member]) => `${quoted(key)}${colon}${write(member, indent, inner, quoted)}`,
      );
  const [open, close] = Array.isArray(value) ? ['[', ']'] : ['{', '}'];
  if (parts.length === 0) return `${open}${close}`;
  return `${open}${newline}${parts.map((part) => inner + part).join(`,${newline}`)}${newline}${at}${close}`;
}
