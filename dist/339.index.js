export const id = 339;
export const ids = [339];
export const modules = {

/***/ 9339:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   configurationRules: () => (/* binding */ configurationRules),
/* harmony export */   validateConfiguration: () => (/* binding */ validateConfiguration)
/* harmony export */ });
/* harmony import */ var _check_document_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7343);
/* harmony import */ var _problems_limits_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8244);
/* harmony import */ var _json_duplicate_keys_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2725);
/* harmony import */ var _json_is_json_object_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(117);
/* harmony import */ var _problems_draft_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(5701);
/* harmony import */ var _problems_rules_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(825);
/* harmony import */ var _vcpkg_current_vcpkg_json_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(283);
/* harmony import */ var _configuration_drafts_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(3402);
/* harmony import */ var _words_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(357);









/**
 * Checks one `vcpkg-configuration.json` as vcpkg reads it: its text or UTF-8 bytes in, every
 * problem with its line and column out. An empty file (no byte at all) is valid: vcpkg treats
 * it as no configuration. Whatever the file holds, it never throws.
 * @throws TypeError when `input` is neither text nor bytes: a caller's bug.
 */
function validateConfiguration(input, options = {}) {
    const { strict = false, beside = {} } = options;
    return (0,_check_document_js__WEBPACK_IMPORTED_MODULE_0__/* .checkDocument */ .s)(input, { strict, kind: 'project', beside }, configurationRules, true);
}
/** The rules of vcpkg for its configuration file. */
const configurationRules = (text, _data, { strict, beside }) => ({
    // vcpkg's own JSON parser refuses more than JSON.parse, and a file it cannot parse is all it says.
    refused: (0,_vcpkg_current_vcpkg_json_js__WEBPACK_IMPORTED_MODULE_5__/* .scanVcpkgJson */ .Zm)(text).drafts,
    countsAnyValue: true,
    check: ({ text, data, counts }) => {
        // vcpkg's JSON reader refuses a key given twice, at any depth: an error, as vcpkg has it.
        const duplicates = (0,_json_duplicate_keys_js__WEBPACK_IMPORTED_MODULE_2__/* .duplicateKeyDrafts */ .J)(text, counts.keys, true, _problems_limits_js__WEBPACK_IMPORTED_MODULE_1__/* .MOST_PROBLEMS_PER_FILE */ .mX);
        const drafts = (0,_json_is_json_object_js__WEBPACK_IMPORTED_MODULE_8__/* .isJsonObject */ .O)(data)
            ? (0,_configuration_drafts_js__WEBPACK_IMPORTED_MODULE_6__/* .configurationDrafts */ .f)(data, '', {
                strict,
                directory: beside.directory,
                builtinBaseline: beside.manifest?.builtinBaseline === true,
            })
            : [fileDraft('expected a top-level object: vcpkg ignores a configuration that is not one')];
        // The file and its manifest's embedded configuration are one configuration too many.
        if ((0,_json_is_json_object_js__WEBPACK_IMPORTED_MODULE_8__/* .isJsonObject */ .O)(data) && beside.manifest?.embedsConfiguration)
            drafts.push(fileDraft(`${_words_js__WEBPACK_IMPORTED_MODULE_7__/* .AMBIGUOUS_CONFIGURATION */ .an} Choose one by deleting this file or deleting "vcpkg-configuration" from the manifest file (the vcpkg.json beside it).`));
        return {
            schemaErrors: [],
            drafts: [...drafts, ...duplicates.drafts],
            uncounted: {
                severity: (0,_problems_rules_js__WEBPACK_IMPORTED_MODULE_4__/* .severityOf */ .xJ)('duplicate-key', true),
                count: duplicates.found - duplicates.drafts.length,
            },
        };
    },
});
/** A `configuration` error about the whole file. */
function fileDraft(message) {
    return (0,_problems_draft_js__WEBPACK_IMPORTED_MODULE_3__/* .draftOf */ .b)('configuration', { message, pointer: '', anchor: { kind: 'value' } });
}


/***/ })

};
