import { describe, expect, it } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { makeTempDir } from '../support/temp-dir.js';

// The built executable prints the paths the search found as path.join makes them, relative to
// the working directory when the root is. test/unit/find-manifests-paths.test.ts has the search.
const tree = makeTempDir('paths');
const MANIFESTS = ['vcpkg.json', 'ports/zlib/vcpkg.json', 'ports/fmt/vcpkg.json'];
for (const manifest of MANIFESTS) {
  mkdirSync(path.dirname(path.join(tree, manifest)), { recursive: true });
  writeFileSync(path.join(tree, manifest), '{"name": "x", "version": "1"}');
}

/** What path.join makes of the root and each manifest below it, sorted as the search sorts. */
function joined(root: string): string[] {
  return MANIFESTS.map((manifest) => path.join(root, manifest)).sort((a, b) =>
    a < b ? -1 : a > b ? 1 : 0,
  );
}

describe('the paths of manifests found in a directory, printed by bin/manifest-check.js', () => {
  it.each(['.', './', './/'])(
    'are relative to the working directory when the root is %j, as path.join makes them',
    (root) => {
      const output = execFileSync(
        process.execPath,
        [path.resolve('bin/manifest-check.js'), '--format', 'json', root],
        { cwd: tree, encoding: 'utf8' },
      );
      const files = (JSON.parse(output) as { files: { file: string }[] }).files;
      expect(files.map((entry) => entry.file)).toEqual(joined(root));
    },
  );
});
