import { describe, expect, it } from '@jest/globals';
import path from 'node:path';
import { findManifests } from '../../../src/files/find-manifests.js';
import { joined, makeManifestTree } from '../../support/manifest-paths.js';

// The search joins the paths it finds by concatenation, not path.join: they must read the same.
// test/bundle/find-manifests-paths-bin.test.ts asks the same of the built executable.
const tree = makeManifestTree();

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
  it.each(ROOTS)('are path.join of the root as given (%s) and the path below it', (root) => {
    const found = findManifests([root]);
    expect(found.files.map((file) => file.path)).toEqual(joined(root));
  });
});

describe('a directory search', () => {
  it('calls onFound with the count it holds each time it takes a file, once for each', () => {
    const counts: number[] = [];
    const found = findManifests([tree, tree], { onFound: (count) => counts.push(count) });
    expect(found.files.length).toBeGreaterThan(1);
    expect(counts).toEqual(found.files.map((_, index) => index + 1));
  });

  it('calls it for no file a hook names: those are counted once the run has them all', () => {
    const counts: number[] = [];
    findManifests([path.join(tree, joined('.')[0] as string)], {
      hookRoot: { path: '.', name: 'the repository' },
      onFound: (count) => counts.push(count),
    });
    expect(counts).toEqual([]);
  });
});
