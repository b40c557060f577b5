export const id = 320;
export const ids = [320];
export const modules = {

/***/ 6380:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   J: () => (/* binding */ versionsFilePath),
/* harmony export */   K: () => (/* binding */ versionText)
/* harmony export */ });
/**
 * A registry's version database as read from its files: what the checks, the fixer and the
 * change rules share. Every value keeps the JSON Pointer it was read at, so a problem about it
 * can be placed on its file's line and column.
 */
/** A version as vcpkg writes it: `1.3`, `1.3#2` (the port-version only when not 0). */
function versionText(version) {
    return version.portVersion === 0 ? version.text : `${version.text}#${version.portVersion}`;
}
/** Where vcpkg reads a port's versions file, relative to the registry's root: `versions/z-/zlib.json`. */
function versionsFilePath(port, versionsDir = 'versions') {
    const prefix = versionsDir === '' ? '' : `${versionsDir}/`;
    return `${prefix}${port.charAt(0)}-/${port}.json`;
}


/***/ }),

/***/ 5104:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   U: () => (/* binding */ RegistryProblems)
/* harmony export */ });
/* harmony import */ var _manifest_json_decode_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8356);
/* harmony import */ var _manifest_json_locate_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7900);
/* harmony import */ var _manifest_problems_problem_cap_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9528);



/**
 * The problems of a registry's files, by path: each file's drafts are capped and placed once,
 * at the end, on the file's own text.
 */
class RegistryProblems {
    files = new Map();
    /** Problems of `path`, its text given (or its bytes, decoded only if a draft needs them). */
    at(path) {
        let file = this.files.get(path);
        if (file === undefined) {
            file = { text: undefined, bytes: undefined, placed: [], drafts: [], uncounted: 0 };
            this.files.set(path, file);
        }
        return file;
    }
    /** Says what `path` holds, so that its drafts can be placed. */
    know(path, content) {
        const file = this.at(path);
        if ('text' in content)
            file.text = content.text;
        else
            file.bytes = content.bytes;
    }
    add(path, ...drafts) {
        this.at(path).drafts.push(...drafts);
    }
    /** Counts errors of `path` found but not drafted (past a scan's own limit). */
    addUncounted(path, count) {
        this.at(path).uncounted += count;
    }
    addPlaced(path, problems) {
        this.at(path).placed.push(...problems);
    }
    /** Every file with problems, by path (sorted), each list in the file's order. */
    placedAll() {
        const result = new Map();
        const paths = [...this.files.keys()].sort();
        for (const path of paths) {
            const file = this.files.get(path);
            if (file.placed.length === 0 && file.drafts.length === 0 && file.uncounted === 0)
                continue;
            const text = file.text ?? (file.bytes ? (0,_manifest_json_decode_js__WEBPACK_IMPORTED_MODULE_0__/* .decodeManifest */ .M)(file.bytes).text : '');
            const capped = (0,_manifest_problems_problem_cap_js__WEBPACK_IMPORTED_MODULE_1__/* .capProblems */ .Pe)({
                schemaErrors: [],
                toDraft: (d) => d,
                drafts: file.drafts,
                uncounted: { severity: 'error', count: file.uncounted },
            });
            const located = capped.length > 0 ? (0,_manifest_json_locate_js__WEBPACK_IMPORTED_MODULE_2__/* .locateProblems */ .D)(text, capped).map(_manifest_problems_problem_cap_js__WEBPACK_IMPORTED_MODULE_1__/* .boundProblemText */ .hk) : [];
            const problems = file.placed.length === 0
                ? located
                : [...file.placed, ...located].sort((a, b) => a.line - b.line || a.column - b.column);
            result.set(path, problems);
        }
        return result;
    }
}


/***/ }),

/***/ 4320:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  planFix: () => (/* binding */ planFix)
});

// EXTERNAL MODULE: ./src/manifest/json/decode.ts
var decode = __webpack_require__(8356);
// EXTERNAL MODULE: ./src/manifest/problems/draft.ts
var draft = __webpack_require__(5701);
// EXTERNAL MODULE: ./src/manifest/format/code-point-order.ts
var code_point_order = __webpack_require__(5498);
// EXTERNAL MODULE: ./src/manifest/format/format-manifest.ts + 6 modules
var format_manifest = __webpack_require__(1107);
// EXTERNAL MODULE: ./src/manifest/format/write-json.ts + 1 modules
var write_json = __webpack_require__(5017);
// EXTERNAL MODULE: ./src/manifest/vcpkg/identifiers.ts
var identifiers = __webpack_require__(401);
// EXTERNAL MODULE: ./src/manifest/vcpkg/current/versions.ts
var versions = __webpack_require__(2234);
// EXTERNAL MODULE: ./src/versions/database.ts
var versions_database = __webpack_require__(6380);
// EXTERNAL MODULE: ./src/versions/new-version-rules.ts
var new_version_rules = __webpack_require__(3724);
;// CONCATENATED MODULE: ./src/versions/add-version-refusals.ts
/*
 * Why the fixer adds no entry for a port: where `vcpkg x-add-version --all` stops, in its words
 * (locales/messages.json) where it has them, each followed by the fix. Never "use
 * --overwrite-version": a published entry is not rewritten.
 */


/** A refusal on the port's manifest. `detail` is the scheme's error for 'invalid'. */
function refusalOfVersion(port, reason, detail) {
    const { name, version, manifestPath } = port;
    const at = (pointer, message) => ({
        port: name,
        path: manifestPath,
        pointer,
        message,
    });
    const folder = manifestPath.replace(/\/?vcpkg\.json$/, '') || `ports/${name}`;
    switch (reason) {
        case 'bad-name':
            return at('/name', `${JSON.stringify(name)} is not a port name vcpkg reads: lowercase letters, digits and single hyphens, not a reserved name (core, default, con, ...); rename the port's folder and its "name"`);
        case 'no-git-tree':
            return at('', `${name} has no git tree id: \`vcpkg x-add-version\` records the git tree of \`${folder}/\` in each entry, which only a git repository has; run it in the registry's git repository (a filesystem registry's \`path\` entries are written by hand)`);
        case 'invalid':
            return at(`/${version.scheme}`, `${String(detail)} Fix the version in ${manifestPath}.`);
        case 'not-formatted':
            return at('', `${name} is not properly formatted\nRun \`manifest-check format ${manifestPath}\` (or \`vcpkg format-manifest ${manifestPath}\`) to format the file`);
    }
}
/** A refusal of a port-version that does not follow the entries of its version text. */
function refusalOfPortVersion(port, broken) {
    const { problem, fix } = (0,new_version_rules/* portVersionBreakWords */.Wl)(port.name, port.version, broken);
    return {
        port: port.name,
        path: port.manifestPath,
        pointer: '/port-version',
        message: `${problem}. ${fix} and run --fix again.`,
    };
}
/** A refusal of a `version-string` that reads as a date or a relaxed version. */
function refusalOfSchemeAdvice(port, as) {
    return {
        port: port.name,
        path: port.manifestPath,
        pointer: '/version-string',
        message: (0,new_version_rules/* stringSchemeAdviceWords */.MT)(port.name, as, 'rerun this command'),
    };
}
/**
 * A refusal on an entry of the port's versions file: a filesystem registry's entry, or the
 * published entry of the port's version, whose git tree differs (`highest`: the highest
 * port-version published for that version text, for the bump to suggest).
 */
function refusalOfEntry(port, file, entry, reason, highest) {
    if (reason === 'path-entry')
        return {
            port: port.name,
            path: file.path,
            pointer: entry.pointer,
            message: `this entry names a \`path\` (a filesystem registry's); \`vcpkg x-add-version\` reads and writes a git registry's entries only, each with a "git-tree": add the entries of a filesystem registry by hand`,
        };
    const next = (highest ?? entry).portVersion + 1;
    return {
        port: port.name,
        path: file.path,
        pointer: `${entry.pointer}/git-tree`,
        message: `checked-in files for ${port.name} have changed but the version was not updated\nversion: ${(0,versions_database/* versionText */.K)(port.version)}\nold SHA: ${String(entry.gitTree)}\nnew SHA: ${String(port.gitTree)}\nDid you remember to update the version or port version? A published entry is never rewritten (vcpkg would need --overwrite-version): set "port-version" to ${next} in ${port.manifestPath}, or change the version.`,
    };
}
/** A refusal for a port whose versions file vcpkg cannot read: nothing is added to it. */
function refusalOfUnreadableFile(port) {
    const path = (0,versions_database/* versionsFilePath */.J)(port.name);
    return {
        port: port.name,
        path,
        pointer: '',
        message: `${path} cannot be read (its own problems say why), so no entry is added to it: correct it, then run --fix again`,
    };
}

// EXTERNAL MODULE: ./src/manifest/format/json-tree.ts
var json_tree = __webpack_require__(796);
;// CONCATENATED MODULE: ./src/versions/write-database.ts
/*
 * The version database's files as `vcpkg x-add-version` writes them: built from the model, never
 * from the old text, so a file in another layout, with fields vcpkg drops or entries without
 * `port-version`, comes out in vcpkg's layout (its JSON writer, docs/format.md#the-text).
 */



/** The baseline's path relative to the registry's root. */
const BASELINE_PATH = 'versions/baseline.json';
/**
 * A versions file's text: `{"versions": [...]}`, each entry `git-tree`, its version field and
 * `port-version` (written even when 0), in the order given (newest first).
 * @throws Error for an entry without a git tree: a caller's bug (the planner refuses those).
 */
function versionsFileText(entries) {
    const list = entries.map((entry) => {
        if (entry.gitTree === undefined)
            throw new Error('versionsFileText: an entry without git-tree');
        return versionObject(new Map([['git-tree', entry.gitTree]]), entry.scheme, entry);
    });
    return (0,write_json/* writeJson */.G)(new Map([['versions', list]]));
}
/**
 * The baseline's text: `{"default": {...}}`, one `baseline` and `port-version` per port, ports
 * in vcpkg's order (its std::map: by code point), whatever the order given.
 */
function baselineText(versions) {
    const ports = new Map();
    for (const port of (0,code_point_order/* sortByCodePoints */.M)([...versions.keys()]))
        ports.set(port, versionObject(new Map(), 'baseline', versions.get(port)));
    return (0,write_json/* writeJson */.G)(new Map([['default', ports]]));
}
/** Adds the version's text under `field`, then its `port-version`. */
function versionObject(object, field, version) {
    object.set(field, version.text);
    object.set('port-version', new json_tree/* JsonNumber */.WP(String(version.portVersion), version.portVersion));
    return object;
}

;// CONCATENATED MODULE: ./src/versions/add-versions.ts
/*
 * The fixer's plan: what `vcpkg x-add-version --all` writes, as texts, without writing. As vcpkg
 * does with --all: a port whose tree id has an entry is left alone, and the baseline takes that
 * entry's version; any other port gets a new entry, first in its file; the baseline is built
 * anew from the ports alone (an entry of a deleted port goes, fields vcpkg does not know go).
 * Where vcpkg stops, nothing is written: a refusal for each port it would stop at, no writes.
 */









/**
 * What `vcpkg x-add-version --all` writes for these ports: only files whose text changes. Never
 * rewrites a published entry: where vcpkg needs --overwrite-version it is a refusal; never adds
 * a version vcpkg would refuse (its version format checks, port-version sequence: without
 * --skip-version-format-check). With any refusal there are no writes, as vcpkg writes nothing.
 */
function planAddVersions(ports, database, options = {}) {
    const writes = [];
    const refusals = [];
    const baseline = new Map();
    for (const port of ports) {
        // A versions file vcpkg cannot read is never replaced: what it holds would be lost.
        const plan = database.unreadable.has(port.name)
            ? { refusal: refusalOfUnreadableFile(port) }
            : planPort(port, fileVcpkgReads(port.name, database), options);
        if ('refusal' in plan)
            refusals.push(plan.refusal);
        else {
            if (plan.write)
                writes.push(plan.write);
            baseline.set(port.name, plan.baseline);
        }
    }
    if (refusals.length > 0)
        return { writes: [], refusals };
    // vcpkg writes the baseline whenever there is a port: with --all it starts from none.
    if (ports.length > 0) {
        const text = baselineText(baseline);
        if (baselineChanges(database, baseline, text))
            writes.push({ path: BASELINE_PATH, text });
    }
    return { writes, refusals };
}
/** One port's part of the plan, as vcpkg's update_version_db_file decides it. */
function planPort(port, file, options) {
    const { name, gitTree, version } = port;
    // The name makes the versions file's path: a name vcpkg refuses never makes one.
    if (!(0,identifiers/* isWholeIdentifier */.JZ)(name) || (0,identifiers/* isWholeReservedName */.tz)(name))
        return { refusal: refusalOfVersion(port, 'bad-name') };
    if (gitTree === undefined)
        return { refusal: refusalOfVersion(port, 'no-git-tree') };
    const entries = file?.entries ?? [];
    const fileless = entries.find((entry) => entry.gitTree === undefined);
    if (file && fileless)
        return { refusal: refusalOfEntry(port, file, fileless, 'path-entry') };
    // Already recorded: vcpkg reads neither the manifest nor its version, the entry says it.
    const recorded = entries.find((entry) => entry.gitTree === gitTree);
    if (recorded)
        return { baseline: versionOf(recorded) };
    const invalid = (0,versions/* topLevelVersionError */.wZ)(version.scheme, version.text);
    if (invalid !== undefined)
        return { refusal: refusalOfVersion(port, 'invalid', invalid) };
    const manifest = options.manifestTexts?.get(name);
    // A text vcpkg's writer cuts short is never in its form: vcpkg refuses it as unformatted.
    if (!survivesWriting(version.text) || (manifest !== undefined && !isFormatted(manifest)))
        return { refusal: refusalOfVersion(port, 'not-formatted') };
    // vcpkg gives its advice first for a new file, last for a file it adds to.
    const advice = (0,new_version_rules/* stringSchemeAdvice */.rG)(version);
    if (!file && advice)
        return { refusal: refusalOfSchemeAdvice(port, advice) };
    let exact;
    let highest;
    for (const entry of entries) {
        if (entry.text !== version.text)
            continue;
        // vcpkg keeps the last exact match and the first of the highest port-versions.
        if (entry.portVersion === version.portVersion)
            exact = entry;
        if (!highest || highest.portVersion < entry.portVersion)
            highest = entry;
    }
    if (file && exact)
        return { refusal: refusalOfEntry(port, file, exact, 'published', highest) };
    const broken = (0,new_version_rules/* portVersionBreak */.vT)(version.portVersion, highest?.portVersion);
    if (broken)
        return { refusal: refusalOfPortVersion(port, broken) };
    if (advice)
        return { refusal: refusalOfSchemeAdvice(port, advice) };
    const added = { ...versionOf(version), gitTree, pointer: '/versions/0' };
    const path = file?.path ?? (0,versions_database/* versionsFilePath */.J)(name);
    return {
        write: { path, text: versionsFileText([added, ...entries]) },
        baseline: versionOf(version),
    };
}
/** The port's versions file if it is where vcpkg reads it (`<letter>-/<port>.json`), else none. */
function fileVcpkgReads(name, database) {
    const file = database.versionsFiles.get(name);
    return file?.path.endsWith((0,versions_database/* versionsFilePath */.J)(name).slice('versions'.length)) ? file : undefined;
}
/** A version's own fields, without an entry's tree or place. */
function versionOf({ text, scheme, portVersion }) {
    return { text, scheme, portVersion };
}
/** Whether a manifest's text is vcpkg's canonical form of it (a refused manifest is not). */
function isFormatted(text) {
    const formatted = (0,format_manifest/* formatManifest */.L)(text, { kind: 'port' });
    return formatted.ok && formatted.text === text;
}
/** Whether vcpkg's JSON writer writes the text whole (it stops at some controls). */
function survivesWriting(text) {
    return JSON.parse((0,write_json/* quotedString */.o)(text)) === text;
}
/**
 * Whether the baseline's text changes: against its text when the reader kept it, else against
 * its entries (the same ports in the same order, with the same versions).
 */
function baselineChanges(database, versions, text) {
    const old = database.baseline;
    if (old === undefined)
        return true;
    if (old.text !== undefined)
        return old.text !== text;
    const newOrder = (0,code_point_order/* sortByCodePoints */.M)([...versions.keys()]);
    const oldOrder = [...old.entries.keys()];
    if (newOrder.join('\n') !== oldOrder.join('\n'))
        return true;
    return newOrder.some((port) => {
        const before = old.entries.get(port);
        const after = versions.get(port);
        return before?.baseline !== after?.text || before?.portVersion !== after?.portVersion;
    });
}

// EXTERNAL MODULE: ./src/versions/file-drafts.ts
var file_drafts = __webpack_require__(5104);
;// CONCATENATED MODULE: ./src/versions/fix-registry.ts




/**
 * What `vcpkg x-add-version --all` writes for a registry checked as `checked`: a port whose
 * `vcpkg.json` cannot be loaded stops it (vcpkg stops there), as does each refusal of the plan.
 */
function planFix(input, checked) {
    const loaded = new Set(checked.ports.map((port) => port.name));
    const stopped = input.ports
        .filter((port) => !loaded.has(port.name))
        .map((port) => ({
        port: port.name,
        path: port.manifest?.path ?? `ports/${port.name}/vcpkg.json`,
        pointer: '',
        message: `x-add-version stops at a port whose vcpkg.json it cannot load, and writes nothing: correct ${port.name}'s manifest (its own problems say how), then run --fix again`,
    }));
    if (stopped.length > 0)
        return { writes: [], refusals: refusalProblems(stopped, input, checked), stopped: true };
    const manifestTexts = new Map();
    for (const port of input.ports)
        if (port.manifest)
            manifestTexts.set(port.name, (0,decode/* decodeManifest */.M)(port.manifest.bytes).text);
    const plan = planAddVersions(checked.ports, checked.database, { manifestTexts });
    const refusals = refusalProblems(plan.refusals, input, checked);
    return { writes: plan.writes, refusals, stopped: plan.refusals.length > 0 };
}
/** Refusals as placed problems: at their pointer in a file of the registry, else at its start. */
function refusalProblems(refusals, input, checked) {
    const files = new Map();
    for (const port of input.ports)
        if (port.manifest)
            files.set(port.manifest.path, port.manifest.bytes);
    for (const file of input.versionsFiles)
        files.set(file.path, file.bytes);
    const problems = new file_drafts/* RegistryProblems */.U();
    for (const { path, pointer, message } of refusals) {
        const bytes = files.get(path);
        problems.know(path, bytes === undefined ? { text: '' } : { bytes });
        const anchor = bytes === undefined || pointer === ''
            ? { kind: 'text', offset: 0, length: 0 }
            : { kind: 'value' };
        problems.add(path, (0,draft/* draftOf */.b)('versions-not-fixed', { message, pointer, anchor }));
    }
    const placed = problems.placedAll();
    // A refusal where the check already reports an error says it twice: the error stays.
    for (const [path, list] of placed) {
        const errors = (checked.problems.get(path) ?? []).filter((p) => p.severity === 'error');
        const own = list.filter((p) => !errors.some((error) => error.line === p.line && error.column === p.column));
        if (own.length > 0)
            placed.set(path, own);
        else
            placed.delete(path);
    }
    return placed;
}


/***/ }),

/***/ 3724:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   MT: () => (/* binding */ stringSchemeAdviceWords),
/* harmony export */   Wl: () => (/* binding */ portVersionBreakWords),
/* harmony export */   rG: () => (/* binding */ stringSchemeAdvice),
/* harmony export */   vT: () => (/* binding */ portVersionBreak)
/* harmony export */ });
/* harmony import */ var _manifest_vcpkg_current_versions_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2234);
/* harmony import */ var _words_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3880);
/*
 * What `vcpkg x-add-version` demands of a version new to a port's versions file (without
 * --skip-version-format-check), in its words: the port-version sequence and the advice against a
 * `version-string` another scheme reads. The state checks, the fixer's refusals and the reader's
 * check of a file's newest entry all ask here.
 */


/**
 * Whether `portVersion` breaks the sequence after `highest` (the highest port-version listed for
 * the same version text, undefined when none is): a new text starts without a port-version, a
 * bump is one more than the highest.
 */
function portVersionBreak(portVersion, highest) {
    if (portVersion === 0)
        return undefined;
    const expected = highest === undefined ? 0 : highest + 1;
    return portVersion === expected ? undefined : { highest, expected };
}
/**
 * vcpkg's words for a break, as the problem and its fix (the caller says what to run after):
 * `declares` names what holds the port-version (`the port declares`).
 */
function portVersionBreakWords(port, version, { highest, expected }, declares = 'the port declares') {
    const text = (0,_words_js__WEBPACK_IMPORTED_MODULE_1__/* .versionWords */ .WS)({ text: version.text, portVersion: 0 });
    if (highest === undefined)
        return {
            problem: `In ${(0,_words_js__WEBPACK_IMPORTED_MODULE_1__/* .portWords */ .D6)(port)}, ${text} is a completely new version, so there should be no "port-version"`,
            fix: 'Remove "port-version"',
        };
    return {
        problem: `In ${(0,_words_js__WEBPACK_IMPORTED_MODULE_1__/* .portWords */ .D6)(port)}, the current "port-version" for ${text} is ${highest}, so the expected new "port-version" is ${expected}, but ${declares} "port-version" ${version.portVersion}`,
        fix: `Change "port-version" to ${expected}`,
    };
}
/** The scheme vcpkg advises for a `version-string` another scheme reads: a date, then relaxed. */
function stringSchemeAdvice(version) {
    if (version.scheme !== 'version-string')
        return undefined;
    if ((0,_manifest_vcpkg_current_versions_js__WEBPACK_IMPORTED_MODULE_0__/* .versionSchemeError */ .QA)('version-date', version.text) === undefined)
        return 'version-date';
    if ((0,_manifest_vcpkg_current_versions_js__WEBPACK_IMPORTED_MODULE_0__/* .versionSchemeError */ .QA)('version', version.text) === undefined)
        return 'version';
    return undefined;
}
/** vcpkg's advice for a `version-string` that reads as `as`, ending with `rerun` (`run \u2026`). */
function stringSchemeAdviceWords(port, as, rerun) {
    const start = `The version format of "${(0,_words_js__WEBPACK_IMPORTED_MODULE_1__/* .portWords */ .D6)(port)}" uses "version-string", but the format is acceptable as a "${as}".`;
    return as === 'version-date'
        ? `${start} If this format is actually intended to be an ISO 8601 date, change the format to "version-date", and ${rerun}.`
        : `${start} If the versions for this port are orderable using relaxed-version rules, change the format to "version", and ${rerun}. Relaxed-version rules order versions by each numeric component. Then, versions with dash suffixes are sorted lexicographically before. Plus'd build tags are ignored.`;
}


/***/ }),

/***/ 3880:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   D6: () => (/* binding */ portWords),
/* harmony export */   K2: () => (/* binding */ VERSION_MISSING),
/* harmony export */   Py: () => (/* binding */ ONE_VERSIONING_FIELD),
/* harmony export */   WS: () => (/* binding */ versionWords),
/* harmony export */   YU: () => (/* binding */ UNIQUE_VERSIONS),
/* harmony export */   eZ: () => (/* binding */ FIX_COMMAND),
/* harmony export */   z8: () => (/* binding */ specWords)
/* harmony export */ });
/* harmony import */ var _manifest_json_describe_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6223);
/* harmony import */ var _manifest_vcpkg_current_names_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5779);
/* harmony import */ var _database_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6380);
/*
 * vcpkg's words for a version database's mistakes (vcpkg-tool's locales/messages.json), and the
 * ways this tool names ports and versions in them.
 */



/** The command that writes what is missing from the database. */
const FIX_COMMAND = 'manifest-check versions --fix';
/** A port's name for a message: as it is when vcpkg would accept it, else quoted and escaped. */
function portWords(name) {
    return (0,_manifest_vcpkg_current_names_js__WEBPACK_IMPORTED_MODULE_1__/* .isVcpkgName */ .v)(name) ? name : (0,_manifest_json_describe_js__WEBPACK_IMPORTED_MODULE_0__/* .quoteValue */ .cl)(name);
}
/** A version for a message: `1.3`, `1.3#2`, quoted and escaped when it holds odd characters. */
function versionWords(version) {
    const text = (0,_database_js__WEBPACK_IMPORTED_MODULE_2__/* .versionText */ .K)(version);
    return /^[\w.+\-#]*$/.test(text) && text !== '' ? text : (0,_manifest_json_describe_js__WEBPACK_IMPORTED_MODULE_0__/* .quoteValue */ .cl)(text);
}
/** vcpkg's VersionSpec: `zlib@1.3#2`. */
function specWords(port, version) {
    return `${portWords(port)}@${versionWords(version)}`;
}
const VERSION_MISSING = 'expected a versioning field (one of version, version-date, version-semver, or version-string)';
const ONE_VERSIONING_FIELD = 'expected only one versioning field';
const UNIQUE_VERSIONS = 'versions must be unique, even if they are declared with different schemes';


/***/ })

};
