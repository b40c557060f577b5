"use strict";
exports.id = 300;
exports.ids = [300];
exports.modules = {

/***/ 3172:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  m3: () => (/* binding */ BUILT_IN_OPTIONS),
  v: () => (/* binding */ BUILT_IN_SCHEMA)
});

// UNUSED EXPORTS: strictSchema

;// CONCATENATED MODULE: ./src/manifest/schema/manifest.schema.json
const manifest_schema_namespaceObject = /*#__PURE__*/JSON.parse('{"$schema":"http://json-schema.org/draft-04/schema#","title":"vcpkg package manifest (vcpkg.json), December 2020 rules","type":"object","properties":{"name":{"description":"The name of the top-level package.","$ref":"#/definitions/package-name"},"version":{"description":"A relaxed version: dot-separated numbers, any count.","type":"string","pattern":"^\\\\d+(\\\\.\\\\d+)*$"},"version-string":{"description":"Text identifying an arbitrary version.","type":"string","pattern":"^[^#]+$"},"version-semver":{"description":"A semantic version.","type":"string","pattern":"^\\\\d+\\\\.\\\\d+\\\\.\\\\d+([+-].+)?$"},"version-date":{"description":"A date version, optionally followed by dot-separated numbers.","type":"string","pattern":"^\\\\d{4}-\\\\d{2}-\\\\d{2}(\\\\.\\\\d+)*$"},"port-version":{"$ref":"#/definitions/port-version"},"maintainers":{"description":"Authors of the package.","type":"array","items":{"type":"string"}},"description":{"$ref":"#/definitions/description-field"},"homepage":{"description":"URL of the package homepage.","type":"string","format":"uri"},"documentation":{"description":"URL of the package documentation.","type":"string","format":"uri"},"license":{"description":"An SPDX license expression at version 3.9.","type":"string"},"dependencies":{"description":"Dependencies that are always required.","type":"array","items":{"$ref":"#/definitions/dependency"}},"overrides":{"description":"Version overrides for dependencies.","type":"array","items":{"$ref":"#/definitions/override"}},"dev-dependencies":{"description":"Dependencies needed only by developers (testing and the like).","type":"array","items":{"$ref":"#/definitions/dependency"}},"features":{"description":"Features that consumers can activate.","type":"array","items":{"$ref":"#/definitions/feature"}},"default-features":{"description":"Features enabled by default.","type":"array","items":{"$ref":"#/definitions/identifier"}},"supports":{"$ref":"#/definitions/platform-expression"}},"patternProperties":{"^\\\\$":{}},"additionalProperties":false,"required":["name"],"oneOf":[{"required":["version"]},{"required":["version-string"]},{"required":["version-semver"]},{"required":["version-date"]}],"definitions":{"identifier":{"description":"Lowercase letters and digits in dash-separated groups, not a reserved name.","type":"string","allOf":[{"pattern":"[a-z0-9]+(-[a-z0-9]+)*"},{"not":{"type":"string","pattern":"^prn|aux|nul|con|lpt[1-9]|com[1-9]|core|default$"}}]},"package-name":{"description":"Dot-separated identifier-shaped segments, none of them a reserved name.","type":"string","allOf":[{"pattern":"^[a-z0-9]+(-[a-z0-9]+)*(\\\\.[a-z0-9]+(-[a-z0-9]+)*)*$"},{"not":{"type":"string","pattern":"(^|\\\\.)(prn|aux|nul|con|lpt[1-9]|com[1-9]|core|default)(\\\\.|$)"}}]},"version-text":{"description":"At least one character other than \'#\'.","type":"string","pattern":"[^#]+"},"port-version":{"description":"The revision of the package recipe.","type":"integer","minimum":0,"default":0},"platform-expression":{"description":"A set of platforms, such as \\"windows & !arm\\".","type":"string"},"description-field":{"description":"A string, or an array of strings.","type":["string","array"],"items":{"type":"string"}},"dependency":{"description":"A package name, or an object naming a package.","anyOf":[{"$ref":"#/definitions/package-name"},{"$ref":"#/definitions/dependency-object"}]},"dependency-object":{"type":"object","properties":{"name":{"$ref":"#/definitions/package-name"},"features":{"description":"Features of the dependency to activate.","type":"array","items":{"$ref":"#/definitions/identifier"}},"default-features":{"description":"Whether the dependency\'s default features are activated.","type":"boolean","default":true},"platform":{"$ref":"#/definitions/platform-expression"},"version>=":{"description":"Minimum required port version.","$ref":"#/definitions/version-text"},"port-version":{"$ref":"#/definitions/port-version"}},"patternProperties":{"^\\\\$":{}},"additionalProperties":false,"required":["name"]},"override":{"type":"object","properties":{"name":{"$ref":"#/definitions/identifier"},"version":{"$ref":"#/definitions/version-text"},"port-version":{"$ref":"#/definitions/port-version"}},"patternProperties":{"^\\\\$":{}},"required":["name","version"]},"feature":{"type":"object","properties":{"name":{"$ref":"#/definitions/identifier"},"description":{"$ref":"#/definitions/description-field"},"dependencies":{"description":"Dependencies used by this feature.","type":"array","items":{"$ref":"#/definitions/dependency"}}},"patternProperties":{"^\\\\$":{}},"additionalProperties":false,"required":["name","description"]}}}');
// EXTERNAL MODULE: ./src/manifest/vcpkg/identifiers.ts
var identifiers = __webpack_require__(401);
;// CONCATENATED MODULE: ./src/manifest/schema/built-in-schema.ts


/** The spec's schema, as written. */
const BUILT_IN_SCHEMA = manifest_schema_namespaceObject;
/**
 * How the built-in schemas are compiled: every error, each with its schema and data (`verbose`),
 * which the messages need (allowed keys, branches).
 */
const BUILT_IN_OPTIONS = {
    allErrors: true,
    verbose: true,
    strictRequired: false,
    allowUnionTypes: true,
};
/**
 * The schema that `strict` checks against: what vcpkg itself enforces. Identifiers and package
 * names match the whole pattern (`all_modules` included, as vcpkg's `is_ident` has it), reserved
 * only when a whole name is reserved; the top-level name is an identifier; a version text has no
 * `#` at all; and a dependency's `port-version` needs its `version>=`.
 */
function strictSchema() {
    const definitions = schema.definitions;
    const packageName = definitions['package-name'];
    return {
        ...schema,
        properties: {
            ...schema.properties,
            name: { ...schema.properties.name, $ref: '#/definitions/identifier' },
        },
        definitions: {
            ...definitions,
            identifier: {
                ...definitions.identifier,
                allOf: [
                    { pattern: WHOLE_IDENTIFIER_PATTERN },
                    { not: { type: 'string', pattern: WHOLE_RESERVED_PATTERN } },
                ],
            },
            'package-name': {
                ...packageName,
                allOf: [{ pattern: WHOLE_PACKAGE_NAME_PATTERN }, ...packageName.allOf.slice(1)],
            },
            // The whole string, not merely some part of it, is free of '#'.
            'version-text': { ...definitions['version-text'], pattern: '^[^#]+$' },
            'dependency-object': {
                ...definitions['dependency-object'],
                // vcpkg reads a dependency's port-version only as part of its minimum version.
                dependencies: { 'port-version': ['version>='] },
            },
        },
    };
}


/***/ }),

/***/ 4300:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  compileSchema: () => (/* binding */ compileSchema)
});

// UNUSED EXPORTS: createAjv

// EXTERNAL MODULE: ./node_modules/ajv/dist/ajv.js
var ajv = __webpack_require__(2463);
var ajv_default = /*#__PURE__*/__webpack_require__.n(ajv);
// EXTERNAL MODULE: ./node_modules/ajv/dist/2019.js
var _2019 = __webpack_require__(878);
var _2019_default = /*#__PURE__*/__webpack_require__.n(_2019);
// EXTERNAL MODULE: ./node_modules/ajv/dist/2020.js
var _2020 = __webpack_require__(2210);
var _2020_default = /*#__PURE__*/__webpack_require__.n(_2020);
// EXTERNAL MODULE: ./node_modules/ajv/dist/refs/json-schema-draft-06.json
var json_schema_draft_06 = __webpack_require__(6012);
// EXTERNAL MODULE: ./node_modules/ajv-draft-04/dist/index.js
var dist = __webpack_require__(905);
var dist_default = /*#__PURE__*/__webpack_require__.n(dist);
// EXTERNAL MODULE: ./node_modules/ajv-formats/dist/index.js
var ajv_formats_dist = __webpack_require__(2815);
var ajv_formats_dist_default = /*#__PURE__*/__webpack_require__.n(ajv_formats_dist);
// EXTERNAL MODULE: ./src/manifest/schema/built-in-schema.ts + 1 modules
var built_in_schema = __webpack_require__(3172);
// EXTERNAL MODULE: ./src/manifest/schema/manifest-schema.ts
var manifest_schema = __webpack_require__(570);
// EXTERNAL MODULE: ./src/manifest/json/describe.ts
var describe = __webpack_require__(6223);
// EXTERNAL MODULE: ./src/manifest/json/is-json-object.ts
var is_json_object = __webpack_require__(117);
// EXTERNAL MODULE: ./node_modules/re2js/build/index.js
var build = __webpack_require__(2856);
;// CONCATENATED MODULE: ./src/manifest/schema/patterns/translate-pattern.ts
/**
 * ECMAScript patterns (JSON Schema's `pattern`, read with the `u` flag as ajv reads it) rewritten
 * in RE2 syntax with the same meaning, or refused with the reason where RE2 has none.
 */
/** RE2's largest repetition count; ECMAScript has no limit. */
const MAX_REPEAT = 1000;
const MAX_CODE_POINT = 0x10ffff;
const DIGIT = [[0x30, 0x39]];
const WORD = [
    [0x30, 0x39],
    [0x41, 0x5a],
    [0x5f, 0x5f],
    [0x61, 0x7a],
];
// ECMAScript's WhiteSpace and LineTerminator; RE2's \s is only [\t\n\f\r ].
const SPACE = [
    [0x09, 0x0d],
    [0x20, 0x20],
    [0xa0, 0xa0],
    [0x1680, 0x1680],
    [0x2000, 0x200a],
    [0x2028, 0x2029],
    [0x202f, 0x202f],
    [0x205f, 0x205f],
    [0x3000, 0x3000],
    [0xfeff, 0xfeff],
];
// What ECMAScript's `.` does not match; RE2's `.` leaves out only \n.
const LINE_TERMINATOR = [
    [0x0a, 0x0a],
    [0x0d, 0x0d],
    [0x2028, 0x2029],
];
const CLASS_ESCAPES = { d: DIGIT, w: WORD, s: SPACE };
const CONTROL_ESCAPES = { f: 0x0c, n: 0x0a, r: 0x0d, t: 0x09, v: 0x0b };
/** `\p{KEY=VALUE}` keys whose values RE2 names alone, as `\p{VALUE}`. */
const PROPERTY_KEYS = new Set(['General_Category', 'gc', 'Script', 'sc']);
/**
 * ECMAScript's long names of the general categories, by the short names RE2 knows; scripts RE2
 * knows by their long names, as ECMAScript does.
 */
const GENERAL_CATEGORIES = new Map(Object.entries({
    Letter: 'L',
    Cased_Letter: 'LC',
    Uppercase_Letter: 'Lu',
    Lowercase_Letter: 'Ll',
    Titlecase_Letter: 'Lt',
    Modifier_Letter: 'Lm',
    Other_Letter: 'Lo',
    Mark: 'M',
    Combining_Mark: 'M',
    Nonspacing_Mark: 'Mn',
    Spacing_Mark: 'Mc',
    Enclosing_Mark: 'Me',
    Number: 'N',
    Decimal_Number: 'Nd',
    digit: 'Nd',
    Letter_Number: 'Nl',
    Other_Number: 'No',
    Punctuation: 'P',
    punct: 'P',
    Connector_Punctuation: 'Pc',
    Dash_Punctuation: 'Pd',
    Open_Punctuation: 'Ps',
    Close_Punctuation: 'Pe',
    Initial_Punctuation: 'Pi',
    Final_Punctuation: 'Pf',
    Other_Punctuation: 'Po',
    Symbol: 'S',
    Math_Symbol: 'Sm',
    Currency_Symbol: 'Sc',
    Modifier_Symbol: 'Sk',
    Other_Symbol: 'So',
    Separator: 'Z',
    Space_Separator: 'Zs',
    Line_Separator: 'Zl',
    Paragraph_Separator: 'Zp',
    Other: 'C',
    Control: 'Cc',
    cntrl: 'Cc',
    Format: 'Cf',
    Surrogate: 'Cs',
    Private_Use: 'Co',
    Unassigned: 'Cn',
}));
const ANYTHING = `[${rangeText(0, MAX_CODE_POINT)}]`;
const NOTHING = `[^${rangeText(0, MAX_CODE_POINT)}]`;
const DOT = `[${rangesText(complement(LINE_TERMINATOR))}]`;
/** Thrown inside the translator; becomes a `{ ok: false }` result. */
class Refusal extends Error {
}
/** The pattern in RE2 syntax, or why RE2 cannot run it with ECMAScript's meaning. */
function translatePattern(pattern) {
    try {
        // Compiling runs nothing, so it is safe on any pattern; it settles the grammar for the rest.
        new RegExp(pattern, 'u');
    }
    catch (error) {
        const message = error.message;
        const reason = message.slice(message.lastIndexOf(': ') + 2);
        return { ok: false, reason: `not a valid ECMAScript regular expression: ${reason}` };
    }
    try {
        return { ok: true, re2: new Translator(pattern).translate() };
    }
    catch (error) {
        if (error instanceof Refusal)
            return { ok: false, reason: error.message };
        // A gap in the translator refuses the pattern: never a crash, never a wrong meaning.
        return { ok: false, reason: `the translator failed on it: ${error.message}` };
    }
}
/** Reads a valid `u`-flag pattern code point by code point, writing RE2 syntax. */
class Translator {
    text;
    at = 0;
    constructor(text) {
        this.text = text;
    }
    translate() {
        let out = '';
        while (this.at < this.text.length) {
            const char = this.next();
            if (char === '\\')
                out += this.atomEscape();
            else if (char === '[')
                out += this.characterClass();
            else if (char === '(')
                out += this.groupOpening();
            else if (char === '{')
                out += this.repetition();
            else if (char === '.')
                out += DOT;
            else if ('^$|)*+?'.includes(char))
                out += char;
            else
                out += literal(char.codePointAt(0));
        }
        return out;
    }
    next() {
        const char = String.fromCodePoint(this.text.codePointAt(this.at));
        this.at += char.length;
        return char;
    }
    eat(text) {
        if (!this.text.startsWith(text, this.at))
            return false;
        this.at += text.length;
        return true;
    }
    /** Reads up to `end` (not included) and past it. */
    until(end) {
        const stop = this.text.indexOf(end, this.at);
        // ECMAScript's parser has accepted the pattern, so this is a gap in the translator.
        if (stop < 0)
            throw new Refusal(`the pattern's syntax at offset ${this.at} is not supported`);
        const read = this.text.slice(this.at, stop);
        this.at = stop + end.length;
        return read;
    }
    groupOpening() {
        if (!this.eat('?'))
            return '(?:'; // captures mean nothing to a yes/no match
        if (this.eat(':'))
            return '(?:';
        if (this.eat('=') || this.eat('!'))
            throw new Refusal('lookahead assertions cannot be matched in linear time');
        if (this.eat('<=') || this.eat('<!'))
            throw new Refusal('lookbehind assertions cannot be matched in linear time');
        if (this.eat('<')) {
            this.until('>');
            return '(?:';
        }
        throw new Refusal('inline modifiers such as (?i:\u2026) are not supported');
    }
    repetition() {
        const counts = this.until('}')
            .split(',')
            .map((count) => (count === '' ? '' : Number(count)));
        if (counts.some((count) => count !== '' && count > MAX_REPEAT))
            throw new Refusal(`repetition counts above ${MAX_REPEAT} are not supported by the linear-time engine`);
        return `{${counts.join(',')}}`;
    }
    /** After `\` outside a class. */
    atomEscape() {
        const char = this.next();
        if (char === 'b' || char === 'B')
            return `\\${char}`; // both mean an ASCII word boundary
        if (char === 'k' || (char >= '1' && char <= '9'))
            throw new Refusal('backreferences cannot be matched in linear time');
        const set = this.setEscape(char);
        if (set !== undefined)
            return `[${set}]`;
        return literal(this.characterEscape(char));
    }
    /** `\d`, `\S`, `\p{\u2026}` and the like as class contents, or undefined for other escapes. */
    setEscape(char) {
        const ranges = CLASS_ESCAPES[char.toLowerCase()];
        if (ranges)
            return rangesText(char === char.toLowerCase() ? ranges : complement(ranges));
        if (char !== 'p' && char !== 'P')
            return undefined;
        this.eat('{');
        const name = this.until('}');
        const [key, value] = name.includes('=') ? name.split('=') : [undefined, name];
        if (key !== undefined && !PROPERTY_KEYS.has(key))
            throw new Refusal(`the Unicode property ${name} is not supported by the linear-time engine`);
        return `\\${char}{${GENERAL_CATEGORIES.get(value) ?? value}}`;
    }
    /** The code point of an escape that stands for one character (`\n`, `\u{\u2026}`, `\/`). */
    characterEscape(char) {
        const control = CONTROL_ESCAPES[char];
        if (control !== undefined)
            return control;
        if (char === 'c')
            return this.next().codePointAt(0) % 32;
        if (char === '0')
            return 0;
        if (char === 'x')
            return this.hex(2);
        if (char !== 'u')
            return char.codePointAt(0); // identity escape: `\/`, `\.`, `\-`
        if (this.eat('{'))
            return parseInt(this.until('}'), 16);
        const unit = this.hex(4);
        // With the u flag, an escaped surrogate pair is one code point; `\u{D83D}\u{DE00}` is two.
        const trail = /^\\u(d[c-f][0-9a-f]{2})/i.exec(this.text.slice(this.at, this.at + 6));
        if (unit >= 0xd800 && unit <= 0xdbff && trail) {
            this.at += 6;
            return 0x10000 + ((unit - 0xd800) << 10) + (parseInt(trail[1], 16) - 0xdc00);
        }
        return unit;
    }
    hex(digits) {
        const value = parseInt(this.text.slice(this.at, this.at + digits), 16);
        this.at += digits;
        return value;
    }
    /** After `[`: the class's members written out, so RE2 reads none of them its own way. */
    characterClass() {
        const negated = this.eat('^');
        let members = '';
        while (!this.eat(']')) {
            const first = this.classAtom();
            if (typeof first === 'string') {
                members += first;
            }
            else if (this.text[this.at] === '-' && this.text[this.at + 1] !== ']') {
                this.at += 1;
                members += rangeText(first, this.classAtom());
            }
            else {
                members += rangeText(first, first);
            }
        }
        if (members === '')
            return negated ? ANYTHING : NOTHING;
        return `[${negated ? '^' : ''}${members}]`;
    }
    /** One class member: a code point, or a set's contents (`\d`, `\p{L}`). */
    classAtom() {
        const char = this.next();
        if (char !== '\\')
            return char.codePointAt(0);
        const escaped = this.next();
        if (escaped === 'b')
            return 0x08; // backspace, inside a class
        return this.setEscape(escaped) ?? this.characterEscape(escaped);
    }
}
/** A code point as RE2 reads it literally anywhere: letters and digits as they are. */
function literal(code) {
    const char = String.fromCodePoint(code);
    return /^[0-9A-Za-z]$/.test(char) ? char : `\\x{${code.toString(16)}}`;
}
function rangeText(from, to) {
    return from === to ? literal(from) : `${literal(from)}-${literal(to)}`;
}
function rangesText(ranges) {
    return ranges.map(([from, to]) => rangeText(from, to)).join('');
}
/** Every code point not in `ranges`. */
function complement(ranges) {
    const result = [];
    let from = 0;
    for (const [start, end] of ranges) {
        if (start > from)
            result.push([from, start - 1]);
        from = end + 1;
    }
    if (from <= MAX_CODE_POINT)
        result.push([from, MAX_CODE_POINT]);
    return result;
}

;// CONCATENATED MODULE: ./src/manifest/schema/patterns/linear-regexp.ts


/**
 * Compiles an ECMAScript pattern (read with the `u` flag, as JSON Schema and ajv read it) for
 * RE2's linear-time matcher (re2js), keeping ECMAScript's meaning; refuses what RE2 cannot run,
 * such as backreferences and lookaround.
 */
function compileLinearPattern(pattern) {
    const translated = translatePattern(pattern);
    if (!translated.ok)
        return translated;
    let compiled;
    try {
        compiled = build/* RE2JS */.L3.compile(translated.re2);
    }
    catch (error) {
        const message = error.message.replace(/^error parsing regexp: /, '');
        return { ok: false, reason: `the linear-time engine cannot compile it: ${message}` };
    }
    return {
        ok: true,
        regExp: {
            test: (text) => compiled.test(text),
            // Unique per pattern: ajv shares one compiled pattern among all uses of the same text.
            toString: () => `/${pattern}/u`,
        },
    };
}
/** Thrown by `linearRegExp` inside ajv's compiler for a pattern it cannot run. */
class RefusedPatternError extends Error {
    pattern;
    reason;
    constructor(
    /** The pattern as the schema holds it. */
    pattern, 
    /** Why it is refused, such as `backreferences cannot be matched in linear time`. */
    reason) {
        super(`the pattern ${pattern} is refused: ${reason}`);
        this.pattern = pattern;
        this.reason = reason;
        this.name = 'RefusedPatternError';
    }
}
/**
 * ajv's `code.regExp` engine: every `pattern`, `patternProperties` key and `propertyNames`
 * pattern of a schema compiled with it is matched by `compileLinearPattern`. Throws
 * `RefusedPatternError` for a pattern it cannot run.
 */
const linearRegExp = Object.assign((pattern, flags) => {
    // Without `u`, ECMAScript reads escapes differently; the translator knows only the `u` grammar.
    if (flags !== 'u')
        throw new Error(`linearRegExp supports only the u flag, not "${flags}"`);
    const compiled = compileLinearPattern(pattern);
    if (!compiled.ok)
        throw new RefusedPatternError(pattern, compiled.reason);
    return compiled.regExp;
}, 
// Named only in ajv's standalone code, which user schemas are never compiled to.
{ code: 'linearRegExp' });

// EXTERNAL MODULE: ./src/manifest/schema/documents.ts
var schema_documents = __webpack_require__(679);
// EXTERNAL MODULE: ./src/manifest/schema/references.ts
var references = __webpack_require__(3651);
;// CONCATENATED MODULE: ./src/manifest/schema/compile-referenced.ts




/**
 * Compiles `schema` with every document its `$ref`s name, from `documents` only; `check` says
 * what is wrong with one document before ajv sees it (a refused pattern), if anything. A `$ref`
 * that leads nowhere is said as such, naming the `$ref` and the document it is written in.
 * Anything else ajv throws is thrown on.
 */
function compileReferenced(ajv, schema, source, documents, check) {
    // `id` for draft-04 (ajv-draft-04), else `$id`.
    const idKeyword = ajv.opts.schemaId;
    // The documents ajv holds by URI, its draft's meta-schemas among them.
    const has = (uri) => Object.hasOwn(ajv.schemas, uri) || Object.hasOwn(ajv.refs, uri);
    const gathered = (0,schema_documents/* gatherDocuments */.C)(schema, source, documents, { idKeyword, has });
    if (!gathered.ok)
        return gathered;
    for (const document of gathered.documents) {
        // The draft's own meta-schema given as a file: ajv has it already.
        if (has(document.uri))
            continue;
        const problem = check(document.schema, document.source);
        if (problem !== undefined)
            return { ok: false, message: problem };
        // A file found at one URI that names itself by another (an `$id` elsewhere, a URN) answers
        // to both: ajv registers a document by its own `$id`, and the other URI leads there.
        const own = (0,references/* ownUri */.F5)(document.schema, document.uri, idKeyword);
        try {
            // ajv checks a document itself: anything but an object or a boolean schema throws.
            if (own === undefined || !has(own))
                ajv.addSchema(document.schema, document.uri);
            if (own !== undefined && own !== document.uri && !has(document.uri))
                ajv.addSchema({ $ref: own }, document.uri);
        }
        catch (error) {
            return {
                ok: false,
                message: `${document.source}: not a valid JSON Schema: ${error.message}`,
            };
        }
    }
    // Relative `$ref`s resolve against the URI the documents were found by, as ajv must too.
    const root = gathered.documents.length > 0 && (0,is_json_object/* isJsonObject */.O)(schema) && schema[idKeyword] !== gathered.uri
        ? { ...schema, [idKeyword]: gathered.uri }
        : schema;
    try {
        return { ok: true, validate: ajv.compile(root) };
    }
    catch (error) {
        // ajv's MissingRefError names the `$ref` that led nowhere.
        const missingRef = error?.missingRef;
        if (typeof missingRef !== 'string')
            throw error;
        return { ok: false, message: missingRefMessage(gathered, source, missingRef) };
    }
}
/** `$ref "defs.json#/definitions/nope" in main.json: nothing is at #/definitions/nope in defs.json`. */
function missingRefMessage(gathered, source, missingRef) {
    const site = gathered.sites.get(missingRef) ?? gathered.sites.get(`${missingRef}#`);
    const where = `$ref ${(0,describe/* quoteValue */.cl)(site?.ref ?? missingRef)} in ${site?.source ?? source}`;
    const document = (0,references/* withoutFragment */.f2)(missingRef);
    const fragment = missingRef.slice(document.length);
    const target = document === gathered.uri
        ? source
        : gathered.documents.find(({ uri }) => uri === document)?.source;
    if (target === undefined)
        return `${where}: no such schema, and remote schemas are not fetched`;
    return `${where}: nothing is at ${fragment || '#'} in ${target}`;
}

// EXTERNAL MODULE: ./src/manifest/json/pointer.ts
var json_pointer = __webpack_require__(9825);
// EXTERNAL MODULE: ./src/manifest/schema/keywords.ts
var keywords = __webpack_require__(6305);
;// CONCATENATED MODULE: ./src/manifest/schema/patterns/schema-patterns.ts



/**
 * Every pattern of a JSON Schema, in document order. Unknown keywords are searched as schemas
 * (a `$ref` can make one so); only data keywords are skipped.
 */
function schemaPatterns(schema) {
    const found = [];
    // A stack, not recursion: the schema may nest deeper than the call stack goes.
    const pending = [{ value: schema, pointer: '', isMap: false }];
    for (let next = pending.pop(); next; next = pending.pop()) {
        if ('pattern' in next) {
            found.push(next);
            continue;
        }
        const { value, pointer, isMap } = next;
        if (typeof value !== 'object' || value === null)
            continue;
        const children = [];
        for (const [key, child] of Object.entries(value)) {
            const at = (0,json_pointer/* childPointer */.Y2)(pointer, key);
            if (Array.isArray(value) || isMap) {
                children.push({ value: child, pointer: at, isMap: false });
            }
            else if (keywords/* DATA_KEYWORDS */.G.has(key)) {
                continue;
            }
            else if (key === 'pattern' && typeof child === 'string') {
                children.push({ pointer: at, pattern: child });
            }
            else if (key === 'patternProperties' && (0,is_json_object/* isJsonObject */.O)(child)) {
                for (const [pattern, subschema] of Object.entries(child)) {
                    children.push({ pointer: (0,json_pointer/* childPointer */.Y2)(at, pattern), pattern });
                    children.push({ value: subschema, pointer: (0,json_pointer/* childPointer */.Y2)(at, pattern), isMap: false });
                }
            }
            else {
                children.push({ value: child, pointer: at, isMap: keywords/* SCHEMA_MAPS */.E.has(key) });
            }
        }
        // Reversed onto the stack, so they come off in document order.
        for (let index = children.length - 1; index >= 0; index--)
            pending.push(children[index]);
    }
    return found;
}

;// CONCATENATED MODULE: ./src/manifest/schema/assumed-draft.ts


/**
 * Keywords that later drafts check and draft-07 ignores, by the first draft that has them. A
 * schema naming no `$schema` is read as draft-07, so one of these would check nothing there.
 */
const LATER_KEYWORDS = new Map([
    ['dependentRequired', '2019-09'],
    ['dependentSchemas', '2019-09'],
    ['unevaluatedProperties', '2019-09'],
    ['unevaluatedItems', '2019-09'],
    ['minContains', '2019-09'],
    ['maxContains', '2019-09'],
    ['$recursiveRef', '2019-09'],
    ['prefixItems', '2020-12'],
    ['$dynamicRef', '2020-12'],
]);
/**
 * Why a schema that names no `$schema` is refused, when it uses a keyword of a later draft (the
 * first in document order): read as draft-07, the keyword would check nothing and every manifest
 * would pass it. Undefined when it uses none.
 */
function laterKeywordProblem(schema, source) {
    // A stack, not recursion: the schema may nest deeper than the call stack goes.
    const pending = [
        { value: schema, pointer: '', isMap: false },
    ];
    for (let next = pending.pop(); next; next = pending.pop()) {
        const { value, pointer, isMap } = next;
        if (typeof value !== 'object' || value === null)
            continue;
        const children = [];
        for (const [key, child] of Object.entries(value)) {
            const at = (0,json_pointer/* childPointer */.Y2)(pointer, key);
            const plain = Array.isArray(value) || isMap;
            if (!plain && keywords/* DATA_KEYWORDS */.G.has(key))
                continue;
            const draft = plain ? undefined : LATER_KEYWORDS.get(key);
            if (draft !== undefined)
                return `${source}: ${at}: "${key}" is a keyword of ${draft} and later, but the schema names no "$schema", so it is read as draft-07, where "${key}" checks nothing; name its draft with "$schema", such as "https://json-schema.org/draft/${draft}/schema"`;
            const childIsMap = !plain && keywords/* SCHEMA_MAPS */.E.has(key);
            children.push({ value: child, pointer: at, isMap: childIsMap });
        }
        // Reversed onto the stack, so they come off in document order.
        for (let index = children.length - 1; index >= 0; index--)
            pending.push(children[index]);
    }
    return undefined;
}

// EXTERNAL MODULE: ./node_modules/ajv/dist/compile/errors.js
var errors = __webpack_require__(1283);
// EXTERNAL MODULE: ./node_modules/ajv/dist/compile/codegen/index.js
var codegen = __webpack_require__(1436);
// EXTERNAL MODULE: ./node_modules/ajv/dist/compile/validate/dataType.js
var dataType = __webpack_require__(6685);
// EXTERNAL MODULE: ./node_modules/ajv/dist/compile/index.js
var compile = __webpack_require__(2718);
;// CONCATENATED MODULE: ./src/manifest/schema/work/costs.ts


/**
 * What the work of a check costs, in steps of about 5 ns (Node 20, ajv 8.20, re2js, measured kind
 * by kind under jest): the dearest case of each kind seen, but for patterns, which are counted at
 * what re2js takes warm. No attack of test/hardening/schema-work-bound.test.ts ran at more than
 * 8 ns a step.
 */
const STEPS = {
    /** A keyword applied to a value, one subschema or one entry of its value. */
    keyword: 1,
    /** A `$ref` that calls another validator: a call, and an object for its context. */
    call: 48,
    /** A key of an object that a keyword goes through (`for\u2026in`, then a lookup). */
    key: 16,
    /** Two values compared deeply (`enum`, `const`, `uniqueItems`): each call reads keys. */
    comparison: 256,
    /** An error kept: an object of eight fields that lives to the end, copied by each collection. */
    keptError: 200,
    /** An error made, then dropped by `anyOf`, `oneOf`, `not`, `if` or `contains`. */
    droppedError: 20,
    /** A character a pattern reads: re2js took 70 ns (warm) to 280 ns (cold), by pattern. */
    patternCharacter: 16,
    /** A pattern's start on a string or key. */
    patternStart: 64,
    /** A character of a string that a `format` or length keyword reads. */
    character: 2,
};
/** Keywords whose value is a subschema, or a list or map of them, where `false` is an error. */
const APPLICATORS = new Set([
    'allOf',
    'anyOf',
    'oneOf',
    'not',
    'if',
    'then',
    'else',
    'items',
    'prefixItems',
    'contains',
    'properties',
    'patternProperties',
    'propertyNames',
    'dependencies',
    'dependentSchemas',
]);
/** Keywords that go through the items of an array, when their value is one subschema. */
const PER_ITEM = new Set(['items', 'additionalItems', 'contains', 'unevaluatedItems']);
/** Keywords that go through the keys of an object. */
const PER_KEY = new Set([
    'patternProperties',
    'additionalProperties',
    'propertyNames',
    'unevaluatedProperties',
    'maxProperties',
    'minProperties',
]);
/** Keywords whose value is compared with the data, as deep as both go. */
const COMPARED = new Set(['const', 'enum', 'dependencies', 'dependentRequired']);
/** Keywords that call another compiled validator, whose errors ajv then copies into its own. */
const CALLS = new Set(['$ref', '$dynamicRef', '$recursiveRef']);
/**
 * The steps one application of the keyword of `cxt` costs, as a number or as code that computes
 * it from the data (`work` names the SchemaWork in the generated code): a step for the keyword
 * and one for each subschema or entry its value holds, a kept error for each `false` subschema
 * (its error is made where nothing else counts it), and for a keyword that goes through the
 * data, its share for each character of a string, item of an array or key of an object. The
 * errors the keyword makes are counted as they are made (count-schema-work.ts).
 */
function costOf(cxt, ruleType, work) {
    const { keyword, parentSchema, data } = cxt;
    const schema = cxt.schema;
    const falses = APPLICATORS.has(keyword) ? countFalse(schema) * STEPS.keptError : 0;
    if (CALLS.has(keyword))
        return STEPS.call + (refersToFalse(cxt) ? STEPS.keptError : 0);
    if (COMPARED.has(keyword))
        return comparisonCost(schema) + falses;
    if (ruleType === 'string') {
        if (keyword !== 'pattern')
            return (0,ajv._) `1 + ${STEPS.character} * ${data}.length`;
        const reach = patternReach(schema);
        const characters = reach === undefined ? (0,ajv._) `${data}.length` : (0,ajv._) `Math.min(${data}.length, ${reach})`;
        return (0,ajv._) `${STEPS.patternStart} + ${STEPS.patternCharacter} * ${characters}`;
    }
    if (ruleType === 'array' && keyword === 'uniqueItems')
        return uniqueItemsCost(cxt);
    if (ruleType === 'array' && PER_ITEM.has(keyword) && !Array.isArray(schema))
        return (0,ajv._) `1 + ${1 + falses} * ${data}.length`;
    if (ruleType === 'object' && PER_KEY.has(keyword)) {
        const names = Object.keys((parentSchema.properties ?? {})).length;
        const matched = keyword === 'patternProperties' || keyword === 'additionalProperties';
        const patterns = matched ? Object.keys((parentSchema.patternProperties ?? {})) : [];
        // ajv compares each key with up to 8 names of `properties` (with more, it looks the key up).
        const compared = keyword === 'additionalProperties' ? Math.min(names, 8) : 0;
        let perKey = STEPS.key + falses + compared;
        let perCharacter = 0;
        for (const pattern of patterns) {
            const reach = patternReach(pattern);
            perKey += STEPS.patternStart + STEPS.patternCharacter * (reach ?? 0);
            if (reach === undefined)
                perCharacter += STEPS.patternCharacter;
        }
        return (0,ajv._) `1 + ${work}.keyCost(${data}, ${perKey}, ${perCharacter})`;
    }
    return 1 + sizeOf(schema) + falses;
}
/**
 * How far into a string a pattern can read, when that does not depend on the string: a pattern
 * anchored at the start with no repetition, choice or lookaround (`^\\$`, `^v1\\.`) reads at
 * most one character per character of its own, and the empty pattern matches at once.
 */
function patternReach(pattern) {
    if (pattern === '')
        return 0;
    if (typeof pattern !== 'string' || !pattern.startsWith('^'))
        return undefined;
    return /[*+?{|(]/.test(pattern) ? undefined : pattern.length;
}
/** How many subschemas of a keyword's value are `false`. */
function countFalse(value) {
    if (value === false)
        return 1;
    if (value === null || typeof value !== 'object')
        return 0;
    let count = 0;
    for (const item of Object.values(value))
        if (item === false)
            count++;
    return count;
}
/**
 * An `enum`, `const` or `dependencies` value against the data: a deep comparison for each object
 * or list in it, and a step for every 16 characters of its JSON.
 */
function comparisonCost(value) {
    const entries = Array.isArray(value) ? value : [value];
    const deep = entries.filter((entry) => entry !== null && typeof entry === 'object').length;
    return 1 + deep * STEPS.comparison + Math.ceil(JSON.stringify(value).length / 16);
}
/** The number of entries of a list or map, else 0. */
function sizeOf(value) {
    if (Array.isArray(value))
        return value.length;
    return value !== null && typeof value === 'object' ? Object.keys(value).length : 0;
}
/** ajv compares every pair of items, unless the items are of one simple type. */
function uniqueItemsCost(cxt) {
    const { parentSchema, data } = cxt;
    if (cxt.schema !== true)
        return 1;
    const items = parentSchema.items;
    const types = items !== null && typeof items === 'object' && !Array.isArray(items)
        ? (0,dataType.getSchemaTypes)(items)
        : [];
    const simple = types.length > 0 && !types.some((type) => type === 'object' || type === 'array');
    if (simple)
        return (0,ajv._) `1 + ${STEPS.key} * ${data}.length`;
    // n (n - 1) / 2 pairs.
    return (0,ajv._) `1 + ${STEPS.comparison / 2} * ${data}.length * ${data}.length`;
}
/** A `$ref` to `false`: ajv puts the false schema in place, and its error is counted here. */
function refersToFalse(cxt) {
    const { it, keyword } = cxt;
    const schema = cxt.schema;
    // ajv calls the root's own validator for these (ref.ts), and the root is no `false`.
    if (keyword !== '$ref' || typeof schema !== 'string' || schema === '#' || schema === '#/')
        return false;
    // What ajv's own `$ref` code resolves next (and keeps): nothing is compiled twice, and what it
    // throws (a missing schema, a stack too deep) is what that code would throw.
    return compile.resolveRef.call(it.self, it.schemaEnv.root, it.baseId, schema) === false;
}

// EXTERNAL MODULE: ./src/manifest/schema/work/bound.ts
var bound = __webpack_require__(9127);
// EXTERNAL MODULE: ./src/util/thousands.ts
var thousands = __webpack_require__(9851);
;// CONCATENATED MODULE: ./src/manifest/schema/work/count-schema-work.ts





/** Names in the code ajv generates (as its compile/names.ts has them). */
const N = { errors: new ajv.Name('errors'), instancePath: new ajv.Name('instancePath') };
/**
 * Most keywords ajv may compile for one schema. ajv puts a definition without `$ref`s in place at
 * each `$ref` to it, so a 38 KB schema that names a 200-property definition 1,000 times compiled
 * 400,000 keywords, for three minutes; vcpkg's own schema compiles 300.
 */
const MOST_COMPILED_KEYWORDS = 10_000;
/** Thrown while a schema compiles, when it needs more than MOST_COMPILED_KEYWORDS. */
class SchemaTooLarge extends Error {
    constructor() {
        super(`compiling it needs more than ${(0,thousands/* withThousands */.C)(MOST_COMPILED_KEYWORDS)} keywords`);
        this.name = 'SchemaTooLarge';
    }
}
/** The work of a user schema's checks, counted by the code its keywords generate. */
class SchemaWork {
    /** Steps taken by the current or last check. */
    steps = 0;
    /** Unbounded but while a check runs: ajv also runs validators while it compiles. */
    limit = Number.POSITIVE_INFINITY;
    /** Errors made and not yet dropped in the current check. */
    errorsMade = 0;
    /** Keywords compiled: a schema without `$ref`s is put in place at each `$ref` to it. */
    compiled = 0;
    /** Runs one check with its steps counted from 0; @throws SchemaWorkExceeded past `limit`. */
    bounded(check, limit) {
        this.steps = 0;
        this.errorsMade = 0;
        this.limit = limit;
        try {
            return check();
        }
        finally {
            this.limit = Number.POSITIVE_INFINITY;
        }
    }
    /** Called by the generated code when the steps pass the limit. */
    exceeded(pointer) {
        throw new bound/* SchemaWorkExceeded */.O(pointer, this.limit);
    }
    /** What going through an object's keys costs: `perKey` a key, `perCharacter` a character. */
    keyCost(data, perKey, perCharacter) {
        let keys = 0;
        let characters = 0;
        for (const key in data) {
            keys++;
            characters += key.length;
        }
        return keys * perKey + characters * perCharacter;
    }
    /** Of the errors made since `made`, those not kept (now `kept` more) cost only a dropped error. */
    dropped(made, kept) {
        const dropped = this.errorsMade - made - kept;
        if (dropped <= 0)
            return;
        this.errorsMade -= dropped;
        this.steps -= dropped * (STEPS.keptError - STEPS.droppedError);
    }
}
/**
 * Makes every keyword of `ajv` count its work into the returned SchemaWork, in the code ajv
 * generates: as a keyword is applied to a value it adds its cost (costs.ts), and each
 * error adds a kept error's, given back but a dropped error's when `anyOf` and the like drop it.
 * A check that passes its limit stops with SchemaWorkExceeded. Call it after every keyword and
 * format is added, before anything is compiled. No verdict and no error changes.
 */
function countSchemaWork(ajv) {
    const work = new SchemaWork();
    for (const group of [...ajv.RULES.rules, ajv.RULES.post])
        for (const rule of group.rules)
            countRule(rule, work);
    return work;
}
/** Keywords that may drop the errors their subschemas made. */
const DROPS = new Set(['anyOf', 'oneOf', 'not', 'if', 'contains']);
function countRule(rule, work) {
    // The rule's definition is this instance's own copy: changing it changes no other ajv.
    const definition = rule.definition;
    if (rule.keyword === 'type') {
        // ajv checks `type` itself, before the keywords, with an error of its own.
        definition.code = (cxt) => countWrongType(cxt, work);
        return;
    }
    const { code } = definition;
    if (code === undefined)
        return;
    definition.code = (cxt, ruleType) => {
        if (++work.compiled > MOST_COMPILED_KEYWORDS)
            throw new SchemaTooLarge();
        const { gen } = cxt;
        const name = workName(cxt, work);
        charge(cxt, work, costOf(cxt, ruleType, name));
        if (!CALLS.has(rule.keyword) && !DROPS.has(rule.keyword))
            return code(cxt, ruleType);
        const errors = gen.const('errorsBefore', N.errors);
        const made = gen.const('madeBefore', (0,ajv._) `${name}.errorsMade`);
        code(cxt, ruleType);
        // A failing call makes ajv copy every error so far: `vErrors.concat(validate.errors)`.
        if (CALLS.has(rule.keyword))
            gen.if((0,ajv._) `${N.errors} !== ${errors}`, () => charge(cxt, work, N.errors));
        else
            gen.code((0,ajv._) `${name}.dropped(${made}, ${N.errors} - ${errors})`);
    };
    definition.error = countedError(definition.error ?? errors.keywordError, work);
}
/** `if ((work.steps += cost) > work.limit) work.exceeded(instancePath)`, in the generated code. */
function charge(cxt, work, cost) {
    const name = workName(cxt, work);
    cxt.gen.if((0,ajv._) `(${name}.steps += ${cost}) > ${name}.limit`, () => cxt.gen.code(stop(cxt, work)));
}
function stop(cxt, work) {
    return (0,ajv._) `${workName(cxt, work)}.exceeded(${(0,codegen.strConcat)(N.instancePath, cxt.it.errorPath)})`;
}
function workName(cxt, work) {
    return cxt.gen.scopeValue('obj', { ref: work });
}
/** A `type` error, made by ajv where no keyword counts it. */
function countWrongType(cxt, work) {
    const { it, data, gen } = cxt;
    const types = (0,dataType.getSchemaTypes)(it.schema);
    if (types.length === 0)
        return;
    const wrong = (0,dataType.checkDataTypes)(types, data, it.opts.strictNumbers, dataType.DataType.Wrong);
    gen.if(wrong, () => {
        gen.code((0,ajv._) `${workName(cxt, work)}.errorsMade++`);
        charge(cxt, work, STEPS.keptError);
    });
}
/** The keyword's error, counted as it is made (its params are made with it). */
function countedError(error, work) {
    const { params } = error;
    return {
        ...error,
        params: (cxt) => {
            const made = typeof params === 'function' ? params(cxt) : (params ?? (0,ajv._) `{}`);
            const name = workName(cxt, work);
            const count = (0,ajv._) `${name}.errorsMade++, (${name}.steps += ${STEPS.keptError}) > ${name}.limit`;
            return (0,ajv._) `(${count} && ${stop(cxt, work)}, ${made})`;
        },
    };
}

// EXTERNAL MODULE: ./src/manifest/schema/dialects.ts
var dialects = __webpack_require__(5418);
;// CONCATENATED MODULE: ./src/manifest/schema/user-schema.ts
















const addFormats = (ajv_formats_dist_default())["default"];
/** The ajv class of each dialect: draft-06 is draft-07's, with its meta-schema added. */
const AJV_CLASSES = {
    'draft-04': (dist_default())["default"],
    'draft-06': (ajv_default())["default"],
    'draft-07': (ajv_default())["default"],
    '2019-09': (_2019_default())["default"],
    '2020-12': (_2020_default())["default"],
};
/**
 * Compiles a user's own JSON Schema (an object, or `true` or `false`), in the dialect its
 * `$schema` names: draft-07 when it names none, and then a keyword only a later draft checks is
 * refused, as draft-07 would ignore it. Its patterns run on a linear-time engine (the schema may
 * come from a hostile pull request); one that engine cannot run, such as a backreference, is
 * refused here with its JSON Pointer. Nothing is fetched: a `$ref` to another document finds it
 * in `documents` or among the meta-schemas of the dialect, or the result says which `$ref` leads
 * nowhere and under which URI to give its document.
 *
 * @param text - The schema's JSON text.
 * @param source - What messages call the schema, such as its file name.
 * @param documents - The other schema documents its `$ref`s name (the command line's
 *   `--schema-ref` files, the Action's `schema-refs`): each in `registered` under its absolute
 *   URI, or returned by `load`. `base` is the URI relative `$ref`s resolve against when the
 *   schema's `$id` gives none, such as its file's `file:` URL. None by default.
 * @returns The compiled schema for `validateManifest`'s `schema` option, or `ok: false` and a
 *   message saying what is wrong and where.
 *
 * @example A schema whose `$ref` names a document beside it
 * ```ts
 * const definitions = { definitions: { id: { type: 'string', pattern: '^[a-z]+$' } } };
 * const compiled = compileSchema(
 *   '{ "properties": { "name": { "$ref": "definitions.json#/definitions/id" } } }',
 *   'manifest.schema.json',
 *   {
 *     base: 'https://example.com/schemas/manifest.schema.json',
 *     registered: [
 *       {
 *         uri: 'https://example.com/schemas/definitions.json',
 *         schema: definitions,
 *         source: 'definitions.json',
 *       },
 *     ],
 *   },
 * );
 * ```
 */
function compileSchema(text, source, documents = {}) {
    const refuse = (message) => ({ ok: false, message });
    let schema;
    try {
        schema = JSON.parse(text.replace(/^\uFEFF/, ''));
    }
    catch (error) {
        return refuse(`${source}: not valid JSON: ${error.message}`);
    }
    // `true` and `false` are schemas from draft-06 on, alike in every draft that has them.
    if (typeof schema !== 'boolean' && !(0,is_json_object/* isJsonObject */.O)(schema))
        return refuse(`${source}: a JSON Schema must be an object, or from draft-06 on true or false`);
    const declared = (0,is_json_object/* isJsonObject */.O)(schema) ? schema.$schema : undefined;
    const dialect = (0,dialects/* dialectOf */.E3)(schema);
    if (!dialect)
        return refuse(`${source}: unsupported $schema ${(0,describe/* quoteValue */.cl)(declared)}; expected ${dialects/* DIALECTS */.O9.join(', ')}`);
    const later = declared === undefined ? laterKeywordProblem(schema, source) : undefined;
    if (later !== undefined)
        return refuse(later);
    // ajv's validator of an `$async` schema returns a promise, which would pass every manifest.
    if ((0,is_json_object/* isJsonObject */.O)(schema) && schema.$async === true)
        return refuse(`${source}: "$async" schemas are not supported`);
    const refused = refusedPatternIn(schema, source);
    if (refused !== undefined)
        return refuse(refused);
    try {
        const ajv = createAjv(dialect);
        const work = countSchemaWork(ajv);
        const referenced = compileReferenced(ajv, schema, source, documents, refusedPatternIn);
        if (!referenced.ok)
            return referenced;
        const vcpkgChecks = (0,is_json_object/* isJsonObject */.O)(schema) && isVcpkgManifestSchema(schema);
        return { ok: true, schema: (0,manifest_schema/* wrapValidator */.$)('custom', referenced.validate, vcpkgChecks, work) };
    }
    catch (error) {
        // A pattern the search above could not see as one (reached by a `$ref` into `examples`).
        if (error instanceof RefusedPatternError)
            return refuse(refusedPattern(source, error.pattern, error.reason));
        if (error instanceof SchemaTooLarge)
            return refuse(`${source}: too large: ${error.message}, counting a definition without $refs once for each $ref to it (ajv puts it in place there)`);
        if (error instanceof RangeError && /call stack/.test(error.message))
            return refuse(`${source}: its $refs or subschemas nest too deeply to compile (the stack ran out)`);
        return refuse(`${source}: not a valid ${dialect} JSON Schema${declared === undefined ? ' (assumed: it names no "$schema")' : ''}: ${error.message}`);
    }
}
/**
 * Whether a schema says it is vcpkg's manifest schema: its `$id` names a file `vcpkg.schema.json`
 * (vcpkg-tool's docs/, or vcpkg's scripts/ of 2020), or its `title` names a vcpkg manifest.
 */
function isVcpkgManifestSchema(schema) {
    const { $id, id, title } = schema;
    // draft-04 names it `id`.
    const named = typeof $id === 'string' ? $id : id;
    const file = typeof named === 'string' ? named.split(/[?#]/)[0]?.split('/').pop() : undefined;
    if (file?.toLowerCase() === 'vcpkg.schema.json')
        return true;
    return typeof title === 'string' && /\bvcpkg\b.*\bmanifest\b|\bvcpkg\.json\b/i.test(title);
}
/** The first pattern of a schema document that the linear-time engine cannot run, said. */
function refusedPatternIn(schema, source) {
    for (const { pointer, pattern } of schemaPatterns(schema)) {
        const compiled = compileLinearPattern(pattern);
        if (!compiled.ok)
            return refusedPattern(`${source}: ${pointer}`, pattern, compiled.reason);
    }
    return undefined;
}
/** `mine.json: /properties/id/pattern: the pattern "(a)\\1" is refused: backreferences \u2026`. */
function refusedPattern(where, pattern, reason) {
    return `${where}: the pattern ${(0,describe/* quoteValue */.cl)(pattern)} is refused: ${reason}`;
}
/**
 * The ajv that compiles a user's schema of `dialect`, before its work is counted; the tests
 * compare what the counted one finds with what this one finds.
 */
function createAjv(dialect) {
    const options = {
        allErrors: built_in_schema/* BUILT_IN_OPTIONS */.m3.allErrors,
        verbose: built_in_schema/* BUILT_IN_OPTIONS */.m3.verbose,
        strict: false,
        // Patterns come from the schema, values from the manifest: both may be hostile.
        unicodeRegExp: true,
        code: { regExp: linearRegExp },
    };
    const ajv = new AJV_CLASSES[dialect](options);
    if (dialect === 'draft-06')
        ajv.addMetaSchema(json_schema_draft_06);
    addFormats(ajv);
    return ajv;
}


/***/ })

};
;