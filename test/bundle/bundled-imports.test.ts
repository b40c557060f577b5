/**
 * Every import of the bundles was resolved when they were built. ncc leaves an import it cannot
 * resolve as `eval("require")(...)`, which fails only when its code runs: a generated validator
 * that named a module by a path the bundler did not map was one, and every run of it failed.
 */
import { describe, expect, it } from '@jest/globals';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** The JavaScript files of a bundle folder and its subfolders. */
function scripts(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(folder, entry.name);
    if (entry.isDirectory()) return scripts(file);
    return entry.name.endsWith('.js') ? [file] : [];
  });
}

describe('the bundles', () => {
  it('hold no import left unresolved', () => {
    const files = scripts('dist');
    expect(files.length).toBeGreaterThan(10);
    const unresolved = files.flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/eval\("require"\)\(([^)]*)\)/g)].map(
        (match) => `${file}: ${match[1]}`,
      ),
    );
    expect(unresolved).toEqual([]);
  });
});
