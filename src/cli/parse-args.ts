// Node's util.parseArgs, as Node 20 reads a command line, for the options the CLI declares.
import type { parseArgs as nodeParseArgs, ParseArgsConfig } from 'node:util';

/**
 * The command line as `util.parseArgs` of Node 20 reads it, with `tokens: true`: the same tokens,
 * values and positionals, and in strict mode the same errors (their `code` and message), for
 * options of type string or boolean with `short` and `multiple` (no `default`, no negation, as
 * the CLI declares them). Node's own is two modules of its that every run compiled anew at its
 * first call, 3.4 M instructions of a one-file hook run; this one comes from the code cache.
 * test/unit/cli/parse-args.test.ts holds it to Node's on many command lines.
 */
export function parseArgs<T extends ParseArgsConfig & { args: string[]; tokens: true }>(
  config: T,
): ReturnType<typeof nodeParseArgs<T>> {
  const options = config.options ?? {};
  const strict = config.strict ?? true;
  const allowPositionals = config.allowPositionals ?? !strict;
  const tokens = argsToTokens(config.args, options);
  // No prototype, as Node's: an option named `constructor` is a value like any other.
  const values: Record<string, unknown> = Object.create(null) as Record<string, unknown>;
  const positionals: string[] = [];
  for (const token of tokens) {
    if (token.kind === 'option') {
      if (strict) {
        checkOptionUsage(options, token, allowPositionals);
        checkOptionLikeValue(token);
      }
      storeOption(token, options, values);
    } else if (token.kind === 'positional') {
      if (!allowPositionals)
        throw new ParseArgsError(
          'ERR_PARSE_ARGS_UNEXPECTED_POSITIONAL',
          `Unexpected argument '${token.value}'. This command does not take positional arguments`,
        );
      positionals.push(token.value);
    }
  }
  return { values, positionals, tokens } as unknown as ReturnType<typeof nodeParseArgs<T>>;
}

/** An error of the command line, with the `code` Node's parseArgs gives it. */
export class ParseArgsError extends Error {
  constructor(
    readonly code:
      | 'ERR_PARSE_ARGS_UNKNOWN_OPTION'
      | 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE'
      | 'ERR_PARSE_ARGS_UNEXPECTED_POSITIONAL',
    message: string,
  ) {
    super(message);
  }
}

type Options = NonNullable<ParseArgsConfig['options']>;

type Token =
  | {
      kind: 'option';
      name: string;
      rawName: string;
      index: number;
      value: string | undefined;
      inlineValue: boolean | undefined;
    }
  | { kind: 'positional'; index: number; value: string }
  | { kind: 'option-terminator'; index: number };

function own(options: Options, name: string): Options[string] | undefined {
  return Object.hasOwn(options, name) ? options[name] : undefined;
}

function typeOf(options: Options, name: string): string | undefined {
  return own(options, name)?.type;
}

/** The long name of a short option, or the letter itself when no option has it. */
function longForShort(letter: string, options: Options): string {
  for (const [name, option] of Object.entries(options)) if (option.short === letter) return name;
  return letter;
}

function argsToTokens(args: readonly string[], options: Options): Token[] {
  const tokens: Token[] = [];
  let index = -1;
  let groupCount = 0;
  const remaining = [...args];
  while (remaining.length > 0) {
    const arg = remaining.shift() as string;
    const next = remaining[0];
    // The letters of a group (`-ab`) stand at the index of the group.
    if (groupCount > 0) groupCount--;
    else index++;
    if (arg === '--') {
      tokens.push({ kind: 'option-terminator', index });
      for (const value of remaining) tokens.push({ kind: 'positional', index: ++index, value });
      break;
    }
    const short = arg.length > 1 && arg[0] === '-' && arg[1] !== '-';
    if (short && arg.length === 2) {
      // `-f` alone: a string option takes the next argument, whatever it is.
      const name = longForShort(arg[1] as string, options);
      const takes = typeOf(options, name) === 'string' && next !== undefined;
      const value = takes ? (remaining.shift() as string) : undefined;
      tokens.push({
        kind: 'option',
        name,
        rawName: arg,
        index,
        value,
        inlineValue: takes ? false : undefined,
      });
      if (takes) ++index;
      continue;
    }
    if (short) {
      const first = longForShort(arg[1] as string, options);
      if (typeOf(options, first) !== 'string') {
        // A group of letters: each alone, up to a string option, which takes the rest.
        const expanded: string[] = [];
        for (let at = 1; at < arg.length; at++) {
          const letter = arg[at] as string;
          if (typeOf(options, longForShort(letter, options)) !== 'string' || at === arg.length - 1)
            expanded.push(`-${letter}`);
          else {
            expanded.push(`-${arg.slice(at)}`);
            break;
          }
        }
        remaining.unshift(...expanded);
        groupCount = expanded.length;
        continue;
      }
      // `-fVALUE`.
      tokens.push({
        kind: 'option',
        name: first,
        rawName: `-${arg[1]}`,
        index,
        value: arg.slice(2),
        inlineValue: true,
      });
      continue;
    }
    if (arg.length > 2 && arg.startsWith('--')) {
      // An `=` after the first letter gives a value: split at the first `=`, as Node does.
      if (!arg.includes('=', 3)) {
        const name = arg.slice(2);
        const takes = typeOf(options, name) === 'string' && next !== undefined;
        const value = takes ? (remaining.shift() as string) : undefined;
        tokens.push({
          kind: 'option',
          name,
          rawName: arg,
          index,
          value,
          inlineValue: takes ? false : undefined,
        });
        if (takes) ++index;
      } else {
        const equals = arg.indexOf('=');
        const name = arg.slice(2, equals);
        tokens.push({
          kind: 'option',
          name,
          rawName: `--${name}`,
          index,
          value: arg.slice(equals + 1),
          inlineValue: true,
        });
      }
      continue;
    }
    tokens.push({ kind: 'positional', index, value: arg });
  }
  return tokens;
}

function checkOptionUsage(
  options: Options,
  token: Extract<Token, { kind: 'option' }>,
  allowPositionals: boolean,
): void {
  const option = own(options, token.name);
  if (option === undefined) {
    const asPositional = allowPositionals
      ? `. To specify a positional argument starting with a '-', place it at the end of the command after '--', as in '-- ${JSON.stringify(token.rawName)}`
      : '';
    throw new ParseArgsError(
      'ERR_PARSE_ARGS_UNKNOWN_OPTION',
      `Unknown option '${token.rawName}'${asPositional}`,
    );
  }
  const shortAndLong = `${option.short ? `-${option.short}, ` : ''}--${token.name}`;
  if (option.type === 'string' && typeof token.value !== 'string')
    throw new ParseArgsError(
      'ERR_PARSE_ARGS_INVALID_OPTION_VALUE',
      `Option '${shortAndLong} <value>' argument missing`,
    );
  if (option.type === 'boolean' && token.value != null)
    throw new ParseArgsError(
      'ERR_PARSE_ARGS_INVALID_OPTION_VALUE',
      `Option '${shortAndLong}' does not take an argument`,
    );
}

/** A value taken from the next argument that looks like an option: a forgotten value. */
function checkOptionLikeValue(token: Extract<Token, { kind: 'option' }>): void {
  const { value, rawName, name } = token;
  if (token.inlineValue || value === undefined || value.length <= 1 || value[0] !== '-') return;
  const example = rawName.startsWith('--')
    ? `'${rawName}=-XYZ'`
    : `'--${name}=-XYZ' or '${rawName}-XYZ'`;
  throw new ParseArgsError(
    'ERR_PARSE_ARGS_INVALID_OPTION_VALUE',
    `Option '${rawName}' argument is ambiguous.\nDid you forget to specify the option argument for '${rawName}'?\nTo specify an option argument starting with a dash use ${example}.`,
  );
}

function storeOption(
  token: Extract<Token, { kind: 'option' }>,
  options: Options,
  values: Record<string, unknown>,
): void {
  const { name } = token;
  if (name === '__proto__') return;
  const value = token.value ?? true;
  if (own(options, name)?.multiple) {
    const held = values[name] as unknown[] | undefined;
    if (held) held.push(value);
    else values[name] = [value];
  } else values[name] = value;
}
