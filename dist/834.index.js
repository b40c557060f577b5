export const id = 834;
export const ids = [834];
export const modules = {

/***/ 834:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  checkPlaceholdersFilled: () => (/* binding */ checkPlaceholdersFilled),
  inputOfProblem: () => (/* binding */ inputOfProblem),
  readRequestSettings: () => (/* binding */ readRequestSettings),
  requestLogLine: () => (/* binding */ requestLogLine),
  requestOptions: () => (/* binding */ requestOptions),
  requestOutputs: () => (/* binding */ requestOutputs)
});

// EXTERNAL MODULE: ./node_modules/yaml/dist/index.js
var dist = __webpack_require__(8815);
// EXTERNAL MODULE: ./src/endpoint/index.ts + 4 modules
var endpoint = __webpack_require__(1967);
// EXTERNAL MODULE: ./src/util/control-characters.ts
var control_characters = __webpack_require__(1690);
// EXTERNAL MODULE: ./src/endpoint/check-options.ts
var check_options = __webpack_require__(8138);
// EXTERNAL MODULE: ./src/endpoint/util/is-plain-object.ts
var is_plain_object = __webpack_require__(981);
// EXTERNAL MODULE: ./src/endpoint/util/route.ts
var util_route = __webpack_require__(9019);
// EXTERNAL MODULE: ./src/endpoint/option-names.ts
var option_names = __webpack_require__(7413);
// EXTERNAL MODULE: ./src/endpoint/request-options-error.ts
var request_options_error = __webpack_require__(1376);
;// CONCATENATED MODULE: ./src/endpoint/user-options.ts


/**
 * The builder's options for what a user gives, the same for the CLI and the Action. Throws
 * RequestOptionsError for a parameter named like a builder option, which would replace the
 * request itself; the adapters refuse such a name first, in the words of their own input.
 */
function userRequestOptions(given) {
    for (const name of Object.keys(given.parameters)) {
        const refused = (0,option_names/* refusedParameter */.CB)(name);
        if (refused !== undefined)
            throw new request_options_error/* RequestOptionsError */.oW(name, refused);
    }
    // Spread, not Object.assign: a `__proto__` parameter stays a parameter, not a prototype.
    const options = { ...given.parameters };
    options.headers = { ...given.headers };
    if (given.token !== undefined)
        options.headers.authorization = `token ${given.token}`;
    if (given.mediaType !== undefined)
        options.mediaType = given.mediaType;
    if (given.baseUrl !== undefined)
        options.baseUrl = given.baseUrl;
    if (given.data !== undefined)
        options.data = given.data;
    return options;
}

// EXTERNAL MODULE: ./src/report/workflow-commands.ts
var workflow_commands = __webpack_require__(8260);
// EXTERNAL MODULE: ./src/action/inputs.ts
var inputs = __webpack_require__(1729);
;// CONCATENATED MODULE: ./src/action/request-settings.ts









const ROUTE_EXAMPLE = "'GET /repos/{owner}/{repo}'";
const OPERATION_EXAMPLE = 'issues/create';
/** Reads the inputs of `command: request`; throws ActionInputError for one that is wrong. */
function readRequestSettings(read) {
    const api = read('api');
    return {
        target: readTarget(read),
        routeCheck: (0,inputs/* readChoice */.Kf)(read, 'route-check', ['on', 'off'], 'on') === 'on',
        ...(api === '' ? {} : { api }),
        parameters: readParameters(read),
        headers: readMapping(read, 'headers'),
        data: read('data', { raw: true }) || undefined,
        mediaType: readMapping(read, 'media-type'),
        baseUrl: checkedBaseUrl(read('base-url') || undefined),
        token: read('token') || undefined,
    };
}
/** The `route` input, or the `operation` input: one of them, not both. */
function readTarget(read) {
    const route = read('route');
    const operation = read('operation');
    if (route !== '' && operation !== '')
        throw new inputs/* ActionInputError */.VA('operation', 'gives the method and the path, as the route input does: give one of them');
    if (operation !== '')
        return { operation };
    if (route === '')
        throw new inputs/* ActionInputError */.VA('route', `required with command: request, such as ${ROUTE_EXAMPLE}; or give the operation input, such as ${OPERATION_EXAMPLE}`);
    const problem = (0,util_route/* routeProblem */.DB)(route);
    if (problem !== undefined)
        throw new inputs/* ActionInputError */.VA('route', `${problem}; give one such as ${ROUTE_EXAMPLE}`);
    return { route: (0,util_route/* withLeadingSlash */.GP)(route) };
}
/**
 * The builder's options for `route`: `{owner}`/`{repo}` from the repository when the route names
 * them, and the base URL `defaultBaseUrl` (GITHUB_API_URL) when the `base-url` input is not given.
 */
function requestOptions(route, settings, repository, defaultBaseUrl) {
    const fromRepository = {};
    for (const name of ['owner', 'repo'])
        if (repository && namesVariable(route, name))
            fromRepository[name] = repository[name];
    return userRequestOptions({
        // Spread, not Object.assign: a `__proto__` parameter stays a parameter, not a prototype.
        parameters: { ...fromRepository, ...settings.parameters },
        headers: settings.headers,
        token: settings.token,
        mediaType: settings.mediaType,
        baseUrl: settings.baseUrl ??
            checkedBaseUrl(defaultBaseUrl, 'not given, and its default GITHUB_API_URL '),
        data: settings.data,
    });
}
/** Throws ActionInputError for a placeholder `options` leave empty, as it expands to nothing. */
function checkPlaceholdersFilled(route, options) {
    const unfilled = (0,util_route/* unfilledPlaceholderProblem */.G5)(route, options);
    if (unfilled !== undefined)
        throw new inputs/* ActionInputError */.VA('route', `${unfilled}; give each in the parameters input`);
}
/** The input a problem of the route check comes from, for the message that names it. */
function inputOfProblem(problem, settings) {
    switch (problem.rule) {
        case 'unknown-api':
        case 'api-release-assumed':
            return 'api';
        case 'unknown-route':
            return 'route';
        case 'unknown-operation':
            return 'operation';
        case 'deprecated-operation':
            return 'operation' in settings.target ? 'operation' : 'route';
        case 'warnings-left-out':
            return 'parameters';
        default:
            return problem.place === 'body' && settings.data !== undefined ? 'data' : 'parameters';
    }
}
/**
 * The `base-url` input, or its default GITHUB_API_URL (then `which` says so), when given: an http
 * or https address without a user name or password.
 */
function checkedBaseUrl(url, which = '') {
    const problem = url === undefined ? undefined : (0,endpoint/* baseUrlProblem */.aS)(url);
    if (problem !== undefined)
        throw new inputs/* ActionInputError */.VA('base-url', `${which}${problem}`);
    return url;
}
/**
 * The step outputs of built request options. `options-public` and `headers-public` leave out
 * every credential header, as GitHub does not pass an output holding a secret to another job.
 */
function requestOutputs(options) {
    const { body } = options;
    const publicHeaders = Object.fromEntries(Object.entries(options.headers).filter(([name]) => !(0,check_options/* isCredentialHeader */.b5)(name)));
    return {
        options: JSON.stringify(options),
        'options-public': JSON.stringify({ ...options, headers: publicHeaders }),
        method: options.method,
        url: options.url,
        headers: JSON.stringify(options.headers),
        'headers-public': JSON.stringify(publicHeaders),
        body: body === undefined ? '' : typeof body === 'string' ? body : JSON.stringify(body),
    };
}
/**
 * The `METHOD url` line the step logs: one line, percent-encoding any control character (a url
 * has none, but the log must not trust that), with no workflow command in it.
 */
function requestLogLine(options) {
    const line = `${options.method.toUpperCase()} ${options.url}`;
    return (0,workflow_commands/* neutraliseCommands */.$)((0,control_characters/* replaceControlCharacters */.U3)(line, encodeURIComponent));
}
function namesVariable(route, name) {
    return new RegExp(`\\{[^}]*\\b${name}\\b[^}]*\\}|:${name}\\b`).test(route);
}
/** The `parameters` input: a mapping without a key the builder reads as its own option. */
function readParameters(read) {
    const parameters = readMapping(read, 'parameters');
    for (const name of Object.keys(parameters)) {
        const refused = (0,endpoint/* refusedParameter */.CB)(name);
        if (refused !== undefined)
            throw new inputs/* ActionInputError */.VA('parameters', refused);
    }
    return parameters;
}
/** A YAML (or JSON) mapping input; `{}` when not given. */
function readMapping(read, name) {
    const text = read(name);
    if (text === '')
        return {};
    let value;
    try {
        value = (0,dist/* parse */.qg)(text, { uniqueKeys: true, maxAliasCount: 100 });
    }
    catch (error) {
        if (!(error instanceof dist/* YAMLParseError */.XT))
            throw error;
        const reason = error.message.split('\n')[0]?.replace(/:$/, '');
        throw new inputs/* ActionInputError */.VA(name, `expected YAML or JSON: ${reason}`);
    }
    if (!(0,is_plain_object/* isPlainObject */.Q)(value))
        throw new inputs/* ActionInputError */.VA(name, `expected a mapping such as 'key: value' or {"key": "value"}, got ${describe(value)}`);
    try {
        JSON.stringify(value);
    }
    catch {
        // `a: &x [*x]`: an alias inside what it names makes a value with no end.
        throw new inputs/* ActionInputError */.VA(name, 'a YAML alias refers to a value that holds it');
    }
    return value;
}
function describe(value) {
    if (Array.isArray(value))
        return 'a list';
    return value === null ? 'nothing' : `a ${typeof value}`;
}


/***/ })

};
