/**
 * The tree of the tests of the paths the search finds: test/unit/files/find-manifests.test.ts
 * asks it of the search, test/bundle/find-manifests-paths-bin.test.ts of the built executable.
 */
import path from 'node:path';
import { makeTempTree } from './temp-dir.js';

/** The manifests of the tree, relative to its root. */
export const MANIFESTS = ['vcpkg.json', 'ports/zlib/vcpkg.json', 'ports/fmt/vcpkg.json'];

/** A new temporary directory with a valid manifest at each of MANIFESTS. */
export function makeManifestTree(): string {
  return makeTempTree(
    'paths',
    Object.fromEntries(MANIFESTS.map((manifest) => [manifest, '{"name": "x", "version": "1"}'])),
  );
}

/** What path.join makes of the root and each manifest below it, sorted as the search sorts. */
export function joined(root: string): string[] {
  return MANIFESTS.map((manifest) => path.join(root, manifest)).sort((a, b) =>
    a < b ? -1 : a > b ? 1 : 0,
  );
}
