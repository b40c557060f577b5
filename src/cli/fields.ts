import { refusedParameter } from '../endpoint/index.js';
import { UsageError } from './args.js';
import { STDIN_PATH } from './stdin-path.js';

/** One `-f`/`-F` argument as given. */
export interface Field {
  /** The flag as the user typed it, such as `-f` or `--field`, for messages. */
  flag: string;
  /** `key=value`, where the key is `name`, `name[]`, `name[sub]`, `name[a][b][]`, … */
  text: string;
  /** `-F`: `true`, `false`, `null`, JSON numbers and `[…]`/`{…}` JSON become those values. */
  typed: boolean;
}

/** A `-F key=@FILE` value: the text of FILE, or of standard input for `-`, read before building. */
export class FileField {
  constructor(
    /** The flag and key as typed, such as `-F body`, for messages. */
    readonly at: string,
    /** The file name after `@`; `-` is standard input. */
    readonly path: string,
  ) {}
}

/** What `-f`/`-F` arguments give: the parameters, and the `-F key=@FILE` values in them. */
export interface ParsedFields {
  /** Keys in the order first given; a `-F key=@FILE` value is a FileField until read. */
  parameters: Record<string, unknown>;
  /** The FileFields of `parameters`, in command-line order; at most one reads standard input. */
  files: FileField[];
}

/** What a key has been given as so far: one value, a `key[]=` list or a `key[sub]=` object. */
type Built =
  | { kind: 'value'; value: unknown }
  | { kind: 'list'; items: unknown[] }
  | { kind: 'object'; members: Map<string, Built> };

/** `name`, then `[sub]` members, then an optional `[]` that appends to a list. */
const KEY = /^([^[\]]+)((?:\[[^[\]]+\])*)(\[\])?$/;
const MEMBER = /\[([^[\]]+)\]/g;
/** What `-F` hands to JSON.parse: a JSON literal, a JSON number, or text opening a list or object. */
const TYPED = /^(?:true|false|null|-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?)$|^[[{]/;
const DESCRIBED: Record<Built['kind'], string> = {
  value: 'a single value',
  list: 'a list',
  object: 'an object',
};

/**
 * The parameters of `-f`/`-F` arguments, keys in the order first given. `key[]=v` appends to a
 * list and `key[sub]=v` sets a member of an object; `-F key=@FILE` is a FileField. Throws
 * UsageError for a malformed argument, a key given twice, a key given as two kinds (a list and a
 * single value, say), or standard input read twice.
 */
export function parseFields(fields: readonly Field[]): ParsedFields {
  const root = new Map<string, Built>();
  const files: FileField[] = [];
  for (const field of fields) {
    const value = addField(root, field);
    if (!(value instanceof FileField)) continue;
    const stdin = files.find((file) => file.path === STDIN_PATH);
    // Standard input ends once read: a second reader would get nothing.
    if (value.path === STDIN_PATH && stdin !== undefined)
      throw new UsageError(
        `${value.at}: standard input is read once, and ${stdin.at}=@${STDIN_PATH} reads it already`,
      );
    files.push(value);
  }
  return { parameters: toObject(root), files };
}

/** `parameters` with each FileField replaced by its text from `texts`; other values as they are. */
export function withFileTexts(value: unknown, texts: ReadonlyMap<FileField, string>): unknown {
  if (value instanceof FileField) return texts.get(value);
  if (Array.isArray(value)) return value.map((item) => withFileTexts(item, texts));
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, member]) => [key, withFileTexts(member, texts)]),
  );
}

/** Adds one argument to the parameters; returns its value. */
function addField(root: Map<string, Built>, field: Field): unknown {
  const { key, path, append, value } = readField(field);
  const at = `${field.flag} ${key}`;
  let members = root;
  // Each segment but the last is an object, made if new.
  for (const [depth, segment] of path.slice(0, -1).entries()) {
    const found: Built = members.get(segment) ?? { kind: 'object', members: new Map() };
    if (found.kind !== 'object') throw conflict(at, keyOf(path, depth), found.kind, 'object');
    members.set(segment, found);
    members = found.members;
  }
  const last = path[path.length - 1] as string;
  const found = members.get(last);
  if (found === undefined)
    members.set(last, append ? { kind: 'list', items: [value] } : { kind: 'value', value });
  else if (append && found.kind === 'list') found.items.push(value);
  else if (!append && found.kind === 'value')
    throw new UsageError(
      `${at}: "${key}" is given twice; for a list, give each item as ${key}[]=VALUE`,
    );
  else throw conflict(at, append ? key.slice(0, -2) : key, found.kind, append ? 'list' : 'value');
  return value;
}

function readField({ flag, text, typed }: Field) {
  const equals = text.indexOf('=');
  if (equals < 0) throw new UsageError(`${flag} needs key=value, got ${JSON.stringify(text)}`);
  if (equals === 0)
    throw new UsageError(`${flag} needs a key before "=", got ${JSON.stringify(text)}`);
  const key = text.slice(0, equals);
  const [, name, members = '', append] = KEY.exec(key) ?? [];
  if (name === undefined)
    throw new UsageError(
      `${flag} ${key}: expected a key such as name, name[], name[sub] or name[sub][]`,
    );
  const refused = refusedParameter(name);
  if (refused !== undefined) throw new UsageError(`${flag} ${key}: ${refused}`);
  const path = [name, ...Array.from(members.matchAll(MEMBER), ([, member]) => member as string)];
  const raw = text.slice(equals + 1);
  return {
    key,
    path,
    append: append !== undefined,
    value: typed ? typedValue(flag, key, raw) : raw,
  };
}

function conflict(at: string, key: string, was: Built['kind'], wanted: Built['kind']): UsageError {
  return new UsageError(
    `${at}: "${key}" is already ${DESCRIBED[was]}, so it cannot also be ${DESCRIBED[wanted]}`,
  );
}

/** `name[a][b]`: the key as typed, up to and including `path[depth]`. */
function keyOf(path: readonly string[], depth: number): string {
  const [name, ...members] = path.slice(0, depth + 1);
  return `${name}${members.map((member) => `[${member}]`).join('')}`;
}

function typedValue(flag: string, key: string, raw: string): unknown {
  // As in gh api: `-F key=@FILE` is the text of FILE, `@-` of standard input.
  if (raw.startsWith('@')) {
    if (raw === '@')
      throw new UsageError(
        `${flag} ${key}: @ needs a file name, or ${STDIN_PATH} for standard input`,
      );
    return new FileField(`${flag} ${key}`, raw.slice(1));
  }
  if (!TYPED.test(raw)) return raw;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch (error) {
    throw new UsageError(`${flag} ${key}: invalid JSON: ${(error as Error).message}`);
  }
  if (typeof value === 'number' && !Number.isFinite(value))
    throw new UsageError(`${flag} ${key}: ${raw} is too large for a number`);
  return value;
}

/** Plain data; `Object.fromEntries` makes even a `__proto__` key an own property. */
function toObject(members: Map<string, Built>): Record<string, unknown> {
  return Object.fromEntries(Array.from(members, ([key, built]) => [key, toValue(built)]));
}

function toValue(built: Built): unknown {
  if (built.kind === 'value') return built.value;
  return built.kind === 'list' ? built.items : toObject(built.members);
}
