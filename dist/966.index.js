export const id = 966;
export const ids = [966];
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


/***/ })

};
