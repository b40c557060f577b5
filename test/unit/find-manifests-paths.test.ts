import { describe, expect, it } from '@jest/globals';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { findManifests } from '../../src/files/find-manifests.js';
import { makeTempDir } from '../support/temp-dir.js';

// The search joins the paths it finds by concatenation, not path.join: they must read the same.
// test/bundle/find-manifests-paths-bin.test.ts asks the same of the built executable.
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

const relative = path.relative(process.cwd(), tree);
const ROOTS = [
  tree,
  `${tree}/`,
  `${tree}/.`,
  `${tree}//`,
  `${tree}/ports/..`,
  `/${tree}`,
  relative,
  `${relative}/`,
  `./${relative}`,
];

describe('the paths of manifests found in a directory', () => {
  it.each(ROOTS)('are path.join of the root as given (%s) and the path below it', async (root) => {
    const found = findManifests([root]);
    expect(found.files.map((file) => file.path)).toEqual(joined(root));
  });
});
