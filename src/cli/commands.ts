// Which command a command line runs, read once from the words before its options and paths.
import type { ParseArgsConfig } from 'node:util';
import { escapeHiddenOrReordering } from '../util/control-characters.js';
import { parseArgs } from './parse-args.js';
import { meant } from './suggest.js';
import { UsageError } from './usage-error.js';

/** A command's options, for parseArgs. */
export type Options = NonNullable<ParseArgsConfig['options']>;

/**
 * The command of `argv` among `commands` (by name, each with its options), `fallback` when none
 * is named, and its arguments (the command's word taken out): the first positional argument
 * names it, so that options may come before it; after `--hook` or `--` a word is a file name a
 * hook runner appended, never a command. The fallback's own word stays in its arguments, where
 * its parser reads it. One pass of parseArgs, with every command's options so that the value of
 * an option is never taken for a command; none when no command's word is there at all.
 */
export function selectCommand<Name extends string>(
  argv: string[],
  commands: Readonly<Record<Name, { readonly options: Options }>>,
  fallback: NoInfer<Name>,
): { name: Name; args: string[] } {
  const names = Object.keys(commands) as Name[];
  const named = names.filter((name) => name !== fallback && argv.includes(name));
  if (named.length === 0) return { name: fallback, args: argv };
  const { tokens } = parseArgs({
    args: argv,
    options: Object.assign({}, ...names.map((name) => commands[name].options)) as Options,
    allowPositionals: true,
    strict: false,
    tokens: true,
  });
  const first = tokens.find((token) => token.kind === 'positional');
  const name = named.find((command) => command === first?.value);
  if (first === undefined || name === undefined) return { name: fallback, args: argv };
  const hook = tokens.some(
    (token) =>
      token.index < first.index &&
      (token.kind === 'option-terminator' || (token.kind === 'option' && token.name === 'hook')),
  );
  return hook ? { name: fallback, args: argv } : { name, args: argv.toSpliced(first.index, 1) };
}

/**
 * For a first PATH that names nothing: `unknown command 'formt'; did you mean format?` when it
 * is near a command's name, else undefined (it is a missing file).
 */
export function unknownCommand(word: string, names: readonly string[]): UsageError | undefined {
  const suggestion = meant(word, names);
  if (suggestion === undefined || suggestion === word) return undefined;
  return new UsageError(
    `unknown command '${escapeHiddenOrReordering(word)}'; did you mean ${suggestion}?`,
  );
}
