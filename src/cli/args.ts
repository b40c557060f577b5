import {
  DEFAULT_MAX_FILE_SIZE,
  FILE_SIZE_EXPECTED,
  formatFileSize,
  maxFileSizeSetting,
} from '../files/file-size.js';
import { jsonQuoted } from '../util/control-characters.js';
import { FORMATS, type Format } from '../report/reporters.js';
import { COLOR_CHOICES, type ColorChoice } from './color.js';
import { commandLineError, unknownChoice } from './suggest.js';
import { parseArgs } from './parse-args.js';
import { readStdinName } from './stdin-path.js';
import { UsageError } from './usage-error.js';
import type { Options } from './commands.js';
import { schemaRefArgument } from '../run/schemas/load-schema-file.js';
import { DEFAULT_PROFILE, PROFILE_ENTRIES, PROFILES, type Profile } from '../manifest/profiles.js';
import { listWords } from '../util/list-words.js';
import { MANIFEST_KINDS, type ManifestKind } from '../manifest/manifest-kind.js';

// The commands' parsers import it from here too.
export { UsageError } from './usage-error.js';

/** What the command line asks for: the help, the version or a validation. */
export type CliRequest = { command: 'help' } | { command: 'version' } | ValidateRequest;

/** A validation: each field is the option of its name in USAGE, checked. */
export interface ValidateRequest {
  command: 'validate';
  paths: string[];
  format: Format;
  profile: Profile;
  manifestKind?: ManifestKind;
  strict: boolean;
  schemaFile?: string;
  schemaRefs: string[];
  manifestSchemas: string[];
  schemaFromManifest: boolean;
  vcpkgChecks: boolean;
  quiet: boolean;
  color: ColorChoice;
  /** Bytes: a larger file is reported and not read. */
  maxFileSize: number;
  hook: boolean;
  /** When a PATH is `-`: the name standard input is reported under (`<stdin>` by default). */
  stdinName?: string;
}

export const USAGE = `Usage: manifest-check [validate] [options] [--] [PATH ...]
       manifest-check [validate] [options] --hook [options --] [PATH ...]
       manifest-check format [options] [PATH ...]
       manifest-check versions [options] [REGISTRY]
       manifest-check request ROUTE [options]

Checks vcpkg.json manifests. PATHs are files or directories; directories are searched
for vcpkg.json, and a symbolic link found there to a file outside the directory is reported,
not read. The default PATH is the current directory. A node_modules folder below a PATH is
skipped (give it as a PATH to search it) and reported when it, or a folder directly in it,
holds a vcpkg.json; a PATH in .git is refused: .git is never searched or read.
Options come first: every argument after the first PATH, or after --, is a PATH.
A PATH of - reads one manifest from standard input (give ./- for a file named -), as much
of it as --max-file-size allows, reported as <stdin> or the --stdin-filename NAME.

Options:
  --format FORMAT       output format: text (the default), json, sarif (SARIF 2.1.0) or
                        github (a workflow command per problem, ::error file=...::message, for
                        a run: step of GitHub Actions, then the summary line)
  --profile NAME        ${profileHelp()}
  --manifest-kind KIND  with --profile current: read every manifest as a port's or a project's;
                        by default one in ports/<name>/ is a port's, any other a project's
  --strict              under spec: the 2020 spec as vcpkg parsed it then (whole-name
                        identifiers; duplicate keys, platform expressions and licenses as
                        errors), not today's vcpkg, which is --profile current; under current:
                        its warnings as errors
  --schema FILE         check against this JSON Schema instead of the built-in one; its $refs
                        to other files are read from the .json files beside it (where its $id
                        puts them); nothing is ever fetched
  --schema-ref FILE     register one more JSON Schema file by its $id, for $refs; repeatable;
                        as URI=FILE, by URI too (the address its $refs name it by)
  --manifest-schema FILE
                        with --schema-from-manifest: a schema a manifest's "$schema" may pick,
                        registered by its $id (for $refs too); repeatable
  --schema-from-manifest
                        check each manifest against the schema its "$schema" names, when that
                        is the --schema file or a --manifest-schema; else warn and use the
                        --schema file or the built-in schema; vcpkg-tool's published URL
                        (.../microsoft/vcpkg-tool/main/docs/vcpkg.schema.json) picks the
                        built-in --profile current, unless a schema given has that $id
  --vcpkg-checks        with --schema, also check platform expressions, licenses and feature
                        names as vcpkg does (on already when the schema's $id or title is vcpkg's)
  --max-file-size SIZE  report a larger file as an error without reading it; SIZE is bytes,
                        or KB or MB (1 KB = 1024 bytes); the default is ${formatFileSize(DEFAULT_MAX_FILE_SIZE)}
  --stdin-filename NAME
                        the name of the manifest read from standard input (PATH -) in the
                        report; its place also decides, as a file's would, whether it is a
                        port's manifest or a vcpkg-configuration.json, and which files beside
                        it are read with it
  --quiet               report errors only
  --color WHEN          colour the text output: auto (the default: on a terminal, unless
                        NO_COLOR is set or TERM is dumb; FORCE_COLOR=1 forces it, FORCE_COLOR=0
                        turns it off), always or never
  --hook                for git hooks, which append file names: the arguments after it are
                        file names, or the hook's own options, then --, then file names
  -h, --help            show this help
  -v, --version         show the version

Exit status: 0 no errors, 1 errors found, 2 usage error or output not written,
130/143 interrupted, 141 output pipe closed by its reader (as a process killed by SIGPIPE).

The format command writes manifests in the canonical form of today's vcpkg, as
'vcpkg format-manifest' does; see 'manifest-check format --help'.
The versions command checks a registry's version database against its ports, and with --fix
adds the entries 'vcpkg x-add-version --all' adds; see 'manifest-check versions --help'.
The request command prints the request options of a GitHub REST API route, such as
'GET /orgs/{org}/repos', without sending it; see 'manifest-check request --help'.
`;

/** `spec (the default: …) or current (…)` in the help's column, each line at most 97 characters. */
function profileHelp(): string {
  const described = PROFILES.map(
    (name) =>
      `${name} (${name === DEFAULT_PROFILE ? 'the default: ' : ''}${PROFILE_ENTRIES[name].description})`,
  );
  const text = `the built-in rules: ${listWords(described, 'or')}`;
  return (text.match(/\S.{0,72}(?= |$)/g) ?? []).join(`\n${' '.repeat(24)}`);
}

/** The options of `validate`, for parseArgs. */
export const VALIDATE_OPTIONS = {
  format: { type: 'string' },
  profile: { type: 'string' },
  'manifest-kind': { type: 'string' },
  strict: { type: 'boolean' },
  schema: { type: 'string' },
  'schema-ref': { type: 'string', multiple: true },
  'manifest-schema': { type: 'string', multiple: true },
  'schema-from-manifest': { type: 'boolean' },
  'vcpkg-checks': { type: 'boolean' },
  'max-file-size': { type: 'string' },
  quiet: { type: 'boolean' },
  color: { type: 'string' },
  help: { type: 'boolean', short: 'h' },
  version: { type: 'boolean', short: 'v' },
  hook: { type: 'boolean' },
  'stdin-filename': { type: 'string' },
} as const satisfies Options;

/** The word that may name the default command before the options and paths. */
const VALIDATE_COMMAND = 'validate';

/**
 * Where the options end and the paths begin. Without `--hook`, at `--` or at the first path
 * (after an optional leading `command` word): every argument after the first path is a path, so a
 * file name can never be read as an option, wherever it stands. After `--hook`, the arguments are
 * a git hook's: its own options (pre-commit's `args:`), ended by `--`, then the file names the
 * hook runner appends; with no `--` after `--hook`, every one of them is a file name. A file
 * named `--schema=e/vcpkg.json` is a file name either way.
 */
export function splitPaths(
  argv: string[],
  options: Options = VALIDATE_OPTIONS,
  command = VALIDATE_COMMAND,
): { optionArgs: string[]; paths: string[] } {
  // Lenient here: the strict parse of the options alone says what is wrong with them.
  const { tokens } = parseArgs({
    args: argv,
    options,
    allowPositionals: true,
    strict: false,
    tokens: true,
  });
  /** The arguments before `index` as options; those after the `skip` arguments there as paths. */
  const splitAt = (index: number, skip: number) => ({
    optionArgs: argv.slice(0, index),
    paths: argv.slice(index + skip),
  });
  let commandSeen = false;
  for (const token of tokens) {
    if (token.kind === 'option-terminator') return splitAt(token.index, 1);
    if (token.kind === 'option' && token.name === 'hook') {
      const end = argv.indexOf('--', token.index + 1);
      return end === -1 ? splitAt(token.index + 1, 0) : splitAt(end, 1);
    }
    if (token.kind !== 'positional') continue;
    // The first positional may name the command; any other one is the first path.
    if (commandSeen || token.value !== command) return splitAt(token.index, 0);
    commandSeen = true;
  }
  return { optionArgs: argv, paths: [] };
}

/**
 * A command's options, parsed strictly, with their tokens; throws UsageError with parseArgs'
 * reason in one line. Positionals are allowed: `request` takes its ROUTE so.
 */
export function parseOptions<T extends Options>(args: string[], options: T) {
  try {
    return parseArgs({ args, allowPositionals: true, strict: true, tokens: true, options });
  } catch (error) {
    throw commandLineError(error, options);
  }
}

/**
 * A command line of options then PATHs (see splitPaths), the options parsed strictly. Among the
 * options only a leading `command` word may stand: any other word there is a hook's misplaced
 * file name, which would be read as nothing.
 */
export function parseOptionsAndPaths<T extends Options>(
  argv: string[],
  options: T,
  command?: string,
) {
  const { optionArgs, paths } = splitPaths(argv, options, command ?? '');
  const { values, positionals } = parseOptions(optionArgs, options);
  const stray = positionals.find((word, index) => index > 0 || word !== command);
  if (stray === undefined) return { values, paths };
  throw new UsageError(
    `${jsonQuoted(stray)} stands among the hook's options, before --; put file names after --`,
  );
}

/**
 * `value` of `option` when it is one of `choices` (undefined when not given); else a UsageError:
 * `unknown --profile "latest"; expected spec or current`.
 */
export function readChoice<T extends string>(
  option: string,
  value: string | undefined,
  choices: readonly T[],
): T | undefined {
  if (value === undefined || (choices as readonly string[]).includes(value))
    return value as T | undefined;
  throw unknownChoice(option, value, choices);
}

/** Reads the command line; throws UsageError with a one-line reason when it is wrong. */
export function parseCommandLine(argv: string[]): CliRequest {
  const { values, paths } = parseOptionsAndPaths(argv, VALIDATE_OPTIONS, VALIDATE_COMMAND);
  if (values.help) return { command: 'help' };
  if (values.version) return { command: 'version' };
  const format = readChoice('--format', values.format, FORMATS) ?? 'text';
  const profile = readChoice('--profile', values.profile, PROFILES) ?? DEFAULT_PROFILE;
  const manifestKind = readChoice('--manifest-kind', values['manifest-kind'], MANIFEST_KINDS);
  if (values.schema === '') throw new UsageError('--schema needs a file name');
  const schemaRefs = values['schema-ref'] ?? [];
  if (schemaRefs.some((ref) => schemaRefArgument(ref).path === ''))
    throw new UsageError('--schema-ref needs a file name (after URI= when it gives a URI)');
  const manifestSchemas = values['manifest-schema'] ?? [];
  if (manifestSchemas.includes('')) throw new UsageError('--manifest-schema needs a file name');
  const maxFileSize = readMaxFileSize(values['max-file-size']);
  const color = readChoice('--color', values.color, COLOR_CHOICES) ?? 'auto';
  const hook = values.hook ?? false;
  const stdinName = readStdinName(paths, values['stdin-filename'], hook);
  return {
    command: 'validate',
    paths: paths.length > 0 ? paths : ['.'],
    format,
    profile,
    ...(manifestKind === undefined ? {} : { manifestKind }),
    strict: values.strict ?? false,
    schemaFile: values.schema,
    schemaRefs,
    manifestSchemas,
    schemaFromManifest: values['schema-from-manifest'] ?? false,
    vcpkgChecks: values['vcpkg-checks'] ?? false,
    quiet: values.quiet ?? false,
    hook,
    color,
    maxFileSize,
    ...(stdinName === undefined ? {} : { stdinName }),
  };
}

export function readMaxFileSize(text: string | undefined): number {
  const bytes = maxFileSizeSetting(text);
  if (bytes !== undefined) return bytes;
  throw new UsageError(
    `invalid --max-file-size ${JSON.stringify(text)}; expected ${FILE_SIZE_EXPECTED}`,
  );
}
