"use strict";
exports.id = 700;
exports.ids = [700];
exports.modules = {

/***/ 4700:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  runRequestLine: () => (/* binding */ runRequestLine)
});

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: ./package.json
var package_0 = __webpack_require__(8330);
// EXTERNAL MODULE: ./src/util/control-characters.ts
var control_characters = __webpack_require__(1690);
// EXTERNAL MODULE: ./src/util/memoize.ts
var memoize = __webpack_require__(8692);
// EXTERNAL MODULE: ./src/endpoint/request-options-error.ts
var request_options_error = __webpack_require__(1376);
;// CONCATENATED MODULE: ./src/endpoint/util/base-url.ts

/**
 * Why `text` cannot be the base URL a user gives (`--base-url`, the `base-url` input or its
 * default), or undefined when it can: an http or https address, without a user name or password,
 * which a log would show. The reason never repeats a password.
 */
function baseUrlProblem(text) {
    const url = URL.canParse(text) ? new URL(text) : undefined;
    if (url !== undefined && (url.username !== '' || url.password !== ''))
        return 'must not hold a user name or password; send credentials in a header instead';
    if (url?.protocol !== 'http:' && url?.protocol !== 'https:')
        return `needs an http or https address, got ${shownAddress(text)}`;
    // A path appended after a query or a fragment would not be a path.
    if (/[?#]/.test(text))
        return `must not have a query or a fragment, as paths are appended to it; got ${shownAddress(text)}`;
    return undefined;
}
/**
 * After an optional `scheme://`, everything up to the last `@`: more than the user part when a
 * path has an `@` too, but a malformed address can hide a password anywhere before it.
 */
const USER_PART = /^((?:[^:/?#]+:)?\/\/)?[^]*@/;
/** An address as an error shows it: quoted, and a user name and password, if any, as `***`. */
function shownAddress(text) {
    return (0,request_options_error/* shown */.SP)(text.replace(USER_PART, (_, scheme) => `${scheme ?? ''}***@`));
}

// EXTERNAL MODULE: ./src/endpoint/util/is-plain-object.ts
var is_plain_object = __webpack_require__(981);
;// CONCATENATED MODULE: ./src/endpoint/check-options.ts





/** RFC 9110 token: what a method or a header name may be made of. */
const TOKEN = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;
/** Header names whose values are credentials, which an error must not repeat. */
const SECRET_HEADER = /auth|cookie|token|secret|passw|credential|api[-_]?key|session|signature/i;
/** What a header name may be, for messages. */
const HEADER_NAME_RULE = "a header name must be a token: letters, digits and !#$%&'*+-.^_`|~, no spaces or colons";
/** Remembered: the same few header names and methods come in every call. */
const isToken = (0,memoize/* memoize */.B)((name) => TOKEN.test(name), 1_000);
/** Checks the fields the builder reads; throws RequestOptionsError naming the first wrong one. */
function checkOptions(options) {
    if (!(0,is_plain_object/* isPlainObject */.Q)(options))
        throw (0,request_options_error/* notExpected */.Ye)('options', 'an object', options);
    const { method, url, baseUrl, headers, mediaType } = options;
    if (method !== undefined && (typeof method !== 'string' || !isToken(method)))
        throw (0,request_options_error/* notExpected */.Ye)('method', 'an HTTP method such as GET or POST', method);
    if (url !== undefined && typeof url !== 'string')
        throw (0,request_options_error/* notExpected */.Ye)('url', 'a string', url);
    if (baseUrl !== undefined)
        checkBaseUrl(baseUrl);
    if (headers !== undefined)
        checkHeaders(headers);
    if (mediaType !== undefined)
        checkMediaType(mediaType);
}
function checkBaseUrl(baseUrl) {
    if (typeof baseUrl !== 'string')
        throw (0,request_options_error/* notExpected */.Ye)('baseUrl', 'a string', baseUrl);
    if (control_characters/* SPACE_OR_CONTROL_CHARACTER */.nZ.test(baseUrl))
        throw new request_options_error/* RequestOptionsError */.oW('baseUrl', `expected an address without spaces or control characters, got ${shownAddress(baseUrl)}`);
}
/** Header names must be tokens and values one line: a CR or LF would inject a header. */
function checkHeaders(headers) {
    if (!(0,is_plain_object/* isPlainObject */.Q)(headers))
        throw (0,request_options_error/* notExpected */.Ye)('headers', 'an object', headers);
    for (const name of Object.keys(headers))
        checkHeader(name, headers[name]);
}
/**
 * Whether the header `name` carries a credential (`authorization`, `cookie`, `x-api-key`, \u2026):
 * an error never repeats its value, and public outputs leave it out.
 */
function isCredentialHeader(name) {
    return SECRET_HEADER.test(name);
}
/** Whether `name` can be a header name: an RFC 9110 token. */
const isHeaderName = isToken;
/** One header: its name a token, its value one line of text or a number. */
function checkHeader(name, value) {
    if (!isToken(name))
        throw new request_options_error/* RequestOptionsError */.oW(headerOption(name), HEADER_NAME_RULE);
    if (typeof value === 'string') {
        if (control_characters/* HEADER_CONTROL_CHARACTER */.Oz.test(value))
            throw new request_options_error/* RequestOptionsError */.oW(headerOption(name), `a header value must be one line of text, without control characters such as CR, LF or NUL, got ${shownHeaderValue(name, value)}`);
    }
    else if (value != null && typeof value !== 'number' && typeof value !== 'boolean')
        throw new request_options_error/* RequestOptionsError */.oW(headerOption(name), `expected a string or a number, got ${shownHeaderValue(name, value)}`);
}
/** How a header value reads in an error: a credential by its length only, as logs are public. */
function shownHeaderValue(name, value) {
    if (!isCredentialHeader(name))
        return (0,request_options_error/* shown */.SP)(value);
    if (typeof value === 'string')
        return `a value of ${value.length} characters`;
    return typeof value === 'object' && value !== null ? (0,request_options_error/* shown */.SP)(value) : `a ${typeof value}`;
}
function headerOption(name) {
    return `headers[${JSON.stringify(name)}]`;
}
function checkMediaType(mediaType) {
    if (!(0,is_plain_object/* isPlainObject */.Q)(mediaType))
        throw (0,request_options_error/* notExpected */.Ye)('mediaType', 'an object', mediaType);
    const { format, previews } = mediaType;
    if (format !== undefined && typeof format !== 'string')
        throw (0,request_options_error/* notExpected */.Ye)('mediaType.format', 'a string', format);
    if (previews === undefined)
        return;
    if (!Array.isArray(previews))
        throw (0,request_options_error/* notExpected */.Ye)('mediaType.previews', 'a list of preview names', previews);
    previews.forEach((preview, index) => {
        if (typeof preview !== 'string' || !/^[\w-]+$/.test(preview))
            throw (0,request_options_error/* notExpected */.Ye)(`mediaType.previews[${index}]`, 'a preview name of letters, digits, _ and -', preview);
    });
}

// EXTERNAL MODULE: ./src/endpoint/util/own-property.ts
var own_property = __webpack_require__(3998);
// EXTERNAL MODULE: ./src/endpoint/util/route.ts
var util_route = __webpack_require__(9019);
;// CONCATENATED MODULE: ./src/endpoint/merge.ts





const NO_PREVIEWS = [];
/**
 * Applies `defaults` to a route and options: header names lowercased, `undefined` dropped, plain
 * objects deep-merged, previews added to the defaults'; neither argument changed. Without a route
 * or options, a copy of the defaults, as @octokit/endpoint gives.
 */
function merge(defaults, route, options) {
    const given = givenOptions(route, options);
    checkOptions(given);
    given.headers = given.headers === undefined ? {} : lowercaseKeys(given.headers);
    if (given.mediaType !== undefined)
        given.mediaType = withoutUndefined(given.mediaType);
    const merged = mergeDeep(defaults ?? {}, withoutUndefined(given));
    const defaultPreviews = defaults?.mediaType.previews ?? NO_PREVIEWS;
    const ownPreviews = (merged.mediaType?.previews ?? NO_PREVIEWS).map((preview) => preview.endsWith('-preview') ? preview.slice(0, -'-preview'.length) : preview);
    const previews = defaultPreviews.length === 0
        ? ownPreviews
        : defaultPreviews.filter((preview) => !ownPreviews.includes(preview)).concat(ownPreviews);
    merged.mediaType = (0,own_property/* assignOwn */.A)({}, merged.mediaType ?? {}, {
        format: merged.mediaType?.format ?? '',
        previews,
    });
    return merged;
}
/** The options of a call as one new object; a route splits at its first space. */
function givenOptions(route, options) {
    // `merge()` and `endpoint()`: the defaults alone, a GET of the base URL.
    if (route === undefined && options === undefined)
        return {};
    if (typeof route !== 'string') {
        if (!(0,is_plain_object/* isPlainObject */.Q)(route))
            throw (0,request_options_error/* notExpected */.Ye)('route', 'a route such as "GET /path" or an options object', route);
        if (options !== undefined)
            throw new request_options_error/* RequestOptionsError */.oW('options', 'the options come second only after a route string; put them all in the first object');
        return (0,own_property/* assignOwn */.A)({}, route);
    }
    if (options !== undefined && !(0,is_plain_object/* isPlainObject */.Q)(options))
        throw (0,request_options_error/* notExpected */.Ye)('options', 'an object', options);
    const fromRoute = (0,util_route/* splitRoute */.q4)(route);
    return options === undefined ? fromRoute : (0,own_property/* assignOwn */.A)(fromRoute, options);
}
/** Header names lowercased; of two spellings of one name the later wins, even when undefined. */
function lowercaseKeys(headers) {
    const lowercased = {};
    for (const name of Object.keys(headers))
        (0,own_property/* setOwnProperty */.g)(lowercased, name.toLowerCase(), headers[name]);
    return withoutUndefined(lowercased);
}
/** The object itself when no value is undefined (the usual case), else a copy without them. */
function withoutUndefined(object) {
    const values = object;
    const keys = Object.keys(values);
    if (keys.every((key) => values[key] !== undefined))
        return object;
    const kept = {};
    for (const key of keys)
        if (values[key] !== undefined)
            (0,own_property/* setOwnProperty */.g)(kept, key, values[key]);
    return kept;
}
/**
 * `options` over `defaults`: plain objects merge key by key, anything else (arrays too) replaces.
 * Returns new objects where it merges and never writes into either argument.
 */
function mergeDeep(defaults, options) {
    const result = (0,own_property/* assignOwn */.A)({}, defaults, options);
    for (const key of Object.keys(options)) {
        const value = options[key];
        if (!(0,is_plain_object/* isPlainObject */.Q)(value) || !Object.hasOwn(defaults, key))
            continue;
        const base = defaults[key];
        if ((0,is_plain_object/* isPlainObject */.Q)(base))
            result[key] = mergeDeep(base, value);
    }
    return result;
}

;// CONCATENATED MODULE: ./src/endpoint/util/add-query-parameters.ts


/** A parameter name encoded, remembered: the same few names come in every call. */
const encodedName = (0,memoize/* memoize */.B)(encodeURIComponent, 1_000);
const ENCODED_PLUS = /%2B/g;
/**
 * Appends parameters to a URL's query string in key order, names and values URI-encoded (a list
 * comma-joined first). In `q`, a search query, `+` stays a literal `+` between encoded pieces.
 */
function addQueryParameters(url, parameters) {
    let query = '';
    for (const name of Object.keys(parameters)) {
        const encoded = queryPair(name, parameters[name]);
        query = query === '' ? encoded : `${query}&${encoded}`;
    }
    if (query === '')
        return url;
    return `${url}${url.includes('?') ? '&' : '?'}${query}`;
}
/** `name=value`, both encoded; encodeURIComponent throws URIError exactly on lone surrogates. */
function queryPair(name, value) {
    if (typeof value === 'object' && value !== null && !Array.isArray(value))
        throw new request_options_error/* RequestOptionsError */.oW(name, 'an object cannot be a query parameter; expected a string, number, boolean, null or a list');
    const text = String(value);
    try {
        if (name !== 'q')
            return `${encodedName(name)}=${encodeURIComponent(text)}`;
        // Encoding is per character, so encoding the whole and restoring `+` equals split-encode-join.
        const encoded = encodeURIComponent(text);
        return `q=${text.includes('+') ? encoded.replace(ENCODED_PLUS, '+') : encoded}`;
    }
    catch (error) {
        if (!(error instanceof URIError))
            throw error;
        throw new request_options_error/* RequestOptionsError */.oW(name, 'a query parameter must be well-formed Unicode, without lone surrogates');
    }
}

// EXTERNAL MODULE: ./src/endpoint/option-names.ts
var option_names = __webpack_require__(7413);
;// CONCATENATED MODULE: ./src/endpoint/util/refuse-dot-segments.ts

/** A `.` or `..` path segment, as URL parsers read them (`%2e` too). */
const DOT_SEGMENT = /(?:^|\/)(?:\.|%2e){1,2}(?=\/|$)/i;
const DOT = /\.|%2e/i;
/**
 * Refuses an expanded url whose path has a `.` or `..` segment, whatever made it (a value, a list
 * item, a prefix, a `{+path}`, the route): resolved, it moves the request (`/repos/../user`), and
 * no encoding stops that. The error names the parameter that brought the dots, else `url`.
 */
function refuseDotSegments(url, template, parameters) {
    // A dot segment starts the url or follows a `/`: most urls have neither `/.` nor `/%`.
    if (!url.includes('/.') && !url.includes('/%') && url[0] !== '.' && url[0] !== '%')
        return;
    const path = pathOf(url);
    if (!DOT_SEGMENT.test(path))
        return;
    throw new request_options_error/* RequestOptionsError */.oW(sourceOfDots(template, parameters), `a "." or ".." path segment would change the path; got ${JSON.stringify(path)}`);
}
function pathOf(url) {
    return url.split(/[?#]/, 1)[0];
}
/**
 * `url` when the route makes a dot segment with no parameter at all; else the first parameter
 * without which there is none; else the first with a dot in it (two that meet, as `{x}{y}`).
 */
function sourceOfDots(template, parameters) {
    const hasDotSegment = (values) => DOT_SEGMENT.test(pathOf(template.expand(values)));
    if (hasDotSegment({}))
        return 'url';
    const dotted = template.names.filter((name) => DOT.test(JSON.stringify(parameters[name]) ?? ''));
    return (dotted.find((name) => !hasDotSegment({ ...parameters, [name]: undefined })) ??
        dotted[0] ??
        'url');
}

// EXTERNAL MODULE: ./src/endpoint/util/url-template.ts + 1 modules
var url_template = __webpack_require__(6925);
;// CONCATENATED MODULE: ./src/endpoint/parse.ts








const JSON_CONTENT_TYPE = 'application/json; charset=utf-8';
const parse_NO_PREVIEWS = [];
/**
 * Turns merged options into request options: the URL template expanded with the parameters it
 * names, the other parameters in the query string or the body, and `accept` amended by the media
 * type. Stateless. Throws RequestOptionsError for options that cannot make a request.
 */
function parse(options) {
    checkOptions(options);
    return parseChecked(options);
}
/** `parse` of options known to be well-formed: what `merge` returns. */
function parseChecked(options) {
    if (options.method === undefined)
        throw new request_options_error/* RequestOptionsError */.oW('method', 'expected an HTTP method such as GET or POST: give a route like "GET /path" or a method option');
    const method = options.method.toUpperCase();
    const template = (0,url_template/* urlTemplate */.Oe)(options.url || '/');
    let url = template.expand(options);
    refuseDotSegments(url, template, options);
    // The route as written says whether the url is absolute: a value cannot change the host.
    if (!util_route/* ABSOLUTE */.or.test(template.source))
        url = relativeTo(options.baseUrl, url);
    const headers = { ...options.headers };
    const accept = headers.accept == null ? undefined : String(headers.accept);
    const amended = amendAccept(accept, options.mediaType);
    if (amended !== accept)
        headers.accept = amended;
    // The parameters the url does not use: every option but the builder's own and the url's.
    const remaining = {};
    for (const key of Object.keys(options))
        if (!option_names/* OPTION_NAMES */.TM.has(key) && !template.names.includes(key))
            (0,own_property/* setOwnProperty */.g)(remaining, key, options[key]);
    let body;
    if (!option_names/* BODY_METHODS */.Qz.has(method))
        url = addQueryParameters(url, remaining);
    else if (Object.hasOwn(remaining, 'data'))
        body = remaining.data;
    else if (Object.keys(remaining).length > 0)
        body = remaining;
    if (body !== undefined && !headers['content-type'])
        headers['content-type'] = JSON_CONTENT_TYPE;
    if ((method === 'PATCH' || method === 'PUT') && body === undefined)
        body = '';
    const result = {
        method: method.toLowerCase(),
        url,
        headers: headers,
    };
    if (body !== undefined)
        result.body = body;
    if (options.request)
        result.request = options.request;
    return result;
}
/** A relative url under `baseUrl`, joined with exactly one `/`: a url cannot extend the host. */
function relativeTo(baseUrl, url) {
    if (baseUrl === undefined)
        throw new request_options_error/* RequestOptionsError */.oW('baseUrl', `expected the address that the relative url ${JSON.stringify(url)} is resolved against`);
    // The usual base has no trailing `/` and the usual path one leading `/`: no regex needed.
    const base = baseUrl.endsWith('/') ? baseUrl.replace(TRAILING_SLASHES, '') : baseUrl;
    if (url.startsWith('/') && !url.startsWith('//'))
        return base + url;
    return `${base}/${url.replace(LEADING_SLASHES, '')}`;
}
const TRAILING_SLASHES = /\/+$/;
const LEADING_SLASHES = /^\/+/;
const VENDOR_MEDIA_TYPE = /application\/vnd(\.\w+)(\.v3)?(\.\w+)?(\+json)?$/;
const PREVIEW_NAME = /[\w-]+(?=-preview)/g;
/**
 * The `accept` header as the media type asks: vendor types get the format, previews (in `accept`,
 * then given) become preview media types; `application/octet-stream` is kept. Throws
 * RequestOptionsError when a format would carry a control character into the header.
 */
function amendAccept(accept, { format = '', previews = parse_NO_PREVIEWS } = {}) {
    if (!format && previews.length === 0)
        return accept;
    // The same few combinations come again and again; a path of map lookups by strings the caller
    // already has is cheaper than hashing a new joined key.
    let node = step(ROOT, accept === undefined ? NO_ACCEPT : accept);
    node = step(node, format);
    for (const preview of previews)
        node = step(node, preview);
    if (node.done)
        return node.amended;
    const amended = amend(accept, format, previews);
    // Checked once, then cached: only a header that passed is ever served from the cache.
    if (amended !== accept)
        checkHeader('accept', amended);
    if (cachedNodes >= NODES_KEPT) {
        ROOT.next.clear();
        cachedNodes = 0;
    }
    else
        Object.assign(node, { done: true, amended });
    return amended;
}
const ROOT = { next: new Map(), done: false, amended: undefined };
/** Stands for no accept header, which no header value can be. */
const NO_ACCEPT = '\n';
const NODES_KEPT = 2_000;
let cachedNodes = 0;
function step(node, key) {
    let next = node.next.get(key);
    if (next === undefined) {
        next = { next: new Map(), done: false, amended: undefined };
        node.next.set(key, next);
        cachedNodes++;
    }
    return next;
}
function amend(accept, format, previews) {
    if (accept !== undefined && /application\/octet-stream/i.test(accept))
        return accept;
    let amended = accept;
    if (format && amended !== undefined)
        amended = amended
            .split(',')
            .map((part) => part.replace(VENDOR_MEDIA_TYPE, (_, vendor, version = '') => `application/vnd${vendor}${version}.${format}`))
            .join(',');
    if (previews.length === 0)
        return amended;
    const suffix = format ? `.${format}` : '+json';
    return [...(amended?.match(PREVIEW_NAME) ?? []), ...previews]
        .map((preview) => `application/vnd.github.${preview}-preview${suffix}`)
        .join(',');
}

;// CONCATENATED MODULE: ./src/endpoint/index.ts



/** The defaults of `endpoint`: the upstream interface's address, version 3, and who asks. */
const DEFAULTS = {
    method: 'GET',
    baseUrl: 'https://api.github.com',
    headers: {
        accept: 'application/vnd.github.v3+json',
        'user-agent': `manifest-check/${package_0/* version */.rE}`,
    },
    mediaType: { format: '', previews: [] },
};
/** A builder with `newDefaults` merged over `oldDefaults` (none for the first) as its defaults. */
function withDefaults(oldDefaults, newDefaults) {
    const DEFAULTS = merge(oldDefaults, newDefaults);
    const endpoint = (route, options) => parseChecked(merge(DEFAULTS, route, options));
    return Object.assign(endpoint, {
        DEFAULTS,
        defaults: (options) => withDefaults(DEFAULTS, options),
        merge: (route, options) => merge(DEFAULTS, route, options),
        parse: parse,
    });
}
/**
 * Turns a route such as `GET /orgs/{org}/repos` and parameters into request options
 * `{method, url, headers, body, request}`. Synchronous, no I/O.
 */
const endpoint = withDefaults(null, DEFAULTS);




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

// EXTERNAL MODULE: ./src/files/fs-errors.ts
var fs_errors = __webpack_require__(4874);
// EXTERNAL MODULE: ./src/report/workflow-commands.ts
var workflow_commands = __webpack_require__(8260);
;// CONCATENATED MODULE: ./src/report/curl.ts


/** Arguments a POSIX shell reads as they are; anything else is quoted. */
const SHELL_SAFE = /^[\w@%+=:,./-]+$/;
/** `$'\u2026'` escapes of their own; any other control character is written as its UTF-8 bytes. */
const ESCAPES = {
    '\\': '\\\\',
    "'": "\\'",
    '\n': '\\n',
    '\r': '\\r',
    '\t': '\\t',
};
const UTF8 = new TextEncoder();
/**
 * A curl command for a POSIX shell, an option a line, arguments quoted where needed (`$'\u2026'` with
 * a control character). `--globoff` keeps `[]{}` in the URL literal. Each line starts with `curl`
 * or `--` and `##[` is split by quoting: no workflow command. A body not a string is sent as JSON;
 * a `null` header is left out. See `curlCannotPrint`.
 */
function formatCurl(options) {
    const method = options.method.toUpperCase();
    const lines = [
        method === 'HEAD' ? 'curl --globoff --head' : `curl --globoff --request ${quote(method)}`,
        `--url ${quote(options.url)}`,
    ];
    for (const [name, value] of Object.entries(options.headers)) {
        if (value === null)
            continue;
        const text = String(value);
        // curl removes a header given as `name:`; `name;` sends it empty.
        lines.push(`--header ${quote(text === '' ? `${name};` : `${name}: ${text}`)}`);
    }
    const body = bodyText(options);
    if (body !== undefined)
        lines.push(`--data-raw ${quote(body)}`);
    return `${lines.join(' \\\n  ')}\n`;
}
/** Why no curl command line can send these options, or undefined: an argument ends at a NUL. */
function curlCannotPrint(options) {
    return bodyText(options)?.includes('\0')
        ? 'cannot print a body with a NUL character, which a shell argument cannot hold'
        : undefined;
}
function bodyText({ body }) {
    if (body === undefined)
        return undefined;
    return typeof body === 'string' ? body : JSON.stringify(body);
}
/** One POSIX shell word: as is, `$'\u2026'` with a control or bidi character, else `'\u2026'`. */
function quote(argument) {
    if (SHELL_SAFE.test(argument))
        return argument;
    // Single quotes would print a control character across lines, or hide it, or let a bidi
    // control show the rest of the line reordered.
    if (control_characters/* HIDDEN_OR_REORDERING */.pe.test(argument)) {
        const escaped = argument.replace(/[\\']/g, (character) => ESCAPES[character]);
        return `$'${(0,control_characters/* replaceHiddenOrReordering */.Ti)(escaped, escapeControl).replaceAll(workflow_commands/* OLD_COMMAND */.q, '#\\x23[')}'`;
    }
    return `'${argument.replaceAll("'", "'\\''").replaceAll(workflow_commands/* OLD_COMMAND */.q, "#''#[")}'`;
}
/** A control or bidi character in `$'\u2026'`: `\n`, `\r`, `\t`, or its UTF-8 bytes as `\xHH`. */
function escapeControl(character) {
    return (ESCAPES[character] ??
        Array.from(UTF8.encode(character), (byte) => `\\x${byte.toString(16).padStart(2, '0')}`).join(''));
}

// EXTERNAL MODULE: ./src/cli/args.ts
var cli_args = __webpack_require__(7593);
// EXTERNAL MODULE: ./src/cli/stdin-path.ts
var stdin_path = __webpack_require__(2442);
;// CONCATENATED MODULE: ./src/cli/fields.ts



/** A `-F key=@FILE` value: the text of FILE, or of standard input for `-`, read before building. */
class FileField {
    at;
    path;
    constructor(
    /** The flag and key as typed, such as `-F body`, for messages. */
    at, 
    /** The file name after `@`; `-` is standard input. */
    path) {
        this.at = at;
        this.path = path;
    }
}
/** `name`, then `[sub]` members, then an optional `[]` that appends to a list. */
const KEY = /^([^[\]]+)((?:\[[^[\]]+\])*)(\[\])?$/;
const MEMBER = /\[([^[\]]+)\]/g;
/** What `-F` hands to JSON.parse: a JSON literal, a JSON number, or text opening a list or object. */
const TYPED = /^(?:true|false|null|-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?)$|^[[{]/;
const DESCRIBED = {
    value: 'a single value',
    list: 'a list',
    object: 'an object',
};
/**
 * The parameters of `-f`/`-F` arguments, keys in the order first given. `key[]=v` appends to a
 * list and `key[sub]=v` sets a member of an object; `-F key=@FILE` is a FileField. Throws
 * UsageError for a malformed argument, a key given twice, a key given as two kinds (a list and a
 * single value, say), or standard input read twice.
 */
function parseFields(fields) {
    const root = new Map();
    const files = [];
    for (const field of fields) {
        const value = addField(root, field);
        if (!(value instanceof FileField))
            continue;
        const stdin = files.find((file) => file.path === stdin_path/* STDIN_PATH */.p);
        // Standard input ends once read: a second reader would get nothing.
        if (value.path === stdin_path/* STDIN_PATH */.p && stdin !== undefined)
            throw new cli_args/* UsageError */.eb(`${value.at}: standard input is read once, and ${stdin.at}=@${stdin_path/* STDIN_PATH */.p} reads it already`);
        files.push(value);
    }
    return { parameters: toObject(root), files };
}
/** `parameters` with each FileField replaced by its text from `texts`; other values as they are. */
function withFileTexts(value, texts) {
    if (value instanceof FileField)
        return texts.get(value);
    if (Array.isArray(value))
        return value.map((item) => withFileTexts(item, texts));
    if (typeof value !== 'object' || value === null)
        return value;
    return Object.fromEntries(Object.entries(value).map(([key, member]) => [key, withFileTexts(member, texts)]));
}
/** Adds one argument to the parameters; returns its value. */
function addField(root, field) {
    const { key, path, append, value } = readField(field);
    const at = `${field.flag} ${key}`;
    let members = root;
    // Each segment but the last is an object, made if new.
    for (const [depth, segment] of path.slice(0, -1).entries()) {
        const found = members.get(segment) ?? { kind: 'object', members: new Map() };
        if (found.kind !== 'object')
            throw conflict(at, keyOf(path, depth), found.kind, 'object');
        members.set(segment, found);
        members = found.members;
    }
    const last = path[path.length - 1];
    const found = members.get(last);
    if (found === undefined)
        members.set(last, append ? { kind: 'list', items: [value] } : { kind: 'value', value });
    else if (append && found.kind === 'list')
        found.items.push(value);
    else if (!append && found.kind === 'value')
        throw new cli_args/* UsageError */.eb(`${at}: "${key}" is given twice; for a list, give each item as ${key}[]=VALUE`);
    else
        throw conflict(at, append ? key.slice(0, -2) : key, found.kind, append ? 'list' : 'value');
    return value;
}
function readField({ flag, text, typed }) {
    const equals = text.indexOf('=');
    if (equals < 0)
        throw new cli_args/* UsageError */.eb(`${flag} needs key=value, got ${JSON.stringify(text)}`);
    if (equals === 0)
        throw new cli_args/* UsageError */.eb(`${flag} needs a key before "=", got ${JSON.stringify(text)}`);
    const key = text.slice(0, equals);
    const [, name, members = '', append] = KEY.exec(key) ?? [];
    if (name === undefined)
        throw new cli_args/* UsageError */.eb(`${flag} ${key}: expected a key such as name, name[], name[sub] or name[sub][]`);
    const refused = (0,option_names/* refusedParameter */.CB)(name);
    if (refused !== undefined)
        throw new cli_args/* UsageError */.eb(`${flag} ${key}: ${refused}`);
    const path = [name, ...Array.from(members.matchAll(MEMBER), ([, member]) => member)];
    const raw = text.slice(equals + 1);
    return {
        key,
        path,
        append: append !== undefined,
        value: typed ? typedValue(flag, key, raw) : raw,
    };
}
function conflict(at, key, was, wanted) {
    return new cli_args/* UsageError */.eb(`${at}: "${key}" is already ${DESCRIBED[was]}, so it cannot also be ${DESCRIBED[wanted]}`);
}
/** `name[a][b]`: the key as typed, up to and including `path[depth]`. */
function keyOf(path, depth) {
    const [name, ...members] = path.slice(0, depth + 1);
    return `${name}${members.map((member) => `[${member}]`).join('')}`;
}
function typedValue(flag, key, raw) {
    // As in gh api: `-F key=@FILE` is the text of FILE, `@-` of standard input.
    if (raw.startsWith('@')) {
        if (raw === '@')
            throw new cli_args/* UsageError */.eb(`${flag} ${key}: @ needs a file name, or ${stdin_path/* STDIN_PATH */.p} for standard input`);
        return new FileField(`${flag} ${key}`, raw.slice(1));
    }
    if (!TYPED.test(raw))
        return raw;
    let value;
    try {
        value = JSON.parse(raw);
    }
    catch (error) {
        throw new cli_args/* UsageError */.eb(`${flag} ${key}: invalid JSON: ${error.message}`);
    }
    if (typeof value === 'number' && !Number.isFinite(value))
        throw new cli_args/* UsageError */.eb(`${flag} ${key}: ${raw} is too large for a number`);
    return value;
}
/** Plain data; `Object.fromEntries` makes even a `__proto__` key an own property. */
function toObject(members) {
    return Object.fromEntries(Array.from(members, ([key, built]) => [key, toValue(built)]));
}
function toValue(built) {
    if (built.kind === 'value')
        return built.value;
    return built.kind === 'list' ? built.items : toObject(built.members);
}

// EXTERNAL MODULE: ./src/cli/exit.ts
var exit = __webpack_require__(7632);
// EXTERNAL MODULE: ./src/cli/request-command.ts
var request_command = __webpack_require__(95);
// EXTERNAL MODULE: ./src/util/cut-short.ts
var cut_short = __webpack_require__(2591);
;// CONCATENATED MODULE: ./src/cli/request-args.ts









const REQUEST_FORMATS = ['json', 'curl'];
const ROUTE_EXAMPLE = "'GET /orgs/{org}/repos'";
const OPERATION_EXAMPLE = 'issues/create';
/** The help of `manifest-check request`. */
const REQUEST_USAGE = `Usage: manifest-check request ROUTE [options]
       manifest-check request --operation ID [options]

Prints the request options of a GitHub REST API route without sending it. ROUTE is a method
and a path, such as ${ROUTE_EXAMPLE}, or a lone path or URL, which means GET; the
method and the path may also be given as two arguments. A path without a leading / gets one.

Parameters fill the {placeholders} and :names of the path, each of which needs a value; the
others go in the query string, or for PATCH, POST, PUT and DELETE in a JSON body.
KEY[]=VALUE appends VALUE to the list KEY, and KEY[SUB]=VALUE sets the member SUB of the
object KEY.

The route is checked first against GitHub's REST description, offline: a route the API does
not have or a required parameter without a value is an error, and nothing is printed; a
parameter the operation does not take, a deprecated operation or a value of the wrong type is
a warning. Errors and warnings go to standard error, one line each.

Options:
  --operation ID              call an operation by its id in the description, such as
                              ${OPERATION_EXAMPLE} (octokit's issues.create): its method and path
  --api NAME                  the API to check against: api.github.com, ghec or ghes-RELEASE
                              such as ghes-3.19 (default: the one --base-url makes certain,
                              else api.github.com)
  --no-route-check            do not check the route: for one the description lacks
  -X, --method METHOD         the method, for a ROUTE that is a lone path
  -f, --raw-field KEY=VALUE   a string parameter
  -F, --field KEY=VALUE       a typed parameter: true, false, null and JSON numbers as such,
                              [...] and {...} as JSON, @FILE the text of FILE (@- standard
                              input), anything else as a string
  -H, --header 'NAME: VALUE'  a request header, over the default one of that name;
                              a name given twice gets both values, comma-separated
  --data TEXT                 the request body, as is
  --input FILE                the request body, read from FILE; - reads standard input
  --base-url URL              where paths are resolved (default: ${endpoint.DEFAULTS.baseUrl})
  --preview NAME              ask for a preview feature; repeatable
  --media-format FORMAT       ask for an alternate representation, such as raw or diff
  --format json|curl          print the request options as JSON, or as a curl command
                              (default: json)
  -h, --help                  show this help

Exit status: 0 printed, 1 the route check found an error, 2 usage error or options that cannot
make a request.
`;
/** Reads the arguments of `request`; throws UsageError with a one-line reason when they are wrong. */
function parseRequestLine(args) {
    const { values, positionals, tokens } = (0,cli_args/* parseOptions */.Ac)(args, request_command/* REQUEST_OPTIONS */.z);
    if (values.help)
        return { command: 'help' };
    const format = (0,cli_args/* readChoice */.Kf)('--format', values.format, REQUEST_FORMATS) ?? 'json';
    // From the tokens, not the values, so that -f and -F keep their order between them.
    const fields = tokens.flatMap((token) => token.kind === 'option' && (token.name === 'raw-field' || token.name === 'field')
        ? [{ flag: token.rawName, text: token.value ?? '', typed: token.name === 'field' }]
        : []);
    const headers = tokens.flatMap((token) => token.kind === 'option' && token.name === 'header'
        ? [{ flag: token.rawName, text: token.value ?? '' }]
        : []);
    const target = targetOf(positionals, values.method, values.operation);
    const { parameters, files } = parseFields(fields);
    const body = bodyOf(values.data, values.input);
    const stdinField = files.find((file) => file.path === stdin_path/* STDIN_PATH */.p);
    if (body?.from === 'input' && body.path === stdin_path/* STDIN_PATH */.p && stdinField !== undefined)
        throw new cli_args/* UsageError */.eb(`--input ${stdin_path/* STDIN_PATH */.p} and ${stdinField.at}=@${stdin_path/* STDIN_PATH */.p} both read standard input; use one of them`);
    return {
        command: 'request',
        target,
        routeCheck: values['no-route-check'] !== true,
        api: values.api,
        parameters,
        files,
        headers: parseHeaders(headers),
        body,
        baseUrl: values['base-url'] === undefined ? undefined : request_args_checkBaseUrl(values['base-url']),
        mediaType: { previews: values.preview ?? [], format: values['media-format'] },
        format,
    };
}
/** `--operation ID`, or the ROUTE of the positional arguments and `-X`. */
function targetOf(positionals, method, operation) {
    if (operation === undefined)
        return { route: routeOf(positionals, method) };
    if (operation === '')
        throw new cli_args/* UsageError */.eb(`--operation needs an operation id, such as ${OPERATION_EXAMPLE}`);
    if (positionals.length === 0 && method === undefined)
        return { operation };
    throw new cli_args/* UsageError */.eb(`--operation ${(0,control_characters/* jsonQuoted */.zG)((0,cut_short/* cutShort */.VV)(operation, 80))} gives the method and the path: give no ROUTE${method === undefined ? '' : ' and no -X/--method'} with it`);
}
/**
 * One ROUTE argument, or a method and a path as two, or `-X METHOD` and a path; a relative
 * path gets its leading `/`.
 */
function routeOf(positionals, method) {
    const [first, second] = positionals;
    if (first === undefined || first === '')
        throw new cli_args/* UsageError */.eb(`request needs a ROUTE, such as ${ROUTE_EXAMPLE}, or --operation ID, such as ${OPERATION_EXAMPLE}`);
    const routeArguments = /\s/.test(first) ? 1 : 2;
    const extra = positionals[routeArguments];
    if (extra !== undefined)
        throw new cli_args/* UsageError */.eb(`unexpected argument ${JSON.stringify(extra)}; request takes one ROUTE, such as ${ROUTE_EXAMPLE}`);
    const route = second === undefined ? first : `${first} ${second}`;
    const problem = (0,util_route/* routeProblem */.DB)(route);
    if (problem !== undefined)
        throw new cli_args/* UsageError */.eb(`ROUTE ${problem}; give one such as ${ROUTE_EXAMPLE}`);
    if (method === undefined)
        return (0,util_route/* withLeadingSlash */.GP)(route);
    if (!/^\S+$/.test(method))
        throw new cli_args/* UsageError */.eb(`-X/--method needs a method such as GET or POST, got ${JSON.stringify(method)}`);
    const given = (0,util_route/* splitRoute */.q4)(route).method;
    if (given === undefined)
        return (0,util_route/* withLeadingSlash */.GP)(`${method} ${route}`);
    throw new cli_args/* UsageError */.eb(`-X/--method ${method} and the route's method ${given} both give the method; use one`);
}
/** Why a malformed -H argument is not quoted back: a header is where credentials go. */
const NOT_REPEATED = 'the argument is not repeated here, as it may hold a credential';
/** `Name: value` arguments by lowercase name. */
function parseHeaders(given) {
    const headers = new Map();
    for (const { flag, text } of given) {
        const colon = text.indexOf(':');
        const name = text.slice(0, colon).trim().toLowerCase();
        if (colon < 0)
            throw new cli_args/* UsageError */.eb(`${flag} needs 'Name: value', got no colon; ${NOT_REPEATED}`);
        if (name === '')
            throw new cli_args/* UsageError */.eb(`${flag} needs 'Name: value', got no name before the colon; ${NOT_REPEATED}`);
        if (!isHeaderName(name))
            throw new cli_args/* UsageError */.eb(`${flag} needs 'Name: value': ${HEADER_NAME_RULE}; ${NOT_REPEATED}`);
        const value = text.slice(colon + 1).trim();
        const before = headers.get(name);
        // Repeating a header means a list of values, which HTTP writes comma-separated.
        headers.set(name, before === undefined ? value : `${before}, ${value}`);
    }
    return Object.fromEntries(headers);
}
function bodyOf(data, input) {
    if (data !== undefined && input !== undefined)
        throw new cli_args/* UsageError */.eb('--data and --input both give the body; use one of them');
    if (data !== undefined)
        return { from: 'data', text: data };
    if (input === undefined)
        return undefined;
    if (input === '')
        throw new cli_args/* UsageError */.eb(`--input needs a file name, or ${stdin_path/* STDIN_PATH */.p} for standard input`);
    return { from: 'input', path: input };
}
function request_args_checkBaseUrl(text) {
    const problem = baseUrlProblem(text);
    if (problem !== undefined)
        throw new cli_args/* UsageError */.eb(`--base-url ${problem}`);
    return text;
}

// EXTERNAL MODULE: ./src/cli/suggest.ts
var suggest = __webpack_require__(7472);
;// CONCATENATED MODULE: ./src/cli/request.ts












/**
 * Runs `manifest-check request ARGS`: prints the help or the request options. Throws UsageError
 * for a wrong command line; options the builder refuses are reported here, without usage help.
 */
async function runRequestLine(args, io) {
    const command = parseRequestLine(args);
    if (command.command === 'help') {
        io.stdout(REQUEST_USAGE);
        return exit/* EXIT */.d.ok;
    }
    return await runRequest(command, io).catch((error) => {
        if (!(error instanceof request_options_error/* RequestOptionsError */.oW))
            throw error;
        io.stderr(`manifest-check: request: ${error.message}\n`);
        return exit/* EXIT */.d.usage;
    });
}
/**
 * Builds the request options of a `request` command line, checks its route against GitHub's
 * REST description (unless --no-route-check) and prints them; returns the exit status: problems,
 * with nothing printed, when the check found an error. Throws UsageError for what the command
 * line cannot give, and the builder's RequestOptionsError for options that make no request.
 */
async function runRequest(command, io) {
    const { target, headers, baseUrl, mediaType, body } = command;
    // Loaded only to check or to find an operation: --no-route-check starts as before it existed.
    const loadRoutes = () => __webpack_require__.e(/* import() */ 944).then(__webpack_require__.bind(__webpack_require__, 9944));
    const routes = command.routeCheck || 'operation' in target ? await loadRoutes() : undefined;
    if (routes !== undefined && command.api !== undefined && !routes.apiNames().includes(command.api))
        throw (0,suggest/* unknownChoice */.w0)('--api', command.api, routes.apiNames());
    const found = 'route' in target
        ? target
        : (await loadRoutes()).operationRoute(target.operation, { api: command.api, baseUrl });
    if ('problem' in found) {
        printProblems([found.problem], io);
        return exit/* EXIT */.d.problems;
    }
    const { route } = found;
    const data = body === undefined || body.from === 'data'
        ? body?.text
        : await readInput(body.path, 'cannot read the input', io);
    const parameters = await readFileFields(command, io);
    const given = userRequestOptions({ parameters, headers, baseUrl, mediaType, data });
    // Built first, so options that cannot make a request are a usage error before any check.
    const options = endpoint(route, given);
    // Without a body the builder would put `data` in the query string.
    if (body !== undefined && options.body === undefined)
        throw new cli_args/* UsageError */.eb(`${body.from === 'data' ? '--data' : '--input'} gives a body, but a ${options.method.toUpperCase()} request has none; use a method such as POST`);
    const unprintable = command.format === 'curl' ? curlCannotPrint(options) : undefined;
    if (unprintable !== undefined)
        throw new cli_args/* UsageError */.eb(`--format curl ${unprintable}; use --format json`);
    if (command.routeCheck && routes !== undefined) {
        const problems = routes.checkRequest(route, given, { api: command.api });
        printProblems(problems, io);
        if (problems.some((problem) => problem.severity === 'error')) {
            if (problems.some((problem) => problem.rule === 'unknown-route'))
                io.stderr(`manifest-check: request: --no-route-check builds a route the description lacks\n`);
            return exit/* EXIT */.d.problems;
        }
    }
    // The builder expands a placeholder without a value to nothing, as the spec says: /repos///x.
    const unfilled = (0,util_route/* unfilledPlaceholderProblem */.G5)(route, parameters);
    if (unfilled !== undefined)
        throw new cli_args/* UsageError */.eb(`ROUTE ${unfilled}; give each with -f NAME=VALUE`);
    io.stdout(command.format === 'json' ? `${JSON.stringify(options, null, 2)}\n` : formatCurl(options));
    return exit/* EXIT */.d.ok;
}
/** The route check's problems on standard error, one line each: `error: \u2026`, `warning: \u2026`. */
function printProblems(problems, io) {
    for (const problem of problems)
        io.stderr(`manifest-check: request: ${problem.severity}: ${problem.message}\n`);
}
/** The parameters with each `-F key=@FILE` value read: FILE's text, or standard input's. */
async function readFileFields({ parameters, files }, io) {
    if (files.length === 0)
        return parameters;
    const texts = new Map();
    for (const file of files)
        texts.set(file, await readInput(file.path, `${file.at}: cannot read the file`, io));
    return withFileTexts(parameters, texts);
}
/** A file's text, or standard input's for `-`; else a UsageError `${cannot} FILE: why`. */
async function readInput(file, cannot, io) {
    if (file === stdin_path/* STDIN_PATH */.p)
        return io.readStdin();
    return (0,promises_.readFile)(file, 'utf8').catch((error) => {
        throw new cli_args/* UsageError */.eb(`${cannot} ${file}: ${(0,fs_errors/* describeFsError */.TQ)(error)}`);
    });
}


/***/ }),

/***/ 7413:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   CB: () => (/* binding */ refusedParameter),
/* harmony export */   Qz: () => (/* binding */ BODY_METHODS),
/* harmony export */   TM: () => (/* binding */ OPTION_NAMES)
/* harmony export */ });
/** The options the builder reads as its own; every other key of the options is a parameter. */
const OPTION_NAMES = new Set([
    'method',
    'baseUrl',
    'url',
    'headers',
    'request',
    'mediaType',
]);
/** Keys a user's parameters cannot have: the builder's options, and `data`, the raw body. */
const NOT_PARAMETERS = new Set([...OPTION_NAMES, 'data']);
/**
 * Why a parameter that a user gives (a `-f` field, a key of the `parameters` input) cannot be
 * called `name`, or undefined when it can: a builder option would replace the request itself.
 */
function refusedParameter(name) {
    return NOT_PARAMETERS.has(name)
        ? `${JSON.stringify(name)} is an option of the request builder, not a parameter`
        : undefined;
}
/** The methods the builder sends a body with, upper-case; others send parameters in the query. */
const BODY_METHODS = new Set(['PATCH', 'POST', 'PUT', 'DELETE']);


/***/ }),

/***/ 1376:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   SP: () => (/* binding */ shown),
/* harmony export */   Ye: () => (/* binding */ notExpected),
/* harmony export */   oW: () => (/* binding */ RequestOptionsError)
/* harmony export */ });
/* harmony import */ var _util_control_characters_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1690);
/* harmony import */ var _util_cut_short_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2591);


/** Options that cannot become a request: names the option and says what was expected. */
class RequestOptionsError extends Error {
    option;
    reason;
    name = 'RequestOptionsError';
    constructor(
    /** Where the problem is, such as `method` or `headers["x-a"]`. */
    option, 
    /** What was wrong and what was expected. */
    reason) {
        super(`${option}: ${reason}`);
        this.option = option;
        this.reason = reason;
    }
}
/** The error of an option that is not what was expected: `url: expected a string, got 5`. */
function notExpected(option, expected, value) {
    return new RequestOptionsError(option, `expected ${expected}, got ${shown(value)}`);
}
/** How a value a caller gave reads in an error message: a string quoted, on one line. */
function shown(value) {
    if (typeof value === 'string')
        return (0,_util_control_characters_js__WEBPACK_IMPORTED_MODULE_0__/* .jsonQuoted */ .zG)((0,_util_cut_short_js__WEBPACK_IMPORTED_MODULE_1__/* .cutShort */ .VV)(value, 60));
    if (value === null || typeof value !== 'object')
        return typeof value === 'function' || typeof value === 'symbol'
            ? `a ${typeof value}`
            : String(value);
    return Array.isArray(value) ? 'a list' : 'an object';
}


/***/ }),

/***/ 981:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Q: () => (/* binding */ isPlainObject)
/* harmony export */ });
/**
 * An object literal or `Object.create(null)`, from any realm: what options deep-merge into.
 * Arrays, class instances, dates and the like are values.
 */
function isPlainObject(value) {
    if (typeof value !== 'object' || value === null)
        return false;
    const prototype = Object.getPrototypeOf(value);
    // Another realm's Object.prototype (a vm context, structuredClone under jest) is a root too.
    return prototype === null || Object.getPrototypeOf(prototype) === null;
}


/***/ }),

/***/ 3998:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   A: () => (/* binding */ assignOwn),
/* harmony export */   g: () => (/* binding */ setOwnProperty)
/* harmony export */ });
/** Sets an own property, also for the key `__proto__`, which plain assignment would not create. */
function setOwnProperty(object, key, value) {
    if (key !== '__proto__')
        object[key] = value;
    else
        Object.defineProperty(object, key, {
            value,
            writable: true,
            enumerable: true,
            configurable: true,
        });
}
/**
 * Copies the own keys of `first`, then of `second`, into `target`: `Object.assign` when safe,
 * as a key loop cost 9 % of a search-query call. Two fixed parameters, as it runs often.
 */
function assignOwn(target, first, second) {
    copyOwn(target, first);
    if (second !== undefined)
        copyOwn(target, second);
    return target;
}
/** Key by key when the source has its own `__proto__` key, which `Object.assign` would make a prototype. */
function copyOwn(target, source) {
    if (!Object.hasOwn(source, '__proto__'))
        Object.assign(target, source);
    else
        for (const key of Object.keys(source))
            setOwnProperty(target, key, source[key]);
}


/***/ }),

/***/ 9019:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   DB: () => (/* binding */ routeProblem),
/* harmony export */   G5: () => (/* binding */ unfilledPlaceholderProblem),
/* harmony export */   GP: () => (/* binding */ withLeadingSlash),
/* harmony export */   or: () => (/* binding */ ABSOLUTE),
/* harmony export */   q4: () => (/* binding */ splitRoute)
/* harmony export */ });
/* harmony import */ var _util_list_words_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9246);
/* harmony import */ var _is_plain_object_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(981);
/* harmony import */ var _request_options_error_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1376);
/* harmony import */ var _url_template_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6925);




/** A url that the builder does not append to the base URL. */
const ABSOLUTE = /^https?:/i;
/** The words a lone route argument is taken for a method by: no GitHub path is one of them. */
const METHOD_WORD = /^(?:GET|HEAD|POST|PUT|PATCH|DELETE|OPTIONS)$/i;
/** A `{\u2026}` expression, or a `:name` placeholder. */
const PLACEHOLDER = new RegExp(`\\{([^{}]+)\\}|${_url_template_js__WEBPACK_IMPORTED_MODULE_1__/* .NAMED_PLACEHOLDER */ .Oq.source}`, 'g');
/** RFC 6570 operators whose expansion vanishes cleanly when its variables have no value. */
const OPTIONAL_OPERATOR = /^[./;?&#]/;
/** A route split at its first space: `METHOD url`, or a lone url (the default method). */
function splitRoute(route) {
    const space = route.indexOf(' ');
    return space < 0
        ? { url: route }
        : { method: route.slice(0, space), url: route.slice(space + 1) };
}
/** The route with a `/` before a relative path, as `gh api` reads `repos/o/r`; else as it is. */
function withLeadingSlash(route) {
    const { method, url } = splitRoute(route);
    if (url.startsWith('/') || ABSOLUTE.test(url))
        return route;
    return method === undefined ? `/${url}` : `${method} /${url}`;
}
/** Why a route a user typed cannot be requested: a method without a path (`GET` reads `/GET`). */
function routeProblem(route) {
    const { method, url } = splitRoute(route);
    const pathless = method === undefined ? METHOD_WORD.test(url) : url.trim() === '';
    return pathless ? `${(0,_request_options_error_js__WEBPACK_IMPORTED_MODULE_0__/* .shown */ .SP)(route.trim())} is a method without a path` : undefined;
}
/**
 * Why the path of a route a user typed would be broken, or undefined: a `{name}`, `{+name}` or
 * `:name` that `parameters` leaves empty expands to nothing (`/repos///issues`); `{?q}`, `{/p}`
 * and the other operators may stay empty, as their expansion vanishes.
 */
function unfilledPlaceholderProblem(route, parameters) {
    const unfilled = new Set();
    for (const [written, expression, named] of splitRoute(route).url.matchAll(PLACEHOLDER)) {
        if (named !== undefined) {
            if (!hasValue(parameters, named))
                unfilled.add(written);
        }
        else if (expression !== undefined && !OPTIONAL_OPERATOR.test(expression))
            for (const name of (0,_url_template_js__WEBPACK_IMPORTED_MODULE_1__/* .templateVariableNames */ .xe)(written))
                if (!hasValue(parameters, name))
                    unfilled.add(`{${name}}`);
    }
    if (unfilled.size === 0)
        return undefined;
    return `${(0,_request_options_error_js__WEBPACK_IMPORTED_MODULE_0__/* .shown */ .SP)(route)} leaves ${(0,_util_list_words_js__WEBPACK_IMPORTED_MODULE_2__/* .listWords */ .y)([...unfilled])} without a value`;
}
/** Whether a parameter has a value that a placeholder expands to something. */
function hasValue(parameters, name) {
    const value = Object.hasOwn(parameters, name) ? parameters[name] : undefined;
    if (value === undefined || value === null || value === '')
        return false;
    if (Array.isArray(value))
        return value.length > 0;
    return !(0,_is_plain_object_js__WEBPACK_IMPORTED_MODULE_3__/* .isPlainObject */ .Q)(value) || Object.keys(value).length > 0;
}


/***/ }),

/***/ 6925:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Oq: () => (/* binding */ NAMED_PLACEHOLDER),
  xe: () => (/* binding */ templateVariableNames),
  Oe: () => (/* binding */ urlTemplate)
});

;// CONCATENATED MODULE: ./node_modules/url-template/lib/url-template.js
function encodeReserved(str) {
  return str.split(/(%[0-9A-Fa-f]{2})/g).map(function (part) {
    if (!/%[0-9A-Fa-f]/.test(part)) {
      part = encodeURI(part).replace(/%5B/g, '[').replace(/%5D/g, ']');
    }
    return part;
  }).join('');
}

function encodeUnreserved(str) {
  return encodeURIComponent(str).replace(/[!'()*]/g, function (c) {
    return '%' + c.charCodeAt(0).toString(16).toUpperCase();
  });
}

function encodeValue(operator, value, key) {
  value = (operator === '+' || operator === '#') ? encodeReserved(value) : encodeUnreserved(value);

  if (key) {
    return encodeUnreserved(key) + '=' + value;
  } else {
    return value;
  }
}

function isDefined(value) {
  return value !== undefined && value !== null;
}

function isKeyOperator(operator) {
  return operator === ';' || operator === '&' || operator === '?';
}

function getValues(context, operator, key, modifier) {
  var value = context[key],
      result = [];

  if (isDefined(value) && value !== '') {
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') {
      value = value.toString();

      if (modifier && modifier !== '*') {
        value = value.substring(0, parseInt(modifier, 10));
      }

      result.push(encodeValue(operator, value, isKeyOperator(operator) ? key : null));
    } else {
      if (modifier === '*') {
        if (Array.isArray(value)) {
          value.filter(isDefined).forEach(function (value) {
            result.push(encodeValue(operator, value, isKeyOperator(operator) ? key : null));
          });
        } else {
          Object.keys(value).forEach(function (k) {
            if (isDefined(value[k])) {
              result.push(encodeValue(operator, value[k], k));
            }
          });
        }
      } else {
        var tmp = [];

        if (Array.isArray(value)) {
          value.filter(isDefined).forEach(function (value) {
            tmp.push(encodeValue(operator, value));
          });
        } else {
          Object.keys(value).forEach(function (k) {
            if (isDefined(value[k])) {
              tmp.push(encodeUnreserved(k));
              tmp.push(encodeValue(operator, value[k].toString()));
            }
          });
        }

        if (isKeyOperator(operator)) {
          result.push(encodeUnreserved(key) + '=' + tmp.join(','));
        } else if (tmp.length !== 0) {
          result.push(tmp.join(','));
        }
      }
    }
  } else {
    if (operator === ';') {
      if (isDefined(value)) {
        result.push(encodeUnreserved(key));
      }
    } else if (value === '' && (operator === '&' || operator === '?')) {
      result.push(encodeUnreserved(key) + '=');
    } else if (value === '') {
      result.push('');
    }
  }
  return result;
}

function parseTemplate(template) {
  var operators = ['+', '#', '.', '/', ';', '?', '&'];

  return {
    expand: function (context) {
      return template.replace(/\{([^\{\}]+)\}|([^\{\}]+)/g, function (_, expression, literal) {
        if (expression) {
          var operator = null,
              values = [];

          if (operators.indexOf(expression.charAt(0)) !== -1) {
            operator = expression.charAt(0);
            expression = expression.substr(1);
          }

          expression.split(/,/g).forEach(function (variable) {
            var tmp = /([^:\*]*)(?::(\d+)|(\*))?/.exec(variable);
            values.push.apply(values, getValues(context, operator, tmp[1], tmp[2] || tmp[3]));
          });

          if (operator && operator !== '+') {
            var separator = ',';

            if (operator === '?') {
              separator = '&';
            } else if (operator !== '#') {
              separator = operator;
            }
            return (values.length !== 0 ? operator : '') + values.join(separator);
          } else {
            return values.join(',');
          }
        } else {
          return encodeReserved(literal);
        }
      });
    }
  };
}

// EXTERNAL MODULE: ./src/util/memoize.ts
var memoize = __webpack_require__(8692);
// EXTERNAL MODULE: ./src/endpoint/util/is-plain-object.ts
var is_plain_object = __webpack_require__(981);
// EXTERNAL MODULE: ./src/endpoint/util/own-property.ts
var own_property = __webpack_require__(3998);
// EXTERNAL MODULE: ./src/endpoint/request-options-error.ts
var request_options_error = __webpack_require__(1376);
;// CONCATENATED MODULE: ./src/endpoint/util/url-template.ts





const EXPRESSION = /\{([^{}]+)\}/g;
const OPERATOR = /^[+#./;?&]/;
const MODIFIER = /(?::\d+|\*)$/;
/** `:name`, the older placeholder form, for any identifier. */
const NAMED_PLACEHOLDER = /:([A-Za-z_]\w*)/g;
/** The RFC 6570 template of a url (`:name` read as `{name}`), parsed once per url. */
const urlTemplate = (0,memoize/* memoize */.B)((url) => compileTemplate(url.replace(NAMED_PLACEHOLDER, '{$1}')), 1_000);
const PIECES = /(\{[^{}]+\})/;
const LONE_NAME = /^\{([A-Za-z0-9_]+)\}$/;
/** `{?a,b}` or `{&a,b}` of plain names, whose names need no encoding. */
const PLAIN_QUERY = /^\{([?&])([A-Za-z0-9_]+(?:,[A-Za-z0-9_]+)*)\}$/;
/**
 * Splits a template into pieces once; url-template expands text once, here, and expressions when
 * called. A lone `{name}` and a plain `{?a,b}` with scalar values, by far the most common, are
 * encoded directly, exactly as url-template would (the RFC 6570 and differential tests hold it).
 * encodeURIComponent and url-template throw URIError exactly on text that is not well-formed.
 */
function compileTemplate(source) {
    let pieces;
    try {
        pieces = source.split(PIECES).filter(Boolean).map(pieceOf);
    }
    catch (error) {
        throw notUnicode(error, source);
    }
    return {
        source,
        names: templateVariableNames(source),
        expand: (parameters) => {
            let url = '';
            try {
                for (const piece of pieces) {
                    if (piece.kind === 'text')
                        url += piece.expanded;
                    else if (piece.kind === 'plain')
                        url += expandPlain(piece, parameters);
                    else
                        url += piece.parsed.expand(templateContext(piece.names, parameters));
                }
            }
            catch (error) {
                throw notUnicode(error, source);
            }
            return url;
        },
    };
}
function pieceOf(text) {
    if (!text.startsWith('{') || !text.endsWith('}') || text.length < 3)
        return { kind: 'text', expanded: parseTemplate(text).expand({}) };
    const parsed = parseTemplate(text);
    const name = LONE_NAME.exec(text)?.[1];
    if (name !== undefined)
        return { kind: 'plain', operator: '', names: [name], parsed };
    const [, operator, list] = PLAIN_QUERY.exec(text) ?? [];
    if (operator !== undefined && list !== undefined)
        return { kind: 'plain', operator, names: list.split(','), parsed };
    return { kind: 'expression', names: templateVariableNames(text), parsed };
}
/** A plain piece of scalar values as `value` or `?a=1&b=2`; a list or a map takes url-template. */
function expandPlain(piece, parameters) {
    let expanded = '';
    for (const name of piece.names) {
        const value = Object.hasOwn(parameters, name) ? parameters[name] : undefined;
        if (value === undefined || value === null)
            continue;
        if (typeof value !== 'string' && typeof value !== 'number' && typeof value !== 'boolean')
            return piece.parsed.expand(templateContext(piece.names, parameters));
        if (piece.operator === '')
            return encodedUnreserved(String(value));
        const pair = `${name}=${encodedUnreserved(String(value))}`;
        expanded = expanded === '' ? `${piece.operator}${pair}` : `${expanded}&${pair}`;
    }
    return expanded;
}
/** A value encoded as RFC 6570 encodes outside reserved expansion. */
function encodedUnreserved(value) {
    // Most values (owners, repositories, numbers) need no encoding: a test for that is several
    // times faster than encodeURIComponent, which took a tenth of a call's time.
    if (UNRESERVED.test(value))
        return value;
    return encodeURIComponent(value).replace(NOT_UNRESERVED, percentEncoded);
}
/** Only characters RFC 3986 leaves as they are: A-Z a-z 0-9 - . _ ~ */
const UNRESERVED = /^[\w.~-]*$/;
/** What encodeURIComponent leaves but RFC 6570 encodes outside reserved expansion. */
const NOT_UNRESERVED = /[!'()*]/g;
function percentEncoded(character) {
    return `%${character.charCodeAt(0).toString(16).toUpperCase()}`;
}
/** The variables of an expression, given as RFC 6570 sees them. */
function templateContext(names, parameters) {
    const context = {};
    for (const name of names) {
        const value = templateValue(Object.hasOwn(parameters, name) ? parameters[name] : undefined);
        if (value !== undefined)
            (0,own_property/* setOwnProperty */.g)(context, name, value);
    }
    return context;
}
/** The names of the variables an RFC 6570 template uses, each once, in order. */
function templateVariableNames(template) {
    const names = new Set();
    for (const [, expression = ''] of template.matchAll(EXPRESSION))
        for (const varspec of expression.replace(OPERATOR, '').split(','))
            names.add(varspec.replace(MODIFIER, ''));
    return [...names];
}
/** A URIError (a lone surrogate, or one split by a prefix modifier) as the url's error. */
function notUnicode(error, source) {
    if (!(error instanceof URIError))
        return error;
    return new request_options_error/* RequestOptionsError */.oW('url', `a value for ${JSON.stringify(source)} is not well-formed Unicode (a lone surrogate, or one split by a prefix modifier)`);
}
/** A value as RFC 6570 sees it: numbers and booleans as strings, empty lists and maps undefined. */
function templateValue(value) {
    if (value === undefined || value === null)
        return undefined;
    if (Array.isArray(value)) {
        const items = value.filter((item) => item != null).map(String);
        return items.length > 0 ? items : undefined;
    }
    if ((0,is_plain_object/* isPlainObject */.Q)(value)) {
        const pairs = Object.entries(value).filter(([, item]) => item != null);
        return pairs.length > 0
            ? Object.fromEntries(pairs.map(([key, item]) => [key, String(item)]))
            : undefined;
    }
    // eslint-disable-next-line @typescript-eslint/no-base-to-string -- any other value reads as url-template reads it
    return String(value);
}


/***/ })

};
;