export const id = 59;
export const ids = [59];
export const modules = {

/***/ 3059:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  compileSchema: () => (/* binding */ compileSchema)
});

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
;// CONCATENATED MODULE: ./src/manifest/schema.json
const schema_namespaceObject = {};
// EXTERNAL MODULE: ./src/manifest/reserved.ts
var reserved = __webpack_require__(769);
;// CONCATENATED MODULE: ./src/manifest/built-in-schema.ts


/** The spec's schema, as written. */
const BUILT_IN_SCHEMA = (/* unused pure expression or super */ null && (schema));
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
 * The schema that `strict` checks against: what vcpkg itself enforces. Identifiers must match the
 * whole pattern and are reserved only when the whole name is reserved.
 */
function strictSchema() {
    const identifier = schema.definitions.identifier;
    return {
        ...schema,
        definitions: {
            ...schema.definitions,
            identifier: {
                ...identifier,
                allOf: [
                    { pattern: WHOLE_IDENTIFIER_PATTERN },
                    { not: { type: 'string', pattern: WHOLE_RESERVED_PATTERN } },
                ],
            },
        },
    };
}

// EXTERNAL MODULE: ./src/manifest/compile.ts + 2 modules
var compile = __webpack_require__(705);
;// CONCATENATED MODULE: ./src/manifest/user-schema.ts








const AjvDraft04 = (dist_default())["default"];
const AjvDraft07 = (ajv_default())["default"];
const Ajv2019 = (_2019_default())["default"];
const Ajv2020 = (_2020_default())["default"];
const addFormats = (ajv_formats_dist_default())["default"];
const DIALECTS = ['draft-04', 'draft-06', 'draft-07', '2019-09', '2020-12'];
/**
 * Compiles a user's own JSON Schema, in the dialect its `$schema` names (draft-07 when it names
 * none). `source` names the schema in messages, such as its file name.
 */
function compileSchema(text, source) {
    let schema;
    try {
        schema = JSON.parse(text.replace(/^\uFEFF/, ''));
    }
    catch (error) {
        return { ok: false, message: `${source}: not valid JSON: ${error.message}` };
    }
    if (typeof schema !== 'object' || schema === null || Array.isArray(schema))
        return { ok: false, message: `${source}: a JSON Schema must be an object` };
    const declared = schema.$schema;
    const dialect = declared === undefined ? 'draft-07' : DIALECTS.find((name) => String(declared).includes(name));
    if (!dialect)
        return {
            ok: false,
            message: `${source}: unsupported $schema ${JSON.stringify(declared)}; expected ${DIALECTS.join(', ')}`,
        };
    try {
        return { ok: true, schema: (0,compile/* wrapValidator */.$)('custom', createAjv(dialect).compile(schema)) };
    }
    catch (error) {
        return {
            ok: false,
            message: `${source}: not a valid ${dialect} JSON Schema: ${error.message}`,
        };
    }
}
function createAjv(dialect) {
    const options = {
        allErrors: BUILT_IN_OPTIONS.allErrors,
        verbose: BUILT_IN_OPTIONS.verbose,
        strict: false,
    };
    const ajv = dialect === 'draft-04'
        ? new AjvDraft04(options)
        : dialect === '2019-09'
            ? new Ajv2019(options)
            : dialect === '2020-12'
                ? new Ajv2020(options)
                : new AjvDraft07(options);
    if (dialect === 'draft-06')
        ajv.addMetaSchema(json_schema_draft_06);
    addFormats(ajv);
    return ajv;
}


/***/ })

};
