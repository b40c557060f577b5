import { parseArgs, type ParseArgsConfig } from 'node:util';
import { listWords } from '../manifest/describe.js';

/** The output formats of `validate`. */
export const FORMATS = ['text', 'json', 'sarif'] as const;
export type Format = (typeof FORMATS)[number];

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
      quiet: boolean;
    };

/** A command line that cannot be run, with what was expected. */
export class UsageError extends Error {}

export const USAGE = `Usage: manifest-check [validate] [options] [PATH ...]
       manifest-check request ROUTE [options]

Checks vcpkg.json manifests. PATHs are files or directories; directories are searched
for vcpkg.json, skipping .git and node_modules. The default PATH is the current directory.

Options:
  --format FORMAT     output format: text (the default), json or sarif (SARIF 2.1.0)
  --strict            check what vcpkg enforces: whole-name identifiers, and duplicate keys,
                      platform expressions and licenses as errors
  --schema FILE       check against this JSON Schema instead of the built-in one
  --quiet             report errors only
  -h, --help          show this help
  -v, --version       show the version

Exit status: 0 no errors, 1 errors found, 2 usage error.

The request command prints the request options of a GitHub REST API route, such as
'GET /orgs/{org}/repos', without sending it; see 'manifest-check request --help'.
`;

/** The options of `validate`, for parseArgs. */
export const VALIDATE_OPTIONS = {
  format: { type: 'string' },
  strict: { type: 'boolean' },
  schema: { type: 'string' },
  quiet: { type: 'boolean' },
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
  return {
    command: 'validate',
    paths: paths.length > 0 ? paths : ['.'],
    format,
    strict: values.strict ?? false,
    schemaFile: values.schema,
    quiet: values.quiet ?? false,
  };
}

function isFormat(value: string): value is Format {
  return (FORMATS as readonly string[]).includes(value);
}

/** Node's parseArgs explains at length; the first sentence is the reason. */
export function firstSentence(message: string): string {
  const sentence = message.split(/\.\s/)[0] ?? message;
  return sentence.charAt(0).toLowerCase() + sentence.slice(1).replace(/\.$/, '');
}
