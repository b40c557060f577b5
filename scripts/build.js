// Compiles the built-in schemas to standalone code, bundles each entry with ncc into dist/,
// writes the library's types, and publishes the schema.
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ncc from '@vercel/ncc';
import { asciiOnly } from './ascii-only.js';

/**
 * Bundles `entry` into the folder `out`: index.js, its lazily loaded chunks, licenses.txt, and a
 * package.json saying which module system they use. `esm: false` makes a CommonJS bundle.
 */
async function bundle(entry, out, { esm = true, transpileOnly = false } = {}) {
  const { code, assets } = await ncc(path.resolve(entry), {
    esm,
    filename: 'index.js',
    license: 'licenses.txt',
    transpileOnly,
    cache: false,
    quiet: true,
  });
  mkdirSync(out, { recursive: true });
  writeFileSync(path.join(out, 'index.js'), asciiOnly(code, path.join(out, 'index.js')));
  for (const [name, asset] of Object.entries(assets)) {
    const file = path.join(out, name);
    const source = name.endsWith('.js') ? asciiOnly(String(asset.source), file) : asset.source;
    writeFileSync(file, source, { mode: asset.permissions });
  }
  const type = esm ? 'module' : 'commonjs';
  writeFileSync(path.join(out, 'package.json'), `${JSON.stringify({ type }, null, 2)}\n`);
}

// The schema compiler is TypeScript that imports the schema's sources: bundle it, then run it.
const compiler = mkdtempSync(path.join(tmpdir(), 'manifest-check-compiler-'));
try {
  // Transpile only: the sources it would type-check import the code it is about to write.
  await bundle('scripts/compile-schemas.ts', compiler, { transpileOnly: true });
  execFileSync(process.execPath, [path.join(compiler, 'index.js')], { stdio: 'inherit' });
} finally {
  rmSync(compiler, { recursive: true, force: true });
}

// The bundles go to a folder beside dist/ that replaces it only once all three are built: a
// bundle that fails leaves the committed dist/ as it was, not half deleted.
const next = 'dist.next';
rmSync(next, { recursive: true, force: true });
try {
  await bundle('src/index.ts', next);
  // The command line is CommonJS: on Node 20 a one-file run starts about 7 ms sooner than with
  // the same bundle as an ES module, which needs the ES module loader and compiles as a module.
  await bundle('src/cli.ts', path.join(next, 'cli'), { esm: false });
  // Its first module, which bin/manifest-check.js loads before it: one file beside the bundle.
  await bundle('src/cli-start.ts', path.join(next, 'cli-start'), { esm: false });
  renameSync(path.join(next, 'cli-start', 'index.js'), path.join(next, 'cli', 'start.js'));
  rmSync(path.join(next, 'cli-start'), { recursive: true });
  await bundle('src/lib.ts', path.join(next, 'lib'));
  rmSync('dist', { recursive: true, force: true });
  renameSync(next, 'dist');
} finally {
  rmSync(next, { recursive: true, force: true });
}
execFileSync('npx', ['tsc', '-p', 'tsconfig.types.json'], { stdio: 'inherit' });
mkdirSync('schema', { recursive: true });
copyFileSync('src/manifest/schema/manifest.schema.json', 'schema/manifest.schema.json');
copyFileSync(
  'src/manifest/schema/current/vcpkg-current.schema.json',
  'schema/vcpkg-current.schema.json',
);
