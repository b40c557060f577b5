import { findNodeAtLocation, parseTree } from 'jsonc-parser';
import type { ManifestSchema } from '../manifest/manifest-schema.js';
import { unlessTooDeep } from '../manifest/deep-nesting.js';
import { quoteValue } from '../manifest/describe.js';
import { severityOf } from '../manifest/rules.js';
import { LineIndex } from '../manifest/line-index.js';
import type { Problem } from '../manifest/problem.js';
import { withoutFragment } from '../manifest/schema-references.js';
import type { FileReport } from '../report/file-report.js';
import { checkFiles, type CheckOptions, type FileToCheck } from './check-files.js';
import type { UnreadableDirectory } from './walk-directories.js';
import { searchReports } from './run-checks.js';
import { DEFAULT_MAX_FILE_SIZE } from './file-size.js';
import {
  readRegistered,
  readSchemaJson,
  type LoadSchemaOptions,
  type SchemaRefFile,
} from './load-schema.js';
import { outsideRoot } from './outside-root.js';
import { readAtMost } from './read-at-most.js';
import { loadFromFolders } from './schema-folder.js';

/** The schemas a manifest's `"$schema"` may pick, and what checks any other manifest. */
export interface DeclaredSchemas {
  /** Each registered schema under its `$id` (no fragment). */
  byUri: ReadonlyMap<string, ManifestSchema>;
  /** For a manifest that names no schema, or one not registered; the built-in one when none. */
  fallback?: ManifestSchema;
  /** How a warning names the fallback: `the --schema file x.json`, `the built-in schema`. */
  fallbackName: string;
  /** How a warning names what registers schemas: `--schema-ref` or `schema-refs`. */
  refOption: string;
}

/**
 * The schemas a manifest's `"$schema"` may pick: the registered ones, and the main schema
 * (`--schema`) under its own `$id`, which is also the fallback.
 */
export function declaredSchemaSet(
  registered: Map<string, ManifestSchema>,
  main: { schema: ManifestSchema; uri?: string } | undefined,
  names: { fallbackName: string; refOption: string },
): DeclaredSchemas {
  if (main?.uri !== undefined) registered.set(main.uri, main.schema);
  return { byUri: registered, fallback: main?.schema, ...names };
}

/** The schemas by URI, or why one of them cannot be used. */
export type LoadedDeclaredSchemas =
  { ok: true; byUri: Map<string, ManifestSchema> } | { ok: false; message: string };

/**
 * Compiles each `refs` file on its own, each under its `$id`, with the others (and the `.json`
 * files beside them) for its `$ref`s; read like any schema file.
 */
export async function loadRegisteredSchemas(
  refs: readonly SchemaRefFile[],
  options: LoadSchemaOptions,
  refOption: string,
): Promise<LoadedDeclaredSchemas> {
  const registered = readRegistered(refs, options, refOption);
  if (!registered.ok) return registered;
  const { compileSchema } = await import('../manifest/user-schema.js');
  const load = loadFromFolders(
    registered.folders,
    (file, shownAs) => readSchemaJson(file, shownAs, options),
    refOption,
  );
  const byUri = new Map<string, ManifestSchema>();
  for (const document of registered.documents) {
    const documents = { base: document.uri, registered: registered.documents, load };
    const compiled = compileSchema(document.text, document.source, documents);
    if (!compiled.ok) return compiled;
    byUri.set(document.uri, compiled.schema);
  }
  return { ok: true, byUri };
}

/** Like searchReports, with each file checked against the schema its `"$schema"` names. */
export function* declaredSchemaReports(
  unreadable: readonly UnreadableDirectory[],
  files: Iterable<FileToCheck>,
  options: CheckOptions,
  declared: DeclaredSchemas,
): Generator<FileReport> {
  yield* searchReports(unreadable, [], options);
  yield* checkByDeclaredSchema(files, options, declared);
}

/**
 * Checks each file against the schema its `"$schema"` names; one that names a schema not
 * registered is checked against the fallback, with a warning at its `"$schema"` that says so.
 */
export function* checkByDeclaredSchema(
  files: Iterable<FileToCheck>,
  options: CheckOptions,
  declared: DeclaredSchemas,
): Generator<FileReport> {
  const fallback = { ...options, schema: declared.fallback };
  for (const file of files) {
    const named = declaredSchema(file, options.maxFileSize ?? DEFAULT_MAX_FILE_SIZE);
    const schema = named && declared.byUri.get(withoutFragment(named.uri));
    if (named === undefined || schema !== undefined) {
      yield* checkFiles([file], schema ? { ...options, schema } : fallback);
      continue;
    }
    for (const report of checkFiles([file], fallback)) {
      if (options.errorsOnly) yield report;
      else yield withProblem(report, unknownSchemaWarning(named, declared));
    }
  }
}

/** A manifest's `"$schema"` string and where it is; undefined when it has none (or no JSON). */
interface NamedSchema {
  uri: string;
  span: Pick<Problem, 'line' | 'column' | 'endLine' | 'endColumn'>;
}

/** Reads the file as the check will (which reports what cannot be read) to find its `"$schema"`. */
function declaredSchema(file: FileToCheck, maxFileSize: number): NamedSchema | undefined {
  if (file.root !== undefined && outsideRoot(file.path, file.root) !== undefined) return undefined;
  const read = readAtMost(file.path, maxFileSize);
  if (!read.ok) return undefined;
  const text = new TextDecoder('utf-8').decode(read.bytes);
  const tree = unlessTooDeep(() => parseTree(text));
  const node = tree && findNodeAtLocation(tree, ['$schema']);
  if (node?.type !== 'string' || typeof node.value !== 'string') return undefined;
  const lines = new LineIndex(text);
  const start = lines.at(node.offset);
  const end = lines.at(node.offset + node.length);
  return {
    uri: node.value,
    span: { line: start.line, column: start.column, endLine: end.line, endColumn: end.column },
  };
}

function unknownSchemaWarning(named: NamedSchema, declared: DeclaredSchemas): Problem {
  return {
    rule: 'unregistered-schema',
    uri: named.uri,
    severity: severityOf('unregistered-schema'),
    message: `"$schema" names ${quoteValue(named.uri)}, which no ${declared.refOption} registers (remote schemas are not fetched); checked against ${declared.fallbackName} instead`,
    pointer: '/$schema',
    ...named.span,
  };
}

/** The report with one more problem, kept in document order. */
function withProblem(report: FileReport, problem: Problem): FileReport {
  const after = report.problems.findIndex(
    (other) =>
      other.line > problem.line || (other.line === problem.line && other.column > problem.column),
  );
  const problems = [...report.problems];
  problems.splice(after < 0 ? problems.length : after, 0, problem);
  return { ...report, problems };
}
