/******/ (() => { // webpackBootstrap
/******/ 	"use strict";
/******/ 	// The require scope
/******/ 	var __nccwpck_require__ = {};
/******/ 	
/************************************************************************/
/******/ 	/* webpack/runtime/compat get default export */
/******/ 	(() => {
/******/ 		// getDefaultExport function for compatibility with non-harmony modules
/******/ 		__nccwpck_require__.n = (module) => {
/******/ 			var getter = module && module.__esModule ?
/******/ 				() => (module['default']) :
/******/ 				() => (module);
/******/ 			__nccwpck_require__.d(getter, { a: getter });
/******/ 			return getter;
/******/ 		};
/******/ 	})();
/******/ 	
/******/ 	/* webpack/runtime/define property getters */
/******/ 	(() => {
/******/ 		// define getter functions for harmony exports
/******/ 		__nccwpck_require__.d = (exports, definition) => {
/******/ 			for(var key in definition) {
/******/ 				if(__nccwpck_require__.o(definition, key) && !__nccwpck_require__.o(exports, key)) {
/******/ 					Object.defineProperty(exports, key, { enumerable: true, get: definition[key] });
/******/ 				}
/******/ 			}
/******/ 		};
/******/ 	})();
/******/ 	
/******/ 	/* webpack/runtime/hasOwnProperty shorthand */
/******/ 	(() => {
/******/ 		__nccwpck_require__.o = (obj, prop) => (Object.prototype.hasOwnProperty.call(obj, prop))
/******/ 	})();
/******/ 	
/************************************************************************/
var __webpack_exports__ = {};

;// CONCATENATED MODULE: external "node:path"
const external_node_path_namespaceObject = require("node:path");
var external_node_path_default = /*#__PURE__*/__nccwpck_require__.n(external_node_path_namespaceObject);
;// CONCATENATED MODULE: external "node:fs"
const external_node_fs_namespaceObject = require("node:fs");
;// CONCATENATED MODULE: external "node:module"
const external_node_module_namespaceObject = require("node:module");
var external_node_module_default = /*#__PURE__*/__nccwpck_require__.n(external_node_module_namespaceObject);
;// CONCATENATED MODULE: external "node:vm"
const external_node_vm_namespaceObject = require("node:vm");
;// CONCATENATED MODULE: ./src/cli/v8-flags-set.ts
/**
 * Where the command line's V8 tuning (src/cli/v8-tuning.ts) and its code cache
 * (src/cli/code-cache.ts) meet. V8 refuses code cached under other flags, and writes into cached
 * data the flags in force when the data is made: so the cache names its files by the flags code
 * is compiled under, and makes the data of what was compiled before the tuning with V8's own
 * values set again. The two are in separate bundles (dist/cli/start.js and dist/cli/index.js),
 * each with a copy of this module, so the state is kept on `process` under a registered symbol,
 * the one thing both copies share.
 */
const CHANNEL = Symbol.for('manifest-check: V8 flags set');
function channel() {
    const owner = process;
    owner[CHANNEL] ??= { set: [], restore: [] };
    return owner[CHANNEL];
}
/**
 * Sets `flags` for this process with `setFlag` (node:v8's setFlagsFromString); `restore` are the
 * flags that set V8's own values again.
 */
function setV8Flags(flags, restore, setFlag) {
    const state = channel();
    for (const flag of flags)
        setFlag(flag);
    state.set.push(...flags);
    state.restore.push(...restore);
    state.setFlag = setFlag;
}
/** The flags set for this process so far, in the order they were set. */
function v8FlagsSet() {
    return channel().set;
}
/** Runs `work` under V8's own values for the flags set, then sets them again. */
function withV8FlagsRestored(work) {
    const { set, restore, setFlag } = channel();
    if (setFlag === undefined || set.length === 0)
        return work();
    for (const flag of restore)
        setFlag(flag);
    try {
        work();
    }
    finally {
        for (const flag of set)
            setFlag(flag);
    }
}

;// CONCATENATED MODULE: ./src/cli/code-cache.ts
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





/** Node's own switch for its compile cache, which turns this one off too. */
const DISABLE_VARIABLE = 'NODE_DISABLE_COMPILE_CACHE';
/** A folder for the cache files in place of the one beside the bundle. */
const FOLDER_VARIABLE = 'MANIFEST_CHECK_CODE_CACHE';
/** How many cache files a bundle file keeps, each for other node flags: the newest. */
const MOST_FLAG_SETS = 8;
/**
 * From now on, each `.js` file of `bundleDir` that `require` loads is compiled with the cache in
 * `cacheDir`; at exit, the cache files that were missing or refused are written.
 */
function installCodeCache(bundleDir, cacheDir) {
    const compiled = [];
    const prototype = (external_node_module_default()).prototype;
    const compileAsNode = prototype._compile;
    prototype._compile = function compile(content, filename) {
        if (external_node_path_default().dirname(filename) !== bundleDir || !filename.endsWith('.js'))
            return compileAsNode.call(this, content, filename);
        const stamp = stampOf(filename);
        if (stamp === undefined)
            return compileAsNode.call(this, content, filename);
        const prefix = `${external_node_path_default().basename(filename)}.`;
        // The flags as they stand now: a run may tune V8 between two files it compiles.
        const set = v8FlagsSet();
        const runKey = keyOfRun(set);
        const cacheFile = external_node_path_default().join(cacheDir, `${prefix}${stamp}.${runKey}.v8cache`);
        const cachedData = readOrUndefined(cacheFile);
        const script = new external_node_vm_namespaceObject.Script(external_node_module_default().wrap(content), { filename, cachedData });
        compiled.push({
            script,
            cacheFile,
            prefix,
            stamp,
            write: cachedData === undefined || script.cachedDataRejected === true,
            tuned: set.length > 0,
        });
        const run = script.runInThisContext();
        const require = external_node_module_default().createRequire(filename);
        return run.call(this.exports, this.exports, require, this, filename, external_node_path_default().dirname(filename));
    };
    process.once('exit', () => {
        // V8 writes the flags in force into the data it makes: each file's under the flags it was
        // compiled with, which its name says, and with all that the run compiled in it.
        for (const entry of compiled)
            if (entry.write && entry.tuned)
                writeCache(cacheDir, entry);
        withV8FlagsRestored(() => {
            for (const entry of compiled)
                if (entry.write && !entry.tuned)
                    writeCache(cacheDir, entry);
        });
    });
}
/** The bundle file's size and modification time: a rebuilt bundle gets cache files of its own. */
function stampOf(filename) {
    try {
        const stats = (0,external_node_fs_namespaceObject.statSync)(filename);
        return `${stats.size}-${Math.trunc(stats.mtimeMs)}`;
    }
    catch {
        return undefined;
    }
}
/**
 * Node's version, the platform, the flags node was started with and those the run has `set`
 * since (src/cli/v8-flags-set.ts), as one short key.
 */
function keyOfRun(set) {
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
    for (let i = 0; i < run.length; i++)
        hash = Math.imul(hash ^ run.charCodeAt(i), 0x01000193);
    return `${process.version}-${(hash >>> 0).toString(16).padStart(8, '0')}`;
}
function readOrUndefined(file) {
    try {
        return (0,external_node_fs_namespaceObject.readFileSync)(file);
    }
    catch {
        return undefined;
    }
}
/**
 * Writes a cache file whole (a temporary file renamed), then removes the files of the bundle
 * file's older builds, and all but the newest MOST_FLAG_SETS of this build's.
 */
function writeCache(cacheDir, { script, cacheFile, prefix, stamp }) {
    const temporary = `${cacheFile}.${process.pid}.tmp`;
    try {
        (0,external_node_fs_namespaceObject.mkdirSync)(cacheDir, { recursive: true });
        (0,external_node_fs_namespaceObject.writeFileSync)(temporary, script.createCachedData(), { flag: 'wx' });
        (0,external_node_fs_namespaceObject.renameSync)(temporary, cacheFile);
        const kept = [];
        for (const name of (0,external_node_fs_namespaceObject.readdirSync)(cacheDir)) {
            if (!name.startsWith(prefix) || !name.endsWith('.v8cache'))
                continue;
            const file = external_node_path_default().join(cacheDir, name);
            if (name.startsWith(`${prefix}${stamp}.`))
                kept.push({ file, modified: (0,external_node_fs_namespaceObject.statSync)(file).mtimeMs });
            else
                (0,external_node_fs_namespaceObject.unlinkSync)(file);
        }
        // A file for each set of node flags the bundle ran under, but only the newest few.
        kept.sort((a, b) => b.modified - a.modified);
        for (const { file } of kept.slice(MOST_FLAG_SETS))
            (0,external_node_fs_namespaceObject.unlinkSync)(file);
    }
    catch {
        try {
            (0,external_node_fs_namespaceObject.unlinkSync)(temporary);
        }
        catch {
            // Never made, or gone already.
        }
    }
}

;// CONCATENATED MODULE: ./src/cli-start.ts
/**
 * The command line's first module: bin/manifest-check.js loads it, then the bundle. It has the
 * bundle and its chunks compiled with V8's code cache (src/cli/code-cache.ts). V8 is tuned later,
 * by a run that checks enough files to pay for it (src/cli/v8-tuning.ts).
 */


if (!process.env[DISABLE_VARIABLE]) {
    // This file is dist/cli/start.js: the bundle is beside it, the package's root two folders up.
    const cacheDir = process.env[FOLDER_VARIABLE] || external_node_path_default().join(__dirname, '..', '..', '.v8-cache');
    installCodeCache(__dirname, external_node_path_default().resolve(cacheDir));
}

module.exports = __webpack_exports__;
/******/ })()
;