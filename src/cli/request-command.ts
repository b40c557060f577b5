// Which command a command line runs: kept apart from the request command's parser so that a
// validation does not load the request builder.
import { parseArgs, type ParseArgsConfig } from 'node:util';
import { VALIDATE_OPTIONS } from './args.js';

/** The word that selects the request command. */
export const REQUEST_COMMAND = 'request';

/** The options of `request`, for parseArgs. */
export const REQUEST_OPTIONS = {
  method: { type: 'string', short: 'X' },
  'raw-field': { type: 'string', short: 'f', multiple: true },
  field: { type: 'string', short: 'F', multiple: true },
  header: { type: 'string', short: 'H', multiple: true },
  data: { type: 'string' },
  input: { type: 'string' },
  'base-url': { type: 'string' },
  preview: { type: 'string', multiple: true },
  'media-format': { type: 'string' },
  format: { type: 'string' },
  operation: { type: 'string' },
  api: { type: 'string' },
  'no-route-check': { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
} as const satisfies NonNullable<ParseArgsConfig['options']>;

/**
 * The arguments after the word `request` when it is the first positional argument, so that
 * options may come before it; otherwise undefined.
 */
export function requestArguments(argv: string[]): string[] | undefined {
  return commandArguments(argv, REQUEST_COMMAND, REQUEST_OPTIONS);
}

/**
 * The arguments after `command` (`request`, `format`) when it is the first positional argument,
 * so that options may come before it; otherwise undefined. `options` are the command's own.
 */
export function commandArguments(
  argv: string[],
  command: string,
  options: NonNullable<ParseArgsConfig['options']>,
): string[] | undefined {
  // Without the word anywhere there is no such command: a validation skips the parse.
  if (!argv.includes(command)) return undefined;
  // Both commands' options, so that the value of an option is never taken for the command.
  const { tokens } = parseArgs({
    args: argv,
    options: { ...VALIDATE_OPTIONS, ...options },
    allowPositionals: true,
    strict: false,
    tokens: true,
  });
  const first = tokens.find((token) => token.kind === 'positional');
  if (first?.value !== command) return undefined;
  // After --hook or --, the word is a file name a hook runner appended, never the command.
  const hook = tokens.some(
    (token) =>
      token.index < first.index &&
      (token.kind === 'option-terminator' || (token.kind === 'option' && token.name === 'hook')),
  );
  return hook ? undefined : argv.toSpliced(first.index, 1);
}
