/**
 * Nothing the CLI prints can be a workflow command, in either form the runner reads: `::name::`
 * at a line's start, and `##[name]` anywhere in a line. The pre-commit hook is the CLI, so this
 * holds for the hook's output in a workflow log too.
 */
import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { neutraliseCommands } from '../../src/report/workflow-commands.js';
import { cli } from '../support/run-cli.js';
import { makeTempDir } from '../support/temp-dir.js';

const temporary = makeTempDir('commands');

/** Whether the runner would read a command in `output`: `##[` anywhere, `::` at a line start. */
function hasCommand(output: string): boolean {
  // eslint-disable-next-line no-control-regex -- control characters are what the runner trims
  return output.includes('##[') || /(^|[\r\n])[\s\x1c-\x1f\x85\xa0]*::/.test(output);
}

describe('neutraliseCommands', () => {
  it.each([
    ['x##[error file=README.md;line=1]LGTM', 'x#\\u0023[error file=README.md;line=1]LGTM'],
    ['###[warning]x', '##\\u0023[warning]x'],
    ['a\n::error::x', 'a\n\\u003a:error::x'],
    ['a\r\n \t::error::x', 'a\r\n \t\\u003a:error::x'],
    ['::stop-commands::x', '\\u003a:stop-commands::x'],
    ['ends with #', 'ends with \\u0023'],
    ['a::b and #[x] and # and C:: stay', 'a::b and #[x] and # and C:: stay'],
  ])('%j becomes %j', (text, neutral) => {
    expect(neutraliseCommands(text)).toBe(neutral);
    expect(hasCommand(neutraliseCommands(text))).toBe(false);
  });

  it('never leaves a command, and escapes exactly what the three plain replacements do', () => {
    // The replacements in full on every text; neutraliseCommands skips those that cannot match.
    const reference = (text: string) =>
      text
        .replaceAll('##[', '#\\u0023[')
        .replace(
          // eslint-disable-next-line no-control-regex -- control characters are what .NET trims
          /(^|[\r\n])([\t\v\f \x1c-\x1f\x85\xa0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000]*):(?=:)/g,
          '$1$2\\u003a',
        )
        .replace(/#$/, '\\u0023');
    const piece = fc.constantFrom(
      '#',
      '##',
      '[',
      ':',
      '::',
      ' ',
      '\t',
      '\n',
      '\r',
      '\u3000',
      'a',
      '#[',
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 12 }), (pieces) => {
        const text = pieces.join('');
        expect(neutraliseCommands(text)).toBe(reference(text));
        expect(hasCommand(neutraliseCommands(text))).toBe(false);
      }),
      { numRuns: 2000 },
    );
  });

  it('keeps a JSON document the same document, however it is cut into chunks', () => {
    const value = {
      '##[stop-commands]pause': 'x##[error file=README.md;line=1;title=Approved]LGTM',
      list: ['\n::error::x', '#', '##', '::', 'a#', '#[b'],
    };
    const text = JSON.stringify(value, null, 2);
    for (let cut = 0; cut <= text.length; cut++) {
      const printed = neutraliseCommands(text.slice(0, cut)) + neutraliseCommands(text.slice(cut));
      expect(hasCommand(printed)).toBe(false);
      expect(JSON.parse(printed)).toEqual(value);
    }
  });
});

describe('the CLI prints no command from a manifest, in any format', () => {
  const forged = 'x##[error file=README.md;line=1;title=Approved]LGTM';
  const manifest = JSON.stringify({ name: forged, version: '1', '##[stop-commands]pause': 1 });
  const directory = path.join(temporary, 'ports-##[warning]x');
  mkdirSync(directory, { recursive: true });
  writeFileSync(path.join(directory, 'vcpkg.json'), manifest);

  it('text: the values and the path are there, each `##[` written as `#\\u0023[`', async () => {
    const run = await cli([directory]);
    expect(run.status).toBe(1);
    expect(hasCommand(run.stdout + run.stderr)).toBe(false);
    const shownPath = JSON.stringify(path.join(directory, 'vcpkg.json')).replace(
      '##[',
      '#\\u0023[',
    );
    expect(run.stdout).toContain(
      `${shownPath}:1:77: error: unknown property "#\\u0023[stop-commands]pause"; expected one of`,
    );
    expect(run.stdout).toContain('"x#\\u0023[error file=README.md;line=1;title=Approved]LGTM"');
  });

  it.each(['json', 'sarif'])(
    '%s: the document parses back to the values as they are',
    async (format) => {
      const run = await cli(['--format', format, directory]);
      expect(hasCommand(run.stdout + run.stderr)).toBe(false);
      const messages = JSON.stringify(JSON.parse(run.stdout));
      expect(messages).toContain('##[stop-commands]pause');
      expect(messages).toContain(forged.replaceAll('"', '\\"'));
    },
  );

  it('an error about a path names it without a command', async () => {
    const run = await cli([path.join(temporary, 'missing-##[error]x')]);
    expect(run.status).toBe(2);
    expect(run.stderr).toContain('missing-#\\u0023[error]x');
    expect(hasCommand(run.stderr)).toBe(false);
  });
});
