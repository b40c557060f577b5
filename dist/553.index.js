export const id = 553;
export const ids = [553,981];
export const modules = {

/***/ 9981:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   BaseReadError: () => (/* binding */ BaseReadError),
/* harmony export */   readBaseFiles: () => (/* binding */ readBaseFiles)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _fs_errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4874);
/* harmony import */ var _file_size_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(2879);
/* harmony import */ var _git_environment_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(3967);
/* harmony import */ var _run_git_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(2887);
/* harmony import */ var _util_control_characters_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(1690);
/**
 * The version database of a registry at a commit (`versions --base REF`): its versions files,
 * its baseline and the names of its port folders at the merge base of REF and HEAD, read with
 * git in five processes whatever the registry's size (`rev-parse`, `merge-base`, two `ls-tree`,
 * one `cat-file --batch`), each file bounded, with src/files/run-git.ts's runner.
 */







/** `--base REF` cannot be used: REF names no commit, or git cannot read it. One line. */
class BaseReadError extends Error {
}
/** What git's listings may print: far above a registry's (microsoft/vcpkg's is about 300 KB). */
const MOST_LISTING = 64 * 1024 * 1024;
/** The baseline's name in the versions folder. */
const BASELINE_NAME = 'baseline.json';
/** A tree entry of `ls-tree -l`: mode, type, object, size, path. */
const ENTRY = /^(\d{6}) (\w+) ([0-9a-f]{40,64}) +(-|\d+)\t([\s\S]*)$/;
/**
 * Reads the database of the registry at `folders` as it is at `ref`, each file at most `limit`
 * bytes (a larger one is listed in `notRead`). Throws BaseReadError when REF is no commit of the
 * folders' repository (a shallow clone may lack it) or git cannot run.
 */
function readBaseFiles(folders, ref, limit) {
    // Quoted, its controls escaped: REF may come from a pull request's branch name.
    const shown = (0,_util_control_characters_js__WEBPACK_IMPORTED_MODULE_5__/* .escapeShownControls */ .RG)(JSON.stringify(ref));
    const ports = realFolder(folders.ports, 'ports');
    const versions = realFolder(folders.versions, 'versions');
    const { top, commit, name } = resolveCommit(ports, ref, shown);
    const portsPrefix = prefixIn(top, ports, 'ports');
    const versionsPrefix = prefixIn(top, versions, 'versions');
    const portEntries = listTree(top, commit, portsPrefix, false, shown);
    const versionEntries = listTree(top, commit, versionsPrefix, true, shown);
    const read = {
        commit,
        name,
        ports: [],
        versionsFiles: [],
        baseline: undefined,
        notRead: [],
    };
    for (const entry of portEntries)
        if (entry.type === 'tree')
            read.ports.push(entry.name);
    const wanted = [];
    for (const entry of versionEntries) {
        if (!entry.name.endsWith('.json'))
            continue;
        const layoutPath = `versions/${entry.name}`;
        const subject = `${layoutPath} at ${shown}`;
        if (entry.type !== 'blob' || entry.mode === '120000')
            read.notRead.push({
                path: layoutPath,
                message: `${subject} is ${entry.mode === '120000' ? 'a symbolic link' : `a ${entry.type}`}, which was not read: a versions file is a file`,
            });
        else if (entry.size > limit)
            read.notRead.push({
                path: layoutPath,
                message: `${subject} is ${(0,_file_size_js__WEBPACK_IMPORTED_MODULE_3__/* .formatFileSize */ .v7)(entry.size)}, more than the max-file-size of ${(0,_file_size_js__WEBPACK_IMPORTED_MODULE_3__/* .formatFileSize */ .v7)(limit)}; it was not read`,
            });
        else
            wanted.push({ path: layoutPath, object: entry.object, size: entry.size });
    }
    const contents = catFiles(top, wanted, shown);
    wanted.forEach((file, index) => {
        const bytes = contents[index];
        if (file.path === `versions/${BASELINE_NAME}`)
            read.baseline = { path: file.path, bytes };
        else
            read.versionsFiles.push({ path: file.path, bytes });
    });
    const byCodeUnits = (a, b) => (a < b ? -1 : a > b ? 1 : 0);
    read.ports.sort(byCodeUnits);
    read.versionsFiles.sort((a, b) => byCodeUnits(a.path, b.path));
    return read;
}
/** The repository's top folder, and the merge base of REF and HEAD: two processes. */
function resolveCommit(cwd, ref, shown) {
    const { top, commit } = refCommit(cwd, ref, shown);
    const base = git(top, ['merge-base', commit, 'HEAD']);
    const found = base.ok ? base.stdout.toString('utf8').trim() : '';
    if (/^[0-9a-f]{40,64}$/.test(found))
        return { top, commit: found, name: found === commit ? ref : found.slice(0, 12) };
    throw new BaseReadError(`--base ${shown} and HEAD have no commit in common in the repository of ${cwd}: in a shallow clone fetch their history (fetch-depth: 0 in actions/checkout, or git fetch --unshallow)`);
}
/** The repository's top folder and REF's commit; one process when REF is a commit. */
function refCommit(cwd, ref, shown) {
    // A NUL cannot reach git's argument list; no commit is named so.
    if (!ref.includes('\0')) {
        const args = ['rev-parse', '--show-toplevel', '--verify', '-q', '--end-of-options'];
        const resolved = git(cwd, [...args, `${ref}^{commit}`]);
        if (resolved.ok) {
            const [top, commit] = resolved.stdout.toString('utf8').split('\n');
            if (top && commit && /^[0-9a-f]{40,64}$/.test(commit))
                return { top, commit };
        }
        else if (resolved.missingGit)
            throw new BaseReadError(`--base needs git: ${resolved.reason}`);
    }
    // Which one failed: the repository, or REF in it.
    const inRepository = git(cwd, ['rev-parse', '--show-toplevel']);
    if (!inRepository.ok)
        throw new BaseReadError(`--base ${shown} needs the registry in a git repository, and ${cwd} is in none (${inRepository.reason})`);
    const fetched = /^[\w./@^~{}-]+$/.test(ref) ? ref : shown;
    throw new BaseReadError(`--base ${shown} names no commit of the repository of ${cwd}: give a branch, tag or commit id it has; in a shallow clone fetch it first (git fetch origin ${fetched}, or fetch-depth: 0 in actions/checkout)`);
}
/** The folder's real path: git names the repository's top by its own. */
function realFolder(folder, role) {
    try {
        return (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.realpathSync)(folder);
    }
    catch (error) {
        throw new BaseReadError(`cannot find the ${role} folder ${folder}: ${(0,_fs_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .describeFsError */ .TQ)(error)}`);
    }
}
/** The folder's path below the repository's top, POSIX, with a final `/` ('' for the top). */
function prefixIn(top, folder, role) {
    const relative = node_path__WEBPACK_IMPORTED_MODULE_1___default().relative(top, folder);
    if (relative === '')
        return '';
    if (relative.startsWith('..') || node_path__WEBPACK_IMPORTED_MODULE_1___default().isAbsolute(relative))
        throw new BaseReadError(`the ${role} folder ${folder} is not in the git repository ${top}, which --base reads`);
    return `${relative.split((node_path__WEBPACK_IMPORTED_MODULE_1___default().sep)).join('/')}/`;
}
/** The entries below `prefix` at `commit`: all files when `recursive`, else its own entries. */
function listTree(top, commit, prefix, recursive, shown) {
    const args = ['--literal-pathspecs', 'ls-tree', '-z', '-l', '--full-tree'];
    if (recursive)
        args.push('-r');
    args.push(commit);
    if (prefix !== '')
        args.push('--', prefix);
    const listed = git(top, args);
    if (!listed.ok)
        throw new BaseReadError(`cannot list the registry at --base ${shown}: ${listed.reason}`);
    const stdout = listed.stdout;
    const decoder = new TextDecoder('utf-8', { fatal: true });
    const entries = [];
    let start = 0;
    for (let end = stdout.indexOf(0); end >= 0; start = end + 1, end = stdout.indexOf(0, start)) {
        let line;
        try {
            line = decoder.decode(stdout.subarray(start, end));
        }
        catch {
            continue; // A name that is not UTF-8 is no port's and no versions file's.
        }
        const match = ENTRY.exec(line);
        if (!match)
            continue;
        const [, mode, type, object, size, full] = match;
        entries.push({
            mode: mode,
            type: type,
            object: object,
            size: size === '-' ? 0 : Number(size),
            name: full.slice(prefix.length),
        });
    }
    return entries;
}
/** The contents of `files`' blobs, in their order, from one `git cat-file --batch`. */
function catFiles(top, files, shown) {
    if (files.length === 0)
        return [];
    // Each blob's header (`<id> blob <size>\n`) and final newline, and the blobs' sizes as listed.
    const most = files.reduce((sum, file) => sum + file.size + file.object.length + 32, 0);
    const input = files.map((file) => `${file.object}\n`).join('');
    const read = git(top, ['cat-file', '--batch'], { input, maxBuffer: most });
    const parsed = read.ok ? parseBatch(read.stdout, files) : read.reason;
    if (typeof parsed === 'string')
        throw new BaseReadError(`cannot read the versions files at --base ${shown}: ${parsed}`);
    return parsed;
}
/** `cat-file --batch`'s output cut into the blobs asked for; a string says what went wrong. */
function parseBatch(output, files) {
    const parsed = (0,_run_git_js__WEBPACK_IMPORTED_MODULE_4__/* .parseCatFileBatch */ ["if"])(output, files);
    if (parsed.ok)
        return parsed.blobs.map((blob) => new Uint8Array(blob));
    const file = files[parsed.index];
    if (parsed.why === 'ended')
        return `git ended before ${file.path}`;
    if (parsed.why === 'missing')
        return `${file.path} (${file.object}) is not in this clone (a partial clone?): fetch the base without a filter`;
    if (parsed.why === 'inside')
        return `git ended inside ${file.path}`;
    return `git answered ${parsed.header} for ${file.path}`;
}
/**
 * git with `args` in `cwd`, tied to no inherited repository and never fetching a missing object:
 * what it printed, or why it failed, in one line.
 */
function git(cwd, args, options = {}) {
    return (0,_run_git_js__WEBPACK_IMPORTED_MODULE_4__/* .runGit */ .EO)(cwd, args, {
        env: (0,_git_environment_js__WEBPACK_IMPORTED_MODULE_6__/* .environmentWithoutRepository */ .W)({ GIT_NO_LAZY_FETCH: '1', GIT_TERMINAL_PROMPT: '0' }),
        input: options.input,
        maxBuffer: options.maxBuffer ?? MOST_LISTING,
    });
}


/***/ }),

/***/ 7553:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  changeProblems: () => (/* binding */ changeProblems)
});

// EXTERNAL MODULE: ./src/files/git-base.ts
var git_base = __webpack_require__(9981);
// EXTERNAL MODULE: ./src/manifest/problems/file-problem.ts
var file_problem = __webpack_require__(7976);
// EXTERNAL MODULE: ./src/manifest/json/decode.ts
var decode = __webpack_require__(8356);
// EXTERNAL MODULE: ./src/versions/database.ts
var database = __webpack_require__(6380);
// EXTERNAL MODULE: ./src/manifest/problems/draft.ts
var draft = __webpack_require__(5701);
// EXTERNAL MODULE: ./src/manifest/json/locate.ts
var locate = __webpack_require__(7900);
;// CONCATENATED MODULE: ./src/versions/change-rules.ts
/**
 * The change rules of `versions --base REF`: what microsoft/vcpkg's pull-request workflow
 * enforces when it resets `versions/` to the merge base, reruns `x-add-version --all` and diffs
 * ("PRs must add only one version, and must not modify any published versions"). Pure: the
 * database at REF and the working tree's, read, in; drafts per file of the registry out.
 */



/** vcpkg's workflow's words, the rule every problem here breaks. */
const WORKFLOW_WORDS = 'PRs must add only one version, and must not modify any published versions';
/**
 * The change rules' problems, as drafts by the path (the registry's layout) of the file they
 * are on: each versions file changed gains at most one entry; no entry present at REF changes or
 * goes; no versions file present at REF goes (a deleted port's stays, to resolve old baselines).
 */
function checkChanges(sides) {
    const found = new Map();
    const add = (path, draft) => {
        const list = found.get(path);
        if (list)
            list.push(draft);
        else
            found.set(path, [draft]);
    };
    for (const [port, baseFile] of sides.base.versionsFiles) {
        const headFile = sides.head.versionsFiles.get(port);
        if (headFile) {
            if (!sameEntries(baseFile, headFile))
                compareFile(sides.ref, baseFile, headFile, add);
        }
        else if (!sides.headFiles.has(baseFile.path) && !sides.head.unreadable.has(port))
            deletedFile(sides, baseFile, add);
    }
    for (const [port, headFile] of sides.head.versionsFiles)
        if (!sides.base.versionsFiles.has(port))
            extraNewEntries(sides.ref, headFile, headFile.entries, add);
    return found;
}
/**
 * Places drafts on their files' texts (the working tree's); a file not there (deleted) gets its
 * problems at line 1, column 1. Problems by path, in line order.
 */
function placeChanges(drafts, textOf) {
    const placed = new Map();
    for (const [path, list] of drafts) {
        const text = textOf(path);
        if (text !== undefined)
            placed.set(path, (0,locate/* locateProblems */.D)(text, list));
        else {
            const atStart = list.map((draft) => Object.assign({}, draft, { anchor: { kind: 'text', offset: 0, length: 0 } }));
            placed.set(path, (0,locate/* locateProblems */.D)('', atStart));
        }
    }
    return placed;
}
/** An entry as the messages name it: `python3@3.12.9#5 ("git-tree": "8f6b\u2026")`. */
function entryWords(port, entry) {
    const where = entry.gitTree !== undefined
        ? ` ("git-tree": "${entry.gitTree}")`
        : entry.path !== undefined
            ? ` ("path": "${entry.path}")`
            : '';
    return `${port}@${(0,database/* versionText */.K)(entry)}${where}`;
}
/** The fix for a file whose published entries changed: the file as it was, then one new entry. */
function restoreFix(ref, file) {
    return `put it back as it was (git restore --source=${ref} -- ${file.path}); then, in vcpkg's words, update the port's vcpkg.json with a new version or port-version, commit it, then add the new version by running: vcpkg x-add-version ${file.port}`;
}
/** The versions file of a port at REF and now: published entries kept, at most one new entry. */
function compareFile(ref, baseFile, headFile, add) {
    // A version may be in a file twice (old files hold some): each entry at REF takes its own.
    const headByVersion = new Map();
    for (const entry of headFile.entries) {
        const key = versionKey(entry);
        const same = headByVersion.get(key);
        if (same)
            same.push(entry);
        else
            headByVersion.set(key, [entry]);
    }
    const matched = new Set();
    /** For each entry at REF, in its order: its entry now, or undefined when it is gone. */
    const now = [];
    const gone = [];
    for (const published of baseFile.entries) {
        const free = (headByVersion.get(versionKey(published)) ?? []).filter((e) => !matched.has(e));
        const entry = free.find((each) => !changedField(published, each)) ?? free[0];
        if (entry) {
            matched.add(entry);
            now.push(entry);
            const changed = changedField(published, entry);
            if (changed)
                add(headFile.path, changedDraft(ref, headFile, published, entry, changed));
        }
        else {
            now.push(undefined);
            gone.push(published);
        }
    }
    // A published entry whose version changed keeps its git-tree (or path): the same folder.
    for (const published of gone) {
        const entry = headFile.entries.find((candidate) => !matched.has(candidate) && sameFolder(published, candidate));
        if (entry) {
            matched.add(entry);
            now[baseFile.entries.indexOf(published)] = entry;
            const field = published.text === entry.text && published.scheme === entry.scheme
                ? 'port-version'
                : entry.scheme;
            add(headFile.path, changedDraft(ref, headFile, published, entry, field));
        }
    }
    baseFile.entries.forEach((published, index) => {
        if (now[index] === undefined)
            add(headFile.path, removedDraft(ref, headFile, published, index, now));
    });
    extraNewEntries(ref, headFile, headFile.entries.filter((entry) => !matched.has(entry)), add);
}
/** The same entries in the same order: most files of a change, told apart without a map. */
function sameEntries(baseFile, headFile) {
    const { entries } = baseFile;
    if (entries.length !== headFile.entries.length)
        return false;
    for (let i = 0; i < entries.length; i++) {
        const a = entries[i];
        const b = headFile.entries[i];
        if (a.text !== b.text || a.portVersion !== b.portVersion || changedField(a, b))
            return false;
    }
    return true;
}
/** The version an entry is about, as vcpkg tells entries apart: its text and port-version. */
function versionKey(entry) {
    return `${entry.text}#${entry.portVersion}`;
}
function sameFolder(a, b) {
    return ((a.gitTree !== undefined && a.gitTree === b.gitTree) ||
        (a.path !== undefined && a.path === b.path));
}
/** The field of `entry` that differs from the published one, by its key; undefined when none. */
function changedField(published, entry) {
    if (published.gitTree !== entry.gitTree)
        return 'git-tree';
    if (published.path !== entry.path)
        return 'path';
    if (published.scheme !== entry.scheme)
        return entry.scheme;
    return undefined;
}
function changedDraft(ref, file, published, entry, field) {
    const port = file.port;
    const was = entryWords(port, published);
    const value = field === 'git-tree' ? entry.gitTree : field === 'path' ? entry.path : undefined;
    const what = value !== undefined
        ? `its "${field}" is now "${value}"`
        : `it is now ${entryWords(port, entry)}`;
    const message = `${was} is published at ${ref}, and ${what}: ${WORKFLOW_WORDS}; a published entry never changes (vcpkg's checks pass it: a baseline naming it would now get other files). ${capitalized(restoreFix(ref, file))}.`;
    // A field now missing (a git-tree for a path, port-version 0) places it on the entry.
    const pointer = `${entry.pointer}/${field}`;
    return (0,draft/* draftOf */.b)('versions-published-entry', {
        port,
        published: (0,database/* versionText */.K)(published),
        message,
        pointer,
        anchor: { kind: 'value' },
    });
}
/**
 * A published entry no longer in the file: placed on the entry now in its place (the next one
 * that stays, or the one before), else on the file's `versions`.
 */
function removedDraft(ref, file, published, index, now) {
    let near;
    for (let i = index + 1; i < now.length && !near; i++)
        near = now[i];
    for (let i = index - 1; i >= 0 && !near; i--)
        near = now[i];
    const message = `${entryWords(file.port, published)} is published at ${ref} and was removed from this file: ${WORKFLOW_WORDS}; a baseline or override naming it could no longer be resolved. ${capitalized(restoreFix(ref, file))}.`;
    return (0,draft/* draftOf */.b)('versions-published-entry', {
        port: file.port,
        published: (0,database/* versionText */.K)(published),
        message,
        pointer: near ? near.pointer : '/versions',
        anchor: near ? { kind: 'value' } : { kind: 'key' },
    });
}
/** New entries of a versions file, in its order: every one after the first is a problem. */
function extraNewEntries(ref, file, added, add) {
    if (added.length < 2)
        return;
    const all = added.map((entry) => (0,database/* versionText */.K)(entry)).join(', ');
    for (const entry of added.slice(1)) {
        const message = `${file.path} gains ${added.length} versions in this change (${all}), ${file.port}@${(0,database/* versionText */.K)(entry)} among them: ${WORKFLOW_WORDS}. An entry for a state of the port between two commits names a git tree no commit holds once the change is squashed. Remove this entry, keeping the one of the port as it is now; or restore the file (git restore --source=${ref} -- ${file.path}) and run vcpkg x-add-version ${file.port}.`;
        add(file.path, (0,draft/* draftOf */.b)('versions-one-version-per-change', {
            port: file.port,
            message,
            pointer: entry.pointer,
            anchor: { kind: 'value' },
        }));
    }
}
/**
 * A versions file at REF that is gone: a port deleted with it (reported on the baseline, which a
 * reviewer sees, where the port's entry went), or a port still there whose file went (on the
 * file's path, line 1).
 */
function deletedFile(sides, file, add) {
    const { ref } = sides;
    const count = file.entries.length;
    const newest = file.entries[0];
    const versions = `${count} published version${count === 1 ? '' : 's'}${newest ? ` (the newest ${file.port}@${(0,database/* versionText */.K)(newest)})` : ''}`;
    const restore = `git restore --source=${ref} -- ${file.path}`;
    const stays = sides.headPorts.has(file.port);
    const how = stays
        ? `the versions file of port ${file.port} was deleted, which removes its ${versions}`
        : sides.basePorts.has(file.port)
            ? `port ${file.port} was deleted together with its versions file ${file.path}, which removes its ${versions}`
            : `the versions file ${file.path} of port ${file.port}, deleted before, was deleted, which removes its ${versions}`;
    const fix = stays
        ? `Restore it: ${restore}`
        : `A deleted port keeps its versions file and leaves only the baseline: restore it (${restore}) and remove only its baseline entry`;
    const message = `${capitalized(how)}: ${WORKFLOW_WORDS}; an older baseline or an override naming them could no longer be resolved. ${fix}.`;
    const baseline = stays ? undefined : sides.head.baseline;
    const onBaseline = baseline !== undefined;
    add(baseline ? baseline.path : file.path, (0,draft/* draftOf */.b)('versions-deleted-versions-file', {
        port: file.port,
        versionsFile: file.path,
        message,
        pointer: onBaseline ? '/default' : '',
        anchor: onBaseline ? { kind: 'key' } : { kind: 'text', offset: 0, length: 0 },
    }));
}
function capitalized(text) {
    return text.charAt(0).toUpperCase() + text.slice(1);
}

// EXTERNAL MODULE: ./src/versions/check-registry.ts + 6 modules
var check_registry = __webpack_require__(2972);
;// CONCATENATED MODULE: ./src/versions/changes-since.ts



/**
 * The change rules' problems of the registry `head` (as checked: its `database`) since `base`,
 * placed, by the file each is on. `unreadFiles` are versions files there that were not read (too
 * large, a link): not deleted.
 */
function changesSince(base, head, manifestRules, unreadFiles = []) {
    const baseDatabase = (0,check_registry.readDatabase)({
        ports: base.ports.map((name) => ({ name, manifest: undefined })),
        versionsFiles: base.versionsFiles,
        baseline: base.baseline,
        treeIds: undefined,
        manifestRules,
    });
    const drafts = checkChanges({
        ref: base.ref,
        base: baseDatabase,
        head: head.database,
        basePorts: new Set(base.ports),
        headPorts: new Set(head.ports.map((port) => port.name)),
        headFiles: new Set([...head.versionsFiles.map((file) => file.path), ...unreadFiles]),
    });
    const texts = new Map();
    for (const file of head.versionsFiles)
        texts.set(file.path, file.bytes);
    if (head.baseline)
        texts.set(head.baseline.path, head.baseline.bytes);
    return placeChanges(drafts, (path) => {
        const bytes = texts.get(path);
        return bytes === undefined ? undefined : (0,decode/* decodeManifest */.M)(bytes).text;
    });
}

;// CONCATENATED MODULE: ./src/run/versions-base.ts
// The versions run's change rules: the database at --base REF against the working tree's.



/**
 * The problems of the change since `ref`, by the file (in the registry's layout) each is on: a
 * file of the base that was not read is one problem of its own, never a silent skip. Throws
 * BaseReadError when REF cannot be read.
 */
function changeProblems(ref, folders, read, checked, manifestRules, maxFileSize) {
    const base = (0,git_base.readBaseFiles)({ ports: folders.ports, versions: folders.versions }, ref, maxFileSize);
    const unread = read.notRead.flatMap((file) => (file.path === undefined ? [] : [file.path]));
    const placed = changesSince({ ...base, ref: base.name }, { ...read, database: checked.database }, manifestRules, unread);
    for (const { path, message } of base.notRead)
        placed.set(path, [...(placed.get(path) ?? []), (0,file_problem/* fileProblem */.W)('too-large', message)]);
    return placed;
}


/***/ })

};
