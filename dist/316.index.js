export const id = 316;
export const ids = [316];
export const modules = {

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
    // No `${parent}/` to compare with: a string made for each of a value's thousands of errors.
    // A shorter path is answered here: reading past its end would undo V8's optimized code of
    // every caller (an out-of-bounds read), which it then compiles again.
    if (path.length <= parent.length)
        return path === parent;
    return path.charCodeAt(parent.length) === 0x2f /* / */ && path.startsWith(parent);
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
        const value = combinators_valueOf(error, data);
        const choice = requiredChoiceOf(error.schema);
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
    const mismatches = [];
    const rest = [];
    for (const branch of branches)
        (isTypeMismatch(branch, path, found) ? mismatches : rest).push(branch);
    if (rest.length > 0)
        return rest;
    if (mismatches.length > 0) {
        const expected = [...new Set(mismatches.flatMap((branch) => typesOf(branch)))];
        return [{ error: { ...error, keyword: 'type', params: { type: expected.join(',') } } }];
    }
    return [{ error }];
}
/**
 * The value a choice's error is about: ajv's own (`verbose`), but under `propertyNames`, where
 * ajv's is the key, and without `verbose`, the one at the error's path.
 */
function combinators_valueOf(error, data) {
    if ('data' in error && error.propertyName === undefined)
        return error.data;
    return (0,describe/* valueAt */.fK)(data, (0,json_pointer/* pointerSegments */.cP)(error.instancePath));
}
/** Worked out once per schema: the same few `anyOf`s fail for thousands of values. */
const CHOICES = new WeakMap();
/** requiredChoice of a schema's branches, remembered for each schema object. */
function requiredChoiceOf(branches) {
    if (!Array.isArray(branches))
        return undefined;
    if (CHOICES.has(branches))
        return CHOICES.get(branches);
    const choice = requiredChoice(branches);
    CHOICES.set(branches, choice);
    return choice;
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

/***/ 4750:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   LF: () => (/* binding */ byLowerCase),
/* harmony export */   pL: () => (/* binding */ SPDX_LICENSES),
/* harmony export */   vD: () => (/* binding */ SPDX_EXCEPTIONS)
/* harmony export */ });
/* harmony import */ var spdx_exceptions_deprecated_json__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9546);
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
