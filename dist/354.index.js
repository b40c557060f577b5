export const id = 354;
export const ids = [354,966];
export const modules = {

/***/ 8966:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   BASELINE_NAME: () => (/* binding */ BASELINE_NAME),
/* harmony export */   RegistryFolderError: () => (/* binding */ RegistryFolderError),
/* harmony export */   readRegistry: () => (/* binding */ readRegistry)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _fs_errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4874);
/* harmony import */ var _directory_listing_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(2249);
/* harmony import */ var _read_at_most_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(5809);
// A registry's ports and version database, read from disk for the versions command.





/** The name of the baseline in the versions folder. */
const BASELINE_NAME = 'baseline.json';
/** How deep below the versions folder files are looked for: vcpkg's layout is one level. */
const MOST_VERSIONS_DEPTH = 4;
/** A registry folder that is not there or is no folder: the command cannot run. */
class RegistryFolderError extends Error {
}
/**
 * Reads a registry: each port's vcpkg.json and each file of the database, at most `limit` bytes
 * each. A link below the two folders is reported, not followed (a pull request may plant one
 * to a file outside the checkout). Throws RegistryFolderError when a folder is missing.
 */
function readRegistry(folders, limit) {
    const read = { ports: [], versionsFiles: [], baseline: undefined, notRead: [] };
    for (const name of listFolder(folders.ports, 'ports', read).dirs) {
        const folder = node_path__WEBPACK_IMPORTED_MODULE_1___default().join(folders.ports, name);
        const manifest = readRegistryFile(node_path__WEBPACK_IMPORTED_MODULE_1___default().join(folder, 'vcpkg.json'), `ports/${name}/vcpkg.json`, limit, read);
        read.ports.push({ name, manifest });
    }
    readVersionsFolder(folders.versions, 'versions', 0, limit, read);
    read.versionsFiles.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
    return read;
}
/** The folders and files directly in `folder` (sorted), links and odd names reported. */
function listFolder(folder, layoutPath, read) {
    let listing;
    try {
        listing = (0,_directory_listing_js__WEBPACK_IMPORTED_MODULE_3__/* .listDirectory */ .K)(folder);
    }
    catch (error) {
        throw new RegistryFolderError(`cannot list the ${layoutPath} folder ${folder}: ${(0,_fs_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .describeFsError */ .TQ)(error)}; expected a registry's ${layoutPath} folder`);
    }
    for (const entry of listing.undecodable)
        read.notRead.push({ shownAs: folder, kind: 'unreadable', message: (0,_directory_listing_js__WEBPACK_IMPORTED_MODULE_3__/* .undecodableReason */ .n)(entry) });
    const dirs = [];
    const files = [];
    for (const entry of listing.entries) {
        if (entry.isDirectory())
            dirs.push(entry.name);
        else if (entry.isFile())
            files.push(entry.name);
        else if (entry.isSymbolicLink())
            read.notRead.push({
                shownAs: node_path__WEBPACK_IMPORTED_MODULE_1___default().join(folder, entry.name),
                path: `${layoutPath}/${entry.name}`,
                kind: 'link',
                message: `${layoutPath}/${entry.name} is a symbolic link, which was not followed: a registry's ports and database are read as git commits them`,
            });
    }
    const byCodeUnits = (a, b) => (a < b ? -1 : a > b ? 1 : 0);
    return { dirs: dirs.sort(byCodeUnits), files: files.sort(byCodeUnits) };
}
function readVersionsFolder(folder, layoutPath, depth, limit, read) {
    const { dirs, files } = listFolder(folder, layoutPath, read);
    for (const name of files) {
        if (!name.endsWith('.json'))
            continue;
        const file = readRegistryFile(node_path__WEBPACK_IMPORTED_MODULE_1___default().join(folder, name), `${layoutPath}/${name}`, limit, read, true);
        if (file === undefined)
            continue;
        if (depth === 0 && name === BASELINE_NAME)
            read.baseline = file;
        else
            read.versionsFiles.push(file);
    }
    for (const name of dirs) {
        const below = node_path__WEBPACK_IMPORTED_MODULE_1___default().join(folder, name);
        if (depth + 1 < MOST_VERSIONS_DEPTH)
            readVersionsFolder(below, `${layoutPath}/${name}`, depth + 1, limit, read);
        else
            read.notRead.push({
                shownAs: below,
                kind: 'unreadable',
                message: `${layoutPath}/${name} is more than ${MOST_VERSIONS_DEPTH} folders below versions/, which is not searched: a versions file is versions/<first letter>-/<port>.json`,
            });
    }
}
/**
 * A file's bytes, or undefined when it is missing (a port without vcpkg.json) or not read (then
 * reported in `read.notRead`). A listed file is opened refusing links.
 */
function readRegistryFile(file, layoutPath, limit, read, listed = false) {
    if (!listed) {
        let stats;
        try {
            stats = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.lstatSync)(file);
        }
        catch {
            return undefined;
        }
        if (stats.isSymbolicLink()) {
            read.notRead.push({
                shownAs: file,
                path: layoutPath,
                kind: 'link',
                message: `${layoutPath} is a symbolic link, which was not followed: a registry's ports and database are read as git commits them`,
            });
            return undefined;
        }
    }
    const result = (0,_read_at_most_js__WEBPACK_IMPORTED_MODULE_4__/* .readAtMost */ .rU)(file, limit, { refuseLinks: _read_at_most_js__WEBPACK_IMPORTED_MODULE_4__/* .CAN_REFUSE_LINKS */ .SG });
    if (result.ok)
        return { shownAs: file, path: layoutPath, bytes: result.bytes };
    read.notRead.push({
        shownAs: file,
        path: layoutPath,
        kind: result.kind === 'link' ? 'link' : result.kind === 'unreadable' ? 'unreadable' : 'too-large',
        message: (0,_read_at_most_js__WEBPACK_IMPORTED_MODULE_4__/* .describeReadFailure */ .mP)(result, layoutPath),
    });
    return undefined;
}


/***/ }),

/***/ 7354:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  runVersions: () => (/* binding */ runVersions)
});

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(8161);
// EXTERNAL MODULE: ./src/util/control-characters.ts
var control_characters = __webpack_require__(1690);
// EXTERNAL MODULE: ./src/util/cut-short.ts
var cut_short = __webpack_require__(2591);
// EXTERNAL MODULE: ./src/util/thousands.ts
var thousands = __webpack_require__(9851);
// EXTERNAL MODULE: ./src/files/file-size.ts
var file_size = __webpack_require__(2879);
// EXTERNAL MODULE: ./src/files/fs-errors.ts
var fs_errors = __webpack_require__(4874);
// EXTERNAL MODULE: ./src/files/git-environment.ts
var git_environment = __webpack_require__(3967);
// EXTERNAL MODULE: ./src/files/run-git.ts + 1 modules
var run_git = __webpack_require__(2887);
;// CONCATENATED MODULE: ./src/files/git-trees.ts
/**
 * The git tree ids of a registry's ports, as vcpkg computes them, and the port manifests that
 * trees in the repository hold (git-base.ts reads the database at --base; both run git through
 * run-git.ts).
 *
 * Every git call here runs with an argument array (never a shell), from the folder it is about,
 * without the variables that would point git at another repository or index (a hook's
 * `GIT_INDEX_FILE`, a user's `GIT_DIR`), and with `core.autocrlf=false`, as vcpkg-tool runs every
 * git command (src/vcpkg/base/git.cpp). The tree ids are computed while the caller goes on (the
 * versions run reads and checks the registry meanwhile); the trees of --deep are read
 * synchronously, as the rest of files/ reads.
 */










/** The largest port manifest read from a tree: a bigger one fails its tree id. */
const MAX_TREE_MANIFEST_SIZE = 1024 * 1024;
/** The most bytes of manifests read from git in one call, all trees together. */
const MAX_TREE_MANIFESTS_TOTAL = 256 * 1024 * 1024;
/** The most `git ls-tree` may print for a ports folder: 2 MB holds 20,000 ports. */
const MAX_LISTING = 64 * 1024 * 1024;
/** What a git command's messages may take; more ends it. */
const MAX_MESSAGES = 16 * 1024 * 1024;
/** A git object id: SHA-1, or SHA-256 in a repository that uses it. */
const OBJECT_ID = /^(?:[0-9a-f]{40}|[0-9a-f]{64})$/;
/** A tree id as a versions file holds it (vcpkg's is_git_sha). */
const TREE_ID = /^[0-9a-f]{40}$/;
/**
 * The tree id of each folder directly in `portsDir` (absolute) as git would commit the working
 * tree, uncommitted edits included, exactly as vcpkg computes it. `root` is the registry's folder.
 * Folder name \u2192 40-hex tree id. Not ok (with a one-line message naming the folder and what was
 * expected) when root is not in a git work tree, git is missing, or git fails.
 *
 * As vcpkg (VcpkgPaths::get_builtin_ports_directory_trees): a copy of the repository's index,
 * `git add -A .` in the ports folder with `GIT_INDEX_FILE` naming the copy, `git write-tree`,
 * `git ls-tree -z` of the ports folder in that tree. So `.gitignore` (files already tracked stay,
 * as in a commit), `.gitattributes` (eol and text conversion, filters), file modes, links and
 * `core.autocrlf=false` count as git counts them: four git processes, however many ports, one
 * after the other while the caller's own work goes on (git runs in the background).
 *
 * - The copy lives in a new private folder of the system's temporary folder, removed afterwards,
 *   also on failure; vcpkg puts it beside the index, under `.git`. A folder of our own cannot
 *   meet another run's copy or its `index.lock`, and a run that is killed leaves nothing in the
 *   user's repository. The user's index is only read. The copy keeps the index's time, which
 *   vcpkg's does not: with a newer copy git trusts what it noted of a file edited in the second
 *   the index was written, and vcpkg then hashes that port as it was before the edit.
 * - `git add` writes the blobs of new and changed files into the repository's objects, and
 *   `git write-tree` the trees, as vcpkg does: so a tree id computed here can be read back from
 *   the repository (`--deep` before the commit, as `x-ci-verify-versions --verify-git-trees`).
 *   Git's own `gc` prunes them if they are never committed.
 * - A repository with no index yet (nothing ever added) starts from an empty index, which is
 *   what such a repository's index holds; vcpkg fails there.
 * - `portsDir` may be a link and may lie below the top of the work tree: git runs in its real
 *   path, so the ids are those of the folder git sees there.
 * - Only folders have a tree: an empty folder (git keeps no empty tree), a folder whose files are
 *   all ignored, a port folder that is a link (git stores the link) or a submodule (git stores a
 *   commit) has no entry, and neither has a file directly in `portsDir`.
 */
async function portTreeIds(root, portsDir) {
    const shown = shownFolder(root, portsDir);
    const located = await locatePorts(portsDir, shown);
    if (!located.ok)
        return located;
    const { folder, index } = located.value;
    let scratch;
    try {
        scratch = (0,external_node_fs_.mkdtempSync)(external_node_path_default().join((0,external_node_os_.tmpdir)(), 'manifest-check-index-'));
    }
    catch (error) {
        return fail(`${shown}: expected a temporary folder for git's index (${(0,fs_errors/* describeFsError */.TQ)(error)})`);
    }
    try {
        const copy = external_node_path_default().join(scratch, 'index');
        try {
            (0,external_node_fs_.copyFileSync)(index, copy);
            keepTime(index, copy);
        }
        catch (error) {
            if (error.code !== 'ENOENT')
                return fail(`${shown}: expected to read git's index (${(0,fs_errors/* describeFsError */.TQ)(error)})`);
        }
        const env = (0,git_environment/* environmentWithoutRepository */.W)({ GIT_INDEX_FILE: copy });
        const added = await gitInBackground(folder, ADD, { env, maxBuffer: MAX_MESSAGES });
        if (!added.ok)
            return fail(`${shown}: expected git to add the ports folder (${added.reason})`);
        const written = await gitInBackground(folder, ['write-tree'], { env, maxBuffer: MAX_MESSAGES });
        if (!written.ok)
            return fail(`${shown}: expected git to write a tree (${written.reason})`);
        const tree = written.stdout.toString('latin1').trim();
        if (!OBJECT_ID.test(tree))
            return fail(`${shown}: expected git write-tree to print a tree id, not ${quoted(tree)}`);
        const listed = await gitInBackground(folder, ['ls-tree', '-z', tree], {
            env,
            maxBuffer: MAX_LISTING,
        });
        if (!listed.ok)
            return fail(`${shown}: expected git to list the ports (${listed.reason})`);
        return parseListing(listed.stdout, shown);
    }
    finally {
        removeQuietly(scratch);
    }
}
/**
 * Gives `copy` the time of `index`, rounded down to the microsecond before. Git trusts the stat
 * data it kept for a file only when the file is older than the index ("racily clean" otherwise,
 * git's racy-git.txt): a copy made later would hide an edit made in the second the index was
 * written that kept the file's size. An older copy only makes git read more files again.
 */
function keepTime(index, copy) {
    const { atimeNs, mtimeNs } = (0,external_node_fs_.statSync)(index, { bigint: true });
    const seconds = (ns) => Number(ns / 1000n - 1n) / 1e6;
    (0,external_node_fs_.utimesSync)(copy, seconds(atimeNs), seconds(mtimeNs));
}
/**
 * `git add -A .`: every change below the folder, additions, edits and deletions, as vcpkg runs
 * it. `core.safecrlf=false`: a file that `text=auto` converts is hashed converted, without the
 * warning for each (or, with the user's `core.safecrlf=true`, the failure) that `git add` gives;
 * `core.splitIndex=false`: the copy is written whole, with no shared index beside it.
 */
const ADD = [
    '-c',
    'core.safecrlf=false',
    '-c',
    'core.splitIndex=false',
    '-c',
    'advice.addEmbeddedRepo=false',
    'add',
    '-A',
    '--',
    '.',
];
/** The real path of the ports folder, and where its repository keeps the index. */
async function locatePorts(portsDir, shown) {
    const real = (0,fs_errors/* realPath */.Ye)(portsDir);
    if (!real.ok)
        return fail(`${shown}: expected the ports folder (${real.reason})`);
    const folder = real.path;
    try {
        if (!(0,external_node_fs_.statSync)(folder).isDirectory())
            return fail(`${shown}: expected a folder, found a file`);
    }
    catch (error) {
        return fail(`${shown}: expected the ports folder (${(0,fs_errors/* describeFsError */.TQ)(error)})`);
    }
    const parsed = await gitInBackground(folder, ['rev-parse', '--is-inside-work-tree', '--git-path', 'index'], { env: (0,git_environment/* environmentWithoutRepository */.W)(), maxBuffer: MAX_MESSAGES });
    if (!parsed.ok)
        return fail(`${shown}: expected a folder in a git work tree (${parsed.reason})`);
    const lines = parsed.stdout.toString('utf8').split('\n');
    if (lines[0] === 'false')
        return fail(`${shown}: expected a folder in a git work tree, not in a .git folder`);
    if (lines[0] !== 'true' || lines.length !== 3 || lines[1] === '' || lines[2] !== '')
        return fail(`${shown}: expected git rev-parse to print where the index is`);
    return { ok: true, value: { folder, index: external_node_path_default().resolve(folder, lines[1]) } };
}
/** `<mode> <type> <id>\t<name>\0`, repeated: the trees by name. */
function parseListing(listing, shown) {
    const trees = new Map();
    for (let start = 0; start < listing.length;) {
        let end = listing.indexOf(0, start);
        if (end === -1)
            end = listing.length;
        const tab = listing.indexOf(9, start);
        const fields = tab === -1 || tab > end ? [] : listing.toString('latin1', start, tab).split(' ');
        const [, type, id] = fields;
        if (fields.length !== 3 || id === undefined || !OBJECT_ID.test(id))
            return fail(`${shown}: expected git ls-tree to list entries, not ${quoted(listing.toString('utf8', start, end))}`);
        if (type === 'tree') {
            const name = listing.toString('utf8', tab + 1, end);
            if (trees.has(name))
                return fail(`${shown}: expected folder names git tells apart in UTF-8, found two named ${quoted(name)}`);
            trees.set(name, id);
        }
        start = end + 1;
    }
    return { ok: true, value: trees };
}
/**
 * For `--deep`: for each tree id, the port manifest it holds \u2014 `vcpkg.json`, else `CONTROL` \u2014 or
 * null when the repository has no such tree (or it holds neither).
 *
 * Two git processes for all ids, never one per id: `git cat-file --batch-check` finds each tree
 * and the size of each manifest, then `git cat-file --batch` reads the manifests chosen, so no
 * output is read unbounded. Not ok, before git runs, for an id that is not 40 hex digits (no id
 * can be an option); not ok, naming the tree, for a manifest over 1 MiB
 * ({@link MAX_TREE_MANIFEST_SIZE}), or when all of them together pass
 * {@link MAX_TREE_MANIFESTS_TOTAL}. An id that names a commit or a blob is no tree: null.
 */
function readTreeManifests(root, treeIds) {
    for (const id of treeIds)
        if (!TREE_ID.test(id))
            return fail(`git tree ${quoted((0,cut_short/* cutQuoted */.Hu)(id))}: expected a git tree id, 40 hex digits 0-9 a-f`);
    const manifests = new Map();
    const ids = [...new Set(treeIds)];
    if (ids.length === 0)
        return { ok: true, value: manifests };
    const shown = shownFolder(root, root);
    const real = (0,fs_errors/* realPath */.Ye)(root);
    if (!real.ok)
        return fail(`${shown}: expected the registry's folder (${real.reason})`);
    const env = (0,git_environment/* environmentWithoutRepository */.W)();
    const request = ids.map((id) => `${id}\n${id}:vcpkg.json\n${id}:CONTROL\n`).join('');
    const checked = git(real.path, ['cat-file', '--batch-check=%(objectname) %(objecttype) %(objectsize)'], { env, input: request, maxBuffer: ids.length * 3 * 128 + MAX_MESSAGES });
    if (!checked.ok)
        return fail(`${shown}: expected git to find the trees (${checked.reason})`);
    const lines = checked.stdout.toString('latin1').split('\n');
    if (lines.length !== ids.length * 3 + 1 || lines.at(-1) !== '')
        return fail(`${shown}: expected git cat-file to answer each tree id`);
    const chosen = [];
    let total = 0;
    for (const [index, id] of ids.entries()) {
        const [tree, json, control] = [0, 1, 2].map((line) => found(lines[index * 3 + line] ?? ''));
        if (tree === undefined || json === undefined || control === undefined)
            return fail(`${shown}: expected git cat-file to answer for git tree ${id}`);
        const manifest = tree?.type !== 'tree'
            ? null
            : json?.type === 'blob'
                ? { file: 'vcpkg.json', ...json }
                : control?.type === 'blob'
                    ? { file: 'CONTROL', ...control }
                    : null;
        if (manifest === null) {
            manifests.set(id, null);
            continue;
        }
        if (manifest.size > MAX_TREE_MANIFEST_SIZE)
            return fail(`git tree ${id}: expected a ${manifest.file} of at most ${(0,file_size/* formatFileSize */.v7)(MAX_TREE_MANIFEST_SIZE)} (${(0,thousands/* withThousands */.C)(MAX_TREE_MANIFEST_SIZE)} bytes), found ${(0,thousands/* withThousands */.C)(manifest.size)} bytes`);
        total += manifest.size;
        if (total > MAX_TREE_MANIFESTS_TOTAL)
            return fail(`${shown}: expected the port manifests of ${ids.length} git trees to take at most ${(0,file_size/* formatFileSize */.v7)(MAX_TREE_MANIFESTS_TOTAL)}`);
        chosen.push({ id, file: manifest.file, blob: manifest.id, size: manifest.size });
    }
    if (chosen.length === 0)
        return { ok: true, value: manifests };
    const blobs = [...new Set(chosen.map(({ blob }) => blob))];
    const read = git(real.path, ['cat-file', '--batch'], {
        env,
        input: blobs.map((blob) => `${blob}\n`).join(''),
        maxBuffer: total + blobs.length * 128 + MAX_MESSAGES,
    });
    if (!read.ok)
        return fail(`${shown}: expected git to read the port manifests (${read.reason})`);
    const parsed = (0,run_git/* parseCatFileBatch */["if"])(read.stdout, blobs.map((object) => ({ object })));
    if (!parsed.ok || parsed.used !== read.stdout.length)
        return fail(`${shown}: expected git cat-file to print each port manifest`);
    const contents = new Map(blobs.map((blob, index) => [blob, parsed.blobs[index]]));
    for (const { id, file, blob } of chosen)
        manifests.set(id, { file, bytes: contents.get(blob) });
    return { ok: true, value: manifests };
}
/**
 * One line of `--batch-check`: the object found, null when missing (`<name> missing`, or any
 * other answer git gives for a name it cannot show), undefined when it is no answer at all.
 */
function found(line) {
    const fields = line.split(' ');
    if (fields.length === 3 &&
        OBJECT_ID.test(fields[0]) &&
        /^\d+$/.test(fields[2]))
        return { id: fields[0], type: fields[1], size: Number(fields[2]) };
    return fields.length === 2 && /^[a-z]+$/.test(fields[1]) ? null : undefined;
}
/** git as vcpkg-tool runs every git command (src/vcpkg/base/git.cpp): `core.autocrlf=false`. */
function git(cwd, args, options) {
    return (0,run_git/* runGit */.EO)(cwd, [...VCPKG_GIT_SETTINGS, ...args], options);
}
/** {@link git}, in the background. */
function gitInBackground(cwd, args, options) {
    return (0,run_git/* runGitInBackground */.pK)(cwd, [...VCPKG_GIT_SETTINGS, ...args], options);
}
const VCPKG_GIT_SETTINGS = ['-c', 'core.autocrlf=false'];
/** `folder` relative to `root` when inside it (`.` for root itself), else as given. */
function shownFolder(root, folder) {
    const relative = external_node_path_default().relative(root, folder);
    const shown = relative === ''
        ? '.'
        : relative.startsWith('..') || external_node_path_default().isAbsolute(relative)
            ? folder
            : relative;
    return control_characters/* CONTROL_CHARACTER */.gW.test(shown) || shown.includes('"') ? (0,control_characters/* jsonQuoted */.zG)(shown) : shown;
}
/** Removes our own temporary folder; one that cannot be removed changes no result. */
function removeQuietly(folder) {
    try {
        (0,external_node_fs_.rmSync)(folder, { recursive: true, force: true });
    }
    catch {
        // Left in the system's temporary folder, which the system empties.
    }
}
/** A value git printed, quoted on one line. */
function quoted(text) {
    return (0,control_characters/* jsonQuoted */.zG)((0,cut_short/* cutQuoted */.Hu)(text));
}
function fail(message) {
    return { ok: false, message };
}

// EXTERNAL MODULE: ./src/files/registry-files.ts
var registry_files = __webpack_require__(8966);
// EXTERNAL MODULE: ./src/files/write-atomic.ts
var write_atomic = __webpack_require__(132);
// EXTERNAL MODULE: ./src/manifest/problems/file-problem.ts
var file_problem = __webpack_require__(7976);
// EXTERNAL MODULE: ./src/run/interrupts.ts
var interrupts = __webpack_require__(5805);
// EXTERNAL MODULE: ./src/report/file-report.ts
var file_report = __webpack_require__(9681);
;// CONCATENATED MODULE: ./src/run/run-versions.ts
// The versions command's run: a registry read, its trees asked of git, checked, fixed, reported.








/**
 * Checks a registry, fixing it first when asked. Throws RegistryFolderError when a folder is
 * missing, or git cannot give the trees of a git registry.
 */
async function runVersions(request) {
    const started = [];
    const startTreeIds = () => {
        const computing = portTreeIds(request.folders.root, request.folders.ports);
        started.push(computing);
        return computing;
    };
    try {
        return await checkAndFix(request, startTreeIds);
    }
    finally {
        // A run that stops early (a missing folder) leaves no git running, nor its temporary index.
        await Promise.all(started);
    }
}
/**
 * runVersions' work. Each check reads the registry while git computes the ports' tree ids in the
 * background (`startTreeIds`): they are needed last.
 */
async function checkAndFix(request, startTreeIds) {
    const { folders } = request;
    // Started before the chunks load.
    const computing = startTreeIds();
    // Loaded only for this command: no part of a validation's start-up.
    const [{ checkRegistryInSteps, readDatabase }, { currentRules }] = await Promise.all([
        __webpack_require__.e(/* import() */ 972).then(__webpack_require__.bind(__webpack_require__, 2972)),
        Promise.all(/* import() */[__webpack_require__.e(741), __webpack_require__.e(120), __webpack_require__.e(316), __webpack_require__.e(777)]).then(__webpack_require__.bind(__webpack_require__, 4777)),
    ]);
    const rules = { current: currentRules };
    const check = async (read, trees) => {
        const input = {
            ports: read.ports,
            versionsFiles: read.versionsFiles,
            baseline: read.baseline,
            treeIds: undefined,
            manifestRules: rules,
        };
        const ids = trees.then((result) => treeIdsOrNone(result, input, readDatabase));
        if (request.deep) {
            input.treeIds = await ids;
            input.trees = gitTrees(folders, input, readDatabase);
        }
        const checked = await checkWhileGitRuns(checkRegistryInSteps(input), ids);
        input.treeIds = await ids;
        return { input, checked };
    };
    let read = (0,registry_files.readRegistry)(folders, request.maxFileSize);
    let { input, checked } = await check(read, computing);
    const written = [];
    let stopped = false;
    const failures = new Map();
    if (request.fix) {
        const { planFix } = await Promise.all(/* import() */[__webpack_require__.e(741), __webpack_require__.e(120), __webpack_require__.e(316), __webpack_require__.e(777), __webpack_require__.e(107), __webpack_require__.e(320)]).then(__webpack_require__.bind(__webpack_require__, 4320));
        const plan = planFix(input, checked);
        for (const [file, problems] of plan.refusals)
            failures.set(shownPath(file, folders), problems);
        ({ stopped } = plan);
        for (const write of plan.writes) {
            const file = shownPath(write.path, folders);
            const outcome = writeDatabaseFile(file, write, folders.versions);
            if (outcome === undefined)
                written.push(file);
            else
                failures.set(file, [(0,file_problem/* fileProblem */.W)('unwritable', `cannot write ${write.path}: ${outcome}`)]);
        }
        // Checked again as written: what --fix could not mend is what is left to report.
        if (written.length > 0) {
            const again = startTreeIds();
            read = (0,registry_files.readRegistry)(folders, request.maxFileSize);
            ({ input, checked } = await check(read, again));
        }
    }
    if (request.base !== undefined) {
        const { changeProblems } = await Promise.all(/* import() */[__webpack_require__.e(972), __webpack_require__.e(553)]).then(__webpack_require__.bind(__webpack_require__, 7553));
        const changes = changeProblems(request.base, folders, read, checked, rules, request.maxFileSize);
        for (const [file, problems] of changes) {
            const shown = shownPath(file, folders);
            failures.set(shown, [...(failures.get(shown) ?? []), ...problems]);
        }
    }
    return { reports: [...reports(read, checked, failures, request)], written, stopped };
}
/** How long the check goes on before it lets git's next step start, in milliseconds. */
const TURN_FOR_GIT_MS = 1;
/**
 * Drives a check in steps to its end, letting git's background steps go on between them while
 * the tree ids are still to come (each git step starts when this process notices the last one
 * ended), and gives the check the tree ids when it asks.
 */
async function checkWhileGitRuns(steps, treeIds) {
    let settled = false;
    const settle = () => {
        settled = true;
    };
    // A failure is thrown where the check asks for the tree ids.
    treeIds.then(settle, settle);
    // At once first: git's first step may have ended while the registry was read.
    let turnAt = 0;
    let given;
    for (;;) {
        if (!settled && (0,interrupts/* nowMs */.T)() >= turnAt) {
            // Two turns of the event loop: a git step's end (its exit, the end of its output) is seen
            // in one, the next step starts in the other.
            await new Promise((resolve) => setImmediate(resolve));
            await new Promise((resolve) => setImmediate(resolve));
            turnAt = (0,interrupts/* nowMs */.T)() + TURN_FOR_GIT_MS;
        }
        const step = steps.next(given);
        if (step.done)
            return step.value;
        given = step.value === 'tree-ids' ? await treeIds : undefined;
    }
}
/**
 * The ports' tree ids, or none for a filesystem registry (entries with a `path`, none with a
 * `git-tree`), which needs no git. Throws RegistryFolderError when git cannot give the tree ids
 * of a git registry.
 */
function treeIdsOrNone(trees, input, readDatabase) {
    if (trees.ok)
        return trees.value;
    const database = readDatabase(input);
    const entries = [...database.versionsFiles.values()].flatMap((file) => file.entries);
    const filesystem = entries.length > 0 && entries.every((entry) => entry.gitTree === undefined);
    if (filesystem)
        return undefined;
    throw new registry_files.RegistryFolderError(`${trees.message}; a git registry's tree ids are computed by git (a filesystem registry's entries give a "path" instead of a "git-tree")`);
}
/** For --deep: the manifest in each git-tree the database names. */
function gitTrees(folders, input, readDatabase) {
    const ids = new Set();
    for (const file of readDatabase(input).versionsFiles.values())
        for (const entry of file.entries)
            if (entry.gitTree !== undefined)
                ids.add(entry.gitTree);
    const trees = readTreeManifests(folders.root, [...ids]);
    if (!trees.ok)
        throw new registry_files.RegistryFolderError(trees.message);
    return trees.value;
}
/** A file of the registry's layout (`versions/z-/zlib.json`) as reports name it. */
function shownPath(layoutPath, folders) {
    const [top, ...rest] = layoutPath.split('/');
    const folder = top === 'ports' ? folders.ports : top === 'versions' ? folders.versions : '';
    return external_node_path_default().join(folder || folders.root, ...rest);
}
/**
 * Writes one database file whole or not at all, making its letter folder when it is new; the
 * reason it was not written, or undefined.
 */
function writeDatabaseFile(file, write, versionsFolder) {
    try {
        (0,external_node_fs_.mkdirSync)(external_node_path_default().dirname(file), { recursive: true });
    }
    catch (error) {
        return `its folder cannot be made (${error.message})`;
    }
    const outcome = (0,write_atomic/* writeAtomically */.vK)(file, write.text, {
        root: { path: versionsFolder, name: 'the versions folder' },
        create: true,
    });
    return outcome.ok ? undefined : outcome.reason;
}
/**
 * A report for every file read (valid ones too: the summary counts them), then for each file a
 * problem names that was not read (a missing versions file), then for each file not read.
 */
function* reports(read, checked, failures, request) {
    const seen = new Set();
    const reportOf = (file, problems) => {
        seen.add(file);
        // The check's problems, then the fix's and the change rules': in the file's order.
        problems.sort((a, b) => a.line - b.line || a.column - b.column);
        const kept = request.errorsOnly ? problems.filter((p) => p.severity === 'error') : problems;
        return { file, valid: !problems.some((p) => p.severity === 'error'), problems: kept };
    };
    const report = (layoutPath) => {
        const file = shownPath(layoutPath, request.folders);
        return reportOf(file, [
            ...(checked.problems.get(layoutPath) ?? []),
            ...(failures.get(file) ?? []),
        ]);
    };
    for (const port of read.ports)
        if (port.manifest)
            yield report(port.manifest.path);
    for (const file of read.versionsFiles)
        yield report(file.path);
    if (read.baseline !== undefined)
        yield report(read.baseline.path);
    for (const layoutPath of [...checked.problems.keys()].sort())
        if (!seen.has(shownPath(layoutPath, request.folders)))
            yield report(layoutPath);
    for (const file of [...failures.keys()].sort())
        if (!seen.has(file))
            yield reportOf(file, [...(failures.get(file) ?? [])]);
    for (const notRead of read.notRead)
        yield (0,file_report/* unreadableReport */.w)(notRead.shownAs, notRead.kind === 'link' ? 'link-not-followed' : notRead.kind, notRead.message);
}


/***/ })

};
