export const id = 981;
export const ids = [981];
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


/***/ })

};
