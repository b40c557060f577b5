/**
 * Partial results are never lost: an interrupted run of the built executable still ends its
 * JSON document, and its exit status says it did not finish.
 */
import { describe, expect, it } from '@jest/globals';
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { makeTempDir } from '../support/temp-dir.js';

/** A new directory with `count` manifests, each in a directory of its own. */
function workspace(count: number): string {
  const root = makeTempDir('partial');
  for (let i = 0; i < count; i++) {
    const directory = path.join(root, `m${String(i).padStart(5, '0')}`);
    mkdirSync(directory);
    writeFileSync(
      path.join(directory, 'vcpkg.json'),
      `{"name": "p${i}", "version": "1", "x": ${i}}`,
    );
  }
  return root;
}

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
        stdout += chunk.toString();
      });
      child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
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
