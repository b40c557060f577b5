import packageJson from '../../package.json' with { type: 'json' };
import {
  findManifests,
  GivenPathError,
  MANIFEST_NAME,
  MissingPathError,
  nothingFoundMessage,
} from '../files/find-manifests.js';

import { SchemaSettingError, type SchemaSettings } from '../run/schemas/load-schemas.js';
import { schemaRefArgument } from '../run/schemas/load-schema-file.js';
import { runValidation, type FilesToCheck, type ValidationRequest } from '../run/run-validation.js';
import { checkedFileNames, documentAt, readWith } from '../run/checked-files.js';
import { quantity } from '../util/quantity.js';
import { laterFormsNote, type RunFrom } from '../run/later-forms-note.js';
import { describeInterruption } from '../report/interruption.js';
import type { RunInterrupts } from '../run/interrupts.js';
import { PAINTED } from '../report/text.js';
import { neutraliseCommands } from '../report/workflow-commands.js';
import { reporter } from './reporter.js';
import { parseCommandLine, USAGE, VALIDATE_OPTIONS, type ValidateRequest } from './args.js';
import { UsageError } from './usage-error.js';
import { STDIN_PATH } from './stdin-path.js';
import { readStreamAtMost } from '../files/read-at-most.js';
import type { FileToCheck } from '../files/file-to-check.js';
import { EXIT } from './exit.js';
import { REQUEST_OPTIONS } from './request-command.js';
import { VERSIONS_OPTIONS } from './versions-options.js';
import { FORMAT_OPTIONS, FORMAT_USAGE, parseFormatLine } from './format-args.js';
import { type Options, selectCommand, unknownCommand } from './commands.js';
import type { CliIo } from './io.js';

/** What a command of the command line is: the options it reads, and its run. */
interface Command {
  /** Its options, for parseArgs: where they stand, the command's word is no option's value. */
  readonly options: Options;
  /** Parses its arguments and runs; throws UsageError for a wrong command line. */
  run(args: string[], io: CliIo, given: CliIo): Promise<number>;
}

/**
 * The commands of the command line; `validate` runs when none is named. The registry checks and
 * the request builder load only for their command: they are no part of a validation's start-up.
 */
const COMMANDS = {
  validate: { options: VALIDATE_OPTIONS, run: validate },
  format: { options: FORMAT_OPTIONS, run: format },
  versions: {
    options: VERSIONS_OPTIONS,
    run: async (args, io, given) =>
      (await import('./versions.js')).runVersionsLine(args, io, given.stdout),
  },
  request: {
    options: REQUEST_OPTIONS,
    run: async (args, io) => (await import('./request.js')).runRequestLine(args, io),
  },
} as const satisfies Record<string, Command>;

/** The command `argv` runs (`validate` when it names none), and that command's arguments. */
export function commandOf(argv: string[]) {
  return selectCommand(argv, COMMANDS, 'validate');
}

/**
 * Runs a command line; returns the exit status. Never throws for anything a user can cause.
 * Everything it prints may come from a file, so none of it can be a workflow command.
 */
export async function runCli(argv: string[], given: CliIo): Promise<number> {
  const io: CliIo = {
    ...given,
    // The painter's colours are the only control sequences printed as they are.
    stdout: (text) => given.stdout(neutraliseCommands(text, PAINTED)),
    stderr: (text) => given.stderr(neutraliseCommands(text, PAINTED)),
  };
  const { name, args } = commandOf(argv);
  const command: Command = COMMANDS[name];
  try {
    return await command.run(args, io, given);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    // What to run for the usage: the default command's help is the program's.
    const help = name === 'validate' ? 'manifest-check --help' : `manifest-check ${name} --help`;
    io.stderr(`manifest-check: ${error.message}\nRun '${help}' for usage.\n`);
    return EXIT.usage;
  }
}

/** The default command: checks the manifests the PATHs name, or prints the help or the version. */
async function validate(args: string[], io: CliIo, given: CliIo): Promise<number> {
  const request = parseCommandLine(args);
  if (request.command !== 'validate') {
    io.stdout(request.command === 'help' ? USAGE : `${packageJson.version}\n`);
    return EXIT.ok;
  }
  // A first word that names nothing may be a mistyped command (`formt`).
  const word = args[0] === request.paths[0] && !request.hook ? args[0] : undefined;
  return await runAndSay(
    {
      schemas: schemaSettings(request),
      files: (interrupts) => withStdin({ ...request, commandWord: word }, io, interrupts),
      check: {
        strict: request.strict,
        profile: request.profile,
        manifestKind: request.manifestKind,
        errorsOnly: request.quiet,
        maxFileSize: request.maxFileSize,
      },
      // Only the github format's own commands, each value in them neutralised, pass unneutralised.
      sinks: () => ({ sinks: [reporter(request, io, given.stdout)] }),
    },
    io,
    request.hook ? 'hook' : 'command-line',
  );
}

/**
 * The files the PATHs name, after standard input when a PATH is `-`: its bytes (at most
 * --max-file-size of them) under its name, which also decides its kind and document. The other
 * PATHs are searched first: a PATH that names nothing is a usage error at once, not once standard
 * input has ended. A signal stops the read (Ctrl-C while a terminal is read): the run then checks
 * nothing and says it was interrupted.
 */
async function withStdin(
  request: ValidateRequest & { commandWord?: string },
  io: CliIo,
  interrupts: RunInterrupts | undefined,
): Promise<FilesToCheck> {
  if (request.stdinName === undefined) return manifestsToCheck(request, io);
  const paths = request.paths.filter((path) => path !== STDIN_PATH);
  const found =
    paths.length === 0
      ? { files: [], unreadable: [] }
      : manifestsToCheck({ ...request, paths }, io);
  const stream = io.stdinStream();
  const reading = readStreamAtMost(stream, request.maxFileSize);
  const read = await (interrupts?.waitFor(reading) ?? reading);
  // A read still waiting would keep the process alive: it ends with the stream.
  if (read === undefined) stream.destroy();
  const stdin: FileToCheck = {
    path: request.stdinName,
    read: read ?? { ok: false, kind: 'unreadable', reason: 'not read: the run was interrupted' },
  };
  return { files: [stdin, ...found.files], unreadable: found.unreadable };
}

/**
 * The format command: a run of the current profile (errors only: a warning does not stop vcpkg
 * from writing a file) that holds every manifest to vcpkg's canonical form, and writes it there
 * unless only asked to check; or prints its help.
 */
async function format(args: string[], io: CliIo): Promise<number> {
  const request = parseFormatLine(args);
  if (request.command === 'help') {
    io.stdout(FORMAT_USAGE);
    return EXIT.ok;
  }
  // A configuration named as a PATH is checked as vcpkg reads it; vcpkg formats manifests only.
  let configurations = 0;
  const files = () => {
    const found = manifestsToCheck({ ...request, profile: 'current' }, io, [MANIFEST_NAME]);
    configurations = found.files.filter(
      (file) => documentAt(file.path, 'current') === 'configuration',
    ).length;
    return found;
  };
  const status = await runAndSay(
    {
      schemas: {
        refs: [],
        manifestSchemas: [],
        vcpkgChecks: false,
        fromManifest: false,
        reading: { maxFileSize: request.maxFileSize, ...SCHEMA_OPTION_NAMES },
      },
      files,
      check: {
        strict: false,
        profile: 'current',
        manifestKind: request.manifestKind,
        errorsOnly: true,
        maxFileSize: request.maxFileSize,
        canonicalForm: {
          mode: request.mode === 'write' ? 'write' : 'check',
          keepTexts: request.mode === 'diff',
        },
      },
      sinks: () => ({
        sinks: [reporter({ format: 'text', quiet: false, color: request.color }, io)],
      }),
    },
    io,
  );
  if (configurations > 0)
    io.stderr(
      `manifest-check: note: ${quantity(configurations, 'vcpkg-configuration.json file')} checked as vcpkg reads ${configurations === 1 ? 'it' : 'them'}, not formatted: vcpkg format-manifest writes manifests only (it reads a configuration as a manifest, and refuses it)\n`,
    );
  return status;
}

/**
 * Runs the checks, then says what the report does not: the run's note (in the words of a hook's
 * configuration when `from` a hook), an interruption.
 */
async function runAndSay(
  validation: ValidationRequest,
  io: CliIo,
  from: RunFrom = 'command-line',
): Promise<number> {
  const files: ValidationRequest['files'] = async (interrupts) => {
    const found = await validation.files(interrupts);
    io.tune?.(found.files.length);
    return found;
  };
  const run = await runValidation({ ...validation, files, whenWritten: io.whenWritten }).catch(
    (error: unknown) => {
      throw error instanceof SchemaSettingError ? new UsageError(error.message) : error;
    },
  );
  // Once per run, on standard error: the report on standard output stays the report.
  if (run.laterForms !== undefined)
    io.stderr(`manifest-check: note: ${laterFormsNote(run.laterForms, from)}\n`);
  if (run.interrupted !== undefined) {
    io.stderr(`manifest-check: ${describeInterruption(run.interrupted)}\n`);
    return run.interrupted.signal === 'SIGTERM' ? EXIT.terminated : EXIT.interrupted;
  }
  return run.summary.errors > 0 ? EXIT.problems : EXIT.ok;
}

/** How schema messages name the command line's schema options. */
const SCHEMA_OPTION_NAMES = {
  refOption: '--schema-ref',
  manifestOption: '--manifest-schema',
  fromManifestOption: '--schema-from-manifest',
};

/** The schema options of a command line, as the validation run takes them. */
function schemaSettings(request: ValidateRequest): SchemaSettings {
  const { schemaFile } = request;
  return {
    schema:
      schemaFile === undefined
        ? undefined
        : { path: schemaFile, shownAs: schemaFile, named: `the --schema file ${schemaFile}` },
    refs: request.schemaRefs.map(schemaRefArgument),
    manifestSchemas: request.manifestSchemas.map((file) => ({ path: file })),
    vcpkgChecks: request.vcpkgChecks,
    fromManifest: request.schemaFromManifest,
    reading: { maxFileSize: request.maxFileSize, ...SCHEMA_OPTION_NAMES },
  };
}

/**
 * The files the PATHs name: under `--profile current`, a directory's `vcpkg-configuration.json`
 * files too. A PATH that names none is a usage error.
 */
function manifestsToCheck(
  request: Pick<ValidateRequest, 'paths' | 'hook' | 'profile'> & { commandWord?: string },
  io: CliIo,
  names: readonly string[] = checkedFileNames(request.profile),
): FilesToCheck {
  let found;
  try {
    found = findManifests(request.paths, {
      hookRoot: request.hook ? { path: '.', name: 'the repository' } : undefined,
      names,
      readWith: (file) => readWith(file, request.profile),
      // A long search tunes V8 as soon as it is long enough, before the rest of it runs.
      onFound: io.tune,
    });
  } catch (error) {
    if (!(error instanceof GivenPathError)) throw error;
    const mistyped = error instanceof MissingPathError && error.path === request.commandWord;
    throw (
      (mistyped && unknownCommand(error.path, Object.keys(COMMANDS))) ||
      new UsageError(`${error.message}${missingPathHint(error.path, request.hook)}`)
    );
  }
  const nothingFound = nothingFoundMessage(found, request.paths, names);
  if (nothingFound !== undefined) throw new UsageError(nothingFound);
  return found;
}

/**
 * Why a path that looks like an option was taken as a path: options end at the first path, and a
 * hook's at its `--`.
 */
function missingPathHint(given: string, hook: boolean): string {
  if (!given.startsWith('-')) return '';
  return hook
    ? "; after --hook every argument is a file name until a --: end the hook's options (pre-commit's args:) with --"
    : '; options come before the first PATH: every argument after it is a PATH';
}
