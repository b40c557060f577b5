/**
 * Standard input as the built executable meets it: a directory is an error saying standard input
 * could not be read, not an empty manifest.
 */
import { describe, expect, it } from '@jest/globals';
import { spawnSync } from 'node:child_process';
import { closeSync, openSync } from 'node:fs';
import path from 'node:path';
import { makeTempDir } from '../support/temp-dir.js';

const BIN = path.resolve('bin/manifest-check.js');

describe('manifest-check - with standard input that is no stream of bytes', () => {
  it('a directory: cannot read standard input: is a directory', () => {
    const directory = openSync(makeTempDir('stdin-directory'), 'r');
    try {
      const run = spawnSync(process.execPath, [BIN, '-'], {
        stdio: [directory, 'pipe', 'pipe'],
        encoding: 'utf8',
      });
      expect(run.status).toBe(1);
      expect(run.stdout.split('\n')[0]).toBe(
        '<stdin>:1:1: error: cannot read standard input: is a directory [file]',
      );
    } finally {
      closeSync(directory);
    }
  });
});
