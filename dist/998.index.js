export const id = 998;
export const ids = [998];
export const modules = {

/***/ 1998:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  canonicalFormStep: () => (/* binding */ canonicalFormStep)
});

// EXTERNAL MODULE: ./src/files/write-atomic.ts
var write_atomic = __webpack_require__(132);
// EXTERNAL MODULE: ./src/manifest/problems/file-problem.ts
var file_problem = __webpack_require__(7976);
// EXTERNAL MODULE: ./src/manifest/format/format-manifest.ts + 6 modules
var format_manifest = __webpack_require__(1107);
// EXTERNAL MODULE: ./src/manifest/json/locate.ts
var locate = __webpack_require__(7900);
// EXTERNAL MODULE: ./src/manifest/problems/draft.ts
var problems_draft = __webpack_require__(5701);
;// CONCATENATED MODULE: ./src/manifest/format/not-canonical.ts


/**
 * The `canonical-form` problem of `text`, whose canonical form is `canonical` (not the same):
 * placed at the first character where they part, or at the end of `text` when `canonical` only
 * goes on.
 */
function notCanonicalProblem(text, canonical) {
    let offset = 0;
    const common = Math.min(text.length, canonical.length);
    while (offset < common && text.charCodeAt(offset) === canonical.charCodeAt(offset))
        offset++;
    const draft = (0,problems_draft/* draftOf */.b)('canonical-form', {
        message: "not in vcpkg's canonical form: run manifest-check format",
        pointer: '',
        anchor: { kind: 'text', offset, length: offset < text.length ? 1 : 0 },
    });
    return (0,locate/* locateProblems */.D)(text, [draft])[0];
}

;// CONCATENATED MODULE: ./src/run/canonical-form.ts




const UTF8 = new TextDecoder('utf-8', { ignoreBOM: true });
const BOM = 0xfeff;
/**
 * The canonical-form step of a file already checked, on its report: a file with an error is left
 * as it is (its problems say why it cannot be formatted); one already in canonical form too.
 * Otherwise `check` adds a `canonical-form` problem at the first difference, and `write` writes
 * the canonical text in place of the file, whole or not at all, if it is still the file `read`
 * was read from; a file that cannot be written (saved since it was read, too) gets a `file`
 * problem and the others go on. `checkedAsVcpkg`: the report is of today's vcpkg's checks (the
 * current profile, no user schema), which then are not made again.
 */
function canonicalFormStep(file, { bytes, identity }, report, { kind, checkedAsVcpkg }, options) {
    if (report.problems.some((problem) => problem.severity === 'error'))
        return report;
    // The text as it is in the file, a byte order mark included: vcpkg writes none.
    const text = UTF8.decode(bytes);
    const json = text.charCodeAt(0) === BOM ? text.slice(1) : text;
    // A report of the current profile without an error has made vcpkg's checks already.
    const formatted = checkedAsVcpkg ? (0,format_manifest/* formatAccepted */.t)(json) : (0,format_manifest/* formatManifest */.L)(json, { kind });
    // Checked by other rules (the spec profile, a user's schema) or refused by vcpkg's writer only
    // (dependencies it cannot write back): vcpkg's own errors say why there is no canonical form.
    if (!formatted.ok)
        return invalid(report, ...formatted.problems);
    if (formatted.text === text)
        return report;
    const texts = options.keepTexts ? { canonical: { before: text, after: formatted.text } } : {};
    if (options.mode === 'check')
        return invalid({ ...report, ...texts }, notCanonicalProblem(text, formatted.text));
    // Only if the file is still the one read: a save made meanwhile is not replaced.
    const written = (0,write_atomic/* writeAtomically */.vK)(file.path, formatted.text, { root: file.root, read: identity });
    if (!written.ok)
        return invalid(report, (0,file_problem/* fileProblem */.W)('unwritable', `could not be written in canonical form: ${written.reason}`));
    return { ...report, ...texts, formatted: true };
}
function invalid(report, ...problems) {
    return {
        ...report,
        valid: false,
        problems: [...report.problems, ...problems].sort((a, b) => a.line - b.line || a.column - b.column),
    };
}


/***/ })

};
