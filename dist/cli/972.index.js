"use strict";
exports.id = 972;
exports.ids = [972];
exports.modules = {

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


/***/ }),

/***/ 2234:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   PL: () => (/* binding */ minimumVersionError),
/* harmony export */   QA: () => (/* binding */ versionSchemeError),
/* harmony export */   hA: () => (/* binding */ overrideVersionCheck),
/* harmony export */   pq: () => (/* binding */ VERSION_FIELDS),
/* harmony export */   t7: () => (/* binding */ builtinBaselineError),
/* harmony export */   wZ: () => (/* binding */ topLevelVersionError)
/* harmony export */ });
/* harmony import */ var _util_cut_short_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2591);
/*
 * Version texts as today's vcpkg-tool reads them: the relaxed, semantic and date schemes, `#` in
 * a version, and `version>=` constraints.
 */

/** The four version fields, each with its scheme. */
const VERSION_FIELDS = [
    'version',
    'version-semver',
    'version-date',
    'version-string',
];
const NUMBER = '(?:0|[1-9][0-9]*)';
const PRERELEASE_ID = '(?:0|[1-9][0-9]*|[0-9]*[A-Za-z-][0-9A-Za-z-]*)';
const TAIL = `(?:-${PRERELEASE_ID}(?:\\.${PRERELEASE_ID})*)?(?:\\+[0-9A-Za-z-]+(?:\\.[0-9A-Za-z-]+)*)?`;
const RELAXED = new RegExp(`^${NUMBER}(?:\\.${NUMBER})*${TAIL}$`);
const SEMVER = new RegExp(`^${NUMBER}\\.${NUMBER}\\.${NUMBER}${TAIL}$`);
const DATE = new RegExp(`^[0-9]{4}-[0-9]{2}-[0-9]{2}(?:\\.${NUMBER})*$`);
// vcpkg keeps each dotted number in 64 bits, but its overflow check stops short of the largest:
// run on it, vcpkg reads 18446744073709551610 and stops with an internal error from ...611 on.
const LARGEST_ELEMENT = 18446744073709551610n;
const NON_NEGATIVE_INTEGER = /^[0-9]+$/;
const SCHEME_ERRORS = {
    version: (text) => `\`${(0,_util_cut_short_js__WEBPACK_IMPORTED_MODULE_0__/* .cutQuoted */ .Hu)(text)}\` is not a valid relaxed version (semver with arbitrary numeric element count).`,
    'version-semver': (text) => `\`${(0,_util_cut_short_js__WEBPACK_IMPORTED_MODULE_0__/* .cutQuoted */ .Hu)(text)}\` is not a valid semantic version, consult <https://semver.org>.`,
    'version-date': (text) => `\`${(0,_util_cut_short_js__WEBPACK_IMPORTED_MODULE_0__/* .cutQuoted */ .Hu)(text)}\` is not a valid date version. Dates must follow the format YYYY-MM-DD and disambiguators must be dot-separated positive integer values without leading zeroes.`,
};
/** vcpkg's words for a version text its scheme refuses (no `#` in it), if it does. */
function versionSchemeError(field, text) {
    if (field === 'version-string')
        return undefined;
    const pattern = field === 'version' ? RELAXED : field === 'version-semver' ? SEMVER : DATE;
    if (pattern.test(text) && numbersFit(field, text))
        return undefined;
    return SCHEME_ERRORS[field](text);
}
/** Whether every dotted number (the date's own digits aside) fits vcpkg's 64 bits. */
function numbersFit(field, text) {
    const numbers = field === 'version-date' ? text.slice(10) : (text.split(/[-+]/, 1)[0] ?? '');
    return numbers
        .split('.')
        .every((element) => element.length < 20 || BigInt(element) <= LARGEST_ELEMENT);
}
/** vcpkg's words for a top-level version field's text, if it refuses it. */
function topLevelVersionError(field, text) {
    const sharp = text.indexOf('#');
    if (sharp < 0)
        return versionSchemeError(field, text);
    const after = text.slice(sharp + 1);
    const error = "invalid character '#' in version text";
    return after === '' ? error : `${error}. Did you mean "port-version": ${(0,_util_cut_short_js__WEBPACK_IMPORTED_MODULE_0__/* .cutQuoted */ .Hu)(after)}?`;
}
/** An override's version: any scheme's text, optionally followed by `#N`. */
function overrideVersionCheck(field, text) {
    const sharp = text.indexOf('#');
    const version = sharp < 0 ? text : text.slice(0, sharp);
    if (sharp >= 0) {
        const portVersion = text.slice(sharp + 1);
        const must = "'#' in version text must be followed by a port version";
        if (portVersion === '')
            return { error: { message: must, at: 'field' }, sharp: true };
        if (!NON_NEGATIVE_INTEGER.test(portVersion))
            return { error: { message: `${must} (a non-negative integer)`, at: 'field' }, sharp: true };
    }
    // An override's `version`, like `version-string`, may be any text.
    const scheme = field === 'version' ? undefined : versionSchemeError(field, version);
    return { sharp: sharp >= 0, ...(scheme ? { error: { message: scheme, at: 'override' } } : {}) };
}
/** vcpkg's words for a `version>=` whose `#` part is not a non-negative integer, if it is not. */
function minimumVersionError(text) {
    const sharp = text.indexOf('#');
    if (sharp < 0 || NON_NEGATIVE_INTEGER.test(text.slice(sharp + 1)))
        return undefined;
    return 'port-version (after the \'#\') in "version>=" must be a non-negative integer';
}
/** vcpkg's words for a project's `builtin-baseline` that is not a commit id, if it is not. */
function builtinBaselineError(text) {
    if (/^[0-9a-f]{40}$/.test(text))
        return undefined;
    return `the top-level builtin-baseline (${(0,_util_cut_short_js__WEBPACK_IMPORTED_MODULE_0__/* .cutQuoted */ .Hu)(text)}) was not a valid commit sha: expected 40 hexadecimal characters.`;
}


/***/ }),

/***/ 2972:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  checkRegistry: () => (/* binding */ checkRegistry),
  checkRegistryInSteps: () => (/* binding */ checkRegistryInSteps),
  readDatabase: () => (/* binding */ readDatabase)
});

// EXTERNAL MODULE: ./src/manifest/check-manifest.ts + 1 modules
var check_manifest = __webpack_require__(3745);
// EXTERNAL MODULE: ./src/manifest/json/is-json-object.ts
var is_json_object = __webpack_require__(117);
// EXTERNAL MODULE: ./src/manifest/problems/draft.ts
var draft = __webpack_require__(5701);
// EXTERNAL MODULE: ./src/versions/file-drafts.ts
var file_drafts = __webpack_require__(5104);
// EXTERNAL MODULE: ./src/manifest/json/describe.ts
var describe = __webpack_require__(6223);
// EXTERNAL MODULE: ./src/manifest/json/pointer.ts
var json_pointer = __webpack_require__(9825);
// EXTERNAL MODULE: ./src/manifest/vcpkg/current/names.ts
var names = __webpack_require__(5779);
// EXTERNAL MODULE: ./src/manifest/vcpkg/current/versions.ts
var versions = __webpack_require__(2234);
// EXTERNAL MODULE: ./src/versions/new-version-rules.ts
var new_version_rules = __webpack_require__(3724);
// EXTERNAL MODULE: ./src/manifest/json/decode.ts
var decode = __webpack_require__(8356);
// EXTERNAL MODULE: ./src/manifest/json/duplicate-keys.ts + 1 modules
var duplicate_keys = __webpack_require__(2725);
// EXTERNAL MODULE: ./src/manifest/json/syntax.ts
var syntax = __webpack_require__(8337);
// EXTERNAL MODULE: ./src/manifest/json/value-counts.ts
var value_counts = __webpack_require__(2534);
// EXTERNAL MODULE: ./src/manifest/problems/limits.ts
var limits = __webpack_require__(8244);
// EXTERNAL MODULE: ./src/manifest/vcpkg/current/vcpkg-json.ts
var vcpkg_json = __webpack_require__(283);
;// CONCATENATED MODULE: ./src/versions/read-json.ts






/**
 * Reads a database file through the manifest's JSON layer: UTF-8, JSON syntax, vcpkg's own JSON
 * limits (exponents, 64-bit integers, nesting past 200) and keys given twice, which vcpkg's reader
 * refuses. Each refusal is a problem of `path`; then the data is undefined. There is no limit on
 * list items: the checks of a version database are linear in its entries.
 */
function readDatabaseJson(path, bytes, problems) {
    const decoded = (0,decode/* decodeManifest */.M)(bytes);
    problems.know(path, { text: decoded.text });
    if ('problem' in decoded) {
        problems.add(path, decoded.problem);
        return undefined;
    }
    const { text } = decoded;
    let data;
    try {
        data = JSON.parse(text);
    }
    catch (error) {
        problems.add(path, (0,syntax/* syntaxProblem */.R)(text, error.message));
        return undefined;
    }
    const scan = (0,vcpkg_json/* scanVcpkgJson */.Zm)(text);
    if (scan.drafts.length > 0) {
        problems.add(path, ...scan.drafts);
        return undefined;
    }
    const { keys } = (0,value_counts/* countValues */.I)(data, Number.POSITIVE_INFINITY);
    const duplicates = (0,duplicate_keys/* duplicateKeyDrafts */.J)(text, keys, true, limits/* MOST_PROBLEMS_PER_FILE */.mX);
    if (duplicates.found > 0) {
        problems.add(path, ...duplicates.drafts);
        problems.addUncounted(path, duplicates.found - duplicates.drafts.length);
        return undefined;
    }
    return { data, wholeNonIntegers: scan.wholeNonIntegers };
}

// EXTERNAL MODULE: ./src/versions/words.ts
var words = __webpack_require__(3880);
;// CONCATENATED MODULE: ./src/versions/read-database.ts









/** The key of a version in {@link DatabaseIndex.byVersion}: its text and port-version, not its scheme. */
function versionKey(version) {
    return `${version.portVersion}#${version.text}`;
}
const ENTRY_FIELDS = new Set([...versions/* VERSION_FIELDS */.pq, 'port-version', 'git-tree', 'path']);
const GIT_SHA = /^[0-9a-f]{40}$/;
/**
 * Reads the versions files and the baseline as vcpkg does, each mistake a problem of its file:
 * a file vcpkg cannot read is left out of the database (and named unreadable).
 */
function readDatabaseFiles(versionsFiles, baselineFile, versionsDir, problems) {
    const files = new Map();
    const unreadable = new Set();
    const byVersion = new Map();
    const highestPortVersion = new Map();
    for (const file of versionsFiles) {
        const port = placedPort(file.path, versionsDir, problems);
        if (port === undefined)
            continue;
        const read = readVersionsFile(file, port, problems);
        if (read === undefined) {
            unreadable.add(port);
            continue;
        }
        files.set(port, read.file);
        byVersion.set(port, read.byVersion);
        highestPortVersion.set(port, read.highest);
    }
    let baseline;
    let unreadableBaseline = false;
    if (baselineFile !== undefined) {
        baseline = readBaseline(baselineFile, problems);
        unreadableBaseline = baseline === undefined;
    }
    return {
        database: { versionsFiles: files, baseline, unreadable, unreadableBaseline },
        index: { byVersion, highestPortVersion },
    };
}
/** The port a versions file is about, when it is where vcpkg looks for it; else a problem. */
function placedPort(path, versionsDir, problems) {
    const prefix = versionsDir === '' ? '' : `${versionsDir}/`;
    const name = path.slice(path.lastIndexOf('/') + 1).replace(/\.json$/, '');
    const expected = `${prefix}${name.charAt(0)}-/${name}.json`;
    if ((0,names/* isVcpkgName */.v)(name) && path === expected)
        return name;
    const message = (0,names/* isVcpkgName */.v)(name)
        ? `vcpkg looks for the versions of ${name} only in ${expected}, and never reads this file; move it there (git mv ${(0,describe/* quoteValue */.cl)(path)} ${expected})`
        : `Found invalid port version file name: \`${(0,describe/* quoteValue */.cl)(path)}\`. The name of a versions file is its port's name (lowercase letters, digits and dashes) followed by .json, in the folder named by its first letter and a dash (versions/z-/zlib.json)`;
    problems.add(path, atFile('versions-file-location', message));
    return undefined;
}
/** A problem about a whole file, at its start. */
function atFile(rule, message) {
    return (0,draft/* draftOf */.b)(rule, { message, pointer: '', anchor: { kind: 'text', offset: 0, length: 0 } });
}
function shapeDraft(message, pointer, key = false) {
    return (0,draft/* draftOf */.b)('versions-shape', { message, pointer, anchor: { kind: key ? 'key' : 'value' } });
}
/**
 * The newest entry (the port's current version) follows the entries below it as x-add-version
 * adds it: no port-version for a new version text, else one more than the highest listed. A
 * warning: only --skip-version-format-check writes it, and microsoft/vcpkg keeps 13 such files.
 * A port-version at or below the highest is an order problem, reported as such.
 */
function checkNewestEntry(path, port, entries, problems) {
    const [newest, ...older] = entries;
    if (newest === undefined)
        return;
    let highest;
    for (const entry of older)
        if (entry.text === newest.text && (highest === undefined || entry.portVersion > highest))
            highest = entry.portVersion;
    const broken = (0,new_version_rules/* portVersionBreak */.vT)(newest.portVersion, highest);
    if (broken === undefined || (highest !== undefined && newest.portVersion <= highest))
        return;
    const { problem, fix } = (0,new_version_rules/* portVersionBreakWords */.Wl)(port, newest, broken, 'the newest entry declares');
    const message = `${problem}: x-add-version adds such an entry only when given --skip-version-format-check. ${fix} in the port's vcpkg.json and in this entry, or leave this historic entry as it is`;
    problems.add(path, (0,draft/* draftOf */.b)('versions-order', {
        message,
        pointer: (0,json_pointer/* childPointer */.Y2)(newest.pointer, 'port-version'),
        anchor: { kind: 'value' },
    }));
}
function readVersionsFile(file, port, problems) {
    const read = readDatabaseJson(file.path, file.bytes, problems);
    if (read === undefined)
        return undefined;
    const { data } = read;
    const versions = (0,is_json_object/* isJsonObject */.O)(data) ? data.versions : undefined;
    if (!Array.isArray(versions)) {
        const message = `Failed to parse ${(0,describe/* quoteValue */.cl)(file.path)}, expected a 'versions' array.`;
        problems.add(file.path, shapeDraft(message, (0,is_json_object/* isJsonObject */.O)(data) && 'versions' in data ? '/versions' : ''));
        return undefined;
    }
    const drafts = [];
    const entries = [];
    for (let i = 0; i < versions.length; i++) {
        const pointer = `/versions/${i}`;
        const entry = readEntry(versions[i], pointer, read, drafts);
        if (entry !== undefined)
            entries.push(entry);
    }
    if (drafts.length > 0) {
        problems.add(file.path, ...drafts);
        return undefined;
    }
    const byVersion = new Map();
    const highest = new Map();
    // The entries of one version text seen last (the lowest port-version so far), for the order.
    const last = new Map();
    for (const entry of entries) {
        const key = versionKey(entry);
        const first = byVersion.get(key);
        const before = last.get(entry.text);
        if (first !== undefined) {
            const message = `${(0,words/* versionWords */.WS)(entry)} is listed twice in the versions of ${(0,words/* portWords */.D6)(port)} (also at ${first.pointer}): ${words/* UNIQUE_VERSIONS */.YU}; remove one of them`;
            problems.add(file.path, (0,draft/* draftOf */.b)('versions-order', { message, pointer: entry.pointer, anchor: { kind: 'value' } }));
        }
        else {
            byVersion.set(key, entry);
            if (before !== undefined && entry.portVersion > before.portVersion) {
                const message = `${(0,words/* versionWords */.WS)(entry)} comes after ${(0,words/* versionWords */.WS)(before)} (at ${before.pointer}): the entries of a version are newest first, the highest port-version at the top, as x-add-version writes them`;
                problems.add(file.path, (0,draft/* draftOf */.b)('versions-order', { message, pointer: entry.pointer, anchor: { kind: 'value' } }));
            }
        }
        last.set(entry.text, entry);
        if (entry.portVersion > (highest.get(entry.text) ?? -1))
            highest.set(entry.text, entry.portVersion);
    }
    checkNewestEntry(file.path, port, entries, problems);
    return { file: { port, path: file.path, entries }, byVersion, highest };
}
/** One entry of a versions file, or undefined after its problems. */
function readEntry(value, pointer, read, drafts) {
    if (!(0,is_json_object/* isJsonObject */.O)(value)) {
        drafts.push(shapeDraft(`mismatched type: expected a version database entry (an object), found ${(0,describe/* describeValue */.bp)(value)}`, pointer));
        return undefined;
    }
    const before = drafts.length;
    // `for in`, not Object.keys: no array per entry (JSON.parse makes plain objects).
    for (const key in value)
        if (!ENTRY_FIELDS.has(key))
            drafts.push(shapeDraft(`unexpected field ${(0,describe/* quoteValue */.cl)(key)}: a version database entry has a versioning field, "port-version" and "git-tree" (or a filesystem registry's "path")`, (0,json_pointer/* childPointer */.Y2)(pointer, key), true));
    const version = readVersion(value, pointer, read, drafts);
    const gitTree = value['git-tree'];
    const path = value.path;
    if (gitTree === undefined && path === undefined)
        drafts.push(shapeDraft(`missing required field 'git-tree' (a git object SHA): the git tree of the port's folder at this version (a filesystem registry's entry has a "path" instead)`, pointer));
    else if (gitTree !== undefined && path !== undefined)
        drafts.push(shapeDraft(`unexpected field 'path': an entry has a "git-tree" (a git registry) or a "path" (a filesystem registry), not both`, (0,json_pointer/* childPointer */.Y2)(pointer, 'path'), true));
    if (gitTree !== undefined && (typeof gitTree !== 'string' || !GIT_SHA.test(gitTree)))
        drafts.push(shapeDraft(`invalid git object SHA: ${(0,describe/* quoteValue */.cl)(gitTree)}. Expected a 40-character lowercase hexadecimal string.`, (0,json_pointer/* childPointer */.Y2)(pointer, 'git-tree')));
    if (path !== undefined) {
        const error = registryPathError(path);
        if (error !== undefined)
            drafts.push(shapeDraft(error, (0,json_pointer/* childPointer */.Y2)(pointer, 'path')));
    }
    if (drafts.length > before || version === undefined)
        return undefined;
    // One object of one shape per entry: the fields a registry's kind does not use are absent.
    const entry = {
        text: version.text,
        scheme: version.scheme,
        portVersion: version.portVersion,
        pointer,
    };
    if (typeof gitTree === 'string')
        entry.gitTree = gitTree;
    if (typeof path === 'string')
        entry.path = path;
    return entry;
}
/** vcpkg's rules for a filesystem registry's `path`, broken, if it is. */
function registryPathError(path) {
    if (typeof path !== 'string')
        return `mismatched type: expected a registry path (a string), found ${(0,describe/* describeValue */.bp)(path)}`;
    if (!path.startsWith('$/'))
        return 'A registry path must start with `$` to mean the registry root; for example, `$/foo/bar`.';
    if (path.includes('\\') || path.includes('//'))
        return 'A registry path must use single forward slashes as path separators.';
    if (path.split('/').some((segment) => segment === '.' || segment === '..'))
        return "A registry path must not have 'dot' or 'dot dot' path elements.";
    return undefined;
}
/** The version of an object with vcpkg's versioning fields, or undefined after its problems. */
function readVersion(value, pointer, read, drafts) {
    const fields = [];
    for (const field of versions/* VERSION_FIELDS */.pq)
        if (value[field] !== undefined)
            fields.push(field);
    const portVersion = readPortVersion(value, pointer, read, drafts);
    if (fields.length === 0) {
        const message = 'port-version' in value
            ? 'unexpected "port-version" without a versioning field'
            : words/* VERSION_MISSING */.K2;
        drafts.push(shapeDraft(message, pointer));
        return undefined;
    }
    const scheme = fields[0];
    if (fields.length > 1) {
        drafts.push(shapeDraft(`${words/* ONE_VERSIONING_FIELD */.Py}: found ${fields.join(', ')}`, (0,json_pointer/* childPointer */.Y2)(pointer, fields[1]), true));
        return undefined;
    }
    const text = value[scheme];
    const at = (0,json_pointer/* childPointer */.Y2)(pointer, scheme);
    if (typeof text !== 'string') {
        drafts.push(shapeDraft(`mismatched type: expected a version string, found ${(0,describe/* describeValue */.bp)(text)}`, at));
        return undefined;
    }
    const error = (0,versions/* topLevelVersionError */.wZ)(scheme, text);
    if (error !== undefined) {
        drafts.push(shapeDraft(error, at));
        return undefined;
    }
    return portVersion === undefined ? undefined : { text, scheme, portVersion };
}
/** `port-version`, 0 when absent; undefined after a problem. */
function readPortVersion(value, pointer, read, drafts) {
    const portVersion = value['port-version'];
    if (portVersion === undefined)
        return 0;
    const spelledWhole = read.wholeNonIntegers.size > 0 &&
        read.wholeNonIntegers.has((0,json_pointer/* childPointer */.Y2)(pointer, 'port-version'));
    if (typeof portVersion !== 'number' ||
        !Number.isInteger(portVersion) ||
        portVersion < 0 ||
        spelledWhole) {
        const at = (0,json_pointer/* childPointer */.Y2)(pointer, 'port-version');
        drafts.push(shapeDraft(`mismatched type: "port-version" must be a nonnegative integer, found ${(0,describe/* describeValue */.bp)(portVersion)}`, at));
        return undefined;
    }
    return portVersion;
}
/** `versions/baseline.json`, or undefined after its problems. */
function readBaseline(file, problems) {
    const read = readDatabaseJson(file.path, file.bytes, problems);
    if (read === undefined)
        return undefined;
    const { data } = read;
    const defaults = (0,is_json_object/* isJsonObject */.O)(data) ? data.default : undefined;
    if (!(0,is_json_object/* isJsonObject */.O)(defaults)) {
        const message = !(0,is_json_object/* isJsonObject */.O)(data)
            ? `mismatched type: expected a baseline file (an object), found ${(0,describe/* describeValue */.bp)(data)}`
            : defaults === undefined
                ? "missing required field 'default' (a baseline object)"
                : `mismatched type: "default" must be a baseline object, found ${(0,describe/* describeValue */.bp)(defaults)}`;
        problems.add(file.path, shapeDraft(message, (0,is_json_object/* isJsonObject */.O)(data) && defaults !== undefined ? '/default' : ''));
        return undefined;
    }
    const drafts = [];
    const entries = new Map();
    for (const [port, value] of Object.entries(defaults)) {
        const pointer = (0,json_pointer/* childPointer */.Y2)('/default', port);
        if (!(0,is_json_object/* isJsonObject */.O)(value)) {
            drafts.push(shapeDraft(`mismatched type: expected a version object, found ${(0,describe/* describeValue */.bp)(value)}`, pointer));
            continue;
        }
        const baseline = value.baseline;
        const portVersion = readPortVersion(value, pointer, read, drafts);
        if (typeof baseline !== 'string') {
            drafts.push(shapeDraft(baseline === undefined
                ? "missing required field 'baseline' (a version object)"
                : `mismatched type: "baseline" must be a version string, found ${(0,describe/* describeValue */.bp)(baseline)}`, baseline === undefined ? pointer : (0,json_pointer/* childPointer */.Y2)(pointer, 'baseline')));
            continue;
        }
        const error = (0,versions/* topLevelVersionError */.wZ)('version-string', baseline);
        if (error !== undefined)
            drafts.push(shapeDraft(error, (0,json_pointer/* childPointer */.Y2)(pointer, 'baseline')));
        else if (portVersion !== undefined)
            entries.set(port, { baseline, portVersion, pointer });
    }
    if (drafts.length > 0) {
        problems.add(file.path, ...drafts);
        return undefined;
    }
    return { path: file.path, entries };
}

// EXTERNAL MODULE: ./src/versions/database.ts
var versions_database = __webpack_require__(6380);
;// CONCATENATED MODULE: ./src/versions/port-checks.ts







function at(pointer, key = false) {
    return { pointer, anchor: { kind: key ? 'key' : 'value' } };
}
/** One port against the database: its entry and git tree, its baseline entry, its dependencies. */
function checkPort(port, data, context) {
    checkPortEntry(port, context);
    checkBaseline(port, context);
    checkDependencies(port, data, context);
}
/** The port's version is in its versions file, with the port's scheme and git tree. */
function checkPortEntry(port, context) {
    const { database, index, problems, versionsDir } = context;
    const { name, version, manifestPath } = port;
    if (database.unreadable.has(name))
        return;
    const file = database.versionsFiles.get(name);
    const versionPointer = `/${version.scheme}`;
    const filePath = (0,versions_database/* versionsFilePath */.J)(name, versionsDir);
    if (file === undefined) {
        const message = `this port is not in the version database: the version database file should be here: ${filePath}; run '${words/* FIX_COMMAND */.eZ}' to create the version database file`;
        problems.add(manifestPath, (0,draft/* draftOf */.b)('versions-missing', { message, ...at(versionPointer) }));
        checkNewPortVersion(port, undefined, context);
        return;
    }
    const entry = index.byVersion.get(name)?.get(versionKey(version));
    if (entry === undefined) {
        const message = `${(0,words/* specWords */.z8)(name, version)} was not found in versions database: the version should be in ${file.path}; run '${words/* FIX_COMMAND */.eZ}' to add the new port version`;
        problems.add(manifestPath, (0,draft/* draftOf */.b)('versions-missing', { message, ...at(versionPointer) }));
        checkNewPortVersion(port, index.highestPortVersion.get(name)?.get(version.text), context);
        return;
    }
    if (entry.scheme !== version.scheme) {
        const message = `${(0,words/* versionWords */.WS)(entry)} is declared ${entry.scheme}, but ${(0,words/* portWords */.D6)(name)} is declared with ${version.scheme} (in ${manifestPath}): ${words/* UNIQUE_VERSIONS */.YU}. Declare the version with the same field in both`;
        problems.add(file.path, (0,draft/* draftOf */.b)('versions-scheme', {
            message,
            ...at((0,json_pointer/* childPointer */.Y2)(entry.pointer, entry.scheme), true),
        }));
    }
    if (port.gitTree !== undefined && entry.gitTree !== undefined && entry.gitTree !== port.gitTree) {
        const spec = (0,words/* specWords */.z8)(name, version);
        const message = `${spec} git tree ${entry.gitTree} does not match the port directory: the port directory has git tree ${port.gitTree}. The port changed without a version bump: if ${spec} is already published, update ${manifestPath} with a new version or port-version and run '${words/* FIX_COMMAND */.eZ}'; if ${spec} is not yet published, overwrite this git tree with ${port.gitTree}`;
        problems.add(file.path, (0,draft/* draftOf */.b)('versions-git-tree', { message, ...at((0,json_pointer/* childPointer */.Y2)(entry.pointer, 'git-tree')) }));
    }
}
/**
 * A version the database does not have yet, as `x-add-version` demands it: a port-version only
 * after the highest one of its version text, and none for a new text; no `version-string` that
 * reads as a date or a relaxed version.
 */
function checkNewPortVersion(port, highest, context) {
    const { name, version, manifestPath } = port;
    const add = (message, pointer) => context.problems.add(manifestPath, (0,draft/* draftOf */.b)('versions-port-version', { message, ...at(pointer) }));
    const broken = (0,new_version_rules/* portVersionBreak */.vT)(version.portVersion, highest);
    if (broken !== undefined) {
        const { problem, fix } = (0,new_version_rules/* portVersionBreakWords */.Wl)(name, version, broken);
        add(`${problem}. ${fix} and run '${words/* FIX_COMMAND */.eZ}'`, '/port-version');
    }
    const as = (0,new_version_rules/* stringSchemeAdvice */.rG)(version);
    if (as !== undefined)
        add((0,new_version_rules/* stringSchemeAdviceWords */.MT)(name, as, `run '${words/* FIX_COMMAND */.eZ}' (x-add-version refuses it otherwise, unless given --skip-version-format-check)`), '/version-string');
}
/** The port's baseline entry is its version. */
function checkBaseline(port, context) {
    const { baseline } = context.database;
    if (baseline === undefined)
        return;
    const { name, version, manifestPath } = port;
    const entry = baseline.entries.get(name);
    if (entry === undefined) {
        const message = `${(0,words/* portWords */.D6)(name)} is not assigned a version (it is declared in ${manifestPath} at ${(0,words/* versionWords */.WS)(version)}); run '${words/* FIX_COMMAND */.eZ}' to add its baseline entry`;
        context.problems.add(baseline.path, (0,draft/* draftOf */.b)('versions-baseline', { message, ...at('/default', true) }));
        return;
    }
    if (entry.baseline === version.text && entry.portVersion === version.portVersion)
        return;
    const assigned = { text: entry.baseline, portVersion: entry.portVersion };
    const message = `${(0,words/* portWords */.D6)(name)} is assigned ${(0,words/* versionWords */.WS)(assigned)}, but the local port is ${(0,words/* versionWords */.WS)(version)} (in ${manifestPath}); run '${words/* FIX_COMMAND */.eZ}' to update its baseline entry`;
    context.problems.add(baseline.path, (0,draft/* draftOf */.b)('versions-baseline', { message, ...at(entry.pointer) }));
}
/** Dependencies, `version>=` constraints and overrides name ports and versions the database has. */
function checkDependencies(port, data, context) {
    const seen = (list, pointer, feature) => {
        if (!Array.isArray(list))
            return;
        list.forEach((dependency, i) => checkDependency(port, dependency, (0,json_pointer/* childPointer */.Y2)(pointer, i), feature, context));
    };
    seen(data.dependencies, '/dependencies', undefined);
    const { features } = data;
    if (Array.isArray(features))
        features.forEach((feature, i) => {
            if ((0,is_json_object/* isJsonObject */.O)(feature) && typeof feature.name === 'string')
                seen(feature.dependencies, `/features/${i}/dependencies`, feature.name);
        });
    else if ((0,is_json_object/* isJsonObject */.O)(features))
        for (const [name, feature] of Object.entries(features))
            if ((0,is_json_object/* isJsonObject */.O)(feature))
                seen(feature.dependencies, (0,json_pointer/* childPointer */.Y2)((0,json_pointer/* childPointer */.Y2)('/features', name), 'dependencies'), name);
    if (Array.isArray(data.overrides))
        data.overrides.forEach((override, i) => checkOverride(port, override, `/overrides/${i}`, context));
}
/** Whether the database has a versions file of `name`, or one it cannot read (reported on it). */
function known(name, database) {
    return database.versionsFiles.has(name) || database.unreadable.has(name);
}
function inFeature(feature) {
    return feature === undefined
        ? ''
        : `; the dependency is in the feature named ${(0,words/* portWords */.D6)(feature)}`;
}
function checkDependency(port, dependency, pointer, feature, context) {
    const { database, index, problems, versionsDir } = context;
    const name = typeof dependency === 'string'
        ? dependency
        : (0,is_json_object/* isJsonObject */.O)(dependency)
            ? dependency.name
            : undefined;
    if (typeof name !== 'string')
        return;
    const namePointer = typeof dependency === 'string' ? pointer : (0,json_pointer/* childPointer */.Y2)(pointer, 'name');
    if (!known(name, database)) {
        const message = `the dependency ${(0,words/* portWords */.D6)(name)} does not exist in the version database; does that port exist? (no ${(0,versions_database/* versionsFilePath */.J)(name, versionsDir)})${inFeature(feature)}`;
        problems.add(port.manifestPath, (0,draft/* draftOf */.b)('versions-dependency', { message, ...at(namePointer) }));
        return;
    }
    const minimum = (0,is_json_object/* isJsonObject */.O)(dependency) ? dependency['version>='] : undefined;
    if (typeof minimum !== 'string' || database.unreadable.has(name))
        return;
    const version = splitVersion(minimum);
    if (index.byVersion.get(name)?.has(versionKey(version)) === true)
        return;
    const file = (0,versions_database/* versionsFilePath */.J)(name, versionsDir);
    const message = `the "version>=" constraint to ${(0,words/* portWords */.D6)(name)} names version ${(0,words/* versionWords */.WS)(version)} which does not exist in the version database. All versions must exist in the version database to be interpreted by vcpkg. Consider removing the version constraint or choosing a value declared in ${file}${inFeature(feature)}`;
    problems.add(port.manifestPath, (0,draft/* draftOf */.b)('versions-dependency', { message, ...at((0,json_pointer/* childPointer */.Y2)(pointer, 'version>=')) }));
}
function checkOverride(port, override, pointer, context) {
    const { database, index, problems, versionsDir } = context;
    if (!(0,is_json_object/* isJsonObject */.O)(override) || typeof override.name !== 'string')
        return;
    const { name } = override;
    if (!known(name, database)) {
        const message = `the version override ${(0,words/* portWords */.D6)(name)} does not exist in the version database; does that port exist? (no ${(0,versions_database/* versionsFilePath */.J)(name, versionsDir)})`;
        problems.add(port.manifestPath, (0,draft/* draftOf */.b)('versions-dependency', { message, ...at((0,json_pointer/* childPointer */.Y2)(pointer, 'name')) }));
        return;
    }
    if (database.unreadable.has(name))
        return;
    const field = ['version', 'version-semver', 'version-date', 'version-string'].find((key) => typeof override[key] === 'string');
    if (field === undefined)
        return;
    const split = splitVersion(override[field]);
    const portVersion = typeof override['port-version'] === 'number' ? override['port-version'] : split.portVersion;
    const version = { text: split.text, portVersion };
    if (index.byVersion.get(name)?.has(versionKey(version)) === true)
        return;
    const message = `the override of ${(0,words/* portWords */.D6)(name)} names version ${(0,words/* versionWords */.WS)(version)} which does not exist in the version database. Installing this port at the top level will fail as that version will be unresolvable. Consider removing the version override or choosing a value declared in ${(0,versions_database/* versionsFilePath */.J)(name, versionsDir)}`;
    problems.add(port.manifestPath, (0,draft/* draftOf */.b)('versions-dependency', { message, ...at((0,json_pointer/* childPointer */.Y2)(pointer, field)) }));
}
/** `1.2#3` as its text and port-version. */
function splitVersion(text) {
    const sharp = text.lastIndexOf('#');
    if (sharp < 0)
        return { text, portVersion: 0 };
    return { text: text.slice(0, sharp), portVersion: Number(text.slice(sharp + 1)) };
}

;// CONCATENATED MODULE: ./src/versions/control-file.ts
/**
 * The fields of a legacy `CONTROL` file's first paragraph (`Source:`, `Version:`,
 * `Port-Version:`), read as vcpkg reads them for an old git tree: `Field: value` lines, a line
 * starting with white space continuing the field before (kept with its indent), a blank line
 * ending the paragraph.
 */
function controlFields(text) {
    const fields = new Map();
    let last;
    for (const line of text.replace(/^\uFEFF/, '').split(/\r?\n/)) {
        if (line.trim() === '') {
            if (fields.size > 0)
                break;
            continue;
        }
        if (line.startsWith('#'))
            continue;
        if (/^[ \t]/.test(line)) {
            if (last !== undefined)
                fields.set(last, `${fields.get(last) ?? ''}\n${line}`);
            continue;
        }
        const colon = line.indexOf(':');
        if (colon <= 0)
            continue;
        last = line.slice(0, colon).trim();
        // vcpkg skips the blanks after the colon and keeps the rest of the line, trailing blanks too.
        if (!fields.has(last))
            fields.set(last, line.slice(colon + 1).replace(/^[ \t]+/, ''));
    }
    return fields;
}
/** A `CONTROL` file's port name and version (vcpkg reads its `Version` as a `version-string`). */
function controlVersion(text) {
    const fields = controlFields(text);
    const name = fields.get('Source');
    const version = fields.get('Version');
    if (name === undefined)
        return { error: "missing required field 'Source'" };
    if (version === undefined)
        return { error: "missing required field 'Version'" };
    const portVersion = fields.get('Port-Version') || '0';
    if (!/^[0-9]+$/.test(portVersion))
        return { error: '"Port-Version" must be a non-negative integer' };
    return { name, text: version, portVersion: Number(portVersion) };
}

;// CONCATENATED MODULE: ./src/versions/manifest-version.ts

/** A port manifest's version: its first versioning field that is text, and its `port-version`. */
function manifestVersionOf(data) {
    const scheme = versions/* VERSION_FIELDS */.pq.find((field) => typeof data[field] === 'string');
    if (scheme === undefined)
        return undefined;
    const portVersion = data['port-version'];
    return {
        text: data[scheme],
        scheme,
        portVersion: typeof portVersion === 'number' ? portVersion : 0,
    };
}

;// CONCATENATED MODULE: ./src/versions/deep-checks.ts








/**
 * With `--deep`: each entry's git tree exists and declares the port, the version and the scheme
 * of its entry (what `x-ci-verify-versions --verify-git-trees` checks).
 */
function checkTrees(database, trees, rules, problems) {
    const read = new Map();
    for (const [port, file] of database.versionsFiles)
        for (const entry of file.entries) {
            if (entry.gitTree === undefined)
                continue;
            let declared = read.get(entry.gitTree);
            if (!read.has(entry.gitTree)) {
                declared = treeVersion(entry.gitTree, trees, rules);
                read.set(entry.gitTree, declared);
            }
            const message = mismatch(port, entry, declared);
            if (message !== undefined)
                problems.add(file.path, (0,draft/* draftOf */.b)('versions-deep', {
                    message,
                    pointer: (0,json_pointer/* childPointer */.Y2)(entry.pointer, 'git-tree'),
                    anchor: { kind: 'value' },
                }));
        }
}
function treeVersion(id, trees, rules) {
    if (!trees.has(id))
        return undefined;
    const tree = trees.get(id);
    if (tree === null || tree === undefined)
        return { error: 'port manifest missing (no vcpkg.json or CONTROL file)' };
    const decoded = (0,decode/* decodeManifest */.M)(tree.bytes);
    if ('problem' in decoded)
        return { error: `its ${tree.file} is not UTF-8 text` };
    if (tree.file === 'CONTROL') {
        const control = controlVersion(decoded.text);
        if ('error' in control)
            return { error: `its CONTROL file cannot be read: ${control.error}` };
        const { name, text, portVersion } = control;
        return { name, version: { text, scheme: 'version-string', portVersion }, file: 'CONTROL' };
    }
    // vcpkg loads the port of each tree in full: a manifest it refuses is an error of the entry.
    const checked = (0,check_manifest/* checkManifest */.K)(decoded.text, { profile: 'current', kind: 'port' }, rules);
    const refused = checked.problems.find((problem) => problem.severity === 'error');
    if (refused !== undefined)
        return {
            error: `its vcpkg.json:${refused.line}:${refused.column}: ${refused.message}`,
        };
    const data = JSON.parse(decoded.text);
    const version = (0,is_json_object/* isJsonObject */.O)(data) ? manifestVersionOf(data) : undefined;
    if (!(0,is_json_object/* isJsonObject */.O)(data) || typeof data.name !== 'string' || version === undefined)
        return { error: 'its vcpkg.json declares no port name and version' };
    return { name: data.name, version, file: 'vcpkg.json' };
}
/** vcpkg's words for an entry its git tree does not hold, if it does not. */
function mismatch(port, entry, declared) {
    const tree = entry.gitTree;
    const validating = `while validating version: ${(0,words/* versionWords */.WS)(entry)}`;
    if (declared === undefined)
        return `the git tree ${tree} is not in the repository (vcpkg: failed to unpack tree object ${tree}); ${validating}. Correct the git-tree to the tree of ports/${(0,words/* portWords */.D6)(port)} at that version, or fetch the commits that hold it`;
    if ('error' in declared)
        return `the git tree ${tree} cannot be read as a port: ${declared.error}; ${validating}`;
    const expected = (0,words/* specWords */.z8)(port, entry);
    const actual = (0,words/* specWords */.z8)(declared.name, declared.version);
    if (declared.name !== port || expected !== actual)
        return `${tree} is declared to contain ${expected}, but appears to contain ${actual}`;
    if (declared.version.scheme !== entry.scheme)
        return `${(0,words/* versionWords */.WS)(entry)} is declared ${entry.scheme}, but ${(0,words/* portWords */.D6)(port)}@${tree} is declared with ${declared.version.scheme} (in its ${declared.file}): ${words/* UNIQUE_VERSIONS */.YU}`;
    return undefined;
}

;// CONCATENATED MODULE: ./src/versions/check-registry.ts









/** Reads the database alone (the run uses it to list the git-tree ids --deep must read). */
function readDatabase(input) {
    return readAll(input, new file_drafts/* RegistryProblems */.U()).database;
}
function readAll(input, problems) {
    return readDatabaseFiles(input.versionsFiles, input.baseline, input.versionsDir ?? 'versions', problems);
}
/**
 * Checks a registry's state, without history: its versions files and baseline, each port's
 * manifest as a port, each port against the database, and with `trees` each entry's git tree.
 * Pure: the files, tree ids and trees come in as data; every problem is placed on its file.
 */
function checkRegistry(input) {
    const steps = checkRegistryInSteps(input);
    for (let step = steps.next();;) {
        if (step.done)
            return step.value;
        step = steps.next(step.value === 'tree-ids' ? input.treeIds : undefined);
    }
}
/**
 * {@link checkRegistry} in steps, for a caller with work of its own in flight (git computing the
 * tree ids): it stops after each port's manifest is checked, the bulk of the work, and then asks
 * for the tree ids (`input.treeIds` is not read), so they are needed only at the end. The same
 * check, problem for problem.
 */
function* checkRegistryInSteps(input) {
    const problems = new file_drafts/* RegistryProblems */.U();
    const { database, index } = readAll(input, problems);
    const versionsDir = input.versionsDir ?? 'versions';
    const portsDir = input.portsDir ?? 'ports';
    const baselinePath = input.baseline?.path ?? `${versionsDir}/baseline.json`;
    const loaded = [];
    for (const port of input.ports) {
        const state = loadPort(port, input, portsDir, problems);
        if (state !== undefined)
            loaded.push(state);
        yield 'manifest-checked';
    }
    const treeIds = yield 'tree-ids';
    const ports = [];
    const context = { database, index, problems, versionsDir, baselinePath };
    for (const { port, data, misnamed } of loaded) {
        port.gitTree = treeIds?.get(port.name);
        // A port named otherwise than its folder is not loaded (nor fixed), but vcpkg's checker
        // still holds its folder's tree to the entry of its version: so do we.
        if (misnamed) {
            checkPortEntry(port, context);
            continue;
        }
        ports.push(port);
        checkPort(port, data, context);
    }
    if (input.baseline === undefined && input.ports.length > 0) {
        const message = `${baselinePath} does not exist: vcpkg reads the version each port resolves to from it; run '${words/* FIX_COMMAND */.eZ}' to write it`;
        problems.know(baselinePath, { text: '' });
        problems.add(baselinePath, (0,draft/* draftOf */.b)('versions-baseline', {
            message,
            pointer: '',
            anchor: { kind: 'text', offset: 0, length: 0 },
        }));
    }
    staleBaselineEntries(input, database, problems);
    if (input.trees !== undefined)
        checkTrees(database, input.trees, input.manifestRules, problems);
    return { problems: problems.placedAll(), database, ports };
}
/**
 * A port's manifest checked as a port under the current profile; its state when it loads, without
 * its tree id.
 */
function loadPort(port, input, portsDir, problems) {
    const { manifest, name } = port;
    if (manifest === undefined) {
        const folder = `${portsDir}/${name}`;
        const message = `${(0,words/* portWords */.D6)(name)} port manifest missing (no vcpkg.json or CONTROL file): every folder of ${portsDir}/ is a port; add its vcpkg.json (vcpkg format-manifest --convert-control converts a CONTROL file; manifest-check reads only vcpkg.json), or remove the folder`;
        problems.know(folder, { text: '' });
        problems.add(folder, (0,draft/* draftOf */.b)('versions-port-manifest', {
            message,
            pointer: '',
            anchor: { kind: 'text', offset: 0, length: 0 },
        }));
        return undefined;
    }
    const { data: parsed, rules } = keepingData(input.manifestRules);
    const result = (0,check_manifest/* checkManifest */.K)(manifest.bytes, { profile: 'current', kind: 'port' }, rules);
    problems.know(manifest.path, { bytes: manifest.bytes });
    if (result.problems.length > 0)
        problems.addPlaced(manifest.path, result.problems);
    const data = parsed.value;
    if (!result.valid || !(0,is_json_object/* isJsonObject */.O)(data))
        return undefined;
    const version = manifestVersionOf(data);
    if (version === undefined)
        return undefined;
    if (data.name !== name) {
        const message = `the port name declared in the metadata file did not match the directory. Expected the port to be named ${(0,words/* portWords */.D6)(name)}, but the file declares ${(0,words/* portWords */.D6)(String(data.name))}. Make "name" the folder's name, or rename the folder`;
        problems.add(manifest.path, (0,draft/* draftOf */.b)('versions-port-name', { message, pointer: '/name', anchor: { kind: 'value' } }));
    }
    const state = { name, manifestPath: manifest.path, version, gitTree: undefined };
    return { port: state, data, misnamed: data.name !== name };
}
/**
 * The current profile's rules, keeping the data they are given: the manifest as the check parsed
 * it, so a valid one is not decoded and parsed a second time. The rules do not change it.
 */
function keepingData(manifestRules) {
    const data = { value: undefined };
    const { current } = manifestRules;
    if (current === undefined)
        return { data, rules: manifestRules };
    const rules = {
        current: (text, value, options) => {
            data.value = value;
            return current(text, value, options);
        },
    };
    return { data, rules };
}
/** Baseline entries of ports that are not in ports/ (vcpkg's checker misses them). */
function staleBaselineEntries(input, database, problems) {
    const { baseline } = database;
    if (baseline === undefined)
        return;
    const names = new Set(input.ports.map((port) => port.name));
    for (const [port, entry] of baseline.entries) {
        if (names.has(port))
            continue;
        const message = `${(0,words/* portWords */.D6)(port)} is assigned a version in the baseline, but there is no port ${(0,words/* portWords */.D6)(port)} in ${input.portsDir ?? 'ports'}/: a baseline entry of a deleted port resolves to nothing (vcpkg's checker misses it); remove the entry, or restore the port`;
        problems.add(baseline.path, (0,draft/* draftOf */.b)('versions-stale-baseline', {
            message,
            pointer: entry.pointer,
            anchor: { kind: 'key' },
        }));
    }
}


/***/ }),

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
;