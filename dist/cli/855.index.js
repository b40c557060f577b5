"use strict";
exports.id = 855;
exports.ids = [855];
exports.modules = {

/***/ 3326:
/***/ ((module, __unused_webpack_exports, __webpack_require__) => {



var scan = __webpack_require__(6849)
var parse = __webpack_require__(5501)

module.exports = function (source) {
  return parse(scan(source))
}


/***/ }),

/***/ 5501:
/***/ ((module) => {



// The ABNF grammar in the spec is totally ambiguous.
//
// This parser follows the operator precedence defined in the
// `Order of Precedence and Parentheses` section.

module.exports = function (tokens) {
  var index = 0

  function hasMore () {
    return index < tokens.length
  }

  function token () {
    return hasMore() ? tokens[index] : null
  }

  function next () {
    if (!hasMore()) {
      throw new Error()
    }
    index++
  }

  function parseOperator (operator) {
    var t = token()
    if (t && t.type === 'OPERATOR' && operator === t.string) {
      next()
      return t.string
    }
  }

  function parseWith () {
    if (parseOperator('WITH')) {
      var t = token()
      if (t && t.type === 'EXCEPTION') {
        next()
        return t.string
      }
      throw new Error('Expected exception after `WITH`')
    }
  }

  function parseLicenseRef () {
    // TODO: Actually, everything is concatenated into one string
    // for backward-compatibility but it could be better to return
    // a nice structure.
    var begin = index
    var string = ''
    var t = token()
    if (t.type === 'DOCUMENTREF') {
      next()
      string += 'DocumentRef-' + t.string + ':'
      if (!parseOperator(':')) {
        throw new Error('Expected `:` after `DocumentRef-...`')
      }
    }
    t = token()
    if (t.type === 'LICENSEREF') {
      next()
      string += 'LicenseRef-' + t.string
      return { license: string }
    }
    index = begin
  }

  function parseLicense () {
    var t = token()
    if (t && t.type === 'LICENSE') {
      next()
      var node = { license: t.string }
      if (parseOperator('+')) {
        node.plus = true
      }
      var exception = parseWith()
      if (exception) {
        node.exception = exception
      }
      return node
    }
  }

  function parseParenthesizedExpression () {
    var left = parseOperator('(')
    if (!left) {
      return
    }

    var expr = parseExpression()

    if (!parseOperator(')')) {
      throw new Error('Expected `)`')
    }

    return expr
  }

  function parseAtom () {
    return (
      parseParenthesizedExpression() ||
      parseLicenseRef() ||
      parseLicense()
    )
  }

  function makeBinaryOpParser (operator, nextParser) {
    return function parseBinaryOp () {
      var left = nextParser()
      if (!left) {
        return
      }

      if (!parseOperator(operator)) {
        return left
      }

      var right = parseBinaryOp()
      if (!right) {
        throw new Error('Expected expression')
      }
      return {
        left: left,
        conjunction: operator.toLowerCase(),
        right: right
      }
    }
  }

  var parseAnd = makeBinaryOpParser('AND', parseAtom)
  var parseExpression = makeBinaryOpParser('OR', parseAnd)

  var node = parseExpression()
  if (!node || hasMore()) {
    throw new Error('Syntax error')
  }
  return node
}


/***/ }),

/***/ 6849:
/***/ ((module, __unused_webpack_exports, __webpack_require__) => {



var licenses = []
  .concat(__webpack_require__(5204))
  .concat(__webpack_require__(3389))
var exceptions = __webpack_require__(3988)

module.exports = function (source) {
  var index = 0

  function hasMore () {
    return index < source.length
  }

  // `value` can be a regexp or a string.
  // If it is recognized, the matching source string is returned and
  // the index is incremented. Otherwise `undefined` is returned.
  function read (value) {
    if (value instanceof RegExp) {
      var chars = source.slice(index)
      var match = chars.match(value)
      if (match) {
        index += match[0].length
        return match[0]
      }
    } else {
      if (source.indexOf(value, index) === index) {
        index += value.length
        return value
      }
    }
  }

  function skipWhitespace () {
    read(/[ ]*/)
  }

  function operator () {
    var string
    var possibilities = [/^WITH/i, /^AND/i, /^OR/i, '(', ')', ':', '+']
    for (var i = 0; i < possibilities.length; i++) {
      string = read(possibilities[i])
      if (string) {
        break
      }
    }

    if (string === '+' && index > 1 && source[index - 2] === ' ') {
      throw new Error('Space before `+`')
    }

    return string && {
      type: 'OPERATOR',
      string: string.toUpperCase()
    }
  }

  function idstring () {
    return read(/[A-Za-z0-9-.]+/)
  }

  function expectIdstring () {
    var string = idstring()
    if (!string) {
      throw new Error('Expected idstring at offset ' + index)
    }
    return string
  }

  function documentRef () {
    if (read('DocumentRef-')) {
      var string = expectIdstring()
      return { type: 'DOCUMENTREF', string: string }
    }
  }

  function licenseRef () {
    if (read('LicenseRef-')) {
      var string = expectIdstring()
      return { type: 'LICENSEREF', string: string }
    }
  }

  function identifier () {
    var begin = index
    var string = idstring()

    if (licenses.indexOf(string) !== -1) {
      return {
        type: 'LICENSE',
        string: string
      }
    } else if (exceptions.indexOf(string) !== -1) {
      return {
        type: 'EXCEPTION',
        string: string
      }
    }

    index = begin
  }

  // Tries to read the next token. Returns `undefined` if no token is
  // recognized.
  function parseToken () {
    // Ordering matters
    return (
      operator() ||
      documentRef() ||
      licenseRef() ||
      identifier()
    )
  }

  var tokens = []
  while (hasMore()) {
    skipWhitespace()
    if (!hasMore()) {
      break
    }

    var token = parseToken()
    if (!token) {
      throw new Error('Unexpected `' + source[index] +
                      '` at offset ' + index)
    }

    tokens.push(token)
  }
  return tokens
}


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

/***/ 3855:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  specRules: () => (/* binding */ specRules)
});

// EXTERNAL MODULE: ./src/manifest/check-document.ts
var check_document = __webpack_require__(7343);
// EXTERNAL MODULE: ./src/manifest/json/deep-nesting.ts
var deep_nesting = __webpack_require__(3815);
// EXTERNAL MODULE: ./src/manifest/json/duplicate-keys.ts + 1 modules
var duplicate_keys = __webpack_require__(2725);
// EXTERNAL MODULE: ./src/manifest/messages/combinators.ts + 2 modules
var combinators = __webpack_require__(6820);
// EXTERNAL MODULE: ./src/manifest/problems/draft.ts
var draft = __webpack_require__(5701);
// EXTERNAL MODULE: ./src/manifest/json/positions.ts
var json_positions = __webpack_require__(8456);
// EXTERNAL MODULE: ./src/manifest/json/pointer.ts
var json_pointer = __webpack_require__(9825);
// EXTERNAL MODULE: ./src/util/cut-short.ts
var cut_short = __webpack_require__(2591);
// EXTERNAL MODULE: ./src/manifest/json/is-json-object.ts
var is_json_object = __webpack_require__(117);
;// CONCATENATED MODULE: ./src/manifest/messages/integer-spelling.ts





/** Most `$ref` hops from one value's schema: a cycle of references never ends otherwise. */
const MOST_REFERENCE_HOPS = 32;
/**
 * A property's value that is a number with a fraction or an exponent. The built-in schemas ask
 * for integers only as property values (`port-version`), never as list items.
 */
const PROPERTY_NUMBER_WITH_FRACTION_OR_EXPONENT = /:\s*-?\d+(?:\.\d*)?[eE]|:\s*-?\d+\./;
/** Longest number quoted in a message; the span still covers all of it. */
const LONGEST_QUOTED_NUMBER = 40;
/**
 * Numbers with a fraction or an exponent (`1.0`, `1e0`) where `schema` asks for an integer.
 * JSON.parse makes them whole numbers, so the validator sees `1`; draft-04 `type: integer` and
 * vcpkg (a natural number) both reject them. Only `properties`, `items`, local `$ref` and
 * `allOf`/`anyOf`/`oneOf` are followed: all the built-in schemas use.
 */
function integerSpellingDrafts(text, data, schema) {
    // Most manifests have no such number at all: then there is nothing to look for.
    if (!PROPERTY_NUMBER_WITH_FRACTION_OR_EXPONENT.test(text))
        return [];
    const pointers = (0,is_json_object/* isJsonObject */.O)(schema) ? wholeNumbersWantedAsIntegers(schema, data) : [];
    if (pointers.length === 0)
        return [];
    const positions = (0,json_positions/* positionsOf */.q)(text, pointers);
    const drafts = [];
    for (const pointer of pointers) {
        const value = positions.get(pointer)?.value;
        if (value === undefined)
            continue;
        const raw = text.slice(value.offset, value.offset + value.length);
        if (!/[.eE]/.test(raw))
            continue;
        const written = (0,cut_short/* cutShort */.VV)(raw, LONGEST_QUOTED_NUMBER);
        drafts.push((0,draft/* draftOf */.b)('type', {
            expected: ['integer'],
            found: `the number ${written}`,
            message: `expected an integer; found the number ${written}, written with a fraction or an exponent`,
            pointer,
            anchor: { kind: 'value' },
        }));
    }
    return drafts;
}
/** Pointers of the whole numbers in `data` whose schema says `type: integer`. */
function wholeNumbersWantedAsIntegers(root, data) {
    const found = new Set();
    const pending = [[root, data, '']];
    while (pending.length > 0) {
        const [node, value, pointer] = pending.pop();
        const schema = resolve(root, node);
        if (schema === undefined)
            continue;
        if (typeof value === 'number' && Number.isInteger(value) && asksForInteger(schema))
            found.add(pointer);
        for (const branches of [schema.allOf, schema.anyOf, schema.oneOf])
            if (Array.isArray(branches))
                for (const branch of branches)
                    pending.push([branch, value, pointer]);
        if (Array.isArray(value)) {
            if ((0,is_json_object/* isJsonObject */.O)(schema.items))
                value.forEach((item, index) => pending.push([schema.items, item, (0,json_pointer/* childPointer */.Y2)(pointer, index)]));
        }
        else if ((0,is_json_object/* isJsonObject */.O)(value) && (0,is_json_object/* isJsonObject */.O)(schema.properties)) {
            for (const [key, child] of Object.entries(schema.properties))
                if (Object.hasOwn(value, key))
                    pending.push([child, value[key], (0,json_pointer/* childPointer */.Y2)(pointer, key)]);
        }
    }
    return [...found];
}
/** The schema a node stands for, following local `$ref`s (`#/definitions/name`). */
function resolve(root, node) {
    let current = node;
    for (let hops = 0; hops <= MOST_REFERENCE_HOPS; hops++) {
        if (!(0,is_json_object/* isJsonObject */.O)(current))
            return undefined;
        const reference = current.$ref;
        if (typeof reference !== 'string')
            return current;
        const name = /^#\/definitions\/([^/~]+)$/.exec(reference)?.[1];
        const definitions = root.definitions;
        if (name === undefined || !(0,is_json_object/* isJsonObject */.O)(definitions) || !Object.hasOwn(definitions, name))
            return undefined;
        current = definitions[name];
    }
    return undefined;
}
function asksForInteger(schema) {
    const type = schema.type;
    return (type === 'integer' ||
        (Array.isArray(type) && type.includes('integer') && !type.includes('number')));
}

// EXTERNAL MODULE: ./src/manifest/problems/limits.ts
var limits = __webpack_require__(8244);
// EXTERNAL MODULE: ./src/manifest/problems/rules.ts
var rules = __webpack_require__(825);
// EXTERNAL MODULE: ./src/manifest/schema/built-in-schema.ts + 1 modules
var built_in_schema = __webpack_require__(3172);
// EXTERNAL MODULE: ./node_modules/ajv-formats/dist/formats.js
var formats = __webpack_require__(779);
;// CONCATENATED MODULE: ./src/manifest/schema/generated/built-in-validator.js
// Generated by scripts/compile-schemas.ts from src/manifest/schema/manifest.schema.json: do not edit.

const PLAIN_URI = /^[a-zA-Z][a-zA-Z0-9+.-]*:\/\/[a-zA-Z0-9.-]+(?::\d*)?(?:\/[a-zA-Z0-9._~!$&'()*+,;=:@-]*)*(?:\?[a-zA-Z0-9._~!$&'()*+,;=:@/?-]*)?(?:#[a-zA-Z0-9._~!$&'()*+,;=:@/?-]*)?$/;
const built_in_validator_formats = { uri: (text) => PLAIN_URI.test(text) || formats.fullFormats.uri(text) };
"use strict";const validate = (/* unused pure expression or super */ null && (validate10));/* harmony default export */ const built_in_validator = (validate10);const schema11 = {"$schema":"http://json-schema.org/draft-04/schema#","title":"vcpkg package manifest (vcpkg.json), December 2020 rules","type":"object","properties":{"name":{"description":"The name of the top-level package.","$ref":"#/definitions/package-name"},"version":{"description":"A relaxed version: dot-separated numbers, any count.","type":"string","pattern":"^\\d+(\\.\\d+)*$"},"version-string":{"description":"Text identifying an arbitrary version.","type":"string","pattern":"^[^#]+$"},"version-semver":{"description":"A semantic version.","type":"string","pattern":"^\\d+\\.\\d+\\.\\d+([+-].+)?$"},"version-date":{"description":"A date version, optionally followed by dot-separated numbers.","type":"string","pattern":"^\\d{4}-\\d{2}-\\d{2}(\\.\\d+)*$"},"port-version":{"$ref":"#/definitions/port-version"},"maintainers":{"description":"Authors of the package.","type":"array","items":{"type":"string"}},"description":{"$ref":"#/definitions/description-field"},"homepage":{"description":"URL of the package homepage.","type":"string","format":"uri"},"documentation":{"description":"URL of the package documentation.","type":"string","format":"uri"},"license":{"description":"An SPDX license expression at version 3.9.","type":"string"},"dependencies":{"description":"Dependencies that are always required.","type":"array","items":{"$ref":"#/definitions/dependency"}},"overrides":{"description":"Version overrides for dependencies.","type":"array","items":{"$ref":"#/definitions/override"}},"dev-dependencies":{"description":"Dependencies needed only by developers (testing and the like).","type":"array","items":{"$ref":"#/definitions/dependency"}},"features":{"description":"Features that consumers can activate.","type":"array","items":{"$ref":"#/definitions/feature"}},"default-features":{"description":"Features enabled by default.","type":"array","items":{"$ref":"#/definitions/identifier"}},"supports":{"$ref":"#/definitions/platform-expression"}},"patternProperties":{"^\\$":{}},"additionalProperties":false,"required":["name"],"oneOf":[{"required":["version"]},{"required":["version-string"]},{"required":["version-semver"]},{"required":["version-date"]}],"definitions":{"identifier":{"description":"Lowercase letters and digits in dash-separated groups, not a reserved name.","type":"string","allOf":[{"pattern":"[a-z0-9]+(-[a-z0-9]+)*"},{"not":{"type":"string","pattern":"^prn|aux|nul|con|lpt[1-9]|com[1-9]|core|default$"}}]},"package-name":{"description":"Dot-separated identifier-shaped segments, none of them a reserved name.","type":"string","allOf":[{"pattern":"^[a-z0-9]+(-[a-z0-9]+)*(\\.[a-z0-9]+(-[a-z0-9]+)*)*$"},{"not":{"type":"string","pattern":"(^|\\.)(prn|aux|nul|con|lpt[1-9]|com[1-9]|core|default)(\\.|$)"}}]},"version-text":{"description":"At least one character other than '#'.","type":"string","pattern":"[^#]+"},"port-version":{"description":"The revision of the package recipe.","type":"integer","minimum":0,"default":0},"platform-expression":{"description":"A set of platforms, such as \"windows & !arm\".","type":"string"},"description-field":{"description":"A string, or an array of strings.","type":["string","array"],"items":{"type":"string"}},"dependency":{"description":"A package name, or an object naming a package.","anyOf":[{"$ref":"#/definitions/package-name"},{"$ref":"#/definitions/dependency-object"}]},"dependency-object":{"type":"object","properties":{"name":{"$ref":"#/definitions/package-name"},"features":{"description":"Features of the dependency to activate.","type":"array","items":{"$ref":"#/definitions/identifier"}},"default-features":{"description":"Whether the dependency's default features are activated.","type":"boolean","default":true},"platform":{"$ref":"#/definitions/platform-expression"},"version>=":{"description":"Minimum required port version.","$ref":"#/definitions/version-text"},"port-version":{"$ref":"#/definitions/port-version"}},"patternProperties":{"^\\$":{}},"additionalProperties":false,"required":["name"]},"override":{"type":"object","properties":{"name":{"$ref":"#/definitions/identifier"},"version":{"$ref":"#/definitions/version-text"},"port-version":{"$ref":"#/definitions/port-version"}},"patternProperties":{"^\\$":{}},"required":["name","version"]},"feature":{"type":"object","properties":{"name":{"$ref":"#/definitions/identifier"},"description":{"$ref":"#/definitions/description-field"},"dependencies":{"description":"Dependencies used by this feature.","type":"array","items":{"$ref":"#/definitions/dependency"}}},"patternProperties":{"^\\$":{}},"additionalProperties":false,"required":["name","description"]}}};const schema12 = {"description":"Dot-separated identifier-shaped segments, none of them a reserved name.","type":"string","allOf":[{"pattern":"^[a-z0-9]+(-[a-z0-9]+)*(\\.[a-z0-9]+(-[a-z0-9]+)*)*$"},{"not":{"type":"string","pattern":"(^|\\.)(prn|aux|nul|con|lpt[1-9]|com[1-9]|core|default)(\\.|$)"}}]};const schema13 = {"description":"The revision of the package recipe.","type":"integer","minimum":0,"default":0};const schema14 = {"description":"A string, or an array of strings.","type":["string","array"],"items":{"type":"string"}};const schema19 = {"description":"Lowercase letters and digits in dash-separated groups, not a reserved name.","type":"string","allOf":[{"pattern":"[a-z0-9]+(-[a-z0-9]+)*"},{"not":{"type":"string","pattern":"^prn|aux|nul|con|lpt[1-9]|com[1-9]|core|default$"}}]};const schema20 = {"description":"A set of platforms, such as \"windows & !arm\".","type":"string"};const func2 = Object.prototype.hasOwnProperty;const pattern0 = new RegExp("^\\$", "u");const pattern1 = new RegExp("^[a-z0-9]+(-[a-z0-9]+)*(\\.[a-z0-9]+(-[a-z0-9]+)*)*$", "u");const pattern2 = new RegExp("(^|\\.)(prn|aux|nul|con|lpt[1-9]|com[1-9]|core|default)(\\.|$)", "u");const pattern3 = new RegExp("^\\d+(\\.\\d+)*$", "u");const pattern4 = new RegExp("^[^#]+$", "u");const pattern5 = new RegExp("^\\d+\\.\\d+\\.\\d+([+-].+)?$", "u");const pattern6 = new RegExp("^\\d{4}-\\d{2}-\\d{2}(\\.\\d+)*$", "u");const pattern12 = new RegExp("[a-z0-9]+(-[a-z0-9]+)*", "u");const pattern13 = new RegExp("^prn|aux|nul|con|lpt[1-9]|com[1-9]|core|default$", "u");const formats0 = built_in_validator_formats.uri;const schema15 = {"description":"A package name, or an object naming a package.","anyOf":[{"$ref":"#/definitions/package-name"},{"$ref":"#/definitions/dependency-object"}]};const schema17 = {"type":"object","properties":{"name":{"$ref":"#/definitions/package-name"},"features":{"description":"Features of the dependency to activate.","type":"array","items":{"$ref":"#/definitions/identifier"}},"default-features":{"description":"Whether the dependency's default features are activated.","type":"boolean","default":true},"platform":{"$ref":"#/definitions/platform-expression"},"version>=":{"description":"Minimum required port version.","$ref":"#/definitions/version-text"},"port-version":{"$ref":"#/definitions/port-version"}},"patternProperties":{"^\\$":{}},"additionalProperties":false,"required":["name"]};const schema21 = {"description":"At least one character other than '#'.","type":"string","pattern":"[^#]+"};const pattern14 = new RegExp("[^#]+", "u");function validate12(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){let vErrors = null;let errors = 0;if(data && typeof data == "object" && !Array.isArray(data)){if(data.name === undefined){const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'",schema:schema17.required,parentSchema:schema17,data};if(vErrors === null){vErrors = [err0];}else {vErrors.push(err0);}errors++;}for(const key0 in data){if(!(((((((key0 === "name") || (key0 === "features")) || (key0 === "default-features")) || (key0 === "platform")) || (key0 === "version>=")) || (key0 === "port-version")) || (pattern0.test(key0)))){const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema17,data};if(vErrors === null){vErrors = [err1];}else {vErrors.push(err1);}errors++;}}if(data.name !== undefined){let data0 = data.name;if(typeof data0 !== "string"){const err2 = {instancePath:instancePath+"/name",schemaPath:"#/definitions/package-name/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema12.type,parentSchema:schema12,data:data0};if(vErrors === null){vErrors = [err2];}else {vErrors.push(err2);}errors++;}if(typeof data0 === "string"){if(!pattern1.test(data0)){const err3 = {instancePath:instancePath+"/name",schemaPath:"#/definitions/package-name/allOf/0/pattern",keyword:"pattern",params:{pattern: "^[a-z0-9]+(-[a-z0-9]+)*(\\.[a-z0-9]+(-[a-z0-9]+)*)*$"},message:"must match pattern \""+"^[a-z0-9]+(-[a-z0-9]+)*(\\.[a-z0-9]+(-[a-z0-9]+)*)*$"+"\"",schema:"^[a-z0-9]+(-[a-z0-9]+)*(\\.[a-z0-9]+(-[a-z0-9]+)*)*$",parentSchema:schema12.allOf[0],data:data0};if(vErrors === null){vErrors = [err3];}else {vErrors.push(err3);}errors++;}}const _errs7 = errors;const _errs8 = errors;if(errors === _errs8){if(typeof data0 === "string"){if(!pattern2.test(data0)){const err4 = {};if(vErrors === null){vErrors = [err4];}else {vErrors.push(err4);}errors++;}}else {const err5 = {};if(vErrors === null){vErrors = [err5];}else {vErrors.push(err5);}errors++;}}var valid3 = _errs8 === errors;if(valid3){const err6 = {instancePath:instancePath+"/name",schemaPath:"#/definitions/package-name/allOf/1/not",keyword:"not",params:{},message:"must NOT be valid",schema:schema12.allOf[1].not,parentSchema:schema12.allOf[1],data:data0};if(vErrors === null){vErrors = [err6];}else {vErrors.push(err6);}errors++;}else {errors = _errs7;if(vErrors !== null){if(_errs7){vErrors.length = _errs7;}else {vErrors = null;}}}}if(data.features !== undefined){let data1 = data.features;if(Array.isArray(data1)){const len0 = data1.length;for(let i0=0; i0<len0; i0++){let data2 = data1[i0];if(typeof data2 !== "string"){const err7 = {instancePath:instancePath+"/features/" + i0,schemaPath:"#/definitions/identifier/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema19.type,parentSchema:schema19,data:data2};if(vErrors === null){vErrors = [err7];}else {vErrors.push(err7);}errors++;}if(typeof data2 === "string"){if(!pattern12.test(data2)){const err8 = {instancePath:instancePath+"/features/" + i0,schemaPath:"#/definitions/identifier/allOf/0/pattern",keyword:"pattern",params:{pattern: "[a-z0-9]+(-[a-z0-9]+)*"},message:"must match pattern \""+"[a-z0-9]+(-[a-z0-9]+)*"+"\"",schema:"[a-z0-9]+(-[a-z0-9]+)*",parentSchema:schema19.allOf[0],data:data2};if(vErrors === null){vErrors = [err8];}else {vErrors.push(err8);}errors++;}}const _errs17 = errors;const _errs18 = errors;if(errors === _errs18){if(typeof data2 === "string"){if(!pattern13.test(data2)){const err9 = {};if(vErrors === null){vErrors = [err9];}else {vErrors.push(err9);}errors++;}}else {const err10 = {};if(vErrors === null){vErrors = [err10];}else {vErrors.push(err10);}errors++;}}var valid8 = _errs18 === errors;if(valid8){const err11 = {instancePath:instancePath+"/features/" + i0,schemaPath:"#/definitions/identifier/allOf/1/not",keyword:"not",params:{},message:"must NOT be valid",schema:schema19.allOf[1].not,parentSchema:schema19.allOf[1],data:data2};if(vErrors === null){vErrors = [err11];}else {vErrors.push(err11);}errors++;}else {errors = _errs17;if(vErrors !== null){if(_errs17){vErrors.length = _errs17;}else {vErrors = null;}}}}}else {const err12 = {instancePath:instancePath+"/features",schemaPath:"#/properties/features/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema17.properties.features.type,parentSchema:schema17.properties.features,data:data1};if(vErrors === null){vErrors = [err12];}else {vErrors.push(err12);}errors++;}}if(data["default-features"] !== undefined){let data3 = data["default-features"];if(typeof data3 !== "boolean"){const err13 = {instancePath:instancePath+"/default-features",schemaPath:"#/properties/default-features/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema17.properties["default-features"].type,parentSchema:schema17.properties["default-features"],data:data3};if(vErrors === null){vErrors = [err13];}else {vErrors.push(err13);}errors++;}}if(data.platform !== undefined){let data4 = data.platform;if(typeof data4 !== "string"){const err14 = {instancePath:instancePath+"/platform",schemaPath:"#/definitions/platform-expression/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema20.type,parentSchema:schema20,data:data4};if(vErrors === null){vErrors = [err14];}else {vErrors.push(err14);}errors++;}}if(data["version>="] !== undefined){let data5 = data["version>="];if(typeof data5 === "string"){if(!pattern14.test(data5)){const err15 = {instancePath:instancePath+"/version>=",schemaPath:"#/definitions/version-text/pattern",keyword:"pattern",params:{pattern: "[^#]+"},message:"must match pattern \""+"[^#]+"+"\"",schema:"[^#]+",parentSchema:schema21,data:data5};if(vErrors === null){vErrors = [err15];}else {vErrors.push(err15);}errors++;}}else {const err16 = {instancePath:instancePath+"/version>=",schemaPath:"#/definitions/version-text/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema21.type,parentSchema:schema21,data:data5};if(vErrors === null){vErrors = [err16];}else {vErrors.push(err16);}errors++;}}if(data["port-version"] !== undefined){let data6 = data["port-version"];if(!(((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6))) && (isFinite(data6)))){const err17 = {instancePath:instancePath+"/port-version",schemaPath:"#/definitions/port-version/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema13.type,parentSchema:schema13,data:data6};if(vErrors === null){vErrors = [err17];}else {vErrors.push(err17);}errors++;}if((typeof data6 == "number") && (isFinite(data6))){if(data6 < 0 || isNaN(data6)){const err18 = {instancePath:instancePath+"/port-version",schemaPath:"#/definitions/port-version/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema13,data:data6};if(vErrors === null){vErrors = [err18];}else {vErrors.push(err18);}errors++;}}}}else {const err19 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema17.type,parentSchema:schema17,data};if(vErrors === null){vErrors = [err19];}else {vErrors.push(err19);}errors++;}validate12.errors = vErrors;return errors === 0;}function validate11(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){let vErrors = null;let errors = 0;const _errs0 = errors;let valid0 = false;const _errs1 = errors;if(typeof data !== "string"){const err0 = {instancePath,schemaPath:"#/definitions/package-name/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema12.type,parentSchema:schema12,data};if(vErrors === null){vErrors = [err0];}else {vErrors.push(err0);}errors++;}if(typeof data === "string"){if(!pattern1.test(data)){const err1 = {instancePath,schemaPath:"#/definitions/package-name/allOf/0/pattern",keyword:"pattern",params:{pattern: "^[a-z0-9]+(-[a-z0-9]+)*(\\.[a-z0-9]+(-[a-z0-9]+)*)*$"},message:"must match pattern \""+"^[a-z0-9]+(-[a-z0-9]+)*(\\.[a-z0-9]+(-[a-z0-9]+)*)*$"+"\"",schema:"^[a-z0-9]+(-[a-z0-9]+)*(\\.[a-z0-9]+(-[a-z0-9]+)*)*$",parentSchema:schema12.allOf[0],data};if(vErrors === null){vErrors = [err1];}else {vErrors.push(err1);}errors++;}}const _errs6 = errors;const _errs7 = errors;if(errors === _errs7){if(typeof data === "string"){if(!pattern2.test(data)){const err2 = {};if(vErrors === null){vErrors = [err2];}else {vErrors.push(err2);}errors++;}}else {const err3 = {};if(vErrors === null){vErrors = [err3];}else {vErrors.push(err3);}errors++;}}var valid3 = _errs7 === errors;if(valid3){const err4 = {instancePath,schemaPath:"#/definitions/package-name/allOf/1/not",keyword:"not",params:{},message:"must NOT be valid",schema:schema12.allOf[1].not,parentSchema:schema12.allOf[1],data};if(vErrors === null){vErrors = [err4];}else {vErrors.push(err4);}errors++;}else {errors = _errs6;if(vErrors !== null){if(_errs6){vErrors.length = _errs6;}else {vErrors = null;}}}var _valid0 = _errs1 === errors;valid0 = valid0 || _valid0;if(!valid0){const _errs9 = errors;if(!(validate12(data, {instancePath,parentData,parentDataProperty,rootData}))){{if (vErrors === null) vErrors = validate12.errors; else for (const e$ of validate12.errors) vErrors.push(e$);}errors = vErrors.length;}var _valid0 = _errs9 === errors;valid0 = valid0 || _valid0;}if(!valid0){const err5 = {instancePath,schemaPath:"#/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema15.anyOf,parentSchema:schema15,data};if(vErrors === null){vErrors = [err5];}else {vErrors.push(err5);}errors++;}else {errors = _errs0;if(vErrors !== null){if(_errs0){vErrors.length = _errs0;}else {vErrors = null;}}}validate11.errors = vErrors;return errors === 0;}const schema23 = {"type":"object","properties":{"name":{"$ref":"#/definitions/identifier"},"version":{"$ref":"#/definitions/version-text"},"port-version":{"$ref":"#/definitions/port-version"}},"patternProperties":{"^\\$":{}},"required":["name","version"]};function validate15(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){let vErrors = null;let errors = 0;if(data && typeof data == "object" && !Array.isArray(data)){if(data.name === undefined){const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'",schema:schema23.required,parentSchema:schema23,data};if(vErrors === null){vErrors = [err0];}else {vErrors.push(err0);}errors++;}if(data.version === undefined){const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "version"},message:"must have required property '"+"version"+"'",schema:schema23.required,parentSchema:schema23,data};if(vErrors === null){vErrors = [err1];}else {vErrors.push(err1);}errors++;}if(data.name !== undefined){let data0 = data.name;if(typeof data0 !== "string"){const err2 = {instancePath:instancePath+"/name",schemaPath:"#/definitions/identifier/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema19.type,parentSchema:schema19,data:data0};if(vErrors === null){vErrors = [err2];}else {vErrors.push(err2);}errors++;}if(typeof data0 === "string"){if(!pattern12.test(data0)){const err3 = {instancePath:instancePath+"/name",schemaPath:"#/definitions/identifier/allOf/0/pattern",keyword:"pattern",params:{pattern: "[a-z0-9]+(-[a-z0-9]+)*"},message:"must match pattern \""+"[a-z0-9]+(-[a-z0-9]+)*"+"\"",schema:"[a-z0-9]+(-[a-z0-9]+)*",parentSchema:schema19.allOf[0],data:data0};if(vErrors === null){vErrors = [err3];}else {vErrors.push(err3);}errors++;}}const _errs6 = errors;const _errs7 = errors;if(errors === _errs7){if(typeof data0 === "string"){if(!pattern13.test(data0)){const err4 = {};if(vErrors === null){vErrors = [err4];}else {vErrors.push(err4);}errors++;}}else {const err5 = {};if(vErrors === null){vErrors = [err5];}else {vErrors.push(err5);}errors++;}}var valid3 = _errs7 === errors;if(valid3){const err6 = {instancePath:instancePath+"/name",schemaPath:"#/definitions/identifier/allOf/1/not",keyword:"not",params:{},message:"must NOT be valid",schema:schema19.allOf[1].not,parentSchema:schema19.allOf[1],data:data0};if(vErrors === null){vErrors = [err6];}else {vErrors.push(err6);}errors++;}else {errors = _errs6;if(vErrors !== null){if(_errs6){vErrors.length = _errs6;}else {vErrors = null;}}}}if(data.version !== undefined){let data1 = data.version;if(typeof data1 === "string"){if(!pattern14.test(data1)){const err7 = {instancePath:instancePath+"/version",schemaPath:"#/definitions/version-text/pattern",keyword:"pattern",params:{pattern: "[^#]+"},message:"must match pattern \""+"[^#]+"+"\"",schema:"[^#]+",parentSchema:schema21,data:data1};if(vErrors === null){vErrors = [err7];}else {vErrors.push(err7);}errors++;}}else {const err8 = {instancePath:instancePath+"/version",schemaPath:"#/definitions/version-text/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema21.type,parentSchema:schema21,data:data1};if(vErrors === null){vErrors = [err8];}else {vErrors.push(err8);}errors++;}}if(data["port-version"] !== undefined){let data2 = data["port-version"];if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){const err9 = {instancePath:instancePath+"/port-version",schemaPath:"#/definitions/port-version/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema13.type,parentSchema:schema13,data:data2};if(vErrors === null){vErrors = [err9];}else {vErrors.push(err9);}errors++;}if((typeof data2 == "number") && (isFinite(data2))){if(data2 < 0 || isNaN(data2)){const err10 = {instancePath:instancePath+"/port-version",schemaPath:"#/definitions/port-version/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema13,data:data2};if(vErrors === null){vErrors = [err10];}else {vErrors.push(err10);}errors++;}}}}else {const err11 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema23.type,parentSchema:schema23,data};if(vErrors === null){vErrors = [err11];}else {vErrors.push(err11);}errors++;}validate15.errors = vErrors;return errors === 0;}const schema27 = {"type":"object","properties":{"name":{"$ref":"#/definitions/identifier"},"description":{"$ref":"#/definitions/description-field"},"dependencies":{"description":"Dependencies used by this feature.","type":"array","items":{"$ref":"#/definitions/dependency"}}},"patternProperties":{"^\\$":{}},"additionalProperties":false,"required":["name","description"]};function validate18(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){let vErrors = null;let errors = 0;if(data && typeof data == "object" && !Array.isArray(data)){if(data.name === undefined){const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'",schema:schema27.required,parentSchema:schema27,data};if(vErrors === null){vErrors = [err0];}else {vErrors.push(err0);}errors++;}if(data.description === undefined){const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "description"},message:"must have required property '"+"description"+"'",schema:schema27.required,parentSchema:schema27,data};if(vErrors === null){vErrors = [err1];}else {vErrors.push(err1);}errors++;}for(const key0 in data){if(!((((key0 === "name") || (key0 === "description")) || (key0 === "dependencies")) || (pattern0.test(key0)))){const err2 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema27,data};if(vErrors === null){vErrors = [err2];}else {vErrors.push(err2);}errors++;}}if(data.name !== undefined){let data0 = data.name;if(typeof data0 !== "string"){const err3 = {instancePath:instancePath+"/name",schemaPath:"#/definitions/identifier/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema19.type,parentSchema:schema19,data:data0};if(vErrors === null){vErrors = [err3];}else {vErrors.push(err3);}errors++;}if(typeof data0 === "string"){if(!pattern12.test(data0)){const err4 = {instancePath:instancePath+"/name",schemaPath:"#/definitions/identifier/allOf/0/pattern",keyword:"pattern",params:{pattern: "[a-z0-9]+(-[a-z0-9]+)*"},message:"must match pattern \""+"[a-z0-9]+(-[a-z0-9]+)*"+"\"",schema:"[a-z0-9]+(-[a-z0-9]+)*",parentSchema:schema19.allOf[0],data:data0};if(vErrors === null){vErrors = [err4];}else {vErrors.push(err4);}errors++;}}const _errs7 = errors;const _errs8 = errors;if(errors === _errs8){if(typeof data0 === "string"){if(!pattern13.test(data0)){const err5 = {};if(vErrors === null){vErrors = [err5];}else {vErrors.push(err5);}errors++;}}else {const err6 = {};if(vErrors === null){vErrors = [err6];}else {vErrors.push(err6);}errors++;}}var valid3 = _errs8 === errors;if(valid3){const err7 = {instancePath:instancePath+"/name",schemaPath:"#/definitions/identifier/allOf/1/not",keyword:"not",params:{},message:"must NOT be valid",schema:schema19.allOf[1].not,parentSchema:schema19.allOf[1],data:data0};if(vErrors === null){vErrors = [err7];}else {vErrors.push(err7);}errors++;}else {errors = _errs7;if(vErrors !== null){if(_errs7){vErrors.length = _errs7;}else {vErrors = null;}}}}if(data.description !== undefined){let data1 = data.description;if((typeof data1 !== "string") && (!(Array.isArray(data1)))){const err8 = {instancePath:instancePath+"/description",schemaPath:"#/definitions/description-field/type",keyword:"type",params:{type: schema14.type},message:"must be string,array",schema:schema14.type,parentSchema:schema14,data:data1};if(vErrors === null){vErrors = [err8];}else {vErrors.push(err8);}errors++;}if(Array.isArray(data1)){const len0 = data1.length;for(let i0=0; i0<len0; i0++){let data2 = data1[i0];if(typeof data2 !== "string"){const err9 = {instancePath:instancePath+"/description/" + i0,schemaPath:"#/definitions/description-field/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema14.items.type,parentSchema:schema14.items,data:data2};if(vErrors === null){vErrors = [err9];}else {vErrors.push(err9);}errors++;}}}}if(data.dependencies !== undefined){let data3 = data.dependencies;if(Array.isArray(data3)){const len1 = data3.length;for(let i1=0; i1<len1; i1++){if(!(validate11(data3[i1], {instancePath:instancePath+"/dependencies/" + i1,parentData:data3,parentDataProperty:i1,rootData}))){{if (vErrors === null) vErrors = validate11.errors; else for (const e$ of validate11.errors) vErrors.push(e$);}errors = vErrors.length;}}}else {const err10 = {instancePath:instancePath+"/dependencies",schemaPath:"#/properties/dependencies/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema27.properties.dependencies.type,parentSchema:schema27.properties.dependencies,data:data3};if(vErrors === null){vErrors = [err10];}else {vErrors.push(err10);}errors++;}}}else {const err11 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema27.type,parentSchema:schema27,data};if(vErrors === null){vErrors = [err11];}else {vErrors.push(err11);}errors++;}validate18.errors = vErrors;return errors === 0;}function validate10(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){let vErrors = null;let errors = 0;const _errs1 = errors;let valid0 = false;let passing0 = null;const _errs2 = errors;if(data && typeof data == "object" && !Array.isArray(data)){if(data.version === undefined){const err0 = {instancePath,schemaPath:"#/oneOf/0/required",keyword:"required",params:{missingProperty: "version"},message:"must have required property '"+"version"+"'",schema:schema11.oneOf[0].required,parentSchema:schema11.oneOf[0],data};if(vErrors === null){vErrors = [err0];}else {vErrors.push(err0);}errors++;}}var _valid0 = _errs2 === errors;if(_valid0){valid0 = true;passing0 = 0;}const _errs3 = errors;if(data && typeof data == "object" && !Array.isArray(data)){if(data["version-string"] === undefined){const err1 = {instancePath,schemaPath:"#/oneOf/1/required",keyword:"required",params:{missingProperty: "version-string"},message:"must have required property '"+"version-string"+"'",schema:schema11.oneOf[1].required,parentSchema:schema11.oneOf[1],data};if(vErrors === null){vErrors = [err1];}else {vErrors.push(err1);}errors++;}}var _valid0 = _errs3 === errors;if(_valid0 && valid0){valid0 = false;passing0 = [passing0, 1];}else {if(_valid0){valid0 = true;passing0 = 1;}const _errs4 = errors;if(data && typeof data == "object" && !Array.isArray(data)){if(data["version-semver"] === undefined){const err2 = {instancePath,schemaPath:"#/oneOf/2/required",keyword:"required",params:{missingProperty: "version-semver"},message:"must have required property '"+"version-semver"+"'",schema:schema11.oneOf[2].required,parentSchema:schema11.oneOf[2],data};if(vErrors === null){vErrors = [err2];}else {vErrors.push(err2);}errors++;}}var _valid0 = _errs4 === errors;if(_valid0 && valid0){valid0 = false;passing0 = [passing0, 2];}else {if(_valid0){valid0 = true;passing0 = 2;}const _errs5 = errors;if(data && typeof data == "object" && !Array.isArray(data)){if(data["version-date"] === undefined){const err3 = {instancePath,schemaPath:"#/oneOf/3/required",keyword:"required",params:{missingProperty: "version-date"},message:"must have required property '"+"version-date"+"'",schema:schema11.oneOf[3].required,parentSchema:schema11.oneOf[3],data};if(vErrors === null){vErrors = [err3];}else {vErrors.push(err3);}errors++;}}var _valid0 = _errs5 === errors;if(_valid0 && valid0){valid0 = false;passing0 = [passing0, 3];}else {if(_valid0){valid0 = true;passing0 = 3;}}}}if(!valid0){const err4 = {instancePath,schemaPath:"#/oneOf",keyword:"oneOf",params:{passingSchemas: passing0},message:"must match exactly one schema in oneOf",schema:schema11.oneOf,parentSchema:schema11,data};if(vErrors === null){vErrors = [err4];}else {vErrors.push(err4);}errors++;}else {errors = _errs1;if(vErrors !== null){if(_errs1){vErrors.length = _errs1;}else {vErrors = null;}}}if(data && typeof data == "object" && !Array.isArray(data)){if(data.name === undefined){const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'",schema:schema11.required,parentSchema:schema11,data};if(vErrors === null){vErrors = [err5];}else {vErrors.push(err5);}errors++;}for(const key0 in data){if(!((func2.call(schema11.properties, key0)) || (pattern0.test(key0)))){const err6 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema11,data};if(vErrors === null){vErrors = [err6];}else {vErrors.push(err6);}errors++;}}if(data.name !== undefined){let data0 = data.name;if(typeof data0 !== "string"){const err7 = {instancePath:instancePath+"/name",schemaPath:"#/definitions/package-name/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema12.type,parentSchema:schema12,data:data0};if(vErrors === null){vErrors = [err7];}else {vErrors.push(err7);}errors++;}if(typeof data0 === "string"){if(!pattern1.test(data0)){const err8 = {instancePath:instancePath+"/name",schemaPath:"#/definitions/package-name/allOf/0/pattern",keyword:"pattern",params:{pattern: "^[a-z0-9]+(-[a-z0-9]+)*(\\.[a-z0-9]+(-[a-z0-9]+)*)*$"},message:"must match pattern \""+"^[a-z0-9]+(-[a-z0-9]+)*(\\.[a-z0-9]+(-[a-z0-9]+)*)*$"+"\"",schema:"^[a-z0-9]+(-[a-z0-9]+)*(\\.[a-z0-9]+(-[a-z0-9]+)*)*$",parentSchema:schema12.allOf[0],data:data0};if(vErrors === null){vErrors = [err8];}else {vErrors.push(err8);}errors++;}}const _errs12 = errors;const _errs13 = errors;if(errors === _errs13){if(typeof data0 === "string"){if(!pattern2.test(data0)){const err9 = {};if(vErrors === null){vErrors = [err9];}else {vErrors.push(err9);}errors++;}}else {const err10 = {};if(vErrors === null){vErrors = [err10];}else {vErrors.push(err10);}errors++;}}var valid4 = _errs13 === errors;if(valid4){const err11 = {instancePath:instancePath+"/name",schemaPath:"#/definitions/package-name/allOf/1/not",keyword:"not",params:{},message:"must NOT be valid",schema:schema12.allOf[1].not,parentSchema:schema12.allOf[1],data:data0};if(vErrors === null){vErrors = [err11];}else {vErrors.push(err11);}errors++;}else {errors = _errs12;if(vErrors !== null){if(_errs12){vErrors.length = _errs12;}else {vErrors = null;}}}}if(data.version !== undefined){let data1 = data.version;if(typeof data1 === "string"){if(!pattern3.test(data1)){const err12 = {instancePath:instancePath+"/version",schemaPath:"#/properties/version/pattern",keyword:"pattern",params:{pattern: "^\\d+(\\.\\d+)*$"},message:"must match pattern \""+"^\\d+(\\.\\d+)*$"+"\"",schema:"^\\d+(\\.\\d+)*$",parentSchema:schema11.properties.version,data:data1};if(vErrors === null){vErrors = [err12];}else {vErrors.push(err12);}errors++;}}else {const err13 = {instancePath:instancePath+"/version",schemaPath:"#/properties/version/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.version.type,parentSchema:schema11.properties.version,data:data1};if(vErrors === null){vErrors = [err13];}else {vErrors.push(err13);}errors++;}}if(data["version-string"] !== undefined){let data2 = data["version-string"];if(typeof data2 === "string"){if(!pattern4.test(data2)){const err14 = {instancePath:instancePath+"/version-string",schemaPath:"#/properties/version-string/pattern",keyword:"pattern",params:{pattern: "^[^#]+$"},message:"must match pattern \""+"^[^#]+$"+"\"",schema:"^[^#]+$",parentSchema:schema11.properties["version-string"],data:data2};if(vErrors === null){vErrors = [err14];}else {vErrors.push(err14);}errors++;}}else {const err15 = {instancePath:instancePath+"/version-string",schemaPath:"#/properties/version-string/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties["version-string"].type,parentSchema:schema11.properties["version-string"],data:data2};if(vErrors === null){vErrors = [err15];}else {vErrors.push(err15);}errors++;}}if(data["version-semver"] !== undefined){let data3 = data["version-semver"];if(typeof data3 === "string"){if(!pattern5.test(data3)){const err16 = {instancePath:instancePath+"/version-semver",schemaPath:"#/properties/version-semver/pattern",keyword:"pattern",params:{pattern: "^\\d+\\.\\d+\\.\\d+([+-].+)?$"},message:"must match pattern \""+"^\\d+\\.\\d+\\.\\d+([+-].+)?$"+"\"",schema:"^\\d+\\.\\d+\\.\\d+([+-].+)?$",parentSchema:schema11.properties["version-semver"],data:data3};if(vErrors === null){vErrors = [err16];}else {vErrors.push(err16);}errors++;}}else {const err17 = {instancePath:instancePath+"/version-semver",schemaPath:"#/properties/version-semver/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties["version-semver"].type,parentSchema:schema11.properties["version-semver"],data:data3};if(vErrors === null){vErrors = [err17];}else {vErrors.push(err17);}errors++;}}if(data["version-date"] !== undefined){let data4 = data["version-date"];if(typeof data4 === "string"){if(!pattern6.test(data4)){const err18 = {instancePath:instancePath+"/version-date",schemaPath:"#/properties/version-date/pattern",keyword:"pattern",params:{pattern: "^\\d{4}-\\d{2}-\\d{2}(\\.\\d+)*$"},message:"must match pattern \""+"^\\d{4}-\\d{2}-\\d{2}(\\.\\d+)*$"+"\"",schema:"^\\d{4}-\\d{2}-\\d{2}(\\.\\d+)*$",parentSchema:schema11.properties["version-date"],data:data4};if(vErrors === null){vErrors = [err18];}else {vErrors.push(err18);}errors++;}}else {const err19 = {instancePath:instancePath+"/version-date",schemaPath:"#/properties/version-date/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties["version-date"].type,parentSchema:schema11.properties["version-date"],data:data4};if(vErrors === null){vErrors = [err19];}else {vErrors.push(err19);}errors++;}}if(data["port-version"] !== undefined){let data5 = data["port-version"];if(!(((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5))) && (isFinite(data5)))){const err20 = {instancePath:instancePath+"/port-version",schemaPath:"#/definitions/port-version/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema13.type,parentSchema:schema13,data:data5};if(vErrors === null){vErrors = [err20];}else {vErrors.push(err20);}errors++;}if((typeof data5 == "number") && (isFinite(data5))){if(data5 < 0 || isNaN(data5)){const err21 = {instancePath:instancePath+"/port-version",schemaPath:"#/definitions/port-version/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema13,data:data5};if(vErrors === null){vErrors = [err21];}else {vErrors.push(err21);}errors++;}}}if(data.maintainers !== undefined){let data6 = data.maintainers;if(Array.isArray(data6)){const len0 = data6.length;for(let i0=0; i0<len0; i0++){let data7 = data6[i0];if(typeof data7 !== "string"){const err22 = {instancePath:instancePath+"/maintainers/" + i0,schemaPath:"#/properties/maintainers/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.maintainers.items.type,parentSchema:schema11.properties.maintainers.items,data:data7};if(vErrors === null){vErrors = [err22];}else {vErrors.push(err22);}errors++;}}}else {const err23 = {instancePath:instancePath+"/maintainers",schemaPath:"#/properties/maintainers/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema11.properties.maintainers.type,parentSchema:schema11.properties.maintainers,data:data6};if(vErrors === null){vErrors = [err23];}else {vErrors.push(err23);}errors++;}}if(data.description !== undefined){let data8 = data.description;if((typeof data8 !== "string") && (!(Array.isArray(data8)))){const err24 = {instancePath:instancePath+"/description",schemaPath:"#/definitions/description-field/type",keyword:"type",params:{type: schema14.type},message:"must be string,array",schema:schema14.type,parentSchema:schema14,data:data8};if(vErrors === null){vErrors = [err24];}else {vErrors.push(err24);}errors++;}if(Array.isArray(data8)){const len1 = data8.length;for(let i1=0; i1<len1; i1++){let data9 = data8[i1];if(typeof data9 !== "string"){const err25 = {instancePath:instancePath+"/description/" + i1,schemaPath:"#/definitions/description-field/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema14.items.type,parentSchema:schema14.items,data:data9};if(vErrors === null){vErrors = [err25];}else {vErrors.push(err25);}errors++;}}}}if(data.homepage !== undefined){let data10 = data.homepage;if(typeof data10 === "string"){if(!(formats0(data10))){const err26 = {instancePath:instancePath+"/homepage",schemaPath:"#/properties/homepage/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\"",schema:"uri",parentSchema:schema11.properties.homepage,data:data10};if(vErrors === null){vErrors = [err26];}else {vErrors.push(err26);}errors++;}}else {const err27 = {instancePath:instancePath+"/homepage",schemaPath:"#/properties/homepage/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.homepage.type,parentSchema:schema11.properties.homepage,data:data10};if(vErrors === null){vErrors = [err27];}else {vErrors.push(err27);}errors++;}}if(data.documentation !== undefined){let data11 = data.documentation;if(typeof data11 === "string"){if(!(formats0(data11))){const err28 = {instancePath:instancePath+"/documentation",schemaPath:"#/properties/documentation/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\"",schema:"uri",parentSchema:schema11.properties.documentation,data:data11};if(vErrors === null){vErrors = [err28];}else {vErrors.push(err28);}errors++;}}else {const err29 = {instancePath:instancePath+"/documentation",schemaPath:"#/properties/documentation/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.documentation.type,parentSchema:schema11.properties.documentation,data:data11};if(vErrors === null){vErrors = [err29];}else {vErrors.push(err29);}errors++;}}if(data.license !== undefined){let data12 = data.license;if(typeof data12 !== "string"){const err30 = {instancePath:instancePath+"/license",schemaPath:"#/properties/license/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.license.type,parentSchema:schema11.properties.license,data:data12};if(vErrors === null){vErrors = [err30];}else {vErrors.push(err30);}errors++;}}if(data.dependencies !== undefined){let data13 = data.dependencies;if(Array.isArray(data13)){const len2 = data13.length;for(let i2=0; i2<len2; i2++){if(!(validate11(data13[i2], {instancePath:instancePath+"/dependencies/" + i2,parentData:data13,parentDataProperty:i2,rootData}))){{if (vErrors === null) vErrors = validate11.errors; else for (const e$ of validate11.errors) vErrors.push(e$);}errors = vErrors.length;}}}else {const err31 = {instancePath:instancePath+"/dependencies",schemaPath:"#/properties/dependencies/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema11.properties.dependencies.type,parentSchema:schema11.properties.dependencies,data:data13};if(vErrors === null){vErrors = [err31];}else {vErrors.push(err31);}errors++;}}if(data.overrides !== undefined){let data15 = data.overrides;if(Array.isArray(data15)){const len3 = data15.length;for(let i3=0; i3<len3; i3++){if(!(validate15(data15[i3], {instancePath:instancePath+"/overrides/" + i3,parentData:data15,parentDataProperty:i3,rootData}))){{if (vErrors === null) vErrors = validate15.errors; else for (const e$ of validate15.errors) vErrors.push(e$);}errors = vErrors.length;}}}else {const err32 = {instancePath:instancePath+"/overrides",schemaPath:"#/properties/overrides/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema11.properties.overrides.type,parentSchema:schema11.properties.overrides,data:data15};if(vErrors === null){vErrors = [err32];}else {vErrors.push(err32);}errors++;}}if(data["dev-dependencies"] !== undefined){let data17 = data["dev-dependencies"];if(Array.isArray(data17)){const len4 = data17.length;for(let i4=0; i4<len4; i4++){if(!(validate11(data17[i4], {instancePath:instancePath+"/dev-dependencies/" + i4,parentData:data17,parentDataProperty:i4,rootData}))){{if (vErrors === null) vErrors = validate11.errors; else for (const e$ of validate11.errors) vErrors.push(e$);}errors = vErrors.length;}}}else {const err33 = {instancePath:instancePath+"/dev-dependencies",schemaPath:"#/properties/dev-dependencies/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema11.properties["dev-dependencies"].type,parentSchema:schema11.properties["dev-dependencies"],data:data17};if(vErrors === null){vErrors = [err33];}else {vErrors.push(err33);}errors++;}}if(data.features !== undefined){let data19 = data.features;if(Array.isArray(data19)){const len5 = data19.length;for(let i5=0; i5<len5; i5++){if(!(validate18(data19[i5], {instancePath:instancePath+"/features/" + i5,parentData:data19,parentDataProperty:i5,rootData}))){{if (vErrors === null) vErrors = validate18.errors; else for (const e$ of validate18.errors) vErrors.push(e$);}errors = vErrors.length;}}}else {const err34 = {instancePath:instancePath+"/features",schemaPath:"#/properties/features/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema11.properties.features.type,parentSchema:schema11.properties.features,data:data19};if(vErrors === null){vErrors = [err34];}else {vErrors.push(err34);}errors++;}}if(data["default-features"] !== undefined){let data21 = data["default-features"];if(Array.isArray(data21)){const len6 = data21.length;for(let i6=0; i6<len6; i6++){let data22 = data21[i6];if(typeof data22 !== "string"){const err35 = {instancePath:instancePath+"/default-features/" + i6,schemaPath:"#/definitions/identifier/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema19.type,parentSchema:schema19,data:data22};if(vErrors === null){vErrors = [err35];}else {vErrors.push(err35);}errors++;}if(typeof data22 === "string"){if(!pattern12.test(data22)){const err36 = {instancePath:instancePath+"/default-features/" + i6,schemaPath:"#/definitions/identifier/allOf/0/pattern",keyword:"pattern",params:{pattern: "[a-z0-9]+(-[a-z0-9]+)*"},message:"must match pattern \""+"[a-z0-9]+(-[a-z0-9]+)*"+"\"",schema:"[a-z0-9]+(-[a-z0-9]+)*",parentSchema:schema19.allOf[0],data:data22};if(vErrors === null){vErrors = [err36];}else {vErrors.push(err36);}errors++;}}const _errs60 = errors;const _errs61 = errors;if(errors === _errs61){if(typeof data22 === "string"){if(!pattern13.test(data22)){const err37 = {};if(vErrors === null){vErrors = [err37];}else {vErrors.push(err37);}errors++;}}else {const err38 = {};if(vErrors === null){vErrors = [err38];}else {vErrors.push(err38);}errors++;}}var valid23 = _errs61 === errors;if(valid23){const err39 = {instancePath:instancePath+"/default-features/" + i6,schemaPath:"#/definitions/identifier/allOf/1/not",keyword:"not",params:{},message:"must NOT be valid",schema:schema19.allOf[1].not,parentSchema:schema19.allOf[1],data:data22};if(vErrors === null){vErrors = [err39];}else {vErrors.push(err39);}errors++;}else {errors = _errs60;if(vErrors !== null){if(_errs60){vErrors.length = _errs60;}else {vErrors = null;}}}}}else {const err40 = {instancePath:instancePath+"/default-features",schemaPath:"#/properties/default-features/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema11.properties["default-features"].type,parentSchema:schema11.properties["default-features"],data:data21};if(vErrors === null){vErrors = [err40];}else {vErrors.push(err40);}errors++;}}if(data.supports !== undefined){let data23 = data.supports;if(typeof data23 !== "string"){const err41 = {instancePath:instancePath+"/supports",schemaPath:"#/definitions/platform-expression/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema20.type,parentSchema:schema20,data:data23};if(vErrors === null){vErrors = [err41];}else {vErrors.push(err41);}errors++;}}}else {const err42 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema11.type,parentSchema:schema11,data};if(vErrors === null){vErrors = [err42];}else {vErrors.push(err42);}errors++;}validate10.errors = vErrors;return errors === 0;}

;// CONCATENATED MODULE: ./src/manifest/schema/generated/strict-validator.js
// Generated by scripts/compile-schemas.ts from src/manifest/schema/manifest.schema.json: do not edit.

const strict_validator_PLAIN_URI = /^[a-zA-Z][a-zA-Z0-9+.-]*:\/\/[a-zA-Z0-9.-]+(?::\d*)?(?:\/[a-zA-Z0-9._~!$&'()*+,;=:@-]*)*(?:\?[a-zA-Z0-9._~!$&'()*+,;=:@/?-]*)?(?:#[a-zA-Z0-9._~!$&'()*+,;=:@/?-]*)?$/;
const strict_validator_formats = { uri: (text) => strict_validator_PLAIN_URI.test(text) || formats.fullFormats.uri(text) };
"use strict";const strict_validator_validate = (/* unused pure expression or super */ null && (strict_validator_validate10));/* harmony default export */ const strict_validator = (strict_validator_validate10);const strict_validator_schema11 = {"$schema":"http://json-schema.org/draft-04/schema#","title":"vcpkg package manifest (vcpkg.json), December 2020 rules","type":"object","properties":{"name":{"description":"The name of the top-level package.","$ref":"#/definitions/identifier"},"version":{"description":"A relaxed version: dot-separated numbers, any count.","type":"string","pattern":"^\\d+(\\.\\d+)*$"},"version-string":{"description":"Text identifying an arbitrary version.","type":"string","pattern":"^[^#]+$"},"version-semver":{"description":"A semantic version.","type":"string","pattern":"^\\d+\\.\\d+\\.\\d+([+-].+)?$"},"version-date":{"description":"A date version, optionally followed by dot-separated numbers.","type":"string","pattern":"^\\d{4}-\\d{2}-\\d{2}(\\.\\d+)*$"},"port-version":{"$ref":"#/definitions/port-version"},"maintainers":{"description":"Authors of the package.","type":"array","items":{"type":"string"}},"description":{"$ref":"#/definitions/description-field"},"homepage":{"description":"URL of the package homepage.","type":"string","format":"uri"},"documentation":{"description":"URL of the package documentation.","type":"string","format":"uri"},"license":{"description":"An SPDX license expression at version 3.9.","type":"string"},"dependencies":{"description":"Dependencies that are always required.","type":"array","items":{"$ref":"#/definitions/dependency"}},"overrides":{"description":"Version overrides for dependencies.","type":"array","items":{"$ref":"#/definitions/override"}},"dev-dependencies":{"description":"Dependencies needed only by developers (testing and the like).","type":"array","items":{"$ref":"#/definitions/dependency"}},"features":{"description":"Features that consumers can activate.","type":"array","items":{"$ref":"#/definitions/feature"}},"default-features":{"description":"Features enabled by default.","type":"array","items":{"$ref":"#/definitions/identifier"}},"supports":{"$ref":"#/definitions/platform-expression"}},"patternProperties":{"^\\$":{}},"additionalProperties":false,"required":["name"],"oneOf":[{"required":["version"]},{"required":["version-string"]},{"required":["version-semver"]},{"required":["version-date"]}],"definitions":{"identifier":{"description":"Lowercase letters and digits in dash-separated groups, not a reserved name.","type":"string","allOf":[{"pattern":"^(all_modules|[a-z0-9]+(-[a-z0-9]+)*)$"},{"not":{"type":"string","pattern":"^(prn|aux|nul|con|lpt[1-9]|com[1-9]|core|default)$"}}]},"package-name":{"description":"Dot-separated identifier-shaped segments, none of them a reserved name.","type":"string","allOf":[{"pattern":"^(all_modules|[a-z0-9]+(-[a-z0-9]+)*)(\\.(all_modules|[a-z0-9]+(-[a-z0-9]+)*))*$"},{"not":{"type":"string","pattern":"(^|\\.)(prn|aux|nul|con|lpt[1-9]|com[1-9]|core|default)(\\.|$)"}}]},"version-text":{"description":"At least one character other than '#'.","type":"string","pattern":"^[^#]+$"},"port-version":{"description":"The revision of the package recipe.","type":"integer","minimum":0,"default":0},"platform-expression":{"description":"A set of platforms, such as \"windows & !arm\".","type":"string"},"description-field":{"description":"A string, or an array of strings.","type":["string","array"],"items":{"type":"string"}},"dependency":{"description":"A package name, or an object naming a package.","anyOf":[{"$ref":"#/definitions/package-name"},{"$ref":"#/definitions/dependency-object"}]},"dependency-object":{"type":"object","properties":{"name":{"$ref":"#/definitions/package-name"},"features":{"description":"Features of the dependency to activate.","type":"array","items":{"$ref":"#/definitions/identifier"}},"default-features":{"description":"Whether the dependency's default features are activated.","type":"boolean","default":true},"platform":{"$ref":"#/definitions/platform-expression"},"version>=":{"description":"Minimum required port version.","$ref":"#/definitions/version-text"},"port-version":{"$ref":"#/definitions/port-version"}},"patternProperties":{"^\\$":{}},"additionalProperties":false,"required":["name"],"dependencies":{"port-version":["version>="]}},"override":{"type":"object","properties":{"name":{"$ref":"#/definitions/identifier"},"version":{"$ref":"#/definitions/version-text"},"port-version":{"$ref":"#/definitions/port-version"}},"patternProperties":{"^\\$":{}},"required":["name","version"]},"feature":{"type":"object","properties":{"name":{"$ref":"#/definitions/identifier"},"description":{"$ref":"#/definitions/description-field"},"dependencies":{"description":"Dependencies used by this feature.","type":"array","items":{"$ref":"#/definitions/dependency"}}},"patternProperties":{"^\\$":{}},"additionalProperties":false,"required":["name","description"]}}};const strict_validator_schema12 = {"description":"Lowercase letters and digits in dash-separated groups, not a reserved name.","type":"string","allOf":[{"pattern":"^(all_modules|[a-z0-9]+(-[a-z0-9]+)*)$"},{"not":{"type":"string","pattern":"^(prn|aux|nul|con|lpt[1-9]|com[1-9]|core|default)$"}}]};const strict_validator_schema13 = {"description":"The revision of the package recipe.","type":"integer","minimum":0,"default":0};const strict_validator_schema14 = {"description":"A string, or an array of strings.","type":["string","array"],"items":{"type":"string"}};const strict_validator_schema20 = {"description":"A set of platforms, such as \"windows & !arm\".","type":"string"};const strict_validator_func2 = Object.prototype.hasOwnProperty;const strict_validator_pattern0 = new RegExp("^\\$", "u");const strict_validator_pattern1 = new RegExp("^(all_modules|[a-z0-9]+(-[a-z0-9]+)*)$", "u");const strict_validator_pattern2 = new RegExp("^(prn|aux|nul|con|lpt[1-9]|com[1-9]|core|default)$", "u");const strict_validator_pattern3 = new RegExp("^\\d+(\\.\\d+)*$", "u");const strict_validator_pattern4 = new RegExp("^[^#]+$", "u");const strict_validator_pattern5 = new RegExp("^\\d+\\.\\d+\\.\\d+([+-].+)?$", "u");const strict_validator_pattern6 = new RegExp("^\\d{4}-\\d{2}-\\d{2}(\\.\\d+)*$", "u");const strict_validator_formats0 = strict_validator_formats.uri;const strict_validator_schema15 = {"description":"A package name, or an object naming a package.","anyOf":[{"$ref":"#/definitions/package-name"},{"$ref":"#/definitions/dependency-object"}]};const schema16 = {"description":"Dot-separated identifier-shaped segments, none of them a reserved name.","type":"string","allOf":[{"pattern":"^(all_modules|[a-z0-9]+(-[a-z0-9]+)*)(\\.(all_modules|[a-z0-9]+(-[a-z0-9]+)*))*$"},{"not":{"type":"string","pattern":"(^|\\.)(prn|aux|nul|con|lpt[1-9]|com[1-9]|core|default)(\\.|$)"}}]};const pattern7 = new RegExp("^(all_modules|[a-z0-9]+(-[a-z0-9]+)*)(\\.(all_modules|[a-z0-9]+(-[a-z0-9]+)*))*$", "u");const pattern8 = new RegExp("(^|\\.)(prn|aux|nul|con|lpt[1-9]|com[1-9]|core|default)(\\.|$)", "u");const strict_validator_schema17 = {"type":"object","properties":{"name":{"$ref":"#/definitions/package-name"},"features":{"description":"Features of the dependency to activate.","type":"array","items":{"$ref":"#/definitions/identifier"}},"default-features":{"description":"Whether the dependency's default features are activated.","type":"boolean","default":true},"platform":{"$ref":"#/definitions/platform-expression"},"version>=":{"description":"Minimum required port version.","$ref":"#/definitions/version-text"},"port-version":{"$ref":"#/definitions/port-version"}},"patternProperties":{"^\\$":{}},"additionalProperties":false,"required":["name"],"dependencies":{"port-version":["version>="]}};const strict_validator_schema21 = {"description":"At least one character other than '#'.","type":"string","pattern":"^[^#]+$"};function strict_validator_validate12(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){let vErrors = null;let errors = 0;if(data && typeof data == "object" && !Array.isArray(data)){if(data.name === undefined){const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'",schema:strict_validator_schema17.required,parentSchema:strict_validator_schema17,data};if(vErrors === null){vErrors = [err0];}else {vErrors.push(err0);}errors++;}for(const key0 in data){if(!(((((((key0 === "name") || (key0 === "features")) || (key0 === "default-features")) || (key0 === "platform")) || (key0 === "version>=")) || (key0 === "port-version")) || (strict_validator_pattern0.test(key0)))){const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:strict_validator_schema17,data};if(vErrors === null){vErrors = [err1];}else {vErrors.push(err1);}errors++;}}if(data["port-version"] !== undefined){if(data["version>="] === undefined){const err2 = {instancePath,schemaPath:"#/dependencies",keyword:"dependencies",params:{property: "port-version",
    missingProperty: "version>=",
    depsCount: 1,
    deps: "version>="},message:"must have property version>= when property port-version is present",schema:strict_validator_schema17.dependencies,parentSchema:strict_validator_schema17,data};if(vErrors === null){vErrors = [err2];}else {vErrors.push(err2);}errors++;}}if(data.name !== undefined){let data0 = data.name;if(typeof data0 !== "string"){const err3 = {instancePath:instancePath+"/name",schemaPath:"#/definitions/package-name/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema16.type,parentSchema:schema16,data:data0};if(vErrors === null){vErrors = [err3];}else {vErrors.push(err3);}errors++;}if(typeof data0 === "string"){if(!pattern7.test(data0)){const err4 = {instancePath:instancePath+"/name",schemaPath:"#/definitions/package-name/allOf/0/pattern",keyword:"pattern",params:{pattern: "^(all_modules|[a-z0-9]+(-[a-z0-9]+)*)(\\.(all_modules|[a-z0-9]+(-[a-z0-9]+)*))*$"},message:"must match pattern \""+"^(all_modules|[a-z0-9]+(-[a-z0-9]+)*)(\\.(all_modules|[a-z0-9]+(-[a-z0-9]+)*))*$"+"\"",schema:"^(all_modules|[a-z0-9]+(-[a-z0-9]+)*)(\\.(all_modules|[a-z0-9]+(-[a-z0-9]+)*))*$",parentSchema:schema16.allOf[0],data:data0};if(vErrors === null){vErrors = [err4];}else {vErrors.push(err4);}errors++;}}const _errs7 = errors;const _errs8 = errors;if(errors === _errs8){if(typeof data0 === "string"){if(!pattern8.test(data0)){const err5 = {};if(vErrors === null){vErrors = [err5];}else {vErrors.push(err5);}errors++;}}else {const err6 = {};if(vErrors === null){vErrors = [err6];}else {vErrors.push(err6);}errors++;}}var valid4 = _errs8 === errors;if(valid4){const err7 = {instancePath:instancePath+"/name",schemaPath:"#/definitions/package-name/allOf/1/not",keyword:"not",params:{},message:"must NOT be valid",schema:schema16.allOf[1].not,parentSchema:schema16.allOf[1],data:data0};if(vErrors === null){vErrors = [err7];}else {vErrors.push(err7);}errors++;}else {errors = _errs7;if(vErrors !== null){if(_errs7){vErrors.length = _errs7;}else {vErrors = null;}}}}if(data.features !== undefined){let data1 = data.features;if(Array.isArray(data1)){const len0 = data1.length;for(let i0=0; i0<len0; i0++){let data2 = data1[i0];if(typeof data2 !== "string"){const err8 = {instancePath:instancePath+"/features/" + i0,schemaPath:"#/definitions/identifier/type",keyword:"type",params:{type: "string"},message:"must be string",schema:strict_validator_schema12.type,parentSchema:strict_validator_schema12,data:data2};if(vErrors === null){vErrors = [err8];}else {vErrors.push(err8);}errors++;}if(typeof data2 === "string"){if(!strict_validator_pattern1.test(data2)){const err9 = {instancePath:instancePath+"/features/" + i0,schemaPath:"#/definitions/identifier/allOf/0/pattern",keyword:"pattern",params:{pattern: "^(all_modules|[a-z0-9]+(-[a-z0-9]+)*)$"},message:"must match pattern \""+"^(all_modules|[a-z0-9]+(-[a-z0-9]+)*)$"+"\"",schema:"^(all_modules|[a-z0-9]+(-[a-z0-9]+)*)$",parentSchema:strict_validator_schema12.allOf[0],data:data2};if(vErrors === null){vErrors = [err9];}else {vErrors.push(err9);}errors++;}}const _errs17 = errors;const _errs18 = errors;if(errors === _errs18){if(typeof data2 === "string"){if(!strict_validator_pattern2.test(data2)){const err10 = {};if(vErrors === null){vErrors = [err10];}else {vErrors.push(err10);}errors++;}}else {const err11 = {};if(vErrors === null){vErrors = [err11];}else {vErrors.push(err11);}errors++;}}var valid9 = _errs18 === errors;if(valid9){const err12 = {instancePath:instancePath+"/features/" + i0,schemaPath:"#/definitions/identifier/allOf/1/not",keyword:"not",params:{},message:"must NOT be valid",schema:strict_validator_schema12.allOf[1].not,parentSchema:strict_validator_schema12.allOf[1],data:data2};if(vErrors === null){vErrors = [err12];}else {vErrors.push(err12);}errors++;}else {errors = _errs17;if(vErrors !== null){if(_errs17){vErrors.length = _errs17;}else {vErrors = null;}}}}}else {const err13 = {instancePath:instancePath+"/features",schemaPath:"#/properties/features/type",keyword:"type",params:{type: "array"},message:"must be array",schema:strict_validator_schema17.properties.features.type,parentSchema:strict_validator_schema17.properties.features,data:data1};if(vErrors === null){vErrors = [err13];}else {vErrors.push(err13);}errors++;}}if(data["default-features"] !== undefined){let data3 = data["default-features"];if(typeof data3 !== "boolean"){const err14 = {instancePath:instancePath+"/default-features",schemaPath:"#/properties/default-features/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:strict_validator_schema17.properties["default-features"].type,parentSchema:strict_validator_schema17.properties["default-features"],data:data3};if(vErrors === null){vErrors = [err14];}else {vErrors.push(err14);}errors++;}}if(data.platform !== undefined){let data4 = data.platform;if(typeof data4 !== "string"){const err15 = {instancePath:instancePath+"/platform",schemaPath:"#/definitions/platform-expression/type",keyword:"type",params:{type: "string"},message:"must be string",schema:strict_validator_schema20.type,parentSchema:strict_validator_schema20,data:data4};if(vErrors === null){vErrors = [err15];}else {vErrors.push(err15);}errors++;}}if(data["version>="] !== undefined){let data5 = data["version>="];if(typeof data5 === "string"){if(!strict_validator_pattern4.test(data5)){const err16 = {instancePath:instancePath+"/version>=",schemaPath:"#/definitions/version-text/pattern",keyword:"pattern",params:{pattern: "^[^#]+$"},message:"must match pattern \""+"^[^#]+$"+"\"",schema:"^[^#]+$",parentSchema:strict_validator_schema21,data:data5};if(vErrors === null){vErrors = [err16];}else {vErrors.push(err16);}errors++;}}else {const err17 = {instancePath:instancePath+"/version>=",schemaPath:"#/definitions/version-text/type",keyword:"type",params:{type: "string"},message:"must be string",schema:strict_validator_schema21.type,parentSchema:strict_validator_schema21,data:data5};if(vErrors === null){vErrors = [err17];}else {vErrors.push(err17);}errors++;}}if(data["port-version"] !== undefined){let data6 = data["port-version"];if(!(((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6))) && (isFinite(data6)))){const err18 = {instancePath:instancePath+"/port-version",schemaPath:"#/definitions/port-version/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:strict_validator_schema13.type,parentSchema:strict_validator_schema13,data:data6};if(vErrors === null){vErrors = [err18];}else {vErrors.push(err18);}errors++;}if((typeof data6 == "number") && (isFinite(data6))){if(data6 < 0 || isNaN(data6)){const err19 = {instancePath:instancePath+"/port-version",schemaPath:"#/definitions/port-version/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:strict_validator_schema13,data:data6};if(vErrors === null){vErrors = [err19];}else {vErrors.push(err19);}errors++;}}}}else {const err20 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:strict_validator_schema17.type,parentSchema:strict_validator_schema17,data};if(vErrors === null){vErrors = [err20];}else {vErrors.push(err20);}errors++;}strict_validator_validate12.errors = vErrors;return errors === 0;}function strict_validator_validate11(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){let vErrors = null;let errors = 0;const _errs0 = errors;let valid0 = false;const _errs1 = errors;if(typeof data !== "string"){const err0 = {instancePath,schemaPath:"#/definitions/package-name/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema16.type,parentSchema:schema16,data};if(vErrors === null){vErrors = [err0];}else {vErrors.push(err0);}errors++;}if(typeof data === "string"){if(!pattern7.test(data)){const err1 = {instancePath,schemaPath:"#/definitions/package-name/allOf/0/pattern",keyword:"pattern",params:{pattern: "^(all_modules|[a-z0-9]+(-[a-z0-9]+)*)(\\.(all_modules|[a-z0-9]+(-[a-z0-9]+)*))*$"},message:"must match pattern \""+"^(all_modules|[a-z0-9]+(-[a-z0-9]+)*)(\\.(all_modules|[a-z0-9]+(-[a-z0-9]+)*))*$"+"\"",schema:"^(all_modules|[a-z0-9]+(-[a-z0-9]+)*)(\\.(all_modules|[a-z0-9]+(-[a-z0-9]+)*))*$",parentSchema:schema16.allOf[0],data};if(vErrors === null){vErrors = [err1];}else {vErrors.push(err1);}errors++;}}const _errs6 = errors;const _errs7 = errors;if(errors === _errs7){if(typeof data === "string"){if(!pattern8.test(data)){const err2 = {};if(vErrors === null){vErrors = [err2];}else {vErrors.push(err2);}errors++;}}else {const err3 = {};if(vErrors === null){vErrors = [err3];}else {vErrors.push(err3);}errors++;}}var valid3 = _errs7 === errors;if(valid3){const err4 = {instancePath,schemaPath:"#/definitions/package-name/allOf/1/not",keyword:"not",params:{},message:"must NOT be valid",schema:schema16.allOf[1].not,parentSchema:schema16.allOf[1],data};if(vErrors === null){vErrors = [err4];}else {vErrors.push(err4);}errors++;}else {errors = _errs6;if(vErrors !== null){if(_errs6){vErrors.length = _errs6;}else {vErrors = null;}}}var _valid0 = _errs1 === errors;valid0 = valid0 || _valid0;if(!valid0){const _errs9 = errors;if(!(strict_validator_validate12(data, {instancePath,parentData,parentDataProperty,rootData}))){{if (vErrors === null) vErrors = strict_validator_validate12.errors; else for (const e$ of strict_validator_validate12.errors) vErrors.push(e$);}errors = vErrors.length;}var _valid0 = _errs9 === errors;valid0 = valid0 || _valid0;}if(!valid0){const err5 = {instancePath,schemaPath:"#/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:strict_validator_schema15.anyOf,parentSchema:strict_validator_schema15,data};if(vErrors === null){vErrors = [err5];}else {vErrors.push(err5);}errors++;}else {errors = _errs0;if(vErrors !== null){if(_errs0){vErrors.length = _errs0;}else {vErrors = null;}}}strict_validator_validate11.errors = vErrors;return errors === 0;}const strict_validator_schema23 = {"type":"object","properties":{"name":{"$ref":"#/definitions/identifier"},"version":{"$ref":"#/definitions/version-text"},"port-version":{"$ref":"#/definitions/port-version"}},"patternProperties":{"^\\$":{}},"required":["name","version"]};function strict_validator_validate15(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){let vErrors = null;let errors = 0;if(data && typeof data == "object" && !Array.isArray(data)){if(data.name === undefined){const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'",schema:strict_validator_schema23.required,parentSchema:strict_validator_schema23,data};if(vErrors === null){vErrors = [err0];}else {vErrors.push(err0);}errors++;}if(data.version === undefined){const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "version"},message:"must have required property '"+"version"+"'",schema:strict_validator_schema23.required,parentSchema:strict_validator_schema23,data};if(vErrors === null){vErrors = [err1];}else {vErrors.push(err1);}errors++;}if(data.name !== undefined){let data0 = data.name;if(typeof data0 !== "string"){const err2 = {instancePath:instancePath+"/name",schemaPath:"#/definitions/identifier/type",keyword:"type",params:{type: "string"},message:"must be string",schema:strict_validator_schema12.type,parentSchema:strict_validator_schema12,data:data0};if(vErrors === null){vErrors = [err2];}else {vErrors.push(err2);}errors++;}if(typeof data0 === "string"){if(!strict_validator_pattern1.test(data0)){const err3 = {instancePath:instancePath+"/name",schemaPath:"#/definitions/identifier/allOf/0/pattern",keyword:"pattern",params:{pattern: "^(all_modules|[a-z0-9]+(-[a-z0-9]+)*)$"},message:"must match pattern \""+"^(all_modules|[a-z0-9]+(-[a-z0-9]+)*)$"+"\"",schema:"^(all_modules|[a-z0-9]+(-[a-z0-9]+)*)$",parentSchema:strict_validator_schema12.allOf[0],data:data0};if(vErrors === null){vErrors = [err3];}else {vErrors.push(err3);}errors++;}}const _errs6 = errors;const _errs7 = errors;if(errors === _errs7){if(typeof data0 === "string"){if(!strict_validator_pattern2.test(data0)){const err4 = {};if(vErrors === null){vErrors = [err4];}else {vErrors.push(err4);}errors++;}}else {const err5 = {};if(vErrors === null){vErrors = [err5];}else {vErrors.push(err5);}errors++;}}var valid3 = _errs7 === errors;if(valid3){const err6 = {instancePath:instancePath+"/name",schemaPath:"#/definitions/identifier/allOf/1/not",keyword:"not",params:{},message:"must NOT be valid",schema:strict_validator_schema12.allOf[1].not,parentSchema:strict_validator_schema12.allOf[1],data:data0};if(vErrors === null){vErrors = [err6];}else {vErrors.push(err6);}errors++;}else {errors = _errs6;if(vErrors !== null){if(_errs6){vErrors.length = _errs6;}else {vErrors = null;}}}}if(data.version !== undefined){let data1 = data.version;if(typeof data1 === "string"){if(!strict_validator_pattern4.test(data1)){const err7 = {instancePath:instancePath+"/version",schemaPath:"#/definitions/version-text/pattern",keyword:"pattern",params:{pattern: "^[^#]+$"},message:"must match pattern \""+"^[^#]+$"+"\"",schema:"^[^#]+$",parentSchema:strict_validator_schema21,data:data1};if(vErrors === null){vErrors = [err7];}else {vErrors.push(err7);}errors++;}}else {const err8 = {instancePath:instancePath+"/version",schemaPath:"#/definitions/version-text/type",keyword:"type",params:{type: "string"},message:"must be string",schema:strict_validator_schema21.type,parentSchema:strict_validator_schema21,data:data1};if(vErrors === null){vErrors = [err8];}else {vErrors.push(err8);}errors++;}}if(data["port-version"] !== undefined){let data2 = data["port-version"];if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){const err9 = {instancePath:instancePath+"/port-version",schemaPath:"#/definitions/port-version/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:strict_validator_schema13.type,parentSchema:strict_validator_schema13,data:data2};if(vErrors === null){vErrors = [err9];}else {vErrors.push(err9);}errors++;}if((typeof data2 == "number") && (isFinite(data2))){if(data2 < 0 || isNaN(data2)){const err10 = {instancePath:instancePath+"/port-version",schemaPath:"#/definitions/port-version/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:strict_validator_schema13,data:data2};if(vErrors === null){vErrors = [err10];}else {vErrors.push(err10);}errors++;}}}}else {const err11 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:strict_validator_schema23.type,parentSchema:strict_validator_schema23,data};if(vErrors === null){vErrors = [err11];}else {vErrors.push(err11);}errors++;}strict_validator_validate15.errors = vErrors;return errors === 0;}const strict_validator_schema27 = {"type":"object","properties":{"name":{"$ref":"#/definitions/identifier"},"description":{"$ref":"#/definitions/description-field"},"dependencies":{"description":"Dependencies used by this feature.","type":"array","items":{"$ref":"#/definitions/dependency"}}},"patternProperties":{"^\\$":{}},"additionalProperties":false,"required":["name","description"]};function strict_validator_validate18(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){let vErrors = null;let errors = 0;if(data && typeof data == "object" && !Array.isArray(data)){if(data.name === undefined){const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'",schema:strict_validator_schema27.required,parentSchema:strict_validator_schema27,data};if(vErrors === null){vErrors = [err0];}else {vErrors.push(err0);}errors++;}if(data.description === undefined){const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "description"},message:"must have required property '"+"description"+"'",schema:strict_validator_schema27.required,parentSchema:strict_validator_schema27,data};if(vErrors === null){vErrors = [err1];}else {vErrors.push(err1);}errors++;}for(const key0 in data){if(!((((key0 === "name") || (key0 === "description")) || (key0 === "dependencies")) || (strict_validator_pattern0.test(key0)))){const err2 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:strict_validator_schema27,data};if(vErrors === null){vErrors = [err2];}else {vErrors.push(err2);}errors++;}}if(data.name !== undefined){let data0 = data.name;if(typeof data0 !== "string"){const err3 = {instancePath:instancePath+"/name",schemaPath:"#/definitions/identifier/type",keyword:"type",params:{type: "string"},message:"must be string",schema:strict_validator_schema12.type,parentSchema:strict_validator_schema12,data:data0};if(vErrors === null){vErrors = [err3];}else {vErrors.push(err3);}errors++;}if(typeof data0 === "string"){if(!strict_validator_pattern1.test(data0)){const err4 = {instancePath:instancePath+"/name",schemaPath:"#/definitions/identifier/allOf/0/pattern",keyword:"pattern",params:{pattern: "^(all_modules|[a-z0-9]+(-[a-z0-9]+)*)$"},message:"must match pattern \""+"^(all_modules|[a-z0-9]+(-[a-z0-9]+)*)$"+"\"",schema:"^(all_modules|[a-z0-9]+(-[a-z0-9]+)*)$",parentSchema:strict_validator_schema12.allOf[0],data:data0};if(vErrors === null){vErrors = [err4];}else {vErrors.push(err4);}errors++;}}const _errs7 = errors;const _errs8 = errors;if(errors === _errs8){if(typeof data0 === "string"){if(!strict_validator_pattern2.test(data0)){const err5 = {};if(vErrors === null){vErrors = [err5];}else {vErrors.push(err5);}errors++;}}else {const err6 = {};if(vErrors === null){vErrors = [err6];}else {vErrors.push(err6);}errors++;}}var valid3 = _errs8 === errors;if(valid3){const err7 = {instancePath:instancePath+"/name",schemaPath:"#/definitions/identifier/allOf/1/not",keyword:"not",params:{},message:"must NOT be valid",schema:strict_validator_schema12.allOf[1].not,parentSchema:strict_validator_schema12.allOf[1],data:data0};if(vErrors === null){vErrors = [err7];}else {vErrors.push(err7);}errors++;}else {errors = _errs7;if(vErrors !== null){if(_errs7){vErrors.length = _errs7;}else {vErrors = null;}}}}if(data.description !== undefined){let data1 = data.description;if((typeof data1 !== "string") && (!(Array.isArray(data1)))){const err8 = {instancePath:instancePath+"/description",schemaPath:"#/definitions/description-field/type",keyword:"type",params:{type: strict_validator_schema14.type},message:"must be string,array",schema:strict_validator_schema14.type,parentSchema:strict_validator_schema14,data:data1};if(vErrors === null){vErrors = [err8];}else {vErrors.push(err8);}errors++;}if(Array.isArray(data1)){const len0 = data1.length;for(let i0=0; i0<len0; i0++){let data2 = data1[i0];if(typeof data2 !== "string"){const err9 = {instancePath:instancePath+"/description/" + i0,schemaPath:"#/definitions/description-field/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:strict_validator_schema14.items.type,parentSchema:strict_validator_schema14.items,data:data2};if(vErrors === null){vErrors = [err9];}else {vErrors.push(err9);}errors++;}}}}if(data.dependencies !== undefined){let data3 = data.dependencies;if(Array.isArray(data3)){const len1 = data3.length;for(let i1=0; i1<len1; i1++){if(!(strict_validator_validate11(data3[i1], {instancePath:instancePath+"/dependencies/" + i1,parentData:data3,parentDataProperty:i1,rootData}))){{if (vErrors === null) vErrors = strict_validator_validate11.errors; else for (const e$ of strict_validator_validate11.errors) vErrors.push(e$);}errors = vErrors.length;}}}else {const err10 = {instancePath:instancePath+"/dependencies",schemaPath:"#/properties/dependencies/type",keyword:"type",params:{type: "array"},message:"must be array",schema:strict_validator_schema27.properties.dependencies.type,parentSchema:strict_validator_schema27.properties.dependencies,data:data3};if(vErrors === null){vErrors = [err10];}else {vErrors.push(err10);}errors++;}}}else {const err11 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:strict_validator_schema27.type,parentSchema:strict_validator_schema27,data};if(vErrors === null){vErrors = [err11];}else {vErrors.push(err11);}errors++;}strict_validator_validate18.errors = vErrors;return errors === 0;}function strict_validator_validate10(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){let vErrors = null;let errors = 0;const _errs1 = errors;let valid0 = false;let passing0 = null;const _errs2 = errors;if(data && typeof data == "object" && !Array.isArray(data)){if(data.version === undefined){const err0 = {instancePath,schemaPath:"#/oneOf/0/required",keyword:"required",params:{missingProperty: "version"},message:"must have required property '"+"version"+"'",schema:strict_validator_schema11.oneOf[0].required,parentSchema:strict_validator_schema11.oneOf[0],data};if(vErrors === null){vErrors = [err0];}else {vErrors.push(err0);}errors++;}}var _valid0 = _errs2 === errors;if(_valid0){valid0 = true;passing0 = 0;}const _errs3 = errors;if(data && typeof data == "object" && !Array.isArray(data)){if(data["version-string"] === undefined){const err1 = {instancePath,schemaPath:"#/oneOf/1/required",keyword:"required",params:{missingProperty: "version-string"},message:"must have required property '"+"version-string"+"'",schema:strict_validator_schema11.oneOf[1].required,parentSchema:strict_validator_schema11.oneOf[1],data};if(vErrors === null){vErrors = [err1];}else {vErrors.push(err1);}errors++;}}var _valid0 = _errs3 === errors;if(_valid0 && valid0){valid0 = false;passing0 = [passing0, 1];}else {if(_valid0){valid0 = true;passing0 = 1;}const _errs4 = errors;if(data && typeof data == "object" && !Array.isArray(data)){if(data["version-semver"] === undefined){const err2 = {instancePath,schemaPath:"#/oneOf/2/required",keyword:"required",params:{missingProperty: "version-semver"},message:"must have required property '"+"version-semver"+"'",schema:strict_validator_schema11.oneOf[2].required,parentSchema:strict_validator_schema11.oneOf[2],data};if(vErrors === null){vErrors = [err2];}else {vErrors.push(err2);}errors++;}}var _valid0 = _errs4 === errors;if(_valid0 && valid0){valid0 = false;passing0 = [passing0, 2];}else {if(_valid0){valid0 = true;passing0 = 2;}const _errs5 = errors;if(data && typeof data == "object" && !Array.isArray(data)){if(data["version-date"] === undefined){const err3 = {instancePath,schemaPath:"#/oneOf/3/required",keyword:"required",params:{missingProperty: "version-date"},message:"must have required property '"+"version-date"+"'",schema:strict_validator_schema11.oneOf[3].required,parentSchema:strict_validator_schema11.oneOf[3],data};if(vErrors === null){vErrors = [err3];}else {vErrors.push(err3);}errors++;}}var _valid0 = _errs5 === errors;if(_valid0 && valid0){valid0 = false;passing0 = [passing0, 3];}else {if(_valid0){valid0 = true;passing0 = 3;}}}}if(!valid0){const err4 = {instancePath,schemaPath:"#/oneOf",keyword:"oneOf",params:{passingSchemas: passing0},message:"must match exactly one schema in oneOf",schema:strict_validator_schema11.oneOf,parentSchema:strict_validator_schema11,data};if(vErrors === null){vErrors = [err4];}else {vErrors.push(err4);}errors++;}else {errors = _errs1;if(vErrors !== null){if(_errs1){vErrors.length = _errs1;}else {vErrors = null;}}}if(data && typeof data == "object" && !Array.isArray(data)){if(data.name === undefined){const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'",schema:strict_validator_schema11.required,parentSchema:strict_validator_schema11,data};if(vErrors === null){vErrors = [err5];}else {vErrors.push(err5);}errors++;}for(const key0 in data){if(!((strict_validator_func2.call(strict_validator_schema11.properties, key0)) || (strict_validator_pattern0.test(key0)))){const err6 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:strict_validator_schema11,data};if(vErrors === null){vErrors = [err6];}else {vErrors.push(err6);}errors++;}}if(data.name !== undefined){let data0 = data.name;if(typeof data0 !== "string"){const err7 = {instancePath:instancePath+"/name",schemaPath:"#/definitions/identifier/type",keyword:"type",params:{type: "string"},message:"must be string",schema:strict_validator_schema12.type,parentSchema:strict_validator_schema12,data:data0};if(vErrors === null){vErrors = [err7];}else {vErrors.push(err7);}errors++;}if(typeof data0 === "string"){if(!strict_validator_pattern1.test(data0)){const err8 = {instancePath:instancePath+"/name",schemaPath:"#/definitions/identifier/allOf/0/pattern",keyword:"pattern",params:{pattern: "^(all_modules|[a-z0-9]+(-[a-z0-9]+)*)$"},message:"must match pattern \""+"^(all_modules|[a-z0-9]+(-[a-z0-9]+)*)$"+"\"",schema:"^(all_modules|[a-z0-9]+(-[a-z0-9]+)*)$",parentSchema:strict_validator_schema12.allOf[0],data:data0};if(vErrors === null){vErrors = [err8];}else {vErrors.push(err8);}errors++;}}const _errs12 = errors;const _errs13 = errors;if(errors === _errs13){if(typeof data0 === "string"){if(!strict_validator_pattern2.test(data0)){const err9 = {};if(vErrors === null){vErrors = [err9];}else {vErrors.push(err9);}errors++;}}else {const err10 = {};if(vErrors === null){vErrors = [err10];}else {vErrors.push(err10);}errors++;}}var valid4 = _errs13 === errors;if(valid4){const err11 = {instancePath:instancePath+"/name",schemaPath:"#/definitions/identifier/allOf/1/not",keyword:"not",params:{},message:"must NOT be valid",schema:strict_validator_schema12.allOf[1].not,parentSchema:strict_validator_schema12.allOf[1],data:data0};if(vErrors === null){vErrors = [err11];}else {vErrors.push(err11);}errors++;}else {errors = _errs12;if(vErrors !== null){if(_errs12){vErrors.length = _errs12;}else {vErrors = null;}}}}if(data.version !== undefined){let data1 = data.version;if(typeof data1 === "string"){if(!strict_validator_pattern3.test(data1)){const err12 = {instancePath:instancePath+"/version",schemaPath:"#/properties/version/pattern",keyword:"pattern",params:{pattern: "^\\d+(\\.\\d+)*$"},message:"must match pattern \""+"^\\d+(\\.\\d+)*$"+"\"",schema:"^\\d+(\\.\\d+)*$",parentSchema:strict_validator_schema11.properties.version,data:data1};if(vErrors === null){vErrors = [err12];}else {vErrors.push(err12);}errors++;}}else {const err13 = {instancePath:instancePath+"/version",schemaPath:"#/properties/version/type",keyword:"type",params:{type: "string"},message:"must be string",schema:strict_validator_schema11.properties.version.type,parentSchema:strict_validator_schema11.properties.version,data:data1};if(vErrors === null){vErrors = [err13];}else {vErrors.push(err13);}errors++;}}if(data["version-string"] !== undefined){let data2 = data["version-string"];if(typeof data2 === "string"){if(!strict_validator_pattern4.test(data2)){const err14 = {instancePath:instancePath+"/version-string",schemaPath:"#/properties/version-string/pattern",keyword:"pattern",params:{pattern: "^[^#]+$"},message:"must match pattern \""+"^[^#]+$"+"\"",schema:"^[^#]+$",parentSchema:strict_validator_schema11.properties["version-string"],data:data2};if(vErrors === null){vErrors = [err14];}else {vErrors.push(err14);}errors++;}}else {const err15 = {instancePath:instancePath+"/version-string",schemaPath:"#/properties/version-string/type",keyword:"type",params:{type: "string"},message:"must be string",schema:strict_validator_schema11.properties["version-string"].type,parentSchema:strict_validator_schema11.properties["version-string"],data:data2};if(vErrors === null){vErrors = [err15];}else {vErrors.push(err15);}errors++;}}if(data["version-semver"] !== undefined){let data3 = data["version-semver"];if(typeof data3 === "string"){if(!strict_validator_pattern5.test(data3)){const err16 = {instancePath:instancePath+"/version-semver",schemaPath:"#/properties/version-semver/pattern",keyword:"pattern",params:{pattern: "^\\d+\\.\\d+\\.\\d+([+-].+)?$"},message:"must match pattern \""+"^\\d+\\.\\d+\\.\\d+([+-].+)?$"+"\"",schema:"^\\d+\\.\\d+\\.\\d+([+-].+)?$",parentSchema:strict_validator_schema11.properties["version-semver"],data:data3};if(vErrors === null){vErrors = [err16];}else {vErrors.push(err16);}errors++;}}else {const err17 = {instancePath:instancePath+"/version-semver",schemaPath:"#/properties/version-semver/type",keyword:"type",params:{type: "string"},message:"must be string",schema:strict_validator_schema11.properties["version-semver"].type,parentSchema:strict_validator_schema11.properties["version-semver"],data:data3};if(vErrors === null){vErrors = [err17];}else {vErrors.push(err17);}errors++;}}if(data["version-date"] !== undefined){let data4 = data["version-date"];if(typeof data4 === "string"){if(!strict_validator_pattern6.test(data4)){const err18 = {instancePath:instancePath+"/version-date",schemaPath:"#/properties/version-date/pattern",keyword:"pattern",params:{pattern: "^\\d{4}-\\d{2}-\\d{2}(\\.\\d+)*$"},message:"must match pattern \""+"^\\d{4}-\\d{2}-\\d{2}(\\.\\d+)*$"+"\"",schema:"^\\d{4}-\\d{2}-\\d{2}(\\.\\d+)*$",parentSchema:strict_validator_schema11.properties["version-date"],data:data4};if(vErrors === null){vErrors = [err18];}else {vErrors.push(err18);}errors++;}}else {const err19 = {instancePath:instancePath+"/version-date",schemaPath:"#/properties/version-date/type",keyword:"type",params:{type: "string"},message:"must be string",schema:strict_validator_schema11.properties["version-date"].type,parentSchema:strict_validator_schema11.properties["version-date"],data:data4};if(vErrors === null){vErrors = [err19];}else {vErrors.push(err19);}errors++;}}if(data["port-version"] !== undefined){let data5 = data["port-version"];if(!(((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5))) && (isFinite(data5)))){const err20 = {instancePath:instancePath+"/port-version",schemaPath:"#/definitions/port-version/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:strict_validator_schema13.type,parentSchema:strict_validator_schema13,data:data5};if(vErrors === null){vErrors = [err20];}else {vErrors.push(err20);}errors++;}if((typeof data5 == "number") && (isFinite(data5))){if(data5 < 0 || isNaN(data5)){const err21 = {instancePath:instancePath+"/port-version",schemaPath:"#/definitions/port-version/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:strict_validator_schema13,data:data5};if(vErrors === null){vErrors = [err21];}else {vErrors.push(err21);}errors++;}}}if(data.maintainers !== undefined){let data6 = data.maintainers;if(Array.isArray(data6)){const len0 = data6.length;for(let i0=0; i0<len0; i0++){let data7 = data6[i0];if(typeof data7 !== "string"){const err22 = {instancePath:instancePath+"/maintainers/" + i0,schemaPath:"#/properties/maintainers/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:strict_validator_schema11.properties.maintainers.items.type,parentSchema:strict_validator_schema11.properties.maintainers.items,data:data7};if(vErrors === null){vErrors = [err22];}else {vErrors.push(err22);}errors++;}}}else {const err23 = {instancePath:instancePath+"/maintainers",schemaPath:"#/properties/maintainers/type",keyword:"type",params:{type: "array"},message:"must be array",schema:strict_validator_schema11.properties.maintainers.type,parentSchema:strict_validator_schema11.properties.maintainers,data:data6};if(vErrors === null){vErrors = [err23];}else {vErrors.push(err23);}errors++;}}if(data.description !== undefined){let data8 = data.description;if((typeof data8 !== "string") && (!(Array.isArray(data8)))){const err24 = {instancePath:instancePath+"/description",schemaPath:"#/definitions/description-field/type",keyword:"type",params:{type: strict_validator_schema14.type},message:"must be string,array",schema:strict_validator_schema14.type,parentSchema:strict_validator_schema14,data:data8};if(vErrors === null){vErrors = [err24];}else {vErrors.push(err24);}errors++;}if(Array.isArray(data8)){const len1 = data8.length;for(let i1=0; i1<len1; i1++){let data9 = data8[i1];if(typeof data9 !== "string"){const err25 = {instancePath:instancePath+"/description/" + i1,schemaPath:"#/definitions/description-field/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:strict_validator_schema14.items.type,parentSchema:strict_validator_schema14.items,data:data9};if(vErrors === null){vErrors = [err25];}else {vErrors.push(err25);}errors++;}}}}if(data.homepage !== undefined){let data10 = data.homepage;if(typeof data10 === "string"){if(!(strict_validator_formats0(data10))){const err26 = {instancePath:instancePath+"/homepage",schemaPath:"#/properties/homepage/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\"",schema:"uri",parentSchema:strict_validator_schema11.properties.homepage,data:data10};if(vErrors === null){vErrors = [err26];}else {vErrors.push(err26);}errors++;}}else {const err27 = {instancePath:instancePath+"/homepage",schemaPath:"#/properties/homepage/type",keyword:"type",params:{type: "string"},message:"must be string",schema:strict_validator_schema11.properties.homepage.type,parentSchema:strict_validator_schema11.properties.homepage,data:data10};if(vErrors === null){vErrors = [err27];}else {vErrors.push(err27);}errors++;}}if(data.documentation !== undefined){let data11 = data.documentation;if(typeof data11 === "string"){if(!(strict_validator_formats0(data11))){const err28 = {instancePath:instancePath+"/documentation",schemaPath:"#/properties/documentation/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\"",schema:"uri",parentSchema:strict_validator_schema11.properties.documentation,data:data11};if(vErrors === null){vErrors = [err28];}else {vErrors.push(err28);}errors++;}}else {const err29 = {instancePath:instancePath+"/documentation",schemaPath:"#/properties/documentation/type",keyword:"type",params:{type: "string"},message:"must be string",schema:strict_validator_schema11.properties.documentation.type,parentSchema:strict_validator_schema11.properties.documentation,data:data11};if(vErrors === null){vErrors = [err29];}else {vErrors.push(err29);}errors++;}}if(data.license !== undefined){let data12 = data.license;if(typeof data12 !== "string"){const err30 = {instancePath:instancePath+"/license",schemaPath:"#/properties/license/type",keyword:"type",params:{type: "string"},message:"must be string",schema:strict_validator_schema11.properties.license.type,parentSchema:strict_validator_schema11.properties.license,data:data12};if(vErrors === null){vErrors = [err30];}else {vErrors.push(err30);}errors++;}}if(data.dependencies !== undefined){let data13 = data.dependencies;if(Array.isArray(data13)){const len2 = data13.length;for(let i2=0; i2<len2; i2++){if(!(strict_validator_validate11(data13[i2], {instancePath:instancePath+"/dependencies/" + i2,parentData:data13,parentDataProperty:i2,rootData}))){{if (vErrors === null) vErrors = strict_validator_validate11.errors; else for (const e$ of strict_validator_validate11.errors) vErrors.push(e$);}errors = vErrors.length;}}}else {const err31 = {instancePath:instancePath+"/dependencies",schemaPath:"#/properties/dependencies/type",keyword:"type",params:{type: "array"},message:"must be array",schema:strict_validator_schema11.properties.dependencies.type,parentSchema:strict_validator_schema11.properties.dependencies,data:data13};if(vErrors === null){vErrors = [err31];}else {vErrors.push(err31);}errors++;}}if(data.overrides !== undefined){let data15 = data.overrides;if(Array.isArray(data15)){const len3 = data15.length;for(let i3=0; i3<len3; i3++){if(!(strict_validator_validate15(data15[i3], {instancePath:instancePath+"/overrides/" + i3,parentData:data15,parentDataProperty:i3,rootData}))){{if (vErrors === null) vErrors = strict_validator_validate15.errors; else for (const e$ of strict_validator_validate15.errors) vErrors.push(e$);}errors = vErrors.length;}}}else {const err32 = {instancePath:instancePath+"/overrides",schemaPath:"#/properties/overrides/type",keyword:"type",params:{type: "array"},message:"must be array",schema:strict_validator_schema11.properties.overrides.type,parentSchema:strict_validator_schema11.properties.overrides,data:data15};if(vErrors === null){vErrors = [err32];}else {vErrors.push(err32);}errors++;}}if(data["dev-dependencies"] !== undefined){let data17 = data["dev-dependencies"];if(Array.isArray(data17)){const len4 = data17.length;for(let i4=0; i4<len4; i4++){if(!(strict_validator_validate11(data17[i4], {instancePath:instancePath+"/dev-dependencies/" + i4,parentData:data17,parentDataProperty:i4,rootData}))){{if (vErrors === null) vErrors = strict_validator_validate11.errors; else for (const e$ of strict_validator_validate11.errors) vErrors.push(e$);}errors = vErrors.length;}}}else {const err33 = {instancePath:instancePath+"/dev-dependencies",schemaPath:"#/properties/dev-dependencies/type",keyword:"type",params:{type: "array"},message:"must be array",schema:strict_validator_schema11.properties["dev-dependencies"].type,parentSchema:strict_validator_schema11.properties["dev-dependencies"],data:data17};if(vErrors === null){vErrors = [err33];}else {vErrors.push(err33);}errors++;}}if(data.features !== undefined){let data19 = data.features;if(Array.isArray(data19)){const len5 = data19.length;for(let i5=0; i5<len5; i5++){if(!(strict_validator_validate18(data19[i5], {instancePath:instancePath+"/features/" + i5,parentData:data19,parentDataProperty:i5,rootData}))){{if (vErrors === null) vErrors = strict_validator_validate18.errors; else for (const e$ of strict_validator_validate18.errors) vErrors.push(e$);}errors = vErrors.length;}}}else {const err34 = {instancePath:instancePath+"/features",schemaPath:"#/properties/features/type",keyword:"type",params:{type: "array"},message:"must be array",schema:strict_validator_schema11.properties.features.type,parentSchema:strict_validator_schema11.properties.features,data:data19};if(vErrors === null){vErrors = [err34];}else {vErrors.push(err34);}errors++;}}if(data["default-features"] !== undefined){let data21 = data["default-features"];if(Array.isArray(data21)){const len6 = data21.length;for(let i6=0; i6<len6; i6++){let data22 = data21[i6];if(typeof data22 !== "string"){const err35 = {instancePath:instancePath+"/default-features/" + i6,schemaPath:"#/definitions/identifier/type",keyword:"type",params:{type: "string"},message:"must be string",schema:strict_validator_schema12.type,parentSchema:strict_validator_schema12,data:data22};if(vErrors === null){vErrors = [err35];}else {vErrors.push(err35);}errors++;}if(typeof data22 === "string"){if(!strict_validator_pattern1.test(data22)){const err36 = {instancePath:instancePath+"/default-features/" + i6,schemaPath:"#/definitions/identifier/allOf/0/pattern",keyword:"pattern",params:{pattern: "^(all_modules|[a-z0-9]+(-[a-z0-9]+)*)$"},message:"must match pattern \""+"^(all_modules|[a-z0-9]+(-[a-z0-9]+)*)$"+"\"",schema:"^(all_modules|[a-z0-9]+(-[a-z0-9]+)*)$",parentSchema:strict_validator_schema12.allOf[0],data:data22};if(vErrors === null){vErrors = [err36];}else {vErrors.push(err36);}errors++;}}const _errs60 = errors;const _errs61 = errors;if(errors === _errs61){if(typeof data22 === "string"){if(!strict_validator_pattern2.test(data22)){const err37 = {};if(vErrors === null){vErrors = [err37];}else {vErrors.push(err37);}errors++;}}else {const err38 = {};if(vErrors === null){vErrors = [err38];}else {vErrors.push(err38);}errors++;}}var valid23 = _errs61 === errors;if(valid23){const err39 = {instancePath:instancePath+"/default-features/" + i6,schemaPath:"#/definitions/identifier/allOf/1/not",keyword:"not",params:{},message:"must NOT be valid",schema:strict_validator_schema12.allOf[1].not,parentSchema:strict_validator_schema12.allOf[1],data:data22};if(vErrors === null){vErrors = [err39];}else {vErrors.push(err39);}errors++;}else {errors = _errs60;if(vErrors !== null){if(_errs60){vErrors.length = _errs60;}else {vErrors = null;}}}}}else {const err40 = {instancePath:instancePath+"/default-features",schemaPath:"#/properties/default-features/type",keyword:"type",params:{type: "array"},message:"must be array",schema:strict_validator_schema11.properties["default-features"].type,parentSchema:strict_validator_schema11.properties["default-features"],data:data21};if(vErrors === null){vErrors = [err40];}else {vErrors.push(err40);}errors++;}}if(data.supports !== undefined){let data23 = data.supports;if(typeof data23 !== "string"){const err41 = {instancePath:instancePath+"/supports",schemaPath:"#/definitions/platform-expression/type",keyword:"type",params:{type: "string"},message:"must be string",schema:strict_validator_schema20.type,parentSchema:strict_validator_schema20,data:data23};if(vErrors === null){vErrors = [err41];}else {vErrors.push(err41);}errors++;}}}else {const err42 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:strict_validator_schema11.type,parentSchema:strict_validator_schema11,data};if(vErrors === null){vErrors = [err42];}else {vErrors.push(err42);}errors++;}strict_validator_validate10.errors = vErrors;return errors === 0;}

// EXTERNAL MODULE: ./src/manifest/schema/manifest-schema.ts
var manifest_schema = __webpack_require__(570);
;// CONCATENATED MODULE: ./src/manifest/schema/built-in-validators.ts



const BUILT_IN = (0,manifest_schema/* wrapValidator */.$)('built-in', built_in_validator);
const BUILT_IN_STRICT = (0,manifest_schema/* wrapValidator */.$)('built-in', strict_validator);
/**
 * The spec's schema; `strict` is what vcpkg itself enforces. Both were compiled at build time
 * (scripts/compile-schemas.ts), so using them costs no compilation. A module of their own: only
 * the spec profile's rules load them, not a user's schema nor another profile.
 */
function builtInSchema(strict = false) {
    return strict ? BUILT_IN_STRICT : BUILT_IN;
}

// EXTERNAL MODULE: ./src/manifest/schema/work/bound.ts
var bound = __webpack_require__(9127);
// EXTERNAL MODULE: ./src/manifest/vcpkg/later-forms.ts
var later_forms = __webpack_require__(4349);
// EXTERNAL MODULE: ./src/manifest/json/describe.ts
var describe = __webpack_require__(6223);
// EXTERNAL MODULE: ./src/util/memoize.ts
var memoize = __webpack_require__(8692);
// EXTERNAL MODULE: ./src/util/code-point-name.ts
var code_point_name = __webpack_require__(2686);
// EXTERNAL MODULE: ./src/manifest/grammar/platform-expression/parse.ts
var parse = __webpack_require__(1083);
// EXTERNAL MODULE: ./src/manifest/json/tokens.ts
var tokens = __webpack_require__(2792);
;// CONCATENATED MODULE: ./src/manifest/vcpkg/platform-expression/parser.ts
/**
 * Platform expressions (`supports`, dependency `platform`) checked as vcpkg-tool parses them
 * (../../grammar/platform-expression/), in this project's words.
 */




const SINGLE_CHARACTER_TOKENS = new Set(['!', '&', '|', '(', ')', ',']);
/** Checks a `supports`/`platform` expression; returns undefined when it is valid, else the first error. */
function checkPlatformExpression(expression) {
    const { error } = (0,parse/* readPlatformExpression */.c)(expression);
    return error && parser_describe(expression, error);
}
/**
 * The first error as this project words it. The grammar stops at the first token it cannot
 * read; the tokens before it, read again here, give the words their context, and a token that
 * starts there but is not vcpkg's (an upper-case name, '&&') is reported as what it is.
 */
function parser_describe(expression, error) {
    // The two tokens before the one the grammar stopped at.
    let beforePrevious;
    let previous;
    // The top level, then each open group: where its '(' is, and the first operator of its current run.
    const groups = [{ open: 0 }];
    let operand = true;
    let negated = false;
    let token = readToken(expression, 0);
    while (!('message' in token) && token.offset < error.offset) {
        beforePrevious = previous;
        previous = token;
        const group = groups[groups.length - 1];
        if (token.kind === '(')
            groups.push({ open: token.offset });
        else if (token.kind === ')' && groups.length > 1)
            groups.pop();
        else if (token.kind === ',')
            group.operator = undefined;
        else if (!operand)
            group.operator ??= token;
        // A name in an operand's place ends it, but a first `not` is a negation; after an operand, only `and` is a word.
        if (token.kind !== 'word') {
            operand = token.kind !== ')';
            negated = token.kind === '!';
        }
        else if (!operand)
            operand = true;
        else
            operand = negated = isWord(token, 'not') && !negated;
        token = readToken(expression, token.offset + token.text.length);
    }
    if ('message' in token)
        return token;
    const { offset } = token;
    const at = (message, length = token.text.length) => ({ message, offset, length });
    switch (error.code) {
        case 'too-deep':
            return at(`nesting deeper than ${parse/* DEEPEST_GROUP */.f} levels`, 1);
        case 'or':
            return at("'or' is not an operator; use '|'");
        case 'mixing': {
            const mixed = `${quote((groups.at(-1)?.operator ?? token).text)} and ${quote(token.text)}`;
            return at(`cannot mix ${mixed} without parentheses; group them, e.g. '(a & b) | c'`);
        }
        case 'identifier': {
            if (previous === undefined && token.kind === 'end') {
                const message = "the expression is empty; expected a platform name such as 'windows'";
                return { message, offset: 0, length: expression.length };
            }
            if (previous !== undefined && token.kind === '!')
                return negationChain(token, previous);
            if (previous?.kind === '(' && token.kind === ')')
                return at("empty parentheses '()'; expected a platform name inside", 1);
            if (token.kind === ')' && groups.length === 1)
                return at("unexpected ')' with no matching '('", 1);
            const after = previous === undefined ? '' : ` after ${describeToken(previous)}`;
            return at(`expected a platform name${after}, found ${describeToken(token)}`);
        }
        case 'unexpected':
        case 'closing': {
            if (token.kind === ')')
                return at("unexpected ')' with no matching '('", 1);
            if (token.kind === 'end')
                return at(`missing ')' to close '(' at offset ${groups.at(-1)?.open ?? 0}`, 0);
            // `not` after a negation is a name to vcpkg; followed by an operand it was meant as a second negation.
            if (previous && isWord(previous, 'not') && beforePrevious && isNegation(beforePrevious))
                return negationChain(previous, beforePrevious);
            const between = `${describeToken(previous ?? token)} and ${describeToken(token)}`;
            return at(`expected '&', '|' or ',' between ${between}`);
        }
    }
}
/** The token at or after `start`, skipping white space, or the lexical error there. */
function readToken(expression, start) {
    // vcpkg's parser skips the four characters JSON calls white space.
    const offset = (0,tokens/* skipSpace */.AN)(expression, start);
    if (offset >= expression.length)
        return { kind: 'end', text: '', offset };
    // A loop over the code units, not a sticky regular expression and a test for capitals: once per
    // token, they were most of the time of a 10 MB expression.
    let end = offset;
    let capitals = false;
    for (; end < expression.length; end++) {
        const code = expression.charCodeAt(end);
        if (code >= 0x41 && code <= 0x5a)
            capitals = true;
        else if (!((code >= 0x61 && code <= 0x7a) || (code >= 0x30 && code <= 0x39)))
            break;
    }
    if (end > offset) {
        const word = expression.slice(offset, end);
        if (capitals) {
            const hint = `platform names are lowercase: write ${quote(word.toLowerCase())}`;
            return { message: `uppercase letters are not allowed; ${hint}`, offset, length: word.length };
        }
        return { kind: 'word', text: word, offset };
    }
    // A slice, not String.fromCodePoint, which some hosts run slowly: once per token, it tripled
    // the time of a 10 MB expression.
    const wide = (expression.codePointAt(offset) ?? 0) > 0xffff;
    const character = expression.slice(offset, offset + (wide ? 2 : 1));
    if (!SINGLE_CHARACTER_TOKENS.has(character)) {
        const allowed = "platform names use only a-z and 0-9, and the operators are '!', '&', '|' and ','";
        const message = `unexpected character ${describeCharacter(character)}; ${allowed}`;
        return { message, offset, length: character.length };
    }
    // '&&' and '||' are the C habit; vcpkg only knows the single-character forms.
    if ((character === '&' || character === '|') && expression[offset + 1] === character) {
        const message = `'${character}${character}' is not an operator; use '${character}'`;
        return { message, offset: offset + 1, length: 1 };
    }
    return { kind: character, text: character, offset };
}
/** Is the token the given word (a keyword, or a name where the grammar wants one)? */
function isWord(token, text) {
    return token.kind === 'word' && token.text === text;
}
function isNegation(token) {
    return token.kind === '!' || isWord(token, 'not');
}
/** A token quoted for a message; a name past 40 characters is cut short to stay readable. */
function quote(text) {
    return `'${(0,cut_short/* cutShort */.VV)(text, 40)}'`;
}
/** Names a token for a message; the end token has no text of its own. */
function describeToken(token) {
    return token.kind === 'end' ? 'the end of the expression' : quote(token.text);
}
/** Shows a character as itself when visible, else as U+XXXX so tabs, NBSP etc. are readable. */
function describeCharacter(character) {
    if (/^[\p{L}\p{M}\p{N}\p{P}\p{S}]$/u.test(character))
        return `'${character}'`;
    return (0,code_point_name/* codePointName */.R)(character);
}
/** A second negation where vcpkg wants a name or '(' (vcpkg reads no `!!x`, `not !x`). */
function negationChain(second, first) {
    const rule = "vcpkg takes one '!' or 'not' before a name or '('";
    const fix = "drop both, or put the inner negation in parentheses, e.g. '!(!x)'";
    const message = `${quote(second.text)} cannot follow ${quote(first.text)}; ${rule}: ${fix}`;
    return { message, offset: second.offset, length: second.text.length };
}

// EXTERNAL MODULE: ./src/manifest/vcpkg/identifiers.ts
var identifiers = __webpack_require__(401);
// EXTERNAL MODULE: ./node_modules/spdx-expression-parse/index.js
var spdx_expression_parse = __webpack_require__(3326);
var spdx_expression_parse_default = /*#__PURE__*/__webpack_require__.n(spdx_expression_parse);
;// CONCATENATED MODULE: ./src/manifest/vcpkg/license/spdx.ts



/**
 * Longest license expression parsed. Real ones are a few dozen characters, and the parser's
 * time grows faster than linearly on long chains of `WITH`.
 */
const LONGEST_LICENSE = 4_096;
/** The words for a license longer than {@link LONGEST_LICENSE}. */
function tooLongLicense(license) {
    const message = `it is ${license.length} characters long, more than the ${LONGEST_LICENSE} a license expression may have`;
    return { message };
}
/** Checks a `license` against the SPDX expression grammar and license list. */
function checkSpdxExpression(license) {
    if (license.length > LONGEST_LICENSE)
        return tooLongLicense(license);
    try {
        spdx_expression_parse_default()(license);
        return undefined;
    }
    catch (error) {
        const reason = error instanceof Error ? error.message : '';
        const at = /at offset (\d+)/.exec(reason);
        if (at) {
            const offset = Number(at[1]);
            const word = /^[^\s()]+/.exec(license.slice(offset))?.[0] ?? license.slice(offset, offset + 1);
            const message = /^\s$/.test(word)
                ? `only spaces may separate the words of a license expression; found ${(0,code_point_name/* codePointName */.R)(word)}`
                : `${(0,describe/* quoteValue */.cl)(word)} is not an SPDX license id or operator`;
            return { message, at: { offset, length: Math.max(word.length, 1) } };
        }
        // The parser fails on some incomplete expressions with a TypeError rather than a message.
        const detail = reason && !(error instanceof TypeError) ? reason : 'incomplete expression';
        return { message: detail.charAt(0).toLowerCase() + detail.slice(1) };
    }
}

// EXTERNAL MODULE: ./src/manifest/grammar/license/parse.ts
var license_parse = __webpack_require__(4188);
// EXTERNAL MODULE: ./src/manifest/vcpkg/license/spdx-lists.ts
var spdx_lists = __webpack_require__(4750);
;// CONCATENATED MODULE: ./src/manifest/vcpkg/license/vcpkg-license.ts




/*
 * A `license` as today's vcpkg-tool reads it (../../grammar/license/), in this project's words
 * for the spec profile's --strict: an id on no SPDX list (in any case) is a problem too.
 */
const LICENSE_REF = 'LicenseRef-';
const CHARACTERS = 'it has letters, digits, "-" and "." in ids, "+", "(", ")" and spaces';
const OPERATORS = new Set(['AND', 'OR', 'WITH']);
/** Checks a `license` the way vcpkg-tool does; an id on no SPDX list is a problem too. */
function checkVcpkgLicense(license) {
    if (license.length === 0)
        return { message: 'the expression is empty' };
    if (license.length > LONGEST_LICENSE)
        return tooLongLicense(license);
    const { error, ids } = (0,license_parse/* readLicense */.U)(license);
    if (error)
        return vcpkg_license_describe(license, error);
    for (const { role, text, offset } of ids) {
        if (text.startsWith(LICENSE_REF))
            continue;
        if ((role === 'license' ? spdx_lists/* SPDX_LICENSES */.pL : spdx_lists/* SPDX_EXCEPTIONS */.vD).has(text.toLowerCase()))
            continue;
        return {
            message: `${JSON.stringify(text)} is neither on the SPDX ${role} list (in any case) nor a ${LICENSE_REF} id`,
            at: { offset, length: text.length },
        };
    }
    return undefined;
}
/** The words for the grammar's errors that need no more than their place. */
const SAID = {
    plus: '"+" may only follow a license id, with nothing between (as in GPL-2.0+)',
    'document-ref': 'vcpkg does not support DocumentRef- ids; use a LicenseRef- id',
    unopened: 'this ")" closes no "("',
    unclosed: 'this "(" is not closed',
};
/** The words for a license that does not read. */
function vcpkg_license_describe(license, { code, offset, length }) {
    const at = { offset, length };
    const said = SAID[code];
    if (said !== undefined)
        return { message: said, at };
    if (code === 'character')
        return notAllowed(license, offset);
    const text = license.slice(offset, offset + length);
    const expected = (what) => offset >= license.length
        ? { message: `expected ${what}, found the end` }
        : { message: `expected ${what}, found ${JSON.stringify(text)}`, at };
    if (code === 'operand')
        return expected('a license id or "("');
    if (code === 'exception')
        return expected('a license exception id after WITH');
    const after = code === 'after-group' ? '")"' : 'an exception';
    const found = expected(code === 'after-license' ? 'AND, OR or WITH' : `AND or OR after ${after}`);
    // "and" reads as a license id to vcpkg; say why it is not the operator.
    if (!OPERATORS.has(text) && OPERATORS.has(text.toUpperCase()))
        found.message += '; vcpkg reads the operators in upper case only';
    return found;
}
function notAllowed(license, offset) {
    const code = license.codePointAt(offset) ?? 0;
    const character = String.fromCodePoint(code);
    const name = JSON.stringify(character);
    const shown = code > 0x20 && code < 0x7f ? name : `${name} (${(0,code_point_name/* codePointName */.R)(character)})`;
    return {
        message: `${shown} cannot appear in a license expression: ${CHARACTERS}`,
        at: { offset, length: character.length },
    };
}

;// CONCATENATED MODULE: ./src/manifest/vcpkg/vcpkg-checks.ts









const unanchoredIdentifier = new RegExp(identifiers/* IDENTIFIER_PATTERN */.$Q, 'u');
const platformExpressionError = (0,memoize/* memoize */.B)(checkPlatformExpression);
const spdxError = (0,memoize/* memoize */.B)(checkSpdxExpression);
const vcpkgLicenseError = (0,memoize/* memoize */.B)(checkVcpkgLicense);
/**
 * The vcpkg rules beyond the schema: platform expressions, SPDX licenses, identifiers that
 * the spec's unanchored pattern lets through, and (today's shapes) feature names used as keys.
 * Values of the wrong type are left to the schema.
 */
function vcpkgRuleDrafts(data, options) {
    if (!(0,is_json_object/* isJsonObject */.O)(data))
        return [];
    const drafts = [];
    // Pointers are made only for a problem: most values have none, and naming each costs.
    const platform = (value, at) => {
        if (typeof value !== 'string')
            return;
        const error = platformExpressionError(value);
        if (!error)
            return;
        const pointer = at();
        const inString = { offset: error.offset, length: error.length };
        const message = `${(0,describe/* quoteValue */.cl)(value)} is not a platform expression: ${error.message}`;
        const anchor = { kind: 'value', inString };
        drafts.push((0,draft/* draftOf */.b)('platform-expression', { message, pointer, anchor }, options.strict));
    };
    const identifier = (value, at) => {
        if (!options.builtIn || options.strict || typeof value !== 'string')
            return;
        if ((0,identifiers/* isWholeIdentifier */.JZ)(value) || !unanchoredIdentifier.test(value) || (0,identifiers/* reservedMatch */.M2)(value))
            return;
        const pointer = at();
        const message = `${(0,describe/* quoteValue */.cl)(value)} is accepted only because the spec's identifier pattern ${identifiers/* IDENTIFIER_PATTERN */.$Q} is unanchored; an identifier is lowercase letters and digits in dash-separated groups (--strict rejects it)`;
        const anchor = { kind: 'value' };
        drafts.push((0,draft/* draftOf */.b)('unanchored-identifier', { message, pointer, anchor }, options.strict));
    };
    // Feature names, or (today) `{name, platform}` objects under a user's schema.
    const featureItems = (list, at) => eachOf(list, (item, index) => {
        const here = () => (0,json_pointer/* childPointer */.Y2)(at(), index);
        if (!options.builtIn && (0,is_json_object/* isJsonObject */.O)(item))
            platform(item.platform, () => (0,json_pointer/* childPointer */.Y2)(here(), 'platform'));
        else
            identifier(item, here);
    });
    const dependencies = (list, at) => eachOf(list, (dependency, index) => {
        if (!(0,is_json_object/* isJsonObject */.O)(dependency))
            return;
        const here = () => (0,json_pointer/* childPointer */.Y2)(at(), index);
        platform(dependency.platform, () => (0,json_pointer/* childPointer */.Y2)(here(), 'platform'));
        featureItems(dependency.features, () => (0,json_pointer/* childPointer */.Y2)(here(), 'features'));
    });
    const license = (value, pointer) => {
        if (typeof value !== 'string')
            return;
        const error = (options.strict ? vcpkgLicenseError : spdxError)(value);
        if (!error)
            return;
        const message = `${(0,describe/* quoteValue */.cl)(value)} is not an SPDX license expression: ${error.message}`;
        const anchor = { kind: 'value', inString: error.at };
        drafts.push((0,draft/* draftOf */.b)('spdx', { message, pointer, anchor }, options.strict));
    };
    platform(data.supports, () => '/supports');
    license(data.license, '/license');
    dependencies(data.dependencies, () => '/dependencies');
    dependencies(data['dev-dependencies'], () => '/dev-dependencies');
    featureItems(data['default-features'], () => '/default-features');
    eachOf(data.features, (feature, index) => {
        if (!(0,is_json_object/* isJsonObject */.O)(feature))
            return;
        const here = () => (0,json_pointer/* childPointer */.Y2)('/features', index);
        identifier(feature.name, () => (0,json_pointer/* childPointer */.Y2)(here(), 'name'));
        dependencies(feature.dependencies, () => (0,json_pointer/* childPointer */.Y2)(here(), 'dependencies'));
    });
    if (!options.builtIn && (0,is_json_object/* isJsonObject */.O)(data.features))
        for (const [name, feature] of Object.entries(data.features)) {
            const here = (0,json_pointer/* childPointer */.Y2)('/features', name);
            const message = featureNameError(name);
            const anchor = { kind: 'key' };
            if (message)
                drafts.push((0,draft/* draftOf */.b)('feature-name', { message, pointer: here, anchor }, options.strict));
            if (!(0,is_json_object/* isJsonObject */.O)(feature))
                continue;
            dependencies(feature.dependencies, () => (0,json_pointer/* childPointer */.Y2)(here, 'dependencies'));
            platform(feature.supports, () => (0,json_pointer/* childPointer */.Y2)(here, 'supports'));
            license(feature.license, (0,json_pointer/* childPointer */.Y2)(here, 'license'));
        }
    eachOf(data.overrides, (override, index) => {
        if ((0,is_json_object/* isJsonObject */.O)(override))
            identifier(override.name, () => (0,json_pointer/* childPointer */.Y2)((0,json_pointer/* childPointer */.Y2)('/overrides', index), 'name'));
    });
    return drafts;
}
/** Why vcpkg-tool refuses a key of today's `features` map as a feature name, if it does. */
function featureNameError(name) {
    const shown = `feature name ${(0,describe/* quoteValue */.cl)(name)}`;
    if (!(0,identifiers/* isWholeIdentifier */.JZ)(name))
        return `${shown} is not an identifier: vcpkg reads a feature name as lowercase letters and digits in dash-separated groups (${identifiers/* WHOLE_IDENTIFIER_PATTERN */.vm})`;
    if ((0,identifiers/* isWholeReservedName */.tz)(name))
        return `${shown} is reserved: vcpkg rejects a feature named core, default, con, prn, aux, nul, comN or lptN`;
    return undefined;
}
function eachOf(list, visit) {
    if (Array.isArray(list))
        list.forEach(visit);
}

// EXTERNAL MODULE: ./src/util/thousands.ts
var thousands = __webpack_require__(9851);
;// CONCATENATED MODULE: ./src/manifest/validate-spec.ts














/**
 * The rules of a schema (`--profile spec`): the 2020 spec's built-in schema, or a user's, and
 * vcpkg's checks where the schema asks for them.
 */
const specRules = (_text, data, { strict, schema = builtInSchema(strict), warning }) => ({
    // The spec profile's built-in schema: a manifest written for today's vcpkg is noted for the run.
    laterForm: schema.kind === 'built-in' ? (0,later_forms/* laterFormOf */.Gl)(data) : undefined,
    // The built-in schema rejects anything but an object at once, however long; a user's may not.
    countsAnyValue: schema.kind !== 'built-in',
    check: ({ text, data, counts }) => {
        const checked = schemaErrors(schema, data, text.length);
        const errors = checked instanceof bound/* SchemaWorkExceeded */.O ? [] : checked;
        const findings = errors ? (0,combinators/* resolveCombinators */.i)(errors, data) : [];
        const builtIn = schema.kind === 'built-in';
        const checks = schema.vcpkgChecks
            ? (0,deep_nesting/* unlessTooDeep */.F)(() => vcpkgRuleDrafts(data, { strict, builtIn }))
            : [];
        // Both built-in schemas ask for integers in the same places; a user's schema is ajv's to read.
        const integers = builtIn ? integerSpellingDrafts(text, data, built_in_schema/* BUILT_IN_SCHEMA */.v) : [];
        // Spread into an array, not into push(): a file can have more problems than a call has arguments.
        const duplicates = (0,duplicate_keys/* duplicateKeyDrafts */.J)(text, counts.keys, strict, limits/* MOST_PROBLEMS_PER_FILE */.mX);
        return {
            schemaErrors: findings,
            drafts: [
                ...(checked instanceof bound/* SchemaWorkExceeded */.O ? [workLimitDraft(checked)] : []),
                ...(errors && checks ? [] : [(0,check_document/* tooDeepDraft */.U)()]),
                ...(warning ? [warning] : []),
                ...(checks ?? []),
                ...integers,
                ...duplicates.drafts,
            ],
            uncounted: {
                severity: (0,rules/* severityOf */.xJ)('duplicate-key', strict),
                count: duplicates.found - duplicates.drafts.length,
            },
        };
    },
});
/**
 * The schema's errors; undefined when the file is too deep for the validator, and what stopped a
 * user's schema that needed more work than a file may take (it is unbounded otherwise).
 */
function schemaErrors(schema, data, characters) {
    try {
        return (0,deep_nesting/* unlessTooDeep */.F)(() => schema.errors(data, characters));
    }
    catch (error) {
        if (error instanceof bound/* SchemaWorkExceeded */.O)
            return error;
        throw error;
    }
}
/** At the value being checked when the bound was reached; the file counts as invalid. */
function workLimitDraft({ pointer, limit }) {
    const message = `the file was not fully checked: checking it against the schema needed more than ${(0,thousands/* withThousands */.C)(limit)} steps of work (${(0,thousands/* withThousands */.C)(limits/* SCHEMA_WORK */.c.steps)} and ${limits/* SCHEMA_WORK */.c.stepsPerCharacter} for each character of the file), which usually means $refs that multiply, such as a definition that applies the one before it twice at every level; change the schema so that it applies each definition to a value a bounded number of times`;
    return (0,draft/* draftOf */.b)('schema-work-limit', { limit, message, pointer, anchor: { kind: 'value' } });
}


/***/ })

};
;