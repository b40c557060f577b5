// "Did you mean …?" for a mistyped option or value of the command line.
import { escapeHiddenOrReordering, jsonQuoted } from '../util/control-characters.js';
import { closestWord } from '../util/closest-word.js';
import { listWords } from '../util/list-words.js';
import { firstSentence, UsageError } from './usage-error.js';

/**
 * The closest of `known` to a mistyped `word`, when it is near enough to be what was meant: the
 * same word in other capitals (`GITHUB`), or at most 2 edits, or a third of its length for a
 * longer word; undefined otherwise.
 */
export function meant(word: string, known: readonly string[]): string | undefined {
  const sameLetters = known.find((choice) => choice.toLowerCase() === word.toLowerCase());
  if (sameLetters !== undefined) return sameLetters;
  const closest = closestWord(word, known);
  if (closest === undefined) return undefined;
  return closest.distance <= Math.max(2, Math.floor(closest.word.length / 3))
    ? closest.word
    : undefined;
}

/** `; did you mean X?`, or nothing when no choice is near. */
function didYouMean(suggestion: string | undefined): string {
  return suggestion === undefined ? '' : `; did you mean ${suggestion}?`;
}

/** Node's code for an option parseArgs does not know. */
const UNKNOWN_OPTION = 'ERR_PARSE_ARGS_UNKNOWN_OPTION';
/** The long option named in parseArgs' message: `Unknown option '--stirct'. …`. */
const NAMED_OPTION = /^Unknown option '--([^'=]+)'/;

/**
 * The UsageError for an error of parseArgs: its first sentence, and for an unknown long option,
 * the known one it is near (`unknown option '--stirct'; did you mean --strict?`).
 */
export function commandLineError(error: unknown, options: object): UsageError {
  const message = (error as Error).message;
  // parseArgs repeats the argument as given: an escape sequence in it must not reach a terminal.
  const reason = escapeHiddenOrReordering(firstSentence(message));
  if ((error as NodeJS.ErrnoException).code !== UNKNOWN_OPTION) return new UsageError(reason);
  const name = NAMED_OPTION.exec(message)?.[1];
  const suggestion = name === undefined ? undefined : meant(name, Object.keys(options));
  return new UsageError(`${reason}${didYouMean(suggestion && `--${suggestion}`)}`);
}

/**
 * `unknown --format "jsn"; expected text, json, sarif or github; did you mean json?`: the
 * UsageError for a value of `option` that is none of `choices`.
 */
export function unknownChoice(
  option: string,
  value: string,
  choices: readonly string[],
): UsageError {
  return new UsageError(
    `unknown ${option} ${jsonQuoted(value)}; expected ${listWords([...choices], 'or')}${didYouMean(meant(value, choices))}`,
  );
}
