"use strict";
exports.id = 777;
exports.ids = [777];
exports.modules = {

/***/ 4188:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   U: () => (/* binding */ readLicense)
/* harmony export */ });
/* harmony import */ var _json_tokens_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2792);

const ID = /[A-Za-z0-9.-]+/y;
/** The whole license as tokens, ending in `end`, or the first lexical error. */
function tokenizeLicense(license) {
    const tokens = [];
    let offset = 0;
    while (offset < license.length) {
        const code = license.charCodeAt(offset);
        if ((0,_json_tokens_js__WEBPACK_IMPORTED_MODULE_0__/* .isJsonSpace */ .RB)(code)) {
            offset += 1;
        }
        else if (code === 0x28 || code === 0x29) {
            const text = code === 0x28 ? '(' : ')';
            tokens.push({ kind: text, offset, text });
            offset += 1;
        }
        else if (code === 0x2b) {
            return { code: 'plus', offset, length: 1 };
        }
        else {
            ID.lastIndex = offset;
            const text = ID.exec(license)?.[0];
            if (text === undefined)
                return { code: 'character', offset, length: 1 };
            let end = offset + text.length;
            if (text.startsWith('DocumentRef-'))
                return { code: 'document-ref', offset, length: text.length };
            if (text === 'AND' || text === 'OR' || text === 'WITH') {
                tokens.push({ kind: text, offset, text });
            }
            else {
                const plus = license.charCodeAt(end) === 0x2b;
                tokens.push({ kind: 'id', offset, text, plus });
                if (plus)
                    end += 1;
            }
            offset = end;
        }
    }
    tokens.push({ kind: 'end', offset, text: '' });
    return tokens;
}
/** Reads `license`; a `(` deeper than `deepest` groups is the error `too-deep`. */
function readLicense(license, deepest = Infinity) {
    const tokens = tokenizeLicense(license);
    const ids = [];
    if (!Array.isArray(tokens))
        return { error: tokens, ids };
    const fail = (code, token, offset = token.offset) => ({
        error: { code, offset, length: code === 'plus' || code === 'unclosed' ? 1 : token.text.length },
        ids,
    });
    const open = [];
    let group = { open: 0, ors: [], ands: [] };
    let index = 0;
    const next = () => tokens[index++];
    for (;;) {
        let token = next();
        while (token.kind === '(') {
            if (open.length >= deepest)
                return fail('too-deep', token);
            open.push(group);
            group = { open: token.offset, ors: [], ands: [] };
            token = next();
        }
        if (token.kind !== 'id')
            return fail('operand', token);
        ids.push({ role: 'license', text: token.text, offset: token.offset });
        const license = { kind: 'license', id: token.text, plus: token.plus };
        let after = 'after-license';
        token = next();
        if (token.kind === 'WITH') {
            const exception = next();
            if (exception.kind !== 'id')
                return fail('exception', exception);
            if (exception.plus)
                return fail('plus', exception, exception.offset + exception.text.length);
            ids.push({ role: 'exception', text: exception.text, offset: exception.offset });
            license.exception = exception.text;
            after = 'after-exception';
            token = next();
        }
        group.ands.push(license);
        while (token.kind === ')') {
            const outer = open.pop();
            if (outer === undefined)
                return fail('unopened', token);
            outer.ands.push({ kind: 'group', inner: closeGroup(group) });
            group = outer;
            after = 'after-group';
            token = next();
        }
        if (token.kind === 'OR') {
            group.ors.push(run('AND', group.ands));
            group.ands = [];
        }
        else if (token.kind === 'end') {
            if (open.length > 0)
                return fail('unclosed', token, group.open);
            return { tree: closeGroup(group), ids };
        }
        else if (token.kind !== 'AND') {
            return fail(after, token);
        }
    }
}
function closeGroup(group) {
    group.ors.push(run('AND', group.ands));
    return run('OR', group.ors);
}
function run(kind, operands) {
    return operands.length === 1 ? operands[0] : { kind, operands };
}


/***/ }),

/***/ 1083:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   c: () => (/* binding */ readPlatformExpression),
/* harmony export */   f: () => (/* binding */ DEEPEST_GROUP)
/* harmony export */ });
/* harmony import */ var _json_tokens_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2792);

/** Deepest parentheses read; it bounds the recursion (vcpkg itself has no bound). */
const DEEPEST_GROUP = 1_000;
/** Carries the first error out of the descent; caught in readPlatformExpression. */
class Failure extends Error {
    error;
    constructor(error) {
        super(error.code);
        this.error = error;
    }
}
/** Reads `expression` as vcpkg does. */
function readPlatformExpression(expression) {
    try {
        return { tree: new PlatformReader(expression).read() };
    }
    catch (failure) {
        if (failure instanceof Failure)
            return { error: failure.error };
        throw failure;
    }
}
const [EXCLAMATION, AMPERSAND, BAR, COMMA, OPENING, CLOSING] = [0x21, 0x26, 0x7c, 0x2c, 0x28, 0x29];
/** Names whose node is kept, to be shared by every tree that names them (nodes are never changed). */
const IDENTIFIERS = new Map();
const MOST_IDENTIFIERS_KEPT = 1_000;
/** The node of a name: one object however many times expressions name it. */
function identifier(name) {
    let node = IDENTIFIERS.get(name);
    if (node === undefined) {
        node = { kind: 'identifier', name };
        if (IDENTIFIERS.size < MOST_IDENTIFIERS_KEPT)
            IDENTIFIERS.set(name, node);
    }
    return node;
}
/** Whether a UTF-16 code unit may be part of a name: a-z or 0-9. */
function isNameCode(code) {
    return (code >= 0x61 && code <= 0x7a) || (code >= 0x30 && code <= 0x39);
}
class PlatformReader {
    text;
    at = 0;
    depth = 0;
    /** Where the last operand read ends, before the white space after it. */
    end = 0;
    constructor(text) {
        this.text = text;
    }
    read() {
        this.skipSpace();
        const tree = this.expression();
        if (this.at < this.text.length)
            this.fail('unexpected');
        return tree;
    }
    fail(code) {
        const start = this.at;
        const length = this.word().length || Math.min(1, this.text.length - start);
        throw new Failure({ code, offset: start, length });
    }
    skipSpace() {
        this.at = (0,_json_tokens_js__WEBPACK_IMPORTED_MODULE_0__/* .skipSpace */ .AN)(this.text, this.at);
    }
    /**
     * The code unit at `at`, NaN past the end, never read past it: V8 throws away the optimized
     * code of a function that once reads past a string's end, and compiles it again.
     */
    codeAt(at) {
        return at < this.text.length ? this.text.charCodeAt(at) : NaN;
    }
    /** The name at the current offset (possibly empty), consumed. */
    word() {
        const start = this.at;
        while (isNameCode(this.codeAt(this.at)))
            this.at++;
        return this.text.slice(start, this.at);
    }
    /** Whether the name at the current offset is `name`, whole; nothing is consumed. */
    atName(name) {
        return this.text.startsWith(name, this.at) && !isNameCode(this.codeAt(this.at + name.length));
    }
    /** Runs of `&` or `|` (or single operands) joined by `,`, read in one loop. */
    expression() {
        const listed = [];
        for (;;) {
            const first = this.unary();
            let next = this.operator();
            if (next === '&' || next === '|') {
                const operands = [first];
                const operator = next;
                do {
                    this.at += next === '&' && this.codeAt(this.at) !== AMPERSAND ? 3 : 1;
                    this.skipSpace();
                    operands.push(this.unary());
                    next = this.operator();
                    if (next !== operator && next !== ',' && next !== undefined)
                        this.fail('mixing');
                } while (next === operator);
                listed.push({ kind: operator, operands });
            }
            else
                listed.push(first);
            if (next !== ',')
                break;
            this.at++;
            this.skipSpace();
        }
        return listed.length === 1 ? listed[0] : { kind: ',', operands: listed };
    }
    /** What follows an operand, not consumed: an operator, or undefined where the expression ends. */
    operator() {
        const next = this.codeAt(this.at);
        if (next === AMPERSAND)
            return '&';
        if (next === BAR)
            return '|';
        if (next === COMMA)
            return ',';
        if (this.atName('and'))
            return '&';
        // Any other word ends the expression; what reads it next finds it unexpected.
        if (this.atName('or'))
            this.fail('or');
        return undefined;
    }
    unary() {
        const offset = this.at;
        if (this.codeAt(offset) === EXCLAMATION)
            this.at++;
        else if (this.atName('not'))
            this.at += 3;
        else
            return this.simple();
        this.skipSpace();
        const operand = this.simple();
        return { kind: 'not', operand, offset, end: this.end };
    }
    simple() {
        if (this.codeAt(this.at) === OPENING) {
            if (this.depth >= DEEPEST_GROUP)
                this.fail('too-deep');
            this.depth++;
            this.at++;
            this.skipSpace();
            const inner = this.expression();
            if (this.codeAt(this.at) !== CLOSING)
                this.fail('closing');
            this.depth--;
            this.at++;
            this.end = this.at;
            this.skipSpace();
            return inner;
        }
        const name = this.word();
        if (name === '')
            this.fail('identifier');
        this.end = this.at;
        this.skipSpace();
        return identifier(name);
    }
}


/***/ }),

/***/ 6820:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  i: () => (/* binding */ resolveCombinators)
});

// EXTERNAL MODULE: ./src/manifest/messages/description.ts
var messages_description = __webpack_require__(4840);
// EXTERNAL MODULE: ./src/manifest/messages/schema-error.ts + 2 modules
var schema_error = __webpack_require__(6501);
;// CONCATENATED MODULE: ./src/manifest/messages/branches.ts
/**
 * The findings at the end of `findings` that belong to a choice or a condition, taken off it in
 * their order. Popped then reversed: unshift would copy the list for each of a value's 300,000
 * errors.
 */
function popBranches(findings, isBranch) {
    const branches = [];
    while (findings.length > 0 && isBranch(findings[findings.length - 1]))
        branches.push(findings.pop());
    return branches.reverse();
}
/** Whether the JSON Pointer `path` is `parent` or below it. */
function isUnder(path, parent) {
    return path === parent || path.startsWith(`${parent}/`);
}

// EXTERNAL MODULE: ./src/manifest/json/is-json-object.ts
var is_json_object = __webpack_require__(117);
;// CONCATENATED MODULE: ./src/manifest/messages/conditionals.ts




/**
 * Replaces a failed `if` (ajv's "must match "then" schema") with the errors of its failing
 * `then`/`else`, which say what is wrong, each followed by the description beside the `if`
 * where there is one (vcpkg explains its rules there). The `if` stays, in words, only when none
 * of its branch's errors can be told apart, so a failed `if` never goes unreported.
 */
function explainConditional(findings, error) {
    const paths = branchPaths(error);
    const isBranch = (finding) => {
        const [instancePath, schemaPath] = 'error' in finding
            ? [finding.error.instancePath, finding.error.schemaPath]
            : [finding.path, finding.schemaPath];
        return (schemaPath !== undefined &&
            isUnder(instancePath, error.instancePath) &&
            paths.some((path) => isUnder(schemaPath, path)));
    };
    const branches = popBranches(findings, isBranch);
    if (branches.length === 0) {
        findings.push({ error });
        return;
    }
    const description = (0,messages_description/* keywordDescription */.G)(error);
    for (const branch of branches) {
        if (description === undefined || !('error' in branch))
            findings.push(branch);
        else
            findings.push({
                draft: (0,schema_error/* schemaErrorDraft */.B)(branch.error, description),
                path: branch.error.instancePath,
                schemaPath: branch.error.schemaPath,
            });
    }
}
/** Where the errors of the failing branch are in the schema: under it, or under its `$ref`. */
function branchPaths(error) {
    const branch = String(error.params.failingKeyword);
    const schema = error.parentSchema?.[branch];
    // A boolean branch (`else: false`) has no `$ref`.
    const ref = (0,is_json_object/* isJsonObject */.O)(schema) ? schema.$ref : undefined;
    const fragment = typeof ref === 'string' && ref.includes('#') ? ref.slice(ref.indexOf('#')) : '';
    // A `$ref` to a whole document ("#") would claim every error before the `if`.
    const inRef = fragment.startsWith('#/') ? [fragment] : [];
    return [`${error.schemaPath.replace(/\/if$/, '')}/${branch}`, ...inRef];
}

// EXTERNAL MODULE: ./src/util/list-words.ts
var list_words = __webpack_require__(9246);
// EXTERNAL MODULE: ./src/manifest/json/describe.ts
var describe = __webpack_require__(6223);
// EXTERNAL MODULE: ./src/manifest/problems/draft.ts
var draft = __webpack_require__(5701);
// EXTERNAL MODULE: ./src/manifest/json/pointer.ts
var json_pointer = __webpack_require__(9825);
;// CONCATENATED MODULE: ./src/manifest/messages/combinators.ts







/**
 * Replaces each failed `anyOf`/`oneOf` and the errors of its branches with what a person needs:
 * the errors of the branch whose type fits the value, or one type error when none fits, or one
 * "exactly one of" problem for a choice of required keys (the version rule); and each failed `if`
 * with the errors of its failing branch (see explainConditional).
 */
function resolveCombinators(errors, data) {
    const findings = [];
    for (const error of errors) {
        if (error.keyword === 'if') {
            explainConditional(findings, error);
            continue;
        }
        if (error.keyword !== 'anyOf' && error.keyword !== 'oneOf') {
            findings.push({ error });
            continue;
        }
        const path = error.instancePath;
        const value = (0,describe/* valueAt */.fK)(data, (0,json_pointer/* pointerSegments */.cP)(path));
        const choice = requiredChoice(error.schema);
        const isBranch = choice
            ? (finding) => 'error' in finding && isChoiceBranch(finding.error, path, choice)
            : (finding) => isUnder(pathOf(finding), path);
        const branches = popBranches(findings, isBranch);
        // One push per finding: a spread has an argument limit, and one value can have 100,000.
        if (!choice)
            for (const finding of explainChoice(error, branches, value))
                findings.push(finding);
        // `required` holds for anything but an object, so every branch passes; the type error says why.
        else if ((0,is_json_object/* isJsonObject */.O)(value))
            findings.push({
                draft: requiredChoiceDraft(choice, path, value),
                path,
                schemaPath: error.schemaPath,
            });
    }
    return findings;
}
/** A branch's error in a choice of keys: a key missing, or (`not` branch) more than one there. */
function isChoiceBranch(error, path, { keys, atMostOne }) {
    if (error.instancePath !== path)
        return false;
    if (error.keyword === 'not')
        return atMostOne && (0,is_json_object/* isJsonObject */.O)(error.schema) && singleKeys(error.schema.anyOf) !== undefined;
    return error.keyword === 'required' && keys.includes(String(error.params.missingProperty));
}
function explainChoice(error, branches, value) {
    const path = error.instancePath;
    // Too many choices fit: why the others do not is beside the point.
    if (Array.isArray(error.params.passingSchemas))
        return [{ error }];
    const found = (0,describe/* jsonType */.Br)(value);
    const mismatches = branches.filter((branch) => isTypeMismatch(branch, path, found));
    const rest = branches.filter((branch) => !mismatches.includes(branch));
    if (rest.length > 0)
        return rest;
    if (mismatches.length > 0) {
        const expected = [...new Set(mismatches.flatMap((branch) => typesOf(branch)))];
        return [{ error: { ...error, keyword: 'type', params: { type: expected.join(',') } } }];
    }
    return [{ error }];
}
/**
 * The keys of a choice like `oneOf: [{required: [a]}, {required: [b]}]`, or undefined; with a
 * last branch `{not: {anyOf: [the same]}}` (vcpkg's zero-or-one version), at most one of them.
 */
function requiredChoice(branches) {
    if (!Array.isArray(branches) || branches.length < 2)
        return undefined;
    const last = branches[branches.length - 1];
    const none = (0,is_json_object/* isJsonObject */.O)(last) ? last.not : undefined;
    const noneKeys = (0,is_json_object/* isJsonObject */.O)(none) && Object.keys(none).length === 1 ? singleKeys(none.anyOf) : undefined;
    const keys = singleKeys(noneKeys ? branches.slice(0, -1) : branches);
    if (!keys)
        return undefined;
    if (noneKeys && noneKeys.join('\0') !== keys.join('\0'))
        return undefined;
    return { keys, atMostOne: noneKeys !== undefined };
}
/** `[a, b]` from `[{required: [a]}, {required: [b]}]`, or undefined. */
function singleKeys(branches) {
    if (!Array.isArray(branches) || branches.length < 2)
        return undefined;
    const keys = branches.map((branch) => {
        const entries = Object.entries(branch ?? {});
        const [keyword, required] = entries[0] ?? [];
        return entries.length === 1 &&
            keyword === 'required' &&
            Array.isArray(required) &&
            required.length === 1
            ? String(required[0])
            : undefined;
    });
    return keys.every((key) => key !== undefined) ? keys : undefined;
}
function requiredChoiceDraft({ keys, atMostOne }, path, value) {
    const present = keys.filter((key) => Object.hasOwn(value, key));
    const found = present.length === 0 ? 'none found' : `found ${(0,list_words/* listWords */.y)(present)}`;
    const message = atMostOne
        ? `at most one of ${keys.join(', ')} is allowed; ${found}`
        : `exactly one of ${keys.join(', ')} is required; ${found}`;
    const second = present[1];
    const pointer = second === undefined ? path : (0,json_pointer/* childPointer */.Y2)(path, second);
    const anchor = { kind: second === undefined ? 'value' : 'key' };
    // The version rule is the one choice of required keys in the spec; a user's schema may have others.
    if (!atMostOne && keys.every((key) => key.startsWith('version')))
        return (0,draft/* draftOf */.b)('version-one-of', { found: present, message, pointer, anchor });
    return (0,draft/* draftOf */.b)('schema', { keyword: 'oneOf', message, pointer, anchor });
}
function isTypeMismatch(branch, path, found) {
    if (!('error' in branch) || branch.error.keyword !== 'type' || branch.error.instancePath !== path)
        return false;
    const expected = typesOf(branch);
    return !expected.includes(found) && !(found === 'integer' && expected.includes('number'));
}
function typesOf(branch) {
    return 'error' in branch ? String(branch.error.params.type).split(',') : [];
}
function pathOf(finding) {
    return 'error' in finding ? finding.error.instancePath : finding.path;
}


/***/ }),

/***/ 4777:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  currentRules: () => (/* binding */ currentRules)
});

// EXTERNAL MODULE: ./node_modules/ajv-formats/dist/formats.js
var formats = __webpack_require__(779);
;// CONCATENATED MODULE: ./src/manifest/schema/generated/current-port-validator.js
// Generated by scripts/compile-schemas.ts from src/manifest/schema/current/vcpkg-current.schema.json: do not edit.

const PLAIN_URI = /^[a-zA-Z][a-zA-Z0-9+.-]*:\/\/[a-zA-Z0-9.-]+(?::\d*)?(?:\/[a-zA-Z0-9._~!$&'()*+,;=:@-]*)*(?:\?[a-zA-Z0-9._~!$&'()*+,;=:@/?-]*)?(?:#[a-zA-Z0-9._~!$&'()*+,;=:@/?-]*)?$/;
const current_port_validator_formats = { uri: (text) => PLAIN_URI.test(text) || formats.fullFormats.uri(text) };
"use strict";const validate = (/* unused pure expression or super */ null && (validate10));/* harmony default export */ const current_port_validator = (validate10);const schema11 = {"$schema":"http://json-schema.org/draft-04/schema#","title":"vcpkg manifest (vcpkg.json) as vcpkg-tool 2026-08 reads it","description":"Written for manifest-check from the behaviour of vcpkg-tool f9eb9c6. Both version-field rules of a port (name and exactly one version field required) are added by portSchema(); as written, this is the project's schema. Platform expressions, SPDX licenses, version numbers beyond 2^64 and the '#' suffixes of version>= and overrides are checked in code.","type":"object","properties":{"name":{"description":"The name of the package.","$ref":"#/definitions/package-name"},"version":{"description":"A relaxed version: dot-separated numbers, any count, then an optional -prerelease and +build.","type":"string","pattern":"^(?:0|[1-9][0-9]*)(?:\\.(?:0|[1-9][0-9]*))*(?:-(?:0|[1-9][0-9]*|[0-9]*[A-Za-z-][0-9A-Za-z-]*)(?:\\.(?:0|[1-9][0-9]*|[0-9]*[A-Za-z-][0-9A-Za-z-]*))*)?(?:\\+[0-9A-Za-z-]+(?:\\.[0-9A-Za-z-]+)*)?$"},"version-semver":{"description":"A semantic version: exactly three dot-separated numbers, then an optional -prerelease and +build.","type":"string","pattern":"^(?:0|[1-9][0-9]*)\\.(?:0|[1-9][0-9]*)\\.(?:0|[1-9][0-9]*)(?:-(?:0|[1-9][0-9]*|[0-9]*[A-Za-z-][0-9A-Za-z-]*)(?:\\.(?:0|[1-9][0-9]*|[0-9]*[A-Za-z-][0-9A-Za-z-]*))*)?(?:\\+[0-9A-Za-z-]+(?:\\.[0-9A-Za-z-]+)*)?$"},"version-date":{"description":"A date YYYY-MM-DD (digits, not checked as a calendar date), then optional dot-separated numbers.","type":"string","pattern":"^[0-9]{4}-[0-9]{2}-[0-9]{2}(?:\\.(?:0|[1-9][0-9]*))*$"},"version-string":{"description":"Any text without '#', the empty text included.","type":"string","pattern":"^[^#]*$"},"port-version":{"$ref":"#/definitions/port-version"},"builtin-baseline":{"description":"The vcpkg registry commit that versions are resolved against (a project needs 40 lower-case hexadecimal digits; checked in code).","type":"string"},"maintainers":{"description":"The maintainers of the package: a string, or an array of strings.","$ref":"#/definitions/string-or-strings"},"summary":{"description":"A short description of the package.","$ref":"#/definitions/string-or-strings"},"description":{"description":"A description of the package.","$ref":"#/definitions/string-or-strings"},"homepage":{"description":"The package's homepage: any text.","type":"string"},"documentation":{"description":"The package's documentation: any text.","type":"string"},"contacts":{"description":"Contacts of the package: an object whose values may be anything.","type":"object"},"license":{"$ref":"#/definitions/license"},"supports":{"$ref":"#/definitions/platform-expression"},"dependencies":{"$ref":"#/definitions/dependencies"},"default-features":{"description":"The features enabled by default.","type":"array","items":{"$ref":"#/definitions/feature-reference"}},"features":{"description":"The features of the package, keyed by feature name.","type":"object","patternProperties":{"^\\$":{},"^(?:all_modules|[a-z0-9]+(?:-[a-z0-9]+)*)$":{"$ref":"#/definitions/feature"},"^(?:prn|aux|nul|con|core|default|lpt[0-9]|com[0-9])$":{"description":"A reserved name cannot name a feature.","not":{}}},"additionalProperties":false},"overrides":{"description":"Versions that replace those the baseline would resolve.","type":"array","items":{"$ref":"#/definitions/override"}},"vcpkg-configuration":{"description":"An embedded vcpkg-configuration.json (checked as a configuration).","type":"object"},"configuration":{"description":"An embedded vcpkg-configuration.json (checked as a configuration).","type":"object"}},"patternProperties":{"^\\$":{}},"additionalProperties":false,"dependencies":{"port-version":{"$ref":"#/definitions/a-version-field"}},"allOf":[{"$ref":"#/definitions/a-version-field"},{"not":{"$ref":"#/definitions/two-version-fields"}},{"not":{"required":["configuration","vcpkg-configuration"]}}],"definitions":{"identifier":{"description":"Lower-case letters and digits in hyphen-separated groups (or all_modules), not a reserved name.","type":"string","allOf":[{"pattern":"^(?:all_modules|[a-z0-9]+(?:-[a-z0-9]+)*)$"},{"not":{"type":"string","pattern":"^(?:prn|aux|nul|con|core|default|lpt[0-9]|com[0-9])$"}}]},"package-name":{"description":"The name of a package: an identifier.","$ref":"#/definitions/identifier"},"feature-name":{"description":"The name of a feature: an identifier.","$ref":"#/definitions/identifier"},"port-version":{"description":"The revision of the package recipe: an integer from 0 to 2147483647.","type":"integer","minimum":0,"maximum":2147483647},"string-or-strings":{"description":"A string, or an array of strings.","type":["string","array"],"items":{"type":"string"}},"license":{"description":"An SPDX license expression (checked in code), or null.","type":["string","null"]},"platform-expression":{"description":"A set of platforms, such as \"windows & !arm\" (checked in code).","type":"string"},"a-version-field":{"description":"Has one of the four version fields.","type":"object","anyOf":[{"required":["version"]},{"required":["version-semver"]},{"required":["version-date"]},{"required":["version-string"]}]},"two-version-fields":{"description":"Has two or more of the four version fields.","type":"object","anyOf":[{"required":["version","version-semver"]},{"required":["version","version-date"]},{"required":["version","version-string"]},{"required":["version-semver","version-date"]},{"required":["version-semver","version-string"]},{"required":["version-date","version-string"]}]},"dependencies":{"description":"The packages needed.","type":"array","items":{"$ref":"#/definitions/dependency"}},"dependency":{"description":"A package name, or an object naming a package.","type":["string","object"],"allOf":[{"pattern":"^(?:all_modules|[a-z0-9]+(?:-[a-z0-9]+)*)$"},{"not":{"type":"string","pattern":"^(?:prn|aux|nul|con|core|default|lpt[0-9]|com[0-9])$"}}],"properties":{"name":{"$ref":"#/definitions/package-name"},"host":{"description":"Whether the dependency is built for the host triplet.","type":"boolean"},"default-features":{"description":"Whether the dependency's default features are enabled.","type":"boolean"},"features":{"description":"The features of the dependency to enable.","type":"array","items":{"$ref":"#/definitions/feature-reference"}},"platform":{"$ref":"#/definitions/platform-expression"},"version>=":{"description":"The minimum version, any text with an optional '#' and port version (checked in code).","type":"string"}},"patternProperties":{"^\\$":{}},"additionalProperties":false,"required":["name"]},"feature-reference":{"description":"A feature name, or an object naming a feature and the platforms it is for.","type":["string","object"],"allOf":[{"pattern":"^(?:all_modules|[a-z0-9]+(?:-[a-z0-9]+)*)$"},{"not":{"type":"string","pattern":"^(?:prn|aux|nul|con|core|default|lpt[0-9]|com[0-9])$"}}],"properties":{"name":{"$ref":"#/definitions/feature-name"},"platform":{"$ref":"#/definitions/platform-expression"}},"patternProperties":{"^\\$":{}},"additionalProperties":false,"required":["name"]},"feature":{"description":"A feature: its description, and what it needs.","type":"object","properties":{"description":{"$ref":"#/definitions/string-or-strings"},"dependencies":{"$ref":"#/definitions/dependencies"},"supports":{"$ref":"#/definitions/platform-expression"},"license":{"$ref":"#/definitions/license"}},"patternProperties":{"^\\$":{}},"additionalProperties":false,"required":["description"]},"override":{"description":"A package and the version it is pinned to (a '#' port-version suffix is checked in code).","type":"object","properties":{"name":{"$ref":"#/definitions/package-name"},"version":{"type":"string"},"version-semver":{"type":"string"},"version-date":{"type":"string"},"version-string":{"type":"string"},"port-version":{"$ref":"#/definitions/port-version"}},"patternProperties":{"^\\$":{}},"additionalProperties":false,"required":["name"],"oneOf":[{"required":["version"]},{"required":["version-semver"]},{"required":["version-date"]},{"required":["version-string"]}]}},"required":["name"]};const schema12 = {"description":"Has one of the four version fields.","type":"object","anyOf":[{"required":["version"]},{"required":["version-semver"]},{"required":["version-date"]},{"required":["version-string"]}]};const schema13 = {"description":"Has two or more of the four version fields.","type":"object","anyOf":[{"required":["version","version-semver"]},{"required":["version","version-date"]},{"required":["version","version-string"]},{"required":["version-semver","version-date"]},{"required":["version-semver","version-string"]},{"required":["version-date","version-string"]}]};const schema15 = {"description":"Lower-case letters and digits in hyphen-separated groups (or all_modules), not a reserved name.","type":"string","allOf":[{"pattern":"^(?:all_modules|[a-z0-9]+(?:-[a-z0-9]+)*)$"},{"not":{"type":"string","pattern":"^(?:prn|aux|nul|con|core|default|lpt[0-9]|com[0-9])$"}}]};const schema16 = {"description":"The revision of the package recipe: an integer from 0 to 2147483647.","type":"integer","minimum":0,"maximum":2147483647};const schema17 = {"description":"A string, or an array of strings.","type":["string","array"],"items":{"type":"string"}};const schema20 = {"description":"An SPDX license expression (checked in code), or null.","type":["string","null"]};const schema21 = {"description":"A set of platforms, such as \"windows & !arm\" (checked in code).","type":"string"};const func2 = Object.prototype.hasOwnProperty;const pattern0 = new RegExp("^\\$", "u");const pattern1 = new RegExp("^(?:all_modules|[a-z0-9]+(?:-[a-z0-9]+)*)$", "u");const pattern2 = new RegExp("^(?:prn|aux|nul|con|core|default|lpt[0-9]|com[0-9])$", "u");const pattern3 = new RegExp("^(?:0|[1-9][0-9]*)(?:\\.(?:0|[1-9][0-9]*))*(?:-(?:0|[1-9][0-9]*|[0-9]*[A-Za-z-][0-9A-Za-z-]*)(?:\\.(?:0|[1-9][0-9]*|[0-9]*[A-Za-z-][0-9A-Za-z-]*))*)?(?:\\+[0-9A-Za-z-]+(?:\\.[0-9A-Za-z-]+)*)?$", "u");const pattern4 = new RegExp("^(?:0|[1-9][0-9]*)\\.(?:0|[1-9][0-9]*)\\.(?:0|[1-9][0-9]*)(?:-(?:0|[1-9][0-9]*|[0-9]*[A-Za-z-][0-9A-Za-z-]*)(?:\\.(?:0|[1-9][0-9]*|[0-9]*[A-Za-z-][0-9A-Za-z-]*))*)?(?:\\+[0-9A-Za-z-]+(?:\\.[0-9A-Za-z-]+)*)?$", "u");const pattern5 = new RegExp("^[0-9]{4}-[0-9]{2}-[0-9]{2}(?:\\.(?:0|[1-9][0-9]*))*$", "u");const pattern6 = new RegExp("^[^#]*$", "u");const schema22 = {"description":"The packages needed.","type":"array","items":{"$ref":"#/definitions/dependency"}};const schema23 = {"description":"A package name, or an object naming a package.","type":["string","object"],"allOf":[{"pattern":"^(?:all_modules|[a-z0-9]+(?:-[a-z0-9]+)*)$"},{"not":{"type":"string","pattern":"^(?:prn|aux|nul|con|core|default|lpt[0-9]|com[0-9])$"}}],"properties":{"name":{"$ref":"#/definitions/package-name"},"host":{"description":"Whether the dependency is built for the host triplet.","type":"boolean"},"default-features":{"description":"Whether the dependency's default features are enabled.","type":"boolean"},"features":{"description":"The features of the dependency to enable.","type":"array","items":{"$ref":"#/definitions/feature-reference"}},"platform":{"$ref":"#/definitions/platform-expression"},"version>=":{"description":"The minimum version, any text with an optional '#' and port version (checked in code).","type":"string"}},"patternProperties":{"^\\$":{}},"additionalProperties":false,"required":["name"]};const schema25 = {"description":"A feature name, or an object naming a feature and the platforms it is for.","type":["string","object"],"allOf":[{"pattern":"^(?:all_modules|[a-z0-9]+(?:-[a-z0-9]+)*)$"},{"not":{"type":"string","pattern":"^(?:prn|aux|nul|con|core|default|lpt[0-9]|com[0-9])$"}}],"properties":{"name":{"$ref":"#/definitions/feature-name"},"platform":{"$ref":"#/definitions/platform-expression"}},"patternProperties":{"^\\$":{}},"additionalProperties":false,"required":["name"]};function validate13(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){let vErrors = null;let errors = 0;if((typeof data !== "string") && (!(data && typeof data == "object" && !Array.isArray(data)))){const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: schema25.type},message:"must be string,object",schema:schema25.type,parentSchema:schema25,data};if(vErrors === null){vErrors = [err0];}else {vErrors.push(err0);}errors++;}if(typeof data === "string"){if(!pattern1.test(data)){const err1 = {instancePath,schemaPath:"#/allOf/0/pattern",keyword:"pattern",params:{pattern: "^(?:all_modules|[a-z0-9]+(?:-[a-z0-9]+)*)$"},message:"must match pattern \""+"^(?:all_modules|[a-z0-9]+(?:-[a-z0-9]+)*)$"+"\"",schema:"^(?:all_modules|[a-z0-9]+(?:-[a-z0-9]+)*)$",parentSchema:schema25.allOf[0],data};if(vErrors === null){vErrors = [err1];}else {vErrors.push(err1);}errors++;}}const _errs3 = errors;const _errs4 = errors;if(errors === _errs4){if(typeof data === "string"){if(!pattern2.test(data)){const err2 = {};if(vErrors === null){vErrors = [err2];}else {vErrors.push(err2);}errors++;}}else {const err3 = {};if(vErrors === null){vErrors = [err3];}else {vErrors.push(err3);}errors++;}}var valid1 = _errs4 === errors;if(valid1){const err4 = {instancePath,schemaPath:"#/allOf/1/not",keyword:"not",params:{},message:"must NOT be valid",schema:schema25.allOf[1].not,parentSchema:schema25.allOf[1],data};if(vErrors === null){vErrors = [err4];}else {vErrors.push(err4);}errors++;}else {errors = _errs3;if(vErrors !== null){if(_errs3){vErrors.length = _errs3;}else {vErrors = null;}}}if(data && typeof data == "object" && !Array.isArray(data)){if(data.name === undefined){const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'",schema:schema25.required,parentSchema:schema25,data};if(vErrors === null){vErrors = [err5];}else {vErrors.push(err5);}errors++;}for(const key0 in data){if(!(((key0 === "name") || (key0 === "platform")) || (pattern0.test(key0)))){const err6 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema25,data};if(vErrors === null){vErrors = [err6];}else {vErrors.push(err6);}errors++;}}if(data.name !== undefined){let data0 = data.name;if(typeof data0 !== "string"){const err7 = {instancePath:instancePath+"/name",schemaPath:"#/definitions/feature-name/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema15.type,parentSchema:schema15,data:data0};if(vErrors === null){vErrors = [err7];}else {vErrors.push(err7);}errors++;}if(typeof data0 === "string"){if(!pattern1.test(data0)){const err8 = {instancePath:instancePath+"/name",schemaPath:"#/definitions/feature-name/allOf/0/pattern",keyword:"pattern",params:{pattern: "^(?:all_modules|[a-z0-9]+(?:-[a-z0-9]+)*)$"},message:"must match pattern \""+"^(?:all_modules|[a-z0-9]+(?:-[a-z0-9]+)*)$"+"\"",schema:"^(?:all_modules|[a-z0-9]+(?:-[a-z0-9]+)*)$",parentSchema:schema15.allOf[0],data:data0};if(vErrors === null){vErrors = [err8];}else {vErrors.push(err8);}errors++;}}const _errs12 = errors;const _errs13 = errors;if(errors === _errs13){if(typeof data0 === "string"){if(!pattern2.test(data0)){const err9 = {};if(vErrors === null){vErrors = [err9];}else {vErrors.push(err9);}errors++;}}else {const err10 = {};if(vErrors === null){vErrors = [err10];}else {vErrors.push(err10);}errors++;}}var valid5 = _errs13 === errors;if(valid5){const err11 = {instancePath:instancePath+"/name",schemaPath:"#/definitions/feature-name/allOf/1/not",keyword:"not",params:{},message:"must NOT be valid",schema:schema15.allOf[1].not,parentSchema:schema15.allOf[1],data:data0};if(vErrors === null){vErrors = [err11];}else {vErrors.push(err11);}errors++;}else {errors = _errs12;if(vErrors !== null){if(_errs12){vErrors.length = _errs12;}else {vErrors = null;}}}}if(data.platform !== undefined){let data1 = data.platform;if(typeof data1 !== "string"){const err12 = {instancePath:instancePath+"/platform",schemaPath:"#/definitions/platform-expression/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema21.type,parentSchema:schema21,data:data1};if(vErrors === null){vErrors = [err12];}else {vErrors.push(err12);}errors++;}}}validate13.errors = vErrors;return errors === 0;}function validate12(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){let vErrors = null;let errors = 0;if((typeof data !== "string") && (!(data && typeof data == "object" && !Array.isArray(data)))){const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: schema23.type},message:"must be string,object",schema:schema23.type,parentSchema:schema23,data};if(vErrors === null){vErrors = [err0];}else {vErrors.push(err0);}errors++;}if(typeof data === "string"){if(!pattern1.test(data)){const err1 = {instancePath,schemaPath:"#/allOf/0/pattern",keyword:"pattern",params:{pattern: "^(?:all_modules|[a-z0-9]+(?:-[a-z0-9]+)*)$"},message:"must match pattern \""+"^(?:all_modules|[a-z0-9]+(?:-[a-z0-9]+)*)$"+"\"",schema:"^(?:all_modules|[a-z0-9]+(?:-[a-z0-9]+)*)$",parentSchema:schema23.allOf[0],data};if(vErrors === null){vErrors = [err1];}else {vErrors.push(err1);}errors++;}}const _errs3 = errors;const _errs4 = errors;if(errors === _errs4){if(typeof data === "string"){if(!pattern2.test(data)){const err2 = {};if(vErrors === null){vErrors = [err2];}else {vErrors.push(err2);}errors++;}}else {const err3 = {};if(vErrors === null){vErrors = [err3];}else {vErrors.push(err3);}errors++;}}var valid1 = _errs4 === errors;if(valid1){const err4 = {instancePath,schemaPath:"#/allOf/1/not",keyword:"not",params:{},message:"must NOT be valid",schema:schema23.allOf[1].not,parentSchema:schema23.allOf[1],data};if(vErrors === null){vErrors = [err4];}else {vErrors.push(err4);}errors++;}else {errors = _errs3;if(vErrors !== null){if(_errs3){vErrors.length = _errs3;}else {vErrors = null;}}}if(data && typeof data == "object" && !Array.isArray(data)){if(data.name === undefined){const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'",schema:schema23.required,parentSchema:schema23,data};if(vErrors === null){vErrors = [err5];}else {vErrors.push(err5);}errors++;}for(const key0 in data){if(!(((((((key0 === "name") || (key0 === "host")) || (key0 === "default-features")) || (key0 === "features")) || (key0 === "platform")) || (key0 === "version>=")) || (pattern0.test(key0)))){const err6 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema23,data};if(vErrors === null){vErrors = [err6];}else {vErrors.push(err6);}errors++;}}if(data.name !== undefined){let data0 = data.name;if(typeof data0 !== "string"){const err7 = {instancePath:instancePath+"/name",schemaPath:"#/definitions/package-name/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema15.type,parentSchema:schema15,data:data0};if(vErrors === null){vErrors = [err7];}else {vErrors.push(err7);}errors++;}if(typeof data0 === "string"){if(!pattern1.test(data0)){const err8 = {instancePath:instancePath+"/name",schemaPath:"#/definitions/package-name/allOf/0/pattern",keyword:"pattern",params:{pattern: "^(?:all_modules|[a-z0-9]+(?:-[a-z0-9]+)*)$"},message:"must match pattern \""+"^(?:all_modules|[a-z0-9]+(?:-[a-z0-9]+)*)$"+"\"",schema:"^(?:all_modules|[a-z0-9]+(?:-[a-z0-9]+)*)$",parentSchema:schema15.allOf[0],data:data0};if(vErrors === null){vErrors = [err8];}else {vErrors.push(err8);}errors++;}}const _errs12 = errors;const _errs13 = errors;if(errors === _errs13){if(typeof data0 === "string"){if(!pattern2.test(data0)){const err9 = {};if(vErrors === null){vErrors = [err9];}else {vErrors.push(err9);}errors++;}}else {const err10 = {};if(vErrors === null){vErrors = [err10];}else {vErrors.push(err10);}errors++;}}var valid5 = _errs13 === errors;if(valid5){const err11 = {instancePath:instancePath+"/name",schemaPath:"#/definitions/package-name/allOf/1/not",keyword:"not",params:{},message:"must NOT be valid",schema:schema15.allOf[1].not,parentSchema:schema15.allOf[1],data:data0};if(vErrors === null){vErrors = [err11];}else {vErrors.push(err11);}errors++;}else {errors = _errs12;if(vErrors !== null){if(_errs12){vErrors.length = _errs12;}else {vErrors = null;}}}}if(data.host !== undefined){let data1 = data.host;if(typeof data1 !== "boolean"){const err12 = {instancePath:instancePath+"/host",schemaPath:"#/properties/host/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema23.properties.host.type,parentSchema:schema23.properties.host,data:data1};if(vErrors === null){vErrors = [err12];}else {vErrors.push(err12);}errors++;}}if(data["default-features"] !== undefined){let data2 = data["default-features"];if(typeof data2 !== "boolean"){const err13 = {instancePath:instancePath+"/default-features",schemaPath:"#/properties/default-features/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema23.properties["default-features"].type,parentSchema:schema23.properties["default-features"],data:data2};if(vErrors === null){vErrors = [err13];}else {vErrors.push(err13);}errors++;}}if(data.features !== undefined){let data3 = data.features;if(Array.isArray(data3)){const len0 = data3.length;for(let i0=0; i0<len0; i0++){if(!(validate13(data3[i0], {instancePath:instancePath+"/features/" + i0,parentData:data3,parentDataProperty:i0,rootData}))){{if (vErrors === null) vErrors = validate13.errors; else for (const e$ of validate13.errors) vErrors.push(e$);}errors = vErrors.length;}}}else {const err14 = {instancePath:instancePath+"/features",schemaPath:"#/properties/features/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema23.properties.features.type,parentSchema:schema23.properties.features,data:data3};if(vErrors === null){vErrors = [err14];}else {vErrors.push(err14);}errors++;}}if(data.platform !== undefined){let data5 = data.platform;if(typeof data5 !== "string"){const err15 = {instancePath:instancePath+"/platform",schemaPath:"#/definitions/platform-expression/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema21.type,parentSchema:schema21,data:data5};if(vErrors === null){vErrors = [err15];}else {vErrors.push(err15);}errors++;}}if(data["version>="] !== undefined){let data6 = data["version>="];if(typeof data6 !== "string"){const err16 = {instancePath:instancePath+"/version>=",schemaPath:"#/properties/version%3E%3D/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema23.properties["version>="].type,parentSchema:schema23.properties["version>="],data:data6};if(vErrors === null){vErrors = [err16];}else {vErrors.push(err16);}errors++;}}}validate12.errors = vErrors;return errors === 0;}function validate11(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){let vErrors = null;let errors = 0;if(Array.isArray(data)){const len0 = data.length;for(let i0=0; i0<len0; i0++){if(!(validate12(data[i0], {instancePath:instancePath+"/" + i0,parentData:data,parentDataProperty:i0,rootData}))){{if (vErrors === null) vErrors = validate12.errors; else for (const e$ of validate12.errors) vErrors.push(e$);}errors = vErrors.length;}}}else {const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema22.type,parentSchema:schema22,data};if(vErrors === null){vErrors = [err0];}else {vErrors.push(err0);}errors++;}validate11.errors = vErrors;return errors === 0;}const schema29 = {"description":"A feature: its description, and what it needs.","type":"object","properties":{"description":{"$ref":"#/definitions/string-or-strings"},"dependencies":{"$ref":"#/definitions/dependencies"},"supports":{"$ref":"#/definitions/platform-expression"},"license":{"$ref":"#/definitions/license"}},"patternProperties":{"^\\$":{}},"additionalProperties":false,"required":["description"]};function validate18(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){let vErrors = null;let errors = 0;if(data && typeof data == "object" && !Array.isArray(data)){if(data.description === undefined){const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "description"},message:"must have required property '"+"description"+"'",schema:schema29.required,parentSchema:schema29,data};if(vErrors === null){vErrors = [err0];}else {vErrors.push(err0);}errors++;}for(const key0 in data){if(!(((((key0 === "description") || (key0 === "dependencies")) || (key0 === "supports")) || (key0 === "license")) || (pattern0.test(key0)))){const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema29,data};if(vErrors === null){vErrors = [err1];}else {vErrors.push(err1);}errors++;}}if(data.description !== undefined){let data0 = data.description;if((typeof data0 !== "string") && (!(Array.isArray(data0)))){const err2 = {instancePath:instancePath+"/description",schemaPath:"#/definitions/string-or-strings/type",keyword:"type",params:{type: schema17.type},message:"must be string,array",schema:schema17.type,parentSchema:schema17,data:data0};if(vErrors === null){vErrors = [err2];}else {vErrors.push(err2);}errors++;}if(Array.isArray(data0)){const len0 = data0.length;for(let i0=0; i0<len0; i0++){let data1 = data0[i0];if(typeof data1 !== "string"){const err3 = {instancePath:instancePath+"/description/" + i0,schemaPath:"#/definitions/string-or-strings/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema17.items.type,parentSchema:schema17.items,data:data1};if(vErrors === null){vErrors = [err3];}else {vErrors.push(err3);}errors++;}}}}if(data.dependencies !== undefined){if(!(validate11(data.dependencies, {instancePath:instancePath+"/dependencies",parentData:data,parentDataProperty:"dependencies",rootData}))){{if (vErrors === null) vErrors = validate11.errors; else for (const e$ of validate11.errors) vErrors.push(e$);}errors = vErrors.length;}}if(data.supports !== undefined){let data3 = data.supports;if(typeof data3 !== "string"){const err4 = {instancePath:instancePath+"/supports",schemaPath:"#/definitions/platform-expression/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema21.type,parentSchema:schema21,data:data3};if(vErrors === null){vErrors = [err4];}else {vErrors.push(err4);}errors++;}}if(data.license !== undefined){let data4 = data.license;if((typeof data4 !== "string") && (data4 !== null)){const err5 = {instancePath:instancePath+"/license",schemaPath:"#/definitions/license/type",keyword:"type",params:{type: schema20.type},message:"must be string,null",schema:schema20.type,parentSchema:schema20,data:data4};if(vErrors === null){vErrors = [err5];}else {vErrors.push(err5);}errors++;}}}else {const err6 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema29.type,parentSchema:schema29,data};if(vErrors === null){vErrors = [err6];}else {vErrors.push(err6);}errors++;}validate18.errors = vErrors;return errors === 0;}const schema33 = {"description":"A package and the version it is pinned to (a '#' port-version suffix is checked in code).","type":"object","properties":{"name":{"$ref":"#/definitions/package-name"},"version":{"type":"string"},"version-semver":{"type":"string"},"version-date":{"type":"string"},"version-string":{"type":"string"},"port-version":{"$ref":"#/definitions/port-version"}},"patternProperties":{"^\\$":{}},"additionalProperties":false,"required":["name"],"oneOf":[{"required":["version"]},{"required":["version-semver"]},{"required":["version-date"]},{"required":["version-string"]}]};function validate21(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){let vErrors = null;let errors = 0;const _errs1 = errors;let valid0 = false;let passing0 = null;const _errs2 = errors;if(data && typeof data == "object" && !Array.isArray(data)){if(data.version === undefined){const err0 = {instancePath,schemaPath:"#/oneOf/0/required",keyword:"required",params:{missingProperty: "version"},message:"must have required property '"+"version"+"'",schema:schema33.oneOf[0].required,parentSchema:schema33.oneOf[0],data};if(vErrors === null){vErrors = [err0];}else {vErrors.push(err0);}errors++;}}var _valid0 = _errs2 === errors;if(_valid0){valid0 = true;passing0 = 0;}const _errs3 = errors;if(data && typeof data == "object" && !Array.isArray(data)){if(data["version-semver"] === undefined){const err1 = {instancePath,schemaPath:"#/oneOf/1/required",keyword:"required",params:{missingProperty: "version-semver"},message:"must have required property '"+"version-semver"+"'",schema:schema33.oneOf[1].required,parentSchema:schema33.oneOf[1],data};if(vErrors === null){vErrors = [err1];}else {vErrors.push(err1);}errors++;}}var _valid0 = _errs3 === errors;if(_valid0 && valid0){valid0 = false;passing0 = [passing0, 1];}else {if(_valid0){valid0 = true;passing0 = 1;}const _errs4 = errors;if(data && typeof data == "object" && !Array.isArray(data)){if(data["version-date"] === undefined){const err2 = {instancePath,schemaPath:"#/oneOf/2/required",keyword:"required",params:{missingProperty: "version-date"},message:"must have required property '"+"version-date"+"'",schema:schema33.oneOf[2].required,parentSchema:schema33.oneOf[2],data};if(vErrors === null){vErrors = [err2];}else {vErrors.push(err2);}errors++;}}var _valid0 = _errs4 === errors;if(_valid0 && valid0){valid0 = false;passing0 = [passing0, 2];}else {if(_valid0){valid0 = true;passing0 = 2;}const _errs5 = errors;if(data && typeof data == "object" && !Array.isArray(data)){if(data["version-string"] === undefined){const err3 = {instancePath,schemaPath:"#/oneOf/3/required",keyword:"required",params:{missingProperty: "version-string"},message:"must have required property '"+"version-string"+"'",schema:schema33.oneOf[3].required,parentSchema:schema33.oneOf[3],data};if(vErrors === null){vErrors = [err3];}else {vErrors.push(err3);}errors++;}}var _valid0 = _errs5 === errors;if(_valid0 && valid0){valid0 = false;passing0 = [passing0, 3];}else {if(_valid0){valid0 = true;passing0 = 3;}}}}if(!valid0){const err4 = {instancePath,schemaPath:"#/oneOf",keyword:"oneOf",params:{passingSchemas: passing0},message:"must match exactly one schema in oneOf",schema:schema33.oneOf,parentSchema:schema33,data};if(vErrors === null){vErrors = [err4];}else {vErrors.push(err4);}errors++;}else {errors = _errs1;if(vErrors !== null){if(_errs1){vErrors.length = _errs1;}else {vErrors = null;}}}if(data && typeof data == "object" && !Array.isArray(data)){if(data.name === undefined){const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'",schema:schema33.required,parentSchema:schema33,data};if(vErrors === null){vErrors = [err5];}else {vErrors.push(err5);}errors++;}for(const key0 in data){if(!(((((((key0 === "name") || (key0 === "version")) || (key0 === "version-semver")) || (key0 === "version-date")) || (key0 === "version-string")) || (key0 === "port-version")) || (pattern0.test(key0)))){const err6 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema33,data};if(vErrors === null){vErrors = [err6];}else {vErrors.push(err6);}errors++;}}if(data.name !== undefined){let data0 = data.name;if(typeof data0 !== "string"){const err7 = {instancePath:instancePath+"/name",schemaPath:"#/definitions/package-name/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema15.type,parentSchema:schema15,data:data0};if(vErrors === null){vErrors = [err7];}else {vErrors.push(err7);}errors++;}if(typeof data0 === "string"){if(!pattern1.test(data0)){const err8 = {instancePath:instancePath+"/name",schemaPath:"#/definitions/package-name/allOf/0/pattern",keyword:"pattern",params:{pattern: "^(?:all_modules|[a-z0-9]+(?:-[a-z0-9]+)*)$"},message:"must match pattern \""+"^(?:all_modules|[a-z0-9]+(?:-[a-z0-9]+)*)$"+"\"",schema:"^(?:all_modules|[a-z0-9]+(?:-[a-z0-9]+)*)$",parentSchema:schema15.allOf[0],data:data0};if(vErrors === null){vErrors = [err8];}else {vErrors.push(err8);}errors++;}}const _errs12 = errors;const _errs13 = errors;if(errors === _errs13){if(typeof data0 === "string"){if(!pattern2.test(data0)){const err9 = {};if(vErrors === null){vErrors = [err9];}else {vErrors.push(err9);}errors++;}}else {const err10 = {};if(vErrors === null){vErrors = [err10];}else {vErrors.push(err10);}errors++;}}var valid4 = _errs13 === errors;if(valid4){const err11 = {instancePath:instancePath+"/name",schemaPath:"#/definitions/package-name/allOf/1/not",keyword:"not",params:{},message:"must NOT be valid",schema:schema15.allOf[1].not,parentSchema:schema15.allOf[1],data:data0};if(vErrors === null){vErrors = [err11];}else {vErrors.push(err11);}errors++;}else {errors = _errs12;if(vErrors !== null){if(_errs12){vErrors.length = _errs12;}else {vErrors = null;}}}}if(data.version !== undefined){let data1 = data.version;if(typeof data1 !== "string"){const err12 = {instancePath:instancePath+"/version",schemaPath:"#/properties/version/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema33.properties.version.type,parentSchema:schema33.properties.version,data:data1};if(vErrors === null){vErrors = [err12];}else {vErrors.push(err12);}errors++;}}if(data["version-semver"] !== undefined){let data2 = data["version-semver"];if(typeof data2 !== "string"){const err13 = {instancePath:instancePath+"/version-semver",schemaPath:"#/properties/version-semver/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema33.properties["version-semver"].type,parentSchema:schema33.properties["version-semver"],data:data2};if(vErrors === null){vErrors = [err13];}else {vErrors.push(err13);}errors++;}}if(data["version-date"] !== undefined){let data3 = data["version-date"];if(typeof data3 !== "string"){const err14 = {instancePath:instancePath+"/version-date",schemaPath:"#/properties/version-date/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema33.properties["version-date"].type,parentSchema:schema33.properties["version-date"],data:data3};if(vErrors === null){vErrors = [err14];}else {vErrors.push(err14);}errors++;}}if(data["version-string"] !== undefined){let data4 = data["version-string"];if(typeof data4 !== "string"){const err15 = {instancePath:instancePath+"/version-string",schemaPath:"#/properties/version-string/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema33.properties["version-string"].type,parentSchema:schema33.properties["version-string"],data:data4};if(vErrors === null){vErrors = [err15];}else {vErrors.push(err15);}errors++;}}if(data["port-version"] !== undefined){let data5 = data["port-version"];if(!(((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5))) && (isFinite(data5)))){const err16 = {instancePath:instancePath+"/port-version",schemaPath:"#/definitions/port-version/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema16.type,parentSchema:schema16,data:data5};if(vErrors === null){vErrors = [err16];}else {vErrors.push(err16);}errors++;}if((typeof data5 == "number") && (isFinite(data5))){if(data5 > 2147483647 || isNaN(data5)){const err17 = {instancePath:instancePath+"/port-version",schemaPath:"#/definitions/port-version/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647",schema:2147483647,parentSchema:schema16,data:data5};if(vErrors === null){vErrors = [err17];}else {vErrors.push(err17);}errors++;}if(data5 < 0 || isNaN(data5)){const err18 = {instancePath:instancePath+"/port-version",schemaPath:"#/definitions/port-version/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema16,data:data5};if(vErrors === null){vErrors = [err18];}else {vErrors.push(err18);}errors++;}}}}else {const err19 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema33.type,parentSchema:schema33,data};if(vErrors === null){vErrors = [err19];}else {vErrors.push(err19);}errors++;}validate21.errors = vErrors;return errors === 0;}function validate10(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){let vErrors = null;let errors = 0;if(!(data && typeof data == "object" && !Array.isArray(data))){const err0 = {instancePath,schemaPath:"#/definitions/a-version-field/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema12.type,parentSchema:schema12,data};if(vErrors === null){vErrors = [err0];}else {vErrors.push(err0);}errors++;}const _errs4 = errors;let valid2 = false;const _errs5 = errors;if(data && typeof data == "object" && !Array.isArray(data)){if(data.version === undefined){const err1 = {instancePath,schemaPath:"#/definitions/a-version-field/anyOf/0/required",keyword:"required",params:{missingProperty: "version"},message:"must have required property '"+"version"+"'",schema:schema12.anyOf[0].required,parentSchema:schema12.anyOf[0],data};if(vErrors === null){vErrors = [err1];}else {vErrors.push(err1);}errors++;}}var _valid0 = _errs5 === errors;valid2 = valid2 || _valid0;if(!valid2){const _errs6 = errors;if(data && typeof data == "object" && !Array.isArray(data)){if(data["version-semver"] === undefined){const err2 = {instancePath,schemaPath:"#/definitions/a-version-field/anyOf/1/required",keyword:"required",params:{missingProperty: "version-semver"},message:"must have required property '"+"version-semver"+"'",schema:schema12.anyOf[1].required,parentSchema:schema12.anyOf[1],data};if(vErrors === null){vErrors = [err2];}else {vErrors.push(err2);}errors++;}}var _valid0 = _errs6 === errors;valid2 = valid2 || _valid0;if(!valid2){const _errs7 = errors;if(data && typeof data == "object" && !Array.isArray(data)){if(data["version-date"] === undefined){const err3 = {instancePath,schemaPath:"#/definitions/a-version-field/anyOf/2/required",keyword:"required",params:{missingProperty: "version-date"},message:"must have required property '"+"version-date"+"'",schema:schema12.anyOf[2].required,parentSchema:schema12.anyOf[2],data};if(vErrors === null){vErrors = [err3];}else {vErrors.push(err3);}errors++;}}var _valid0 = _errs7 === errors;valid2 = valid2 || _valid0;if(!valid2){const _errs8 = errors;if(data && typeof data == "object" && !Array.isArray(data)){if(data["version-string"] === undefined){const err4 = {instancePath,schemaPath:"#/definitions/a-version-field/anyOf/3/required",keyword:"required",params:{missingProperty: "version-string"},message:"must have required property '"+"version-string"+"'",schema:schema12.anyOf[3].required,parentSchema:schema12.anyOf[3],data};if(vErrors === null){vErrors = [err4];}else {vErrors.push(err4);}errors++;}}var _valid0 = _errs8 === errors;valid2 = valid2 || _valid0;}}}if(!valid2){const err5 = {instancePath,schemaPath:"#/definitions/a-version-field/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema12.anyOf,parentSchema:schema12,data};if(vErrors === null){vErrors = [err5];}else {vErrors.push(err5);}errors++;}else {errors = _errs4;if(vErrors !== null){if(_errs4){vErrors.length = _errs4;}else {vErrors = null;}}}const _errs10 = errors;const _errs11 = errors;if(!(data && typeof data == "object" && !Array.isArray(data))){const err6 = {};if(vErrors === null){vErrors = [err6];}else {vErrors.push(err6);}errors++;}const _errs14 = errors;let valid5 = false;const _errs15 = errors;if(data && typeof data == "object" && !Array.isArray(data)){let missing0;if(((data.version === undefined) && (missing0 = "version")) || ((data["version-semver"] === undefined) && (missing0 = "version-semver"))){const err7 = {};if(vErrors === null){vErrors = [err7];}else {vErrors.push(err7);}errors++;}}var _valid1 = _errs15 === errors;valid5 = valid5 || _valid1;if(!valid5){const _errs16 = errors;if(data && typeof data == "object" && !Array.isArray(data)){let missing1;if(((data.version === undefined) && (missing1 = "version")) || ((data["version-date"] === undefined) && (missing1 = "version-date"))){const err8 = {};if(vErrors === null){vErrors = [err8];}else {vErrors.push(err8);}errors++;}}var _valid1 = _errs16 === errors;valid5 = valid5 || _valid1;if(!valid5){const _errs17 = errors;if(data && typeof data == "object" && !Array.isArray(data)){let missing2;if(((data.version === undefined) && (missing2 = "version")) || ((data["version-string"] === undefined) && (missing2 = "version-string"))){const err9 = {};if(vErrors === null){vErrors = [err9];}else {vErrors.push(err9);}errors++;}}var _valid1 = _errs17 === errors;valid5 = valid5 || _valid1;if(!valid5){const _errs18 = errors;if(data && typeof data == "object" && !Array.isArray(data)){let missing3;if(((data["version-semver"] === undefined) && (missing3 = "version-semver")) || ((data["version-date"] === undefined) && (missing3 = "version-date"))){const err10 = {};if(vErrors === null){vErrors = [err10];}else {vErrors.push(err10);}errors++;}}var _valid1 = _errs18 === errors;valid5 = valid5 || _valid1;if(!valid5){const _errs19 = errors;if(data && typeof data == "object" && !Array.isArray(data)){let missing4;if(((data["version-semver"] === undefined) && (missing4 = "version-semver")) || ((data["version-string"] === undefined) && (missing4 = "version-string"))){const err11 = {};if(vErrors === null){vErrors = [err11];}else {vErrors.push(err11);}errors++;}}var _valid1 = _errs19 === errors;valid5 = valid5 || _valid1;if(!valid5){const _errs20 = errors;if(data && typeof data == "object" && !Array.isArray(data)){let missing5;if(((data["version-date"] === undefined) && (missing5 = "version-date")) || ((data["version-string"] === undefined) && (missing5 = "version-string"))){const err12 = {};if(vErrors === null){vErrors = [err12];}else {vErrors.push(err12);}errors++;}}var _valid1 = _errs20 === errors;valid5 = valid5 || _valid1;}}}}}if(!valid5){const err13 = {};if(vErrors === null){vErrors = [err13];}else {vErrors.push(err13);}errors++;}else {errors = _errs14;if(vErrors !== null){if(_errs14){vErrors.length = _errs14;}else {vErrors = null;}}}var valid3 = _errs11 === errors;if(valid3){const err14 = {instancePath,schemaPath:"#/allOf/1/not",keyword:"not",params:{},message:"must NOT be valid",schema:schema11.allOf[1].not,parentSchema:schema11.allOf[1],data};if(vErrors === null){vErrors = [err14];}else {vErrors.push(err14);}errors++;}else {errors = _errs10;if(vErrors !== null){if(_errs10){vErrors.length = _errs10;}else {vErrors = null;}}}const _errs22 = errors;const _errs23 = errors;if(data && typeof data == "object" && !Array.isArray(data)){let missing6;if(((data.configuration === undefined) && (missing6 = "configuration")) || ((data["vcpkg-configuration"] === undefined) && (missing6 = "vcpkg-configuration"))){const err15 = {};if(vErrors === null){vErrors = [err15];}else {vErrors.push(err15);}errors++;}}var valid6 = _errs23 === errors;if(valid6){const err16 = {instancePath,schemaPath:"#/allOf/2/not",keyword:"not",params:{},message:"must NOT be valid",schema:schema11.allOf[2].not,parentSchema:schema11.allOf[2],data};if(vErrors === null){vErrors = [err16];}else {vErrors.push(err16);}errors++;}else {errors = _errs22;if(vErrors !== null){if(_errs22){vErrors.length = _errs22;}else {vErrors = null;}}}if(data && typeof data == "object" && !Array.isArray(data)){if(data.name === undefined){const err17 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'",schema:schema11.required,parentSchema:schema11,data};if(vErrors === null){vErrors = [err17];}else {vErrors.push(err17);}errors++;}for(const key0 in data){if(!((func2.call(schema11.properties, key0)) || (pattern0.test(key0)))){const err18 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema11,data};if(vErrors === null){vErrors = [err18];}else {vErrors.push(err18);}errors++;}}if(data["port-version"] !== undefined){if(!(data && typeof data == "object" && !Array.isArray(data))){const err19 = {instancePath,schemaPath:"#/definitions/a-version-field/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema12.type,parentSchema:schema12,data};if(vErrors === null){vErrors = [err19];}else {vErrors.push(err19);}errors++;}const _errs28 = errors;let valid9 = false;const _errs29 = errors;if(data && typeof data == "object" && !Array.isArray(data)){if(data.version === undefined){const err20 = {instancePath,schemaPath:"#/definitions/a-version-field/anyOf/0/required",keyword:"required",params:{missingProperty: "version"},message:"must have required property '"+"version"+"'",schema:schema12.anyOf[0].required,parentSchema:schema12.anyOf[0],data};if(vErrors === null){vErrors = [err20];}else {vErrors.push(err20);}errors++;}}var _valid2 = _errs29 === errors;valid9 = valid9 || _valid2;if(!valid9){const _errs30 = errors;if(data && typeof data == "object" && !Array.isArray(data)){if(data["version-semver"] === undefined){const err21 = {instancePath,schemaPath:"#/definitions/a-version-field/anyOf/1/required",keyword:"required",params:{missingProperty: "version-semver"},message:"must have required property '"+"version-semver"+"'",schema:schema12.anyOf[1].required,parentSchema:schema12.anyOf[1],data};if(vErrors === null){vErrors = [err21];}else {vErrors.push(err21);}errors++;}}var _valid2 = _errs30 === errors;valid9 = valid9 || _valid2;if(!valid9){const _errs31 = errors;if(data && typeof data == "object" && !Array.isArray(data)){if(data["version-date"] === undefined){const err22 = {instancePath,schemaPath:"#/definitions/a-version-field/anyOf/2/required",keyword:"required",params:{missingProperty: "version-date"},message:"must have required property '"+"version-date"+"'",schema:schema12.anyOf[2].required,parentSchema:schema12.anyOf[2],data};if(vErrors === null){vErrors = [err22];}else {vErrors.push(err22);}errors++;}}var _valid2 = _errs31 === errors;valid9 = valid9 || _valid2;if(!valid9){const _errs32 = errors;if(data && typeof data == "object" && !Array.isArray(data)){if(data["version-string"] === undefined){const err23 = {instancePath,schemaPath:"#/definitions/a-version-field/anyOf/3/required",keyword:"required",params:{missingProperty: "version-string"},message:"must have required property '"+"version-string"+"'",schema:schema12.anyOf[3].required,parentSchema:schema12.anyOf[3],data};if(vErrors === null){vErrors = [err23];}else {vErrors.push(err23);}errors++;}}var _valid2 = _errs32 === errors;valid9 = valid9 || _valid2;}}}if(!valid9){const err24 = {instancePath,schemaPath:"#/definitions/a-version-field/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema12.anyOf,parentSchema:schema12,data};if(vErrors === null){vErrors = [err24];}else {vErrors.push(err24);}errors++;}else {errors = _errs28;if(vErrors !== null){if(_errs28){vErrors.length = _errs28;}else {vErrors = null;}}}}if(data.name !== undefined){let data0 = data.name;if(typeof data0 !== "string"){const err25 = {instancePath:instancePath+"/name",schemaPath:"#/definitions/package-name/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema15.type,parentSchema:schema15,data:data0};if(vErrors === null){vErrors = [err25];}else {vErrors.push(err25);}errors++;}if(typeof data0 === "string"){if(!pattern1.test(data0)){const err26 = {instancePath:instancePath+"/name",schemaPath:"#/definitions/package-name/allOf/0/pattern",keyword:"pattern",params:{pattern: "^(?:all_modules|[a-z0-9]+(?:-[a-z0-9]+)*)$"},message:"must match pattern \""+"^(?:all_modules|[a-z0-9]+(?:-[a-z0-9]+)*)$"+"\"",schema:"^(?:all_modules|[a-z0-9]+(?:-[a-z0-9]+)*)$",parentSchema:schema15.allOf[0],data:data0};if(vErrors === null){vErrors = [err26];}else {vErrors.push(err26);}errors++;}}const _errs38 = errors;const _errs39 = errors;if(errors === _errs39){if(typeof data0 === "string"){if(!pattern2.test(data0)){const err27 = {};if(vErrors === null){vErrors = [err27];}else {vErrors.push(err27);}errors++;}}else {const err28 = {};if(vErrors === null){vErrors = [err28];}else {vErrors.push(err28);}errors++;}}var valid13 = _errs39 === errors;if(valid13){const err29 = {instancePath:instancePath+"/name",schemaPath:"#/definitions/package-name/allOf/1/not",keyword:"not",params:{},message:"must NOT be valid",schema:schema15.allOf[1].not,parentSchema:schema15.allOf[1],data:data0};if(vErrors === null){vErrors = [err29];}else {vErrors.push(err29);}errors++;}else {errors = _errs38;if(vErrors !== null){if(_errs38){vErrors.length = _errs38;}else {vErrors = null;}}}}if(data.version !== undefined){let data1 = data.version;if(typeof data1 === "string"){if(!pattern3.test(data1)){const err30 = {instancePath:instancePath+"/version",schemaPath:"#/properties/version/pattern",keyword:"pattern",params:{pattern: "^(?:0|[1-9][0-9]*)(?:\\.(?:0|[1-9][0-9]*))*(?:-(?:0|[1-9][0-9]*|[0-9]*[A-Za-z-][0-9A-Za-z-]*)(?:\\.(?:0|[1-9][0-9]*|[0-9]*[A-Za-z-][0-9A-Za-z-]*))*)?(?:\\+[0-9A-Za-z-]+(?:\\.[0-9A-Za-z-]+)*)?$"},message:"must match pattern \""+"^(?:0|[1-9][0-9]*)(?:\\.(?:0|[1-9][0-9]*))*(?:-(?:0|[1-9][0-9]*|[0-9]*[A-Za-z-][0-9A-Za-z-]*)(?:\\.(?:0|[1-9][0-9]*|[0-9]*[A-Za-z-][0-9A-Za-z-]*))*)?(?:\\+[0-9A-Za-z-]+(?:\\.[0-9A-Za-z-]+)*)?$"+"\"",schema:"^(?:0|[1-9][0-9]*)(?:\\.(?:0|[1-9][0-9]*))*(?:-(?:0|[1-9][0-9]*|[0-9]*[A-Za-z-][0-9A-Za-z-]*)(?:\\.(?:0|[1-9][0-9]*|[0-9]*[A-Za-z-][0-9A-Za-z-]*))*)?(?:\\+[0-9A-Za-z-]+(?:\\.[0-9A-Za-z-]+)*)?$",parentSchema:schema11.properties.version,data:data1};if(vErrors === null){vErrors = [err30];}else {vErrors.push(err30);}errors++;}}else {const err31 = {instancePath:instancePath+"/version",schemaPath:"#/properties/version/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.version.type,parentSchema:schema11.properties.version,data:data1};if(vErrors === null){vErrors = [err31];}else {vErrors.push(err31);}errors++;}}if(data["version-semver"] !== undefined){let data2 = data["version-semver"];if(typeof data2 === "string"){if(!pattern4.test(data2)){const err32 = {instancePath:instancePath+"/version-semver",schemaPath:"#/properties/version-semver/pattern",keyword:"pattern",params:{pattern: "^(?:0|[1-9][0-9]*)\\.(?:0|[1-9][0-9]*)\\.(?:0|[1-9][0-9]*)(?:-(?:0|[1-9][0-9]*|[0-9]*[A-Za-z-][0-9A-Za-z-]*)(?:\\.(?:0|[1-9][0-9]*|[0-9]*[A-Za-z-][0-9A-Za-z-]*))*)?(?:\\+[0-9A-Za-z-]+(?:\\.[0-9A-Za-z-]+)*)?$"},message:"must match pattern \""+"^(?:0|[1-9][0-9]*)\\.(?:0|[1-9][0-9]*)\\.(?:0|[1-9][0-9]*)(?:-(?:0|[1-9][0-9]*|[0-9]*[A-Za-z-][0-9A-Za-z-]*)(?:\\.(?:0|[1-9][0-9]*|[0-9]*[A-Za-z-][0-9A-Za-z-]*))*)?(?:\\+[0-9A-Za-z-]+(?:\\.[0-9A-Za-z-]+)*)?$"+"\"",schema:"^(?:0|[1-9][0-9]*)\\.(?:0|[1-9][0-9]*)\\.(?:0|[1-9][0-9]*)(?:-(?:0|[1-9][0-9]*|[0-9]*[A-Za-z-][0-9A-Za-z-]*)(?:\\.(?:0|[1-9][0-9]*|[0-9]*[A-Za-z-][0-9A-Za-z-]*))*)?(?:\\+[0-9A-Za-z-]+(?:\\.[0-9A-Za-z-]+)*)?$",parentSchema:schema11.properties["version-semver"],data:data2};if(vErrors === null){vErrors = [err32];}else {vErrors.push(err32);}errors++;}}else {const err33 = {instancePath:instancePath+"/version-semver",schemaPath:"#/properties/version-semver/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties["version-semver"].type,parentSchema:schema11.properties["version-semver"],data:data2};if(vErrors === null){vErrors = [err33];}else {vErrors.push(err33);}errors++;}}if(data["version-date"] !== undefined){let data3 = data["version-date"];if(typeof data3 === "string"){if(!pattern5.test(data3)){const err34 = {instancePath:instancePath+"/version-date",schemaPath:"#/properties/version-date/pattern",keyword:"pattern",params:{pattern: "^[0-9]{4}-[0-9]{2}-[0-9]{2}(?:\\.(?:0|[1-9][0-9]*))*$"},message:"must match pattern \""+"^[0-9]{4}-[0-9]{2}-[0-9]{2}(?:\\.(?:0|[1-9][0-9]*))*$"+"\"",schema:"^[0-9]{4}-[0-9]{2}-[0-9]{2}(?:\\.(?:0|[1-9][0-9]*))*$",parentSchema:schema11.properties["version-date"],data:data3};if(vErrors === null){vErrors = [err34];}else {vErrors.push(err34);}errors++;}}else {const err35 = {instancePath:instancePath+"/version-date",schemaPath:"#/properties/version-date/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties["version-date"].type,parentSchema:schema11.properties["version-date"],data:data3};if(vErrors === null){vErrors = [err35];}else {vErrors.push(err35);}errors++;}}if(data["version-string"] !== undefined){let data4 = data["version-string"];if(typeof data4 === "string"){if(!pattern6.test(data4)){const err36 = {instancePath:instancePath+"/version-string",schemaPath:"#/properties/version-string/pattern",keyword:"pattern",params:{pattern: "^[^#]*$"},message:"must match pattern \""+"^[^#]*$"+"\"",schema:"^[^#]*$",parentSchema:schema11.properties["version-string"],data:data4};if(vErrors === null){vErrors = [err36];}else {vErrors.push(err36);}errors++;}}else {const err37 = {instancePath:instancePath+"/version-string",schemaPath:"#/properties/version-string/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties["version-string"].type,parentSchema:schema11.properties["version-string"],data:data4};if(vErrors === null){vErrors = [err37];}else {vErrors.push(err37);}errors++;}}if(data["port-version"] !== undefined){let data5 = data["port-version"];if(!(((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5))) && (isFinite(data5)))){const err38 = {instancePath:instancePath+"/port-version",schemaPath:"#/definitions/port-version/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema16.type,parentSchema:schema16,data:data5};if(vErrors === null){vErrors = [err38];}else {vErrors.push(err38);}errors++;}if((typeof data5 == "number") && (isFinite(data5))){if(data5 > 2147483647 || isNaN(data5)){const err39 = {instancePath:instancePath+"/port-version",schemaPath:"#/definitions/port-version/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647",schema:2147483647,parentSchema:schema16,data:data5};if(vErrors === null){vErrors = [err39];}else {vErrors.push(err39);}errors++;}if(data5 < 0 || isNaN(data5)){const err40 = {instancePath:instancePath+"/port-version",schemaPath:"#/definitions/port-version/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema16,data:data5};if(vErrors === null){vErrors = [err40];}else {vErrors.push(err40);}errors++;}}}if(data["builtin-baseline"] !== undefined){let data6 = data["builtin-baseline"];if(typeof data6 !== "string"){const err41 = {instancePath:instancePath+"/builtin-baseline",schemaPath:"#/properties/builtin-baseline/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties["builtin-baseline"].type,parentSchema:schema11.properties["builtin-baseline"],data:data6};if(vErrors === null){vErrors = [err41];}else {vErrors.push(err41);}errors++;}}if(data.maintainers !== undefined){let data7 = data.maintainers;if((typeof data7 !== "string") && (!(Array.isArray(data7)))){const err42 = {instancePath:instancePath+"/maintainers",schemaPath:"#/definitions/string-or-strings/type",keyword:"type",params:{type: schema17.type},message:"must be string,array",schema:schema17.type,parentSchema:schema17,data:data7};if(vErrors === null){vErrors = [err42];}else {vErrors.push(err42);}errors++;}if(Array.isArray(data7)){const len0 = data7.length;for(let i0=0; i0<len0; i0++){let data8 = data7[i0];if(typeof data8 !== "string"){const err43 = {instancePath:instancePath+"/maintainers/" + i0,schemaPath:"#/definitions/string-or-strings/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema17.items.type,parentSchema:schema17.items,data:data8};if(vErrors === null){vErrors = [err43];}else {vErrors.push(err43);}errors++;}}}}if(data.summary !== undefined){let data9 = data.summary;if((typeof data9 !== "string") && (!(Array.isArray(data9)))){const err44 = {instancePath:instancePath+"/summary",schemaPath:"#/definitions/string-or-strings/type",keyword:"type",params:{type: schema17.type},message:"must be string,array",schema:schema17.type,parentSchema:schema17,data:data9};if(vErrors === null){vErrors = [err44];}else {vErrors.push(err44);}errors++;}if(Array.isArray(data9)){const len1 = data9.length;for(let i1=0; i1<len1; i1++){let data10 = data9[i1];if(typeof data10 !== "string"){const err45 = {instancePath:instancePath+"/summary/" + i1,schemaPath:"#/definitions/string-or-strings/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema17.items.type,parentSchema:schema17.items,data:data10};if(vErrors === null){vErrors = [err45];}else {vErrors.push(err45);}errors++;}}}}if(data.description !== undefined){let data11 = data.description;if((typeof data11 !== "string") && (!(Array.isArray(data11)))){const err46 = {instancePath:instancePath+"/description",schemaPath:"#/definitions/string-or-strings/type",keyword:"type",params:{type: schema17.type},message:"must be string,array",schema:schema17.type,parentSchema:schema17,data:data11};if(vErrors === null){vErrors = [err46];}else {vErrors.push(err46);}errors++;}if(Array.isArray(data11)){const len2 = data11.length;for(let i2=0; i2<len2; i2++){let data12 = data11[i2];if(typeof data12 !== "string"){const err47 = {instancePath:instancePath+"/description/" + i2,schemaPath:"#/definitions/string-or-strings/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema17.items.type,parentSchema:schema17.items,data:data12};if(vErrors === null){vErrors = [err47];}else {vErrors.push(err47);}errors++;}}}}if(data.homepage !== undefined){let data13 = data.homepage;if(typeof data13 !== "string"){const err48 = {instancePath:instancePath+"/homepage",schemaPath:"#/properties/homepage/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.homepage.type,parentSchema:schema11.properties.homepage,data:data13};if(vErrors === null){vErrors = [err48];}else {vErrors.push(err48);}errors++;}}if(data.documentation !== undefined){let data14 = data.documentation;if(typeof data14 !== "string"){const err49 = {instancePath:instancePath+"/documentation",schemaPath:"#/properties/documentation/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.documentation.type,parentSchema:schema11.properties.documentation,data:data14};if(vErrors === null){vErrors = [err49];}else {vErrors.push(err49);}errors++;}}if(data.contacts !== undefined){let data15 = data.contacts;if(!(data15 && typeof data15 == "object" && !Array.isArray(data15))){const err50 = {instancePath:instancePath+"/contacts",schemaPath:"#/properties/contacts/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema11.properties.contacts.type,parentSchema:schema11.properties.contacts,data:data15};if(vErrors === null){vErrors = [err50];}else {vErrors.push(err50);}errors++;}}if(data.license !== undefined){let data16 = data.license;if((typeof data16 !== "string") && (data16 !== null)){const err51 = {instancePath:instancePath+"/license",schemaPath:"#/definitions/license/type",keyword:"type",params:{type: schema20.type},message:"must be string,null",schema:schema20.type,parentSchema:schema20,data:data16};if(vErrors === null){vErrors = [err51];}else {vErrors.push(err51);}errors++;}}if(data.supports !== undefined){let data17 = data.supports;if(typeof data17 !== "string"){const err52 = {instancePath:instancePath+"/supports",schemaPath:"#/definitions/platform-expression/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema21.type,parentSchema:schema21,data:data17};if(vErrors === null){vErrors = [err52];}else {vErrors.push(err52);}errors++;}}if(data.dependencies !== undefined){if(!(validate11(data.dependencies, {instancePath:instancePath+"/dependencies",parentData:data,parentDataProperty:"dependencies",rootData}))){{if (vErrors === null) vErrors = validate11.errors; else for (const e$ of validate11.errors) vErrors.push(e$);}errors = vErrors.length;}}if(data["default-features"] !== undefined){let data19 = data["default-features"];if(Array.isArray(data19)){const len3 = data19.length;for(let i3=0; i3<len3; i3++){if(!(validate13(data19[i3], {instancePath:instancePath+"/default-features/" + i3,parentData:data19,parentDataProperty:i3,rootData}))){{if (vErrors === null) vErrors = validate13.errors; else for (const e$ of validate13.errors) vErrors.push(e$);}errors = vErrors.length;}}}else {const err53 = {instancePath:instancePath+"/default-features",schemaPath:"#/properties/default-features/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema11.properties["default-features"].type,parentSchema:schema11.properties["default-features"],data:data19};if(vErrors === null){vErrors = [err53];}else {vErrors.push(err53);}errors++;}}if(data.features !== undefined){let data21 = data.features;if(data21 && typeof data21 == "object" && !Array.isArray(data21)){for(const key1 in data21){if(!(((pattern0.test(key1)) || (pattern1.test(key1))) || (pattern2.test(key1)))){const err54 = {instancePath:instancePath+"/features",schemaPath:"#/properties/features/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties",schema:false,parentSchema:schema11.properties.features,data:data21};if(vErrors === null){vErrors = [err54];}else {vErrors.push(err54);}errors++;}}for(const key3 in data21){if(pattern1.test(key3)){if(!(validate18(data21[key3], {instancePath:instancePath+"/features/" + key3.replace(/~/g, "~0").replace(/\//g, "~1"),parentData:data21,parentDataProperty:key3,rootData}))){{if (vErrors === null) vErrors = validate18.errors; else for (const e$ of validate18.errors) vErrors.push(e$);}errors = vErrors.length;}}}for(const key4 in data21){if(pattern2.test(key4)){const err55 = {instancePath:instancePath+"/features/" + key4.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/features/patternProperties/%5E(%3F%3Aprn%7Caux%7Cnul%7Ccon%7Ccore%7Cdefault%7Clpt%5B0-9%5D%7Ccom%5B0-9%5D)%24/not",keyword:"not",params:{},message:"must NOT be valid",schema:schema11.properties.features.patternProperties["^(?:prn|aux|nul|con|core|default|lpt[0-9]|com[0-9])$"].not,parentSchema:schema11.properties.features.patternProperties["^(?:prn|aux|nul|con|core|default|lpt[0-9]|com[0-9])$"],data:data21[key4]};if(vErrors === null){vErrors = [err55];}else {vErrors.push(err55);}errors++;}}}else {const err56 = {instancePath:instancePath+"/features",schemaPath:"#/properties/features/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema11.properties.features.type,parentSchema:schema11.properties.features,data:data21};if(vErrors === null){vErrors = [err56];}else {vErrors.push(err56);}errors++;}}if(data.overrides !== undefined){let data24 = data.overrides;if(Array.isArray(data24)){const len4 = data24.length;for(let i4=0; i4<len4; i4++){if(!(validate21(data24[i4], {instancePath:instancePath+"/overrides/" + i4,parentData:data24,parentDataProperty:i4,rootData}))){{if (vErrors === null) vErrors = validate21.errors; else for (const e$ of validate21.errors) vErrors.push(e$);}errors = vErrors.length;}}}else {const err57 = {instancePath:instancePath+"/overrides",schemaPath:"#/properties/overrides/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema11.properties.overrides.type,parentSchema:schema11.properties.overrides,data:data24};if(vErrors === null){vErrors = [err57];}else {vErrors.push(err57);}errors++;}}if(data["vcpkg-configuration"] !== undefined){let data26 = data["vcpkg-configuration"];if(!(data26 && typeof data26 == "object" && !Array.isArray(data26))){const err58 = {instancePath:instancePath+"/vcpkg-configuration",schemaPath:"#/properties/vcpkg-configuration/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema11.properties["vcpkg-configuration"].type,parentSchema:schema11.properties["vcpkg-configuration"],data:data26};if(vErrors === null){vErrors = [err58];}else {vErrors.push(err58);}errors++;}}if(data.configuration !== undefined){let data27 = data.configuration;if(!(data27 && typeof data27 == "object" && !Array.isArray(data27))){const err59 = {instancePath:instancePath+"/configuration",schemaPath:"#/properties/configuration/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema11.properties.configuration.type,parentSchema:schema11.properties.configuration,data:data27};if(vErrors === null){vErrors = [err59];}else {vErrors.push(err59);}errors++;}}}else {const err60 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema11.type,parentSchema:schema11,data};if(vErrors === null){vErrors = [err60];}else {vErrors.push(err60);}errors++;}validate10.errors = vErrors;return errors === 0;}

;// CONCATENATED MODULE: ./src/manifest/schema/generated/current-project-validator.js
// Generated by scripts/compile-schemas.ts from src/manifest/schema/current/vcpkg-current.schema.json: do not edit.

const current_project_validator_PLAIN_URI = /^[a-zA-Z][a-zA-Z0-9+.-]*:\/\/[a-zA-Z0-9.-]+(?::\d*)?(?:\/[a-zA-Z0-9._~!$&'()*+,;=:@-]*)*(?:\?[a-zA-Z0-9._~!$&'()*+,;=:@/?-]*)?(?:#[a-zA-Z0-9._~!$&'()*+,;=:@/?-]*)?$/;
const current_project_validator_formats = { uri: (text) => current_project_validator_PLAIN_URI.test(text) || formats.fullFormats.uri(text) };
"use strict";const current_project_validator_validate = (/* unused pure expression or super */ null && (current_project_validator_validate10));/* harmony default export */ const current_project_validator = (current_project_validator_validate10);const current_project_validator_schema11 = {"$schema":"http://json-schema.org/draft-04/schema#","title":"vcpkg manifest (vcpkg.json) as vcpkg-tool 2026-08 reads it","description":"Written for manifest-check from the behaviour of vcpkg-tool f9eb9c6. Both version-field rules of a port (name and exactly one version field required) are added by portSchema(); as written, this is the project's schema. Platform expressions, SPDX licenses, version numbers beyond 2^64 and the '#' suffixes of version>= and overrides are checked in code.","type":"object","properties":{"name":{"description":"The name of the package.","$ref":"#/definitions/package-name"},"version":{"description":"A relaxed version: dot-separated numbers, any count, then an optional -prerelease and +build.","type":"string","pattern":"^(?:0|[1-9][0-9]*)(?:\\.(?:0|[1-9][0-9]*))*(?:-(?:0|[1-9][0-9]*|[0-9]*[A-Za-z-][0-9A-Za-z-]*)(?:\\.(?:0|[1-9][0-9]*|[0-9]*[A-Za-z-][0-9A-Za-z-]*))*)?(?:\\+[0-9A-Za-z-]+(?:\\.[0-9A-Za-z-]+)*)?$"},"version-semver":{"description":"A semantic version: exactly three dot-separated numbers, then an optional -prerelease and +build.","type":"string","pattern":"^(?:0|[1-9][0-9]*)\\.(?:0|[1-9][0-9]*)\\.(?:0|[1-9][0-9]*)(?:-(?:0|[1-9][0-9]*|[0-9]*[A-Za-z-][0-9A-Za-z-]*)(?:\\.(?:0|[1-9][0-9]*|[0-9]*[A-Za-z-][0-9A-Za-z-]*))*)?(?:\\+[0-9A-Za-z-]+(?:\\.[0-9A-Za-z-]+)*)?$"},"version-date":{"description":"A date YYYY-MM-DD (digits, not checked as a calendar date), then optional dot-separated numbers.","type":"string","pattern":"^[0-9]{4}-[0-9]{2}-[0-9]{2}(?:\\.(?:0|[1-9][0-9]*))*$"},"version-string":{"description":"Any text without '#', the empty text included.","type":"string","pattern":"^[^#]*$"},"port-version":{"$ref":"#/definitions/port-version"},"builtin-baseline":{"description":"The vcpkg registry commit that versions are resolved against (a project needs 40 lower-case hexadecimal digits; checked in code).","type":"string"},"maintainers":{"description":"The maintainers of the package: a string, or an array of strings.","$ref":"#/definitions/string-or-strings"},"summary":{"description":"A short description of the package.","$ref":"#/definitions/string-or-strings"},"description":{"description":"A description of the package.","$ref":"#/definitions/string-or-strings"},"homepage":{"description":"The package's homepage: any text.","type":"string"},"documentation":{"description":"The package's documentation: any text.","type":"string"},"contacts":{"description":"Contacts of the package: an object whose values may be anything.","type":"object"},"license":{"$ref":"#/definitions/license"},"supports":{"$ref":"#/definitions/platform-expression"},"dependencies":{"$ref":"#/definitions/dependencies"},"default-features":{"description":"The features enabled by default.","type":"array","items":{"$ref":"#/definitions/feature-reference"}},"features":{"description":"The features of the package, keyed by feature name.","type":"object","patternProperties":{"^\\$":{},"^(?:all_modules|[a-z0-9]+(?:-[a-z0-9]+)*)$":{"$ref":"#/definitions/feature"},"^(?:prn|aux|nul|con|core|default|lpt[0-9]|com[0-9])$":{"description":"A reserved name cannot name a feature.","not":{}}},"additionalProperties":false},"overrides":{"description":"Versions that replace those the baseline would resolve.","type":"array","items":{"$ref":"#/definitions/override"}},"vcpkg-configuration":{"description":"An embedded vcpkg-configuration.json (checked as a configuration).","type":"object"},"configuration":{"description":"An embedded vcpkg-configuration.json (checked as a configuration).","type":"object"}},"patternProperties":{"^\\$":{}},"additionalProperties":false,"dependencies":{"port-version":{"$ref":"#/definitions/a-version-field"}},"allOf":[{"not":{"$ref":"#/definitions/two-version-fields"}},{"not":{"required":["configuration","vcpkg-configuration"]}}],"definitions":{"identifier":{"description":"Lower-case letters and digits in hyphen-separated groups (or all_modules), not a reserved name.","type":"string","allOf":[{"pattern":"^(?:all_modules|[a-z0-9]+(?:-[a-z0-9]+)*)$"},{"not":{"type":"string","pattern":"^(?:prn|aux|nul|con|core|default|lpt[0-9]|com[0-9])$"}}]},"package-name":{"description":"The name of a package: an identifier.","$ref":"#/definitions/identifier"},"feature-name":{"description":"The name of a feature: an identifier.","$ref":"#/definitions/identifier"},"port-version":{"description":"The revision of the package recipe: an integer from 0 to 2147483647.","type":"integer","minimum":0,"maximum":2147483647},"string-or-strings":{"description":"A string, or an array of strings.","type":["string","array"],"items":{"type":"string"}},"license":{"description":"An SPDX license expression (checked in code), or null.","type":["string","null"]},"platform-expression":{"description":"A set of platforms, such as \"windows & !arm\" (checked in code).","type":"string"},"a-version-field":{"description":"Has one of the four version fields.","type":"object","anyOf":[{"required":["version"]},{"required":["version-semver"]},{"required":["version-date"]},{"required":["version-string"]}]},"two-version-fields":{"description":"Has two or more of the four version fields.","type":"object","anyOf":[{"required":["version","version-semver"]},{"required":["version","version-date"]},{"required":["version","version-string"]},{"required":["version-semver","version-date"]},{"required":["version-semver","version-string"]},{"required":["version-date","version-string"]}]},"dependencies":{"description":"The packages needed.","type":"array","items":{"$ref":"#/definitions/dependency"}},"dependency":{"description":"A package name, or an object naming a package.","type":["string","object"],"allOf":[{"pattern":"^(?:all_modules|[a-z0-9]+(?:-[a-z0-9]+)*)$"},{"not":{"type":"string","pattern":"^(?:prn|aux|nul|con|core|default|lpt[0-9]|com[0-9])$"}}],"properties":{"name":{"$ref":"#/definitions/package-name"},"host":{"description":"Whether the dependency is built for the host triplet.","type":"boolean"},"default-features":{"description":"Whether the dependency's default features are enabled.","type":"boolean"},"features":{"description":"The features of the dependency to enable.","type":"array","items":{"$ref":"#/definitions/feature-reference"}},"platform":{"$ref":"#/definitions/platform-expression"},"version>=":{"description":"The minimum version, any text with an optional '#' and port version (checked in code).","type":"string"}},"patternProperties":{"^\\$":{}},"additionalProperties":false,"required":["name"]},"feature-reference":{"description":"A feature name, or an object naming a feature and the platforms it is for.","type":["string","object"],"allOf":[{"pattern":"^(?:all_modules|[a-z0-9]+(?:-[a-z0-9]+)*)$"},{"not":{"type":"string","pattern":"^(?:prn|aux|nul|con|core|default|lpt[0-9]|com[0-9])$"}}],"properties":{"name":{"$ref":"#/definitions/feature-name"},"platform":{"$ref":"#/definitions/platform-expression"}},"patternProperties":{"^\\$":{}},"additionalProperties":false,"required":["name"]},"feature":{"description":"A feature: its description, and what it needs.","type":"object","properties":{"description":{"$ref":"#/definitions/string-or-strings"},"dependencies":{"$ref":"#/definitions/dependencies"},"supports":{"$ref":"#/definitions/platform-expression"},"license":{"$ref":"#/definitions/license"}},"patternProperties":{"^\\$":{}},"additionalProperties":false,"required":["description"]},"override":{"description":"A package and the version it is pinned to (a '#' port-version suffix is checked in code).","type":"object","properties":{"name":{"$ref":"#/definitions/package-name"},"version":{"type":"string"},"version-semver":{"type":"string"},"version-date":{"type":"string"},"version-string":{"type":"string"},"port-version":{"$ref":"#/definitions/port-version"}},"patternProperties":{"^\\$":{}},"additionalProperties":false,"required":["name"],"oneOf":[{"required":["version"]},{"required":["version-semver"]},{"required":["version-date"]},{"required":["version-string"]}]}}};const current_project_validator_schema12 = {"description":"Has two or more of the four version fields.","type":"object","anyOf":[{"required":["version","version-semver"]},{"required":["version","version-date"]},{"required":["version","version-string"]},{"required":["version-semver","version-date"]},{"required":["version-semver","version-string"]},{"required":["version-date","version-string"]}]};const current_project_validator_schema13 = {"description":"Has one of the four version fields.","type":"object","anyOf":[{"required":["version"]},{"required":["version-semver"]},{"required":["version-date"]},{"required":["version-string"]}]};const schema14 = {"description":"Lower-case letters and digits in hyphen-separated groups (or all_modules), not a reserved name.","type":"string","allOf":[{"pattern":"^(?:all_modules|[a-z0-9]+(?:-[a-z0-9]+)*)$"},{"not":{"type":"string","pattern":"^(?:prn|aux|nul|con|core|default|lpt[0-9]|com[0-9])$"}}]};const current_project_validator_schema15 = {"description":"The revision of the package recipe: an integer from 0 to 2147483647.","type":"integer","minimum":0,"maximum":2147483647};const current_project_validator_schema16 = {"description":"A string, or an array of strings.","type":["string","array"],"items":{"type":"string"}};const schema19 = {"description":"An SPDX license expression (checked in code), or null.","type":["string","null"]};const current_project_validator_schema20 = {"description":"A set of platforms, such as \"windows & !arm\" (checked in code).","type":"string"};const current_project_validator_func2 = Object.prototype.hasOwnProperty;const current_project_validator_pattern0 = new RegExp("^\\$", "u");const current_project_validator_pattern1 = new RegExp("^(?:all_modules|[a-z0-9]+(?:-[a-z0-9]+)*)$", "u");const current_project_validator_pattern2 = new RegExp("^(?:prn|aux|nul|con|core|default|lpt[0-9]|com[0-9])$", "u");const current_project_validator_pattern3 = new RegExp("^(?:0|[1-9][0-9]*)(?:\\.(?:0|[1-9][0-9]*))*(?:-(?:0|[1-9][0-9]*|[0-9]*[A-Za-z-][0-9A-Za-z-]*)(?:\\.(?:0|[1-9][0-9]*|[0-9]*[A-Za-z-][0-9A-Za-z-]*))*)?(?:\\+[0-9A-Za-z-]+(?:\\.[0-9A-Za-z-]+)*)?$", "u");const current_project_validator_pattern4 = new RegExp("^(?:0|[1-9][0-9]*)\\.(?:0|[1-9][0-9]*)\\.(?:0|[1-9][0-9]*)(?:-(?:0|[1-9][0-9]*|[0-9]*[A-Za-z-][0-9A-Za-z-]*)(?:\\.(?:0|[1-9][0-9]*|[0-9]*[A-Za-z-][0-9A-Za-z-]*))*)?(?:\\+[0-9A-Za-z-]+(?:\\.[0-9A-Za-z-]+)*)?$", "u");const current_project_validator_pattern5 = new RegExp("^[0-9]{4}-[0-9]{2}-[0-9]{2}(?:\\.(?:0|[1-9][0-9]*))*$", "u");const current_project_validator_pattern6 = new RegExp("^[^#]*$", "u");const current_project_validator_schema21 = {"description":"The packages needed.","type":"array","items":{"$ref":"#/definitions/dependency"}};const current_project_validator_schema22 = {"description":"A package name, or an object naming a package.","type":["string","object"],"allOf":[{"pattern":"^(?:all_modules|[a-z0-9]+(?:-[a-z0-9]+)*)$"},{"not":{"type":"string","pattern":"^(?:prn|aux|nul|con|core|default|lpt[0-9]|com[0-9])$"}}],"properties":{"name":{"$ref":"#/definitions/package-name"},"host":{"description":"Whether the dependency is built for the host triplet.","type":"boolean"},"default-features":{"description":"Whether the dependency's default features are enabled.","type":"boolean"},"features":{"description":"The features of the dependency to enable.","type":"array","items":{"$ref":"#/definitions/feature-reference"}},"platform":{"$ref":"#/definitions/platform-expression"},"version>=":{"description":"The minimum version, any text with an optional '#' and port version (checked in code).","type":"string"}},"patternProperties":{"^\\$":{}},"additionalProperties":false,"required":["name"]};const schema24 = {"description":"A feature name, or an object naming a feature and the platforms it is for.","type":["string","object"],"allOf":[{"pattern":"^(?:all_modules|[a-z0-9]+(?:-[a-z0-9]+)*)$"},{"not":{"type":"string","pattern":"^(?:prn|aux|nul|con|core|default|lpt[0-9]|com[0-9])$"}}],"properties":{"name":{"$ref":"#/definitions/feature-name"},"platform":{"$ref":"#/definitions/platform-expression"}},"patternProperties":{"^\\$":{}},"additionalProperties":false,"required":["name"]};function current_project_validator_validate13(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){let vErrors = null;let errors = 0;if((typeof data !== "string") && (!(data && typeof data == "object" && !Array.isArray(data)))){const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: schema24.type},message:"must be string,object",schema:schema24.type,parentSchema:schema24,data};if(vErrors === null){vErrors = [err0];}else {vErrors.push(err0);}errors++;}if(typeof data === "string"){if(!current_project_validator_pattern1.test(data)){const err1 = {instancePath,schemaPath:"#/allOf/0/pattern",keyword:"pattern",params:{pattern: "^(?:all_modules|[a-z0-9]+(?:-[a-z0-9]+)*)$"},message:"must match pattern \""+"^(?:all_modules|[a-z0-9]+(?:-[a-z0-9]+)*)$"+"\"",schema:"^(?:all_modules|[a-z0-9]+(?:-[a-z0-9]+)*)$",parentSchema:schema24.allOf[0],data};if(vErrors === null){vErrors = [err1];}else {vErrors.push(err1);}errors++;}}const _errs3 = errors;const _errs4 = errors;if(errors === _errs4){if(typeof data === "string"){if(!current_project_validator_pattern2.test(data)){const err2 = {};if(vErrors === null){vErrors = [err2];}else {vErrors.push(err2);}errors++;}}else {const err3 = {};if(vErrors === null){vErrors = [err3];}else {vErrors.push(err3);}errors++;}}var valid1 = _errs4 === errors;if(valid1){const err4 = {instancePath,schemaPath:"#/allOf/1/not",keyword:"not",params:{},message:"must NOT be valid",schema:schema24.allOf[1].not,parentSchema:schema24.allOf[1],data};if(vErrors === null){vErrors = [err4];}else {vErrors.push(err4);}errors++;}else {errors = _errs3;if(vErrors !== null){if(_errs3){vErrors.length = _errs3;}else {vErrors = null;}}}if(data && typeof data == "object" && !Array.isArray(data)){if(data.name === undefined){const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'",schema:schema24.required,parentSchema:schema24,data};if(vErrors === null){vErrors = [err5];}else {vErrors.push(err5);}errors++;}for(const key0 in data){if(!(((key0 === "name") || (key0 === "platform")) || (current_project_validator_pattern0.test(key0)))){const err6 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema24,data};if(vErrors === null){vErrors = [err6];}else {vErrors.push(err6);}errors++;}}if(data.name !== undefined){let data0 = data.name;if(typeof data0 !== "string"){const err7 = {instancePath:instancePath+"/name",schemaPath:"#/definitions/feature-name/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema14.type,parentSchema:schema14,data:data0};if(vErrors === null){vErrors = [err7];}else {vErrors.push(err7);}errors++;}if(typeof data0 === "string"){if(!current_project_validator_pattern1.test(data0)){const err8 = {instancePath:instancePath+"/name",schemaPath:"#/definitions/feature-name/allOf/0/pattern",keyword:"pattern",params:{pattern: "^(?:all_modules|[a-z0-9]+(?:-[a-z0-9]+)*)$"},message:"must match pattern \""+"^(?:all_modules|[a-z0-9]+(?:-[a-z0-9]+)*)$"+"\"",schema:"^(?:all_modules|[a-z0-9]+(?:-[a-z0-9]+)*)$",parentSchema:schema14.allOf[0],data:data0};if(vErrors === null){vErrors = [err8];}else {vErrors.push(err8);}errors++;}}const _errs12 = errors;const _errs13 = errors;if(errors === _errs13){if(typeof data0 === "string"){if(!current_project_validator_pattern2.test(data0)){const err9 = {};if(vErrors === null){vErrors = [err9];}else {vErrors.push(err9);}errors++;}}else {const err10 = {};if(vErrors === null){vErrors = [err10];}else {vErrors.push(err10);}errors++;}}var valid5 = _errs13 === errors;if(valid5){const err11 = {instancePath:instancePath+"/name",schemaPath:"#/definitions/feature-name/allOf/1/not",keyword:"not",params:{},message:"must NOT be valid",schema:schema14.allOf[1].not,parentSchema:schema14.allOf[1],data:data0};if(vErrors === null){vErrors = [err11];}else {vErrors.push(err11);}errors++;}else {errors = _errs12;if(vErrors !== null){if(_errs12){vErrors.length = _errs12;}else {vErrors = null;}}}}if(data.platform !== undefined){let data1 = data.platform;if(typeof data1 !== "string"){const err12 = {instancePath:instancePath+"/platform",schemaPath:"#/definitions/platform-expression/type",keyword:"type",params:{type: "string"},message:"must be string",schema:current_project_validator_schema20.type,parentSchema:current_project_validator_schema20,data:data1};if(vErrors === null){vErrors = [err12];}else {vErrors.push(err12);}errors++;}}}current_project_validator_validate13.errors = vErrors;return errors === 0;}function current_project_validator_validate12(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){let vErrors = null;let errors = 0;if((typeof data !== "string") && (!(data && typeof data == "object" && !Array.isArray(data)))){const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: current_project_validator_schema22.type},message:"must be string,object",schema:current_project_validator_schema22.type,parentSchema:current_project_validator_schema22,data};if(vErrors === null){vErrors = [err0];}else {vErrors.push(err0);}errors++;}if(typeof data === "string"){if(!current_project_validator_pattern1.test(data)){const err1 = {instancePath,schemaPath:"#/allOf/0/pattern",keyword:"pattern",params:{pattern: "^(?:all_modules|[a-z0-9]+(?:-[a-z0-9]+)*)$"},message:"must match pattern \""+"^(?:all_modules|[a-z0-9]+(?:-[a-z0-9]+)*)$"+"\"",schema:"^(?:all_modules|[a-z0-9]+(?:-[a-z0-9]+)*)$",parentSchema:current_project_validator_schema22.allOf[0],data};if(vErrors === null){vErrors = [err1];}else {vErrors.push(err1);}errors++;}}const _errs3 = errors;const _errs4 = errors;if(errors === _errs4){if(typeof data === "string"){if(!current_project_validator_pattern2.test(data)){const err2 = {};if(vErrors === null){vErrors = [err2];}else {vErrors.push(err2);}errors++;}}else {const err3 = {};if(vErrors === null){vErrors = [err3];}else {vErrors.push(err3);}errors++;}}var valid1 = _errs4 === errors;if(valid1){const err4 = {instancePath,schemaPath:"#/allOf/1/not",keyword:"not",params:{},message:"must NOT be valid",schema:current_project_validator_schema22.allOf[1].not,parentSchema:current_project_validator_schema22.allOf[1],data};if(vErrors === null){vErrors = [err4];}else {vErrors.push(err4);}errors++;}else {errors = _errs3;if(vErrors !== null){if(_errs3){vErrors.length = _errs3;}else {vErrors = null;}}}if(data && typeof data == "object" && !Array.isArray(data)){if(data.name === undefined){const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'",schema:current_project_validator_schema22.required,parentSchema:current_project_validator_schema22,data};if(vErrors === null){vErrors = [err5];}else {vErrors.push(err5);}errors++;}for(const key0 in data){if(!(((((((key0 === "name") || (key0 === "host")) || (key0 === "default-features")) || (key0 === "features")) || (key0 === "platform")) || (key0 === "version>=")) || (current_project_validator_pattern0.test(key0)))){const err6 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:current_project_validator_schema22,data};if(vErrors === null){vErrors = [err6];}else {vErrors.push(err6);}errors++;}}if(data.name !== undefined){let data0 = data.name;if(typeof data0 !== "string"){const err7 = {instancePath:instancePath+"/name",schemaPath:"#/definitions/package-name/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema14.type,parentSchema:schema14,data:data0};if(vErrors === null){vErrors = [err7];}else {vErrors.push(err7);}errors++;}if(typeof data0 === "string"){if(!current_project_validator_pattern1.test(data0)){const err8 = {instancePath:instancePath+"/name",schemaPath:"#/definitions/package-name/allOf/0/pattern",keyword:"pattern",params:{pattern: "^(?:all_modules|[a-z0-9]+(?:-[a-z0-9]+)*)$"},message:"must match pattern \""+"^(?:all_modules|[a-z0-9]+(?:-[a-z0-9]+)*)$"+"\"",schema:"^(?:all_modules|[a-z0-9]+(?:-[a-z0-9]+)*)$",parentSchema:schema14.allOf[0],data:data0};if(vErrors === null){vErrors = [err8];}else {vErrors.push(err8);}errors++;}}const _errs12 = errors;const _errs13 = errors;if(errors === _errs13){if(typeof data0 === "string"){if(!current_project_validator_pattern2.test(data0)){const err9 = {};if(vErrors === null){vErrors = [err9];}else {vErrors.push(err9);}errors++;}}else {const err10 = {};if(vErrors === null){vErrors = [err10];}else {vErrors.push(err10);}errors++;}}var valid5 = _errs13 === errors;if(valid5){const err11 = {instancePath:instancePath+"/name",schemaPath:"#/definitions/package-name/allOf/1/not",keyword:"not",params:{},message:"must NOT be valid",schema:schema14.allOf[1].not,parentSchema:schema14.allOf[1],data:data0};if(vErrors === null){vErrors = [err11];}else {vErrors.push(err11);}errors++;}else {errors = _errs12;if(vErrors !== null){if(_errs12){vErrors.length = _errs12;}else {vErrors = null;}}}}if(data.host !== undefined){let data1 = data.host;if(typeof data1 !== "boolean"){const err12 = {instancePath:instancePath+"/host",schemaPath:"#/properties/host/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:current_project_validator_schema22.properties.host.type,parentSchema:current_project_validator_schema22.properties.host,data:data1};if(vErrors === null){vErrors = [err12];}else {vErrors.push(err12);}errors++;}}if(data["default-features"] !== undefined){let data2 = data["default-features"];if(typeof data2 !== "boolean"){const err13 = {instancePath:instancePath+"/default-features",schemaPath:"#/properties/default-features/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:current_project_validator_schema22.properties["default-features"].type,parentSchema:current_project_validator_schema22.properties["default-features"],data:data2};if(vErrors === null){vErrors = [err13];}else {vErrors.push(err13);}errors++;}}if(data.features !== undefined){let data3 = data.features;if(Array.isArray(data3)){const len0 = data3.length;for(let i0=0; i0<len0; i0++){if(!(current_project_validator_validate13(data3[i0], {instancePath:instancePath+"/features/" + i0,parentData:data3,parentDataProperty:i0,rootData}))){{if (vErrors === null) vErrors = current_project_validator_validate13.errors; else for (const e$ of current_project_validator_validate13.errors) vErrors.push(e$);}errors = vErrors.length;}}}else {const err14 = {instancePath:instancePath+"/features",schemaPath:"#/properties/features/type",keyword:"type",params:{type: "array"},message:"must be array",schema:current_project_validator_schema22.properties.features.type,parentSchema:current_project_validator_schema22.properties.features,data:data3};if(vErrors === null){vErrors = [err14];}else {vErrors.push(err14);}errors++;}}if(data.platform !== undefined){let data5 = data.platform;if(typeof data5 !== "string"){const err15 = {instancePath:instancePath+"/platform",schemaPath:"#/definitions/platform-expression/type",keyword:"type",params:{type: "string"},message:"must be string",schema:current_project_validator_schema20.type,parentSchema:current_project_validator_schema20,data:data5};if(vErrors === null){vErrors = [err15];}else {vErrors.push(err15);}errors++;}}if(data["version>="] !== undefined){let data6 = data["version>="];if(typeof data6 !== "string"){const err16 = {instancePath:instancePath+"/version>=",schemaPath:"#/properties/version%3E%3D/type",keyword:"type",params:{type: "string"},message:"must be string",schema:current_project_validator_schema22.properties["version>="].type,parentSchema:current_project_validator_schema22.properties["version>="],data:data6};if(vErrors === null){vErrors = [err16];}else {vErrors.push(err16);}errors++;}}}current_project_validator_validate12.errors = vErrors;return errors === 0;}function current_project_validator_validate11(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){let vErrors = null;let errors = 0;if(Array.isArray(data)){const len0 = data.length;for(let i0=0; i0<len0; i0++){if(!(current_project_validator_validate12(data[i0], {instancePath:instancePath+"/" + i0,parentData:data,parentDataProperty:i0,rootData}))){{if (vErrors === null) vErrors = current_project_validator_validate12.errors; else for (const e$ of current_project_validator_validate12.errors) vErrors.push(e$);}errors = vErrors.length;}}}else {const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array",schema:current_project_validator_schema21.type,parentSchema:current_project_validator_schema21,data};if(vErrors === null){vErrors = [err0];}else {vErrors.push(err0);}errors++;}current_project_validator_validate11.errors = vErrors;return errors === 0;}const schema28 = {"description":"A feature: its description, and what it needs.","type":"object","properties":{"description":{"$ref":"#/definitions/string-or-strings"},"dependencies":{"$ref":"#/definitions/dependencies"},"supports":{"$ref":"#/definitions/platform-expression"},"license":{"$ref":"#/definitions/license"}},"patternProperties":{"^\\$":{}},"additionalProperties":false,"required":["description"]};function current_project_validator_validate18(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){let vErrors = null;let errors = 0;if(data && typeof data == "object" && !Array.isArray(data)){if(data.description === undefined){const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "description"},message:"must have required property '"+"description"+"'",schema:schema28.required,parentSchema:schema28,data};if(vErrors === null){vErrors = [err0];}else {vErrors.push(err0);}errors++;}for(const key0 in data){if(!(((((key0 === "description") || (key0 === "dependencies")) || (key0 === "supports")) || (key0 === "license")) || (current_project_validator_pattern0.test(key0)))){const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema28,data};if(vErrors === null){vErrors = [err1];}else {vErrors.push(err1);}errors++;}}if(data.description !== undefined){let data0 = data.description;if((typeof data0 !== "string") && (!(Array.isArray(data0)))){const err2 = {instancePath:instancePath+"/description",schemaPath:"#/definitions/string-or-strings/type",keyword:"type",params:{type: current_project_validator_schema16.type},message:"must be string,array",schema:current_project_validator_schema16.type,parentSchema:current_project_validator_schema16,data:data0};if(vErrors === null){vErrors = [err2];}else {vErrors.push(err2);}errors++;}if(Array.isArray(data0)){const len0 = data0.length;for(let i0=0; i0<len0; i0++){let data1 = data0[i0];if(typeof data1 !== "string"){const err3 = {instancePath:instancePath+"/description/" + i0,schemaPath:"#/definitions/string-or-strings/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:current_project_validator_schema16.items.type,parentSchema:current_project_validator_schema16.items,data:data1};if(vErrors === null){vErrors = [err3];}else {vErrors.push(err3);}errors++;}}}}if(data.dependencies !== undefined){if(!(current_project_validator_validate11(data.dependencies, {instancePath:instancePath+"/dependencies",parentData:data,parentDataProperty:"dependencies",rootData}))){{if (vErrors === null) vErrors = current_project_validator_validate11.errors; else for (const e$ of current_project_validator_validate11.errors) vErrors.push(e$);}errors = vErrors.length;}}if(data.supports !== undefined){let data3 = data.supports;if(typeof data3 !== "string"){const err4 = {instancePath:instancePath+"/supports",schemaPath:"#/definitions/platform-expression/type",keyword:"type",params:{type: "string"},message:"must be string",schema:current_project_validator_schema20.type,parentSchema:current_project_validator_schema20,data:data3};if(vErrors === null){vErrors = [err4];}else {vErrors.push(err4);}errors++;}}if(data.license !== undefined){let data4 = data.license;if((typeof data4 !== "string") && (data4 !== null)){const err5 = {instancePath:instancePath+"/license",schemaPath:"#/definitions/license/type",keyword:"type",params:{type: schema19.type},message:"must be string,null",schema:schema19.type,parentSchema:schema19,data:data4};if(vErrors === null){vErrors = [err5];}else {vErrors.push(err5);}errors++;}}}else {const err6 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema28.type,parentSchema:schema28,data};if(vErrors === null){vErrors = [err6];}else {vErrors.push(err6);}errors++;}current_project_validator_validate18.errors = vErrors;return errors === 0;}const schema32 = {"description":"A package and the version it is pinned to (a '#' port-version suffix is checked in code).","type":"object","properties":{"name":{"$ref":"#/definitions/package-name"},"version":{"type":"string"},"version-semver":{"type":"string"},"version-date":{"type":"string"},"version-string":{"type":"string"},"port-version":{"$ref":"#/definitions/port-version"}},"patternProperties":{"^\\$":{}},"additionalProperties":false,"required":["name"],"oneOf":[{"required":["version"]},{"required":["version-semver"]},{"required":["version-date"]},{"required":["version-string"]}]};function current_project_validator_validate21(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){let vErrors = null;let errors = 0;const _errs1 = errors;let valid0 = false;let passing0 = null;const _errs2 = errors;if(data && typeof data == "object" && !Array.isArray(data)){if(data.version === undefined){const err0 = {instancePath,schemaPath:"#/oneOf/0/required",keyword:"required",params:{missingProperty: "version"},message:"must have required property '"+"version"+"'",schema:schema32.oneOf[0].required,parentSchema:schema32.oneOf[0],data};if(vErrors === null){vErrors = [err0];}else {vErrors.push(err0);}errors++;}}var _valid0 = _errs2 === errors;if(_valid0){valid0 = true;passing0 = 0;}const _errs3 = errors;if(data && typeof data == "object" && !Array.isArray(data)){if(data["version-semver"] === undefined){const err1 = {instancePath,schemaPath:"#/oneOf/1/required",keyword:"required",params:{missingProperty: "version-semver"},message:"must have required property '"+"version-semver"+"'",schema:schema32.oneOf[1].required,parentSchema:schema32.oneOf[1],data};if(vErrors === null){vErrors = [err1];}else {vErrors.push(err1);}errors++;}}var _valid0 = _errs3 === errors;if(_valid0 && valid0){valid0 = false;passing0 = [passing0, 1];}else {if(_valid0){valid0 = true;passing0 = 1;}const _errs4 = errors;if(data && typeof data == "object" && !Array.isArray(data)){if(data["version-date"] === undefined){const err2 = {instancePath,schemaPath:"#/oneOf/2/required",keyword:"required",params:{missingProperty: "version-date"},message:"must have required property '"+"version-date"+"'",schema:schema32.oneOf[2].required,parentSchema:schema32.oneOf[2],data};if(vErrors === null){vErrors = [err2];}else {vErrors.push(err2);}errors++;}}var _valid0 = _errs4 === errors;if(_valid0 && valid0){valid0 = false;passing0 = [passing0, 2];}else {if(_valid0){valid0 = true;passing0 = 2;}const _errs5 = errors;if(data && typeof data == "object" && !Array.isArray(data)){if(data["version-string"] === undefined){const err3 = {instancePath,schemaPath:"#/oneOf/3/required",keyword:"required",params:{missingProperty: "version-string"},message:"must have required property '"+"version-string"+"'",schema:schema32.oneOf[3].required,parentSchema:schema32.oneOf[3],data};if(vErrors === null){vErrors = [err3];}else {vErrors.push(err3);}errors++;}}var _valid0 = _errs5 === errors;if(_valid0 && valid0){valid0 = false;passing0 = [passing0, 3];}else {if(_valid0){valid0 = true;passing0 = 3;}}}}if(!valid0){const err4 = {instancePath,schemaPath:"#/oneOf",keyword:"oneOf",params:{passingSchemas: passing0},message:"must match exactly one schema in oneOf",schema:schema32.oneOf,parentSchema:schema32,data};if(vErrors === null){vErrors = [err4];}else {vErrors.push(err4);}errors++;}else {errors = _errs1;if(vErrors !== null){if(_errs1){vErrors.length = _errs1;}else {vErrors = null;}}}if(data && typeof data == "object" && !Array.isArray(data)){if(data.name === undefined){const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'",schema:schema32.required,parentSchema:schema32,data};if(vErrors === null){vErrors = [err5];}else {vErrors.push(err5);}errors++;}for(const key0 in data){if(!(((((((key0 === "name") || (key0 === "version")) || (key0 === "version-semver")) || (key0 === "version-date")) || (key0 === "version-string")) || (key0 === "port-version")) || (current_project_validator_pattern0.test(key0)))){const err6 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema32,data};if(vErrors === null){vErrors = [err6];}else {vErrors.push(err6);}errors++;}}if(data.name !== undefined){let data0 = data.name;if(typeof data0 !== "string"){const err7 = {instancePath:instancePath+"/name",schemaPath:"#/definitions/package-name/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema14.type,parentSchema:schema14,data:data0};if(vErrors === null){vErrors = [err7];}else {vErrors.push(err7);}errors++;}if(typeof data0 === "string"){if(!current_project_validator_pattern1.test(data0)){const err8 = {instancePath:instancePath+"/name",schemaPath:"#/definitions/package-name/allOf/0/pattern",keyword:"pattern",params:{pattern: "^(?:all_modules|[a-z0-9]+(?:-[a-z0-9]+)*)$"},message:"must match pattern \""+"^(?:all_modules|[a-z0-9]+(?:-[a-z0-9]+)*)$"+"\"",schema:"^(?:all_modules|[a-z0-9]+(?:-[a-z0-9]+)*)$",parentSchema:schema14.allOf[0],data:data0};if(vErrors === null){vErrors = [err8];}else {vErrors.push(err8);}errors++;}}const _errs12 = errors;const _errs13 = errors;if(errors === _errs13){if(typeof data0 === "string"){if(!current_project_validator_pattern2.test(data0)){const err9 = {};if(vErrors === null){vErrors = [err9];}else {vErrors.push(err9);}errors++;}}else {const err10 = {};if(vErrors === null){vErrors = [err10];}else {vErrors.push(err10);}errors++;}}var valid4 = _errs13 === errors;if(valid4){const err11 = {instancePath:instancePath+"/name",schemaPath:"#/definitions/package-name/allOf/1/not",keyword:"not",params:{},message:"must NOT be valid",schema:schema14.allOf[1].not,parentSchema:schema14.allOf[1],data:data0};if(vErrors === null){vErrors = [err11];}else {vErrors.push(err11);}errors++;}else {errors = _errs12;if(vErrors !== null){if(_errs12){vErrors.length = _errs12;}else {vErrors = null;}}}}if(data.version !== undefined){let data1 = data.version;if(typeof data1 !== "string"){const err12 = {instancePath:instancePath+"/version",schemaPath:"#/properties/version/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema32.properties.version.type,parentSchema:schema32.properties.version,data:data1};if(vErrors === null){vErrors = [err12];}else {vErrors.push(err12);}errors++;}}if(data["version-semver"] !== undefined){let data2 = data["version-semver"];if(typeof data2 !== "string"){const err13 = {instancePath:instancePath+"/version-semver",schemaPath:"#/properties/version-semver/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema32.properties["version-semver"].type,parentSchema:schema32.properties["version-semver"],data:data2};if(vErrors === null){vErrors = [err13];}else {vErrors.push(err13);}errors++;}}if(data["version-date"] !== undefined){let data3 = data["version-date"];if(typeof data3 !== "string"){const err14 = {instancePath:instancePath+"/version-date",schemaPath:"#/properties/version-date/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema32.properties["version-date"].type,parentSchema:schema32.properties["version-date"],data:data3};if(vErrors === null){vErrors = [err14];}else {vErrors.push(err14);}errors++;}}if(data["version-string"] !== undefined){let data4 = data["version-string"];if(typeof data4 !== "string"){const err15 = {instancePath:instancePath+"/version-string",schemaPath:"#/properties/version-string/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema32.properties["version-string"].type,parentSchema:schema32.properties["version-string"],data:data4};if(vErrors === null){vErrors = [err15];}else {vErrors.push(err15);}errors++;}}if(data["port-version"] !== undefined){let data5 = data["port-version"];if(!(((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5))) && (isFinite(data5)))){const err16 = {instancePath:instancePath+"/port-version",schemaPath:"#/definitions/port-version/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:current_project_validator_schema15.type,parentSchema:current_project_validator_schema15,data:data5};if(vErrors === null){vErrors = [err16];}else {vErrors.push(err16);}errors++;}if((typeof data5 == "number") && (isFinite(data5))){if(data5 > 2147483647 || isNaN(data5)){const err17 = {instancePath:instancePath+"/port-version",schemaPath:"#/definitions/port-version/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647",schema:2147483647,parentSchema:current_project_validator_schema15,data:data5};if(vErrors === null){vErrors = [err17];}else {vErrors.push(err17);}errors++;}if(data5 < 0 || isNaN(data5)){const err18 = {instancePath:instancePath+"/port-version",schemaPath:"#/definitions/port-version/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:current_project_validator_schema15,data:data5};if(vErrors === null){vErrors = [err18];}else {vErrors.push(err18);}errors++;}}}}else {const err19 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema32.type,parentSchema:schema32,data};if(vErrors === null){vErrors = [err19];}else {vErrors.push(err19);}errors++;}current_project_validator_validate21.errors = vErrors;return errors === 0;}function current_project_validator_validate10(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){let vErrors = null;let errors = 0;const _errs2 = errors;const _errs3 = errors;if(!(data && typeof data == "object" && !Array.isArray(data))){const err0 = {};if(vErrors === null){vErrors = [err0];}else {vErrors.push(err0);}errors++;}const _errs6 = errors;let valid3 = false;const _errs7 = errors;if(data && typeof data == "object" && !Array.isArray(data)){let missing0;if(((data.version === undefined) && (missing0 = "version")) || ((data["version-semver"] === undefined) && (missing0 = "version-semver"))){const err1 = {};if(vErrors === null){vErrors = [err1];}else {vErrors.push(err1);}errors++;}}var _valid0 = _errs7 === errors;valid3 = valid3 || _valid0;if(!valid3){const _errs8 = errors;if(data && typeof data == "object" && !Array.isArray(data)){let missing1;if(((data.version === undefined) && (missing1 = "version")) || ((data["version-date"] === undefined) && (missing1 = "version-date"))){const err2 = {};if(vErrors === null){vErrors = [err2];}else {vErrors.push(err2);}errors++;}}var _valid0 = _errs8 === errors;valid3 = valid3 || _valid0;if(!valid3){const _errs9 = errors;if(data && typeof data == "object" && !Array.isArray(data)){let missing2;if(((data.version === undefined) && (missing2 = "version")) || ((data["version-string"] === undefined) && (missing2 = "version-string"))){const err3 = {};if(vErrors === null){vErrors = [err3];}else {vErrors.push(err3);}errors++;}}var _valid0 = _errs9 === errors;valid3 = valid3 || _valid0;if(!valid3){const _errs10 = errors;if(data && typeof data == "object" && !Array.isArray(data)){let missing3;if(((data["version-semver"] === undefined) && (missing3 = "version-semver")) || ((data["version-date"] === undefined) && (missing3 = "version-date"))){const err4 = {};if(vErrors === null){vErrors = [err4];}else {vErrors.push(err4);}errors++;}}var _valid0 = _errs10 === errors;valid3 = valid3 || _valid0;if(!valid3){const _errs11 = errors;if(data && typeof data == "object" && !Array.isArray(data)){let missing4;if(((data["version-semver"] === undefined) && (missing4 = "version-semver")) || ((data["version-string"] === undefined) && (missing4 = "version-string"))){const err5 = {};if(vErrors === null){vErrors = [err5];}else {vErrors.push(err5);}errors++;}}var _valid0 = _errs11 === errors;valid3 = valid3 || _valid0;if(!valid3){const _errs12 = errors;if(data && typeof data == "object" && !Array.isArray(data)){let missing5;if(((data["version-date"] === undefined) && (missing5 = "version-date")) || ((data["version-string"] === undefined) && (missing5 = "version-string"))){const err6 = {};if(vErrors === null){vErrors = [err6];}else {vErrors.push(err6);}errors++;}}var _valid0 = _errs12 === errors;valid3 = valid3 || _valid0;}}}}}if(!valid3){const err7 = {};if(vErrors === null){vErrors = [err7];}else {vErrors.push(err7);}errors++;}else {errors = _errs6;if(vErrors !== null){if(_errs6){vErrors.length = _errs6;}else {vErrors = null;}}}var valid1 = _errs3 === errors;if(valid1){const err8 = {instancePath,schemaPath:"#/allOf/0/not",keyword:"not",params:{},message:"must NOT be valid",schema:current_project_validator_schema11.allOf[0].not,parentSchema:current_project_validator_schema11.allOf[0],data};if(vErrors === null){vErrors = [err8];}else {vErrors.push(err8);}errors++;}else {errors = _errs2;if(vErrors !== null){if(_errs2){vErrors.length = _errs2;}else {vErrors = null;}}}const _errs14 = errors;const _errs15 = errors;if(data && typeof data == "object" && !Array.isArray(data)){let missing6;if(((data.configuration === undefined) && (missing6 = "configuration")) || ((data["vcpkg-configuration"] === undefined) && (missing6 = "vcpkg-configuration"))){const err9 = {};if(vErrors === null){vErrors = [err9];}else {vErrors.push(err9);}errors++;}}var valid4 = _errs15 === errors;if(valid4){const err10 = {instancePath,schemaPath:"#/allOf/1/not",keyword:"not",params:{},message:"must NOT be valid",schema:current_project_validator_schema11.allOf[1].not,parentSchema:current_project_validator_schema11.allOf[1],data};if(vErrors === null){vErrors = [err10];}else {vErrors.push(err10);}errors++;}else {errors = _errs14;if(vErrors !== null){if(_errs14){vErrors.length = _errs14;}else {vErrors = null;}}}if(data && typeof data == "object" && !Array.isArray(data)){for(const key0 in data){if(!((current_project_validator_func2.call(current_project_validator_schema11.properties, key0)) || (current_project_validator_pattern0.test(key0)))){const err11 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:current_project_validator_schema11,data};if(vErrors === null){vErrors = [err11];}else {vErrors.push(err11);}errors++;}}if(data["port-version"] !== undefined){if(!(data && typeof data == "object" && !Array.isArray(data))){const err12 = {instancePath,schemaPath:"#/definitions/a-version-field/type",keyword:"type",params:{type: "object"},message:"must be object",schema:current_project_validator_schema13.type,parentSchema:current_project_validator_schema13,data};if(vErrors === null){vErrors = [err12];}else {vErrors.push(err12);}errors++;}const _errs20 = errors;let valid7 = false;const _errs21 = errors;if(data && typeof data == "object" && !Array.isArray(data)){if(data.version === undefined){const err13 = {instancePath,schemaPath:"#/definitions/a-version-field/anyOf/0/required",keyword:"required",params:{missingProperty: "version"},message:"must have required property '"+"version"+"'",schema:current_project_validator_schema13.anyOf[0].required,parentSchema:current_project_validator_schema13.anyOf[0],data};if(vErrors === null){vErrors = [err13];}else {vErrors.push(err13);}errors++;}}var _valid1 = _errs21 === errors;valid7 = valid7 || _valid1;if(!valid7){const _errs22 = errors;if(data && typeof data == "object" && !Array.isArray(data)){if(data["version-semver"] === undefined){const err14 = {instancePath,schemaPath:"#/definitions/a-version-field/anyOf/1/required",keyword:"required",params:{missingProperty: "version-semver"},message:"must have required property '"+"version-semver"+"'",schema:current_project_validator_schema13.anyOf[1].required,parentSchema:current_project_validator_schema13.anyOf[1],data};if(vErrors === null){vErrors = [err14];}else {vErrors.push(err14);}errors++;}}var _valid1 = _errs22 === errors;valid7 = valid7 || _valid1;if(!valid7){const _errs23 = errors;if(data && typeof data == "object" && !Array.isArray(data)){if(data["version-date"] === undefined){const err15 = {instancePath,schemaPath:"#/definitions/a-version-field/anyOf/2/required",keyword:"required",params:{missingProperty: "version-date"},message:"must have required property '"+"version-date"+"'",schema:current_project_validator_schema13.anyOf[2].required,parentSchema:current_project_validator_schema13.anyOf[2],data};if(vErrors === null){vErrors = [err15];}else {vErrors.push(err15);}errors++;}}var _valid1 = _errs23 === errors;valid7 = valid7 || _valid1;if(!valid7){const _errs24 = errors;if(data && typeof data == "object" && !Array.isArray(data)){if(data["version-string"] === undefined){const err16 = {instancePath,schemaPath:"#/definitions/a-version-field/anyOf/3/required",keyword:"required",params:{missingProperty: "version-string"},message:"must have required property '"+"version-string"+"'",schema:current_project_validator_schema13.anyOf[3].required,parentSchema:current_project_validator_schema13.anyOf[3],data};if(vErrors === null){vErrors = [err16];}else {vErrors.push(err16);}errors++;}}var _valid1 = _errs24 === errors;valid7 = valid7 || _valid1;}}}if(!valid7){const err17 = {instancePath,schemaPath:"#/definitions/a-version-field/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:current_project_validator_schema13.anyOf,parentSchema:current_project_validator_schema13,data};if(vErrors === null){vErrors = [err17];}else {vErrors.push(err17);}errors++;}else {errors = _errs20;if(vErrors !== null){if(_errs20){vErrors.length = _errs20;}else {vErrors = null;}}}}if(data.name !== undefined){let data0 = data.name;if(typeof data0 !== "string"){const err18 = {instancePath:instancePath+"/name",schemaPath:"#/definitions/package-name/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema14.type,parentSchema:schema14,data:data0};if(vErrors === null){vErrors = [err18];}else {vErrors.push(err18);}errors++;}if(typeof data0 === "string"){if(!current_project_validator_pattern1.test(data0)){const err19 = {instancePath:instancePath+"/name",schemaPath:"#/definitions/package-name/allOf/0/pattern",keyword:"pattern",params:{pattern: "^(?:all_modules|[a-z0-9]+(?:-[a-z0-9]+)*)$"},message:"must match pattern \""+"^(?:all_modules|[a-z0-9]+(?:-[a-z0-9]+)*)$"+"\"",schema:"^(?:all_modules|[a-z0-9]+(?:-[a-z0-9]+)*)$",parentSchema:schema14.allOf[0],data:data0};if(vErrors === null){vErrors = [err19];}else {vErrors.push(err19);}errors++;}}const _errs30 = errors;const _errs31 = errors;if(errors === _errs31){if(typeof data0 === "string"){if(!current_project_validator_pattern2.test(data0)){const err20 = {};if(vErrors === null){vErrors = [err20];}else {vErrors.push(err20);}errors++;}}else {const err21 = {};if(vErrors === null){vErrors = [err21];}else {vErrors.push(err21);}errors++;}}var valid11 = _errs31 === errors;if(valid11){const err22 = {instancePath:instancePath+"/name",schemaPath:"#/definitions/package-name/allOf/1/not",keyword:"not",params:{},message:"must NOT be valid",schema:schema14.allOf[1].not,parentSchema:schema14.allOf[1],data:data0};if(vErrors === null){vErrors = [err22];}else {vErrors.push(err22);}errors++;}else {errors = _errs30;if(vErrors !== null){if(_errs30){vErrors.length = _errs30;}else {vErrors = null;}}}}if(data.version !== undefined){let data1 = data.version;if(typeof data1 === "string"){if(!current_project_validator_pattern3.test(data1)){const err23 = {instancePath:instancePath+"/version",schemaPath:"#/properties/version/pattern",keyword:"pattern",params:{pattern: "^(?:0|[1-9][0-9]*)(?:\\.(?:0|[1-9][0-9]*))*(?:-(?:0|[1-9][0-9]*|[0-9]*[A-Za-z-][0-9A-Za-z-]*)(?:\\.(?:0|[1-9][0-9]*|[0-9]*[A-Za-z-][0-9A-Za-z-]*))*)?(?:\\+[0-9A-Za-z-]+(?:\\.[0-9A-Za-z-]+)*)?$"},message:"must match pattern \""+"^(?:0|[1-9][0-9]*)(?:\\.(?:0|[1-9][0-9]*))*(?:-(?:0|[1-9][0-9]*|[0-9]*[A-Za-z-][0-9A-Za-z-]*)(?:\\.(?:0|[1-9][0-9]*|[0-9]*[A-Za-z-][0-9A-Za-z-]*))*)?(?:\\+[0-9A-Za-z-]+(?:\\.[0-9A-Za-z-]+)*)?$"+"\"",schema:"^(?:0|[1-9][0-9]*)(?:\\.(?:0|[1-9][0-9]*))*(?:-(?:0|[1-9][0-9]*|[0-9]*[A-Za-z-][0-9A-Za-z-]*)(?:\\.(?:0|[1-9][0-9]*|[0-9]*[A-Za-z-][0-9A-Za-z-]*))*)?(?:\\+[0-9A-Za-z-]+(?:\\.[0-9A-Za-z-]+)*)?$",parentSchema:current_project_validator_schema11.properties.version,data:data1};if(vErrors === null){vErrors = [err23];}else {vErrors.push(err23);}errors++;}}else {const err24 = {instancePath:instancePath+"/version",schemaPath:"#/properties/version/type",keyword:"type",params:{type: "string"},message:"must be string",schema:current_project_validator_schema11.properties.version.type,parentSchema:current_project_validator_schema11.properties.version,data:data1};if(vErrors === null){vErrors = [err24];}else {vErrors.push(err24);}errors++;}}if(data["version-semver"] !== undefined){let data2 = data["version-semver"];if(typeof data2 === "string"){if(!current_project_validator_pattern4.test(data2)){const err25 = {instancePath:instancePath+"/version-semver",schemaPath:"#/properties/version-semver/pattern",keyword:"pattern",params:{pattern: "^(?:0|[1-9][0-9]*)\\.(?:0|[1-9][0-9]*)\\.(?:0|[1-9][0-9]*)(?:-(?:0|[1-9][0-9]*|[0-9]*[A-Za-z-][0-9A-Za-z-]*)(?:\\.(?:0|[1-9][0-9]*|[0-9]*[A-Za-z-][0-9A-Za-z-]*))*)?(?:\\+[0-9A-Za-z-]+(?:\\.[0-9A-Za-z-]+)*)?$"},message:"must match pattern \""+"^(?:0|[1-9][0-9]*)\\.(?:0|[1-9][0-9]*)\\.(?:0|[1-9][0-9]*)(?:-(?:0|[1-9][0-9]*|[0-9]*[A-Za-z-][0-9A-Za-z-]*)(?:\\.(?:0|[1-9][0-9]*|[0-9]*[A-Za-z-][0-9A-Za-z-]*))*)?(?:\\+[0-9A-Za-z-]+(?:\\.[0-9A-Za-z-]+)*)?$"+"\"",schema:"^(?:0|[1-9][0-9]*)\\.(?:0|[1-9][0-9]*)\\.(?:0|[1-9][0-9]*)(?:-(?:0|[1-9][0-9]*|[0-9]*[A-Za-z-][0-9A-Za-z-]*)(?:\\.(?:0|[1-9][0-9]*|[0-9]*[A-Za-z-][0-9A-Za-z-]*))*)?(?:\\+[0-9A-Za-z-]+(?:\\.[0-9A-Za-z-]+)*)?$",parentSchema:current_project_validator_schema11.properties["version-semver"],data:data2};if(vErrors === null){vErrors = [err25];}else {vErrors.push(err25);}errors++;}}else {const err26 = {instancePath:instancePath+"/version-semver",schemaPath:"#/properties/version-semver/type",keyword:"type",params:{type: "string"},message:"must be string",schema:current_project_validator_schema11.properties["version-semver"].type,parentSchema:current_project_validator_schema11.properties["version-semver"],data:data2};if(vErrors === null){vErrors = [err26];}else {vErrors.push(err26);}errors++;}}if(data["version-date"] !== undefined){let data3 = data["version-date"];if(typeof data3 === "string"){if(!current_project_validator_pattern5.test(data3)){const err27 = {instancePath:instancePath+"/version-date",schemaPath:"#/properties/version-date/pattern",keyword:"pattern",params:{pattern: "^[0-9]{4}-[0-9]{2}-[0-9]{2}(?:\\.(?:0|[1-9][0-9]*))*$"},message:"must match pattern \""+"^[0-9]{4}-[0-9]{2}-[0-9]{2}(?:\\.(?:0|[1-9][0-9]*))*$"+"\"",schema:"^[0-9]{4}-[0-9]{2}-[0-9]{2}(?:\\.(?:0|[1-9][0-9]*))*$",parentSchema:current_project_validator_schema11.properties["version-date"],data:data3};if(vErrors === null){vErrors = [err27];}else {vErrors.push(err27);}errors++;}}else {const err28 = {instancePath:instancePath+"/version-date",schemaPath:"#/properties/version-date/type",keyword:"type",params:{type: "string"},message:"must be string",schema:current_project_validator_schema11.properties["version-date"].type,parentSchema:current_project_validator_schema11.properties["version-date"],data:data3};if(vErrors === null){vErrors = [err28];}else {vErrors.push(err28);}errors++;}}if(data["version-string"] !== undefined){let data4 = data["version-string"];if(typeof data4 === "string"){if(!current_project_validator_pattern6.test(data4)){const err29 = {instancePath:instancePath+"/version-string",schemaPath:"#/properties/version-string/pattern",keyword:"pattern",params:{pattern: "^[^#]*$"},message:"must match pattern \""+"^[^#]*$"+"\"",schema:"^[^#]*$",parentSchema:current_project_validator_schema11.properties["version-string"],data:data4};if(vErrors === null){vErrors = [err29];}else {vErrors.push(err29);}errors++;}}else {const err30 = {instancePath:instancePath+"/version-string",schemaPath:"#/properties/version-string/type",keyword:"type",params:{type: "string"},message:"must be string",schema:current_project_validator_schema11.properties["version-string"].type,parentSchema:current_project_validator_schema11.properties["version-string"],data:data4};if(vErrors === null){vErrors = [err30];}else {vErrors.push(err30);}errors++;}}if(data["port-version"] !== undefined){let data5 = data["port-version"];if(!(((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5))) && (isFinite(data5)))){const err31 = {instancePath:instancePath+"/port-version",schemaPath:"#/definitions/port-version/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:current_project_validator_schema15.type,parentSchema:current_project_validator_schema15,data:data5};if(vErrors === null){vErrors = [err31];}else {vErrors.push(err31);}errors++;}if((typeof data5 == "number") && (isFinite(data5))){if(data5 > 2147483647 || isNaN(data5)){const err32 = {instancePath:instancePath+"/port-version",schemaPath:"#/definitions/port-version/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647",schema:2147483647,parentSchema:current_project_validator_schema15,data:data5};if(vErrors === null){vErrors = [err32];}else {vErrors.push(err32);}errors++;}if(data5 < 0 || isNaN(data5)){const err33 = {instancePath:instancePath+"/port-version",schemaPath:"#/definitions/port-version/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:current_project_validator_schema15,data:data5};if(vErrors === null){vErrors = [err33];}else {vErrors.push(err33);}errors++;}}}if(data["builtin-baseline"] !== undefined){let data6 = data["builtin-baseline"];if(typeof data6 !== "string"){const err34 = {instancePath:instancePath+"/builtin-baseline",schemaPath:"#/properties/builtin-baseline/type",keyword:"type",params:{type: "string"},message:"must be string",schema:current_project_validator_schema11.properties["builtin-baseline"].type,parentSchema:current_project_validator_schema11.properties["builtin-baseline"],data:data6};if(vErrors === null){vErrors = [err34];}else {vErrors.push(err34);}errors++;}}if(data.maintainers !== undefined){let data7 = data.maintainers;if((typeof data7 !== "string") && (!(Array.isArray(data7)))){const err35 = {instancePath:instancePath+"/maintainers",schemaPath:"#/definitions/string-or-strings/type",keyword:"type",params:{type: current_project_validator_schema16.type},message:"must be string,array",schema:current_project_validator_schema16.type,parentSchema:current_project_validator_schema16,data:data7};if(vErrors === null){vErrors = [err35];}else {vErrors.push(err35);}errors++;}if(Array.isArray(data7)){const len0 = data7.length;for(let i0=0; i0<len0; i0++){let data8 = data7[i0];if(typeof data8 !== "string"){const err36 = {instancePath:instancePath+"/maintainers/" + i0,schemaPath:"#/definitions/string-or-strings/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:current_project_validator_schema16.items.type,parentSchema:current_project_validator_schema16.items,data:data8};if(vErrors === null){vErrors = [err36];}else {vErrors.push(err36);}errors++;}}}}if(data.summary !== undefined){let data9 = data.summary;if((typeof data9 !== "string") && (!(Array.isArray(data9)))){const err37 = {instancePath:instancePath+"/summary",schemaPath:"#/definitions/string-or-strings/type",keyword:"type",params:{type: current_project_validator_schema16.type},message:"must be string,array",schema:current_project_validator_schema16.type,parentSchema:current_project_validator_schema16,data:data9};if(vErrors === null){vErrors = [err37];}else {vErrors.push(err37);}errors++;}if(Array.isArray(data9)){const len1 = data9.length;for(let i1=0; i1<len1; i1++){let data10 = data9[i1];if(typeof data10 !== "string"){const err38 = {instancePath:instancePath+"/summary/" + i1,schemaPath:"#/definitions/string-or-strings/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:current_project_validator_schema16.items.type,parentSchema:current_project_validator_schema16.items,data:data10};if(vErrors === null){vErrors = [err38];}else {vErrors.push(err38);}errors++;}}}}if(data.description !== undefined){let data11 = data.description;if((typeof data11 !== "string") && (!(Array.isArray(data11)))){const err39 = {instancePath:instancePath+"/description",schemaPath:"#/definitions/string-or-strings/type",keyword:"type",params:{type: current_project_validator_schema16.type},message:"must be string,array",schema:current_project_validator_schema16.type,parentSchema:current_project_validator_schema16,data:data11};if(vErrors === null){vErrors = [err39];}else {vErrors.push(err39);}errors++;}if(Array.isArray(data11)){const len2 = data11.length;for(let i2=0; i2<len2; i2++){let data12 = data11[i2];if(typeof data12 !== "string"){const err40 = {instancePath:instancePath+"/description/" + i2,schemaPath:"#/definitions/string-or-strings/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:current_project_validator_schema16.items.type,parentSchema:current_project_validator_schema16.items,data:data12};if(vErrors === null){vErrors = [err40];}else {vErrors.push(err40);}errors++;}}}}if(data.homepage !== undefined){let data13 = data.homepage;if(typeof data13 !== "string"){const err41 = {instancePath:instancePath+"/homepage",schemaPath:"#/properties/homepage/type",keyword:"type",params:{type: "string"},message:"must be string",schema:current_project_validator_schema11.properties.homepage.type,parentSchema:current_project_validator_schema11.properties.homepage,data:data13};if(vErrors === null){vErrors = [err41];}else {vErrors.push(err41);}errors++;}}if(data.documentation !== undefined){let data14 = data.documentation;if(typeof data14 !== "string"){const err42 = {instancePath:instancePath+"/documentation",schemaPath:"#/properties/documentation/type",keyword:"type",params:{type: "string"},message:"must be string",schema:current_project_validator_schema11.properties.documentation.type,parentSchema:current_project_validator_schema11.properties.documentation,data:data14};if(vErrors === null){vErrors = [err42];}else {vErrors.push(err42);}errors++;}}if(data.contacts !== undefined){let data15 = data.contacts;if(!(data15 && typeof data15 == "object" && !Array.isArray(data15))){const err43 = {instancePath:instancePath+"/contacts",schemaPath:"#/properties/contacts/type",keyword:"type",params:{type: "object"},message:"must be object",schema:current_project_validator_schema11.properties.contacts.type,parentSchema:current_project_validator_schema11.properties.contacts,data:data15};if(vErrors === null){vErrors = [err43];}else {vErrors.push(err43);}errors++;}}if(data.license !== undefined){let data16 = data.license;if((typeof data16 !== "string") && (data16 !== null)){const err44 = {instancePath:instancePath+"/license",schemaPath:"#/definitions/license/type",keyword:"type",params:{type: schema19.type},message:"must be string,null",schema:schema19.type,parentSchema:schema19,data:data16};if(vErrors === null){vErrors = [err44];}else {vErrors.push(err44);}errors++;}}if(data.supports !== undefined){let data17 = data.supports;if(typeof data17 !== "string"){const err45 = {instancePath:instancePath+"/supports",schemaPath:"#/definitions/platform-expression/type",keyword:"type",params:{type: "string"},message:"must be string",schema:current_project_validator_schema20.type,parentSchema:current_project_validator_schema20,data:data17};if(vErrors === null){vErrors = [err45];}else {vErrors.push(err45);}errors++;}}if(data.dependencies !== undefined){if(!(current_project_validator_validate11(data.dependencies, {instancePath:instancePath+"/dependencies",parentData:data,parentDataProperty:"dependencies",rootData}))){{if (vErrors === null) vErrors = current_project_validator_validate11.errors; else for (const e$ of current_project_validator_validate11.errors) vErrors.push(e$);}errors = vErrors.length;}}if(data["default-features"] !== undefined){let data19 = data["default-features"];if(Array.isArray(data19)){const len3 = data19.length;for(let i3=0; i3<len3; i3++){if(!(current_project_validator_validate13(data19[i3], {instancePath:instancePath+"/default-features/" + i3,parentData:data19,parentDataProperty:i3,rootData}))){{if (vErrors === null) vErrors = current_project_validator_validate13.errors; else for (const e$ of current_project_validator_validate13.errors) vErrors.push(e$);}errors = vErrors.length;}}}else {const err46 = {instancePath:instancePath+"/default-features",schemaPath:"#/properties/default-features/type",keyword:"type",params:{type: "array"},message:"must be array",schema:current_project_validator_schema11.properties["default-features"].type,parentSchema:current_project_validator_schema11.properties["default-features"],data:data19};if(vErrors === null){vErrors = [err46];}else {vErrors.push(err46);}errors++;}}if(data.features !== undefined){let data21 = data.features;if(data21 && typeof data21 == "object" && !Array.isArray(data21)){for(const key1 in data21){if(!(((current_project_validator_pattern0.test(key1)) || (current_project_validator_pattern1.test(key1))) || (current_project_validator_pattern2.test(key1)))){const err47 = {instancePath:instancePath+"/features",schemaPath:"#/properties/features/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties",schema:false,parentSchema:current_project_validator_schema11.properties.features,data:data21};if(vErrors === null){vErrors = [err47];}else {vErrors.push(err47);}errors++;}}for(const key3 in data21){if(current_project_validator_pattern1.test(key3)){if(!(current_project_validator_validate18(data21[key3], {instancePath:instancePath+"/features/" + key3.replace(/~/g, "~0").replace(/\//g, "~1"),parentData:data21,parentDataProperty:key3,rootData}))){{if (vErrors === null) vErrors = current_project_validator_validate18.errors; else for (const e$ of current_project_validator_validate18.errors) vErrors.push(e$);}errors = vErrors.length;}}}for(const key4 in data21){if(current_project_validator_pattern2.test(key4)){const err48 = {instancePath:instancePath+"/features/" + key4.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/features/patternProperties/%5E(%3F%3Aprn%7Caux%7Cnul%7Ccon%7Ccore%7Cdefault%7Clpt%5B0-9%5D%7Ccom%5B0-9%5D)%24/not",keyword:"not",params:{},message:"must NOT be valid",schema:current_project_validator_schema11.properties.features.patternProperties["^(?:prn|aux|nul|con|core|default|lpt[0-9]|com[0-9])$"].not,parentSchema:current_project_validator_schema11.properties.features.patternProperties["^(?:prn|aux|nul|con|core|default|lpt[0-9]|com[0-9])$"],data:data21[key4]};if(vErrors === null){vErrors = [err48];}else {vErrors.push(err48);}errors++;}}}else {const err49 = {instancePath:instancePath+"/features",schemaPath:"#/properties/features/type",keyword:"type",params:{type: "object"},message:"must be object",schema:current_project_validator_schema11.properties.features.type,parentSchema:current_project_validator_schema11.properties.features,data:data21};if(vErrors === null){vErrors = [err49];}else {vErrors.push(err49);}errors++;}}if(data.overrides !== undefined){let data24 = data.overrides;if(Array.isArray(data24)){const len4 = data24.length;for(let i4=0; i4<len4; i4++){if(!(current_project_validator_validate21(data24[i4], {instancePath:instancePath+"/overrides/" + i4,parentData:data24,parentDataProperty:i4,rootData}))){{if (vErrors === null) vErrors = current_project_validator_validate21.errors; else for (const e$ of current_project_validator_validate21.errors) vErrors.push(e$);}errors = vErrors.length;}}}else {const err50 = {instancePath:instancePath+"/overrides",schemaPath:"#/properties/overrides/type",keyword:"type",params:{type: "array"},message:"must be array",schema:current_project_validator_schema11.properties.overrides.type,parentSchema:current_project_validator_schema11.properties.overrides,data:data24};if(vErrors === null){vErrors = [err50];}else {vErrors.push(err50);}errors++;}}if(data["vcpkg-configuration"] !== undefined){let data26 = data["vcpkg-configuration"];if(!(data26 && typeof data26 == "object" && !Array.isArray(data26))){const err51 = {instancePath:instancePath+"/vcpkg-configuration",schemaPath:"#/properties/vcpkg-configuration/type",keyword:"type",params:{type: "object"},message:"must be object",schema:current_project_validator_schema11.properties["vcpkg-configuration"].type,parentSchema:current_project_validator_schema11.properties["vcpkg-configuration"],data:data26};if(vErrors === null){vErrors = [err51];}else {vErrors.push(err51);}errors++;}}if(data.configuration !== undefined){let data27 = data.configuration;if(!(data27 && typeof data27 == "object" && !Array.isArray(data27))){const err52 = {instancePath:instancePath+"/configuration",schemaPath:"#/properties/configuration/type",keyword:"type",params:{type: "object"},message:"must be object",schema:current_project_validator_schema11.properties.configuration.type,parentSchema:current_project_validator_schema11.properties.configuration,data:data27};if(vErrors === null){vErrors = [err52];}else {vErrors.push(err52);}errors++;}}}else {const err53 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:current_project_validator_schema11.type,parentSchema:current_project_validator_schema11,data};if(vErrors === null){vErrors = [err53];}else {vErrors.push(err53);}errors++;}current_project_validator_validate10.errors = vErrors;return errors === 0;}

// EXTERNAL MODULE: ./src/manifest/configuration/configuration-drafts.ts + 6 modules
var configuration_drafts = __webpack_require__(3402);
// EXTERNAL MODULE: ./src/manifest/json/deep-nesting.ts
var deep_nesting = __webpack_require__(3815);
// EXTERNAL MODULE: ./src/manifest/json/is-json-object.ts
var is_json_object = __webpack_require__(117);
// EXTERNAL MODULE: ./src/manifest/json/pointer.ts
var json_pointer = __webpack_require__(9825);
// EXTERNAL MODULE: ./src/manifest/messages/combinators.ts + 2 modules
var combinators = __webpack_require__(6820);
// EXTERNAL MODULE: ./src/manifest/problems/draft.ts
var draft = __webpack_require__(5701);
// EXTERNAL MODULE: ./src/manifest/beside.ts
var manifest_beside = __webpack_require__(5879);
// EXTERNAL MODULE: ./src/manifest/configuration/words.ts
var words = __webpack_require__(357);
// EXTERNAL MODULE: ./src/util/cut-short.ts
var cut_short = __webpack_require__(2591);
// EXTERNAL MODULE: ./src/manifest/json/duplicate-keys.ts + 1 modules
var duplicate_keys = __webpack_require__(2725);
// EXTERNAL MODULE: ./src/manifest/json/value-counts.ts
var value_counts = __webpack_require__(2534);
// EXTERNAL MODULE: ./src/manifest/problems/limits.ts
var limits = __webpack_require__(8244);
// EXTERNAL MODULE: ./src/util/memoize.ts
var memoize = __webpack_require__(8692);
// EXTERNAL MODULE: ./src/manifest/vcpkg/current/current-license.ts
var current_license = __webpack_require__(9752);
// EXTERNAL MODULE: ./src/manifest/grammar/platform-expression/parse.ts
var parse = __webpack_require__(1083);
;// CONCATENATED MODULE: ./src/manifest/vcpkg/current/current-platform.ts

const WORDS = {
    identifier: 'missing or invalid identifier',
    unexpected: 'invalid logic expression, unexpected character',
    closing: 'missing closing )',
    or: "invalid logic expression, use '|' rather than 'or'",
    mixing: 'mixing & and | is not allowed; use () to specify order of operations',
    'too-deep': `more than ${parse/* DEEPEST_GROUP */.f} nested parentheses`,
};
/** vcpkg's verdict on `expression`: undefined when it accepts it. */
function checkCurrentPlatform(expression) {
    const { tree, error } = (0,parse/* readPlatformExpression */.c)(expression);
    if (error) {
        const { code, offset, length } = error;
        return { message: `CONTROL: error: ${WORDS[code]}`, at: { offset, length } };
    }
    const negation = negatedNegation(tree);
    if (negation === undefined)
        return undefined;
    return {
        message: 'a negation of a negation in parentheses is accepted by vcpkg\'s parser, but vcpkg writes it back as "!!", which it cannot read, and so refuses the manifest; drop both negations',
        at: negation,
    };
}
/** The first `!(…!x…)` or `not (not x)`: a negation whose operand, parentheses aside, is a negation. */
function negatedNegation(tree) {
    // Depth first, in the order of the text, without recursing.
    const pending = [tree];
    for (let node = pending.pop(); node !== undefined; node = pending.pop()) {
        if (node.kind === 'not') {
            if (node.operand.kind === 'not')
                return { offset: node.offset, length: node.end - node.offset };
            pending.push(node.operand);
        }
        else if (node.kind !== 'identifier') {
            for (let i = node.operands.length - 1; i >= 0; i--)
                pending.push(node.operands[i]);
        }
    }
    return undefined;
}

// EXTERNAL MODULE: ./src/manifest/vcpkg/current/names.ts
var names = __webpack_require__(5779);
// EXTERNAL MODULE: ./src/manifest/vcpkg/current/vcpkg-json.ts
var vcpkg_json = __webpack_require__(283);
// EXTERNAL MODULE: ./src/manifest/vcpkg/current/versions.ts
var versions = __webpack_require__(2234);
;// CONCATENATED MODULE: ./src/manifest/vcpkg/current/current-checks.ts













const NOT_AN_INTEGER = 'mismatched type: expected a nonnegative integer';
// Manifests repeat a few license and platform strings (`windows`, `MIT`) again and again.
const platformFinding = (0,memoize/* memoize */.B)(checkCurrentPlatform);
const licenseFindings = (0,memoize/* memoize */.B)(current_license/* checkCurrentLicense */.BH);
/**
 * Everything today's vcpkg-tool checks in a manifest that a JSON Schema cannot, as drafts in
 * vcpkg's words: its JSON layer (also duplicate keys, which it calls errors), version texts, names,
 * `port-version` spelled `1.0` or `-0`, licenses, platform expressions. Values of the wrong type
 * are left to the schema. `text` is the text `data` was parsed from.
 */
function currentVcpkgDrafts(data, text, options) {
    const scan = (0,vcpkg_json/* scanVcpkgJson */.Zm)(text);
    const keys = options.keys ?? (0,value_counts/* countValues */.I)(data, Number.POSITIVE_INFINITY).keys;
    const drafts = [...scan.drafts, ...duplicateKeyErrors(text, keys)];
    if (!(0,is_json_object/* isJsonObject */.O)(data))
        return drafts;
    // Pointers are made only for a problem: most values have none, and naming each costs.
    const problem = (message, at, anchor = { kind: 'value' }) => drafts.push((0,draft/* draftOf */.b)('vcpkg-value', { message, pointer: at(), anchor }, options.strict));
    const checkString = (value, at, check) => {
        if (typeof value !== 'string')
            return;
        const message = check(value);
        if (message !== undefined)
            problem(message, at);
    };
    const portVersion = (value, at) => {
        if (typeof value === 'number' && scan.wholeNonIntegers.has(at()))
            problem(NOT_AN_INTEGER, at);
    };
    const platform = (value, at) => {
        if (typeof value !== 'string')
            return;
        const finding = platformFinding(value);
        if (finding)
            problem(finding.message, at, { kind: 'value', inString: finding.at });
    };
    const license = (value, at) => {
        if (typeof value !== 'string')
            return;
        for (const { severity, message, at: inString } of licenseFindings(value)) {
            const anchor = inString ? { kind: 'value', inString } : { kind: 'value' };
            const rule = severity === 'warning' ? 'unknown-license-id' : 'vcpkg-value';
            drafts.push((0,draft/* draftOf */.b)(rule, { message, pointer: at(), anchor }, options.strict));
        }
    };
    const featureItems = (list, at, check) => eachOf(list, (item, index) => {
        const here = child(at, index);
        if (!(0,is_json_object/* isJsonObject */.O)(item))
            return checkString(item, here, check);
        checkString(item.name, child(here, 'name'), check);
        platform(item.platform, child(here, 'platform'));
    });
    const dependencies = (list, at) => eachOf(list, (dependency, index) => {
        const here = child(at, index);
        if (!(0,is_json_object/* isJsonObject */.O)(dependency))
            return checkString(dependency, here, names/* packageNameError */.Am);
        checkString(dependency.name, child(here, 'name'), names/* packageNameError */.Am);
        platform(dependency.platform, child(here, 'platform'));
        featureItems(dependency.features, child(here, 'features'), names/* dependencyFeatureError */.gj);
        // vcpkg reports a bad `#` in `version>=` at the dependency.
        checkString(dependency['version>='], here, versions/* minimumVersionError */.PL);
    });
    for (const field of versions/* VERSION_FIELDS */.pq)
        checkString(data[field], current_checks_top(field), (version) => (0,versions/* topLevelVersionError */.wZ)(field, version));
    portVersion(data['port-version'], current_checks_top('port-version'));
    checkString(data.name, current_checks_top('name'), names/* packageNameError */.Am);
    if (options.kind === 'project')
        checkString(data['builtin-baseline'], current_checks_top('builtin-baseline'), versions/* builtinBaselineError */.t7);
    platform(data.supports, current_checks_top('supports'));
    license(data.license, current_checks_top('license'));
    featureItems(data['default-features'], current_checks_top('default-features'), names/* defaultFeatureError */._v);
    dependencies(data.dependencies, current_checks_top('dependencies'));
    if ((0,is_json_object/* isJsonObject */.O)(data.features))
        for (const [name, feature] of Object.entries(data.features)) {
            if (name.startsWith('$'))
                continue;
            const here = child(current_checks_top('features'), name);
            const keyError = (0,names/* featureKeyError */.kI)(name);
            if (keyError !== undefined)
                problem(keyError, here, { kind: 'key' });
            if (!(0,is_json_object/* isJsonObject */.O)(feature))
                continue;
            dependencies(feature.dependencies, child(here, 'dependencies'));
            platform(feature.supports, child(here, 'supports'));
            license(feature.license, child(here, 'license'));
        }
    // Overrides: names, each once; a version of any scheme with an optional `#N`, not with `port-version` too.
    const overridden = new Set();
    eachOf(data.overrides, (override, index) => {
        if (!(0,is_json_object/* isJsonObject */.O)(override))
            return;
        const here = child(current_checks_top('overrides'), index);
        if (typeof override.name === 'string') {
            const nameError = (0,names/* packageNameError */.Am)(override.name);
            if (nameError !== undefined)
                problem(nameError, child(here, 'name'));
            else if (overridden.has(override.name))
                problem(`${(0,cut_short/* cutQuoted */.Hu)(override.name)} already has an override`, here);
            overridden.add(override.name);
        }
        for (const field of versions/* VERSION_FIELDS */.pq) {
            const version = override[field];
            if (typeof version !== 'string')
                continue;
            const { error, sharp } = (0,versions/* overrideVersionCheck */.hA)(field, version);
            if (error)
                problem(error.message, error.at === 'field' ? child(here, field) : here);
            else if (sharp && override['port-version'] !== undefined)
                problem('"port_version" cannot be combined with an embedded \'#\' in the version', here);
        }
        portVersion(override['port-version'], child(here, 'port-version'));
    });
    return drafts;
}
function current_checks_top(key) {
    return () => (0,json_pointer/* childPointer */.Y2)('', key);
}
function child(at, key) {
    return () => (0,json_pointer/* childPointer */.Y2)(at(), key);
}
/** Duplicate keys, which vcpkg's JSON parser refuses: errors (as --strict has them), in its words. */
function duplicateKeyErrors(text, keys) {
    return (0,duplicate_keys/* duplicateKeyDrafts */.J)(text, keys, true, limits/* MOST_PROBLEMS_PER_FILE */.mX).drafts.map((draft) => draft.rule === 'duplicate-key'
        ? { ...draft, message: `Duplicated key ${JSON.stringify((0,cut_short/* cutQuoted */.Hu)(draft.key))} in an object` }
        : draft);
}
function eachOf(list, visit) {
    if (Array.isArray(list))
        list.forEach(visit);
}

// EXTERNAL MODULE: ./src/util/list-words.ts
var list_words = __webpack_require__(9246);
// EXTERNAL MODULE: ./src/manifest/json/describe.ts
var describe = __webpack_require__(6223);
// EXTERNAL MODULE: ./src/manifest/messages/schema-error.ts + 2 modules
var schema_error = __webpack_require__(6501);
;// CONCATENATED MODULE: ./src/manifest/current-words.ts








const SCHEMED_FIELDS = ['version', 'version-semver', 'version-string', 'version-date'];
const VERSION_MISSING = 'expected a versioning field (one of version, version-date, version-semver, or version-string)';
const NAMED_WITH_PLATFORM = ['name', 'platform'];
const DEPENDENCY = {
    owner: 'a dependency',
    fields: ['name', 'host', 'features', 'default-features', 'platform', 'version>='],
    items: { features: { owner: 'a feature of a dependency', fields: NAMED_WITH_PLATFORM } },
};
const MANIFEST = {
    owner: 'a manifest',
    fields: [
        ...[...SCHEMED_FIELDS, 'port-version', 'builtin-baseline', 'configuration', 'contacts'],
        ...['default-features', 'dependencies', 'description', 'documentation', 'features'],
        ...['homepage', 'license', 'maintainers', 'name', 'overrides', 'summary', 'supports'],
        'vcpkg-configuration',
    ],
    items: {
        dependencies: DEPENDENCY,
        'default-features': { owner: 'a default feature', fields: NAMED_WITH_PLATFORM },
        features: {
            owner: 'a feature',
            fields: ['description', 'dependencies', 'supports', 'license'],
            items: { dependencies: DEPENDENCY },
        },
        overrides: { owner: 'an override', fields: [...SCHEMED_FIELDS, 'port-version', 'name'] },
    },
};
/** The object of a manifest at `pointer`, as vcpkg names it; undefined for any other value. */
function vcpkgObjectAt(pointer) {
    const segments = (0,json_pointer/* pointerSegments */.cP)(pointer);
    let object = MANIFEST;
    // Each step is a field, then an index or a feature's name.
    for (let i = 0; i < segments.length; i += 2) {
        const field = segments[i];
        const items = object.items;
        if (i + 1 >= segments.length || !items || !Object.hasOwn(items, field))
            return undefined;
        object = items[field];
    }
    return object;
}
/**
 * The findings of today's schema with one version problem per object, in vcpkg's words: the
 * schema's "not two version fields" (an error of its own), and the errors of "a version field
 * beside port-version" and of a port's "a version field", which a port without one fails both.
 */
function versionsInVcpkgWords(findings, data) {
    const worded = new Set();
    const kept = [];
    for (const finding of findings) {
        const path = versionFindingPath(finding);
        if (path === undefined)
            kept.push(finding);
        else if (!worded.has(path)) {
            worded.add(path);
            kept.push({ draft: versionDraft(path, (0,describe/* valueAt */.fK)(data, (0,json_pointer/* pointerSegments */.cP)(path))), path });
        }
    }
    return kept;
}
/** The object a finding about its version fields is about, or undefined for any other finding. */
function versionFindingPath(finding) {
    if ('draft' in finding)
        return finding.draft.rule === 'version-one-of' ? finding.path : undefined;
    const { error } = finding;
    const schema = error.schema;
    return error.keyword === 'not' &&
        (0,is_json_object/* isJsonObject */.O)(schema) &&
        schema.$ref === '#/definitions/two-version-fields'
        ? error.instancePath
        : undefined;
}
/**
 * vcpkg's words for an object's version fields: more than one (at the second, as the spec
 * profile places it), a `port-version` without one (at `port-version`), or none.
 */
function versionDraft(path, value) {
    const owner = vcpkgObjectAt(path)?.owner ?? 'an object';
    const object = (0,is_json_object/* isJsonObject */.O)(value) ? value : {};
    const found = versions/* VERSION_FIELDS */.pq.filter((field) => Object.hasOwn(object, field));
    const [words, key] = found.length > 1
        ? [`expected only one versioning field; found ${(0,list_words/* listWords */.y)(found)}`, found[1]]
        : Object.hasOwn(object, 'port-version')
            ? ['unexpected "port-version" without a versioning field', 'port-version']
            : [VERSION_MISSING, undefined];
    return (0,draft/* draftOf */.b)('version-one-of', {
        found,
        message: `${owner}: ${words}`,
        pointer: key === undefined ? path : (0,json_pointer/* childPointer */.Y2)(path, key),
        anchor: { kind: key === undefined ? 'value' : 'key' },
    });
}
/**
 * A finding of today's schema as a problem: an unknown key of an object vcpkg names in vcpkg's
 * words, with the field it is nearest (vcpkg's "did you mean"); anything else as any schema's.
 */
function currentSchemaDraft(finding) {
    if ('draft' in finding)
        return finding.draft;
    const { error } = finding;
    const object = error.keyword === 'additionalProperties' ? vcpkgObjectAt(error.instancePath) : undefined;
    const property = error.params.additionalProperty;
    if (object === undefined || typeof property !== 'string')
        return (0,schema_error/* schemaErrorDraft */.B)(error);
    return (0,draft/* draftOf */.b)('additional-property', {
        property,
        message: (0,words/* unexpectedField */.Ys)(object.owner, property, object.fields),
        pointer: (0,json_pointer/* childPointer */.Y2)(error.instancePath, property),
        anchor: { kind: 'key' },
    });
}

;// CONCATENATED MODULE: ./src/manifest/validate-current.ts












/**
 * The rules of today's vcpkg for a manifest (`--profile current`): our schema of today's format
 * for a port or a project, vcpkg's own checks in code, and an embedded configuration as vcpkg
 * reads one. A `"$schema"` that picked no schema comes first.
 */
const currentRules = (_text, _data, options) => ({
    first: options.warning,
    check: ({ text, data, counts }) => {
        const { kind, strict } = options;
        const validate = kind === 'port' ? current_port_validator : current_project_validator;
        const errors = (0,deep_nesting/* unlessTooDeep */.F)(() => validate(data) ? [] : [...(validate.errors ?? [])]);
        const checks = (0,deep_nesting/* unlessTooDeep */.F)(() => currentVcpkgDrafts(data, text, { kind, strict, keys: counts.keys }));
        if (errors === undefined || checks === undefined)
            return undefined;
        const configurations = (0,is_json_object/* isJsonObject */.O)(data)
            ? [...embeddedConfigurationDrafts(data, options), ...besideDrafts(data, options)]
            : [];
        // Where vcpkg's own check speaks, in vcpkg's words, the schema says it again: of a value (its
        // pattern), or of a key it does not allow (a feature named `b_required`).
        const spoken = new Set(checks.map((draft) => draft.pointer));
        const unspoken = (error) => !spoken.has(error.instancePath) &&
            !(error.keyword === 'additionalProperties' &&
                typeof error.params.additionalProperty === 'string' &&
                spoken.has((0,json_pointer/* childPointer */.Y2)(error.instancePath, error.params.additionalProperty)));
        return {
            schemaErrors: versionsInVcpkgWords((0,combinators/* resolveCombinators */.i)(errors.filter(unspoken), data), data),
            // vcpkg's words for the errors of today's schema, made only for the problems kept.
            toDraft: currentSchemaDraft,
            drafts: [...checks, ...configurations],
        };
    },
});
/**
 * The problems of a manifest's embedded configuration: read as vcpkg reads one, and for a project
 * also merged with the manifest, where a `builtin-baseline` and a `default-registry` conflict.
 */
function embeddedConfigurationDrafts(manifest, { kind, strict, beside }) {
    const builtinBaseline = typeof manifest['builtin-baseline'] === 'string';
    const merged = kind === 'project';
    const settings = { strict, builtinBaseline, merged, directory: beside.directory };
    return manifest_beside/* EMBEDDED_CONFIGURATIONS */.jO.flatMap((key) => {
        const configuration = manifest[key];
        if (!(0,is_json_object/* isJsonObject */.O)(configuration))
            return [];
        const drafts = (0,configuration_drafts/* configurationDrafts */.f)(configuration, `/${key}`, settings);
        if (merged && builtinBaseline && 'default-registry' in configuration)
            drafts.push((0,draft/* draftOf */.b)('configuration', {
                message: `Specifying vcpkg-configuration.default-registry in a manifest file conflicts with built-in baseline. Please remove one of these conflicting settings.`,
                pointer: `/${key}/default-registry`,
                anchor: { kind: 'key' },
            }));
        return drafts;
    });
}
/**
 * What vcpkg finds when it merges a project's manifest with the `vcpkg-configuration.json`
 * beside it: a configuration in both is an error; a `builtin-baseline` that the file's
 * `default-registry` replaces, a warning.
 */
function besideDrafts(manifest, { kind, beside, strict }) {
    if (kind !== 'project' || beside.configuration === undefined)
        return [];
    const embedded = manifest_beside/* EMBEDDED_CONFIGURATIONS */.jO.filter((key) => Object.hasOwn(manifest, key));
    if (embedded.length > 0)
        return embedded.map((key) => (0,draft/* draftOf */.b)('configuration', {
            message: `${words/* AMBIGUOUS_CONFIGURATION */.an} Choose one by deleting the vcpkg-configuration.json beside this manifest or deleting "${key}" from it.`,
            pointer: `/${key}`,
            anchor: { kind: 'key' },
        }));
    if (!beside.configuration.defaultRegistry || typeof manifest['builtin-baseline'] !== 'string')
        return [];
    const message = 'attempting to set builtin-baseline in vcpkg.json while overriding the default-registry in vcpkg-configuration.json. the default-registry from vcpkg-configuration.json will be used.';
    const pointer = '/builtin-baseline';
    return [
        (0,draft/* draftOf */.b)('replaced-builtin-baseline', { message, pointer, anchor: { kind: 'key' } }, strict),
    ];
}


/***/ }),

/***/ 9752:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   BH: () => (/* binding */ checkCurrentLicense),
/* harmony export */   fu: () => (/* binding */ vcpkgExceptionSpelling),
/* harmony export */   vN: () => (/* binding */ vcpkgLicenseSpelling)
/* harmony export */ });
/* unused harmony export DEEPEST_GROUP */
/* harmony import */ var _problems_limits_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8244);
/* harmony import */ var _license_spdx_lists_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4750);
/* harmony import */ var _util_cut_short_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(2591);
/* harmony import */ var _util_code_point_name_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(2686);
/* harmony import */ var _grammar_license_parse_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4188);
/* harmony import */ var _json_tokens_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(2792);






// Ids on the npm lists that vcpkg's list (SPDX f7b69b12) lacks, and exceptions it has that they lack.
const NOT_VCPKG_LICENSES = new Set('BSD-2-Clause-pos-unchanged BSD-3-Clause-OpenWebUI BSD-Source-Code-no-disclaimer BSD-Source-alt-GPL BSD-ask-to-endorse Brian-Gladman-3-Clause-no-conversion Bugroff CC-BY-NC-3.0-IGO FDK-MPEG-H Hippocratic-3.0-core Informatica MVT-1.1 atc-game'
    .toLowerCase()
    .split(' '));
const VCPKG_ONLY_EXCEPTIONS = (0,_license_spdx_lists_js__WEBPACK_IMPORTED_MODULE_1__/* .byLowerCase */ .LF)('Asterisk-linking-protocols-exception CGAL-linking-exception Classpath-exception-2.0-short Digia-Qt-LGPL-exception-1.1 erlang-otp-linking-exception GPL-3.0-389-ds-base-exception harbour-exception Independent-modules-exception kvirc-openssl-exception mxml-exception Nokia-Qt-exception-1.1 PCRE2-exception polyparse-exception romic-exception RRDtool-FLOSS-exception-2.0 rsync-linking-exception Simple-Library-Usage-exception sqlitestudio-OpenSSL-exception'.split(' '));
const LICENSE_REF = 'LicenseRef-';
/** Deepest parentheses read in a license. */
const DEEPEST_GROUP = 1_000;
const CLOSE = 'There was a close parenthesis without an opening parenthesis.';
const COMPOUND_EXPECTED = 'Expected a compound or the end of the string, found a parenthesis.';
const LEXICAL = new Set(['plus', 'document-ref', 'character']);
/** Everything vcpkg says about a `license` string: warnings, then at most one error. */
function checkCurrentLicense(license) {
    if (license === '')
        return [{ severity: 'error', message: 'SPDX license expression was empty.' }];
    const { error, ids } = (0,_grammar_license_parse_js__WEBPACK_IMPORTED_MODULE_2__/* .readLicense */ .U)(license, DEEPEST_GROUP);
    // vcpkg tokenizes the whole string first; past trailing white space it reads one character
    // more and calls it U+FFFFFFFF.
    if (!(error && LEXICAL.has(error.code)) && (0,_json_tokens_js__WEBPACK_IMPORTED_MODULE_3__/* .isJsonSpace */ .RB)(license.charCodeAt(license.length - 1)))
        return [
            {
                severity: 'error',
                message: "SPDX license expression contains a unicode character (U+FFFFFFFF ''), but these expressions are ASCII-only.",
                at: { offset: license.length - 1, length: 1 },
            },
        ];
    const findings = [];
    for (const id of ids) {
        // Up to the problems a file lists: a huge license cannot fill memory.
        if (findings.length >= _problems_limits_js__WEBPACK_IMPORTED_MODULE_0__/* .MOST_PROBLEMS_PER_FILE */ .mX)
            break;
        const warning = unknownId(id);
        if (warning)
            findings.push(warning);
    }
    if (error)
        findings.push({ severity: 'error', ...describe(license, error) });
    return findings;
}
function unknownId({ role, text, offset }) {
    const at = { offset, length: Math.max(text.length, 1) };
    if (role === 'license') {
        if (text.startsWith(LICENSE_REF) || vcpkgLicenseSpelling(text))
            return undefined;
        const message = `Unknown license identifier '${(0,_util_cut_short_js__WEBPACK_IMPORTED_MODULE_4__/* .cutQuoted */ .Hu)(text)}'. Known values are listed at https://spdx.org/licenses/`;
        return { severity: 'warning', message, at };
    }
    if (vcpkgExceptionSpelling(text))
        return undefined;
    const message = `Unknown license exception identifier '${(0,_util_cut_short_js__WEBPACK_IMPORTED_MODULE_4__/* .cutQuoted */ .Hu)(text)}'. Known values are listed at https://spdx.org/licenses/exceptions-index.html`;
    return { severity: 'warning', message, at };
}
/** vcpkg's words for the grammar's errors that need no more than their place. */
const SAID = {
    plus: "SPDX license expression contains an extra '+'. These are only allowed directly after a license identifier.",
    // vcpkg crashes on these; this is the message it means to give.
    'document-ref': 'The current implementation does not support DocumentRef- SPDX references.',
    'too-deep': `more than ${DEEPEST_GROUP} nested parentheses`,
    unopened: COMPOUND_EXPECTED,
};
/** vcpkg's words for a license that does not read. */
function describe(license, error) {
    const { code, offset } = error;
    const text = license.slice(offset, offset + error.length);
    const at = { offset, length: Math.max(error.length, 1) };
    const said = SAID[code];
    if (said !== undefined)
        return { message: said, at };
    switch (code) {
        case 'character':
            return { message: characterMessage(license, offset), at };
        case 'unclosed':
            return { message: CLOSE, at: { offset: license.length, length: 1 } };
        case 'operand':
            if (text === '')
                return { message: 'Expected a license name, found the end of the string.' };
            if (text === ')')
                return { message: CLOSE, at };
            return { message: `Expected a license name, found the compound ${text}.`, at };
        case 'exception':
            if (text === '')
                return { message: 'Expected an exception name, found the end of the string.' };
            if (text === '(' || text === ')')
                return { message: 'Expected an exception name, found a parenthesis.', at };
            return { message: `Expected an exception name, found the compound ${text}.`, at };
        default: {
            // An operator was expected after a license, an exception or a group. Inside a group vcpkg
            // wants the `)` next, and words its absence so (sic).
            if (text !== 'WITH' && groupsOpen(license, offset) > 0)
                return { message: CLOSE, at };
            if (text === '(')
                return { message: COMPOUND_EXPECTED, at };
            if (text === 'WITH')
                return {
                    message: code === 'after-group'
                        ? 'Expected either AND or OR, found WITH (WITH is only allowed after license names, not parenthesized expressions).'
                        : 'Expected either AND or OR, found the compound WITH.',
                    at,
                };
            const expected = code === 'after-license' ? 'Expected either AND, OR, or WITH' : 'Expected either AND or OR';
            const message = `${expected}, found a license or exception name: '${(0,_util_cut_short_js__WEBPACK_IMPORTED_MODULE_4__/* .cutQuoted */ .Hu)(text)}'.`;
            return { message, at };
        }
    }
}
/** How many groups are open before `offset`, in a license read without error up to there. */
function groupsOpen(license, offset) {
    let depth = 0;
    for (let i = 0; i < offset; i++) {
        const code = license.charCodeAt(i);
        if (code === 0x28)
            depth++;
        else if (code === 0x29)
            depth--;
    }
    return depth;
}
function characterMessage(license, offset) {
    const code = license.codePointAt(offset) ?? 0;
    const shown = String.fromCodePoint(code);
    if (code > 0x7f)
        return `SPDX license expression contains a unicode character (${(0,_util_code_point_name_js__WEBPACK_IMPORTED_MODULE_5__/* .codePointName */ .R)(shown)} '${shown}'), but these expressions are ASCII-only.`;
    const hex = code.toString(16).toUpperCase().padStart(2, '0');
    return `SPDX license expression contains an invalid character (0x${hex} '${shown}').`;
}
/** How vcpkg's license list spells `id`, matched in any case; undefined when it lacks it. */
function vcpkgLicenseSpelling(id) {
    const lower = id.toLowerCase();
    return NOT_VCPKG_LICENSES.has(lower) ? undefined : _license_spdx_lists_js__WEBPACK_IMPORTED_MODULE_1__/* .SPDX_LICENSES */ .pL.get(lower);
}
/** How vcpkg's exception list spells `id`, matched in any case; undefined when it lacks it. */
function vcpkgExceptionSpelling(id) {
    const lower = id.toLowerCase();
    return VCPKG_ONLY_EXCEPTIONS.get(lower) ?? _license_spdx_lists_js__WEBPACK_IMPORTED_MODULE_1__/* .SPDX_EXCEPTIONS */ .vD.get(lower);
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

/***/ 4750:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   LF: () => (/* binding */ byLowerCase),
/* harmony export */   pL: () => (/* binding */ SPDX_LICENSES),
/* harmony export */   vD: () => (/* binding */ SPDX_EXCEPTIONS)
/* harmony export */ });
/* harmony import */ var spdx_exceptions_deprecated_json__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7165);
/* harmony import */ var spdx_exceptions_index_json__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3988);
/* harmony import */ var spdx_license_ids_deprecated_json__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3389);
/* harmony import */ var spdx_license_ids_index_json__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(5204);




// vcpkg-tool's lists keep deprecated ids (GPL-2.0, Nokia-Qt-exception-1.1) and match ignoring case.
/** The SPDX license list, current and deprecated: each id by its lower case. */
const SPDX_LICENSES = byLowerCase([...spdx_license_ids_index_json__WEBPACK_IMPORTED_MODULE_3__, ...spdx_license_ids_deprecated_json__WEBPACK_IMPORTED_MODULE_2__]);
/** The SPDX license exception list, current and deprecated: each id by its lower case. */
const SPDX_EXCEPTIONS = byLowerCase([...spdx_exceptions_index_json__WEBPACK_IMPORTED_MODULE_1__, ...spdx_exceptions_deprecated_json__WEBPACK_IMPORTED_MODULE_0__]);
/** Ids by their lower case, to be matched in any case and spelled as listed. */
function byLowerCase(ids) {
    return new Map(ids.map((id) => [id.toLowerCase(), id]));
}


/***/ })

};
;