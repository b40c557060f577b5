import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { findManifests } from '../src/files/find-manifests.js';

// The search joins the paths it finds by concatenation, not path.join: they must read the same.
const tree = realpathSync(mkdtempSync(path.join(os.tmpdir(), 'manifest-check-')));
const MANIFESTS = ['vcpkg.json', 'ports/zlib/vcpkg.json', 'ports/fmt/vcpkg.json'];
for (const manifest of MANIFESTS) {
  mkdirSync(path.dirname(path.join(tree, manifest)), { recursive: true });
  writeFileSync(path.join(tree, manifest), '{"name": "x", "version": "1"}');
}
afterAll(() => rmSync(tree, { recursive: true, force: true }));

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
    const found = await findManifests([root]);
    expect(found.files.map((file) => file.path)).toEqual(joined(root));
  });

  it.each(['.', './', './/'])(
    'are relative to the working directory when the root is %j, as path.join makes them',
    (root) => {
      expect.hasAssertions();
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
