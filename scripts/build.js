// Compiles the built-in schemas to standalone code, bundles each entry with ncc into dist/,
// writes the library's types, and publishes the schema.
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const ncc = (entry, out, ...flags) =>
  execFileSync(
    'npx',
    ['ncc', 'build', entry, '-o', out, '--license', 'licenses.txt', '-q', ...flags],
    { stdio: 'inherit' },
  );

// The schema compiler is TypeScript that imports the schema's sources: bundle it, then run it.
const compiler = mkdtempSync(path.join(tmpdir(), 'manifest-check-compiler-'));
try {
  // Transpile only: the sources it would type-check import the code it is about to write.
  ncc('scripts/compile-schemas.ts', compiler, '--transpile-only');
  execFileSync(process.execPath, [path.join(compiler, 'index.js')], { stdio: 'inherit' });
} finally {
  rmSync(compiler, { recursive: true, force: true });
}

const entries = [
  ['src/index.ts', 'dist'],
  ['src/cli.ts', 'dist/cli'],
  ['src/lib.ts', 'dist/lib'],
];
rmSync('dist', { recursive: true, force: true });
for (const [entry, out] of entries) ncc(entry, out);
execFileSync('npx', ['tsc', '-p', 'tsconfig.types.json'], { stdio: 'inherit' });
mkdirSync('schema', { recursive: true });
copyFileSync('src/manifest/schema.json', 'schema/manifest.schema.json');
