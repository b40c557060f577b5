/**
 * The command line's first module: bin/manifest-check.js loads it, then the bundle. It has the
 * bundle and its chunks compiled with V8's code cache (src/cli/code-cache.ts). V8 is tuned later,
 * by a run that checks enough files to pay for it (src/cli/v8-tuning.ts).
 */
import path from 'node:path';
import { DISABLE_VARIABLE, FOLDER_VARIABLE, installCodeCache } from './cli/code-cache.js';

if (!process.env[DISABLE_VARIABLE]) {
  // This file is dist/cli/start.js: the bundle is beside it, the package's root two folders up.
  const cacheDir = process.env[FOLDER_VARIABLE] || path.join(__dirname, '..', '..', '.v8-cache');
  installCodeCache(__dirname, path.resolve(cacheDir));
}
