import { pathToFileURL } from 'node:url';
import {
  parseTree,
  printParseErrorCode,
  type ParseError,
} from '../../manifest/json/jsonc-parser.js';
import type { ReadSchemaFile } from '../../manifest/schema/compile-schema-files.js';
import { unlessTooDeep } from '../../manifest/json/deep-nesting.js';
import { LineIndex } from '../../manifest/json/line-index.js';
import type { SchemaDocument } from '../../manifest/schema/documents.js';
import { resolve, withoutFragment } from '../../manifest/schema/references.js';
import { isJsonObject } from '../../manifest/json/is-json-object.js';
import { DEFAULT_MAX_FILE_SIZE } from '../../files/file-size.js';
import { resolveFileToRead } from '../../files/input-path.js';
import type { Root } from '../../files/outside-root.js';
import { describeReadFailure, readAtMost } from '../../files/read-at-most.js';
import {
  readReferenced,
  schemaFolder,
  type ReferencedFiles,
  type SchemaFolder,
} from './schema-folder.js';

/** A schema file given to be registered under its `$id` (`--schema-ref`). */
export interface SchemaRefFile {
  path: string;
  /** How messages name it; the path when not given. */
  shownAs?: string;
  /**
   * The absolute URI it answers to besides its `$id` (`--schema-ref URI=FILE`), such as the
   * address it is served from; it need then name no `$id`.
   */
  uri?: string;
}

/**
 * A `--schema-ref` as written (a line of `schema-refs`): `URI=FILE` gives the file and the URI it
 * answers to, anything else is a file. It is split only where the text before the first `=` is an
 * absolute URI whose scheme has two or more characters (`https:`, `urn:`), so a path with `=` in
 * it (`a=b.json`, `C:\a=b.json`) is a path; `./https:x=y.json` is a file of that name.
 */
export function schemaRefArgument(argument: string): { path: string; uri?: string } {
  const written = /^([A-Za-z][A-Za-z0-9+.-]+:[^=]+)=/.exec(argument)?.[1];
  const uri = written === undefined ? undefined : resolve(written);
  if (uri === undefined) return { path: argument };
  return { path: argument.slice(argument.indexOf('=') + 1), uri: withoutFragment(uri) };
}

/** How schema files are read. */
export interface LoadSchemaOptions {
  /** A larger file is refused unread; DEFAULT_MAX_FILE_SIZE when not given. */
  maxFileSize?: number;
  /** When given, the file (links followed) must be inside one of these, or it is not read. */
  inside?: readonly Root[];
}

/** A schema file read as JSON: its text, its value and the real path it was read at. */
type ReadSchema =
  { ok: true; text: string; schema: unknown; path: string } | { ok: false; message: string };

const utf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * The main schema read as `read`, with the documents its `$ref`s name: the registered ones, and
 * those in its folder and in `files.folders`, read now.
 */
export function withReferenced(
  read: ReadSchema & { ok: true },
  shownAs: string,
  files: Omit<ReferencedFiles, 'base'>,
): ReadSchemaFile {
  const base = schemaUri(read.schema, read.path);
  const folders = [schemaFolder(read.path, shownAs, base), ...files.folders];
  const documents = readReferenced(read.schema, shownAs, { ...files, base, folders });
  return { text: read.text, source: shownAs, documents, id: absoluteId(read.schema) };
}

/** The files registered by their `$id`s, and their folders; each must name itself absolutely. */
export function readRegistered(
  refs: readonly SchemaRefFile[],
  options: LoadSchemaOptions,
  refOption: string,
):
  | { ok: true; documents: (SchemaDocument & { text: string })[]; folders: SchemaFolder[] }
  | { ok: false; message: string } {
  const documents: (SchemaDocument & { text: string })[] = [];
  const folders: SchemaFolder[] = [];
  for (const ref of refs) {
    const shownAs = ref.shownAs ?? ref.path;
    const read = readSchemaJson(ref.path, shownAs, options);
    if (!read.ok) return read;
    const id = absoluteId(read.schema, true);
    const uri = ref.uri ?? id;
    if (uri === undefined)
      return {
        ok: false,
        message: `the schema ${shownAs} given with ${refOption} has no absolute "$id" to be registered by; give the URI it answers to as URI=FILE`,
      };
    documents.push({ uri, schema: read.schema, source: shownAs, text: read.text });
    // Its siblings are found beside it by either URI: where it is served from, and its `$id`.
    folders.push(schemaFolder(read.path, shownAs, uri));
    if (id !== undefined && id !== uri) folders.push(schemaFolder(read.path, shownAs, id));
  }
  return { ok: true, documents, folders };
}

/**
 * The schema's `$id` (draft-04: `id`) when it is an absolute URI, without its fragment. A file
 * registered by it may name no `$schema` and still be draft-04's, read by a draft-04 schema.
 */
function absoluteId(schema: unknown, registered = false): string | undefined {
  const id = declaredId(schema, registered);
  const uri = id === undefined ? undefined : resolve(id);
  return uri === undefined ? undefined : withoutFragment(uri);
}

/** The URI a schema's relative `$ref`s resolve against: its `$id`, else its file's URL. */
function schemaUri(schema: unknown, file: string): string {
  const id = declaredId(schema, false);
  const own = pathToFileURL(file).href;
  return withoutFragment((id === undefined ? undefined : resolve(id, own)) ?? own);
}

/**
 * The URI a schema names itself by: its `$id`, else draft-04's `id` when its `$schema` names
 * draft-04 (or, with `withoutSchema`, names none). A bare `#name` is no URI.
 */
function declaredId(schema: unknown, withoutSchema: boolean): string | undefined {
  if (!isJsonObject(schema)) return undefined;
  const { $id, id, $schema } = schema;
  if (typeof $id === 'string') return $id;
  const draft04 = typeof $schema === 'string' ? $schema.includes('draft-04') : withoutSchema;
  if (typeof id !== 'string' || !draft04 || id.startsWith('#')) return undefined;
  return id;
}

/**
 * A schema file's JSON: inside `inside` when given, bounded, UTF-8, valid JSON. A message names
 * the file and a place in it but never quotes its text, which may be any file a link leads to.
 */
export function readSchemaJson(
  file: string,
  shownAs: string,
  { maxFileSize = DEFAULT_MAX_FILE_SIZE, inside }: LoadSchemaOptions,
): ReadSchema {
  const subject = `the schema ${shownAs}`;
  let readPath = file;
  if (inside !== undefined) {
    const resolved = resolveFileToRead(file, subject, inside);
    if (!resolved.ok) return resolved;
    readPath = resolved.path;
  }
  const read = readAtMost(readPath, maxFileSize);
  if (!read.ok) return { ok: false, message: describeReadFailure(read, subject) };
  let text: string;
  try {
    text = utf8.decode(read.bytes);
  } catch {
    return { ok: false, message: `${shownAs}: not valid UTF-8; a JSON Schema must be UTF-8 text` };
  }
  const syntax = jsonSyntaxError(text);
  if (syntax !== undefined) return { ok: false, message: `${shownAs}: not valid JSON: ${syntax}` };
  return {
    ok: true,
    text,
    schema: JSON.parse(text.replace(/^\uFEFF/, '')) as unknown,
    path: readPath,
  };
}

/** What is wrong where, such as `comma expected at line 2, column 15`; undefined for valid JSON. */
function jsonSyntaxError(text: string): string | undefined {
  try {
    JSON.parse(text);
    return undefined;
  } catch {
    // JSON.parse's own message quotes the text: the place comes from jsonc-parser instead.
  }
  const errors: ParseError[] = [];
  unlessTooDeep(() =>
    parseTree(text, errors, { disallowComments: true, allowTrailingComma: false }),
  );
  const first = errors[0];
  if (first === undefined) return 'nested too deeply to say where';
  const { line, column } = new LineIndex(text).at(first.offset);
  const what = printParseErrorCode(first.error)
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase();
  return `${what} at line ${line}, column ${column}`;
}
