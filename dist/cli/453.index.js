"use strict";
exports.id = 453;
exports.ids = [453];
exports.modules = {

/***/ 4453:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  runVersionsLine: () => (/* binding */ runVersionsLine)
});

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./src/files/git-base.ts
var git_base = __webpack_require__(9981);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: ./src/files/fs-errors.ts
var fs_errors = __webpack_require__(4874);
// EXTERNAL MODULE: ./src/files/directory-listing.ts + 1 modules
var directory_listing = __webpack_require__(8772);
// EXTERNAL MODULE: ./src/files/read-at-most.ts
var read_at_most = __webpack_require__(5809);
;// CONCATENATED MODULE: ./src/files/registry-files.ts
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
        const folder = external_node_path_default().join(folders.ports, name);
        const manifest = readRegistryFile(external_node_path_default().join(folder, 'vcpkg.json'), `ports/${name}/vcpkg.json`, limit, read);
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
        listing = (0,directory_listing/* listDirectory */.K)(folder);
    }
    catch (error) {
        throw new RegistryFolderError(`cannot list the ${layoutPath} folder ${folder}: ${(0,fs_errors/* describeFsError */.TQ)(error)}; expected a registry's ${layoutPath} folder`);
    }
    for (const entry of listing.undecodable)
        read.notRead.push({ shownAs: folder, kind: 'unreadable', message: (0,directory_listing/* undecodableReason */.n)(entry) });
    const dirs = [];
    const files = [];
    for (const entry of listing.entries) {
        if (entry.isDirectory())
            dirs.push(entry.name);
        else if (entry.isFile())
            files.push(entry.name);
        else if (entry.isSymbolicLink())
            read.notRead.push({
                shownAs: external_node_path_default().join(folder, entry.name),
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
        const file = readRegistryFile(external_node_path_default().join(folder, name), `${layoutPath}/${name}`, limit, read, true);
        if (file === undefined)
            continue;
        if (depth === 0 && name === BASELINE_NAME)
            read.baseline = file;
        else
            read.versionsFiles.push(file);
    }
    for (const name of dirs) {
        const below = external_node_path_default().join(folder, name);
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
            stats = (0,external_node_fs_.lstatSync)(file);
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
    const result = (0,read_at_most/* readAtMost */.rU)(file, limit, { refuseLinks: read_at_most/* CAN_REFUSE_LINKS */.SG });
    if (result.ok)
        return { shownAs: file, path: layoutPath, bytes: result.bytes };
    read.notRead.push({
        shownAs: file,
        path: layoutPath,
        kind: result.kind === 'link' ? 'link' : result.kind === 'unreadable' ? 'unreadable' : 'too-large',
        message: (0,read_at_most/* describeReadFailure */.mP)(result, layoutPath),
    });
    return undefined;
}

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
// EXTERNAL MODULE: ./src/files/git-environment.ts
var git_environment = __webpack_require__(3967);
// EXTERNAL MODULE: ./src/files/run-git.ts
var run_git = __webpack_require__(2783);
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
    let read = readRegistry(folders, request.maxFileSize);
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
            read = readRegistry(folders, request.maxFileSize);
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
    throw new RegistryFolderError(`${trees.message}; a git registry's tree ids are computed by git (a filesystem registry's entries give a "path" instead of a "git-tree")`);
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
        throw new RegistryFolderError(trees.message);
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

// EXTERNAL MODULE: ./src/report/totals.ts
var totals = __webpack_require__(2947);
// EXTERNAL MODULE: ./src/util/quantity.ts
var quantity = __webpack_require__(3347);
// EXTERNAL MODULE: ./src/cli/args.ts
var cli_args = __webpack_require__(7593);
// EXTERNAL MODULE: ./src/cli/exit.ts
var exit = __webpack_require__(7632);
// EXTERNAL MODULE: ./src/cli/reporter.ts
var reporter = __webpack_require__(3933);
// EXTERNAL MODULE: ./src/report/reporters.ts + 5 modules
var reporters = __webpack_require__(7383);
// EXTERNAL MODULE: ./src/cli/color.ts
var color = __webpack_require__(2477);
// EXTERNAL MODULE: ./src/cli/versions-options.ts
var versions_options = __webpack_require__(7802);
;// CONCATENATED MODULE: ./src/cli/versions-args.ts
// The versions command's line: its options and its usage.





const VERSIONS_USAGE = `Usage: manifest-check versions [options] [--] [REGISTRY]

Checks a vcpkg registry's version database against its ports, as 'vcpkg x-ci-verify-versions'
does, and the mistakes it misses: REGISTRY (the default is the current directory) holds ports/
and versions/. Each port's vcpkg.json is checked as a port under --profile current; each
versions file and versions/baseline.json for its shape, its place and its order; each port's
git tree (its folder as git would commit it, uncommitted edits included) against the entry of
its version; the baseline against each port's version, and for ports that no longer exist;
dependencies and overrides against the versions the database has. Every problem is reported on
the file, line and column it is about.

Options:
  --ports DIR           the ports folder, when not REGISTRY/ports
  --versions DIR        the version database's folder, when not REGISTRY/versions
  --deep                also read each git-tree the database names from the repository and
                        check that it holds the version its entry claims (as 'vcpkg
                        x-ci-verify-versions --verify-git-trees')
  --fix                 first write what 'vcpkg x-add-version --all' writes: each port's new
                        version entry and its baseline entry, in vcpkg's layout of those files,
                        each file whole or not at all; a published entry is never rewritten
  --base REF            also check the change since REF (a branch, tag or commit), as
                        microsoft/vcpkg's pull-request workflow does: each versions file gains
                        at most one entry, no entry published at REF changes or goes, no
                        versions file is deleted; compared with the merge base of REF and HEAD,
                        which the clone must have (git fetch origin REF)
  --format FORMAT       output format: text (the default), json, sarif or github
  --quiet               report errors only
  --color WHEN          colour the text output: auto (the default), always or never
  --max-file-size SIZE  report a larger file as an error without reading it; SIZE is bytes,
                        or KB or MB (1 KB = 1024 bytes); the default is ${(0,file_size/* formatFileSize */.v7)(file_size/* DEFAULT_MAX_FILE_SIZE */.Sj)}
  -h, --help            show this help

Exit status: 0 no errors, 1 errors found (or, with --fix, a file could not be written),
2 usage error (no ports/ or versions/ folder, git missing for a git registry, a --base the
clone does not have) or output not written, 130/143 interrupted, 141 output pipe closed by its reader.
`;
/** Reads the versions command's arguments; throws UsageError with a one-line reason when wrong. */
function parseVersionsLine(argv) {
    const { values, paths } = (0,cli_args/* parseOptionsAndPaths */.V)(argv, versions_options/* VERSIONS_OPTIONS */.L);
    if (values.help)
        return { command: 'help' };
    if (paths.length > 1)
        throw new cli_args/* UsageError */.eb(`versions checks one registry, and ${paths.length} were given; run it once for each`);
    for (const option of ['ports', 'versions', 'base'])
        if (values[option] === '')
            throw new cli_args/* UsageError */.eb(`--${option} needs ${option === 'base' ? 'a commit' : 'a folder name'}`);
    return {
        command: 'versions',
        registry: paths[0] ?? '.',
        ...(values.ports === undefined ? {} : { ports: values.ports }),
        ...(values.versions === undefined ? {} : { versions: values.versions }),
        deep: values.deep ?? false,
        fix: values.fix ?? false,
        ...(values.base === undefined ? {} : { base: values.base }),
        format: (0,cli_args/* readChoice */.Kf)('--format', values.format, reporters/* FORMATS */.h) ?? 'text',
        quiet: values.quiet ?? false,
        color: (0,cli_args/* readChoice */.Kf)('--color', values.color, color/* COLOR_CHOICES */.zg) ?? 'auto',
        maxFileSize: (0,cli_args/* readMaxFileSize */.s)(values['max-file-size']),
    };
}

;// CONCATENATED MODULE: ./src/cli/versions.ts










/**
 * Runs `manifest-check versions ARGS`: prints the help, or checks a registry (fixing it first
 * with --fix). Throws UsageError for a wrong command line or a registry that is none.
 * `writeCommands` prints the github format's own workflow commands.
 */
async function runVersionsLine(args, io, writeCommands) {
    const request = parseVersionsLine(args);
    if (request.command === 'help') {
        io.stdout(VERSIONS_USAGE);
        return exit/* EXIT */.d.ok;
    }
    const { registry } = request;
    // A registry's run reads every port: as long as the runs V8 is tuned for.
    io.tune?.(Number.POSITIVE_INFINITY, 'registry');
    let outcome;
    try {
        outcome = await runVersions({
            folders: {
                root: registry,
                ports: request.ports ?? external_node_path_default().join(registry, 'ports'),
                versions: request.versions ?? external_node_path_default().join(registry, 'versions'),
            },
            deep: request.deep,
            fix: request.fix,
            ...(request.base === undefined ? {} : { base: request.base }),
            maxFileSize: request.maxFileSize,
            errorsOnly: request.quiet,
        });
    }
    catch (error) {
        const usage = error instanceof RegistryFolderError || error instanceof git_base/* BaseReadError */.Y;
        throw usage ? new cli_args/* UsageError */.eb(error.message) : error;
    }
    const sink = (0,reporter/* reporter */.Y)(request, io, writeCommands);
    let summary = totals/* EMPTY_SUMMARY */.fB;
    for (const report of outcome.reports) {
        summary = (0,totals/* addToSummary */.Dg)(summary, report);
        sink.file(report);
    }
    sink.end(summary);
    // On standard error: the report on standard output stays the report.
    if (outcome.stopped)
        io.stderr("manifest-check: --fix wrote nothing: as 'vcpkg x-add-version --all', it adds no entry while a port's errors above stop it\n");
    if (outcome.written.length > 0)
        io.stderr(`manifest-check: --fix wrote ${(0,quantity/* quantity */.a)(outcome.written.length, 'file')}: ${outcome.written.join(', ')}\n`);
    return summary.errors > 0 ? exit/* EXIT */.d.problems : exit/* EXIT */.d.ok;
}


/***/ }),

/***/ 9981:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Y: () => (/* binding */ BaseReadError),
/* harmony export */   b: () => (/* binding */ readBaseFiles)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _fs_errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4874);
/* harmony import */ var _file_size_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(2879);
/* harmony import */ var _git_environment_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(3967);
/* harmony import */ var _run_git_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(2783);
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

/***/ 3967:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   W: () => (/* binding */ environmentWithoutRepository)
/* harmony export */ });
/* unused harmony export REPOSITORY_VARIABLES */
/**
 * The variables that tie git to one repository, its index or its objects: what `git rev-parse
 * --local-env-vars` lists, and what git itself clears before it runs in a submodule. A git call
 * that must find its repository from the folder it runs in, not from an inherited `GIT_DIR` or
 * `GIT_INDEX_FILE` (a hook's, or the user's), runs without them.
 */
const REPOSITORY_VARIABLES = [
    'GIT_ALTERNATE_OBJECT_DIRECTORIES',
    'GIT_CONFIG',
    'GIT_CONFIG_PARAMETERS',
    'GIT_CONFIG_COUNT',
    'GIT_OBJECT_DIRECTORY',
    'GIT_DIR',
    'GIT_WORK_TREE',
    'GIT_IMPLICIT_WORK_TREE',
    'GIT_GRAFT_FILE',
    'GIT_INDEX_FILE',
    'GIT_NO_REPLACE_OBJECTS',
    'GIT_REPLACE_REF_BASE',
    'GIT_PREFIX',
    'GIT_INTERNAL_SUPER_PREFIX',
    'GIT_SHALLOW_FILE',
    'GIT_COMMON_DIR',
];
/** The environment of this process without {@link REPOSITORY_VARIABLES}, and with `more`. */
function environmentWithoutRepository(more = {}) {
    const env = { ...process.env };
    for (const name of REPOSITORY_VARIABLES)
        delete env[name];
    return { ...env, ...more };
}


/***/ }),

/***/ 2783:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   EO: () => (/* binding */ runGit),
/* harmony export */   "if": () => (/* binding */ parseCatFileBatch),
/* harmony export */   pK: () => (/* binding */ runGitInBackground)
/* harmony export */ });
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1421);
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_child_process__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _util_control_characters_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1690);
/* harmony import */ var _util_cut_short_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(2591);
/* harmony import */ var _file_size_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2879);
/* harmony import */ var _fs_errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(4874);
/* harmony import */ var _git_environment_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(3967);
/**
 * The one way src/files runs git: an argument array (never a shell), in the folder it is about,
 * without the variables that would point git at another repository (unless the caller gives its
 * own environment), stdout as bytes, and a failure told in one line (git's first line of standard
 * error, or what stopped it). Synchronously (runGit), or while the caller goes on with other work
 * (runGitInBackground). And the one reader of `git cat-file --batch`.
 */






/**
 * git with `args` in `cwd`: what it printed, or why it failed, in one line (`git <command>: \u2026`,
 * the command being the first argument that is neither an option nor a `-c` setting). Output past
 * `maxBuffer` ends git and fails; `missingGit` says git could not be started at all. `env`
 * defaults to this process's without the variables that tie git to one repository.
 */
function runGit(cwd, args, options) {
    const result = (0,node_child_process__WEBPACK_IMPORTED_MODULE_0__.spawnSync)('git', args, {
        cwd,
        env: options.env ?? (0,_git_environment_js__WEBPACK_IMPORTED_MODULE_4__/* .environmentWithoutRepository */ .W)(),
        input: options.input,
        maxBuffer: options.maxBuffer,
        stdio: [options.input === undefined ? 'ignore' : 'pipe', 'pipe', 'pipe'],
        windowsHide: true,
    });
    return gitRunOf(args, options.maxBuffer, result);
}
/**
 * runGit without waiting: git runs while this process goes on, and the promise (which never
 * rejects) gives what runGit would have given, output limits and words alike. Its standard input
 * is closed: nothing is written to it.
 */
function runGitInBackground(cwd, args, options) {
    return new Promise((resolve) => {
        const child = (0,node_child_process__WEBPACK_IMPORTED_MODULE_0__.spawn)('git', args, {
            cwd,
            env: options.env ?? (0,_git_environment_js__WEBPACK_IMPORTED_MODULE_4__/* .environmentWithoutRepository */ .W)(),
            stdio: ['ignore', 'pipe', 'pipe'],
            windowsHide: true,
        });
        const kept = {
            stdout: { chunks: [], bytes: 0 },
            stderr: { chunks: [], bytes: 0 },
        };
        let error;
        const collect = (stream) => (chunk) => {
            if (error !== undefined)
                return;
            const output = kept[stream];
            output.bytes += chunk.length;
            if (output.bytes > options.maxBuffer) {
                // As spawnSync ends a command that prints more than maxBuffer.
                error = Object.assign(new Error(`${stream} past maxBuffer`), { code: 'ENOBUFS' });
                child.kill();
                return;
            }
            output.chunks.push(chunk);
        };
        child.stdout.on('data', collect('stdout'));
        child.stderr.on('data', collect('stderr'));
        child.on('error', (failure) => {
            error ??= failure;
        });
        // After 'error' too: a git that could not start closes with no status.
        child.on('close', (status, signal) => {
            resolve(gitRunOf(args, options.maxBuffer, {
                error,
                status,
                signal,
                stdout: Buffer.concat(kept.stdout.chunks),
                stderr: Buffer.concat(kept.stderr.chunks),
            }));
        });
    });
}
/** What a git process gave, as a GitRun: its output, or why it failed in one line. */
function gitRunOf(args, maxBuffer, result) {
    const command = `git ${args.find((arg) => !arg.startsWith('-') && !arg.includes('=')) ?? ''}`;
    if (result.error) {
        const code = result.error.code;
        if (code === 'ENOENT')
            return { ok: false, reason: 'git is not installed or not on the PATH', missingGit: true };
        if (code === 'ENOBUFS')
            return {
                ok: false,
                reason: `${command} printed more than ${(0,_file_size_js__WEBPACK_IMPORTED_MODULE_2__/* .formatFileSize */ .v7)(maxBuffer)}`,
            };
        return { ok: false, reason: `${command}: ${(0,_fs_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .describeFsError */ .TQ)(result.error)}` };
    }
    if (result.status !== 0) {
        const said = firstLine(result.stderr.toString('utf8'));
        const ended = result.signal ? `was ended by ${result.signal}` : `exited with ${result.status}`;
        return { ok: false, reason: said ? `${command}: ${said}` : `${command} ${ended}` };
    }
    return { ok: true, stdout: result.stdout };
}
/** The first line git said that is not blank, cut short, its controls escaped. */
function firstLine(text) {
    const line = text.split('\n').find((each) => each.trim() !== '') ?? '';
    return (0,_util_control_characters_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeShownControls */ .RG)((0,_util_cut_short_js__WEBPACK_IMPORTED_MODULE_5__/* .cutShort */ .VV)(line.trim(), 200));
}
/**
 * `git cat-file --batch`'s output (`<id> blob <size>\n<bytes>\n` for each blob asked, in order)
 * cut into the blobs' bytes (views of `output`, not copies), and `used`, the bytes read. Else
 * which answer is not a blob asked and why: `ended` (no answer), `missing` (git has no such
 * object), `answered` (another object, not a blob, or another size; `header` is its line),
 * `inside` (the output ends inside the blob, or no newline follows it).
 */
function parseCatFileBatch(output, asked) {
    const blobs = [];
    let at = 0;
    for (const [index, { object, size: expected }] of asked.entries()) {
        const newline = output.indexOf(10, at);
        if (newline === -1)
            return { ok: false, index, why: 'ended', header: '' };
        const header = output.toString('latin1', at, newline);
        const [id, type, size = ''] = header.split(' ');
        const fail = (why) => ({ ok: false, index, why, header });
        if (id !== object)
            return fail('answered');
        if (type === 'missing')
            return fail('missing');
        if (type !== 'blob' || !/^\d+$/.test(size))
            return fail('answered');
        if (expected !== undefined && Number(size) !== expected)
            return fail('answered');
        const start = newline + 1;
        const end = start + Number(size);
        if (output[end] !== 10)
            return fail('inside');
        blobs.push(output.subarray(start, end));
        at = end + 1;
    }
    return { ok: true, blobs, used: at };
}


/***/ }),

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


/***/ })

};
;