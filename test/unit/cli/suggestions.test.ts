import { describe, expect, it } from '@jest/globals';
import { meant } from '../../../src/cli/suggest.js';
import { cli } from '../../support/run-cli.js';

/** The first line a command line prints on standard error, and its status. */
async function refusal(args: string[]): Promise<[number, string | undefined]> {
  const run = await cli(args);
  return [run.status, run.stderr.split('\n')[0]];
}

describe('did you mean …?', () => {
  it.each([
    [['--stirct', '.'], "unknown option '--stirct'; did you mean --strict?"],
    [['--qiuet'], "unknown option '--qiuet'; did you mean --quiet?"],
    [['--colour=never'], "unknown option '--colour'; did you mean --color?"],
    [
      ['--stdin-file-name', 'x', '-'],
      "unknown option '--stdin-file-name'; did you mean --stdin-filename?",
    ],
    [
      ['--format', 'jsn'],
      'unknown --format "jsn"; expected text, json, sarif or github; did you mean json?',
    ],
    [
      ['--format', 'GitHub'],
      'unknown --format "GitHub"; expected text, json, sarif or github; did you mean github?',
    ],
    [
      ['--format', 'GITHUB'],
      'unknown --format "GITHUB"; expected text, json, sarif or github; did you mean github?',
    ],
    [
      ['--profile', 'curent'],
      'unknown --profile "curent"; expected spec or current; did you mean current?',
    ],
    [
      ['--manifest-kind', 'ports'],
      'unknown --manifest-kind "ports"; expected port or project; did you mean port?',
    ],
    [
      ['--color', 'allways'],
      'unknown --color "allways"; expected auto, always or never; did you mean always?',
    ],
    [['format', '--chek'], "unknown option '--chek'; did you mean --check?"],
    [
      ['format', '--color', 'nevr'],
      'unknown --color "nevr"; expected auto, always or never; did you mean never?',
    ],
    [
      ['format', '--manifest-kind', 'projcet'],
      'unknown --manifest-kind "projcet"; expected port or project; did you mean project?',
    ],
    [['request', '/a', '--heder', 'a: b'], "unknown option '--heder'; did you mean --header?"],
    [
      ['request', '/a', '--format', 'crul'],
      'unknown --format "crul"; expected json or curl; did you mean curl?',
    ],
  ])('%j', async (args, message) => {
    expect(await refusal(args)).toEqual([2, `manifest-check: ${message}`]);
  });

  it('suggests nothing when no choice is near', async () => {
    expect(await refusal(['--bogus'])).toEqual([2, "manifest-check: unknown option '--bogus'"]);
    expect(await refusal(['--format', 'xml'])).toEqual([
      2,
      'manifest-check: unknown --format "xml"; expected text, json, sarif or github',
    ]);
    // An option of another command is not suggested for this one.
    expect(await refusal(['format', '--strict'])).toEqual([
      2,
      "manifest-check: unknown option '--strict'",
    ]);
  });

  it('repeats an unknown option with its control characters escaped: none reaches a terminal', async () => {
    expect(await refusal(['--a\u001b]0;x\u0007b', '.'])).toEqual([
      2,
      "manifest-check: unknown option '--a\\u001b]0;x\\u0007b'",
    ]);
  });

  it('takes a choice at most 2 edits away, or a third of its length', () => {
    expect(meant('sarf', ['text', 'sarif'])).toBe('sarif');
    expect(meant('x', ['text', 'json'])).toBeUndefined();
    expect(meant('manfestkidn', ['manifest-kind'])).toBe('manifest-kind');
    expect(meant('manifest', ['manifest-kind'])).toBeUndefined();
  });
});
