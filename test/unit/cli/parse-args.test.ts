/**
 * The CLI's parseArgs (src/cli/parse-args.ts) against Node's util.parseArgs, its oracle: on every
 * command line drawn from a vocabulary of options, values, groups and oddities, under each of
 * the CLI's option tables and a table of short string options, strict and lenient, the same
 * tokens, values and positionals, or the same error code and message.
 */
import { describe, expect, it } from '@jest/globals';
import { parseArgs as nodeParseArgs, type ParseArgsConfig } from 'node:util';
import { parseArgs } from '../../../src/cli/parse-args.js';
import { VALIDATE_OPTIONS } from '../../../src/cli/args.js';
import { FORMAT_OPTIONS } from '../../../src/cli/format-args.js';
import { REQUEST_OPTIONS } from '../../../src/cli/request-command.js';
import { VERSIONS_OPTIONS } from '../../../src/cli/versions-options.js';

type Options = NonNullable<ParseArgsConfig['options']>;

const SHORTS: Options = {
  out: { type: 'string', short: 'o' },
  all: { type: 'boolean', short: 'a' },
  list: { type: 'string', short: 'l', multiple: true },
  bits: { type: 'boolean', short: 'b', multiple: true },
};

const TABLES: Record<string, Options> = {
  validate: VALIDATE_OPTIONS,
  format: FORMAT_OPTIONS,
  request: REQUEST_OPTIONS,
  versions: VERSIONS_OPTIONS,
  every: { ...VALIDATE_OPTIONS, ...FORMAT_OPTIONS, ...REQUEST_OPTIONS, ...VERSIONS_OPTIONS },
  shorts: SHORTS,
};

const WORDS = [
  ...new Set([
    ...Object.values(TABLES).flatMap((table) => Object.keys(table).map((name) => `--${name}`)),
    ...Object.keys(VALIDATE_OPTIONS).map((name) => `--${name}=x`),
    '--',
    '-',
    '',
    'a',
    'vcpkg.json',
    'validate',
    'json',
    '-x',
    '-h',
    '-v',
    '-hv',
    '-vh',
    '-hx',
    '-o',
    '-oX',
    '-ao',
    '-aoX',
    '-ab',
    '-ba',
    '-abl',
    '-la',
    '-l',
    '-b',
    '--unknown',
    '--unknown=1',
    '--=a=b',
    '--=',
    '---x',
    '--strict=',
    '--format=',
    '--format==json',
    '--__proto__',
    '--__proto__=x',
    '--constructor',
    'constructor',
    '-=',
    '--no-strict',
  ]),
];

/** A small deterministic generator (mulberry32), so every run tries the same lines. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** What a parse gives: the result as plain data, or the error's code and message. */
function outcome(parse: () => { values: object; positionals: string[]; tokens?: object[] }) {
  try {
    const { values, positionals, tokens } = parse();
    return { values: { ...values }, positionals, tokens };
  } catch (error) {
    return { code: (error as { code?: string }).code, message: (error as Error).message };
  }
}

describe('parseArgs', () => {
  const next = random(20261128);
  const lines: string[][] = [[]];
  for (let i = 0; i < 1500; i++) {
    const length = 1 + Math.floor(next() * 6);
    lines.push(Array.from({ length }, () => WORDS[Math.floor(next() * WORDS.length)] as string));
  }

  it.each(Object.keys(TABLES))('reads every line as Node 20 does, with the %s options', (name) => {
    const options = TABLES[name] as Options;
    for (const args of lines)
      for (const strict of [true, false]) {
        const config = { args, options, strict, allowPositionals: true, tokens: true } as const;
        const ours = outcome(() => parseArgs(config));
        const node = outcome(() => nodeParseArgs(config));
        expect({ args, strict, ...ours }).toEqual({ args, strict, ...node });
      }
  });

  it('says an unknown option without the positional hint where positionals are not allowed', () => {
    const config = { args: ['--nope'], options: SHORTS, tokens: true as const };
    expect(outcome(() => parseArgs(config))).toEqual(outcome(() => nodeParseArgs(config)));
    const positional = { args: ['word'], options: SHORTS, tokens: true as const };
    expect(outcome(() => parseArgs(positional))).toEqual(outcome(() => nodeParseArgs(positional)));
  });
});
