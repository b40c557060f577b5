"use strict";
exports.id = 998;
exports.ids = [998];
exports.modules = {

/***/ 132:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   vK: () => (/* binding */ writeAtomically)
/* harmony export */ });
/* unused harmony exports TEMPORARY_NAME_ATTEMPTS, LINK_REFUSAL, CHANGED_REFUSAL, writeWhole, writeRefusal */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _util_node_crypto_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(5078);
/* harmony import */ var _fs_errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(4874);
/* harmony import */ var _read_at_most_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(5809);
/* harmony import */ var _outside_root_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(9733);






/** How many temporary names are tried before a run of collisions is reported. */
const TEMPORARY_NAME_ATTEMPTS = 8;
// O_EXCL: never an existing file, nor a link planted at the name (O_CREAT | O_EXCL never follows one).
const CREATE_FLAGS = node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_WRONLY | node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_CREAT | node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_EXCL | (node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_NOFOLLOW ?? 0);
/**
 * Replaces the regular file `file` with `text` (UTF-8), whole or not at all, or says why not;
 * never throws. The text goes to a temporary file beside it (`.<name>.<pid>.<random>.tmp`,
 * exclusive, mode 0o600), flushed first (a power cut cannot leave the name on an empty file), and
 * is renamed over the file in one step; only a kill before the rename leaves it, its name saying
 * whose. Hard links to the old inode keep the old bytes. Every step works in the resolved folder,
 * so a link planted later is replaced, its target untouched. What is refused, and why:
 * docs/security.md, "Formatting never damages a file".
 */
function writeAtomically(file, text, { root, read, create = false } = {}) {
    const real = (0,_fs_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .realPath */ .Ye)(node_path__WEBPACK_IMPORTED_MODULE_1___default().dirname(file));
    if (!real.ok)
        return notRewritten(`its folder cannot be found (${real.reason})`);
    const folder = real.path;
    const refusal = folderRefusal(folder, root);
    if (refusal !== undefined)
        return notRewritten(refusal);
    const target = node_path__WEBPACK_IMPORTED_MODULE_1___default().join(folder, node_path__WEBPACK_IMPORTED_MODULE_1___default().basename(file));
    const looked = create && (0,_fs_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .lstatQuietly */ .iI)(target) === undefined ? undefined : replaceable(target, read);
    if (typeof looked === 'string')
        return { ok: false, reason: looked };
    const created = createTemporary(folder, node_path__WEBPACK_IMPORTED_MODULE_1___default().basename(file));
    if (typeof created === 'string')
        return notRewritten(created);
    const { descriptor, temporary } = created;
    let open = true;
    try {
        writeWhole(descriptor, Buffer.from(text, 'utf8'));
        if (looked !== undefined)
            keepOwner(descriptor, looked);
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.fchmodSync)(descriptor, looked === undefined ? NEW_FILE_MODE : looked.mode & 0o7777);
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.fsyncSync)(descriptor);
        open = false;
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.closeSync)(descriptor);
    }
    catch (error) {
        if (open)
            quietly(() => (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.closeSync)(descriptor));
        quietly(() => (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.unlinkSync)(temporary));
        return notRewritten(`cannot write a temporary file beside it (${(0,_fs_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .describeFsError */ .TQ)(error)})`);
    }
    if (looked === undefined) {
        // The new file gets its name unless a file of that name was made meanwhile.
        try {
            (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.linkSync)(temporary, target);
        }
        catch (error) {
            return { ok: false, reason: `cannot be made (${(0,_fs_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .describeFsError */ .TQ)(error)}): not written` };
        }
        finally {
            quietly(() => (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.unlinkSync)(temporary));
        }
    }
    else {
        // Looked at again: a file saved, or become a link or a folder, meanwhile is left as it is.
        const still = replaceable(target, read);
        if (typeof still === 'string') {
            quietly(() => (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.unlinkSync)(temporary));
            return { ok: false, reason: still };
        }
        try {
            (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.renameSync)(temporary, target);
        }
        catch (error) {
            quietly(() => (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.unlinkSync)(temporary));
            return notRewritten(`cannot replace it with the new text (${(0,_fs_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .describeFsError */ .TQ)(error)})`);
        }
    }
    flushFolder(folder);
    return { ok: true };
}
/** The mode of a file made new: what git checks out for a file that is not executable. */
const NEW_FILE_MODE = 0o644;
/** Makes a rename or link durable; a system that cannot flush a folder (Windows) skips it. */
function flushFolder(folder) {
    quietly(() => {
        const descriptor = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.openSync)(folder, node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_RDONLY);
        try {
            (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.fsyncSync)(descriptor);
        }
        finally {
            (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.closeSync)(descriptor);
        }
    });
}
/** Why a symbolic link is refused, and what to do instead. */
const LINK_REFUSAL = 'a symbolic link: not rewritten; format the file it points to';
function notRewritten(why) {
    return { ok: false, reason: `${why}: not rewritten` };
}
/** Why a file in `folder` (resolved) must not be written under `root`, if it must not. */
function folderRefusal(folder, root) {
    if (root === undefined)
        return undefined;
    const real = (0,_fs_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .realPath */ .Ye)(root.path);
    if (!real.ok)
        return `${root.name} cannot be resolved (${real.reason})`;
    if (!(0,_outside_root_js__WEBPACK_IMPORTED_MODULE_5__/* .isInside */ .FK)(real.path, folder))
        return `in a folder outside ${root.name} (${folder})`;
    if ((0,_outside_root_js__WEBPACK_IMPORTED_MODULE_5__/* .inGitDirectory */ .b5)(real.path, folder))
        return `in ${(0,_outside_root_js__WEBPACK_IMPORTED_MODULE_5__/* .gitWriteRefusal */ .GT)(folder)}`;
    return undefined;
}
/** Why a file saved since it was read is not rewritten, and what to do. */
const CHANGED_REFUSAL = 'changed since it was read: not rewritten, so that the change is kept; format it again';
/**
 * The file's stats when it is a regular file that this user may replace and still the one `read`,
 * else the whole reason it is not rewritten.
 */
function replaceable(target, read) {
    let stats;
    try {
        stats = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.lstatSync)(target);
    }
    catch (error) {
        return `cannot be looked at (${(0,_fs_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .describeFsError */ .TQ)(error)}): not rewritten`;
    }
    if (stats.isSymbolicLink())
        return LINK_REFUSAL;
    if (stats.isDirectory())
        return 'a directory: not rewritten';
    if (!stats.isFile())
        return 'not a regular file: not rewritten';
    if (read !== undefined && !(0,_read_at_most_js__WEBPACK_IMPORTED_MODULE_4__/* .isSameFile */ .Dl)(read, stats))
        return CHANGED_REFUSAL;
    const denied = writeRefusal(stats);
    return denied === undefined ? stats : `${denied}: not rewritten`;
}
/** A new temporary file in `folder`, open for writing, or why none could be made. */
function createTemporary(folder, name) {
    let failure = '';
    for (let attempt = 0; attempt < TEMPORARY_NAME_ATTEMPTS; attempt++) {
        const temporary = node_path__WEBPACK_IMPORTED_MODULE_1___default().join(folder, temporaryName(name));
        try {
            return { descriptor: (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.openSync)(temporary, CREATE_FLAGS, 0o600), temporary };
        }
        catch (error) {
            failure = (0,_fs_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .describeFsError */ .TQ)(error);
            if (error.code !== 'EEXIST')
                break;
            failure = `${failure}, at ${TEMPORARY_NAME_ATTEMPTS} names in turn`;
        }
    }
    return `cannot create a temporary file beside it (${failure})`;
}
/** `.<name>.<pid>.<random>.tmp`, the name kept to `[A-Za-z0-9._-]` and 64 characters. */
function temporaryName(name) {
    const kept = name.replace(/[^A-Za-z0-9._-]/g, '_').slice(0, 64);
    return `.${kept}.${process.pid}.${(0,_util_node_crypto_js__WEBPACK_IMPORTED_MODULE_2__/* .nodeCrypto */ .S)().randomBytes(6).toString('hex')}.tmp`;
}
/** Writes all of `bytes`, however many calls that takes. */
function writeWhole(descriptor, bytes) {
    for (let written = 0; written < bytes.length;)
        written += (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.writeSync)(descriptor, bytes, written, bytes.length - written);
}
/** Gives the new file the old one's owner where this process may (as root, or the owner). */
function keepOwner(descriptor, old) {
    if (process.getuid?.() === old.uid && process.getgid?.() === old.gid)
        return;
    try {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.fchownSync)(descriptor, old.uid, old.gid);
    }
    catch {
        // Not allowed: the file becomes this process's, as with any editor that saves by renaming.
    }
}
/** Runs a last step whose failure changes nothing: the outcome is known and says why. */
function quietly(step) {
    try {
        step();
    }
    catch {
        // A temporary file already gone or kept by the folder, a close after a failed write, a folder
        // that cannot be flushed after the rename is done: nothing more can be done.
    }
}
/** This process, as the file system sees it when it opens a file for writing. */
function currentWriter() {
    const uid = process.geteuid?.();
    const groups = [process.getegid?.(), ...(process.getgroups?.() ?? [])];
    return { uid, groups: groups.filter((id) => id !== undefined) };
}
const OWNER_WRITES = 0o200;
const GROUP_WRITES = 0o020;
const OTHERS_WRITE = 0o002;
/**
 * Why `writer` may not write a file of these stats, or undefined. A rename needs only the folder's
 * permission, so the file's own is asked as open(2) asks it (vcpkg format-manifest writes in place
 * and says `Permission denied`): the owner's, group's or others' write bit. Root, and a system
 * without user ids (Windows), may write what the owner may: mode 0444 means do not change it.
 */
function writeRefusal({ mode, uid, gid }, writer = currentWriter()) {
    const bit = writer.uid === undefined || writer.uid === 0 || writer.uid === uid
        ? OWNER_WRITES
        : writer.groups.includes(gid)
            ? GROUP_WRITES
            : OTHERS_WRITE;
    if ((mode & bit) !== 0)
        return undefined;
    const permissions = (mode & 0o7777).toString(8).padStart(4, '0');
    return `permission denied: this user may not write it (mode ${permissions}, owner ${uid}, group ${gid})`;
}


/***/ }),

/***/ 1998:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  canonicalFormStep: () => (/* binding */ canonicalFormStep)
});

// EXTERNAL MODULE: ./src/files/write-atomic.ts
var write_atomic = __webpack_require__(132);
// EXTERNAL MODULE: ./src/manifest/problems/file-problem.ts
var file_problem = __webpack_require__(7976);
// EXTERNAL MODULE: ./src/manifest/format/format-manifest.ts + 6 modules
var format_manifest = __webpack_require__(1107);
// EXTERNAL MODULE: ./src/manifest/json/locate.ts
var locate = __webpack_require__(7900);
// EXTERNAL MODULE: ./src/manifest/problems/draft.ts
var problems_draft = __webpack_require__(5701);
;// CONCATENATED MODULE: ./src/manifest/format/not-canonical.ts


/**
 * The `canonical-form` problem of `text`, whose canonical form is `canonical` (not the same):
 * placed at the first character where they part, or at the end of `text` when `canonical` only
 * goes on.
 */
function notCanonicalProblem(text, canonical) {
    let offset = 0;
    const common = Math.min(text.length, canonical.length);
    while (offset < common && text.charCodeAt(offset) === canonical.charCodeAt(offset))
        offset++;
    const draft = (0,problems_draft/* draftOf */.b)('canonical-form', {
        message: "not in vcpkg's canonical form: run manifest-check format",
        pointer: '',
        anchor: { kind: 'text', offset, length: offset < text.length ? 1 : 0 },
    });
    return (0,locate/* locateProblems */.D)(text, [draft])[0];
}

;// CONCATENATED MODULE: ./src/run/canonical-form.ts




const UTF8 = new TextDecoder('utf-8', { ignoreBOM: true });
const BOM = 0xfeff;
/**
 * The canonical-form step of a file already checked, on its report: a file with an error is left
 * as it is (its problems say why it cannot be formatted); one already in canonical form too.
 * Otherwise `check` adds a `canonical-form` problem at the first difference, and `write` writes
 * the canonical text in place of the file, whole or not at all, if it is still the file `read`
 * was read from; a file that cannot be written (saved since it was read, too) gets a `file`
 * problem and the others go on. `checkedAsVcpkg`: the report is of today's vcpkg's checks (the
 * current profile, no user schema), which then are not made again.
 */
function canonicalFormStep(file, { bytes, identity }, report, { kind, checkedAsVcpkg }, options) {
    if (report.problems.some((problem) => problem.severity === 'error'))
        return report;
    // The text as it is in the file, a byte order mark included: vcpkg writes none.
    const text = UTF8.decode(bytes);
    const json = text.charCodeAt(0) === BOM ? text.slice(1) : text;
    // A report of the current profile without an error has made vcpkg's checks already.
    const formatted = checkedAsVcpkg ? (0,format_manifest/* formatAccepted */.t)(json) : (0,format_manifest/* formatManifest */.L)(json, { kind });
    // Checked by other rules (the spec profile, a user's schema) or refused by vcpkg's writer only
    // (dependencies it cannot write back): vcpkg's own errors say why there is no canonical form.
    if (!formatted.ok)
        return invalid(report, ...formatted.problems);
    if (formatted.text === text)
        return report;
    const texts = options.keepTexts ? { canonical: { before: text, after: formatted.text } } : {};
    if (options.mode === 'check')
        return invalid({ ...report, ...texts }, notCanonicalProblem(text, formatted.text));
    // Only if the file is still the one read: a save made meanwhile is not replaced.
    const written = (0,write_atomic/* writeAtomically */.vK)(file.path, formatted.text, { root: file.root, read: identity });
    if (!written.ok)
        return invalid(report, (0,file_problem/* fileProblem */.W)('unwritable', `could not be written in canonical form: ${written.reason}`));
    return { ...report, ...texts, formatted: true };
}
function invalid(report, ...problems) {
    return {
        ...report,
        valid: false,
        problems: [...report.problems, ...problems].sort((a, b) => a.line - b.line || a.column - b.column),
    };
}


/***/ })

};
;