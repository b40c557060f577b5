"use strict";
exports.id = 120;
exports.ids = [120];
exports.modules = {

/***/ 3402:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  f: () => (/* binding */ configurationDrafts)
});

// EXTERNAL MODULE: ./src/util/cut-short.ts
var cut_short = __webpack_require__(2591);
// EXTERNAL MODULE: ./src/manifest/json/pointer.ts
var json_pointer = __webpack_require__(9825);
// EXTERNAL MODULE: ./src/manifest/json/is-json-object.ts
var is_json_object = __webpack_require__(117);
// EXTERNAL MODULE: ./src/manifest/problems/draft.ts
var draft = __webpack_require__(5701);
// EXTERNAL MODULE: ./src/manifest/problems/limits.ts
var limits = __webpack_require__(8244);
;// CONCATENATED MODULE: ./src/manifest/configuration/configuration-sink.ts


/**
 * Whether the next unexpected field gets its "did you mean": only the first
 * MOST_PROBLEMS_PER_FILE do. A later one follows as many errors, so the cap never lists it, and
 * 40,000 long keys would otherwise cost seconds of edit distances.
 */
function suggestsField(sink) {
    return sink.suggestions++ < limits/* MOST_PROBLEMS_PER_FILE */.mX;
}
/** A `configuration` error, at the value of `pointer` (or its key: `anchor`). */
function configurationError(sink, pointer, message, anchor = { kind: 'value' }) {
    sink.drafts.push((0,draft/* draftOf */.b)('configuration', { message, pointer, anchor }, sink.strict));
}
/**
 * Whether vcpkg could read the configuration: no `configuration` error (its warnings, errors with
 * `--strict`, do not count). vcpkg runs its merge checks only on a configuration it read.
 */
function wasRead(sink) {
    return !sink.drafts.some((draft) => draft.rule === 'configuration');
}

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
;// CONCATENATED MODULE: ./src/manifest/configuration/overlay-ports.ts

/**
 * True when an `overlay-ports` path is the configuration's own directory as a relative path
 * (`.`, `./`, `""`, `a/..`): vcpkg refuses it. A path through a parent (`../proj`) or an
 * absolute one is judged only when `directory`, the manifest's folder, is known.
 */
function isOwnDirectory(overlay, directory) {
    if (directory !== undefined && (overlay.startsWith('/') || overlay.includes('..')))
        return external_node_path_default().posix.resolve(directory, overlay) === external_node_path_default().posix.resolve(directory);
    // A relative path that never climbs above its start normalizes to `.` or `./`.
    return !overlay.startsWith('/') && ['.', './'].includes(external_node_path_default().posix.normalize(overlay));
}

// EXTERNAL MODULE: ./src/manifest/configuration/words.ts
var words = __webpack_require__(357);
;// CONCATENATED MODULE: ./src/manifest/configuration/merge-drafts.ts





/** What vcpkg checks once it has read the configuration, and stops on (exit 1). */
function mergeDrafts(value, pointer, registries, readDefault, sink, { builtinBaseline = false, directory }) {
    const hasDefault = 'default-registry' in value;
    const defaultHasBaseline = hasDefault
        ? value['default-registry'] === null || readDefault?.hasBaseline === true
        : builtinBaseline;
    if (!defaultHasBaseline && registries.some((registry) => registry.kind !== 'artifact'))
        configurationError(sink, hasDefault ? (0,json_pointer/* childPointer */.Y2)(pointer, 'default-registry') : pointer, `Using registries requires that a baseline is set for the default registry or that the default registry is null. See ${words/* REGISTRIES_DOCUMENTATION */.tV} for more details.`);
    const overlayPorts = value['overlay-ports'];
    if (!Array.isArray(overlayPorts))
        return;
    overlayPorts.forEach((path, index) => {
        if (typeof path !== 'string' || !isOwnDirectory(path, directory))
            return;
        const message = path === '.'
            ? 'The manifest directory cannot be the same as a directory configured in overlay-ports, so "overlay-ports" values cannot be ".".'
            : `The manifest directory cannot be the same as a directory configured in overlay-ports ("${(0,cut_short/* cutQuoted */.Hu)(path)}" is the manifest directory).`;
        configurationError(sink, (0,json_pointer/* childPointer */.Y2)((0,json_pointer/* childPointer */.Y2)(pointer, 'overlay-ports'), index), message);
    });
}

;// CONCATENATED MODULE: ./src/manifest/configuration/metadata-drafts.ts






/** The keys of vcpkg-artifacts' metadata, which a demand holds too. */
const STRING_FIELDS = ['message', 'warning', 'error'];
const OBJECT_FIELDS = ['settings', 'apply'];
/** The top-level keys vcpkg knows; any other (but a `$`-key) is warned about. */
const KNOWN_FIELDS = [
    'default-registry',
    'registries',
    'overlay-ports',
    'overlay-triplets',
    ...STRING_FIELDS,
    ...OBJECT_FIELDS,
    'requires',
    'demands',
];
/** Keys vcpkg does not know, here and in each demand (vcpkg warns, and goes on). */
function unknownFieldDrafts(value, pointer, sink) {
    for (const key of Object.keys(value)) {
        if (key.startsWith('$') || KNOWN_FIELDS.includes(key))
            continue;
        const at = (0,json_pointer/* childPointer */.Y2)(pointer, key);
        const message = `configuration contains the following unrecognized field: ${(0,cut_short/* cutQuoted */.Hu)(key)}. If it is a documented field that should be recognized, try updating the vcpkg tool`;
        sink.drafts.push((0,draft/* draftOf */.b)('configuration-unrecognized-field', { field: key, message, pointer: at, anchor: { kind: 'key' } }, sink.strict));
    }
}
/** `message`, `warning`, `error` (strings), `settings`, `apply` (objects), `requires` (strings). */
function metadataDrafts(value, pointer, sink) {
    for (const field of STRING_FIELDS) {
        if (field in value && typeof value[field] !== 'string')
            configurationError(sink, (0,json_pointer/* childPointer */.Y2)(pointer, field), (0,words/* mismatchedType */.C_)('a string'));
    }
    for (const field of OBJECT_FIELDS) {
        if (field in value && !(0,is_json_object/* isJsonObject */.O)(value[field]))
            configurationError(sink, (0,json_pointer/* childPointer */.Y2)(pointer, field), `${field}: expected an object`);
    }
    const requires = value.requires;
    if (requires === undefined)
        return;
    const at = (0,json_pointer/* childPointer */.Y2)(pointer, 'requires');
    const type = 'a "string": "string" dictionary';
    if (!(0,is_json_object/* isJsonObject */.O)(requires))
        return configurationError(sink, at, (0,words/* mismatchedType */.C_)(type));
    for (const [key, required] of Object.entries(requires)) {
        if (typeof required !== 'string')
            configurationError(sink, (0,json_pointer/* childPointer */.Y2)(at, key), `${type}: value of ["${(0,cut_short/* cutQuoted */.Hu)(key)}"] must be a string`);
    }
}
/** `demands`: objects read as vcpkg-artifacts' metadata, with no `demands` of their own. */
function demandsDrafts(value, pointer, sink) {
    const demands = value.demands;
    if (demands === undefined)
        return;
    const at = (0,json_pointer/* childPointer */.Y2)(pointer, 'demands');
    const type = 'a demand object';
    if (!(0,is_json_object/* isJsonObject */.O)(demands))
        return configurationError(sink, at, (0,words/* mismatchedType */.C_)(type));
    for (const [key, demand] of Object.entries(demands)) {
        if (key.startsWith('$'))
            continue;
        const demandPointer = (0,json_pointer/* childPointer */.Y2)(at, key);
        if (!(0,is_json_object/* isJsonObject */.O)(demand)) {
            configurationError(sink, demandPointer, `${type}: value of ["${key}"] must be an object`);
            continue;
        }
        if ('demands' in demand)
            configurationError(sink, (0,json_pointer/* childPointer */.Y2)(demandPointer, 'demands'), `${type}: ["${(0,cut_short/* cutQuoted */.Hu)(key)}"] contains a nested \`demands\` object (nested \`demands\` have no effect)`, { kind: 'key' });
        unknownFieldDrafts(demand, demandPointer, sink);
        metadataDrafts(demand, demandPointer, sink);
    }
}

// EXTERNAL MODULE: ./src/manifest/json/describe.ts
var describe = __webpack_require__(6223);
// EXTERNAL MODULE: ./src/manifest/vcpkg/current/names.ts
var names = __webpack_require__(5779);
;// CONCATENATED MODULE: ./src/manifest/configuration/package-pattern.ts

/** A package pattern with a wildcard: dash-separated groups, the last one ending in `*` or being it. */
const WILDCARD_PATTERN = /^(?:[a-z0-9]+-)*(?:[a-z0-9]+\*?|\*)$/;
/**
 * True when `pattern` is a package pattern of a registry's `packages`: an identifier, or groups
 * with one `*`, last (`*`, `boost-*`, `boost*`). Reserved names are patterns (`core`, `con*`).
 */
function isPackagePattern(pattern) {
    return (0,names/* isVcpkgName */.v)(pattern) || WILDCARD_PATTERN.test(pattern);
}

;// CONCATENATED MODULE: ./src/manifest/configuration/registry-drafts.ts









const A_REGISTRY = 'a registry';
const BUILTIN_LOCATION = 'https://github.com/microsoft/vcpkg';
/** Every field some kind has, in vcpkg's order: the first check of any registry's keys. */
const ANY_REGISTRY_FIELDS = [
    'kind',
    'baseline',
    'path',
    'repository',
    'reference',
    'name',
    'location',
];
const KIND = { type: 'a registry implementation kind', required: true };
const BASELINE = { type: 'a baseline', required: true };
/** Each kind: its name in messages and its fields (`kind`, and `packages` in `registries`, aside). */
const KINDS = {
    builtin: { owner: 'a builtin registry', fields: { baseline: BASELINE } },
    filesystem: {
        owner: 'a filesystem registry',
        fields: { baseline: { type: 'a baseline' }, path: { type: 'a path', required: true } },
    },
    git: {
        owner: 'a git registry',
        fields: {
            baseline: BASELINE,
            repository: { type: 'a git repository URL', required: true },
            reference: { type: 'a git reference (for example, a branch)' },
        },
    },
    artifact: {
        owner: 'an artifacts registry',
        fields: {
            name: { type: 'an identifier', required: true, identifier: true },
            location: { type: 'an artifacts git registry URL', required: true },
        },
    },
};
const KIND_NAMES = Object.keys(KINDS);
/** A git registry's baseline as vcpkg uses it: a full commit SHA. */
const COMMIT_SHA = /^[0-9a-f]{40}$/;
/**
 * Checks one registry as vcpkg reads it: `default-registry` (`inList` false: `null` allowed, no
 * `packages`) or an item of `registries` (`packages` required but for an artifact registry).
 * Returns what the later checks need, or undefined when vcpkg could not read it.
 */
function registryDrafts(value, pointer, inList, sink) {
    if (!(0,is_json_object/* isJsonObject */.O)(value)) {
        if (value !== null || inList)
            configurationError(sink, pointer, (0,words/* mismatchedType */.C_)(A_REGISTRY));
        return undefined;
    }
    const anyFields = inList ? [...ANY_REGISTRY_FIELDS, 'packages'] : ANY_REGISTRY_FIELDS;
    const unknown = (key) => !key.startsWith('$') && !anyFields.includes(key);
    unexpectedFields(value, pointer, unknown, A_REGISTRY, anyFields, sink);
    const kind = registryKind(value, pointer, sink);
    if (!kind)
        return undefined;
    const { owner, fields } = KINDS[kind];
    for (const [field, rule] of Object.entries(fields))
        checkField(value, pointer, field, rule, owner, sink);
    // vcpkg then checks the kind's own fields and names an unknown key twice; we name it once.
    // Its lists have `packages` also for a default registry, where the first check refused it.
    const kindFields = ['kind', ...Object.keys(fields), ...(kind !== 'artifact' ? ['packages'] : [])];
    const notOfKind = (key) => anyFields.includes(key) && !kindFields.includes(key);
    unexpectedFields(value, pointer, notOfKind, owner, kindFields, sink);
    if (kind === 'git')
        gitBaselineDraft(value, pointer, sink);
    const patterns = inList && kind !== 'artifact' ? patternDrafts(value, pointer, sink) : [];
    return { kind, location: locationOf(kind, value), patterns, hasBaseline: 'baseline' in value };
}
/** An `unexpected field` error at each key of `value` that `isUnexpected`, naming `owner`. */
function unexpectedFields(value, pointer, isUnexpected, owner, known, sink) {
    for (const key of Object.keys(value))
        if (isUnexpected(key))
            configurationError(sink, (0,json_pointer/* childPointer */.Y2)(pointer, key), (0,words/* unexpectedField */.Ys)(owner, key, known, suggestsField(sink)), { kind: 'key' });
}
/** The registry's `kind`, or undefined (with its problem) when it is not one vcpkg knows. */
function registryKind(value, pointer, sink) {
    const { kind } = value;
    if (typeof kind === 'string' && KIND_NAMES.includes(kind))
        return kind;
    // Missing or not a string: said as of any field; else a string vcpkg knows no kind by.
    checkField(value, pointer, 'kind', KIND, A_REGISTRY, sink);
    if (typeof kind === 'string')
        configurationError(sink, (0,json_pointer/* childPointer */.Y2)(pointer, 'kind'), `${A_REGISTRY}: "kind" did not have an expected value: (expected one of: ${KIND_NAMES.join(', ')}; found ${(0,cut_short/* cutQuoted */.Hu)(kind)})`);
    return undefined;
}
function checkField(value, pointer, field, rule, owner, sink) {
    const given = value[field];
    const at = (0,json_pointer/* childPointer */.Y2)(pointer, field);
    if (given === undefined) {
        if (rule.required)
            configurationError(sink, pointer, (0,words/* missingField */.tK)(owner, field, rule.type));
    }
    else if (typeof given !== 'string')
        configurationError(sink, at, (0,words/* mismatchedType */.C_)(rule.type));
    else if (rule.identifier && !(0,names/* isVcpkgName */.v)(given))
        configurationError(sink, at, `${rule.type}: "${(0,cut_short/* cutQuoted */.Hu)(given)}" is not a valid identifier. Identifiers must be lowercase alphanumeric+hyphens and not reserved (see https://learn.microsoft.com/vcpkg/users/manifests?WT.mc_id=vcpkg_inproduct_cli for more information).`);
}
/** The registry's `packages`: required, an array of package patterns. */
function patternDrafts(value, pointer, sink) {
    const packages = value.packages;
    const at = (0,json_pointer/* childPointer */.Y2)(pointer, 'packages');
    const type = 'a package pattern array';
    if (!Array.isArray(packages)) {
        if (packages === undefined)
            configurationError(sink, pointer, (0,words/* missingField */.tK)(A_REGISTRY, 'packages', type));
        else
            configurationError(sink, at, (0,words/* mismatchedType */.C_)(type));
        return [];
    }
    const patterns = [];
    packages.forEach((pattern, index) => {
        const patternPointer = (0,json_pointer/* childPointer */.Y2)(at, index);
        if (typeof pattern !== 'string')
            configurationError(sink, patternPointer, (0,words/* mismatchedType */.C_)('a package pattern'));
        else if (!isPackagePattern(pattern))
            configurationError(sink, patternPointer, `a package pattern: "${(0,cut_short/* cutQuoted */.Hu)(pattern)}" is not a valid package pattern. Package patterns must use only one wildcard character (*) and it must be the last character in the pattern (see ${words/* REGISTRIES_DOCUMENTATION */.tV} for more information).`);
        else
            patterns.push({ pattern, pointer: patternPointer });
    });
    return patterns;
}
/** vcpkg reads any string as a git registry's baseline, but needs a commit SHA to use it. */
function gitBaselineDraft(value, pointer, sink) {
    const { baseline, repository } = value;
    if (typeof baseline !== 'string' || COMMIT_SHA.test(baseline))
        return;
    const registry = typeof repository === 'string'
        ? `The git registry ${(0,describe/* quoteValue */.cl)(repository)}`
        : 'A git registry';
    const message = `${registry} must have a "baseline" field that is a valid git commit SHA (40 hexadecimal characters). vcpkg reads ${(0,describe/* quoteValue */.cl)(baseline)} but fails when it resolves versions from this registry`;
    const fields = {
        message,
        pointer: (0,json_pointer/* childPointer */.Y2)(pointer, 'baseline'),
        anchor: { kind: 'value' },
    };
    sink.drafts.push((0,draft/* draftOf */.b)('configuration-git-baseline', fields, sink.strict));
}
function locationOf(kind, value) {
    const location = {
        builtin: BUILTIN_LOCATION,
        filesystem: value.path,
        git: value.repository,
        artifact: value.location,
    }[kind];
    return typeof location === 'string' ? location : '';
}

;// CONCATENATED MODULE: ./src/manifest/configuration/configuration-drafts.ts









const A_CONFIGURATION = 'a configuration object';
/** Each overlay field, with vcpkg's type names for the list and for one of its paths. */
const OVERLAYS = [
    ['overlay-ports', 'an array of overlay paths', 'an overlay path'],
    ['overlay-triplets', 'an array of overlay triplets paths', 'a triplet path'],
];
/**
 * Every problem vcpkg finds in a configuration: `value` at `pointer`, the whole of a
 * `vcpkg-configuration.json` (`""`) or a manifest's `vcpkg-configuration`/`configuration`.
 */
function configurationDrafts(value, pointer, options = {}) {
    const sink = { drafts: [], strict: options.strict === true, suggestions: 0 };
    if (!(0,is_json_object/* isJsonObject */.O)(value)) {
        configurationError(sink, pointer, (0,words/* mismatchedType */.C_)(A_CONFIGURATION));
        return sink.drafts;
    }
    unknownFieldDrafts(value, pointer, sink);
    for (const [field, listType, itemType] of OVERLAYS) {
        const paths = value[field];
        const at = (0,json_pointer/* childPointer */.Y2)(pointer, field);
        if (Array.isArray(paths))
            paths.forEach((path, index) => {
                if (typeof path !== 'string')
                    configurationError(sink, (0,json_pointer/* childPointer */.Y2)(at, index), (0,words/* mismatchedType */.C_)(itemType));
            });
        else if (paths !== undefined)
            configurationError(sink, at, (0,words/* mismatchedType */.C_)(listType));
    }
    const defaultAt = (0,json_pointer/* childPointer */.Y2)(pointer, 'default-registry');
    const defaultRegistry = value['default-registry'];
    const readDefault = defaultRegistry === undefined
        ? undefined
        : registryDrafts(defaultRegistry, defaultAt, false, sink);
    if (readDefault?.kind === 'artifact')
        configurationError(sink, defaultAt, `${A_CONFIGURATION}: The default registry cannot be an artifact registry.`);
    const registries = registriesDrafts(value, pointer, sink);
    duplicatePatternDrafts(registries, sink);
    metadataDrafts(value, pointer, sink);
    demandsDrafts(value, pointer, sink);
    // vcpkg ignores a configuration it could not read; only one it read goes on to these checks.
    if (wasRead(sink) && options.merged !== false)
        mergeDrafts(value, pointer, registries, readDefault, sink, options);
    return sink.drafts;
}
function registriesDrafts(value, pointer, sink) {
    const registries = value.registries;
    if (registries === undefined)
        return [];
    const at = (0,json_pointer/* childPointer */.Y2)(pointer, 'registries');
    if (!Array.isArray(registries)) {
        configurationError(sink, at, (0,words/* mismatchedType */.C_)('an array of registries'));
        return [];
    }
    return registries.flatMap((registry, index) => registryDrafts(registry, (0,json_pointer/* childPointer */.Y2)(at, index), true, sink) ?? []);
}
/** A pattern declared again: vcpkg uses the first declaration and warns about each other one. */
function duplicatePatternDrafts(registries, sink) {
    const first = new Map();
    for (const registry of registries) {
        for (const { pattern, pointer } of registry.patterns) {
            const earlier = first.get(pattern);
            if (!earlier) {
                first.set(pattern, { pointer, location: registry.location });
                continue;
            }
            const message = `Package "${(0,cut_short/* cutQuoted */.Hu)(pattern)}" is duplicated. First declared in: location: ${earlier.pointer}, registry: ${(0,cut_short/* cutQuoted */.Hu)(earlier.location)}; this redeclaration (registry: ${(0,cut_short/* cutQuoted */.Hu)(registry.location)}) will be ignored`;
            const fields = {
                pattern,
                firstPointer: earlier.pointer,
                message,
                pointer,
                anchor: { kind: 'value' },
            };
            sink.drafts.push((0,draft/* draftOf */.b)('configuration-duplicate-pattern', fields, sink.strict));
        }
    }
}


/***/ }),

/***/ 357:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   C_: () => (/* binding */ mismatchedType),
/* harmony export */   Ys: () => (/* binding */ unexpectedField),
/* harmony export */   an: () => (/* binding */ AMBIGUOUS_CONFIGURATION),
/* harmony export */   tK: () => (/* binding */ missingField),
/* harmony export */   tV: () => (/* binding */ REGISTRIES_DOCUMENTATION)
/* harmony export */ });
/* harmony import */ var _util_closest_word_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6808);
/* harmony import */ var _util_cut_short_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2591);
/**
 * vcpkg's words for a configuration (vcpkg-tool's messages.json), so that a problem reads as
 * vcpkg prints it, without vcpkg's `$.path` prefix: the problem's place and pointer say where.
 */


/** The documentation vcpkg points at from a configuration's problems. */
const REGISTRIES_DOCUMENTATION = 'https://learn.microsoft.com/vcpkg/users/registries?WT.mc_id=vcpkg_inproduct_cli';
/** A project's configuration given twice: embedded in its manifest and as a file beside it. */
const AMBIGUOUS_CONFIGURATION = 'Ambiguous vcpkg configuration provided by both manifest and configuration file.';
/** `mismatched type: expected a registry`. */
function mismatchedType(expected) {
    return `mismatched type: expected ${expected}`;
}
/** `a builtin registry: missing required field 'baseline' (a baseline)`. */
function missingField(owner, field, type) {
    return `${owner}: missing required field '${field}' (${type})`;
}
/**
 * `a git registry: unexpected field 'path', did you mean 'kind'?`, the known field nearest to it
 * (the first on a tie, as vcpkg suggests one); without `suggest`, the message stops after the
 * field (for a problem that is never listed: see ConfigurationSink).
 */
function unexpectedField(owner, field, known, suggest = true) {
    const message = `${owner}: unexpected field '${(0,_util_cut_short_js__WEBPACK_IMPORTED_MODULE_1__/* .cutQuoted */ .Hu)(field)}'`;
    if (!suggest)
        return message;
    return `${message}, did you mean '${(0,_util_closest_word_js__WEBPACK_IMPORTED_MODULE_0__/* .closestWord */ .E)(field, known, COMPARED_LENGTH)?.word ?? ''}'?`;
}
/**
 * Longest start of an unknown key that is compared: every known field is at most 10 characters,
 * so a longer key is near none of them, and a hostile file of long keys costs no more than this.
 */
const COMPARED_LENGTH = 32;


/***/ }),

/***/ 2725:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  J: () => (/* binding */ duplicateKeyDrafts)
});

// EXTERNAL MODULE: ./src/manifest/json/describe.ts
var describe = __webpack_require__(6223);
// EXTERNAL MODULE: ./src/manifest/json/line-index.ts
var line_index = __webpack_require__(2305);
// EXTERNAL MODULE: ./src/manifest/json/walk-json.ts
var walk_json = __webpack_require__(2070);
;// CONCATENATED MODULE: ./src/manifest/json/find-duplicate-keys.ts



/**
 * Every key that appears again in the same object, reported at each later occurrence, in JSON
 * text that JSON.parse accepted. One walk, so any nesting depth works. Past `most` drafts the
 * rest are only counted: words and pointers for 600,000 of them cost too much.
 */
function findDuplicateKeys(text, severity, most = Number.POSITIVE_INFINITY) {
    const drafts = [];
    let found = 0;
    let lines;
    // An object's keys so far, each with the offset of its first occurrence; none in an array.
    (0,walk_json/* walkJson */.gO)(text, {
        enter: (isObject) => (isObject ? new Map() : undefined),
        key: (object, open) => {
            const { key, keyStart, keyEnd, data: keys } = object;
            const first = keys?.get(key);
            if (first === undefined)
                keys?.set(key, keyStart);
            else if (found++ < most) {
                lines ??= new line_index/* LineIndex */.r(text);
                const message = `duplicate key ${(0,describe/* quoteValue */.cl)(key)}: the value at line ${lines.at(first).line} is ignored, only the last one counts`;
                drafts.push({
                    rule: 'duplicate-key',
                    key,
                    severity,
                    message,
                    pointer: (0,walk_json/* pointerHere */.E5)(open),
                    anchor: { kind: 'text', offset: keyStart, length: keyEnd - keyStart },
                });
            }
        },
    });
    return { drafts, found };
}

// EXTERNAL MODULE: ./src/manifest/json/tokens.ts
var tokens = __webpack_require__(2792);
// EXTERNAL MODULE: ./src/manifest/problems/rules.ts
var rules = __webpack_require__(825);
;// CONCATENATED MODULE: ./src/manifest/json/duplicate-keys.ts



const NONE = { drafts: [], found: 0 };
/**
 * Every key that appears again in the same object, as drafts up to `most` (the rest counted).
 * JSON.parse keeps only the last, so comparing the key-like tokens of the text with `keys`, the
 * keys of the parsed value (countValues), proves most files have none without scanning them.
 */
function duplicateKeyDrafts(text, keys, strict, most) {
    if (keyLikeTokens(text) === keys)
        return NONE;
    return findDuplicateKeys(text, (0,rules/* severityOf */.xJ)('duplicate-key', strict), most);
}
/**
 * How many `"` followed by JSON whitespace and `:` the text has: every key is one, and a match
 * inside a string only makes the count larger (then the keys are scanned properly).
 */
function keyLikeTokens(text) {
    let count = 0;
    for (let colon = text.indexOf(':'); colon >= 0; colon = text.indexOf(':', colon + 1)) {
        let before = colon - 1;
        while (before >= 0 && (0,tokens/* isJsonSpace */.RB)(text.charCodeAt(before)))
            before--;
        if (text.charCodeAt(before) === 0x22)
            count++;
    }
    return count;
}


/***/ }),

/***/ 2070:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   E5: () => (/* binding */ pointerHere),
/* harmony export */   _Z: () => (/* binding */ SKIP),
/* harmony export */   gO: () => (/* binding */ walkJson)
/* harmony export */ });
/* harmony import */ var _pointer_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9825);
/* harmony import */ var _tokens_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2792);


/** What `enter` gives to pass over a container without reading anything inside it. */
const SKIP = Symbol('skip');
/**
 * Walks the JSON value in `text` from `from` on, telling `visitor` what it meets. A scalar's
 * token is not checked: a visitor that needs it exact reads it.
 * @returns where the text stops being JSON (its length when it ends too soon), or undefined when
 * it is one JSON value: JSON.parse's text always is.
 */
function walkJson(text, visitor, from = 0) {
    const open = [];
    let top;
    let i = (0,_tokens_js__WEBPACK_IMPORTED_MODULE_0__/* .skipSpace */ .AN)(text, from);
    let c = codeAt(text, i);
    for (;;) {
        // At an object's property or an array's item (or the top-level value).
        if (top?.isObject) {
            if (c !== _tokens_js__WEBPACK_IMPORTED_MODULE_0__/* .QUOTE */ .jA)
                return i;
            const end = (0,_tokens_js__WEBPACK_IMPORTED_MODULE_0__/* .stringEnd */ .VS)(text, i);
            const colon = (0,_tokens_js__WEBPACK_IMPORTED_MODULE_0__/* .skipSpace */ .AN)(text, end);
            if (codeAt(text, colon) !== 0x3a /* : */)
                return colon;
            top.key = (0,_tokens_js__WEBPACK_IMPORTED_MODULE_0__/* .decodeString */ .sc)(text, i, end);
            top.keyStart = i;
            top.keyEnd = end;
            visitor.key?.(top, open);
            i = (0,_tokens_js__WEBPACK_IMPORTED_MODULE_0__/* .skipSpace */ .AN)(text, colon + 1);
            c = codeAt(text, i);
        }
        if (c === 0x7b /* { */ || c === 0x5b /* [ */) {
            const isObject = c === 0x7b;
            const data = visitor.enter(isObject, i, open);
            if (data === SKIP) {
                i = (0,_tokens_js__WEBPACK_IMPORTED_MODULE_0__/* .skipSpace */ .AN)(text, (0,_tokens_js__WEBPACK_IMPORTED_MODULE_0__/* .containerEnd */ .X5)(text, i));
                c = codeAt(text, i);
            }
            else {
                const pointer = top ? undefined : '';
                top = { isObject, start: i, index: 0, key: '', keyStart: i, keyEnd: i, data, pointer };
                open.push(top);
                i = (0,_tokens_js__WEBPACK_IMPORTED_MODULE_0__/* .skipSpace */ .AN)(text, i + 1);
                c = codeAt(text, i);
                // Its first property or item, unless it is empty.
                if (c !== (isObject ? 0x7d : 0x5d))
                    continue;
            }
        }
        else {
            const end = c === _tokens_js__WEBPACK_IMPORTED_MODULE_0__/* .QUOTE */ .jA ? (0,_tokens_js__WEBPACK_IMPORTED_MODULE_0__/* .stringEnd */ .VS)(text, i) : (0,_tokens_js__WEBPACK_IMPORTED_MODULE_0__/* .scalarEnd */ .Of)(text, i);
            if (end === i)
                return i;
            visitor.value?.(i, end, open);
            i = (0,_tokens_js__WEBPACK_IMPORTED_MODULE_0__/* .skipSpace */ .AN)(text, end);
            c = codeAt(text, i);
        }
        // After a value: the containers that close, then a comma before the next value.
        for (;;) {
            if (top === undefined)
                return i === text.length ? undefined : i;
            if (c === 0x2c /* , */)
                break;
            if (c !== (top.isObject ? 0x7d /* } */ : 0x5d) /* ] */)
                return i;
            open.pop();
            visitor.leave?.(top, i + 1, open);
            top = open.length === 0 ? undefined : open[open.length - 1];
            i = (0,_tokens_js__WEBPACK_IMPORTED_MODULE_0__/* .skipSpace */ .AN)(text, i + 1);
            c = codeAt(text, i);
        }
        top.index++;
        i = (0,_tokens_js__WEBPACK_IMPORTED_MODULE_0__/* .skipSpace */ .AN)(text, i + 1);
        c = codeAt(text, i);
    }
}
/**
 * The code unit at `i`, or NaN at the text's end, read without reading past it: optimized code
 * that once reads past a string's end is thrown away and compiled again, 20 to 30 ms of a
 * processor's time for this walk.
 */
function codeAt(text, i) {
    return i < text.length ? text.charCodeAt(i) : NaN;
}
/** The JSON Pointer of the value the walk is at: the innermost container's current child. */
function pointerHere(open) {
    if (open.length === 0)
        return '';
    let depth = open.length - 1;
    while (open[depth].pointer === undefined)
        depth--;
    let pointer = open[depth].pointer;
    // Each open container on the way keeps its pointer: its parent's current key or index names it.
    for (; depth < open.length; depth++) {
        const parent = open[depth];
        pointer = (0,_pointer_js__WEBPACK_IMPORTED_MODULE_1__/* .childPointer */ .Y2)(pointer, parent.isObject ? parent.key : parent.index);
        const child = open[depth + 1];
        if (child !== undefined)
            child.pointer = pointer;
    }
    return pointer;
}


/***/ }),

/***/ 5779:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Am: () => (/* binding */ packageNameError),
/* harmony export */   _v: () => (/* binding */ defaultFeatureError),
/* harmony export */   gj: () => (/* binding */ dependencyFeatureError),
/* harmony export */   kI: () => (/* binding */ featureKeyError),
/* harmony export */   v: () => (/* binding */ isVcpkgName)
/* harmony export */ });
/* harmony import */ var _util_cut_short_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2591);
/*
 * Package and feature names as today's vcpkg-tool reads them: lower-case letters and digits in
 * dash-separated groups, or exactly `all_modules`, and never a reserved name.
 */

const IDENTIFIER = /^(?:all_modules|[a-z0-9]+(?:-[a-z0-9]+)*)$/;
// Today's vcpkg reserves `lpt0` and `com0` too, unlike December 2020's `[1-9]`.
const RESERVED = /^(?:prn|aux|nul|con|core|default|lpt[0-9]|com[0-9])$/;
const SEE = 'https://learn.microsoft.com/vcpkg/users/manifests?WT.mc_id=vcpkg_inproduct_cli';
/** Whether vcpkg accepts `name` as a package or feature name. */
function isVcpkgName(name) {
    return IDENTIFIER.test(name) && !RESERVED.test(name);
}
/** vcpkg's words for a `name`, a dependency's or an override's name it refuses, if it does. */
function packageNameError(name) {
    return nameError(name, 'package', 'Package');
}
/** vcpkg's words for a package or feature name it refuses, if it does. */
function nameError(name, kind, names) {
    if (isVcpkgName(name))
        return undefined;
    return `${JSON.stringify((0,_util_cut_short_js__WEBPACK_IMPORTED_MODULE_0__/* .cutQuoted */ .Hu)(name))} is not a valid ${kind} name. ${names} names must be lowercase alphanumeric+hyphens and not reserved (see ${SEE} for more information).`;
}
/** vcpkg's words for a key of `features` it refuses, if it does. */
function featureKeyError(name) {
    if (isVcpkgName(name))
        return undefined;
    return 'features must be lowercase alphanumeric+hyphens, and not one of the reserved names';
}
/** vcpkg's words for `core` or `default` in `default-features`, which vcpkg names specially. */
function defaultFeatureError(name) {
    if (name === 'core')
        return 'the feature "core" turns off default features and thus can\'t be in the default features list';
    if (name === 'default')
        return 'the feature "default" refers to the set of default features and thus can\'t be in the default features list';
    return nameError(name, 'feature', 'Feature');
}
/** vcpkg's words for `core` or `default` in a dependency's `features`. */
function dependencyFeatureError(name) {
    if (name === 'core')
        return 'the feature "core" cannot be in a dependency\'s feature list. To turn off default features, add "default-features": false instead.';
    if (name === 'default')
        return 'the feature "default" cannot be in a dependency\'s feature list. To turn on default features, add "default-features": true instead.';
    return nameError(name, 'feature', 'Feature');
}


/***/ }),

/***/ 283:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Zm: () => (/* binding */ scanVcpkgJson)
/* harmony export */ });
/* unused harmony exports VCPKG_DEPTH_LIMIT, looksPlain */
/* harmony import */ var _problems_draft_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5701);
/* harmony import */ var _util_cut_short_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(2591);
/* harmony import */ var _json_tokens_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2792);
/* harmony import */ var _json_walk_json_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2070);




/*
 * What vcpkg's own JSON parser refuses in text that JSON.parse accepted:
 * exponents, integers beyond 64 bits, nesting deeper than 200. Form feeds and other white space
 * JSON.parse refuses already; lone surrogate escapes vcpkg accepts, as JSON.parse does.
 */
/**
 * Deepest nesting vcpkg reads below the top-level value: a value of any kind (a string or a
 * number too) inside more containers than this is refused; an empty container at the limit is not.
 */
const VCPKG_DEPTH_LIMIT = 200;
const LARGEST_INTEGER = 2n ** 63n - 1n;
const SMALLEST_INTEGER = -(2n ** 63n);
const NOTHING = { drafts: [], wholeNonIntegers: new Set() };
/** Digits in a row that make an integer worth a closer look: 2^63 has 19. */
const LONG_DIGITS = 19;
/**
 * Scans JSON text that JSON.parse accepted. A quick look (one pass over its characters) clears
 * nearly every manifest; the rest is scanned in full, with pointers.
 */
function scanVcpkgJson(text) {
    return looksPlain(text) ? NOTHING : scanInFull(text);
}
/**
 * Whether no number needs a closer look (an exponent, a fraction, 19 digits or more, or `-0`) and
 * nothing nests as deep as the limit. The text is JSON, so outside strings a `-` or a digit starts
 * a number, which runs on through `-+.0-9eE`. Exported for its test.
 */
function looksPlain(text) {
    let depth = 0;
    for (let i = 0; i < text.length;) {
        const c = text.charCodeAt(i);
        if (c === _json_tokens_js__WEBPACK_IMPORTED_MODULE_2__/* .QUOTE */ .jA) {
            i = (0,_json_tokens_js__WEBPACK_IMPORTED_MODULE_2__/* .stringEnd */ .VS)(text, i);
        }
        else if (c === 0x7b || c === 0x5b) {
            // As deep as the limit: whether a value is inside is for the full scan to see.
            if (++depth > VCPKG_DEPTH_LIMIT)
                return false;
            i++;
        }
        else if (c === 0x7d || c === 0x5d) {
            depth--;
            i++;
        }
        else if (c === 0x2d || isDigit(c)) {
            const start = i;
            let digits = c === 0x2d ? 0 : 1;
            for (i++; i < text.length; i++) {
                const d = text.charCodeAt(i);
                if (isDigit(d)) {
                    if (++digits >= LONG_DIGITS)
                        return false;
                }
                else if (d === 0x2e || d === 0x65 || d === 0x45)
                    return false;
                else if (d !== 0x2b && d !== 0x2d)
                    break;
                else
                    digits = 0;
            }
            if (c === 0x2d && i - start === 2 && text.charCodeAt(start + 1) === 0x30)
                return false;
        }
        else
            i++;
    }
    return true;
}
function isDigit(c) {
    return c >= 0x30 && c <= 0x39;
}
/** The full scan, one walk. */
function scanInFull(text) {
    const drafts = [];
    const wholeNonIntegers = new Set();
    const problem = (open, message, offset, length = 1) => {
        const anchor = { kind: 'text', offset, length };
        drafts.push((0,_problems_draft_js__WEBPACK_IMPORTED_MODULE_0__/* .draftOf */ .b)('vcpkg-json', { message, pointer: (0,_json_walk_json_js__WEBPACK_IMPORTED_MODULE_1__/* .pointerHere */ .E5)(open), anchor }));
    };
    // vcpkg's parser stops at its first error, and so does this scan: the rest is passed over.
    const stopsAt = (open, start) => {
        if (drafts.length === 0 && open.length > VCPKG_DEPTH_LIMIT)
            problem(open, `JSON depth limit of ${VCPKG_DEPTH_LIMIT} exceeded`, start);
        return drafts.length > 0;
    };
    (0,_json_walk_json_js__WEBPACK_IMPORTED_MODULE_1__/* .walkJson */ .gO)(text, {
        enter: (_isObject, start, open) => (stopsAt(open, start) ? _json_walk_json_js__WEBPACK_IMPORTED_MODULE_1__/* .SKIP */ ._Z : undefined),
        value: (start, end, open) => {
            const c = text.charCodeAt(start);
            if (stopsAt(open, start) || !(c === 0x2d /* - */ || (c >= 0x30 && c <= 0x39)))
                return;
            const token = text.slice(start, end);
            const exponent = token.search(/[eE]/);
            if (exponent >= 0) {
                const message = open[open.length - 1]?.isObject
                    ? 'Unexpected character; expected property or close brace'
                    : 'Unexpected character in middle of array';
                problem(open, message, start + exponent);
            }
            else if (!token.includes('.')) {
                const value = BigInt(token);
                if (value > LARGEST_INTEGER || value < SMALLEST_INTEGER)
                    problem(open, `Invalid integer constant: ${(0,_util_cut_short_js__WEBPACK_IMPORTED_MODULE_3__/* .cutQuoted */ .Hu)(token)}`, start, token.length);
                else if (token === '-0')
                    wholeNonIntegers.add((0,_json_walk_json_js__WEBPACK_IMPORTED_MODULE_1__/* .pointerHere */ .E5)(open));
            }
            else if (Number.isInteger(Number(token))) {
                wholeNonIntegers.add((0,_json_walk_json_js__WEBPACK_IMPORTED_MODULE_1__/* .pointerHere */ .E5)(open));
            }
        },
    });
    return { drafts, wholeNonIntegers };
}


/***/ })

};
;