/**
 * Partial results are never lost: a file that makes the checker fail unexpectedly is reported
 * and the others are still checked. (An interrupted run still ends its JSON document:
 * test/bundle/partial-results-interrupted.test.ts.)
 */
import { describe, expect, it, jest } from '@jest/globals';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { makeTempDir } from '../support/temp-dir.js';

const real = await import('../../src/manifest/check-manifest.js');
jest.unstable_mockModule('../../src/manifest/check-manifest.js', () => ({
  ...real,
  checkManifest: (...[input, options, rules]: Parameters<typeof real.checkManifest>) => {
    const text = typeof input === 'string' ? input : new TextDecoder().decode(input as Uint8Array);
    if (text.includes('"boom"')) throw new TypeError('cannot read properties of undefined');
    return real.checkManifest(input, options, rules);
  },
}));
const { checkFiles } = await import('../../src/run/check-files.js');
const { EVERY_RULE } = await import('../support/every-rule.js');

/** A new directory with these files in it. */
function workspace(files: Record<string, string>): string {
  const root = makeTempDir('partial');
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(root, name), text);
  return root;
}

describe('one file failing unexpectedly', () => {
  it('is reported as an error of that file, and the files after it are checked', () => {
    const root = workspace({
      'a.json': '{"name": "a", "version": "1"}',
      'b.json': '{"name": "boom", "version": "1"}',
      'c.json': '{"name": "c", "version": "1", "bogus": 1}',
    });
    const files = ['a.json', 'b.json', 'c.json'].map((name) => ({
      path: path.join(root, name),
      shownAs: name,
    }));
    const reports = [...checkFiles(files, { strict: false, errorsOnly: false }, EVERY_RULE)];
    expect(
      reports.map(({ file, valid, problems }) => [
        file,
        valid,
        problems.map((p) => [p.rule, p.message]),
      ]),
    ).toEqual([
      ['a.json', true, []],
      [
        'b.json',
        false,
        [['file', 'internal error while checking the file: cannot read properties of undefined']],
      ],
      [
        'c.json',
        false,
        [['additional-property', expect.stringContaining('unknown property "bogus"')]],
      ],
    ]);
  });
});
