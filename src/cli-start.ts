/**
 * The command line's first module: bin/manifest-check.js loads it, then the bundle. It tunes V8
 * before any of the bundle is compiled (V8 refuses cached code made under other flags), then has
 * the bundle and its chunks compiled with V8's code cache (src/cli/code-cache.ts).
 */
import path from 'node:path';
import { DISABLE_VARIABLE, FOLDER_VARIABLE, installCodeCache } from './cli/code-cache.js';
import { tuneV8 } from './cli/v8-tuning.js';

tuneV8();
if (!process.env[DISABLE_VARIABLE]) {
  // This file is dist/cli/start.js: the bundle is beside it, the package's root two folders up.
  const cacheDir = process.env[FOLDER_VARIABLE] || path.join(__dirname, '..', '..', '.v8-cache');
  installCodeCache(__dirname, path.resolve(cacheDir));
}
