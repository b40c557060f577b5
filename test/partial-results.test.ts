/**
 * Partial results are never lost: a file that makes the checker fail unexpectedly is reported
 * and the others are still checked; an interrupted run still ends its JSON document, and its
 * exit status says it did not finish.
 */
import { describe, expect, it, jest } from '@jest/globals';
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const real = await import('../src/manifest/validate.js');
jest.unstable_mockModule('../src/manifest/validate.js', () => ({
  ...real,
  validateManifest: (input: string | Uint8Array, options: object) => {
    const text = typeof input === 'string' ? input : new TextDecoder().decode(input);
    if (text.includes('"boom"')) throw new TypeError('cannot read properties of undefined');
    return real.validateManifest(input, options);
  },
}));
const { checkFiles } = await import('../src/files/check-files.js');

function workspace(count: number, extra: Record<string, string> = {}): string {
  const root = mkdtempSync(path.join(tmpdir(), 'manifest-check-partial-'));
  for (let i = 0; i < count; i++) {
    const directory = path.join(root, `m${String(i).padStart(5, '0')}`);
    mkdirSync(directory);
    writeFileSync(
      path.join(directory, 'vcpkg.json'),
      `{"name": "p${i}", "version": "1", "x": ${i}}`,
    );
  }
  for (const [name, text] of Object.entries(extra)) writeFileSync(path.join(root, name), text);
  return root;
}

describe('one file failing unexpectedly', () => {
  it('is reported as an error of that file, and the files after it are checked', () => {
    const root = workspace(0, {
      'a.json': '{"name": "a", "version": "1"}',
      'b.json': '{"name": "boom", "version": "1"}',
      'c.json': '{"name": "c", "version": "1", "bogus": 1}',
    });
    const files = ['a.json', 'b.json', 'c.json'].map((name) => ({
      path: path.join(root, name),
      shownAs: name,
    }));
    const reports = [...checkFiles(files, { strict: false, errorsOnly: false })];
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

describe('an interrupted run', () => {
  it.each([
    ['SIGINT', 130],
    ['SIGTERM', 143],
  ] as const)(
    '%s: the JSON printed so far is a whole document, exit %i',
    async (signal, status) => {
      const root = workspace(4_000);
      const child = spawn(process.execPath, ['bin/manifest-check.js', '--format', 'json', root]);
      let stdout = '';
      let stderr = '';
      child.stdout.on('data', (chunk: Buffer) => {
        // Interrupt as soon as the first part is out: the run is then well under way.
        if (stdout === '') child.kill(signal);
        stdout += chunk;
      });
      child.stderr.on('data', (chunk: Buffer) => (stderr += chunk));
      const exit = await new Promise<number | null>((resolve) => child.on('close', resolve));
      expect(exit).toBe(status);
      expect(stderr).toMatch(
        new RegExp(`^manifest-check: interrupted by ${signal} after \\d+ of 4000 files\\n$`),
      );
      const report = JSON.parse(stdout) as { files: unknown[]; summary: { files: number } };
      expect(report.summary.files).toBe(report.files.length);
      expect(report.files.length).toBeLessThan(4_000);
    },
  );
});
