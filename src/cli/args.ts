import { parseArgs, type ParseArgsConfig } from 'node:util';
import {
  DEFAULT_MAX_FILE_SIZE,
  FILE_SIZE_EXPECTED,
  formatFileSize,
  maxFileSizeSetting,
} from '../files/file-size.js';
import { listWords } from '../list-words.js';
import { FORMATS, isFormat, type Format } from '../report/reporters.js';
import { COLOR_CHOICES, isColorChoice, type ColorChoice } from './color.js';

/** What the command line asks for. */
export type CliRequest =
  | { command: 'help' }
  | { command: 'version' }
  | {
      command: 'validate';
      paths: string[];
      format: Format;
      strict: boolean;
      schemaFile?: string;
      /** More schema files, registered by their `$id`s (`--schema-ref`, repeatable). */
      schemaRefs: string[];
      /** A manifest's `"$schema"` picks its schema among the registered ones. */
      schemaFromManifest: boolean;
      /** Run vcpkg's own checks under `schemaFile` even when it does not say it is vcpkg's. */
      vcpkgChecks: boolean;
      quiet: boolean;
      /** `--color`: `auto` (the default) leaves it to the environment and the terminal. */
      color: ColorChoice;
      /** Bytes: a larger file is reported and not read. */
      maxFileSize: number;
    };

/** A command line that cannot be run, with what was expected. */
export class UsageError extends Error {}

export const USAGE = `Usage: manifest-check [validate] [options] [PATH ...]
       manifest-check request ROUTE [options]

Checks vcpkg.json manifests. PATHs are files or directories; directories are searched
for vcpkg.json, skipping .git and node_modules, and a symbolic link found there to a file
outside the directory is reported, not read. The default PATH is the current directory.

Options:
  --format FORMAT       output format: text (the default), json or sarif (SARIF 2.1.0)
  --strict              check what vcpkg enforces: whole-name identifiers, and duplicate keys,
                        platform expressions and licenses as errors
  --schema FILE         check against this JSON Schema instead of the built-in one; its $refs
                        to other files are read from the .json files beside it (where its $id
                        puts them); nothing is ever fetched
  --schema-ref FILE     register one more JSON Schema file by its $id, for $refs and for
                        --schema-from-manifest; repeatable
  --schema-from-manifest
                        check each manifest against the schema its "$schema" names, when that
                        is the --schema file or a --schema-ref; else warn and use the default
  --vcpkg-checks        with --schema, also check platform expressions, licenses and feature
                        names as vcpkg does (on already when the schema's $id or title is vcpkg's)
  --max-file-size SIZE  report a larger file as an error without reading it; SIZE is bytes,
                        or KB or MB (1 KB = 1024 bytes); the default is ${formatFileSize(DEFAULT_MAX_FILE_SIZE)}
  --quiet               report errors only
  --color WHEN          colour the text output: auto (the default: on a terminal, unless
                        NO_COLOR is set or TERM is dumb; FORCE_COLOR=1 forces it, FORCE_COLOR=0
                        turns it off), always or never
  -h, --help            show this help
  -v, --version         show the version

Exit status: 0 no errors, 1 errors found, 2 usage error or output not written,
130/143 interrupted, 141 output pipe closed by its reader (as a process killed by SIGPIPE).

The request command prints the request options of a GitHub REST API route, such as
'GET /orgs/{org}/repos', without sending it; see 'manifest-check request --help'.
`;

/** The options of `validate`, for parseArgs. */
export const VALIDATE_OPTIONS = {
  format: { type: 'string' },
  strict: { type: 'boolean' },
  schema: { type: 'string' },
  'schema-ref': { type: 'string', multiple: true },
  'schema-from-manifest': { type: 'boolean' },
  'vcpkg-checks': { type: 'boolean' },
  'max-file-size': { type: 'string' },
  quiet: { type: 'boolean' },
  color: { type: 'string' },
  help: { type: 'boolean', short: 'h' },
  version: { type: 'boolean', short: 'v' },
} as const satisfies NonNullable<ParseArgsConfig['options']>;

/** Reads the command line; throws UsageError with a one-line reason when it is wrong. */
export function parseCommandLine(argv: string[]): CliRequest {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      strict: true,
      options: VALIDATE_OPTIONS,
    });
  } catch (error) {
    throw new UsageError(firstSentence((error as Error).message));
  }
  const { values, positionals } = parsed;
  if (values.help) return { command: 'help' };
  if (values.version) return { command: 'version' };
  const paths = positionals[0] === 'validate' ? positionals.slice(1) : positionals;
  const format = values.format ?? 'text';
  if (!isFormat(format))
    throw new UsageError(
      `unknown --format ${JSON.stringify(format)}; expected ${listWords([...FORMATS], 'or')}`,
    );
  if (values.schema === '') throw new UsageError('--schema needs a file name');
  const schemaRefs = values['schema-ref'] ?? [];
  if (schemaRefs.includes('')) throw new UsageError('--schema-ref needs a file name');
  const maxFileSize = readMaxFileSize(values['max-file-size']);
  const color = values.color ?? 'auto';
  if (!isColorChoice(color))
    throw new UsageError(
      `unknown --color ${JSON.stringify(color)}; expected ${listWords([...COLOR_CHOICES], 'or')}`,
    );
  return {
    command: 'validate',
    paths: paths.length > 0 ? paths : ['.'],
    format,
    strict: values.strict ?? false,
    schemaFile: values.schema,
    schemaRefs,
    schemaFromManifest: values['schema-from-manifest'] ?? false,
    vcpkgChecks: values['vcpkg-checks'] ?? false,
    quiet: values.quiet ?? false,
    color,
    maxFileSize,
  };
}

function readMaxFileSize(text: string | undefined): number {
  const bytes = maxFileSizeSetting(text);
  if (bytes === undefined)
    throw new UsageError(
      `invalid --max-file-size ${JSON.stringify(text)}; expected ${FILE_SIZE_EXPECTED}`,
    );
  return bytes;
}

/** Node's parseArgs explains at length; the first sentence is the reason. */
export function firstSentence(message: string): string {
  const sentence = message.split(/\.\s/)[0] ?? message;
  return sentence.charAt(0).toLowerCase() + sentence.slice(1).replace(/\.$/, '');
}
