// Bundles each entry with ncc into dist/, writes the library's types, and publishes the schema.
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, rmSync } from 'node:fs';

const entries = [
  ['src/index.ts', 'dist'],
  ['src/cli.ts', 'dist/cli'],
  ['src/lib.ts', 'dist/lib'],
];

rmSync('dist', { recursive: true, force: true });
for (const [entry, out] of entries) {
  execFileSync('npx', ['ncc', 'build', entry, '-o', out, '--license', 'licenses.txt', '-q'], {
    stdio: 'inherit',
  });
}
execFileSync('npx', ['tsc', '-p', 'tsconfig.types.json'], { stdio: 'inherit' });
mkdirSync('schema', { recursive: true });
copyFileSync('src/manifest/schema.json', 'schema/manifest.schema.json');
