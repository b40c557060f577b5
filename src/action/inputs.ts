import { listWords } from '../util/list-words.js';

/** An action input that cannot be used: names the input and says what was expected. */
export class ActionInputError extends Error {
  constructor(
    /** The input's name, as in action.yml. */
    readonly input: string,
    /** What was wrong and what was expected. */
    readonly reason: string,
  ) {
    super(`input '${input}': ${reason}`);
  }
}

/** Reads an input by name: the value trimmed (unless `raw`), `''` when not given. */
export type InputReader = (name: string, options?: { raw?: boolean }) => string;

/** YAML 1.2 core-schema booleans, as GitHub's own `getBooleanInput` reads them. */
const TRUE = ['true', 'True', 'TRUE'];
const FALSE = ['false', 'False', 'FALSE'];

/** A boolean input, its default when not given. */
export function readBoolean(read: InputReader, name: string, fallback: boolean): boolean {
  const text = read(name);
  if (text === '') return fallback;
  if (TRUE.includes(text)) return true;
  if (FALSE.includes(text)) return false;
  throw new ActionInputError(name, `expected true or false, got ${JSON.stringify(text)}`);
}

/** One of a fixed set of words, its default (which may be undefined) when not given. */
export function readChoice<T extends string, D extends T | undefined>(
  read: InputReader,
  name: string,
  choices: readonly T[],
  fallback: D,
): T | D {
  const text = read(name);
  if (text === '') return fallback;
  if ((choices as readonly string[]).includes(text)) return text as T;
  throw new ActionInputError(
    name,
    `expected ${listWords(choices, 'or')}, got ${JSON.stringify(text)}`,
  );
}
