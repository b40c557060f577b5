/**
 * V8's code cache for the command line's bundle. A one-file run spent most of its own start
 * parsing the bundle and the chunks it loads (docs/performance.md); with the code V8 compiled in
 * an earlier run read back from a file, it parses none of it. Node 20 has no compile cache of its
 * own, so the bundle's files are compiled here, through `vm.Script` and its cached data.
 *
 * The cache is a folder beside the bundle (the package's own, never the checked workspace): who
 * can write it can write the bundle too. A cache file is named by the bundle file's size and
 * modification time, Node's version and platform, the flags node was started with and those the
 * run set before compiling it (a long run tunes V8); V8 itself refuses data of another V8, other
 * V8 flags or a source of another length. A file it refuses is written anew. Anything that fails
 * (a read-only install, a full disk) leaves the run as it would be without a cache: nothing is
 * printed, nothing is thrown.
 */
import {
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  statSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs';
import Module from 'node:module';
import path from 'node:path';
import { Script } from 'node:vm';
import { v8FlagsSet, withV8FlagsRestored } from './v8-flags-set.js';

/** What a bundle file was compiled with, and whether its cache file must be written at exit. */
interface Compiled {
  script: Script;
  cacheFile: string;
  /** The start of its cache files' names: the bundle file's name, then its stamp (stampOf). */
  prefix: string;
  stamp: string;
  write: boolean;
  /** Whether it was compiled after the run tuned V8 (v8-flags-set.ts). */
  tuned: boolean;
}

/** Node's own switch for its compile cache, which turns this one off too. */
export const DISABLE_VARIABLE = 'NODE_DISABLE_COMPILE_CACHE';
/** A folder for the cache files in place of the one beside the bundle. */
export const FOLDER_VARIABLE = 'MANIFEST_CHECK_CODE_CACHE';
/** How many cache files a bundle file keeps, each for other node flags: the newest. */
export const MOST_FLAG_SETS = 8;

type CompileFunction = (this: Module, content: string, filename: string) => unknown;

/**
 * From now on, each `.js` file of `bundleDir` that `require` loads is compiled with the cache in
 * `cacheDir`; at exit, the cache files that were missing or refused are written.
 */
export function installCodeCache(bundleDir: string, cacheDir: string): void {
  const compiled: Compiled[] = [];
  const prototype = Module.prototype as unknown as { _compile: CompileFunction };
  const compileAsNode = prototype._compile;
  prototype._compile = function compile(content, filename) {
    if (path.dirname(filename) !== bundleDir || !filename.endsWith('.js'))
      return compileAsNode.call(this, content, filename);
    const stamp = stampOf(filename);
    if (stamp === undefined) return compileAsNode.call(this, content, filename);
    const prefix = `${path.basename(filename)}.`;
    // The flags as they stand now: a run may tune V8 between two files it compiles.
    const set = v8FlagsSet();
    const runKey = keyOfRun(set);
    const cacheFile = path.join(cacheDir, `${prefix}${stamp}.${runKey}.v8cache`);
    const cachedData = readOrUndefined(cacheFile);
    const script = new Script(Module.wrap(content), { filename, cachedData });
    compiled.push({
      script,
      cacheFile,
      prefix,
      stamp,
      write: cachedData === undefined || script.cachedDataRejected === true,
      tuned: set.length > 0,
    });
    const run = script.runInThisContext() as (...args: unknown[]) => unknown;
    const require = Module.createRequire(filename);
    return run.call(this.exports, this.exports, require, this, filename, path.dirname(filename));
  };
  process.once('exit', () => {
    // V8 writes the flags in force into the data it makes: each file's under the flags it was
    // compiled with, which its name says, and with all that the run compiled in it.
    for (const entry of compiled) if (entry.write && entry.tuned) writeCache(cacheDir, entry);
    withV8FlagsRestored(() => {
      for (const entry of compiled) if (entry.write && !entry.tuned) writeCache(cacheDir, entry);
    });
  });
}

/** The bundle file's size and modification time: a rebuilt bundle gets cache files of its own. */
function stampOf(filename: string): string | undefined {
  try {
    const stats = statSync(filename);
    return `${stats.size}-${Math.trunc(stats.mtimeMs)}`;
  } catch {
    return undefined;
  }
}

/**
 * Node's version, the platform, the flags node was started with and those the run has `set`
 * since (src/cli/v8-flags-set.ts), as one short key.
 */
function keyOfRun(set: readonly string[]): string {
  const run = [
    process.version,
    process.platform,
    process.arch,
    ...process.execArgv,
    process.env.NODE_OPTIONS ?? '',
    ...set,
  ].join('\0');
  // FNV-1a: a name, not a secret; V8 checks its data against the flags itself.
  let hash = 0x811c9dc5;
  for (let i = 0; i < run.length; i++) hash = Math.imul(hash ^ run.charCodeAt(i), 0x01000193);
  return `${process.version}-${(hash >>> 0).toString(16).padStart(8, '0')}`;
}

function readOrUndefined(file: string): Buffer | undefined {
  try {
    return readFileSync(file);
  } catch {
    return undefined;
  }
}

/**
 * Writes a cache file whole (a temporary file renamed), then removes the files of the bundle
 * file's older builds, and all but the newest MOST_FLAG_SETS of this build's.
 */
function writeCache(cacheDir: string, { script, cacheFile, prefix, stamp }: Compiled): void {
  const temporary = `${cacheFile}.${process.pid}.tmp`;
  try {
    mkdirSync(cacheDir, { recursive: true });
    writeFileSync(temporary, script.createCachedData(), { flag: 'wx' });
    renameSync(temporary, cacheFile);
    const kept: { file: string; modified: number }[] = [];
    for (const name of readdirSync(cacheDir)) {
      if (!name.startsWith(prefix) || !name.endsWith('.v8cache')) continue;
      const file = path.join(cacheDir, name);
      if (name.startsWith(`${prefix}${stamp}.`))
        kept.push({ file, modified: statSync(file).mtimeMs });
      else unlinkSync(file);
    }
    // A file for each set of node flags the bundle ran under, but only the newest few.
    kept.sort((a, b) => b.modified - a.modified);
    for (const { file } of kept.slice(MOST_FLAG_SETS)) unlinkSync(file);
  } catch {
    try {
      unlinkSync(temporary);
    } catch {
      // Never made, or gone already.
    }
  }
}
