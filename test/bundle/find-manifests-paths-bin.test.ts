import { describe, expect, it } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { joined, makeManifestTree } from '../support/manifest-paths.js';

// The built executable prints the paths the search found as path.join makes them, relative to
// the working directory when the root is. test/unit/files/find-manifests.test.ts has the search.
const tree = makeManifestTree();

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
