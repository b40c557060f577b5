export const id = 889;
export const ids = [889];
export const modules = {

/***/ 6889:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   readRequestSettings: () => (/* binding */ readRequestSettings),
/* harmony export */   requestOptions: () => (/* binding */ requestOptions),
/* harmony export */   requestOutputs: () => (/* binding */ requestOutputs)
/* harmony export */ });
/* harmony import */ var yaml__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8815);
/* harmony import */ var _endpoint_is_plain_object_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3914);
/* harmony import */ var _input_error_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9229);



/** Reads the inputs of `command: request`; throws ActionInputError for one that is wrong. */
function readRequestSettings(read) {
    const route = read('route');
    if (route === '')
        throw new _input_error_js__WEBPACK_IMPORTED_MODULE_1__/* .ActionInputError */ .VA('route', "required with command: request, such as 'GET /repos/{owner}/{repo}'");
    return {
        route,
        parameters: readMapping(read, 'parameters'),
        headers: readMapping(read, 'headers'),
        data: read('data', { raw: true }) || undefined,
        mediaType: readMapping(read, 'media-type'),
        baseUrl: read('base-url') || undefined,
        token: read('token') || undefined,
    };
}
/** The builder's options: `{owner}`/`{repo}` from the repository when the route names them. */
function requestOptions(settings, repository, defaultBaseUrl) {
    const fromRepository = {};
    for (const name of ['owner', 'repo'])
        if (repository && namesVariable(settings.route, name))
            fromRepository[name] = repository[name];
    // Spread, not Object.assign: a `__proto__` parameter stays a parameter, not a prototype.
    const options = { ...fromRepository, ...settings.parameters };
    const headers = { ...settings.headers };
    if (settings.token !== undefined)
        headers.authorization = `token ${settings.token}`;
    options.headers = headers;
    options.mediaType = settings.mediaType;
    const baseUrl = settings.baseUrl ?? defaultBaseUrl;
    if (baseUrl !== undefined)
        options.baseUrl = baseUrl;
    if (settings.data !== undefined)
        options.data = settings.data;
    return options;
}
/** The step outputs of built request options. */
function requestOutputs(options) {
    const { body } = options;
    return {
        options: JSON.stringify(options),
        method: options.method,
        url: options.url,
        headers: JSON.stringify(options.headers),
        body: body === undefined ? '' : typeof body === 'string' ? body : JSON.stringify(body),
    };
}
function namesVariable(route, name) {
    return new RegExp(`\\{[^}]*\\b${name}\\b[^}]*\\}|:${name}\\b`).test(route);
}
/** A YAML (or JSON) mapping input; `{}` when not given. */
function readMapping(read, name) {
    const text = read(name);
    if (text === '')
        return {};
    let value;
    try {
        value = (0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .parse */ .qg)(text, { uniqueKeys: true, maxAliasCount: 100 });
    }
    catch (error) {
        if (!(error instanceof yaml__WEBPACK_IMPORTED_MODULE_0__/* .YAMLParseError */ .XT))
            throw error;
        const reason = error.message.split('\n')[0]?.replace(/:$/, '');
        throw new _input_error_js__WEBPACK_IMPORTED_MODULE_1__/* .ActionInputError */ .VA(name, `expected YAML or JSON: ${reason}`);
    }
    if (!(0,_endpoint_is_plain_object_js__WEBPACK_IMPORTED_MODULE_2__/* .isPlainObject */ .Q)(value))
        throw new _input_error_js__WEBPACK_IMPORTED_MODULE_1__/* .ActionInputError */ .VA(name, `expected a mapping such as 'key: value' or {"key": "value"}, got ${describe(value)}`);
    return value;
}
function describe(value) {
    if (Array.isArray(value))
        return 'a list';
    return value === null ? 'nothing' : `a ${typeof value}`;
}


/***/ })

};
