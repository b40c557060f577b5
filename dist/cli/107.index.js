"use strict";
exports.id = 107;
exports.ids = [107];
exports.modules = {

/***/ 5498:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   M: () => (/* binding */ sortByCodePoints),
/* harmony export */   O: () => (/* binding */ compareCodePoints)
/* harmony export */ });
/**
 * vcpkg's order of two strings (std::string's `<` on UTF-8 bytes), which is the order of their
 * code points, not of their UTF-16 code units: `\u{10000}` comes after `\uffff`.
 */
function compareCodePoints(left, right) {
    const length = Math.min(left.length, right.length);
    for (let at = 0; at < length; at++) {
        if (left.charCodeAt(at) === right.charCodeAt(at))
            continue;
        return left.codePointAt(at) - right.codePointAt(at);
    }
    return left.length - right.length;
}
const SURROGATE = /[\ud800-\udfff]/;
/** Sorts `strings` in place in vcpkg's order (compareCodePoints); returns it. */
function sortByCodePoints(strings) {
    // Without surrogates the order of UTF-16 code units, the default sort's, is the same, and the
    // default sort takes about half the time on the 300,000 keys a 4 MB manifest can hold.
    if (strings.some((text) => SURROGATE.test(text)))
        return strings.sort(compareCodePoints);
    return strings.sort();
}


/***/ }),

/***/ 1107:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  t: () => (/* binding */ formatAccepted),
  L: () => (/* binding */ formatManifest)
});

// EXTERNAL MODULE: ./src/manifest/json/locate.ts
var locate = __webpack_require__(7900);
// EXTERNAL MODULE: ./src/manifest/problems/draft.ts
var draft = __webpack_require__(5701);
// EXTERNAL MODULE: ./src/manifest/check-manifest.ts + 1 modules
var check_manifest = __webpack_require__(3745);
// EXTERNAL MODULE: ./src/manifest/validate-current.ts + 5 modules
var validate_current = __webpack_require__(4777);
// EXTERNAL MODULE: ./src/manifest/beside.ts
var beside = __webpack_require__(5879);
// EXTERNAL MODULE: ./src/manifest/format/json-tree.ts
var json_tree = __webpack_require__(796);
;// CONCATENATED MODULE: ./src/manifest/format/canonical-configuration.ts

/*
 * An embedded `vcpkg-configuration` (or `configuration`) as vcpkg writes it back, its keys in
 * vcpkg's order: docs/format.md#an-embedded-configuration.
 */
const REGISTRY_FIELDS = [
    'kind',
    'baseline',
    'location',
    'name',
    'path',
    'reference',
    'repository',
    'packages',
];
const REGISTRY_KEYS = ['default-registry', 'registries', 'overlay-ports', 'overlay-triplets'];
const METADATA_KEYS = ['message', 'warning', 'error', 'settings', 'apply', 'requires', 'demands'];
const KNOWN_KEYS = new Set([...REGISTRY_KEYS, ...METADATA_KEYS]);
/** The configuration object as vcpkg writes it. */
function canonicalConfiguration(configuration) {
    const written = new Map();
    (0,json_tree/* copyDollarKeys */.ej)(configuration, written);
    const given = configuration.get('default-registry');
    if (given !== undefined)
        written.set('default-registry', (0,json_tree/* isJsonObject */.OW)(given) ? registry(given) : null);
    for (const key of ['registries', 'overlay-ports', 'overlay-triplets']) {
        const list = configuration.get(key);
        if (Array.isArray(list) && list.length > 0)
            written.set(key, key === 'registries' ? list.map(registry) : list);
    }
    return writeMetadata(configuration, written, true);
}
/** A registry as vcpkg writes it: its known fields, in vcpkg's order. */
function registry(given) {
    return copyKeys(given, REGISTRY_FIELDS);
}
/** The values of `keys` that `given` has, in the order of `keys`, set on `written`. */
function copyKeys(given, keys, written = new Map()) {
    for (const key of keys) {
        const value = given.get(key);
        if (value !== undefined)
            written.set(key, value);
    }
    return written;
}
/** vcpkg's "ce metadata": unknown keys, then the known ones in its order; demands nest. */
function writeMetadata(given, written, top) {
    for (const [key, value] of given)
        if (!KNOWN_KEYS.has(key) && !(top && key.startsWith('$')))
            written.set(key, value);
    copyKeys(given, METADATA_KEYS.slice(0, -1), written);
    const demands = given.get('demands');
    if (!(0,json_tree/* isJsonObject */.OW)(demands))
        return written;
    const writtenDemands = new Map();
    for (const [key, value] of demands) {
        if (key.startsWith('$'))
            writtenDemands.set(key, value);
        else if ((0,json_tree/* isJsonObject */.OW)(value))
            writtenDemands.set(key, writeMetadata(value, new Map(), false));
    }
    return written.set('demands', writtenDemands);
}

// EXTERNAL MODULE: ./src/manifest/format/code-point-order.ts
var code_point_order = __webpack_require__(5498);
// EXTERNAL MODULE: ./src/util/memoize.ts
var memoize = __webpack_require__(8692);
// EXTERNAL MODULE: ./src/manifest/grammar/platform-expression/parse.ts
var parse = __webpack_require__(1083);
;// CONCATENATED MODULE: ./src/manifest/format/platform-text.ts


const NONE = { text: '', complexity: 0 };
/** The canonical form of a platform expression; the empty platform for "" (no expression). */
const readPlatform = (0,memoize/* memoize */.B)((expression) => {
    if (expression === '')
        return NONE;
    const { tree: node } = (0,parse/* readPlatformExpression */.c)(expression);
    if (node === undefined)
        return { text: expression, complexity: 0 };
    const parts = [];
    writePlatform(node, true, parts);
    return { text: parts.join(''), complexity: complexityOf(node) };
});
/** vcpkg's order of two platforms: complexity, then text length, then text. */
function comparePlatforms(left, right) {
    if (left.complexity !== right.complexity)
        return left.complexity - right.complexity;
    if (left.text.length !== right.text.length)
        return left.text.length - right.text.length;
    return left.text < right.text ? -1 : left.text > right.text ? 1 : 0;
}
/**
 * Appends the text of `node`, every group below the top in parentheses. Each part is written
 * once: joining the texts of the operands at every level would copy the innermost text once a
 * level, a thousand times for a thousand nested parentheses.
 */
function writePlatform(node, outer, parts) {
    if (node.kind === 'identifier')
        return void parts.push(node.name);
    if (node.kind === 'not') {
        parts.push('!');
        return writePlatform(node.operand, false, parts);
    }
    if (!outer)
        parts.push('(');
    const last = node.operands.length - 1;
    node.operands.forEach((operand, index) => {
        // Each `,` but the last opens the group of the rest: `a, (b, (c, d))`.
        if (index > 0)
            parts.push(node.kind !== ',' ? ` ${node.kind} ` : index < last ? ', (' : ', ');
        writePlatform(operand, false, parts);
    });
    if (node.kind === ',' && last > 1)
        parts.push(')'.repeat(last - 1));
    if (!outer)
        parts.push(')');
}
/** 1 for a name or an operator: a list of n operands joined by `,` holds n - 1 of them. */
function complexityOf(node) {
    if (node.kind === 'identifier')
        return 1;
    if (node.kind === 'not')
        return 1 + complexityOf(node.operand);
    const operators = node.kind === ',' ? node.operands.length - 1 : 1;
    return node.operands.reduce((sum, operand) => sum + complexityOf(operand), operators);
}

;// CONCATENATED MODULE: ./src/manifest/format/vcpkg-sort.ts
/*
 * The sort vcpkg-tool's build uses (std::sort of GCC's libstdc++: introsort, median-of-three
 * pivots, heapsort past its depth limit, insertion sort for runs of 16 and below), step for step.
 * It is not stable, so where two dependencies tie (the same name, platform and features, one of
 * them for the host) their order in vcpkg's output depends on the sort's steps: only the same
 * steps give the same bytes.
 */
/** The longest run the sort leaves to insertion sort alone, which is stable. */
const SORTED_STABLY = 16;
/** Sorts `items` in place, in the order vcpkg leaves them; returns it. */
function vcpkgSort(items, compare) {
    const less = (a, b) => compare(items[a], items[b]) < 0;
    const lessThan = (value, at) => compare(value, items[at]) < 0;
    const swap = (a, b) => {
        const held = items[a];
        items[a] = items[b];
        items[b] = held;
    };
    const introsortLoop = (first, last, depth) => {
        while (last - first > SORTED_STABLY) {
            if (depth === 0)
                return heapSort(first, last);
            depth--;
            const cut = partitionAroundPivot(first, last);
            introsortLoop(cut, last, depth);
            last = cut;
        }
    };
    const partitionAroundPivot = (first, last) => {
        moveMedianToFirst(first, first + 1, first + Math.floor((last - first) / 2), last - 1);
        let low = first + 1;
        let high = last;
        for (;;) {
            while (less(low, first))
                low++;
            high--;
            while (less(first, high))
                high--;
            if (!(low < high))
                return low;
            swap(low, high);
            low++;
        }
    };
    const moveMedianToFirst = (result, a, b, c) => {
        if (less(a, b)) {
            if (less(b, c))
                swap(result, b);
            else if (less(a, c))
                swap(result, c);
            else
                swap(result, a);
        }
        else if (less(a, c))
            swap(result, a);
        else if (less(b, c))
            swap(result, c);
        else
            swap(result, b);
    };
    const insertionSort = (first, last) => {
        for (let i = first + 1; i < last; i++) {
            const value = items[i];
            if (lessThan(value, first)) {
                for (let j = i; j > first; j--)
                    items[j] = items[j - 1];
                items[first] = value;
            }
            else
                linearInsert(i);
        }
    };
    /** Moves items[at] left past every item it is less than (there is always a smaller one). */
    const linearInsert = (at) => {
        const value = items[at];
        let hole = at;
        while (lessThan(value, hole - 1)) {
            items[hole] = items[hole - 1];
            hole--;
        }
        items[hole] = value;
    };
    const heapSort = (first, last) => {
        const length = last - first;
        for (let parent = Math.floor((length - 2) / 2); length >= 2 && parent >= 0; parent--)
            adjustHeap(first, parent, length, items[first + parent]);
        for (let end = last - 1; end - first > 0; end--) {
            const value = items[end];
            items[end] = items[first];
            adjustHeap(first, 0, end - first, value);
        }
    };
    const adjustHeap = (first, hole, length, value) => {
        const top = hole;
        let child = hole;
        while (child < Math.floor((length - 1) / 2)) {
            child = 2 * (child + 1);
            if (less(first + child, first + child - 1))
                child--;
            items[first + hole] = items[first + child];
            hole = child;
        }
        if ((length & 1) === 0 && child === Math.floor((length - 2) / 2)) {
            child = 2 * (child + 1);
            items[first + hole] = items[first + child - 1];
            hole = child - 1;
        }
        let parent = Math.floor((hole - 1) / 2);
        while (hole > top && compare(items[first + parent], value) < 0) {
            items[first + hole] = items[first + parent];
            hole = parent;
            parent = Math.floor((hole - 1) / 2);
        }
        items[first + hole] = value;
    };
    if (items.length > 1) {
        introsortLoop(0, items.length, 2 * Math.floor(Math.log2(items.length)));
        // The final insertion sort: guarded for the first run, unguarded after it.
        insertionSort(0, Math.min(items.length, SORTED_STABLY));
        for (let i = SORTED_STABLY; i < items.length; i++)
            linearInsert(i);
    }
    return items;
}

// EXTERNAL MODULE: ./src/manifest/format/write-json.ts + 1 modules
var write_json = __webpack_require__(5017);
;// CONCATENATED MODULE: ./src/manifest/format/canonical-dependencies.ts





/** A `features` or `default-features` list, sorted and written; undefined when empty. */
function canonicalFeatureRequests(list) {
    if (!Array.isArray(list) || list.length === 0)
        return undefined;
    return sortedRequests(list).map(writtenRequest);
}
/** A `dependencies` list, sorted and written. */
function canonicalDependencies(given) {
    if (!Array.isArray(given) || given.length === 0)
        return { list: undefined, unstable: false };
    const sorted = vcpkgSort(given.map(readDependency), compareDependencies);
    const again = sorted.length > SORTED_STABLY ? vcpkgSort([...sorted], compareDependencies) : sorted;
    const unstable = again.some((dependency, index) => dependency !== sorted[index] &&
        (0,write_json/* writeJson */.G)(dependency.written) !== (0,write_json/* writeJson */.G)(sorted[index].written));
    return { list: sorted.map((dependency) => dependency.written), unstable };
}
/** The platform of a requested feature or dependency; the empty platform when it has none. */
function platformOf(given) {
    return readPlatform(typeof given === 'string' ? given : '');
}
function readRequest(item) {
    if (typeof item === 'string')
        return { name: item, platform: platformOf(undefined) };
    const object = item;
    return { name: object.get('name'), platform: platformOf(object.get('platform')) };
}
function sortedRequests(list) {
    return vcpkgSort(list.map(readRequest), compareRequests);
}
function compareRequests(left, right) {
    if (left.name !== right.name)
        return (0,code_point_order/* compareCodePoints */.O)(left.name, right.name);
    return comparePlatforms(left.platform, right.platform);
}
function writtenRequest(request) {
    if (request.platform.text === '')
        return request.name;
    return new Map([
        ['name', request.name],
        ['platform', request.platform.text],
    ]);
}
function readDependency(item) {
    if (!(0,json_tree/* isJsonObject */.OW)(item))
        return { name: item, platform: platformOf(undefined), features: [], written: item };
    const name = item.get('name');
    const platform = platformOf(item.get('platform'));
    const featureList = item.get('features');
    const features = Array.isArray(featureList) ? sortedRequests(featureList) : [];
    const written = new Map();
    (0,json_tree/* copyDollarKeys */.ej)(item, written, true);
    written.set('name', name);
    if (item.get('host') === true)
        written.set('host', true);
    if (item.get('default-features') === false)
        written.set('default-features', false);
    if (features.length > 0)
        written.set('features', features.map(writtenRequest));
    if (platform.text !== '')
        written.set('platform', platform.text);
    const minimum = item.get('version>=');
    if (typeof minimum === 'string')
        written.set('version>=', versionText(minimum));
    return { name, platform, features, written: written.size === 1 ? name : written };
}
/** A `version>=` or override version as vcpkg writes it: `text#N`, without `#0`. */
function versionText(version, portVersion = 0) {
    const hash = version.indexOf('#');
    const text = hash < 0 ? version : version.slice(0, hash);
    const port = hash < 0 ? portVersion : Number(version.slice(hash + 1));
    return port === 0 ? text : `${text}#${port}`;
}
function compareDependencies(left, right) {
    const request = compareRequests(left, right);
    if (request !== 0)
        return request;
    if (left.features.length !== right.features.length)
        return left.features.length - right.features.length;
    for (let at = 0; at < left.features.length; at++) {
        const order = compareRequests(left.features[at], right.features[at]);
        if (order !== 0)
            return order;
    }
    return 0;
}

// EXTERNAL MODULE: ./src/manifest/grammar/license/parse.ts
var license_parse = __webpack_require__(4188);
// EXTERNAL MODULE: ./src/manifest/vcpkg/current/current-license.ts
var current_license = __webpack_require__(9752);
;// CONCATENATED MODULE: ./src/manifest/format/license-text.ts



/*
 * A `license` as vcpkg writes it back (docs/format.md#licenses): `(mit OR zlib) AND (bsl-1.0)` is
 * `(MIT OR Zlib) AND BSL-1.0`. The license has passed the current profile's checks.
 */
/** The canonical text of a license expression vcpkg accepts (any other is kept as written). */
const canonicalLicense = (0,memoize/* memoize */.B)((license) => {
    const { tree } = (0,license_parse/* readLicense */.U)(license);
    return tree === undefined ? license : writeLicense(tree);
});
function writeLicense(node) {
    if (node.kind === 'group') {
        const inner = writeLicense(node.inner);
        return node.inner.kind === 'OR' ? `(${inner})` : inner;
    }
    if (node.kind !== 'license')
        return node.operands.map(writeLicense).join(` ${node.kind} `);
    const text = ((0,current_license/* vcpkgLicenseSpelling */.vN)(node.id) ?? node.id) + (node.plus ? '+' : '');
    if (node.exception === undefined)
        return text;
    return `${text} WITH ${(0,current_license/* vcpkgExceptionSpelling */.fu)(node.exception) ?? node.exception}`;
}

// EXTERNAL MODULE: ./src/manifest/vcpkg/current/versions.ts
var versions = __webpack_require__(2234);
;// CONCATENATED MODULE: ./src/manifest/format/canonical-manifest.ts








/*
 * A manifest vcpkg accepts, rebuilt in the order and the forms vcpkg writes (docs/format.md has
 * the rules): what vcpkg drops (empty lists, `port-version: 0`, `host: false`, \u2026) is dropped,
 * what it rewrites (platform expressions, licenses, one-line paragraphs) is rewritten.
 */
const VERSION_FIELDS_OF_OVERRIDE = ['version-string', 'version', 'version-semver', 'version-date'];
/** The manifest object as vcpkg writes it. */
function canonicalManifest(manifest) {
    const unstable = [];
    const dependencies = (given, pointer) => {
        const written = canonicalDependencies(given);
        if (written.unstable)
            unstable.push(pointer);
        return written.list;
    };
    const written = new Map();
    (0,json_tree/* copyDollarKeys */.ej)(manifest, written, true);
    for (const key of beside/* EMBEDDED_CONFIGURATIONS */.jO) {
        const configuration = manifest.get(key);
        if ((0,json_tree/* isJsonObject */.OW)(configuration))
            written.set(key, canonicalConfiguration(configuration));
    }
    set(written, 'name', manifest.get('name'));
    for (const field of versions/* VERSION_FIELDS */.pq)
        set(written, field, manifest.get(field));
    const portVersion = manifest.get('port-version');
    if (numberOf(portVersion) !== 0)
        written.set('port-version', portVersion);
    set(written, 'maintainers', paragraph(manifest.get('maintainers')));
    const contacts = manifest.get('contacts');
    if ((0,json_tree/* isJsonObject */.OW)(contacts) && contacts.size > 0)
        written.set('contacts', contacts);
    set(written, 'summary', paragraph(manifest.get('summary')));
    set(written, 'description', paragraph(manifest.get('description')));
    setNonEmpty(written, 'homepage', manifest.get('homepage'));
    setNonEmpty(written, 'documentation', manifest.get('documentation'));
    setLicense(written, manifest.get('license'));
    setSupports(written, manifest.get('supports'));
    set(written, 'builtin-baseline', manifest.get('builtin-baseline'));
    set(written, 'dependencies', dependencies(manifest.get('dependencies'), '/dependencies'));
    set(written, 'default-features', canonicalFeatureRequests(manifest.get('default-features')));
    const features = manifest.get('features');
    if ((0,json_tree/* isJsonObject */.OW)(features) && features.size > 0)
        written.set('features', canonicalFeatures(features, dependencies));
    const overrides = manifest.get('overrides');
    if (Array.isArray(overrides) && overrides.length > 0)
        written.set('overrides', overrides.map(canonicalOverride));
    return { manifest: written, unstable };
}
/** `features`: its `$` keys as written, then each feature by name. */
function canonicalFeatures(features, dependencies) {
    const written = new Map();
    (0,json_tree/* copyDollarKeys */.ej)(features, written);
    const names = (0,code_point_order/* sortByCodePoints */.M)([...features.keys()].filter((key) => !key.startsWith('$')));
    for (const name of names)
        written.set(name, canonicalFeature(features.get(name), name, dependencies));
    return written;
}
function canonicalFeature(feature, name, dependencies) {
    const written = new Map();
    (0,json_tree/* copyDollarKeys */.ej)(feature, written, true);
    set(written, 'description', paragraph(feature.get('description'), true));
    setSupports(written, feature.get('supports'));
    setLicense(written, feature.get('license'));
    const pointer = `/features/${name}/dependencies`;
    set(written, 'dependencies', dependencies(feature.get('dependencies'), pointer));
    return written;
}
/** An override: its `$` keys as written, `name`, and one `version`, `text#N` (never `#0`). */
function canonicalOverride(override) {
    const written = new Map();
    (0,json_tree/* copyDollarKeys */.ej)(override, written);
    written.set('name', override.get('name'));
    const field = VERSION_FIELDS_OF_OVERRIDE.find((name) => typeof override.get(name) === 'string');
    const port = numberOf(override.get('port-version'));
    written.set('version', versionText(override.get(field), port));
    return written;
}
/** Sets `key` to `value`, unless there is none. */
function set(written, key, value) {
    if (value !== undefined)
        written.set(key, value);
}
function setNonEmpty(written, key, value) {
    if (value !== undefined && value !== '')
        written.set(key, value);
}
/** A paragraph: one line as a string, more as a list, none left out (or `[]` when `always`). */
function paragraph(value, always = false) {
    const lines = Array.isArray(value) ? value : value === undefined ? [] : [value];
    if (lines.length === 0)
        return always && value !== undefined ? [] : undefined;
    return lines.length === 1 ? lines[0] : lines;
}
function setLicense(written, license) {
    if (license === null)
        written.set('license', null);
    else if (typeof license === 'string')
        written.set('license', canonicalLicense(license));
}
function setSupports(written, supports) {
    if (typeof supports !== 'string')
        return;
    const text = readPlatform(supports).text;
    if (text !== '')
        written.set('supports', text);
}
function numberOf(value) {
    return typeof value === 'object' && value !== null && 'value' in value ? value.value : 0;
}

;// CONCATENATED MODULE: ./src/manifest/format/format-manifest.ts







/**
 * A manifest in vcpkg's canonical form: the text `vcpkg format-manifest` writes for it (LF, two
 * spaces, a final newline, no byte-order mark; docs/format.md has the rules). A manifest that
 * today's vcpkg rejects is not formatted: its errors come back, placed, as `validateManifest`
 * with the `current` profile finds them. Pure: no I/O.
 */
function formatManifest(text, options = {}) {
    const kind = options.kind ?? 'project';
    // The current profile's rules only: the format chunk of a run needs none of the others.
    const { problems } = (0,check_manifest/* checkManifest */.K)(text, { profile: 'current', kind }, { current: validate_current.currentRules });
    const errors = problems.filter((problem) => problem.severity === 'error');
    if (errors.length > 0)
        return { ok: false, problems: errors };
    return formatAccepted(text);
}
/**
 * `formatManifest` of a manifest that today's vcpkg's checks accept, without checking it again:
 * for a caller that has just checked it with the `current` profile (the format command's run).
 * It can still be refused: a `dependencies` list vcpkg cannot write back.
 * @throws Error for a text that is not a JSON object: a caller's bug.
 */
function formatAccepted(text) {
    const tree = (0,json_tree/* parseJsonTree */.U0)(text);
    if (!(0,json_tree/* isJsonObject */.OW)(tree))
        throw new Error('formatAccepted: an accepted manifest is an object');
    const { manifest, unstable } = canonicalManifest(tree);
    if (unstable.length > 0)
        return { ok: false, problems: unstableProblems(text, unstable) };
    return { ok: true, text: (0,write_json/* writeJson */.G)(manifest) };
}
const UNSTABLE_ORDER = 'vcpkg format-manifest refuses this manifest: some dependencies tie in its order (the same name, platform and features) but differ otherwise, and in a list of more than 16 its sort, which is not stable, puts them in another order when it reads back what it wrote, so it stops with "The serialized manifest was different from the original manifest"; merge the tying dependencies, or make them differ in name, platform or features';
/** The problems of `dependencies` lists that vcpkg cannot write back, placed. */
function unstableProblems(text, pointers) {
    const drafts = pointers.map((pointer) => (0,draft/* draftOf */.b)('vcpkg-value', { message: UNSTABLE_ORDER, pointer, anchor: { kind: 'value' } }));
    return (0,locate/* locateProblems */.D)(text.replace(/^\uFEFF/, ''), drafts);
}


/***/ }),

/***/ 796:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   OW: () => (/* binding */ isJsonObject),
/* harmony export */   U0: () => (/* binding */ parseJsonTree),
/* harmony export */   WP: () => (/* binding */ JsonNumber),
/* harmony export */   ej: () => (/* binding */ copyDollarKeys)
/* harmony export */ });
/* harmony import */ var _json_tokens_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2792);
/* harmony import */ var _json_walk_json_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2070);
/* harmony import */ var _code_point_order_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5498);



/*
 * A JSON text as vcpkg's own parser keeps it, for writing it back: objects keep their keys in
 * the order written (a Map, so that keys such as "10" keep their place), and a number keeps
 * whether it was written as an integer or with a fraction, which vcpkg writes differently.
 */
/** A number as vcpkg reads it: an integer (`-5`), or a floating-point value (`1.5`, `-0`). */
class JsonNumber {
    integer;
    value;
    /**
     * @param integer the integer's text as written (JSON forbids leading zeros and `+`, so it is
     * vcpkg's own spelling); undefined for a floating-point value
     */
    constructor(integer, value) {
        this.integer = integer;
        this.value = value;
    }
}
/** Whether a value is an object (a Map), not an array or a scalar. */
function isJsonObject(value) {
    return value instanceof Map;
}
/** Copies the `$` keys of `given` to `written`: in the order written, or `sorted` by code points. */
function copyDollarKeys(given, written, sorted = false) {
    let keys;
    for (const key of given.keys())
        if (key.charCodeAt(0) === 0x24)
            (keys ??= []).push(key);
    // Most objects have none.
    if (keys === undefined)
        return;
    for (const key of sorted ? (0,_code_point_order_js__WEBPACK_IMPORTED_MODULE_1__/* .sortByCodePoints */ .M)(keys) : keys)
        written.set(key, given.get(key));
}
/**
 * Reads a JSON text that the validator has accepted (so it is well formed: this reader does not
 * report errors). A leading byte-order mark is skipped.
 * @throws Error when the text is not JSON after all: the caller's bug, never a user's.
 */
function parseJsonTree(text) {
    let tree = null;
    const add = (value, open) => {
        const parent = open[open.length - 1];
        if (parent === undefined)
            tree = value;
        else if (parent.data instanceof Map)
            parent.data.set(parent.key, value);
        else
            parent.data.push(value);
        return value;
    };
    const stop = (0,_json_walk_json_js__WEBPACK_IMPORTED_MODULE_0__/* .walkJson */ .gO)(text, {
        enter: (isObject, _start, open) => add(isObject ? new Map() : [], open),
        value: (start, end, open) => add(scalarOf(text, start, end), open),
    }, text.charCodeAt(0) === 0xfeff ? 1 : 0);
    if (stop !== undefined)
        notJson(stop);
    return tree;
}
// JSON's numbers without exponents, which vcpkg refuses.
const NUMBER = /^-?[0-9]+(?:\.[0-9]+)?$/;
/** The string, number, `true`, `false` or `null` from `start` to `end`. */
function scalarOf(text, start, end) {
    if (text.charCodeAt(start) === _json_tokens_js__WEBPACK_IMPORTED_MODULE_2__/* .QUOTE */ .jA) {
        if (end - start < 2 || text.charCodeAt(end - 1) !== _json_tokens_js__WEBPACK_IMPORTED_MODULE_2__/* .QUOTE */ .jA)
            notJson(start);
        return (0,_json_tokens_js__WEBPACK_IMPORTED_MODULE_2__/* .decodeString */ .sc)(text, start, end);
    }
    const written = text.slice(start, end);
    if (written === 'true' || written === 'false')
        return written === 'true';
    if (written === 'null')
        return null;
    if (!NUMBER.test(written))
        notJson(start);
    // vcpkg reads `-0` as a floating-point zero.
    const floating = written === '-0' || written.includes('.');
    return new JsonNumber(floating ? undefined : written, Number(written));
}
function notJson(offset) {
    throw new Error(`parseJsonTree: not JSON at offset ${offset}`);
}


/***/ }),

/***/ 5017:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  o: () => (/* binding */ quotedString),
  G: () => (/* binding */ writeJson)
});

;// CONCATENATED MODULE: ./src/manifest/format/fixed-number.ts
/*
 * A floating-point number as vcpkg writes it: C's `%f` (std::to_string), six decimals, the
 * exact binary value rounded half to even, never an exponent: `1.5` is `1.500000`, `-0` is
 * `-0.000000`, `1e21` is all 22 digits. Number.prototype.toFixed rounds a tie up and turns to
 * an exponent past 1e21, so there the digits are worked out with BigInt.
 */
const DECIMALS = 6;
const SCALE = 10n ** BigInt(DECIMALS);
/** `value` as `%f` writes it. */
function fixedNumber(value) {
    const sign = value < 0 || Object.is(value, -0) ? '-' : '';
    if (!needsBigInt(Math.abs(value)))
        return `${sign}${Math.abs(value).toFixed(DECIMALS)}`;
    const scaled = scaledMagnitude(Math.abs(value));
    const digits = scaled.toString().padStart(DECIMALS + 1, '0');
    return `${sign}${digits.slice(0, -DECIMALS)}.${digits.slice(-DECIMALS)}`;
}
/**
 * Whether toFixed, which rounds the exact value as `%f` does, may differ: past 1e21, or at a tie.
 * |value| \u00d7 10^6 ends in exactly .5 only where |value| \u00d7 128 is an odd integer (a double is a
 * binary fraction m / 2^e, m odd, and 2 \u00d7 10^6 \u00d7 m / 2^e is odd only for e = 7); toFixed would
 * round such a tie up, not to even.
 */
function needsBigInt(magnitude) {
    if (magnitude >= 1e21)
        return true;
    const times128 = magnitude * 128;
    return Number.isInteger(times128) && times128 % 2 === 1;
}
/** |value| \u00d7 10^6, rounded half to even, exactly. */
function scaledMagnitude(magnitude) {
    if (magnitude === 0)
        return 0n;
    const { mantissa, exponent } = binaryParts(magnitude);
    if (exponent >= 0)
        return (mantissa * SCALE) << BigInt(exponent);
    const numerator = mantissa * SCALE;
    const denominator = 1n << BigInt(-exponent);
    const quotient = numerator / denominator;
    const twiceRest = (numerator % denominator) * 2n;
    if (twiceRest > denominator || (twiceRest === denominator && quotient % 2n === 1n))
        return quotient + 1n;
    return quotient;
}
/** A finite positive double as mantissa \u00d7 2^exponent, both integers. */
function binaryParts(magnitude) {
    const view = new DataView(new ArrayBuffer(8));
    view.setFloat64(0, magnitude);
    const bits = view.getBigUint64(0);
    const biased = Number((bits >> 52n) & 0x7ffn);
    const fraction = bits & ((1n << 52n) - 1n);
    // Subnormals have no hidden bit and the smallest exponent.
    return biased === 0
        ? { mantissa: fraction, exponent: -1074 }
        : { mantissa: fraction | (1n << 52n), exponent: biased - 1075 };
}

// EXTERNAL MODULE: ./src/manifest/format/json-tree.ts
var json_tree = __webpack_require__(796);
;// CONCATENATED MODULE: ./src/manifest/format/write-json.ts


/*
 * JSON text as vcpkg's writer makes it (docs/format.md#the-text), also where it loses data: a
 * control character without a short escape, or a lone surrogate, ends its string.
 */
const SHORT_ESCAPES = {
    0x08: '\\b',
    0x09: '\\t',
    0x0a: '\\n',
    0x0c: '\\f',
    0x0d: '\\r',
    0x22: '\\"',
    0x5c: '\\\\',
};
/** Characters that need a look: quote, backslash, controls, surrogates. */
// eslint-disable-next-line no-control-regex -- the controls are what it looks for
const NEEDS_CARE = /["\\\u0000-\u001f\ud800-\udfff]/;
/** A string as vcpkg writes it, quotes included. */
function quotedString(text) {
    if (!NEEDS_CARE.test(text))
        return `"${text}"`;
    // Runs of characters written as they are go in as one slice each, not one by one.
    let out = '"';
    let run = 0;
    for (let at = 0; at < text.length; at++) {
        const code = text.charCodeAt(at);
        if (code >= 0x20 && code !== 0x22 && code !== 0x5c && (code < 0xd800 || code > 0xdfff))
            continue;
        if (code >= 0xd800 && code <= 0xdbff) {
            const next = text.charCodeAt(at + 1);
            if (next >= 0xdc00 && next <= 0xdfff) {
                at++;
                continue;
            }
        }
        out += text.slice(run, at);
        run = at + 1;
        const short = SHORT_ESCAPES[code];
        if (short !== undefined)
            out += short;
        else
            return `${out}\\u${code.toString(16).padStart(4, '0')}"`;
    }
    return `${out}${text.slice(run)}"`;
}
/** A whole document: `value` as vcpkg writes it, with the final newline. */
function writeJson(value) {
    const writer = { out: '' };
    write(writer, value, '\n');
    return `${writer.out}\n`;
}
/** Appends `value`; `newline` is a line break and the indent of the line `value` is on. */
function write(writer, value, newline) {
    if (value === null)
        writer.out += 'null';
    else if (typeof value === 'boolean')
        writer.out += value ? 'true' : 'false';
    else if (typeof value === 'string')
        writer.out += quotedString(value);
    else if (value instanceof json_tree/* JsonNumber */.WP)
        writer.out += value.integer ?? fixedNumber(value.value);
    else {
        const list = Array.isArray(value);
        if ((list ? value.length : value.size) === 0) {
            writer.out += list ? '[]' : '{}';
            return;
        }
        const inner = `${newline}  `;
        let separator = `${list ? '[' : '{'}${inner}`;
        // forEach, not for\u2026of: no [key, value] pair to allocate for each member.
        value.forEach((member, key) => {
            writer.out += list ? separator : `${separator}${quotedString(key)}: `;
            write(writer, member, inner);
            separator = `,${inner}`;
        });
        writer.out += `${newline}${list ? ']' : '}'}`;
    }
}


/***/ })

};
;