import { parseTree, printParseErrorCode, type ParseError } from 'jsonc-parser';
import type { ManifestSchema } from '../manifest/compile.js';
import { unlessTooDeep } from '../manifest/deep-nesting.js';
import { LineIndex } from '../manifest/line-index.js';
import { DEFAULT_MAX_FILE_SIZE } from './file-size.js';
import { resolveFileToRead } from './input-path.js';
import type { Root } from './outside-root.js';
import { describeReadFailure, readAtMost } from './read-at-most.js';

/** A schema file compiled, or why it cannot be used. */
export type LoadedSchema = { ok: true; schema: ManifestSchema } | { ok: false; message: string };

/** How a schema file is found and read. */
export interface LoadSchemaOptions {
  /** How messages name the file; the path when not given. */
  shownAs?: string;
  /** A larger file is refused unread; DEFAULT_MAX_FILE_SIZE when not given. */
  maxFileSize?: number;
  /** When given, the file (links followed) must be inside one of these, or it is not read. */
  inside?: readonly Root[];
}

const utf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * Reads and compiles a user's JSON Schema file: a regular file of at most `maxFileSize` bytes,
 * read like a manifest. A message names the file and a place in it but never quotes its text,
 * which may be any file a link leads to.
 */
export async function loadSchemaFile(
  file: string,
  { shownAs = file, maxFileSize = DEFAULT_MAX_FILE_SIZE, inside }: LoadSchemaOptions = {},
): Promise<LoadedSchema> {
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
  // Loaded only here: the compiler is big, and checking against the built-in schema needs none.
  const { compileSchema } = await import('../manifest/user-schema.js');
  const compiled = compileSchema(text, shownAs);
  return compiled.ok
    ? { ok: true, schema: compiled.schema }
    : { ok: false, message: compiled.message };
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
