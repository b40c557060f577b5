/**
 * Temporary directories for tests, one helper for every suite: each is
 * `manifest-check-<prefix>-XXXXXX` in the system's temporary directory (or in `parent`), and is
 * removed after the last test of the suite that made it, by the `afterAll` that
 * test/support/setup.ts adds to every suite. So a directory may be made anywhere: while tests are
 * declared, in a hook or in a test.
 */
import { mkdirSync, mkdtempSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const made: string[] = [];

/** A new empty directory, resolved so that the real paths in messages are the paths built. */
export function makeTempDir(prefix: string, parent: string = tmpdir()): string {
  const directory = realpathSync(mkdtempSync(path.join(parent, `manifest-check-${prefix}-`)));
  made.push(directory);
  return directory;
}

/**
 * A new directory, as makeTempDir makes it, with these files in it: each a path below the
 * directory (its parent directories are made) and its text.
 */
export function makeTempTree(
  prefix: string,
  files: Record<string, string> = {},
  parent: string = tmpdir(),
): string {
  const directory = makeTempDir(prefix, parent);
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(directory, name)), { recursive: true });
    writeFileSync(path.join(directory, name), text);
  }
  return directory;
}

/** Removes every directory makeTempDir made in this suite, the last made first. */
export function removeTempDirs(): void {
  for (const directory of made.splice(0).reverse())
    rmSync(directory, { recursive: true, force: true });
}
