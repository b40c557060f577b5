import { lstatSync } from 'node:fs';
import path from 'node:path';
import { compilerKnows, dialectOf } from '../../manifest/schema/dialects.js';
import {
  gatherDocuments,
  type LoadedDocument,
  type SchemaDocument,
  type SchemaDocuments,
} from '../../manifest/schema/documents.js';
import { describeFsError, realPath } from '../../files/fs-errors.js';
import { resolveFileToRead } from '../../files/input-path.js';

/** A schema file's folder and the URI folder its `$id` names: siblings there are read here. */
export interface SchemaFolder {
  /** The URI up to and with the last `/` of the schema's `$id`. */
  uriPrefix: string;
  /** The real path of the folder the schema file is in. */
  folder: string;
  /** How messages name that folder's files: the schema's `shownAs` without its file name. */
  shownFolder: string;
}

/** The folder of `file` (named `shownAs`) as found by `uri`, the URI its `$id` gives it. */
export function schemaFolder(file: string, shownAs: string, uri: string): SchemaFolder {
  // Read already, so it resolves; if not, every sibling read will say why.
  const real = realPath(path.dirname(file));
  return {
    uriPrefix: uri.slice(0, uri.lastIndexOf('/') + 1),
    folder: real.ok ? real.path : path.dirname(file),
    shownFolder: path.dirname(shownAs),
  };
}

/** Where the documents a schema's `$ref`s name are found, and how files are read. */
export interface ReferencedFiles {
  /** The URI relative `$ref`s resolve against. */
  base: string;
  /** The files registered by their `$id`s. */
  registered: SchemaDocument[];
  /** The folders whose `.json` files a `$ref` may name. */
  folders: readonly SchemaFolder[];
  /** Reads one schema file as JSON, bounded and regular-file-only; its message names `shownAs`. */
  read: (
    file: string,
    shownAs: string,
  ) => { ok: true; schema: unknown } | { ok: false; message: string };
  /** How messages name the option that registers a file: `--schema-ref` or `schema-refs`. */
  refOption: string;
}

/**
 * The documents `schema` (named `source`) needs to compile, read now: the files its `$ref`s lead
 * to in `folders`, followed as the compiler will follow them (gatherDocuments, in the dialect
 * its `$schema` names), each read once, a file that cannot be read kept as why. The documents
 * returned answer from what was read, and read nothing more.
 */
export function readReferenced(
  schema: unknown,
  source: string,
  { base, registered, folders, read, refOption }: ReferencedFiles,
): SchemaDocuments {
  const found = new Map<string, LoadedDocument>();
  const notFound: LoadedDocument = {
    ok: false,
    reason: `no such file next to the schema, and remote schemas are not fetched; give it with ${refOption}`,
  };
  const load = loadFromFolders(folders, read, refOption);
  const dialect = dialectOf(schema);
  // In a dialect that is not supported, the compiler refuses the schema before any `$ref`.
  if (dialect !== undefined)
    try {
      const recorded = (uri: string) => {
        const loaded = load(uri) ?? notFound;
        found.set(uri, loaded);
        return loaded;
      };
      gatherDocuments(schema, source, { base, registered, load: recorded }, compilerKnows(dialect));
    } catch {
      // The compiler follows the same `$ref`s and stops where this did, saying why.
    }
  return { base, registered, load: (uri) => found.get(uri) ?? notFound };
}

/**
 * Loads the documents `$ref`s name from the folders of the schema files given: a URI below a
 * folder's `uriPrefix` is the `.json` file at the same place below the folder, read only if it
 * stays inside that folder (links followed). Anything else is not found (undefined): nothing
 * is fetched.
 */
function loadFromFolders(
  folders: readonly SchemaFolder[],
  read: ReferencedFiles['read'],
  refOption: string,
): (uri: string) => LoadedDocument | undefined {
  return (uri) => {
    for (const folder of folders) {
      if (!uri.startsWith(folder.uriPrefix)) continue;
      const segments = relativeSegments(uri.slice(folder.uriPrefix.length));
      if (segments === undefined) continue;
      if (!segments[segments.length - 1]?.endsWith('.json'))
        return {
          ok: false,
          reason: `only .json files next to the schema are read; give it with ${refOption}`,
        };
      const file = path.join(folder.folder, ...segments);
      let there;
      try {
        there = lstatSync(file, { throwIfNoEntry: false });
      } catch (error) {
        return { ok: false, reason: `cannot look at ${file}: ${describeFsError(error)}` };
      }
      if (there === undefined) continue;
      const shownAs = path.join(folder.shownFolder, ...segments);
      const subject = `the schema ${shownAs}`;
      const inside = resolveFileToRead(file, subject, [
        { path: folder.folder, name: "the schema's folder" },
      ]);
      if (!inside.ok) return { ok: false, reason: inside.message };
      const loaded = read(inside.path, shownAs);
      return loaded.ok
        ? { ok: true, uri, schema: loaded.schema, source: shownAs }
        : { ok: false, reason: loaded.message };
    }
    return undefined;
  };
}

/** The path segments of a URI's rest below a folder; undefined when it is no plain path there. */
function relativeSegments(rest: string): string[] | undefined {
  if (rest === '' || /[?#\\]/.test(rest)) return undefined;
  let decoded: string;
  try {
    decoded = decodeURIComponent(rest);
  } catch {
    return undefined;
  }
  const segments = decoded.split('/');
  const plain = segments.every(
    (segment) => segment !== '' && segment !== '.' && segment !== '..' && !/[\0\\]/.test(segment),
  );
  return plain ? segments : undefined;
}
