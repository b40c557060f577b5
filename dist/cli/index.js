/******/ (() => { // webpackBootstrap
/******/ 	"use strict";
/******/ 	var __webpack_modules__ = ({

/***/ 7593:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Ac: () => (/* binding */ parseOptions),
/* harmony export */   Du: () => (/* binding */ parseCommandLine),
/* harmony export */   Kf: () => (/* binding */ readChoice),
/* harmony export */   V: () => (/* binding */ parseOptionsAndPaths),
/* harmony export */   eb: () => (/* reexport safe */ _usage_error_js__WEBPACK_IMPORTED_MODULE_7__.e),
/* harmony export */   g4: () => (/* binding */ VALIDATE_OPTIONS),
/* harmony export */   s: () => (/* binding */ readMaxFileSize),
/* harmony export */   u_: () => (/* binding */ USAGE)
/* harmony export */ });
/* unused harmony export splitPaths */
/* harmony import */ var _files_file_size_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(2879);
/* harmony import */ var _util_control_characters_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(1690);
/* harmony import */ var _report_reporters_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(7383);
/* harmony import */ var _color_js__WEBPACK_IMPORTED_MODULE_10__ = __nccwpck_require__(2477);
/* harmony import */ var _suggest_js__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(7472);
/* harmony import */ var _parse_args_js__WEBPACK_IMPORTED_MODULE_4__ = __nccwpck_require__(9611);
/* harmony import */ var _stdin_path_js__WEBPACK_IMPORTED_MODULE_11__ = __nccwpck_require__(2442);
/* harmony import */ var _usage_error_js__WEBPACK_IMPORTED_MODULE_7__ = __nccwpck_require__(4226);
/* harmony import */ var _run_schemas_load_schema_file_js__WEBPACK_IMPORTED_MODULE_5__ = __nccwpck_require__(6927);
/* harmony import */ var _manifest_profiles_js__WEBPACK_IMPORTED_MODULE_6__ = __nccwpck_require__(9663);
/* harmony import */ var _util_list_words_js__WEBPACK_IMPORTED_MODULE_8__ = __nccwpck_require__(9246);
/* harmony import */ var _manifest_manifest_kind_js__WEBPACK_IMPORTED_MODULE_9__ = __nccwpck_require__(1935);












// The commands' parsers import it from here too.

const USAGE = `Usage: manifest-check [validate] [options] [--] [PATH ...]
       manifest-check [validate] [options] --hook [options --] [PATH ...]
       manifest-check format [options] [PATH ...]
       manifest-check versions [options] [REGISTRY]
       manifest-check request ROUTE [options]

Checks vcpkg.json manifests. PATHs are files or directories; directories are searched
for vcpkg.json, and a symbolic link found there to a file outside the directory is reported,
not read. The default PATH is the current directory. A node_modules folder below a PATH is
skipped (give it as a PATH to search it) and reported when it, or a folder directly in it,
holds a vcpkg.json; a PATH in .git is refused: .git is never searched or read.
Options come first: every argument after the first PATH, or after --, is a PATH.
A PATH of - reads one manifest from standard input (give ./- for a file named -), as much
of it as --max-file-size allows, reported as <stdin> or the --stdin-filename NAME.

Options:
  --format FORMAT       output format: text (the default), json, sarif (SARIF 2.1.0) or
                        github (a workflow command per problem, ::error file=...::message, for
                        a run: step of GitHub Actions, then the summary line)
  --profile NAME        ${profileHelp()}
  --manifest-kind KIND  with --profile current: read every manifest as a port's or a project's;
                        by default one in ports/<name>/ is a port's, any other a project's
  --strict              under spec: the 2020 spec as vcpkg parsed it then (whole-name
                        identifiers; duplicate keys, platform expressions and licenses as
                        errors), not today's vcpkg, which is --profile current; under current:
                        its warnings as errors
  --schema FILE         check against this JSON Schema instead of the built-in one; its $refs
                        to other files are read from the .json files beside it (where its $id
                        puts them); nothing is ever fetched
  --schema-ref FILE     register one more JSON Schema file by its $id, for $refs; repeatable;
                        as URI=FILE, by URI too (the address its $refs name it by)
  --manifest-schema FILE
                        with --schema-from-manifest: a schema a manifest's "$schema" may pick,
                        registered by its $id (for $refs too); repeatable
  --schema-from-manifest
                        check each manifest against the schema its "$schema" names, when that
                        is the --schema file or a --manifest-schema; else warn and use the
                        --schema file or the built-in schema; vcpkg-tool's published URL
                        (.../microsoft/vcpkg-tool/main/docs/vcpkg.schema.json) picks the
                        built-in --profile current, unless a schema given has that $id
  --vcpkg-checks        with --schema, also check platform expressions, licenses and feature
                        names as vcpkg does (on already when the schema's $id or title is vcpkg's)
  --max-file-size SIZE  report a larger file as an error without reading it; SIZE is bytes,
                        or KB or MB (1 KB = 1024 bytes); the default is ${(0,_files_file_size_js__WEBPACK_IMPORTED_MODULE_0__/* .formatFileSize */ .v7)(_files_file_size_js__WEBPACK_IMPORTED_MODULE_0__/* .DEFAULT_MAX_FILE_SIZE */ .Sj)}
  --stdin-filename NAME
                        the name of the manifest read from standard input (PATH -) in the
                        report; its place also decides, as a file's would, whether it is a
                        port's manifest or a vcpkg-configuration.json, and which files beside
                        it are read with it
  --quiet               report errors only
  --color WHEN          colour the text output: auto (the default: on a terminal, unless
                        NO_COLOR is set or TERM is dumb; FORCE_COLOR=1 forces it, FORCE_COLOR=0
                        turns it off), always or never
  --hook                for git hooks, which append file names: the arguments after it are
                        file names, or the hook's own options, then --, then file names
  -h, --help            show this help
  -v, --version         show the version

Exit status: 0 no errors, 1 errors found, 2 usage error or output not written,
130/143 interrupted, 141 output pipe closed by its reader (as a process killed by SIGPIPE).

The format command writes manifests in the canonical form of today's vcpkg, as
'vcpkg format-manifest' does; see 'manifest-check format --help'.
The versions command checks a registry's version database against its ports, and with --fix
adds the entries 'vcpkg x-add-version --all' adds; see 'manifest-check versions --help'.
The request command prints the request options of a GitHub REST API route, such as
'GET /orgs/{org}/repos', without sending it; see 'manifest-check request --help'.
`;
/** `spec (the default: \u2026) or current (\u2026)` in the help's column, each line at most 97 characters. */
function profileHelp() {
    const described = _manifest_profiles_js__WEBPACK_IMPORTED_MODULE_6__/* .PROFILES */ .jI.map((name) => `${name} (${name === _manifest_profiles_js__WEBPACK_IMPORTED_MODULE_6__/* .DEFAULT_PROFILE */ .KG ? 'the default: ' : ''}${_manifest_profiles_js__WEBPACK_IMPORTED_MODULE_6__/* .PROFILE_ENTRIES */ .Fo[name].description})`);
    const text = `the built-in rules: ${(0,_util_list_words_js__WEBPACK_IMPORTED_MODULE_8__/* .listWords */ .y)(described, 'or')}`;
    return (text.match(/\S.{0,72}(?= |$)/g) ?? []).join(`\n${' '.repeat(24)}`);
}
/** The options of `validate`, for parseArgs. */
const VALIDATE_OPTIONS = {
    format: { type: 'string' },
    profile: { type: 'string' },
    'manifest-kind': { type: 'string' },
    strict: { type: 'boolean' },
    schema: { type: 'string' },
    'schema-ref': { type: 'string', multiple: true },
    'manifest-schema': { type: 'string', multiple: true },
    'schema-from-manifest': { type: 'boolean' },
    'vcpkg-checks': { type: 'boolean' },
    'max-file-size': { type: 'string' },
    quiet: { type: 'boolean' },
    color: { type: 'string' },
    help: { type: 'boolean', short: 'h' },
    version: { type: 'boolean', short: 'v' },
    hook: { type: 'boolean' },
    'stdin-filename': { type: 'string' },
};
/** The word that may name the default command before the options and paths. */
const VALIDATE_COMMAND = 'validate';
/**
 * Where the options end and the paths begin. Without `--hook`, at `--` or at the first path
 * (after an optional leading `command` word): every argument after the first path is a path, so a
 * file name can never be read as an option, wherever it stands. After `--hook`, the arguments are
 * a git hook's: its own options (pre-commit's `args:`), ended by `--`, then the file names the
 * hook runner appends; with no `--` after `--hook`, every one of them is a file name. A file
 * named `--schema=e/vcpkg.json` is a file name either way.
 */
function splitPaths(argv, options = VALIDATE_OPTIONS, command = VALIDATE_COMMAND) {
    // Lenient here: the strict parse of the options alone says what is wrong with them.
    const { tokens } = (0,_parse_args_js__WEBPACK_IMPORTED_MODULE_4__/* .parseArgs */ .Z)({
        args: argv,
        options,
        allowPositionals: true,
        strict: false,
        tokens: true,
    });
    /** The arguments before `index` as options; those after the `skip` arguments there as paths. */
    const splitAt = (index, skip) => ({
        optionArgs: argv.slice(0, index),
        paths: argv.slice(index + skip),
    });
    let commandSeen = false;
    for (const token of tokens) {
        if (token.kind === 'option-terminator')
            return splitAt(token.index, 1);
        if (token.kind === 'option' && token.name === 'hook') {
            const end = argv.indexOf('--', token.index + 1);
            return end === -1 ? splitAt(token.index + 1, 0) : splitAt(end, 1);
        }
        if (token.kind !== 'positional')
            continue;
        // The first positional may name the command; any other one is the first path.
        if (commandSeen || token.value !== command)
            return splitAt(token.index, 0);
        commandSeen = true;
    }
    return { optionArgs: argv, paths: [] };
}
/**
 * A command's options, parsed strictly, with their tokens; throws UsageError with parseArgs'
 * reason in one line. Positionals are allowed: `request` takes its ROUTE so.
 */
function parseOptions(args, options) {
    try {
        return (0,_parse_args_js__WEBPACK_IMPORTED_MODULE_4__/* .parseArgs */ .Z)({ args, allowPositionals: true, strict: true, tokens: true, options });
    }
    catch (error) {
        throw (0,_suggest_js__WEBPACK_IMPORTED_MODULE_3__/* .commandLineError */ .UU)(error, options);
    }
}
/**
 * A command line of options then PATHs (see splitPaths), the options parsed strictly. Among the
 * options only a leading `command` word may stand: any other word there is a hook's misplaced
 * file name, which would be read as nothing.
 */
function parseOptionsAndPaths(argv, options, command) {
    const { optionArgs, paths } = splitPaths(argv, options, command ?? '');
    const { values, positionals } = parseOptions(optionArgs, options);
    const stray = positionals.find((word, index) => index > 0 || word !== command);
    if (stray === undefined)
        return { values, paths };
    throw new _usage_error_js__WEBPACK_IMPORTED_MODULE_7__/* .UsageError */ .e(`${(0,_util_control_characters_js__WEBPACK_IMPORTED_MODULE_1__/* .jsonQuoted */ .zG)(stray)} stands among the hook's options, before --; put file names after --`);
}
/**
 * `value` of `option` when it is one of `choices` (undefined when not given); else a UsageError:
 * `unknown --profile "latest"; expected spec or current`.
 */
function readChoice(option, value, choices) {
    if (value === undefined || choices.includes(value))
        return value;
    throw (0,_suggest_js__WEBPACK_IMPORTED_MODULE_3__/* .unknownChoice */ .w0)(option, value, choices);
}
/** Reads the command line; throws UsageError with a one-line reason when it is wrong. */
function parseCommandLine(argv) {
    const { values, paths } = parseOptionsAndPaths(argv, VALIDATE_OPTIONS, VALIDATE_COMMAND);
    if (values.help)
        return { command: 'help' };
    if (values.version)
        return { command: 'version' };
    const format = readChoice('--format', values.format, _report_reporters_js__WEBPACK_IMPORTED_MODULE_2__/* .FORMATS */ .h) ?? 'text';
    const profile = readChoice('--profile', values.profile, _manifest_profiles_js__WEBPACK_IMPORTED_MODULE_6__/* .PROFILES */ .jI) ?? _manifest_profiles_js__WEBPACK_IMPORTED_MODULE_6__/* .DEFAULT_PROFILE */ .KG;
    const manifestKind = readChoice('--manifest-kind', values['manifest-kind'], _manifest_manifest_kind_js__WEBPACK_IMPORTED_MODULE_9__/* .MANIFEST_KINDS */ .a);
    if (values.schema === '')
        throw new _usage_error_js__WEBPACK_IMPORTED_MODULE_7__/* .UsageError */ .e('--schema needs a file name');
    const schemaRefs = values['schema-ref'] ?? [];
    if (schemaRefs.some((ref) => (0,_run_schemas_load_schema_file_js__WEBPACK_IMPORTED_MODULE_5__/* .schemaRefArgument */ .Un)(ref).path === ''))
        throw new _usage_error_js__WEBPACK_IMPORTED_MODULE_7__/* .UsageError */ .e('--schema-ref needs a file name (after URI= when it gives a URI)');
    const manifestSchemas = values['manifest-schema'] ?? [];
    if (manifestSchemas.includes(''))
        throw new _usage_error_js__WEBPACK_IMPORTED_MODULE_7__/* .UsageError */ .e('--manifest-schema needs a file name');
    const maxFileSize = readMaxFileSize(values['max-file-size']);
    const color = readChoice('--color', values.color, _color_js__WEBPACK_IMPORTED_MODULE_10__/* .COLOR_CHOICES */ .zg) ?? 'auto';
    const hook = values.hook ?? false;
    const stdinName = (0,_stdin_path_js__WEBPACK_IMPORTED_MODULE_11__/* .readStdinName */ .m)(paths, values['stdin-filename'], hook);
    return {
        command: 'validate',
        paths: paths.length > 0 ? paths : ['.'],
        format,
        profile,
        ...(manifestKind === undefined ? {} : { manifestKind }),
        strict: values.strict ?? false,
        schemaFile: values.schema,
        schemaRefs,
        manifestSchemas,
        schemaFromManifest: values['schema-from-manifest'] ?? false,
        vcpkgChecks: values['vcpkg-checks'] ?? false,
        quiet: values.quiet ?? false,
        hook,
        color,
        maxFileSize,
        ...(stdinName === undefined ? {} : { stdinName }),
    };
}
function readMaxFileSize(text) {
    const bytes = (0,_files_file_size_js__WEBPACK_IMPORTED_MODULE_0__/* .maxFileSizeSetting */ .qz)(text);
    if (bytes !== undefined)
        return bytes;
    throw new _usage_error_js__WEBPACK_IMPORTED_MODULE_7__/* .UsageError */ .e(`invalid --max-file-size ${JSON.stringify(text)}; expected ${_files_file_size_js__WEBPACK_IMPORTED_MODULE_0__/* .FILE_SIZE_EXPECTED */ .yn}`);
}


/***/ }),

/***/ 2477:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Rq: () => (/* binding */ autoColor),
/* harmony export */   nu: () => (/* binding */ chooseColor),
/* harmony export */   zg: () => (/* binding */ COLOR_CHOICES)
/* harmony export */ });
// Whether the text output is coloured: the one place that decides.
/** The values of `--color`, as check-jsonschema, grep and ls spell them. */
const COLOR_CHOICES = ['auto', 'always', 'never'];
/**
 * What `--color auto` means here, `isTTY` saying whether standard output is a terminal. A
 * FORCE_COLOR not empty colours, even into a pipe, unless it is `0` or `false`; else a NO_COLOR
 * not empty (https://no-color.org) or TERM=dumb (escape codes shown as text) means no colour.
 * FORCE_COLOR comes first, as in Node's own `getColorDepth` and chalk: it is the narrower, more
 * deliberate request than a NO_COLOR set for a whole login.
 */
function autoColor({ isTTY, env }) {
    const force = env.FORCE_COLOR;
    if (force !== undefined && force !== '')
        return force !== '0' && force !== 'false';
    if (env.NO_COLOR !== undefined && env.NO_COLOR !== '')
        return false;
    if (env.TERM === 'dumb')
        return false;
    return isTTY;
}
/** Whether to colour: `always` and `never` override `auto`, the terminal's answer. */
function chooseColor(choice, auto) {
    return choice === 'auto' ? auto : choice === 'always';
}


/***/ }),

/***/ 7632:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   d: () => (/* binding */ EXIT)
/* harmony export */ });
/**
 * Exit statuses of the command line. A write that fails is 2, as a usage error: the answer was
 * not delivered. A reader that leaves (`| head -1`) gives 128 + SIGPIPE, what the shell reports for
 * grep or cat there: not 0, which would claim a run that was cut short found no errors.
 */
const EXIT = {
    ok: 0,
    problems: 1,
    usage: 2,
    unwritten: 2,
    interrupted: 130,
    outputClosed: 141,
    terminated: 143,
};


/***/ }),

/***/ 9611:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Z: () => (/* binding */ parseArgs)
/* harmony export */ });
/* unused harmony export ParseArgsError */
/**
 * The command line as `util.parseArgs` of Node 20 reads it, with `tokens: true`: the same tokens,
 * values and positionals, and in strict mode the same errors (their `code` and message), for
 * options of type string or boolean with `short` and `multiple` (no `default`, no negation, as
 * the CLI declares them). Node's own is two modules of its that every run compiled anew at its
 * first call, 3.4 M instructions of a one-file hook run; this one comes from the code cache.
 * test/unit/cli/parse-args.test.ts holds it to Node's on many command lines.
 */
function parseArgs(config) {
    const options = config.options ?? {};
    const strict = config.strict ?? true;
    const allowPositionals = config.allowPositionals ?? !strict;
    const tokens = argsToTokens(config.args, options);
    // No prototype, as Node's: an option named `constructor` is a value like any other.
    const values = Object.create(null);
    const positionals = [];
    for (const token of tokens) {
        if (token.kind === 'option') {
            if (strict) {
                checkOptionUsage(options, token, allowPositionals);
                checkOptionLikeValue(token);
            }
            storeOption(token, options, values);
        }
        else if (token.kind === 'positional') {
            if (!allowPositionals)
                throw new ParseArgsError('ERR_PARSE_ARGS_UNEXPECTED_POSITIONAL', `Unexpected argument '${token.value}'. This command does not take positional arguments`);
            positionals.push(token.value);
        }
    }
    return { values, positionals, tokens };
}
/** An error of the command line, with the `code` Node's parseArgs gives it. */
class ParseArgsError extends Error {
    code;
    constructor(code, message) {
        super(message);
        this.code = code;
    }
}
function own(options, name) {
    return Object.hasOwn(options, name) ? options[name] : undefined;
}
function typeOf(options, name) {
    return own(options, name)?.type;
}
/** The long name of a short option, or the letter itself when no option has it. */
function longForShort(letter, options) {
    for (const [name, option] of Object.entries(options))
        if (option.short === letter)
            return name;
    return letter;
}
function argsToTokens(args, options) {
    const tokens = [];
    let index = -1;
    let groupCount = 0;
    const remaining = [...args];
    while (remaining.length > 0) {
        const arg = remaining.shift();
        const next = remaining[0];
        // The letters of a group (`-ab`) stand at the index of the group.
        if (groupCount > 0)
            groupCount--;
        else
            index++;
        if (arg === '--') {
            tokens.push({ kind: 'option-terminator', index });
            for (const value of remaining)
                tokens.push({ kind: 'positional', index: ++index, value });
            break;
        }
        const short = arg.length > 1 && arg[0] === '-' && arg[1] !== '-';
        if (short && arg.length === 2) {
            // `-f` alone: a string option takes the next argument, whatever it is.
            const name = longForShort(arg[1], options);
            const takes = typeOf(options, name) === 'string' && next !== undefined;
            const value = takes ? remaining.shift() : undefined;
            tokens.push({
                kind: 'option',
                name,
                rawName: arg,
                index,
                value,
                inlineValue: takes ? false : undefined,
            });
            if (takes)
                ++index;
            continue;
        }
        if (short) {
            const first = longForShort(arg[1], options);
            if (typeOf(options, first) !== 'string') {
                // A group of letters: each alone, up to a string option, which takes the rest.
                const expanded = [];
                for (let at = 1; at < arg.length; at++) {
                    const letter = arg[at];
                    if (typeOf(options, longForShort(letter, options)) !== 'string' || at === arg.length - 1)
                        expanded.push(`-${letter}`);
                    else {
                        expanded.push(`-${arg.slice(at)}`);
                        break;
                    }
                }
                remaining.unshift(...expanded);
                groupCount = expanded.length;
                continue;
            }
            // `-fVALUE`.
            tokens.push({
                kind: 'option',
                name: first,
                rawName: `-${arg[1]}`,
                index,
                value: arg.slice(2),
                inlineValue: true,
            });
            continue;
        }
        if (arg.length > 2 && arg.startsWith('--')) {
            // An `=` after the first letter gives a value: split at the first `=`, as Node does.
            if (!arg.includes('=', 3)) {
                const name = arg.slice(2);
                const takes = typeOf(options, name) === 'string' && next !== undefined;
                const value = takes ? remaining.shift() : undefined;
                tokens.push({
                    kind: 'option',
                    name,
                    rawName: arg,
                    index,
                    value,
                    inlineValue: takes ? false : undefined,
                });
                if (takes)
                    ++index;
            }
            else {
                const equals = arg.indexOf('=');
                const name = arg.slice(2, equals);
                tokens.push({
                    kind: 'option',
                    name,
                    rawName: `--${name}`,
                    index,
                    value: arg.slice(equals + 1),
                    inlineValue: true,
                });
            }
            continue;
        }
        tokens.push({ kind: 'positional', index, value: arg });
    }
    return tokens;
}
function checkOptionUsage(options, token, allowPositionals) {
    const option = own(options, token.name);
    if (option === undefined) {
        const asPositional = allowPositionals
            ? `. To specify a positional argument starting with a '-', place it at the end of the command after '--', as in '-- ${JSON.stringify(token.rawName)}`
            : '';
        throw new ParseArgsError('ERR_PARSE_ARGS_UNKNOWN_OPTION', `Unknown option '${token.rawName}'${asPositional}`);
    }
    const shortAndLong = `${option.short ? `-${option.short}, ` : ''}--${token.name}`;
    if (option.type === 'string' && typeof token.value !== 'string')
        throw new ParseArgsError('ERR_PARSE_ARGS_INVALID_OPTION_VALUE', `Option '${shortAndLong} <value>' argument missing`);
    if (option.type === 'boolean' && token.value != null)
        throw new ParseArgsError('ERR_PARSE_ARGS_INVALID_OPTION_VALUE', `Option '${shortAndLong}' does not take an argument`);
}
/** A value taken from the next argument that looks like an option: a forgotten value. */
function checkOptionLikeValue(token) {
    const { value, rawName, name } = token;
    if (token.inlineValue || value === undefined || value.length <= 1 || value[0] !== '-')
        return;
    const example = rawName.startsWith('--')
        ? `'${rawName}=-XYZ'`
        : `'--${name}=-XYZ' or '${rawName}-XYZ'`;
    throw new ParseArgsError('ERR_PARSE_ARGS_INVALID_OPTION_VALUE', `Option '${rawName}' argument is ambiguous.\nDid you forget to specify the option argument for '${rawName}'?\nTo specify an option argument starting with a dash use ${example}.`);
}
function storeOption(token, options, values) {
    const { name } = token;
    if (name === '__proto__')
        return;
    const value = token.value ?? true;
    if (own(options, name)?.multiple) {
        const held = values[name];
        if (held)
            held.push(value);
        else
            values[name] = [value];
    }
    else
        values[name] = value;
}


/***/ }),

/***/ 3933:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Y: () => (/* binding */ reporter)
/* harmony export */ });
/* harmony import */ var _package_json__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(8330);
/* harmony import */ var _report_reporters_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(7383);
/* harmony import */ var _report_text_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(2110);
/* harmony import */ var _color_js__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(2477);
// The report printer every command of the command line uses.




/** Prints reports in one format as they come, so no format holds every file's report. */
function reporter({ format, quiet, color }, io, writeCommands) {
    return _report_reporters_js__WEBPACK_IMPORTED_MODULE_1__/* .REPORTERS */ .P[format](io.stdout, {
        toolVersion: _package_json__WEBPACK_IMPORTED_MODULE_0__/* .version */ .rE,
        paint: (0,_report_text_js__WEBPACK_IMPORTED_MODULE_2__/* .painter */ .C2)((0,_color_js__WEBPACK_IMPORTED_MODULE_3__/* .chooseColor */ .nu)(color, io.color)),
        quiet,
        writeCommands,
    });
}


/***/ }),

/***/ 95:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   z: () => (/* binding */ REQUEST_OPTIONS)
/* harmony export */ });
/** The options of `request`, for parseArgs. */
const REQUEST_OPTIONS = {
    method: { type: 'string', short: 'X' },
    'raw-field': { type: 'string', short: 'f', multiple: true },
    field: { type: 'string', short: 'F', multiple: true },
    header: { type: 'string', short: 'H', multiple: true },
    data: { type: 'string' },
    input: { type: 'string' },
    'base-url': { type: 'string' },
    preview: { type: 'string', multiple: true },
    'media-format': { type: 'string' },
    format: { type: 'string' },
    operation: { type: 'string' },
    api: { type: 'string' },
    'no-route-check': { type: 'boolean' },
    help: { type: 'boolean', short: 'h' },
};


/***/ }),

/***/ 2442:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   m: () => (/* binding */ readStdinName),
/* harmony export */   p: () => (/* binding */ STDIN_PATH)
/* harmony export */ });
/* harmony import */ var _usage_error_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(4226);
// A PATH of `-`: standard input, read once, under the name `--stdin-filename` gives.

/** A PATH that means standard input. */
const STDIN_PATH = '-';
/**
 * The name of standard input when a PATH is `-`; undefined when none is. Standard input is read
 * once, so only one PATH may be `-`, and not a hook's: its arguments are file names.
 */
function readStdinName(paths, given, hook) {
    const readers = paths.filter((path) => path === STDIN_PATH).length;
    if (given === '')
        throw new _usage_error_js__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .e('--stdin-filename needs a name');
    if (readers === 0) {
        if (given === undefined)
            return undefined;
        throw new _usage_error_js__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .e(`--stdin-filename names standard input, which only a PATH of ${STDIN_PATH} reads; give ${STDIN_PATH} among the PATHs`);
    }
    if (hook)
        throw new _usage_error_js__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .e(`--hook takes file names, and ${STDIN_PATH} is not one: standard input is not read under --hook (give ./${STDIN_PATH} for a file named ${STDIN_PATH})`);
    // The name standard input is reported under, unless `--stdin-filename` gives one.
    if (readers === 1)
        return given ?? '<stdin>';
    throw new _usage_error_js__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .e(`the PATH ${STDIN_PATH} is given ${readers} times; standard input is read once, so give it once`);
}


/***/ }),

/***/ 7472:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   UU: () => (/* binding */ commandLineError),
/* harmony export */   w0: () => (/* binding */ unknownChoice),
/* harmony export */   wx: () => (/* binding */ meant)
/* harmony export */ });
/* harmony import */ var _util_control_characters_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(1690);
/* harmony import */ var _util_closest_word_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(6808);
/* harmony import */ var _util_list_words_js__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(9246);
/* harmony import */ var _usage_error_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(4226);
// "Did you mean \u2026?" for a mistyped option or value of the command line.




/**
 * The closest of `known` to a mistyped `word`, when it is near enough to be what was meant: the
 * same word in other capitals (`GITHUB`), or at most 2 edits, or a third of its length for a
 * longer word; undefined otherwise.
 */
function meant(word, known) {
    const sameLetters = known.find((choice) => choice.toLowerCase() === word.toLowerCase());
    if (sameLetters !== undefined)
        return sameLetters;
    const closest = (0,_util_closest_word_js__WEBPACK_IMPORTED_MODULE_1__/* .closestWord */ .E)(word, known);
    if (closest === undefined)
        return undefined;
    return closest.distance <= Math.max(2, Math.floor(closest.word.length / 3))
        ? closest.word
        : undefined;
}
/** `; did you mean X?`, or nothing when no choice is near. */
function didYouMean(suggestion) {
    return suggestion === undefined ? '' : `; did you mean ${suggestion}?`;
}
/** Node's code for an option parseArgs does not know. */
const UNKNOWN_OPTION = 'ERR_PARSE_ARGS_UNKNOWN_OPTION';
/** The long option named in parseArgs' message: `Unknown option '--stirct'. \u2026`. */
const NAMED_OPTION = /^Unknown option '--([^'=]+)'/;
/**
 * The UsageError for an error of parseArgs: its first sentence, and for an unknown long option,
 * the known one it is near (`unknown option '--stirct'; did you mean --strict?`).
 */
function commandLineError(error, options) {
    const message = error.message;
    // parseArgs repeats the argument as given: an escape sequence in it must not reach a terminal.
    const reason = (0,_util_control_characters_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeHiddenOrReordering */ .WR)((0,_usage_error_js__WEBPACK_IMPORTED_MODULE_2__/* .firstSentence */ .q)(message));
    if (error.code !== UNKNOWN_OPTION)
        return new _usage_error_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .e(reason);
    const name = NAMED_OPTION.exec(message)?.[1];
    const suggestion = name === undefined ? undefined : meant(name, Object.keys(options));
    return new _usage_error_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .e(`${reason}${didYouMean(suggestion && `--${suggestion}`)}`);
}
/**
 * `unknown --format "jsn"; expected text, json, sarif or github; did you mean json?`: the
 * UsageError for a value of `option` that is none of `choices`.
 */
function unknownChoice(option, value, choices) {
    return new _usage_error_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .e(`unknown ${option} ${(0,_util_control_characters_js__WEBPACK_IMPORTED_MODULE_0__/* .jsonQuoted */ .zG)(value)}; expected ${(0,_util_list_words_js__WEBPACK_IMPORTED_MODULE_3__/* .listWords */ .y)([...choices], 'or')}${didYouMean(meant(value, choices))}`);
}


/***/ }),

/***/ 4226:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   e: () => (/* binding */ UsageError),
/* harmony export */   q: () => (/* binding */ firstSentence)
/* harmony export */ });
/** A command line that cannot be run, with what was expected. */
class UsageError extends Error {
}
/** Node's parseArgs explains at length; the first sentence is the reason. */
function firstSentence(message) {
    const sentence = message.split(/\.\s/)[0] ?? message;
    return sentence.charAt(0).toLowerCase() + sentence.slice(1).replace(/\.$/, '');
}


/***/ }),

/***/ 7802:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   L: () => (/* binding */ VERSIONS_OPTIONS)
/* harmony export */ });
// The versions command's options: all the command line's start-up needs of it (to tell its
// word from an option's value); its usage and parser load with the command (versions-args.ts).
/** The options of `versions`, for parseArgs. */
const VERSIONS_OPTIONS = {
    ports: { type: 'string' },
    versions: { type: 'string' },
    deep: { type: 'boolean' },
    fix: { type: 'boolean' },
    base: { type: 'string' },
    format: { type: 'string' },
    quiet: { type: 'boolean' },
    color: { type: 'string' },
    'max-file-size': { type: 'string' },
    help: { type: 'boolean', short: 'h' },
};


/***/ }),

/***/ 8772:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  K: () => (/* binding */ listDirectory),
  n: () => (/* binding */ undecodableReason)
});

;// CONCATENATED MODULE: external "node:buffer"
const external_node_buffer_namespaceObject = require("node:buffer");
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __nccwpck_require__(3024);
;// CONCATENATED MODULE: ./src/files/directory-listing.ts


/** Lists a directory; throws the file-system error when it cannot be listed. */
function listDirectory(directory) {
    const entries = (0,external_node_fs_.readdirSync)(directory, { withFileTypes: true });
    // Only a name with U+FFFD may have been decoded lossily: only then are the bytes needed.
    if (!entries.some((entry) => entry.name.includes('\uFFFD')))
        return { entries, undecodable: [] };
    const listing = { entries: [], undecodable: [] };
    for (const entry of (0,external_node_fs_.readdirSync)(directory, { withFileTypes: true, encoding: 'buffer' })) {
        const bytes = entry.name;
        const name = bytes.toString('utf8');
        if ((0,external_node_buffer_namespaceObject.isUtf8)(bytes)) {
            listing.entries.push({
                name,
                isDirectory: () => entry.isDirectory(),
                isFile: () => entry.isFile(),
                isSymbolicLink: () => entry.isSymbolicLink(),
            });
            continue;
        }
        const kind = entry.isDirectory()
            ? 'directory'
            : entry.isSymbolicLink()
                ? 'symbolic link'
                : 'file';
        listing.undecodable.push({ lossyName: name, shownName: showName(bytes), kind });
    }
    return listing;
}
/** Why an entry with such a name was not searched, for the directory that holds it. */
function undecodableReason({ kind, shownName }) {
    const skipped = kind === 'directory' ? 'searched' : kind === 'file' ? 'checked' : 'followed';
    return `the directory holds a ${kind} whose name is not valid UTF-8 (${shownName}); it was not ${skipped}`;
}
/** UTF-8 characters as they are, other bytes and control characters as `\xNN`, `\` as `\\`. */
function showName(bytes) {
    let shown = '';
    for (let index = 0; index < bytes.length;) {
        const length = characterLength(bytes, index);
        const character = length === 0 ? '' : Buffer.from(bytes.subarray(index, index + length)).toString();
        if (character === '\\')
            shown += '\\\\';
        else if (length > 1 || (length === 1 && character >= ' ' && character !== '\x7f'))
            shown += character;
        else
            shown += `\\x${bytes[index].toString(16).padStart(2, '0')}`;
        index += Math.max(length, 1);
    }
    return shown;
}
/** The length of the UTF-8 character at `index`, 0 when none starts there. */
function characterLength(bytes, index) {
    // The shortest valid prefix is one whole character: no character's start is valid alone.
    for (let length = 1; length <= 4 && index + length <= bytes.length; length++)
        if ((0,external_node_buffer_namespaceObject.isUtf8)(bytes.subarray(index, index + length)))
            return length;
    return 0;
}


/***/ }),

/***/ 2879:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Sj: () => (/* binding */ DEFAULT_MAX_FILE_SIZE),
/* harmony export */   qz: () => (/* binding */ maxFileSizeSetting),
/* harmony export */   v7: () => (/* binding */ formatFileSize),
/* harmony export */   yn: () => (/* binding */ FILE_SIZE_EXPECTED)
/* harmony export */ });
/* unused harmony exports MAX_FILE_SIZE_LIMIT, parseFileSize */
/** File sizes as users write them (`4MB`, `512KB`, `1048576`) and as messages show them. */
const KB = 1024;
const MB = 1024 * KB;
const UNITS = { KB, MB };
/** The largest file read when no limit is given. */
const DEFAULT_MAX_FILE_SIZE = 4 * MB;
/** The largest limit that may be set: a buffer this size is still safe to allocate. */
const MAX_FILE_SIZE_LIMIT = 1024 * MB;
/** What a file size limit is written as, for the messages of both adapters. */
const FILE_SIZE_EXPECTED = 'a number of bytes, KB or MB such as 1048576, 512KB or 4MB, more than 0 and at most 1024MB';
/** `1048576`, `512KB`, `4MB` (1 KB = 1024 bytes) as bytes; undefined when not such a size. */
function parseFileSize(text) {
    const match = /^(\d+) ?(KB|MB)?$/i.exec(text);
    if (!match)
        return undefined;
    const unit = UNITS[(match[2] ?? '').toUpperCase()] ?? 1;
    const bytes = Number(match[1]) * unit;
    return bytes > 0 && bytes <= MAX_FILE_SIZE_LIMIT ? bytes : undefined;
}
/**
 * The `max-file-size` setting: DEFAULT_MAX_FILE_SIZE when not given, else its bytes; undefined
 * when it is no size (the adapter says so, naming its option and FILE_SIZE_EXPECTED).
 */
function maxFileSizeSetting(given) {
    return given === undefined ? DEFAULT_MAX_FILE_SIZE : parseFileSize(given);
}
/** `12 MB`, `1.5 KB`, `100 bytes`: whole units exactly, others to one decimal. */
function formatFileSize(bytes) {
    const [unit, size] = bytes >= MB ? ['MB', MB] : bytes >= KB ? ['KB', KB] : ['bytes', 1];
    const value = bytes / size;
    return `${Number.isInteger(value) ? value : value.toFixed(1)} ${unit}`;
}


/***/ }),

/***/ 4874:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   TQ: () => (/* binding */ describeFsError),
/* harmony export */   Ye: () => (/* binding */ realPath),
/* harmony export */   iI: () => (/* binding */ lstatQuietly)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);

/** What file-system errors mean, said the same way by every message. */
const REASONS = {
    EACCES: 'permission denied',
    EPERM: 'permission denied',
    ENOENT: 'no such file or directory',
    ENOTDIR: 'not a directory',
    EISDIR: 'is a directory',
    ELOOP: 'too many symbolic links',
    EMFILE: 'too many open files',
    ENAMETOOLONG: 'the name is too long',
    EEXIST: 'something else is already there',
    ENOSPC: 'no space left on the device',
    EDQUOT: 'the disk quota is used up',
    EROFS: 'a read-only file system',
};
/** `permission denied`, `not a directory`, \u2026 from a file-system error (or anything thrown). */
function describeFsError(error) {
    const { code, message } = (error ?? {});
    return (code ? REASONS[code] : undefined) ?? message ?? String(error);
}
/** The real path of `file`, every link followed; never throws. */
function realPath(file) {
    try {
        return { ok: true, path: node_fs__WEBPACK_IMPORTED_MODULE_0__.realpathSync.native(file) };
    }
    catch (error) {
        return { ok: false, reason: describeFsError(error) };
    }
}
/** What lstat finds at `file`; undefined when nothing is there or it cannot be looked at. */
function lstatQuietly(file) {
    try {
        return (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.lstatSync)(file, { throwIfNoEntry: false });
    }
    catch {
        return undefined;
    }
}


/***/ }),

/***/ 1607:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   M: () => (/* binding */ resolveFileToRead)
/* harmony export */ });
/* unused harmony export resolveFileToWrite */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__nccwpck_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _fs_errors_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(4874);
/* harmony import */ var _outside_root_js__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(9733);




/**
 * The real path of `file` (absolute), a file to be read, when it is inside one of `roots`:
 * every link followed, so neither `../` nor a link leads out. `subject` names it in messages:
 * `the schema ci/schema.json`.
 */
function resolveFileToRead(file, subject, roots) {
    const real = (0,_fs_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .realPath */ .Ye)(file);
    if (!real.ok)
        return { ok: false, message: `cannot read ${subject}: ${real.reason}` };
    return insideRoots(real.path, subject, roots, 'read');
}
/**
 * Where to write `file` (absolute) inside one of `roots` and not in a `.git`: the real path of its
 * deepest existing directory and the names still to be made. A link at the file's own name is not
 * followed: the file is written beside it and renamed over it.
 */
function resolveFileToWrite(file, subject, roots) {
    const cannot = (reason) => ({
        ok: false,
        message: `cannot write ${subject}: ${reason}`,
    });
    const missing = [path.basename(file)];
    let directory = path.dirname(file);
    let real;
    while (real === undefined) {
        try {
            real = realpathSync.native(directory);
        }
        catch (error) {
            if (error.code !== 'ENOENT')
                return cannot(describeFsError(error));
            // A link that leads nowhere is there though it resolves to nothing: making it would follow it.
            if (existsAsLink(directory))
                return cannot(`${directory} is a symbolic link that cannot be resolved`);
            const parent = path.dirname(directory);
            if (parent === directory)
                return cannot(describeFsError(error));
            missing.unshift(path.basename(directory));
            directory = parent;
        }
    }
    const target = path.join(real, ...missing);
    const inside = insideRoots(target, subject, roots, 'written');
    if (!inside.ok)
        return inside;
    try {
        if (!statSync(real).isDirectory())
            return cannot(`${directory} is not a directory`);
        if (lstatSync(target, { throwIfNoEntry: false })?.isDirectory())
            return cannot('is a directory');
    }
    catch (error) {
        return cannot(describeFsError(error));
    }
    return inside;
}
/** Whether something (a dangling link) is at `file`; true when that cannot be told. */
function existsAsLink(file) {
    try {
        return lstatSync(file, { throwIfNoEntry: false }) !== undefined;
    }
    catch {
        return true;
    }
}
function insideRoots(target, subject, roots, done) {
    for (const root of roots) {
        const real = (0,_fs_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .realPath */ .Ye)(root.path);
        // A root that cannot be resolved holds nothing.
        if (!real.ok || !(0,_outside_root_js__WEBPACK_IMPORTED_MODULE_3__/* .isInside */ .FK)(real.path, target))
            continue;
        // Written, never into a .git: a link the pull request adds may lead there.
        if (done === 'written' && (0,_outside_root_js__WEBPACK_IMPORTED_MODULE_3__/* .inGitDirectory */ .b5)(real.path, target))
            return {
                ok: false,
                message: `${subject} leads into ${(0,_outside_root_js__WEBPACK_IMPORTED_MODULE_3__/* .gitWriteRefusal */ .GT)(`to ${target}`)}`,
            };
        return { ok: true, path: target };
    }
    const names = roots.map((root) => root.name).join(' and ');
    return {
        ok: false,
        message: `${subject} leads outside ${names} (to ${target}); it was not ${done}`,
    };
}


/***/ }),

/***/ 9733:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Bx: () => (/* binding */ GIT_DIRECTORY),
/* harmony export */   FK: () => (/* binding */ isInside),
/* harmony export */   GT: () => (/* binding */ gitWriteRefusal),
/* harmony export */   K8: () => (/* binding */ outsideRoot),
/* harmony export */   _I: () => (/* binding */ DEPENDENCIES_DIRECTORY),
/* harmony export */   b5: () => (/* binding */ inGitDirectory),
/* harmony export */   j8: () => (/* binding */ SKIPPED_DIRECTORIES),
/* harmony export */   ox: () => (/* binding */ GIT_REFUSAL)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__nccwpck_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _fs_errors_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(4874);



/**
 * Why `file`, found below `root`, must not be read: a symbolic link out of the root, into its
 * `.git` or `node_modules`, or one that cannot be resolved (`/proc/<pid>/fd/N` of a deleted file
 * opens though it names nothing). Only the last step is looked at: searches never enter a linked
 * directory.
 */
function outsideRoot(file, root) {
    try {
        // lstat first: links are rare, and resolving every path would cost as much as reading it.
        if (!(0,node_fs__WEBPACK_IMPORTED_MODULE_0__.lstatSync)(file).isSymbolicLink())
            return undefined;
    }
    catch {
        // What cannot be looked at cannot be opened either: the read will say why.
        return undefined;
    }
    const inside = (0,_fs_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .realPath */ .Ye)(root.path);
    if (!inside.ok)
        return `a symbolic link in ${root.name}, which cannot be resolved (${inside.reason}); it was not read`;
    const target = (0,_fs_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .realPath */ .Ye)(file);
    if (!target.ok)
        return `a symbolic link that cannot be resolved (${target.reason}); it was not read`;
    if (!isInside(inside.path, target.path))
        return `a symbolic link to a file outside ${root.name} (${target.path}); it was not read`;
    // .git holds the checkout's credentials; neither it nor node_modules is ever searched.
    const names = node_path__WEBPACK_IMPORTED_MODULE_1___default().relative(inside.path, target.path).split((node_path__WEBPACK_IMPORTED_MODULE_1___default().sep));
    const skipped = names.find((name) => SKIPPED_DIRECTORIES.has(name));
    return skipped === undefined
        ? undefined
        : `a symbolic link to a file in ${skipped}, which is never checked (${target.path}); it was not read`;
}
/** Never searched and never read, even when named: it holds the checkout's credentials. */
const GIT_DIRECTORY = '.git';
/** Searched only where a PATH or a pattern names it, as it can be huge. */
const DEPENDENCIES_DIRECTORY = 'node_modules';
/** `.git` and `node_modules`: not searched, and never read through a link either. */
const SKIPPED_DIRECTORIES = new Set([
    GIT_DIRECTORY,
    DEPENDENCIES_DIRECTORY,
]);
/** Why a path in `.git` is refused, whoever names it; it follows `\u2026 is in ` or `\u2026 names `. */
const GIT_REFUSAL = `${GIT_DIRECTORY}, which is never searched or read, even when named: it can hold credentials (actions/checkout keeps its token there)`;
/**
 * Whether `target` is in the `.git` of `directory` or of a folder below it (a submodule's): both
 * resolved already, `target` inside `directory`.
 */
function inGitDirectory(directory, target) {
    return node_path__WEBPACK_IMPORTED_MODULE_1___default().relative(directory, target).split((node_path__WEBPACK_IMPORTED_MODULE_1___default().sep)).includes(GIT_DIRECTORY);
}
/** Why nothing is written in `.git`, whatever leads there: `place` is where it led. */
function gitWriteRefusal(place) {
    return `${GIT_DIRECTORY} (${place}), which can hold credentials and is never written`;
}
/** Whether `target` is `directory` or below it; both resolved already. */
function isInside(directory, target) {
    const relative = node_path__WEBPACK_IMPORTED_MODULE_1___default().relative(directory, target);
    return !(relative === '..' || relative.startsWith(`..${(node_path__WEBPACK_IMPORTED_MODULE_1___default().sep)}`) || node_path__WEBPACK_IMPORTED_MODULE_1___default().isAbsolute(relative));
}


/***/ }),

/***/ 5809:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Dl: () => (/* binding */ isSameFile),
/* harmony export */   IK: () => (/* binding */ readListedFile),
/* harmony export */   JJ: () => (/* binding */ readStreamAtMost),
/* harmony export */   SG: () => (/* binding */ CAN_REFUSE_LINKS),
/* harmony export */   mP: () => (/* binding */ describeReadFailure),
/* harmony export */   rU: () => (/* binding */ readAtMost)
/* harmony export */ });
/* unused harmony exports LISTED_READ_BYTES, identityOf */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _file_size_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(2879);
/* harmony import */ var _fs_errors_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(4874);



// Non-blocking, so that opening a FIFO returns at once instead of waiting for a writer.
const OPEN_FLAGS = node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_RDONLY | (node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_NONBLOCK ?? 0);
/** Whether this system can open a path without following a link there (not Windows). */
const CAN_REFUSE_LINKS = node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_NOFOLLOW !== undefined;
/**
 * A regular file's bytes, if there are at most `limit`: the size is checked on the open file and at
 * most `limit + 1` bytes read, so a growing file is never read whole. With `refuseLinks` (only
 * where CAN_REFUSE_LINKS), a link is answered with kind `link`. Never throws.
 */
function readAtMost(file, limit, { refuseLinks = false } = {}) {
    let descriptor;
    try {
        descriptor = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.openSync)(file, refuseLinks ? OPEN_FLAGS | node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_NOFOLLOW : OPEN_FLAGS);
    }
    catch (error) {
        if (refuseLinks && error.code === 'ELOOP')
            return { ok: false, kind: 'link' };
        return unreadable((0,_fs_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .describeFsError */ .TQ)(error));
    }
    try {
        const info = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.fstatSync)(descriptor);
        if (!info.isFile())
            return unreadable(info.isDirectory() ? 'is a directory' : 'not a regular file');
        if (info.size > limit)
            return { ok: false, kind: 'too-large', size: info.size, limit };
        // One byte more than expected, so that growth is seen without another read.
        let buffer = Buffer.allocUnsafe(info.size + 1);
        let length = 0;
        for (;;) {
            if (length === buffer.length) {
                if (length > limit)
                    return { ok: false, kind: 'grew', limit };
                const larger = Buffer.allocUnsafe(Math.min(2 * length, limit + 1));
                buffer.copy(larger, 0, 0, length);
                buffer = larger;
            }
            const count = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readSync)(descriptor, buffer, length, buffer.length - length, null);
            // The identity of before the read: a save during it is a change the write will see.
            if (count === 0)
                return { ok: true, bytes: buffer.subarray(0, length), identity: identityOf(info) };
            length += count;
        }
    }
    catch (error) {
        return unreadable((0,_fs_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .describeFsError */ .TQ)(error));
    }
    finally {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.closeSync)(descriptor);
    }
}
/** The most bytes `readListedFile` reads without looking at the file first. */
const LISTED_READ_BYTES = 64 * 1024;
let listedReadBuffer;
/**
 * The bytes of a file a directory search listed as a regular file, read as `readAtMost` with
 * `refuseLinks` reads them, without its look at the open file when the file is small: that look
 * (an fstat and its Stats) cost more than the read itself, 2 % of a corpus run's instructions. The
 * reads are positional, so a file replaced by a pipe since the listing fails at the first one.
 * Anything but a file of 1 to LISTED_READ_BYTES bytes, at most `limit`, read whole without an
 * error (an empty file, a larger one, a directory, any error) is read again by `readAtMost`, whose
 * answer is then the answer. No identity: the file is read to be checked, not written back.
 */
function readListedFile(file, limit) {
    let descriptor;
    try {
        descriptor = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.openSync)(file, OPEN_FLAGS | node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_NOFOLLOW);
    }
    catch (error) {
        if (error.code === 'ELOOP')
            return { ok: false, kind: 'link' };
        return readAtMost(file, limit, { refuseLinks: true });
    }
    listedReadBuffer ??= Buffer.allocUnsafeSlow(LISTED_READ_BYTES);
    const buffer = listedReadBuffer;
    // One byte more than the limit, so that a file over it fills the read and is read again.
    const most = Math.min(limit + 1, buffer.length);
    let length = 0;
    try {
        for (;;) {
            const count = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readSync)(descriptor, buffer, length, most - length, length);
            if (count === 0)
                break;
            length += count;
            if (length === most)
                break;
        }
    }
    catch {
        length = most;
    }
    finally {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.closeSync)(descriptor);
    }
    if (length === 0 || length === most)
        return readAtMost(file, limit, { refuseLinks: true });
    // A copy: the buffer is read into again before these bytes are checked (a file beside).
    return { ok: true, bytes: Uint8Array.prototype.slice.call(buffer, 0, length) };
}
/**
 * A stream's bytes, if there are at most `limit`; past it the stream is left unread (`longer`,
 * size unknown), so an endless input costs `limit` bytes and a chunk. Never throws: a stream that
 * fails or is destroyed before its end is `unreadable`.
 */
async function readStreamAtMost(stream, limit) {
    const chunks = [];
    let length = 0;
    try {
        for await (const chunk of stream) {
            const bytes = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
            chunks.push(bytes);
            length += bytes.length;
            if (length > limit)
                return { ok: false, kind: 'longer', limit };
        }
    }
    catch (error) {
        return { ok: false, kind: 'unreadable', reason: (0,_fs_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .describeFsError */ .TQ)(error) };
    }
    return { ok: true, bytes: Buffer.concat(chunks, length) };
}
function unreadable(reason) {
    return { ok: false, kind: 'unreadable', reason };
}
/**
 * What a failure means for `subject` (`the file`, `the schema ci/schema.json`): `cannot read the
 * file: is a directory`, `the file is 12 MB, more than the max-file-size of 4 MB; it was not read`.
 */
function describeReadFailure(failure, subject) {
    switch (failure.kind) {
        case 'unreadable':
            return `cannot read ${subject}: ${failure.reason}`;
        case 'too-large':
            return `${subject} is ${(0,_file_size_js__WEBPACK_IMPORTED_MODULE_1__/* .formatFileSize */ .v7)(failure.size)}, more than the max-file-size of ${(0,_file_size_js__WEBPACK_IMPORTED_MODULE_1__/* .formatFileSize */ .v7)(failure.limit)}; it was not read`;
        case 'grew':
            return `${subject} grew past the max-file-size of ${(0,_file_size_js__WEBPACK_IMPORTED_MODULE_1__/* .formatFileSize */ .v7)(failure.limit)} while it was read; it was not checked`;
        case 'longer':
            return `${subject} is more than the max-file-size of ${(0,_file_size_js__WEBPACK_IMPORTED_MODULE_1__/* .formatFileSize */ .v7)(failure.limit)}; it was read no further and not checked`;
        case 'link':
            return `cannot read ${subject}: it is a symbolic link, which was not followed`;
    }
}
function identityOf(stats) {
    return { device: stats.dev, inode: stats.ino, size: stats.size, modified: stats.mtimeMs };
}
/** Whether `stats` are of the file `identity` was taken of, unchanged since. */
function isSameFile(identity, stats) {
    return (identity.device === stats.dev &&
        identity.inode === stats.ino &&
        identity.size === stats.size &&
        identity.modified === stats.mtimeMs);
}


/***/ }),

/***/ 5879:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   B3: () => (/* binding */ configurationBeside),
/* harmony export */   jO: () => (/* binding */ EMBEDDED_CONFIGURATIONS),
/* harmony export */   yt: () => (/* binding */ manifestBeside)
/* harmony export */ });
/* harmony import */ var _json_is_json_object_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(117);

/** The keys under which a manifest embeds its configuration. */
const EMBEDDED_CONFIGURATIONS = ['vcpkg-configuration', 'configuration'];
/**
 * What a project's manifest beside a configuration file lends it, from the manifest's parsed
 * JSON; anything but an object (a file that cannot be read or parsed) lends nothing.
 */
function manifestBeside(data) {
    const manifest = (0,_json_is_json_object_js__WEBPACK_IMPORTED_MODULE_0__/* .isJsonObject */ .O)(data) ? data : {};
    return {
        builtinBaseline: typeof manifest['builtin-baseline'] === 'string',
        embedsConfiguration: EMBEDDED_CONFIGURATIONS.some((key) => Object.hasOwn(manifest, key)),
    };
}
/**
 * What a configuration file beside a project's manifest is to it, from the file's parsed JSON;
 * one that is there but no object (cannot be read or parsed) is still there.
 */
function configurationBeside(data) {
    return { defaultRegistry: (0,_json_is_json_object_js__WEBPACK_IMPORTED_MODULE_0__/* .isJsonObject */ .O)(data) && Object.hasOwn(data, 'default-registry') };
}


/***/ }),

/***/ 7343:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   U: () => (/* binding */ tooDeepDraft),
/* harmony export */   s: () => (/* binding */ checkDocument)
/* harmony export */ });
/* harmony import */ var _json_decode_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(8356);
/* harmony import */ var _json_is_json_object_js__WEBPACK_IMPORTED_MODULE_7__ = __nccwpck_require__(117);
/* harmony import */ var _json_locate_js__WEBPACK_IMPORTED_MODULE_8__ = __nccwpck_require__(7900);
/* harmony import */ var _json_syntax_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(8337);
/* harmony import */ var _json_value_counts_js__WEBPACK_IMPORTED_MODULE_6__ = __nccwpck_require__(2534);
/* harmony import */ var _messages_schema_error_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(6501);
/* harmony import */ var _problems_file_problem_js__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(7976);
/* harmony import */ var _problems_limits_js__WEBPACK_IMPORTED_MODULE_4__ = __nccwpck_require__(8244);
/* harmony import */ var _problems_problem_cap_js__WEBPACK_IMPORTED_MODULE_5__ = __nccwpck_require__(9528);









/**
 * Checks one document, whatever its kind or profile: decode, parse, let the rules plan, count the
 * values, check, cap the problems, place them. Its text, or its UTF-8 bytes, in; every problem
 * with its line and column out. Whatever the document holds, it never throws.
 * @param emptyIsValid No byte at all is no document: vcpkg reads an empty configuration as none.
 * @throws TypeError when `input` is neither text nor bytes: a caller's bug.
 */
function checkDocument(input, options, rules, emptyIsValid = false) {
    const decoded = (0,_json_decode_js__WEBPACK_IMPORTED_MODULE_0__/* .decodeManifest */ .M)(input);
    if ('problem' in decoded)
        return result(decoded.text, [decoded.problem]);
    const { text } = decoded;
    // A byte order mark alone, or white space, is a file vcpkg reads (and refuses).
    if (emptyIsValid && (typeof input === 'string' ? input.length : input.byteLength) === 0)
        return { valid: true, problems: [] };
    let data;
    try {
        data = JSON.parse(text);
    }
    catch (error) {
        return result(text, [(0,_json_syntax_js__WEBPACK_IMPORTED_MODULE_1__/* .syntaxProblem */ .R)(text, error.message)]);
    }
    const { refused, first, laterForm, countsAnyValue, check } = rules(text, data, options);
    if (refused !== undefined && refused.length > 0)
        return result(text, refused);
    const counts = (0,_json_value_counts_js__WEBPACK_IMPORTED_MODULE_6__/* .countValues */ .I)(data, _problems_limits_js__WEBPACK_IMPORTED_MODULE_4__/* .MOST_LIST_ITEMS */ .SW);
    let drafts;
    if (counts.items > _problems_limits_js__WEBPACK_IMPORTED_MODULE_4__/* .MOST_LIST_ITEMS */ .SW && (countsAnyValue === true || (0,_json_is_json_object_js__WEBPACK_IMPORTED_MODULE_7__/* .isJsonObject */ .O)(data)))
        drafts = [tooManyItemsDraft(counts.items)];
    else {
        const checked = check({ text, data, counts });
        if (checked === undefined)
            drafts = [tooDeepDraft()];
        else {
            // Named, not spread: copying `checked` by a spread made the whole check a sixth slower.
            const { schemaErrors, drafts: found, uncounted } = checked;
            const words = checked.toDraft ?? toDraft;
            drafts = (0,_problems_problem_cap_js__WEBPACK_IMPORTED_MODULE_5__/* .capProblems */ .Pe)({ schemaErrors, toDraft: words, drafts: found, uncounted });
        }
    }
    return result(text, first === undefined ? drafts : [first, ...drafts], laterForm);
}
function toDraft(finding) {
    return 'draft' in finding ? finding.draft : (0,_messages_schema_error_js__WEBPACK_IMPORTED_MODULE_2__/* .schemaErrorDraft */ .B)(finding.error);
}
function tooManyItemsDraft(items) {
    return (0,_problems_file_problem_js__WEBPACK_IMPORTED_MODULE_3__/* .fileProblemDraft */ .D)('too-many-items', `the file was not checked: its lists hold more than ${_problems_limits_js__WEBPACK_IMPORTED_MODULE_4__/* .MOST_LIST_ITEMS */ .SW} items (${items} counted so far)`);
}
/** A pattern's backtracking (on megabytes of string) or a recursive schema overflowed the stack. */
function tooDeepDraft() {
    return (0,_problems_file_problem_js__WEBPACK_IMPORTED_MODULE_3__/* .fileProblemDraft */ .D)('too-deep', 'the file was not checked completely: a value is too long or nests too deeply for the validator');
}
function result(text, drafts, laterForm) {
    const noted = laterForm === undefined ? {} : { laterForm };
    if (drafts.length === 0)
        return { valid: true, problems: [], ...noted };
    const problems = (0,_json_locate_js__WEBPACK_IMPORTED_MODULE_8__/* .locateProblems */ .D)(text, drafts).map(_problems_problem_cap_js__WEBPACK_IMPORTED_MODULE_5__/* .boundProblemText */ .hk);
    return { valid: !problems.some((problem) => problem.severity === 'error'), problems, ...noted };
}


/***/ }),

/***/ 3745:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  K: () => (/* binding */ checkManifest)
});

// EXTERNAL MODULE: ./src/manifest/check-document.ts
var check_document = __nccwpck_require__(7343);
// EXTERNAL MODULE: ./src/manifest/profiles.ts
var profiles = __nccwpck_require__(9663);
// EXTERNAL MODULE: ./src/manifest/json/describe.ts
var describe = __nccwpck_require__(6223);
// EXTERNAL MODULE: ./src/manifest/problems/draft.ts
var draft = __nccwpck_require__(5701);
// EXTERNAL MODULE: ./src/manifest/schema/references.ts
var references = __nccwpck_require__(3651);
// EXTERNAL MODULE: ./src/manifest/json/is-json-object.ts
var is_json_object = __nccwpck_require__(117);
;// CONCATENATED MODULE: ./src/manifest/schema/declared-schema.ts




/**
 * The schema the parsed manifest's `"$schema"` names among `declared`, else the fallback; a
 * `"$schema"` that names none of them gets a warning at its value. JSON.parse keeps the last of
 * two `"$schema"` keys, and so does the choice.
 */
function pickDeclaredSchema(data, declared, strict) {
    const uri = (0,is_json_object/* isJsonObject */.O)(data) ? data.$schema : undefined;
    if (typeof uri !== 'string')
        return { schema: declared.fallback };
    const schema = declared.byUri.get((0,references/* withoutFragment */.f2)(uri));
    if (schema !== undefined)
        return { schema };
    const why = declared.refsOnly.has((0,references/* withoutFragment */.f2)(uri))
        ? `which ${declared.refOption} registers for $refs only, not as a manifest schema (give it with ${declared.manifestOption} to let manifests pick it)`
        : `which is not a schema given with ${declared.manifestOption} (remote schemas are not fetched)`;
    const message = `"$schema" names ${(0,describe/* quoteValue */.cl)(uri)}, ${why}; checked against ${declared.fallbackName} instead`;
    const warning = (0,draft/* draftOf */.b)('unregistered-schema', { uri, message, pointer: '/$schema', anchor: { kind: 'value' } }, strict);
    return { schema: declared.fallback, warning };
}

// EXTERNAL MODULE: ./src/manifest/vcpkg/later-forms.ts
var later_forms = __nccwpck_require__(4349);
;// CONCATENATED MODULE: ./src/manifest/check-manifest.ts





/**
 * validateManifest by the rules given: its profile's, a user's schema, or the one the manifest
 * declares. A manifest that needs rules not among them is a caller's bug, thrown as an Error.
 */
function checkManifest(input, options, byProfile) {
    return (0,check_document/* checkDocument */.s)(input, options, (text, data) => {
        const { profile = profiles/* DEFAULT_PROFILE */.KG, declared } = options;
        const strict = options.strict === true;
        // With schemas from manifests, vcpkg-tool's published `"$schema"` URL picks today's vcpkg.
        const declaredCurrent = declared !== undefined && declaresCurrent(data, declared);
        const picked = declared && !declaredCurrent ? pickDeclaredSchema(data, declared, strict) : undefined;
        const schema = picked ? picked.schema : options.schema;
        // A user's schema, when given or picked, is what the user asked for; else the profile's rules.
        let name = (0,profiles/* isProfile */.S9)(profile) ? profile : profiles/* DEFAULT_PROFILE */.KG;
        if (schema !== undefined)
            name = 'spec';
        if (declaredCurrent)
            name = 'current';
        const rules = byProfile[name];
        if (rules === undefined)
            throw new Error(`the ${name} profile's rules were not loaded`);
        return rules(text, data, {
            strict,
            kind: options.kind ?? 'project',
            beside: options.beside ?? {},
            schema,
            warning: picked?.warning,
        });
    });
}
/**
 * Whether a manifest's `"$schema"` picks the built-in `current` profile among schemas from
 * manifests: it names vcpkg-tool's published schema, and the user gave no manifest schema. Where
 * the user names one (a fallback or a pickable schema), that URL is one more unregistered schema:
 * a manifest may not step out of the workflow's schemas into a built-in one.
 */
function declaresCurrent(data, declared) {
    const uri = (0,is_json_object/* isJsonObject */.O)(data) ? data.$schema : undefined;
    return (0,later_forms/* isVcpkgToolSchema */.PF)(uri) && declared.fallback === undefined && declared.byUri.size === 0;
}


/***/ }),

/***/ 8356:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   M: () => (/* binding */ decodeManifest)
/* harmony export */ });
/* harmony import */ var _describe_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(6223);
/* harmony import */ var _problems_draft_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(5701);


const utf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });
const utf8Encoder = new TextEncoder();
/**
 * Turns a file's bytes (or text) into text without a byte order mark.
 * @throws TypeError when `given` is not a {@link ManifestInput}: a caller's bug, not bad input.
 */
function decodeManifest(given) {
    if (typeof given === 'string')
        return { text: given.replace(/^\uFEFF/, '') };
    const input = asBytes(given);
    const utf16 = utf16Kind(input);
    if (utf16) {
        const message = `the file is UTF-16 (${utf16}); a manifest must be UTF-8`;
        return { text: '', problem: encodingProblem(message, 'utf-16', 0) };
    }
    const start = input[0] === 0xef && input[1] === 0xbb && input[2] === 0xbf ? 3 : 0;
    const bytes = input.subarray(start);
    try {
        return { text: utf8.decode(bytes) };
    }
    catch {
        const { text, bad } = validPrefix(bytes);
        const hex = (bytes[bad] ?? 0).toString(16).toUpperCase().padStart(2, '0');
        const message = `invalid UTF-8: byte 0x${hex} at byte offset ${bad + start} does not start a valid character; a manifest must be UTF-8`;
        return { text, problem: encodingProblem(message, 'utf-8', text.length) };
    }
}
/** The bytes of any binary shape, without copying them; a view's own offset and length kept. */
function asBytes(input) {
    if (ArrayBuffer.isView(input))
        return new Uint8Array(input.buffer, input.byteOffset, input.byteLength);
    if (isArrayBuffer(input))
        return new Uint8Array(input);
    throw new TypeError(`validateManifest: expected the manifest as a string, an ArrayBuffer or an ArrayBufferView (such as a Uint8Array or Buffer); got ${describeInput(input)}`);
}
/** By its tag, not `instanceof`: a buffer from another realm (a vm context, a worker) is one too. */
function isArrayBuffer(input) {
    const tag = Object.prototype.toString.call(input);
    return tag === '[object ArrayBuffer]' || tag === '[object SharedArrayBuffer]';
}
/** What a caller passed instead, in a few words. */
function describeInput(input) {
    if (input === null || input === undefined)
        return String(input);
    if (Array.isArray(input))
        return 'an array';
    if (typeof input !== 'object')
        return (0,_describe_js__WEBPACK_IMPORTED_MODULE_0__/* .withArticle */ .vJ)(typeof input);
    // Null for Object.create(null); the lib types say any.
    const prototype = Object.getPrototypeOf(input);
    const name = prototype?.constructor?.name;
    return typeof name === 'string' && name !== '' && name !== 'Object'
        ? (0,_describe_js__WEBPACK_IMPORTED_MODULE_0__/* .withArticle */ .vJ)(name)
        : 'an object';
}
function encodingProblem(message, encoding, at) {
    const anchor = { kind: 'text', offset: at, length: 0 };
    return (0,_problems_draft_js__WEBPACK_IMPORTED_MODULE_1__/* .draftOf */ .b)('encoding', { encoding, message, pointer: '', anchor });
}
/** Names the UTF-16 byte order that a byte order mark or a NUL next to an ASCII byte gives away. */
function utf16Kind(bytes) {
    const [first, second] = bytes;
    if (first === 0xff && second === 0xfe)
        return 'little-endian, with a byte order mark';
    if (first === 0xfe && second === 0xff)
        return 'big-endian, with a byte order mark';
    if (first === undefined || second === undefined)
        return undefined;
    if (first !== 0 && first < 0x80 && second === 0)
        return 'little-endian';
    if (first === 0 && second !== 0 && second < 0x80)
        return 'big-endian';
    return undefined;
}
/**
 * The text before the first byte that does not start a complete, valid UTF-8 sequence, and that
 * byte's index. A lossy decoding reads the same text up to its first U+FFFD that the bytes do not
 * spell as EF BF BD: there the first invalid sequence was replaced.
 */
function validPrefix(bytes) {
    const lossy = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
    let bad = 0;
    for (let from = 0;;) {
        const at = lossy.indexOf('\uFFFD', from);
        bad += utf8Encoder.encode(lossy.slice(from, at)).length;
        if (bytes[bad] !== 0xef || bytes[bad + 1] !== 0xbf || bytes[bad + 2] !== 0xbd)
            return { text: lossy.slice(0, at), bad };
        bad += 3;
        from = at + 1;
    }
}


/***/ }),

/***/ 3815:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   F: () => (/* binding */ unlessTooDeep)
/* harmony export */ });
/**
 * Runs a recursive parse, or returns undefined when the text nests more deeply than the stack
 * allows (JSON.parse copes with such text; jsonc-parser, used for syntax errors and duplicate
 * keys, does not). A regular expression that backtracks over megabytes of string overflows its
 * stack with the same RangeError.
 */
function unlessTooDeep(parse) {
    try {
        return parse();
    }
    catch (error) {
        if (error instanceof Error && error.name === 'RangeError')
            return undefined;
        throw error;
    }
}


/***/ }),

/***/ 6223:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Br: () => (/* binding */ jsonType),
/* harmony export */   bp: () => (/* binding */ describeValue),
/* harmony export */   cl: () => (/* binding */ quoteValue),
/* harmony export */   fK: () => (/* binding */ valueAt),
/* harmony export */   vJ: () => (/* binding */ withArticle)
/* harmony export */ });
/* harmony import */ var _util_control_characters_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(1690);
/* harmony import */ var _util_cut_short_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(2591);


/** The JSON type of a parsed value, as JSON Schema names types. */
function jsonType(value) {
    if (value === null)
        return 'null';
    if (Array.isArray(value))
        return 'array';
    if (typeof value === 'number')
        return Number.isInteger(value) ? 'integer' : 'number';
    return typeof value;
}
/** A short description of a value for a message: `number -1`, `string "Foo"`, `an object`. */
function describeValue(value) {
    const type = jsonType(value);
    if (type === 'object' || type === 'array')
        return withArticle(type);
    if (type === 'null')
        return 'null';
    return `${type === 'integer' ? 'number' : type} ${quoteValue(value)}`;
}
/**
 * A value as JSON, cut short when long, with what a log would hide or reorder (C1, U+2028,
 * U+2029, bidi controls) escaped as `\uXXXX`, as JSON.stringify escapes C0.
 */
function quoteValue(value) {
    const text = JSON.stringify(value) ?? String(value);
    // Escaped after the cut, so that no escape is cut in half.
    return (0,_util_control_characters_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeHiddenOrReordering */ .WR)((0,_util_cut_short_js__WEBPACK_IMPORTED_MODULE_1__/* .cutQuoted */ .Hu)(text));
}
/** `a string`, `an object`, `an integer`. */
function withArticle(type) {
    return /^[aeiou]/.test(type) ? `an ${type}` : `a ${type}`;
}
/** The value at a JSON Pointer of parsed JSON, or undefined. */
function valueAt(data, segments) {
    let value = data;
    for (const segment of segments) {
        if (value === null || typeof value !== 'object')
            return undefined;
        if (!Object.prototype.hasOwnProperty.call(value, segment))
            return undefined;
        value = value[segment];
    }
    return value;
}


/***/ }),

/***/ 117:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   O: () => (/* binding */ isJsonObject)
/* harmony export */ });
/** True for a JSON object (what JSON.parse makes of `{\u2026}`): not null, not an array. */
function isJsonObject(value) {
    return value !== null && typeof value === 'object' && !Array.isArray(value);
}


/***/ }),

/***/ 1985:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  c: () => (/* reexport */ parseTree),
  _: () => (/* binding */ printParseErrorCode)
});

;// CONCATENATED MODULE: ./node_modules/jsonc-parser/lib/esm/impl/scanner.js
/*---------------------------------------------------------------------------------------------
 *  Copyright (c) Microsoft Corporation. All rights reserved.
 *  Licensed under the MIT License. See License.txt in the project root for license information.
 *--------------------------------------------------------------------------------------------*/

/**
 * Creates a JSON scanner on the given text.
 * If ignoreTrivia is set, whitespaces or comments are ignored.
 */
function scanner_createScanner(text, ignoreTrivia = false) {
    const len = text.length;
    let pos = 0, value = '', tokenOffset = 0, token = 16 /* SyntaxKind.Unknown */, lineNumber = 0, lineStartOffset = 0, tokenLineStartOffset = 0, prevTokenLineStartOffset = 0, scanError = 0 /* ScanError.None */;
    function scanHexDigits(count, exact) {
        let digits = 0;
        let value = 0;
        while (digits < count || !exact) {
            let ch = text.charCodeAt(pos);
            if (ch >= 48 /* CharacterCodes._0 */ && ch <= 57 /* CharacterCodes._9 */) {
                value = value * 16 + ch - 48 /* CharacterCodes._0 */;
            }
            else if (ch >= 65 /* CharacterCodes.A */ && ch <= 70 /* CharacterCodes.F */) {
                value = value * 16 + ch - 65 /* CharacterCodes.A */ + 10;
            }
            else if (ch >= 97 /* CharacterCodes.a */ && ch <= 102 /* CharacterCodes.f */) {
                value = value * 16 + ch - 97 /* CharacterCodes.a */ + 10;
            }
            else {
                break;
            }
            pos++;
            digits++;
        }
        if (digits < count) {
            value = -1;
        }
        return value;
    }
    function setPosition(newPosition) {
        pos = newPosition;
        value = '';
        tokenOffset = 0;
        token = 16 /* SyntaxKind.Unknown */;
        scanError = 0 /* ScanError.None */;
    }
    function scanNumber() {
        let start = pos;
        if (text.charCodeAt(pos) === 48 /* CharacterCodes._0 */) {
            pos++;
        }
        else {
            pos++;
            while (pos < text.length && isDigit(text.charCodeAt(pos))) {
                pos++;
            }
        }
        if (pos < text.length && text.charCodeAt(pos) === 46 /* CharacterCodes.dot */) {
            pos++;
            if (pos < text.length && isDigit(text.charCodeAt(pos))) {
                pos++;
                while (pos < text.length && isDigit(text.charCodeAt(pos))) {
                    pos++;
                }
            }
            else {
                scanError = 3 /* ScanError.UnexpectedEndOfNumber */;
                return text.substring(start, pos);
            }
        }
        let end = pos;
        if (pos < text.length && (text.charCodeAt(pos) === 69 /* CharacterCodes.E */ || text.charCodeAt(pos) === 101 /* CharacterCodes.e */)) {
            pos++;
            if (pos < text.length && text.charCodeAt(pos) === 43 /* CharacterCodes.plus */ || text.charCodeAt(pos) === 45 /* CharacterCodes.minus */) {
                pos++;
            }
            if (pos < text.length && isDigit(text.charCodeAt(pos))) {
                pos++;
                while (pos < text.length && isDigit(text.charCodeAt(pos))) {
                    pos++;
                }
                end = pos;
            }
            else {
                scanError = 3 /* ScanError.UnexpectedEndOfNumber */;
            }
        }
        return text.substring(start, end);
    }
    function scanString() {
        let result = '', start = pos;
        while (true) {
            if (pos >= len) {
                result += text.substring(start, pos);
                scanError = 2 /* ScanError.UnexpectedEndOfString */;
                break;
            }
            const ch = text.charCodeAt(pos);
            if (ch === 34 /* CharacterCodes.doubleQuote */) {
                result += text.substring(start, pos);
                pos++;
                break;
            }
            if (ch === 92 /* CharacterCodes.backslash */) {
                result += text.substring(start, pos);
                pos++;
                if (pos >= len) {
                    scanError = 2 /* ScanError.UnexpectedEndOfString */;
                    break;
                }
                const ch2 = text.charCodeAt(pos++);
                switch (ch2) {
                    case 34 /* CharacterCodes.doubleQuote */:
                        result += '\"';
                        break;
                    case 92 /* CharacterCodes.backslash */:
                        result += '\\';
                        break;
                    case 47 /* CharacterCodes.slash */:
                        result += '/';
                        break;
                    case 98 /* CharacterCodes.b */:
                        result += '\b';
                        break;
                    case 102 /* CharacterCodes.f */:
                        result += '\f';
                        break;
                    case 110 /* CharacterCodes.n */:
                        result += '\n';
                        break;
                    case 114 /* CharacterCodes.r */:
                        result += '\r';
                        break;
                    case 116 /* CharacterCodes.t */:
                        result += '\t';
                        break;
                    case 117 /* CharacterCodes.u */:
                        const ch3 = scanHexDigits(4, true);
                        if (ch3 >= 0) {
                            result += String.fromCharCode(ch3);
                        }
                        else {
                            scanError = 4 /* ScanError.InvalidUnicode */;
                        }
                        break;
                    default:
                        scanError = 5 /* ScanError.InvalidEscapeCharacter */;
                }
                start = pos;
                continue;
            }
            if (ch >= 0 && ch <= 0x1f) {
                if (isLineBreak(ch)) {
                    result += text.substring(start, pos);
                    scanError = 2 /* ScanError.UnexpectedEndOfString */;
                    break;
                }
                else {
                    scanError = 6 /* ScanError.InvalidCharacter */;
                    // mark as error but continue with string
                }
            }
            pos++;
        }
        return result;
    }
    function scanNext() {
        value = '';
        scanError = 0 /* ScanError.None */;
        tokenOffset = pos;
        lineStartOffset = lineNumber;
        prevTokenLineStartOffset = tokenLineStartOffset;
        if (pos >= len) {
            // at the end
            tokenOffset = len;
            return token = 17 /* SyntaxKind.EOF */;
        }
        let code = text.charCodeAt(pos);
        // trivia: whitespace
        if (isWhiteSpace(code)) {
            do {
                pos++;
                value += String.fromCharCode(code);
                code = text.charCodeAt(pos);
            } while (isWhiteSpace(code));
            return token = 15 /* SyntaxKind.Trivia */;
        }
        // trivia: newlines
        if (isLineBreak(code)) {
            pos++;
            value += String.fromCharCode(code);
            if (code === 13 /* CharacterCodes.carriageReturn */ && text.charCodeAt(pos) === 10 /* CharacterCodes.lineFeed */) {
                pos++;
                value += '\n';
            }
            lineNumber++;
            tokenLineStartOffset = pos;
            return token = 14 /* SyntaxKind.LineBreakTrivia */;
        }
        switch (code) {
            // tokens: []{}:,
            case 123 /* CharacterCodes.openBrace */:
                pos++;
                return token = 1 /* SyntaxKind.OpenBraceToken */;
            case 125 /* CharacterCodes.closeBrace */:
                pos++;
                return token = 2 /* SyntaxKind.CloseBraceToken */;
            case 91 /* CharacterCodes.openBracket */:
                pos++;
                return token = 3 /* SyntaxKind.OpenBracketToken */;
            case 93 /* CharacterCodes.closeBracket */:
                pos++;
                return token = 4 /* SyntaxKind.CloseBracketToken */;
            case 58 /* CharacterCodes.colon */:
                pos++;
                return token = 6 /* SyntaxKind.ColonToken */;
            case 44 /* CharacterCodes.comma */:
                pos++;
                return token = 5 /* SyntaxKind.CommaToken */;
            // strings
            case 34 /* CharacterCodes.doubleQuote */:
                pos++;
                value = scanString();
                return token = 10 /* SyntaxKind.StringLiteral */;
            // comments
            case 47 /* CharacterCodes.slash */:
                const start = pos - 1;
                // Single-line comment
                if (text.charCodeAt(pos + 1) === 47 /* CharacterCodes.slash */) {
                    pos += 2;
                    while (pos < len) {
                        if (isLineBreak(text.charCodeAt(pos))) {
                            break;
                        }
                        pos++;
                    }
                    value = text.substring(start, pos);
                    return token = 12 /* SyntaxKind.LineCommentTrivia */;
                }
                // Multi-line comment
                if (text.charCodeAt(pos + 1) === 42 /* CharacterCodes.asterisk */) {
                    pos += 2;
                    const safeLength = len - 1; // For lookahead.
                    let commentClosed = false;
                    while (pos < safeLength) {
                        const ch = text.charCodeAt(pos);
                        if (ch === 42 /* CharacterCodes.asterisk */ && text.charCodeAt(pos + 1) === 47 /* CharacterCodes.slash */) {
                            pos += 2;
                            commentClosed = true;
                            break;
                        }
                        pos++;
                        if (isLineBreak(ch)) {
                            if (ch === 13 /* CharacterCodes.carriageReturn */ && text.charCodeAt(pos) === 10 /* CharacterCodes.lineFeed */) {
                                pos++;
                            }
                            lineNumber++;
                            tokenLineStartOffset = pos;
                        }
                    }
                    if (!commentClosed) {
                        pos++;
                        scanError = 1 /* ScanError.UnexpectedEndOfComment */;
                    }
                    value = text.substring(start, pos);
                    return token = 13 /* SyntaxKind.BlockCommentTrivia */;
                }
                // just a single slash
                value += String.fromCharCode(code);
                pos++;
                return token = 16 /* SyntaxKind.Unknown */;
            // numbers
            case 45 /* CharacterCodes.minus */:
                value += String.fromCharCode(code);
                pos++;
                if (pos === len || !isDigit(text.charCodeAt(pos))) {
                    return token = 16 /* SyntaxKind.Unknown */;
                }
            // found a minus, followed by a number so
            // we fall through to proceed with scanning
            // numbers
            case 48 /* CharacterCodes._0 */:
            case 49 /* CharacterCodes._1 */:
            case 50 /* CharacterCodes._2 */:
            case 51 /* CharacterCodes._3 */:
            case 52 /* CharacterCodes._4 */:
            case 53 /* CharacterCodes._5 */:
            case 54 /* CharacterCodes._6 */:
            case 55 /* CharacterCodes._7 */:
            case 56 /* CharacterCodes._8 */:
            case 57 /* CharacterCodes._9 */:
                value += scanNumber();
                return token = 11 /* SyntaxKind.NumericLiteral */;
            // literals and unknown symbols
            default:
                // is a literal? Read the full word.
                while (pos < len && isUnknownContentCharacter(code)) {
                    pos++;
                    code = text.charCodeAt(pos);
                }
                if (tokenOffset !== pos) {
                    value = text.substring(tokenOffset, pos);
                    // keywords: true, false, null
                    switch (value) {
                        case 'true': return token = 8 /* SyntaxKind.TrueKeyword */;
                        case 'false': return token = 9 /* SyntaxKind.FalseKeyword */;
                        case 'null': return token = 7 /* SyntaxKind.NullKeyword */;
                    }
                    return token = 16 /* SyntaxKind.Unknown */;
                }
                // some
                value += String.fromCharCode(code);
                pos++;
                return token = 16 /* SyntaxKind.Unknown */;
        }
    }
    function isUnknownContentCharacter(code) {
        if (isWhiteSpace(code) || isLineBreak(code)) {
            return false;
        }
        switch (code) {
            case 125 /* CharacterCodes.closeBrace */:
            case 93 /* CharacterCodes.closeBracket */:
            case 123 /* CharacterCodes.openBrace */:
            case 91 /* CharacterCodes.openBracket */:
            case 34 /* CharacterCodes.doubleQuote */:
            case 58 /* CharacterCodes.colon */:
            case 44 /* CharacterCodes.comma */:
            case 47 /* CharacterCodes.slash */:
                return false;
        }
        return true;
    }
    function scanNextNonTrivia() {
        let result;
        do {
            result = scanNext();
        } while (result >= 12 /* SyntaxKind.LineCommentTrivia */ && result <= 15 /* SyntaxKind.Trivia */);
        return result;
    }
    return {
        setPosition: setPosition,
        getPosition: () => pos,
        scan: ignoreTrivia ? scanNextNonTrivia : scanNext,
        getToken: () => token,
        getTokenValue: () => value,
        getTokenOffset: () => tokenOffset,
        getTokenLength: () => pos - tokenOffset,
        getTokenStartLine: () => lineStartOffset,
        getTokenStartCharacter: () => tokenOffset - prevTokenLineStartOffset,
        getTokenError: () => scanError,
    };
}
function isWhiteSpace(ch) {
    return ch === 32 /* CharacterCodes.space */ || ch === 9 /* CharacterCodes.tab */;
}
function isLineBreak(ch) {
    return ch === 10 /* CharacterCodes.lineFeed */ || ch === 13 /* CharacterCodes.carriageReturn */;
}
function isDigit(ch) {
    return ch >= 48 /* CharacterCodes._0 */ && ch <= 57 /* CharacterCodes._9 */;
}
var CharacterCodes;
(function (CharacterCodes) {
    CharacterCodes[CharacterCodes["lineFeed"] = 10] = "lineFeed";
    CharacterCodes[CharacterCodes["carriageReturn"] = 13] = "carriageReturn";
    CharacterCodes[CharacterCodes["space"] = 32] = "space";
    CharacterCodes[CharacterCodes["_0"] = 48] = "_0";
    CharacterCodes[CharacterCodes["_1"] = 49] = "_1";
    CharacterCodes[CharacterCodes["_2"] = 50] = "_2";
    CharacterCodes[CharacterCodes["_3"] = 51] = "_3";
    CharacterCodes[CharacterCodes["_4"] = 52] = "_4";
    CharacterCodes[CharacterCodes["_5"] = 53] = "_5";
    CharacterCodes[CharacterCodes["_6"] = 54] = "_6";
    CharacterCodes[CharacterCodes["_7"] = 55] = "_7";
    CharacterCodes[CharacterCodes["_8"] = 56] = "_8";
    CharacterCodes[CharacterCodes["_9"] = 57] = "_9";
    CharacterCodes[CharacterCodes["a"] = 97] = "a";
    CharacterCodes[CharacterCodes["b"] = 98] = "b";
    CharacterCodes[CharacterCodes["c"] = 99] = "c";
    CharacterCodes[CharacterCodes["d"] = 100] = "d";
    CharacterCodes[CharacterCodes["e"] = 101] = "e";
    CharacterCodes[CharacterCodes["f"] = 102] = "f";
    CharacterCodes[CharacterCodes["g"] = 103] = "g";
    CharacterCodes[CharacterCodes["h"] = 104] = "h";
    CharacterCodes[CharacterCodes["i"] = 105] = "i";
    CharacterCodes[CharacterCodes["j"] = 106] = "j";
    CharacterCodes[CharacterCodes["k"] = 107] = "k";
    CharacterCodes[CharacterCodes["l"] = 108] = "l";
    CharacterCodes[CharacterCodes["m"] = 109] = "m";
    CharacterCodes[CharacterCodes["n"] = 110] = "n";
    CharacterCodes[CharacterCodes["o"] = 111] = "o";
    CharacterCodes[CharacterCodes["p"] = 112] = "p";
    CharacterCodes[CharacterCodes["q"] = 113] = "q";
    CharacterCodes[CharacterCodes["r"] = 114] = "r";
    CharacterCodes[CharacterCodes["s"] = 115] = "s";
    CharacterCodes[CharacterCodes["t"] = 116] = "t";
    CharacterCodes[CharacterCodes["u"] = 117] = "u";
    CharacterCodes[CharacterCodes["v"] = 118] = "v";
    CharacterCodes[CharacterCodes["w"] = 119] = "w";
    CharacterCodes[CharacterCodes["x"] = 120] = "x";
    CharacterCodes[CharacterCodes["y"] = 121] = "y";
    CharacterCodes[CharacterCodes["z"] = 122] = "z";
    CharacterCodes[CharacterCodes["A"] = 65] = "A";
    CharacterCodes[CharacterCodes["B"] = 66] = "B";
    CharacterCodes[CharacterCodes["C"] = 67] = "C";
    CharacterCodes[CharacterCodes["D"] = 68] = "D";
    CharacterCodes[CharacterCodes["E"] = 69] = "E";
    CharacterCodes[CharacterCodes["F"] = 70] = "F";
    CharacterCodes[CharacterCodes["G"] = 71] = "G";
    CharacterCodes[CharacterCodes["H"] = 72] = "H";
    CharacterCodes[CharacterCodes["I"] = 73] = "I";
    CharacterCodes[CharacterCodes["J"] = 74] = "J";
    CharacterCodes[CharacterCodes["K"] = 75] = "K";
    CharacterCodes[CharacterCodes["L"] = 76] = "L";
    CharacterCodes[CharacterCodes["M"] = 77] = "M";
    CharacterCodes[CharacterCodes["N"] = 78] = "N";
    CharacterCodes[CharacterCodes["O"] = 79] = "O";
    CharacterCodes[CharacterCodes["P"] = 80] = "P";
    CharacterCodes[CharacterCodes["Q"] = 81] = "Q";
    CharacterCodes[CharacterCodes["R"] = 82] = "R";
    CharacterCodes[CharacterCodes["S"] = 83] = "S";
    CharacterCodes[CharacterCodes["T"] = 84] = "T";
    CharacterCodes[CharacterCodes["U"] = 85] = "U";
    CharacterCodes[CharacterCodes["V"] = 86] = "V";
    CharacterCodes[CharacterCodes["W"] = 87] = "W";
    CharacterCodes[CharacterCodes["X"] = 88] = "X";
    CharacterCodes[CharacterCodes["Y"] = 89] = "Y";
    CharacterCodes[CharacterCodes["Z"] = 90] = "Z";
    CharacterCodes[CharacterCodes["asterisk"] = 42] = "asterisk";
    CharacterCodes[CharacterCodes["backslash"] = 92] = "backslash";
    CharacterCodes[CharacterCodes["closeBrace"] = 125] = "closeBrace";
    CharacterCodes[CharacterCodes["closeBracket"] = 93] = "closeBracket";
    CharacterCodes[CharacterCodes["colon"] = 58] = "colon";
    CharacterCodes[CharacterCodes["comma"] = 44] = "comma";
    CharacterCodes[CharacterCodes["dot"] = 46] = "dot";
    CharacterCodes[CharacterCodes["doubleQuote"] = 34] = "doubleQuote";
    CharacterCodes[CharacterCodes["minus"] = 45] = "minus";
    CharacterCodes[CharacterCodes["openBrace"] = 123] = "openBrace";
    CharacterCodes[CharacterCodes["openBracket"] = 91] = "openBracket";
    CharacterCodes[CharacterCodes["plus"] = 43] = "plus";
    CharacterCodes[CharacterCodes["slash"] = 47] = "slash";
    CharacterCodes[CharacterCodes["formFeed"] = 12] = "formFeed";
    CharacterCodes[CharacterCodes["tab"] = 9] = "tab";
})(CharacterCodes || (CharacterCodes = {}));

;// CONCATENATED MODULE: ./node_modules/jsonc-parser/lib/esm/impl/parser.js
/*---------------------------------------------------------------------------------------------
 *  Copyright (c) Microsoft Corporation. All rights reserved.
 *  Licensed under the MIT License. See License.txt in the project root for license information.
 *--------------------------------------------------------------------------------------------*/


var ParseOptions;
(function (ParseOptions) {
    ParseOptions.DEFAULT = {
        allowTrailingComma: false
    };
})(ParseOptions || (ParseOptions = {}));
/**
 * For a given offset, evaluate the location in the JSON document. Each segment in the location path is either a property name or an array index.
 */
function getLocation(text, position) {
    const segments = []; // strings or numbers
    const earlyReturnException = new Object();
    let previousNode = undefined;
    const previousNodeInst = {
        value: {},
        offset: 0,
        length: 0,
        type: 'object',
        parent: undefined
    };
    let isAtPropertyKey = false;
    function setPreviousNode(value, offset, length, type) {
        previousNodeInst.value = value;
        previousNodeInst.offset = offset;
        previousNodeInst.length = length;
        previousNodeInst.type = type;
        previousNodeInst.colonOffset = undefined;
        previousNode = previousNodeInst;
    }
    try {
        visit(text, {
            onObjectBegin: (offset, length) => {
                if (position <= offset) {
                    throw earlyReturnException;
                }
                previousNode = undefined;
                isAtPropertyKey = position > offset;
                segments.push(''); // push a placeholder (will be replaced)
            },
            onObjectProperty: (name, offset, length) => {
                if (position < offset) {
                    throw earlyReturnException;
                }
                setPreviousNode(name, offset, length, 'property');
                segments[segments.length - 1] = name;
                if (position <= offset + length) {
                    throw earlyReturnException;
                }
            },
            onObjectEnd: (offset, length) => {
                if (position <= offset) {
                    throw earlyReturnException;
                }
                previousNode = undefined;
                segments.pop();
            },
            onArrayBegin: (offset, length) => {
                if (position <= offset) {
                    throw earlyReturnException;
                }
                previousNode = undefined;
                segments.push(0);
            },
            onArrayEnd: (offset, length) => {
                if (position <= offset) {
                    throw earlyReturnException;
                }
                previousNode = undefined;
                segments.pop();
            },
            onLiteralValue: (value, offset, length) => {
                if (position < offset) {
                    throw earlyReturnException;
                }
                setPreviousNode(value, offset, length, getNodeType(value));
                if (position <= offset + length) {
                    throw earlyReturnException;
                }
            },
            onSeparator: (sep, offset, length) => {
                if (position <= offset) {
                    throw earlyReturnException;
                }
                if (sep === ':' && previousNode && previousNode.type === 'property') {
                    previousNode.colonOffset = offset;
                    isAtPropertyKey = false;
                    previousNode = undefined;
                }
                else if (sep === ',') {
                    const last = segments[segments.length - 1];
                    if (typeof last === 'number') {
                        segments[segments.length - 1] = last + 1;
                    }
                    else {
                        isAtPropertyKey = true;
                        segments[segments.length - 1] = '';
                    }
                    previousNode = undefined;
                }
            }
        });
    }
    catch (e) {
        if (e !== earlyReturnException) {
            throw e;
        }
    }
    return {
        path: segments,
        previousNode,
        isAtPropertyKey,
        matches: (pattern) => {
            let k = 0;
            for (let i = 0; k < pattern.length && i < segments.length; i++) {
                if (pattern[k] === segments[i] || pattern[k] === '*') {
                    k++;
                }
                else if (pattern[k] !== '**') {
                    return false;
                }
            }
            return k === pattern.length;
        }
    };
}
/**
 * Parses the given text and returns the object the JSON content represents. On invalid input, the parser tries to be as fault tolerant as possible, but still return a result.
 * Therefore always check the errors list to find out if the input was valid.
 */
function parse(text, errors = [], options = ParseOptions.DEFAULT) {
    let currentProperty = null;
    let currentParent = [];
    const previousParents = [];
    function onValue(value) {
        if (Array.isArray(currentParent)) {
            currentParent.push(value);
        }
        else if (currentProperty !== null) {
            currentParent[currentProperty] = value;
        }
    }
    const visitor = {
        onObjectBegin: () => {
            const object = {};
            onValue(object);
            previousParents.push(currentParent);
            currentParent = object;
            currentProperty = null;
        },
        onObjectProperty: (name) => {
            currentProperty = name;
        },
        onObjectEnd: () => {
            currentParent = previousParents.pop();
        },
        onArrayBegin: () => {
            const array = [];
            onValue(array);
            previousParents.push(currentParent);
            currentParent = array;
            currentProperty = null;
        },
        onArrayEnd: () => {
            currentParent = previousParents.pop();
        },
        onLiteralValue: onValue,
        onError: (error, offset, length) => {
            errors.push({ error, offset, length });
        }
    };
    visit(text, visitor, options);
    return currentParent[0];
}
/**
 * Parses the given text and returns a tree representation the JSON content. On invalid input, the parser tries to be as fault tolerant as possible, but still return a result.
 */
function parseTree(text, errors = [], options = ParseOptions.DEFAULT) {
    let currentParent = { type: 'array', offset: -1, length: -1, children: [], parent: undefined }; // artificial root
    function ensurePropertyComplete(endOffset) {
        if (currentParent.type === 'property') {
            currentParent.length = endOffset - currentParent.offset;
            currentParent = currentParent.parent;
        }
    }
    function onValue(valueNode) {
        currentParent.children.push(valueNode);
        return valueNode;
    }
    const visitor = {
        onObjectBegin: (offset) => {
            currentParent = onValue({ type: 'object', offset, length: -1, parent: currentParent, children: [] });
        },
        onObjectProperty: (name, offset, length) => {
            currentParent = onValue({ type: 'property', offset, length: -1, parent: currentParent, children: [] });
            currentParent.children.push({ type: 'string', value: name, offset, length, parent: currentParent });
        },
        onObjectEnd: (offset, length) => {
            ensurePropertyComplete(offset + length); // in case of a missing value for a property: make sure property is complete
            currentParent.length = offset + length - currentParent.offset;
            currentParent = currentParent.parent;
            ensurePropertyComplete(offset + length);
        },
        onArrayBegin: (offset, length) => {
            currentParent = onValue({ type: 'array', offset, length: -1, parent: currentParent, children: [] });
        },
        onArrayEnd: (offset, length) => {
            currentParent.length = offset + length - currentParent.offset;
            currentParent = currentParent.parent;
            ensurePropertyComplete(offset + length);
        },
        onLiteralValue: (value, offset, length) => {
            onValue({ type: getNodeType(value), offset, length, parent: currentParent, value });
            ensurePropertyComplete(offset + length);
        },
        onSeparator: (sep, offset, length) => {
            if (currentParent.type === 'property') {
                if (sep === ':') {
                    currentParent.colonOffset = offset;
                }
                else if (sep === ',') {
                    ensurePropertyComplete(offset);
                }
            }
        },
        onError: (error, offset, length) => {
            errors.push({ error, offset, length });
        }
    };
    visit(text, visitor, options);
    const result = currentParent.children[0];
    if (result) {
        delete result.parent;
    }
    return result;
}
/**
 * Finds the node at the given path in a JSON DOM.
 */
function findNodeAtLocation(root, path) {
    if (!root) {
        return undefined;
    }
    let node = root;
    for (let segment of path) {
        if (typeof segment === 'string') {
            if (node.type !== 'object' || !Array.isArray(node.children)) {
                return undefined;
            }
            let found = false;
            for (const propertyNode of node.children) {
                if (Array.isArray(propertyNode.children) && propertyNode.children[0].value === segment && propertyNode.children.length === 2) {
                    node = propertyNode.children[1];
                    found = true;
                    break;
                }
            }
            if (!found) {
                return undefined;
            }
        }
        else {
            const index = segment;
            if (node.type !== 'array' || index < 0 || !Array.isArray(node.children) || index >= node.children.length) {
                return undefined;
            }
            node = node.children[index];
        }
    }
    return node;
}
/**
 * Gets the JSON path of the given JSON DOM node
 */
function getNodePath(node) {
    if (!node.parent || !node.parent.children) {
        return [];
    }
    const path = getNodePath(node.parent);
    if (node.parent.type === 'property') {
        const key = node.parent.children[0].value;
        path.push(key);
    }
    else if (node.parent.type === 'array') {
        const index = node.parent.children.indexOf(node);
        if (index !== -1) {
            path.push(index);
        }
    }
    return path;
}
/**
 * Evaluates the JavaScript object of the given JSON DOM node
 */
function getNodeValue(node) {
    switch (node.type) {
        case 'array':
            return node.children.map(getNodeValue);
        case 'object':
            const obj = Object.create(null);
            for (let prop of node.children) {
                const valueNode = prop.children[1];
                if (valueNode) {
                    obj[prop.children[0].value] = getNodeValue(valueNode);
                }
            }
            return obj;
        case 'null':
        case 'string':
        case 'number':
        case 'boolean':
            return node.value;
        default:
            return undefined;
    }
}
function contains(node, offset, includeRightBound = false) {
    return (offset >= node.offset && offset < (node.offset + node.length)) || includeRightBound && (offset === (node.offset + node.length));
}
/**
 * Finds the most inner node at the given offset. If includeRightBound is set, also finds nodes that end at the given offset.
 */
function findNodeAtOffset(node, offset, includeRightBound = false) {
    if (contains(node, offset, includeRightBound)) {
        const children = node.children;
        if (Array.isArray(children)) {
            for (let i = 0; i < children.length && children[i].offset <= offset; i++) {
                const item = findNodeAtOffset(children[i], offset, includeRightBound);
                if (item) {
                    return item;
                }
            }
        }
        return node;
    }
    return undefined;
}
/**
 * Parses the given text and invokes the visitor functions for each object, array and literal reached.
 */
function visit(text, visitor, options = ParseOptions.DEFAULT) {
    const _scanner = scanner_createScanner(text, false);
    // Important: Only pass copies of this to visitor functions to prevent accidental modification, and
    // to not affect visitor functions which stored a reference to a previous JSONPath
    const _jsonPath = [];
    // Depth of onXXXBegin() callbacks suppressed. onXXXEnd() decrements this if it isn't 0 already.
    // Callbacks are only called when this value is 0.
    let suppressedCallbacks = 0;
    function toNoArgVisit(visitFunction) {
        return visitFunction ? () => suppressedCallbacks === 0 && visitFunction(_scanner.getTokenOffset(), _scanner.getTokenLength(), _scanner.getTokenStartLine(), _scanner.getTokenStartCharacter()) : () => true;
    }
    function toOneArgVisit(visitFunction) {
        return visitFunction ? (arg) => suppressedCallbacks === 0 && visitFunction(arg, _scanner.getTokenOffset(), _scanner.getTokenLength(), _scanner.getTokenStartLine(), _scanner.getTokenStartCharacter()) : () => true;
    }
    function toOneArgVisitWithPath(visitFunction) {
        return visitFunction ? (arg) => suppressedCallbacks === 0 && visitFunction(arg, _scanner.getTokenOffset(), _scanner.getTokenLength(), _scanner.getTokenStartLine(), _scanner.getTokenStartCharacter(), () => _jsonPath.slice()) : () => true;
    }
    function toBeginVisit(visitFunction) {
        return visitFunction ?
            () => {
                if (suppressedCallbacks > 0) {
                    suppressedCallbacks++;
                }
                else {
                    let cbReturn = visitFunction(_scanner.getTokenOffset(), _scanner.getTokenLength(), _scanner.getTokenStartLine(), _scanner.getTokenStartCharacter(), () => _jsonPath.slice());
                    if (cbReturn === false) {
                        suppressedCallbacks = 1;
                    }
                }
            }
            : () => true;
    }
    function toEndVisit(visitFunction) {
        return visitFunction ?
            () => {
                if (suppressedCallbacks > 0) {
                    suppressedCallbacks--;
                }
                if (suppressedCallbacks === 0) {
                    visitFunction(_scanner.getTokenOffset(), _scanner.getTokenLength(), _scanner.getTokenStartLine(), _scanner.getTokenStartCharacter());
                }
            }
            : () => true;
    }
    const onObjectBegin = toBeginVisit(visitor.onObjectBegin), onObjectProperty = toOneArgVisitWithPath(visitor.onObjectProperty), onObjectEnd = toEndVisit(visitor.onObjectEnd), onArrayBegin = toBeginVisit(visitor.onArrayBegin), onArrayEnd = toEndVisit(visitor.onArrayEnd), onLiteralValue = toOneArgVisitWithPath(visitor.onLiteralValue), onSeparator = toOneArgVisit(visitor.onSeparator), onComment = toNoArgVisit(visitor.onComment), onError = toOneArgVisit(visitor.onError);
    const disallowComments = options && options.disallowComments;
    const allowTrailingComma = options && options.allowTrailingComma;
    function scanNext() {
        while (true) {
            const token = _scanner.scan();
            switch (_scanner.getTokenError()) {
                case 4 /* ScanError.InvalidUnicode */:
                    handleError(14 /* ParseErrorCode.InvalidUnicode */);
                    break;
                case 5 /* ScanError.InvalidEscapeCharacter */:
                    handleError(15 /* ParseErrorCode.InvalidEscapeCharacter */);
                    break;
                case 3 /* ScanError.UnexpectedEndOfNumber */:
                    handleError(13 /* ParseErrorCode.UnexpectedEndOfNumber */);
                    break;
                case 1 /* ScanError.UnexpectedEndOfComment */:
                    if (!disallowComments) {
                        handleError(11 /* ParseErrorCode.UnexpectedEndOfComment */);
                    }
                    break;
                case 2 /* ScanError.UnexpectedEndOfString */:
                    handleError(12 /* ParseErrorCode.UnexpectedEndOfString */);
                    break;
                case 6 /* ScanError.InvalidCharacter */:
                    handleError(16 /* ParseErrorCode.InvalidCharacter */);
                    break;
            }
            switch (token) {
                case 12 /* SyntaxKind.LineCommentTrivia */:
                case 13 /* SyntaxKind.BlockCommentTrivia */:
                    if (disallowComments) {
                        handleError(10 /* ParseErrorCode.InvalidCommentToken */);
                    }
                    else {
                        onComment();
                    }
                    break;
                case 16 /* SyntaxKind.Unknown */:
                    handleError(1 /* ParseErrorCode.InvalidSymbol */);
                    break;
                case 15 /* SyntaxKind.Trivia */:
                case 14 /* SyntaxKind.LineBreakTrivia */:
                    break;
                default:
                    return token;
            }
        }
    }
    function handleError(error, skipUntilAfter = [], skipUntil = []) {
        onError(error);
        if (skipUntilAfter.length + skipUntil.length > 0) {
            let token = _scanner.getToken();
            while (token !== 17 /* SyntaxKind.EOF */) {
                if (skipUntilAfter.indexOf(token) !== -1) {
                    scanNext();
                    break;
                }
                else if (skipUntil.indexOf(token) !== -1) {
                    break;
                }
                token = scanNext();
            }
        }
    }
    function parseString(isValue) {
        const value = _scanner.getTokenValue();
        if (isValue) {
            onLiteralValue(value);
        }
        else {
            onObjectProperty(value);
            // add property name afterwards
            _jsonPath.push(value);
        }
        scanNext();
        return true;
    }
    function parseLiteral() {
        switch (_scanner.getToken()) {
            case 11 /* SyntaxKind.NumericLiteral */:
                const tokenValue = _scanner.getTokenValue();
                let value = Number(tokenValue);
                if (isNaN(value)) {
                    handleError(2 /* ParseErrorCode.InvalidNumberFormat */);
                    value = 0;
                }
                onLiteralValue(value);
                break;
            case 7 /* SyntaxKind.NullKeyword */:
                onLiteralValue(null);
                break;
            case 8 /* SyntaxKind.TrueKeyword */:
                onLiteralValue(true);
                break;
            case 9 /* SyntaxKind.FalseKeyword */:
                onLiteralValue(false);
                break;
            default:
                return false;
        }
        scanNext();
        return true;
    }
    function parseProperty() {
        if (_scanner.getToken() !== 10 /* SyntaxKind.StringLiteral */) {
            handleError(3 /* ParseErrorCode.PropertyNameExpected */, [], [2 /* SyntaxKind.CloseBraceToken */, 5 /* SyntaxKind.CommaToken */]);
            return false;
        }
        parseString(false);
        if (_scanner.getToken() === 6 /* SyntaxKind.ColonToken */) {
            onSeparator(':');
            scanNext(); // consume colon
            if (!parseValue()) {
                handleError(4 /* ParseErrorCode.ValueExpected */, [], [2 /* SyntaxKind.CloseBraceToken */, 5 /* SyntaxKind.CommaToken */]);
            }
        }
        else {
            handleError(5 /* ParseErrorCode.ColonExpected */, [], [2 /* SyntaxKind.CloseBraceToken */, 5 /* SyntaxKind.CommaToken */]);
        }
        _jsonPath.pop(); // remove processed property name
        return true;
    }
    function parseObject() {
        onObjectBegin();
        scanNext(); // consume open brace
        let needsComma = false;
        while (_scanner.getToken() !== 2 /* SyntaxKind.CloseBraceToken */ && _scanner.getToken() !== 17 /* SyntaxKind.EOF */) {
            if (_scanner.getToken() === 5 /* SyntaxKind.CommaToken */) {
                if (!needsComma) {
                    handleError(4 /* ParseErrorCode.ValueExpected */, [], []);
                }
                onSeparator(',');
                scanNext(); // consume comma
                if (_scanner.getToken() === 2 /* SyntaxKind.CloseBraceToken */ && allowTrailingComma) {
                    break;
                }
            }
            else if (needsComma) {
                handleError(6 /* ParseErrorCode.CommaExpected */, [], []);
            }
            if (!parseProperty()) {
                handleError(4 /* ParseErrorCode.ValueExpected */, [], [2 /* SyntaxKind.CloseBraceToken */, 5 /* SyntaxKind.CommaToken */]);
            }
            needsComma = true;
        }
        onObjectEnd();
        if (_scanner.getToken() !== 2 /* SyntaxKind.CloseBraceToken */) {
            handleError(7 /* ParseErrorCode.CloseBraceExpected */, [2 /* SyntaxKind.CloseBraceToken */], []);
        }
        else {
            scanNext(); // consume close brace
        }
        return true;
    }
    function parseArray() {
        onArrayBegin();
        scanNext(); // consume open bracket
        let isFirstElement = true;
        let needsComma = false;
        while (_scanner.getToken() !== 4 /* SyntaxKind.CloseBracketToken */ && _scanner.getToken() !== 17 /* SyntaxKind.EOF */) {
            if (_scanner.getToken() === 5 /* SyntaxKind.CommaToken */) {
                if (!needsComma) {
                    handleError(4 /* ParseErrorCode.ValueExpected */, [], []);
                }
                onSeparator(',');
                scanNext(); // consume comma
                if (_scanner.getToken() === 4 /* SyntaxKind.CloseBracketToken */ && allowTrailingComma) {
                    break;
                }
            }
            else if (needsComma) {
                handleError(6 /* ParseErrorCode.CommaExpected */, [], []);
            }
            if (isFirstElement) {
                _jsonPath.push(0);
                isFirstElement = false;
            }
            else {
                _jsonPath[_jsonPath.length - 1]++;
            }
            if (!parseValue()) {
                handleError(4 /* ParseErrorCode.ValueExpected */, [], [4 /* SyntaxKind.CloseBracketToken */, 5 /* SyntaxKind.CommaToken */]);
            }
            needsComma = true;
        }
        onArrayEnd();
        if (!isFirstElement) {
            _jsonPath.pop(); // remove array index
        }
        if (_scanner.getToken() !== 4 /* SyntaxKind.CloseBracketToken */) {
            handleError(8 /* ParseErrorCode.CloseBracketExpected */, [4 /* SyntaxKind.CloseBracketToken */], []);
        }
        else {
            scanNext(); // consume close bracket
        }
        return true;
    }
    function parseValue() {
        switch (_scanner.getToken()) {
            case 3 /* SyntaxKind.OpenBracketToken */:
                return parseArray();
            case 1 /* SyntaxKind.OpenBraceToken */:
                return parseObject();
            case 10 /* SyntaxKind.StringLiteral */:
                return parseString(true);
            default:
                return parseLiteral();
        }
    }
    scanNext();
    if (_scanner.getToken() === 17 /* SyntaxKind.EOF */) {
        if (options.allowEmptyContent) {
            return true;
        }
        handleError(4 /* ParseErrorCode.ValueExpected */, [], []);
        return false;
    }
    if (!parseValue()) {
        handleError(4 /* ParseErrorCode.ValueExpected */, [], []);
        return false;
    }
    if (_scanner.getToken() !== 17 /* SyntaxKind.EOF */) {
        handleError(9 /* ParseErrorCode.EndOfFileExpected */, [], []);
    }
    return true;
}
/**
 * Takes JSON with JavaScript-style comments and remove
 * them. Optionally replaces every none-newline character
 * of comments with a replaceCharacter
 */
function stripComments(text, replaceCh) {
    let _scanner = createScanner(text), parts = [], kind, offset = 0, pos;
    do {
        pos = _scanner.getPosition();
        kind = _scanner.scan();
        switch (kind) {
            case 12 /* SyntaxKind.LineCommentTrivia */:
            case 13 /* SyntaxKind.BlockCommentTrivia */:
            case 17 /* SyntaxKind.EOF */:
                if (offset !== pos) {
                    parts.push(text.substring(offset, pos));
                }
                if (replaceCh !== undefined) {
                    parts.push(_scanner.getTokenValue().replace(/[^\r\n]/g, replaceCh));
                }
                offset = _scanner.getPosition();
                break;
        }
    } while (kind !== 17 /* SyntaxKind.EOF */);
    return parts.join('');
}
function getNodeType(value) {
    switch (typeof value) {
        case 'boolean': return 'boolean';
        case 'number': return 'number';
        case 'string': return 'string';
        case 'object': {
            if (!value) {
                return 'null';
            }
            else if (Array.isArray(value)) {
                return 'array';
            }
            return 'object';
        }
        default: return 'null';
    }
}

;// CONCATENATED MODULE: ./src/manifest/json/jsonc-parser.ts

/** The names of jsonc-parser's ParseErrorCode, its values being 1 to 16 in this order. */
const PARSE_ERROR_NAMES = `InvalidSymbol InvalidNumberFormat PropertyNameExpected ValueExpected
  ColonExpected CommaExpected CloseBraceExpected CloseBracketExpected EndOfFileExpected
  InvalidCommentToken UnexpectedEndOfComment UnexpectedEndOfString UnexpectedEndOfNumber
  InvalidUnicode InvalidEscapeCharacter InvalidCharacter`.split(/\s+/);
/** The name of a parse error's code, as jsonc-parser's printParseErrorCode gives it. */
function printParseErrorCode(code) {
    return PARSE_ERROR_NAMES[code - 1] ?? '<unknown ParseErrorCode>';
}


/***/ }),

/***/ 2305:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   r: () => (/* binding */ LineIndex)
/* harmony export */ });
/** Turns offsets of a text into lines and columns; `\n`, `\r\n` and a lone `\r` end a line. */
class LineIndex {
    lineStarts = [0];
    constructor(text) {
        // Most texts end their lines with `\n` alone: indexOf finds those faster than a loop.
        if (!text.includes('\r')) {
            for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1))
                this.lineStarts.push(i + 1);
            return;
        }
        for (let i = 0; i < text.length; i++) {
            const c = text.charCodeAt(i);
            if (c === 10 || (c === 13 && text.charCodeAt(i + 1) !== 10))
                this.lineStarts.push(i + 1);
        }
    }
    /** The 1-based line and column (in UTF-16 code units) of `offset`, which may be the text's end. */
    at(offset) {
        let low = 0;
        let high = this.lineStarts.length - 1;
        while (low < high) {
            const middle = (low + high + 1) >> 1;
            if (this.lineStarts[middle] <= offset)
                low = middle;
            else
                high = middle - 1;
        }
        return { line: low + 1, column: offset - this.lineStarts[low] + 1 };
    }
}


/***/ }),

/***/ 7900:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   D: () => (/* binding */ locateProblems)
/* harmony export */ });
/* harmony import */ var _positions_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(8456);
/* harmony import */ var _line_index_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(2305);


/** Gives every draft its line and column, scanning the text once for all their places. */
function locateProblems(text, drafts) {
    // Loops, not flatMap and map: this runs once a file, mostly before V8 optimizes it.
    const pointers = [];
    for (const draft of drafts)
        if (draft.anchor.kind !== 'text')
            pointers.push(draft.pointer);
    const positions = pointers.length > 0 ? (0,_positions_js__WEBPACK_IMPORTED_MODULE_0__/* .positionsOf */ .q)(text, pointers) : new Map();
    const lines = new _line_index_js__WEBPACK_IMPORTED_MODULE_1__/* .LineIndex */ .r(text);
    const located = [];
    let inOrder = true;
    for (const draft of drafts) {
        const { anchor, ...problem } = draft;
        const range = anchorRange(text, positions, problem.pointer, anchor);
        const start = lines.at(range.offset);
        const end = lines.at(range.offset + range.length);
        const last = located[located.length - 1];
        if (last !== undefined && (last.line - start.line || last.column - start.column) > 0)
            inOrder = false;
        // The rest is a new object: adding to it, not spreading it, keeps V8 on its fast path.
        located.push(Object.assign(problem, {
            line: start.line,
            column: start.column,
            endLine: end.line,
            endColumn: end.column,
        }));
    }
    // The sort is stable: problems already in order (most files') stay as they are.
    return inOrder ? located : located.sort((a, b) => a.line - b.line || a.column - b.column);
}
function anchorRange(text, positions, pointer, anchor) {
    if (anchor.kind === 'text')
        return { offset: anchor.offset, length: anchor.length };
    const position = positionAt(positions, pointer);
    if (!position)
        return { offset: 0, length: 0 };
    if (anchor.kind === 'key')
        return position.key ?? position.value;
    const { value } = position;
    if (anchor.inString && text.charCodeAt(value.offset) === 0x22) {
        const inner = text.slice(value.offset + 1, value.offset + value.length - 1);
        const start = rawIndex(inner, anchor.inString.offset);
        const end = rawIndex(inner, anchor.inString.offset + anchor.inString.length);
        return { offset: value.offset + 1 + start, length: end - start };
    }
    return value;
}
/** The position at `pointer`, or of the deepest value that exists on the way there. */
function positionAt(positions, pointer) {
    let at = pointer;
    for (;;) {
        const position = positions.get(at);
        if (position || at === '')
            return position;
        at = at.slice(0, at.lastIndexOf('/'));
    }
}
/** The offset in a string token's raw text (between the quotes) of the decoded string's `index`. */
function rawIndex(raw, index) {
    // Up to the first backslash, each character stands for itself.
    const escape = raw.indexOf('\\');
    if (escape < 0 || escape >= index)
        return Math.min(index, raw.length);
    let decoded = escape;
    let i = escape;
    while (i < raw.length && decoded < index) {
        i += raw.charCodeAt(i) === BACKSLASH ? (raw.charCodeAt(i + 1) === LETTER_U ? 6 : 2) : 1;
        decoded++;
    }
    return i;
}
const [BACKSLASH, LETTER_U] = [0x5c, 0x75];


/***/ }),

/***/ 9825:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   LQ: () => (/* binding */ pointerSegment),
/* harmony export */   Y2: () => (/* binding */ childPointer),
/* harmony export */   cP: () => (/* binding */ pointerSegments),
/* harmony export */   dW: () => (/* binding */ pointerKey)
/* harmony export */ });
/** Escapes one key or index for a JSON Pointer (RFC 6901). */
function pointerSegment(key) {
    if (typeof key === 'number')
        return String(key);
    // Most keys have neither character; skipping the replacements is most of the cost.
    if (!key.includes('~') && !key.includes('/'))
        return key;
    // split/join, not replace(/\u2026/g): five times as fast on a key of a million slashes.
    return key.split('~').join('~0').split('/').join('~1');
}
/** Appends `key` to `pointer`. */
function childPointer(pointer, key) {
    return `${pointer}/${pointerSegment(key)}`;
}
/** Splits a JSON Pointer into its unescaped segments (`""` is the root: no segments). */
function pointerSegments(pointer) {
    if (pointer === '')
        return [];
    const segments = pointer.slice(1).split('/');
    if (!pointer.includes('~'))
        return segments;
    return segments.map(pointerKey);
}
/** The key or index one escaped segment names (RFC 6901: `~1` is `/`, then `~0` is `~`). */
function pointerKey(segment) {
    return segment.includes('~') ? segment.replace(/~1/g, '/').replace(/~0/g, '~') : segment;
}


/***/ }),

/***/ 8456:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   q: () => (/* binding */ positionsOf)
/* harmony export */ });
/* harmony import */ var _tokens_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(2792);
/* harmony import */ var _pointer_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(9825);


/**
 * Most children a raw key is compared with one by one; with more, it is decoded and looked up.
 * Most containers have one or two wanted children.
 */
const MOST_COMPARED_KEYS = 16;
/**
 * The positions of the values at `pointers` (and of every container on the way to them) in JSON
 * text that JSON.parse accepted. One pass, no recursion, so any nesting depth works; subtrees
 * that hold no wanted pointer, and wanted containers that hold none, are skipped without reading
 * anything in them. As JSON.parse keeps the last of duplicate keys, the last one's position wins.
 */
function positionsOf(text, pointers) {
    const root = wantedTree(pointers);
    // Without a backslash in the text, every key is its raw text: no key needs decoding.
    const rawKeys = !text.includes('\\');
    const found = new Map();
    const stack = [];
    let i = (0,_tokens_js__WEBPACK_IMPORTED_MODULE_0__/* .skipSpace */ .AN)(text, 0);
    while (i < text.length) {
        const c = text.charCodeAt(i);
        const frame = stack[stack.length - 1];
        if (c === 0x2c /* , */) {
            if (frame !== undefined && !frame.isObject)
                frame.index++;
            i = (0,_tokens_js__WEBPACK_IMPORTED_MODULE_0__/* .skipSpace */ .AN)(text, i + 1);
            continue;
        }
        if (c === 0x7d /* } */ || c === 0x5d /* ] */) {
            stack.pop();
            if (frame !== undefined)
                record(found, stack, frame.wanted.pointer, frame.start, i + 1 - frame.start);
            const parent = stack[stack.length - 1];
            if (parent !== undefined)
                parent.inValue = false;
            i = (0,_tokens_js__WEBPACK_IMPORTED_MODULE_0__/* .skipSpace */ .AN)(text, i + 1);
            continue;
        }
        if (frame !== undefined && frame.isObject && !frame.inValue) {
            // A key, then a colon.
            const end = (0,_tokens_js__WEBPACK_IMPORTED_MODULE_0__/* .stringEnd */ .VS)(text, i);
            frame.keyOffset = i;
            frame.keyLength = end - i;
            frame.inValue = true;
            frame.child = childByKey(frame.wanted, text, i, end, rawKeys);
            i = (0,_tokens_js__WEBPACK_IMPORTED_MODULE_0__/* .skipSpace */ .AN)(text, (0,_tokens_js__WEBPACK_IMPORTED_MODULE_0__/* .skipSpace */ .AN)(text, end) + 1);
            continue;
        }
        const wanted = frame === undefined
            ? root
            : frame.isObject
                ? frame.child
                : frame.wanted.byIndex?.get(frame.index);
        if (c === 0x7b /* { */ || c === 0x5b /* [ */) {
            if (wanted === undefined || wanted.bySegment === undefined) {
                // Nothing asked for inside: skip the whole container, placing it if it was asked for.
                const end = (0,_tokens_js__WEBPACK_IMPORTED_MODULE_0__/* .containerEnd */ .X5)(text, i);
                if (wanted !== undefined)
                    record(found, stack, wanted.pointer, i, end - i);
                if (frame !== undefined)
                    frame.inValue = false;
                i = (0,_tokens_js__WEBPACK_IMPORTED_MODULE_0__/* .skipSpace */ .AN)(text, end);
                continue;
            }
            stack.push({
                wanted,
                isObject: c === 0x7b,
                child: undefined,
                inValue: false,
                index: 0,
                start: i,
                keyOffset: 0,
                keyLength: 0,
            });
            i = (0,_tokens_js__WEBPACK_IMPORTED_MODULE_0__/* .skipSpace */ .AN)(text, i + 1);
            continue;
        }
        const end = c === _tokens_js__WEBPACK_IMPORTED_MODULE_0__/* .QUOTE */ .jA ? (0,_tokens_js__WEBPACK_IMPORTED_MODULE_0__/* .stringEnd */ .VS)(text, i) : (0,_tokens_js__WEBPACK_IMPORTED_MODULE_0__/* .scalarEnd */ .Of)(text, i);
        if (wanted !== undefined)
            record(found, stack, wanted.pointer, i, end - i);
        if (frame !== undefined)
            frame.inValue = false;
        i = (0,_tokens_js__WEBPACK_IMPORTED_MODULE_0__/* .skipSpace */ .AN)(text, end);
    }
    return found;
}
/** The tree of `pointers`: the root, each pointer's containers on the way, the pointers. */
function wantedTree(pointers) {
    const root = wantedAt('');
    for (const pointer of pointers) {
        let node = root;
        for (let start = 1; node.pointer !== pointer;) {
            const slash = pointer.indexOf('/', start);
            const end = slash < 0 ? pointer.length : slash;
            const segment = pointer.slice(start, end);
            node.bySegment ??= new Map();
            let child = node.bySegment.get(segment);
            if (child === undefined) {
                child = wantedAt(pointer.slice(0, end));
                node.bySegment.set(segment, child);
                node.keys.push((0,_pointer_js__WEBPACK_IMPORTED_MODULE_1__/* .pointerKey */ .dW)(segment));
                node.nodes.push(child);
                if (ARRAY_INDEX.test(segment))
                    (node.byIndex ??= new Map()).set(Number(segment), child);
            }
            node = child;
            start = end + 1;
        }
    }
    return root;
}
function wantedAt(pointer) {
    return { pointer, bySegment: undefined, keys: [], nodes: [], byIndex: undefined };
}
/** A segment that names an array's item: no sign, no leading zero, a safe integer's digits. */
const ARRAY_INDEX = /^(?:0|[1-9]\d{0,14})$/;
/** The wanted child named by the key token from `start` to `end` (its quotes included). */
function childByKey(wanted, text, start, end, rawKeys) {
    const { keys } = wanted;
    if (rawKeys && keys.length <= MOST_COMPARED_KEYS) {
        // The raw key is the key: held to each wanted one in place, no string made.
        const length = end - start - 2;
        for (let k = 0; k < keys.length; k++) {
            const key = keys[k];
            if (key.length === length && text.startsWith(key, start + 1))
                return wanted.nodes[k];
        }
        return undefined;
    }
    return wanted.bySegment?.get((0,_pointer_js__WEBPACK_IMPORTED_MODULE_1__/* .pointerSegment */ .LQ)((0,_tokens_js__WEBPACK_IMPORTED_MODULE_0__/* .decodeString */ .sc)(text, start, end)));
}
/** Records where the value at `pointer` is, with its key when its container is an object. */
function record(found, stack, pointer, offset, length) {
    const value = { offset, length };
    const parent = stack[stack.length - 1];
    found.set(pointer, parent?.isObject === true
        ? { value, key: { offset: parent.keyOffset, length: parent.keyLength } }
        : { value });
}


/***/ }),

/***/ 8337:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   R: () => (/* binding */ syntaxProblem)
/* harmony export */ });
/* harmony import */ var _jsonc_parser_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(1985);
/* harmony import */ var _util_code_point_name_js__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(2686);
/* harmony import */ var _deep_nesting_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(3815);
/* harmony import */ var _problems_draft_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(5701);
/* harmony import */ var _util_cut_short_js__WEBPACK_IMPORTED_MODULE_4__ = __nccwpck_require__(2591);





/** What each parse error of jsonc-parser means, said for a person. */
const EXPECTED = {
    InvalidSymbol: 'expected a JSON value',
    InvalidNumberFormat: 'invalid number',
    PropertyNameExpected: 'expected a property name in double quotes',
    ValueExpected: 'expected a value',
    ColonExpected: "expected ':' after the property name",
    CommaExpected: "expected ',' or the end of the object or array",
    CloseBraceExpected: "expected ',' or '}'",
    CloseBracketExpected: "expected ',' or ']'",
    EndOfFileExpected: 'expected the end of the file after the JSON value',
    InvalidCommentToken: 'comments are not allowed in JSON',
    UnexpectedEndOfComment: 'comments are not allowed in JSON',
    UnexpectedEndOfString: 'unterminated string: expected a closing double quote',
    UnexpectedEndOfNumber: 'expected a digit',
    InvalidUnicode: 'invalid \\u escape: expected four hexadecimal digits',
    InvalidEscapeCharacter: 'invalid escape sequence in a string',
    InvalidCharacter: 'control characters in strings must be escaped',
};
/** The first JSON syntax error of a text that JSON.parse rejected, at the offending character. */
function syntaxProblem(text, parseMessage) {
    if (text.trim() === '')
        return jsonSyntax('the file is empty: expected a JSON object', 0, 0);
    const errors = [];
    (0,_deep_nesting_js__WEBPACK_IMPORTED_MODULE_2__/* .unlessTooDeep */ .F)(() => (0,_jsonc_parser_js__WEBPACK_IMPORTED_MODULE_0__/* .parseTree */ .c)(text, errors, { disallowComments: true, allowTrailingComma: false }));
    const first = errors[0];
    // Too deep for jsonc-parser (or, never seen, a disagreement): JSON.parse's own word and place.
    if (!first)
        return jsonSyntax(`invalid JSON: ${parseMessage}`, parseErrorOffset(text, parseMessage), 0);
    const length = Math.max(first.length, first.offset < text.length ? 1 : 0);
    return explain((0,_jsonc_parser_js__WEBPACK_IMPORTED_MODULE_0__/* .printParseErrorCode */ ._)(first.error), text, first.offset, length);
}
/** Narrows jsonc-parser's error to the offending characters and says what was expected there. */
function explain(code, text, offset, length) {
    const at = (message, start, size) => {
        const found = start < text.length ? quote(text.slice(start, start + size)) : 'the end of the file';
        return jsonSyntax(`${message}; found ${found}`, start, size);
    };
    const token = text.slice(offset, offset + length);
    if (code === 'InvalidCharacter') {
        // eslint-disable-next-line no-control-regex -- JSON forbids U+0000 to U+001F unescaped in strings
        const index = token.search(/[\u0000-\u001f]/);
        const message = `control characters in strings must be escaped; found ${(0,_util_code_point_name_js__WEBPACK_IMPORTED_MODULE_3__/* .codePointName */ .R)(token.charAt(index))}`;
        if (index >= 0)
            return jsonSyntax(message, offset + index, 1);
    }
    if (code === 'InvalidEscapeCharacter') {
        const index = token.search(/\\[^"\\/bfnrtu]/);
        if (index >= 0)
            return at('invalid escape sequence; expected one of \\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX', offset + index, 2);
    }
    if (code === 'InvalidUnicode') {
        const escape = /\\u[0-9a-fA-F]{0,3}(?![0-9a-fA-F])/.exec(token);
        if (escape)
            return at(EXPECTED.InvalidUnicode, offset + escape.index, escape[0].length);
    }
    const leadingZero = /^0\d+/.exec(text.slice(offset - 1));
    if (leadingZero && /\d/.test(token[0] ?? '') && startsNumber(text, offset - 1))
        return at('invalid number: leading zeros are not allowed', offset - 1, leadingZero[0].length);
    if ((code === 'PropertyNameExpected' || code === 'ValueExpected') &&
        /[}\]]/.test(token) &&
        precededByComma(text, offset))
        return at('a trailing comma is not allowed in JSON', offset, length);
    if (code === 'InvalidSymbol' && /^\s*:/.test(text.slice(offset + length)))
        return at(EXPECTED.PropertyNameExpected, offset, length);
    return at(EXPECTED[code] ?? `invalid JSON (${code})`, offset, length);
}
function parseErrorOffset(text, parseMessage) {
    const position = /at position (\d+)/.exec(parseMessage);
    if (position)
        return Math.min(Number(position[1]), text.length);
    return /end of JSON input/.test(parseMessage) ? text.length : 0;
}
function precededByComma(text, offset) {
    let i = offset - 1;
    while (i >= 0 && /\s/.test(text[i]))
        i--;
    return text[i] === ',';
}
/** True when the character at `offset` begins a number's integer part (not its fraction or exponent). */
function startsNumber(text, offset) {
    const before = text[offset - 1] ?? '';
    if (before === '-')
        return !/[eE]/.test(text[offset - 2] ?? '');
    return !/[\d.eE+]/.test(before);
}
/** A token between backticks as it stands in the file; invisible control characters are escaped. */
function quote(token) {
    const shown = (0,_util_cut_short_js__WEBPACK_IMPORTED_MODULE_4__/* .cutShort */ .VV)(token, 20, 20);
    let escaped = '';
    for (const c of shown)
        escaped += c.charCodeAt(0) < 0x20 ? (0,_util_code_point_name_js__WEBPACK_IMPORTED_MODULE_3__/* .codePointName */ .R)(c) : c;
    return `\`${escaped}\``;
}
function jsonSyntax(message, offset, length) {
    return (0,_problems_draft_js__WEBPACK_IMPORTED_MODULE_1__/* .draftOf */ .b)('json-syntax', { message, pointer: '', anchor: { kind: 'text', offset, length } });
}


/***/ }),

/***/ 2792:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   AN: () => (/* binding */ skipSpace),
/* harmony export */   Of: () => (/* binding */ scalarEnd),
/* harmony export */   RB: () => (/* binding */ isJsonSpace),
/* harmony export */   VS: () => (/* binding */ stringEnd),
/* harmony export */   X5: () => (/* binding */ containerEnd),
/* harmony export */   jA: () => (/* binding */ QUOTE),
/* harmony export */   sc: () => (/* binding */ decodeString)
/* harmony export */ });
/**
 * The tokens of JSON text, each read from its first character: the walker (walk-json.ts) and
 * the positions scan (positions.ts) read JSON by them. None looks past the text's end or throws, whatever the text.
 */
const QUOTE = 0x22;
const BACKSLASH = 0x5c;
/** Whether `code` is JSON whitespace: space, line feed, carriage return or tab. */
function isJsonSpace(code) {
    return code === 0x20 || code === 0x0a || code === 0x0d || code === 0x09;
}
/** The first offset from `i` on that is not JSON whitespace. */
function skipSpace(text, i) {
    while (i < text.length && isJsonSpace(text.charCodeAt(i)))
        i++;
    return i;
}
/** Just past the closing quote of the string starting at `i`. */
function stringEnd(text, i) {
    // indexOf finds the next quote in native code: most of a manifest's characters are in strings.
    for (let j = i;;) {
        j = text.indexOf('"', j + 1);
        if (j < 0)
            return text.length;
        // An odd run of backslashes just before it escapes it. The count runs at least once for
        // every quote: code V8 optimized before meeting an escape was thrown away at the first one.
        let k = j;
        do
            k--;
        while (k > i && text.charCodeAt(k) === BACKSLASH);
        if (((j - k) & 1) === 1)
            return j + 1;
    }
}
/** Just past a number, `true`, `false` or `null`. */
function scalarEnd(text, i) {
    let j = i;
    while (j < text.length) {
        const c = text.charCodeAt(j);
        if (c === 0x2c || c === 0x7d || c === 0x5d || isJsonSpace(c))
            break;
        j++;
    }
    return j;
}
/** The value of the string token from `start` to `end` (its quotes included). */
function decodeString(text, start, end) {
    const raw = text.slice(start + 1, end - 1);
    if (!raw.includes('\\'))
        return raw;
    try {
        return JSON.parse(text.slice(start, end));
    }
    catch {
        // Only text JSON.parse refused has a bad escape: name the key as written, never throw.
        return raw;
    }
}
/** Just past the bracket that closes the container opening at `i`. */
function containerEnd(text, i) {
    let depth = 0;
    for (let j = i; j < text.length; j++) {
        const c = text.charCodeAt(j);
        if (c === QUOTE)
            j = stringEnd(text, j) - 1;
        else if (c === 0x7b || c === 0x5b)
            depth++;
        else if ((c === 0x7d || c === 0x5d) && --depth === 0)
            return j + 1;
    }
    return text.length;
}


/***/ }),

/***/ 2534:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   I: () => (/* binding */ countValues)
/* harmony export */ });
/**
 * Counts the items of every list and the keys of every object in a parsed value, in one walk
 * and without recursion (nesting may be deep). Stops once the items pass `mostItems`: then the
 * counts are a lower bound.
 */
function countValues(data, mostItems) {
    let items = 0;
    let keys = 0;
    const pending = [data];
    while (pending.length > 0 && items <= mostItems) {
        const value = pending.pop();
        if (value === null || typeof value !== 'object')
            continue;
        if (Array.isArray(value)) {
            items += value.length;
            for (const child of value)
                pending.push(child);
        }
        else {
            // JSON.parse makes plain objects: `in` sees only their own keys, and no array is made.
            for (const key in value) {
                keys++;
                pending.push(value[key]);
            }
        }
    }
    return { items, keys };
}


/***/ }),

/***/ 1935:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   a: () => (/* binding */ MANIFEST_KINDS),
/* harmony export */   j: () => (/* binding */ manifestKindAt)
/* harmony export */ });
/**
 * How today's vcpkg reads a manifest: a port's (in a registry's `ports/<name>/`), where `name`
 * and one version field are required, or a project's, where both are optional.
 */
const MANIFEST_KINDS = ['port', 'project'];
/**
 * The kind vcpkg gives a manifest by its place: `vcpkg.json` directly in a folder of a `ports`
 * folder is a port, as vcpkg's registries lay them out; any other is a project's manifest.
 */
function manifestKindAt(filePath) {
    // The last three parts of the path, found from its end: this is asked of every file a run
    // checks, and splitting the whole path made an array and a string for each of its parts.
    const fileStart = separatorBefore(filePath, filePath.length) + 1;
    if (fileStart === 0 || filePath.slice(fileStart) !== 'vcpkg.json')
        return 'project';
    const nameStart = separatorBefore(filePath, fileStart - 1) + 1;
    if (nameStart === 0 || nameStart === fileStart - 1)
        return 'project';
    const folderStart = separatorBefore(filePath, nameStart - 1) + 1;
    return filePath.slice(folderStart, nameStart - 1) === 'ports' ? 'port' : 'project';
}
/** The offset of the last `/` or `\\` before `end`, or -1. */
function separatorBefore(text, end) {
    if (end <= 0)
        return -1;
    return Math.max(text.lastIndexOf('/', end - 1), text.lastIndexOf('\\', end - 1));
}


/***/ }),

/***/ 4840:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   G: () => (/* binding */ keywordDescription)
/* harmony export */ });
/* harmony import */ var _util_cut_short_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(2591);
/* harmony import */ var _json_is_json_object_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(117);


/** Longest schema description a message quotes; a schema may come from a hostile pull request. */
const MOST_DESCRIPTION_CHARACTERS = 200;
/**
 * A schema's `description` as message text: one line (line breaks and control characters become
 * spaces, and so do bidi controls), cut short when long; undefined when there is none.
 */
function schemaDescription(schema) {
    // A boolean schema (`not: true`) describes nothing.
    const description = (0,_json_is_json_object_js__WEBPACK_IMPORTED_MODULE_0__/* .isJsonObject */ .O)(schema) ? schema.description : undefined;
    if (typeof description !== 'string')
        return undefined;
    const line = description.replace(/[\s\p{Cc}\p{Cf}]+/gu, ' ').trim();
    if (line === '')
        return undefined;
    return (0,_util_cut_short_js__WEBPACK_IMPORTED_MODULE_1__/* .cutShort */ .VV)(line, MOST_DESCRIPTION_CHARACTERS);
}
/**
 * The description that explains a failed keyword, where its schema has one: the subschema under
 * `not`, else the schema holding the keyword (for `if`, also its failing `then`/`else`). Only for
 * keywords whose own words cannot say why; the spec's schema has none of these described.
 */
function keywordDescription(error) {
    switch (error.keyword) {
        case 'not':
            return schemaDescription(error.schema) ?? schemaDescription(error.parentSchema);
        case 'if': {
            const branch = error.parentSchema?.[String(error.params.failingKeyword)];
            return schemaDescription(error.parentSchema) ?? schemaDescription(branch);
        }
        case 'oneOf':
        case 'additionalProperties':
        case 'false schema':
            return schemaDescription(error.parentSchema);
        default:
            return undefined;
    }
}


/***/ }),

/***/ 6501:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  B: () => (/* binding */ schemaErrorDraft)
});

// EXTERNAL MODULE: ./src/util/list-words.ts
var list_words = __nccwpck_require__(9246);
// EXTERNAL MODULE: ./src/manifest/json/describe.ts
var describe = __nccwpck_require__(6223);
// EXTERNAL MODULE: ./src/manifest/problems/draft.ts
var draft = __nccwpck_require__(5701);
// EXTERNAL MODULE: ./src/util/extended.ts
var extended = __nccwpck_require__(7051);
// EXTERNAL MODULE: ./src/manifest/json/pointer.ts
var json_pointer = __nccwpck_require__(9825);
// EXTERNAL MODULE: ./src/manifest/vcpkg/identifiers.ts
var identifiers = __nccwpck_require__(401);
// EXTERNAL MODULE: ./src/manifest/json/is-json-object.ts
var is_json_object = __nccwpck_require__(117);
;// CONCATENATED MODULE: ./src/manifest/messages/not.ts







const RESERVED_NAMES = 'prn, aux, nul, con, lpt1-lpt9, com1-com9, core, default';
/** How many allowed values a message lists before it says how many more there are. */
const MOST_LISTED_VALUES = 10;
/** Keys that say nothing about what a subschema accepts. */
const ANNOTATIONS = new Set(['description', 'title', '$comment', 'examples', 'default']);
/** `"a", "b" or "c"`, the first few of many and how many more. */
function valueChoices(values) {
    const listed = values.slice(0, MOST_LISTED_VALUES).map((value) => (0,describe/* quoteValue */.cl)(value));
    const more = values.length - listed.length;
    return (0,list_words/* listWords */.y)(more > 0 ? [...listed, `${more} more`] : listed, 'or');
}
/**
 * Puts a failed `not` into words: what the subschema under it matched, when it is a simple one
 * (a type, a value, a pattern, keys), else ajv's sense in plain words. A reserved-name pattern
 * (the spec's) says which names are reserved, unless the schema describes the rule itself.
 */
function notDraft(error, base, described) {
    // A boolean schema under `not` (`not: true`) says nothing but ajv's sense.
    const schema = (0,is_json_object/* isJsonObject */.O)(error.schema) ? error.schema : {};
    const { pattern } = schema;
    const value = error.data;
    if (typeof pattern === 'string' &&
        typeof value === 'string' &&
        pattern.includes('prn|aux|nul|con'))
        return reservedDraft(base, pattern, value, described);
    const { message, pointer = base.pointer, anchor = base.anchor, } = negatedWords(schema, value, base.pointer) ?? {
        message: `must not match the schema under "not"; found ${(0,describe/* describeValue */.bp)(value)}`,
    };
    return (0,draft/* draftOf */.b)('schema', { keyword: 'not', message, pointer, anchor });
}
function reservedDraft(base, pattern, value, described) {
    const unanchoredOnly = pattern === identifiers/* RESERVED_PATTERN */.mG && !(0,identifiers/* isWholeReservedName */.tz)(value);
    const message = described
        ? matchesPattern(value, pattern)
        : unanchoredOnly
            ? `${(0,describe/* quoteValue */.cl)(value)} is rejected only because the spec's reserved-name pattern ${pattern} is unanchored and finds ${JSON.stringify((0,identifiers/* reservedMatch */.M2)(value))} inside it; --strict checks whole names`
            : (0,identifiers/* isWholeReservedName */.tz)(value)
                ? `${(0,describe/* quoteValue */.cl)(value)} is a reserved name (${RESERVED_NAMES})`
                : `${(0,describe/* quoteValue */.cl)(value)} has a reserved name as a dot-separated segment (${RESERVED_NAMES})`;
    return (0,draft/* draftOf */.b)('reserved-name', (0,extended/* extended */.u)(base, { pattern, unanchoredOnly, message }));
}
function matchesPattern(value, pattern) {
    return `${(0,describe/* quoteValue */.cl)(value)} matches the pattern ${pattern}, which is not allowed here`;
}
/** The words for a value the simple subschema `schema` matched, or undefined when not simple. */
function negatedWords(schema, value, pointer) {
    const keys = Object.keys(schema).filter((key) => !ANNOTATIONS.has(key));
    const only = (...names) => keys.every((key) => names.includes(key));
    const found = `found ${(0,describe/* describeValue */.bp)(value)}`;
    if (keys.length === 1 && 'type' in schema) {
        const types = [].concat(schema.type).map((type) => (0,describe/* withArticle */.vJ)(String(type)));
        return { message: `expected anything but ${(0,list_words/* listWords */.y)(types, 'or')}; ${found}` };
    }
    if (keys.length === 1 && 'const' in schema)
        return { message: `expected anything but ${(0,describe/* quoteValue */.cl)(schema.const)}; ${found}` };
    if (keys.length === 1 && Array.isArray(schema.enum))
        return { message: `expected anything but ${valueChoices(schema.enum)}; ${found}` };
    // The schema a `$ref` names is out of reach here; its address is what the author wrote.
    if (keys.length === 1 && typeof schema.$ref === 'string')
        return { message: `must not match the schema ${(0,describe/* quoteValue */.cl)(schema.$ref)}; ${found}` };
    if (typeof schema.pattern === 'string' && typeof value === 'string' && only('pattern', 'type'))
        return { message: matchesPattern(value, schema.pattern) };
    const names = keys.length === 1 ? forbiddenKeys(schema, value) : undefined;
    if (!names || names.length === 0)
        return undefined;
    const last = names[names.length - 1];
    const quoted = (0,list_words/* listWords */.y)(names.map((name) => (0,describe/* quoteValue */.cl)(name)));
    return {
        message: names.length === 1
            ? `property ${quoted} is not allowed here`
            : `properties ${quoted} are not allowed together`,
        pointer: (0,json_pointer/* childPointer */.Y2)(pointer, last),
        anchor: { kind: 'key' },
    };
}
/** The keys that made `not: {required: [\u2026]}` or `not: {anyOf: [{required: [a]}, \u2026]}` fail. */
function forbiddenKeys(schema, value) {
    if (value === null || typeof value !== 'object' || Array.isArray(value))
        return undefined;
    const present = (names) => Array.isArray(names) ? names.map(String).filter((name) => Object.hasOwn(value, name)) : [];
    if (Array.isArray(schema.required))
        return present(schema.required);
    const choices = schema.anyOf;
    if (!Array.isArray(choices))
        return undefined;
    const single = choices.every((choice) => {
        const entries = (0,is_json_object/* isJsonObject */.O)(choice) ? Object.entries(choice) : [];
        return entries.length === 1 && entries[0]?.[0] === 'required';
    });
    return single
        ? present(choices.flatMap((choice) => ((0,is_json_object/* isJsonObject */.O)(choice) ? choice.required : [])))
        : undefined;
}

;// CONCATENATED MODULE: ./src/manifest/messages/ajv-errors.ts
const missingProperty = (params) => typeof params.missingProperty === 'string';
const dependent = (params) => missingProperty(params) && typeof params.property === 'string';
const limit = (params) => typeof params.limit === 'number' && typeof params.comparison === 'string';
/** Each keyword of WordedError, with its check; a `Record`, so that none can be left out. */
const PARAMS = {
    required: missingProperty,
    dependencies: dependent,
    dependentRequired: dependent,
    additionalProperties: (params) => typeof params.additionalProperty === 'string',
    type: (params) => typeof params.type === 'string' || isListOf(params.type, 'string'),
    pattern: (params) => typeof params.pattern === 'string',
    const: (params) => 'allowedValue' in params,
    enum: (params) => Array.isArray(params.allowedValues),
    if: (params) => typeof params.failingKeyword === 'string',
    oneOf: (params) => params.passingSchemas === null || isListOf(params.passingSchemas, 'number'),
    minimum: limit,
    exclusiveMinimum: limit,
    format: (params) => typeof params.format === 'string',
    // Their words read no params.
    not: () => true,
    'false schema': () => true,
};
const CHECKS = new Map(Object.entries(PARAMS));
/** Whether `error` is of a keyword the messages word themselves, with the params they read. */
function isWordedError(error) {
    return CHECKS.get(error.keyword)?.(error.params) ?? false;
}
function isListOf(value, type) {
    return Array.isArray(value) && value.every((item) => typeof item === type);
}

// EXTERNAL MODULE: ./src/manifest/messages/description.ts
var messages_description = __nccwpck_require__(4840);
;// CONCATENATED MODULE: ./src/manifest/messages/schema-error.ts









const IDENTIFIER_WORDS = 'lowercase letters and digits in dash-separated groups';
/** What a string that fails each of the spec's patterns should have been. */
const PATTERN_MEANINGS = {
    [identifiers/* IDENTIFIER_PATTERN */.$Q]: `an identifier: ${IDENTIFIER_WORDS}`,
    [identifiers/* WHOLE_IDENTIFIER_PATTERN */.vm]: `an identifier: ${IDENTIFIER_WORDS}, and nothing else`,
    '^[a-z0-9]+(-[a-z0-9]+)*(\\.[a-z0-9]+(-[a-z0-9]+)*)*$': `a package name: ${IDENTIFIER_WORDS}, with dots between segments`,
    [identifiers/* WHOLE_PACKAGE_NAME_PATTERN */.og]: `a package name: ${IDENTIFIER_WORDS}, with dots between segments`,
    '^[^#]+$': "a version string: not empty, and no '#'",
    '^\\d+(\\.\\d+)*$': 'a relaxed version: dot-separated numbers such as 1.2.10',
    '^\\d+\\.\\d+\\.\\d+([+-].+)?$': 'a semantic version such as 1.2.3 or 1.2.3-rc.1',
    '^\\d{4}-\\d{2}-\\d{2}(\\.\\d+)*$': 'a date version such as 2020-12-01 or 2020-12-01.2',
    '[^#]+': "a version: at least one character other than '#'",
};
/**
 * Puts one ajv error into words, pointing where a person would look. Where the schema describes
 * the rule (a `description` on the subschema under `not`, or beside an `if`, `oneOf` or closed
 * object), its words follow; `said` is a description from further out, such as an `if`'s for the
 * errors of its `then`.
 */
function schemaErrorDraft(error, said) {
    const description = (0,messages_description/* keywordDescription */.G)(error) ?? said;
    const draft = wordError(error, description !== undefined);
    if (description === undefined)
        return draft;
    // The schema author's words, marked as theirs.
    return { ...draft, message: `${draft.message}; the schema says: ${description}` };
}
function wordError(error, described) {
    const pointer = error.instancePath;
    const anchor = { kind: 'value' };
    // Any other keyword (a user's schema may fail `maxLength`, \u2026) is said in ajv's words.
    if (!isWordedError(error))
        return keywordDraft(error, error.message ?? 'is not valid');
    switch (error.keyword) {
        case 'required': {
            const { missingProperty } = error.params;
            const message = `missing required property "${missingProperty}"`;
            return (0,draft/* draftOf */.b)('required', { missingProperty, message, pointer, anchor });
        }
        case 'dependencies':
        case 'dependentRequired': {
            // One key present asks for another beside it (`dependencies` before 2019-09).
            const { missingProperty, property } = error.params;
            const message = `missing required property "${missingProperty}": "${property}" is allowed only beside it`;
            return (0,draft/* draftOf */.b)('required', { missingProperty, message, pointer, anchor });
        }
        case 'additionalProperties': {
            const property = error.params.additionalProperty;
            const message = unknownPropertyMessage(error.parentSchema, property);
            return (0,draft/* draftOf */.b)('additional-property', {
                property,
                message,
                pointer: (0,json_pointer/* childPointer */.Y2)(pointer, property),
                anchor: { kind: 'key' },
            });
        }
        case 'type': {
            // A list when the schema names several types: String joins it with commas.
            const expected = String(error.params.type).split(',');
            const found = (0,describe/* describeValue */.bp)(error.data);
            const message = `expected ${(0,list_words/* listWords */.y)(expected.map(describe/* withArticle */.vJ), 'or')}; found ${found}`;
            return (0,draft/* draftOf */.b)('type', { expected, found, message, pointer, anchor });
        }
        case 'pattern': {
            const { pattern } = error.params;
            const meaning = PATTERN_MEANINGS[pattern];
            const what = meaning ? `is not ${meaning}` : 'does not match the pattern';
            const message = `${(0,describe/* quoteValue */.cl)(error.data)} ${what} (pattern ${pattern})`;
            return (0,draft/* draftOf */.b)('pattern', { pattern, message, pointer, anchor });
        }
        case 'not':
            return notDraft(error, { pointer, anchor }, described);
        case 'const':
            return keywordDraft(error, `expected ${(0,describe/* quoteValue */.cl)(error.params.allowedValue)}`);
        case 'enum': {
            const values = error.params.allowedValues;
            const expected = values.length === 1 ? (0,describe/* quoteValue */.cl)(values[0]) : `one of ${valueChoices(values)}`;
            return keywordDraft(error, `expected ${expected}`);
        }
        case 'false schema':
            return keywordDraft(error, 'nothing is allowed here (the schema is false)');
        case 'if': {
            const branch = error.params.failingKeyword;
            const condition = branch === 'then' ? 'matches' : 'does not match';
            return keywordDraft(error, `${condition} the "if" schema, so it must match "${branch}"`);
        }
        case 'oneOf':
            if (error.params.passingSchemas)
                return keywordDraft(error, `matches choices ${(0,list_words/* listWords */.y)(error.params.passingSchemas.map(String))} of "oneOf"; expected exactly one`);
            return keywordDraft(error, error.message ?? 'is not valid');
        case 'minimum':
        case 'exclusiveMinimum': {
            const { limit, comparison } = error.params;
            const message = `expected a number ${comparison} ${limit}; found ${(0,describe/* quoteValue */.cl)(error.data)}`;
            return (0,draft/* draftOf */.b)('minimum', { limit, message, pointer, anchor });
        }
        case 'format': {
            const { format } = error.params;
            const example = format === 'uri' ? ' such as https://example.com/' : '';
            const message = `${(0,describe/* quoteValue */.cl)(error.data)} is not a valid ${format}${example}`;
            return (0,draft/* draftOf */.b)('format', { format, message, pointer, anchor });
        }
    }
}
/** A `schema` problem for `keyword`: what was expected, then what was found. */
function keywordDraft(error, expected) {
    return (0,draft/* draftOf */.b)('schema', {
        keyword: error.keyword,
        message: `${expected}; found ${(0,describe/* describeValue */.bp)(error.data)}`,
        pointer: error.instancePath,
        anchor: { kind: 'value' },
    });
}
/** Said once per schema object: the same few schemas reject thousands of keys, most the same one. */
const UNKNOWN_KEY_WORDS = new WeakMap();
/** `unknown property "host"; expected one of \u2026`, from the schema that rejected the key. */
function unknownPropertyMessage(parentSchema, property) {
    const schema = (0,is_json_object/* isJsonObject */.O)(parentSchema) ? parentSchema : {};
    let words = UNKNOWN_KEY_WORDS.get(schema);
    if (words === undefined) {
        words = { allowed: allowedKeys(schema) };
        UNKNOWN_KEY_WORDS.set(schema, words);
    }
    if (words.property !== property || words.message === undefined) {
        words.property = property;
        words.message = `unknown property ${(0,describe/* quoteValue */.cl)(property)}; expected ${words.allowed}`;
    }
    return words.message;
}
/** `one of: a, b or a key starting with "$"`, from the schema that rejected a key. */
function allowedKeys(schema) {
    const names = keysOf(schema.properties);
    const patterns = keysOf(schema.patternProperties).map((pattern) => pattern === '^\\$' ? 'a key starting with "$"' : `a key matching ${pattern}`);
    const words = [...names, ...patterns];
    return words.length === 0 ? 'no properties here' : `one of ${(0,list_words/* listWords */.y)(words, 'or')}`;
}
/** The names a map of subschemas (`properties`) gives; none where there is no such map. */
function keysOf(map) {
    return (0,is_json_object/* isJsonObject */.O)(map) ? Object.keys(map) : [];
}


/***/ }),

/***/ 5701:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   b: () => (/* binding */ draftOf),
/* harmony export */   x: () => (/* binding */ problemAtStart)
/* harmony export */ });
/* harmony import */ var _rules_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(825);

/**
 * The draft of a problem of `rule`, with the rule's severity; `strict` is `--strict`, which makes
 * what vcpkg itself enforces an error.
 */
function draftOf(rule, fields, strict = false) {
    return Object.assign({ rule, severity: (0,_rules_js__WEBPACK_IMPORTED_MODULE_0__/* .severityOf */ .xJ)(rule, strict) }, fields);
}
/** A problem of `rule` about a whole file or folder, with the rule's severity, at line 1, column 1. */
function problemAtStart(rule, fields) {
    const start = { line: 1, column: 1, endLine: 1, endColumn: 1 };
    return Object.assign({ rule, severity: (0,_rules_js__WEBPACK_IMPORTED_MODULE_0__/* .severityOf */ .xJ)(rule) }, fields, start);
}


/***/ }),

/***/ 7976:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   D: () => (/* binding */ fileProblemDraft),
/* harmony export */   W: () => (/* binding */ fileProblem)
/* harmony export */ });
/* harmony import */ var _draft_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(5701);

/** A `file` problem before it is placed: it is always at the start of the file. */
function fileProblemDraft(reason, message) {
    const anchor = { kind: 'text', offset: 0, length: 0 };
    return (0,_draft_js__WEBPACK_IMPORTED_MODULE_0__/* .draftOf */ .b)('file', { reason, message, pointer: '', anchor });
}
/** A `file` problem of a file that was not read, at line 1, column 1. */
function fileProblem(reason, message) {
    return (0,_draft_js__WEBPACK_IMPORTED_MODULE_0__/* .problemAtStart */ .x)('file', { reason, message, pointer: '' });
}


/***/ }),

/***/ 8244:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   SW: () => (/* binding */ MOST_LIST_ITEMS),
/* harmony export */   c: () => (/* binding */ SCHEMA_WORK),
/* harmony export */   mX: () => (/* binding */ MOST_PROBLEMS_PER_FILE)
/* harmony export */ });
/** The limits of one file's check: the checks enforce them, and the rules' help states them. */
/**
 * Most problems listed for one file. A hostile 4 MB file can hold 400,000 problems; words,
 * places and reports for all of them cost minutes and gigabytes, and nobody reads them.
 */
const MOST_PROBLEMS_PER_FILE = 1_000;
/**
 * Most list items a manifest may have and still be checked. Real ones have a few hundred; the
 * validator's work grows faster than linearly with the failing items of one list.
 */
const MOST_LIST_ITEMS = 5_000;
/**
 * How much work a user's schema may take on one file, in steps of about 5 ns (schema/work/costs.ts):
 * a fixed part, for a small file, and a part per character of the file's text, as honest work
 * grows with the file. vcpkg's current schema takes at most 2.8 % of this on a manifest of the
 * corpus, 2.1 % on a 4 MB one built from real features, 16 % on 5,000 dependencies of 40
 * characters (each read by four patterns); a schema whose `$ref`s double at every level needs
 * 2^40 steps for 40 levels, and stops here within about 0.1 s. The built-in schema is not
 * counted: no `$ref` of it recurses or multiplies, so its work is bounded by the size of the file.
 */
const SCHEMA_WORK = { steps: 10_000_000, stepsPerCharacter: 256 };


/***/ }),

/***/ 9528:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Pe: () => (/* binding */ capProblems),
/* harmony export */   hk: () => (/* binding */ boundProblemText)
/* harmony export */ });
/* unused harmony export LONGEST_PROBLEM_TEXT */
/* harmony import */ var _draft_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(5701);
/* harmony import */ var _limits_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(8244);
/* harmony import */ var _util_extended_js__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(7051);
/* harmony import */ var _util_quantity_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(3347);
/* harmony import */ var _util_cut_short_js__WEBPACK_IMPORTED_MODULE_4__ = __nccwpck_require__(2591);





/**
 * At most {@link MOST_PROBLEMS_PER_FILE} drafts, errors before warnings, and when some are left
 * out one more `problem-limit` problem that counts them. Only listed schema errors are put in words, so
 * the cost stays bounded however many there are. Errors come first, so a file with an error
 * always lists one and stays invalid.
 */
function capProblems({ schemaErrors, toDraft, drafts, uncounted = { severity: 'error', count: 0 }, }) {
    const total = schemaErrors.length + drafts.length + uncounted.count;
    if (total <= _limits_js__WEBPACK_IMPORTED_MODULE_1__/* .MOST_PROBLEMS_PER_FILE */ .mX)
        return [...schemaErrors.map(toDraft), ...drafts];
    const errors = drafts.filter((draft) => draft.severity === 'error');
    const warnings = drafts.filter((draft) => draft.severity === 'warning');
    const listed = [
        ...errors.slice(0, _limits_js__WEBPACK_IMPORTED_MODULE_1__/* .MOST_PROBLEMS_PER_FILE */ .mX),
        ...schemaErrors.slice(0, Math.max(0, _limits_js__WEBPACK_IMPORTED_MODULE_1__/* .MOST_PROBLEMS_PER_FILE */ .mX - errors.length)).map(toDraft),
    ];
    listed.push(...warnings.slice(0, _limits_js__WEBPACK_IMPORTED_MODULE_1__/* .MOST_PROBLEMS_PER_FILE */ .mX - listed.length));
    const listedErrors = listed.filter((draft) => draft.severity === 'error').length;
    const leftOut = {
        error: errors.length + schemaErrors.length - listedErrors,
        warning: warnings.length - (listed.length - listedErrors),
    };
    leftOut[uncounted.severity] += uncounted.count;
    return [...listed, leftOutDraft(leftOut)];
}
/** `425,358 more problems (425,358 errors, 0 warnings) are not listed \u2026`, an error if any is. */
function leftOutDraft(leftOut) {
    const total = leftOut.error + leftOut.warning;
    const counts = `${(0,_util_quantity_js__WEBPACK_IMPORTED_MODULE_2__/* .quantity */ .a)(leftOut.error, 'error')}, ${(0,_util_quantity_js__WEBPACK_IMPORTED_MODULE_2__/* .quantity */ .a)(leftOut.warning, 'warning')}`;
    const draft = (0,_draft_js__WEBPACK_IMPORTED_MODULE_0__/* .draftOf */ .b)('problem-limit', {
        leftOut: { errors: leftOut.error, warnings: leftOut.warning },
        message: `${total} more ${total === 1 ? 'problem' : 'problems'} (${counts}) ${total === 1 ? 'is' : 'are'} not listed: at most ${_limits_js__WEBPACK_IMPORTED_MODULE_1__/* .MOST_PROBLEMS_PER_FILE */ .mX} problems are listed for a file`,
        pointer: '',
        anchor: { kind: 'text', offset: 0, length: 0 },
    });
    // An error when any problem left out is one, so that the file stays invalid.
    return leftOut.error > 0 ? (0,_util_extended_js__WEBPACK_IMPORTED_MODULE_3__/* .extended */ .u)(draft, { severity: 'error' }) : draft;
}
/**
 * Longest message and pointer a problem keeps. A hostile file can make either megabytes long
 * (a key of a megabyte, a pointer 100,000 levels deep, a user schema's long pattern), and a
 * thousand such problems would not fit in one report.
 */
const LONGEST_PROBLEM_TEXT = 1_000;
/** The problem with its message and pointer cut to {@link LONGEST_PROBLEM_TEXT}, `\u2026` at the cut. */
function boundProblemText(problem) {
    const { message, pointer } = problem;
    if (message.length <= LONGEST_PROBLEM_TEXT && pointer.length <= LONGEST_PROBLEM_TEXT)
        return problem;
    return { ...problem, message: cutText(message), pointer: cutText(pointer) };
}
function cutText(text) {
    // Never half a surrogate pair.
    const halfPair = /[\uD800-\uDBFF]/.test(text.charAt(LONGEST_PROBLEM_TEXT - 2));
    return (0,_util_cut_short_js__WEBPACK_IMPORTED_MODULE_4__/* .cutShort */ .VV)(text, LONGEST_PROBLEM_TEXT, LONGEST_PROBLEM_TEXT - (halfPair ? 2 : 1));
}


/***/ }),

/***/ 825:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Iu: () => (/* binding */ RULE_IDS),
/* harmony export */   xJ: () => (/* binding */ severityOf),
/* harmony export */   y0: () => (/* binding */ RULES)
/* harmony export */ });
/* harmony import */ var _util_thousands_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(9851);
/* harmony import */ var _limits_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(8244);


/** The per-file limit as the help text writes it: `1,000`. */
const MOST_LISTED = (0,_util_thousands_js__WEBPACK_IMPORTED_MODULE_1__/* .withThousands */ .C)(_limits_js__WEBPACK_IMPORTED_MODULE_0__/* .MOST_PROBLEMS_PER_FILE */ .mX);
/** The command that writes a registry's missing version entries. */
const FIX = '`manifest-check versions --fix`';
/**
 * Every rule, in the order of docs/checks.md's table; a `Record` so that no rule can be left out.
 * A rule is an error unless its entry gives another `severity`.
 */
const RULES = errorsUnlessSaid({
    'json-syntax': {
        shortDescription: 'The file is not JSON (also an empty file).',
        fullDescription: 'The file must be one JSON document; an empty file, a trailing comma, a comment or an unquoted key is not JSON.',
        fix: 'Correct the offending character the problem points at.',
    },
    encoding: {
        shortDescription: 'The file is not UTF-8 (invalid bytes, UTF-16).',
        fullDescription: 'The file must be UTF-8 text; invalid bytes and UTF-16 are rejected, a UTF-8 byte order mark is accepted.',
        fix: 'Save the file as UTF-8.',
    },
    file: {
        shortDescription: 'The file cannot be read or checked, or a directory below a given one cannot be read.',
        fullDescription: `Every file given, and every directory searched below a directory given, must be readable: a regular file, not over max-file-size, not a symbolic link out of the searched directory or workspace, and small enough to check (at most ${(0,_util_thousands_js__WEBPACK_IMPORTED_MODULE_1__/* .withThousands */ .C)(_limits_js__WEBPACK_IMPORTED_MODULE_0__/* .MOST_LIST_ITEMS */ .SW)} list items, no value too long or nested too deeply).`,
        fix: 'Check that the path exists and may be read, and that the manifest is of a reasonable size.',
    },
    'additional-property': {
        shortDescription: 'A key the spec does not allow.',
        fullDescription: 'An object may have only the keys the manifest spec lists for it; keys starting with `$` are always allowed.',
        fix: 'Remove the key, or correct its spelling to one the message lists.',
    },
    required: {
        shortDescription: 'A required key is missing.',
        fullDescription: 'Every key the spec requires must be there, such as `name` in a manifest or `name` in a dependency object.',
        fix: 'Add the missing key to the object the problem points at.',
    },
    'version-one-of': {
        shortDescription: 'Not exactly one of `version`, `version-string`, `version-semver`, `version-date`.',
        fullDescription: 'A version is given in exactly one of `version`, `version-string`, `version-semver` or `version-date`.',
        fix: 'Keep one of these keys and remove the others, or add one when there is none.',
    },
    type: {
        shortDescription: 'A value of the wrong type.',
        fullDescription: 'Every value must have the JSON type the spec gives it; a dependency, for example, is a name or an object.',
        fix: 'Change the value to the type the message expects.',
    },
    pattern: {
        shortDescription: 'A name or version that does not match its pattern.',
        fullDescription: 'Names and versions must match the patterns of the spec, such as lowercase letters and digits in dash-separated groups for an identifier.',
        fix: 'Rewrite the value as the message describes.',
    },
    'reserved-name': {
        shortDescription: 'A reserved name, or one the unanchored pattern finds inside an identifier.',
        fullDescription: "Names such as `core`, `default`, `con` or `lpt1` are reserved; the spec's unanchored pattern also rejects names that merely contain one, such as `iconv`, unless `--strict` is given.",
        fix: 'Choose another name.',
    },
    minimum: {
        shortDescription: 'A negative `port-version`.',
        fullDescription: '`port-version` counts the revisions of a port and must be 0 or more.',
        fix: 'Use a whole number of 0 or more.',
    },
    format: {
        shortDescription: 'A `homepage` or `documentation` that is not a URI.',
        fullDescription: '`homepage` and `documentation` must be URIs.',
        fix: 'Give a full URI, such as `https://example.org/`.',
    },
    schema: {
        shortDescription: 'A value that breaks any other keyword of your own `--schema`.',
        fullDescription: 'A schema given with `--schema` may use keywords that no other rule covers, such as `enum` or `maxLength`.',
        fix: 'Change the value as the message says, or the schema.',
    },
    'duplicate-key': {
        shortDescription: 'A key given twice in one object (`JSON.parse` keeps only the last).',
        fullDescription: 'An object must not have the same key twice: `JSON.parse` keeps only the last value, so the first is silently lost.',
        fix: 'Remove one of the two keys, or merge their values.',
        severity: 'warning',
    },
    'platform-expression': {
        shortDescription: 'A `supports` or `platform` that is not a platform expression.',
        fullDescription: "`supports` and `platform` follow vcpkg's grammar: names, `!`, `&`, `|`, `,` and parentheses, with `&` and `|` not mixed without parentheses.",
        fix: 'Correct the offending token the problem points at.',
        severity: 'warning',
    },
    spdx: {
        shortDescription: 'A `license` that is not an SPDX expression.',
        fullDescription: '`license` must be an SPDX license expression, such as `MIT` or `Apache-2.0 OR MIT`, with identifiers from the current SPDX license list.',
        fix: 'Use SPDX identifiers joined by upper-case `AND`, `OR` or `WITH`.',
        severity: 'warning',
    },
    'unanchored-identifier': {
        shortDescription: 'An identifier accepted only because the pattern is unanchored (`Foo_Bar`).',
        fullDescription: "The spec's identifier pattern is unanchored, so it accepts names such as `Foo_Bar` that vcpkg rejects; `--strict` makes this an error.",
        fix: 'Use lowercase letters and digits in dash-separated groups.',
        severity: 'warning',
    },
    'problem-limit': {
        shortDescription: `The file has more problems than are listed for one file (${MOST_LISTED}).`,
        fullDescription: `At most ${MOST_LISTED} problems are listed for a file, errors first; this problem counts the rest. It is a warning when every problem left out is a warning, and an error when any of them is an error.`,
        fix: 'Fix the problems listed and check the file again.',
        severity: 'warning',
    },
    'feature-name': {
        shortDescription: 'A feature name that vcpkg refuses (with a vcpkg schema of your own).',
        fullDescription: "With your own vcpkg manifest schema, the keys of `features` (today's object form) must be identifiers that are not reserved, as vcpkg reads them; today's schema does not check them.",
        fix: 'Use lowercase letters and digits in dash-separated groups, and no reserved name.',
        severity: 'warning',
    },
    'unregistered-schema': {
        shortDescription: 'With schemas from manifests: a `$schema` that names no schema given, so the fallback schema is used.',
        fullDescription: "With schemas from manifests (`--schema-from-manifest`, the `schema-from-manifest` input), a manifest is checked against the schema its `$schema` names; one that names neither the main schema (`--schema`, `schema`) nor a manifest schema (`--manifest-schema`, `manifest-schemas`) is checked against the main schema, else the built-in one (remote schemas are not fetched). vcpkg-tool's published URL (`https://raw.githubusercontent.com/microsoft/vcpkg-tool/main/docs/vcpkg.schema.json`) picks the built-in `current` profile when no manifest schema is given (`--schema`, `--manifest-schema`); otherwise it is one more schema not given. A schema registered for `$ref`s only (`--schema-ref`, `schema-refs`) cannot be picked.",
        fix: 'Give the schema as a manifest schema (`--manifest-schema`, `manifest-schemas`), or correct the `$schema` URI.',
        severity: 'warning',
        strictSeverity: 'warning',
    },
    'skipped-directory': {
        shortDescription: 'A `node_modules` folder, which searches skip, holds files the search would have checked.',
        fullDescription: 'A directory search (a PATH, the `files` patterns) skips every `node_modules` folder unless a PATH or a pattern names it, as it can be huge; one that holds files the search would have picked, in it or in the folders directly in it, is reported on its path.',
        fix: 'Give the folder as a PATH or name it in a `files` pattern to check its files, or exclude it with a `!` pattern.',
        severity: 'warning',
        strictSeverity: 'warning',
    },
    'case-variant': {
        shortDescription: 'A file whose name is a checked name but for case, which vcpkg reads on Windows and macOS; it was not checked.',
        fullDescription: 'A directory search (a PATH, the `files` patterns) picks files by their exact names (`vcpkg.json`, and `vcpkg-configuration.json` under `current`); a file whose name differs from one only by case (`VCPKG.json`) is the one vcpkg reads on a file system that ignores case (Windows, macOS), so it is reported on its path instead of being skipped. A file named as a PATH is checked whatever its name.',
        fix: 'Rename the file to the checked name (`git mv VCPKG.json vcpkg.json`), or give it as a PATH.',
        severity: 'warning',
        strictSeverity: 'warning',
    },
    'schema-work-limit': {
        shortDescription: 'Your own schema needed more work for the file than a file may take; it was not fully checked.',
        fullDescription: `Checking one file against your own schema may take at most ${(0,_util_thousands_js__WEBPACK_IMPORTED_MODULE_1__/* .withThousands */ .C)(_limits_js__WEBPACK_IMPORTED_MODULE_0__/* .SCHEMA_WORK */ .c.steps)} steps of work and ${_limits_js__WEBPACK_IMPORTED_MODULE_0__/* .SCHEMA_WORK */ .c.stepsPerCharacter} more for each character of the file (a step is about a keyword applied to a value); more usually means \`$ref\`s that multiply, such as a definition that applies the one before it twice, at every level. The file is then an error, reported at the value being checked when the bound was reached.`,
        fix: 'Change the schema so that it applies each definition to a value a bounded number of times.',
    },
    configuration: {
        shortDescription: 'A `vcpkg-configuration.json` (or an embedded configuration) that vcpkg refuses.',
        fullDescription: "A configuration must be what vcpkg reads: `default-registry` and `registries` of kind `builtin`, `git`, `filesystem` or `artifact` with the fields of their kind, `packages` patterns with at most one `*`, last, overlay paths as arrays of strings (`overlay-ports` never the manifest's own directory), and a baseline for the default registry when other registries are used.",
        fix: "Correct the value as the message says, in vcpkg's words.",
    },
    'configuration-unrecognized-field': {
        shortDescription: 'A configuration field vcpkg does not know (vcpkg warns and ignores it).',
        fullDescription: 'vcpkg knows `default-registry`, `registries`, `overlay-ports`, `overlay-triplets`, `message`, `warning`, `error`, `settings`, `apply`, `requires` and `demands` (and any key starting with `$`); it warns about any other and ignores it.',
        fix: 'Remove the field, or correct its spelling.',
        severity: 'warning',
    },
    'configuration-duplicate-pattern': {
        shortDescription: 'A package pattern that an earlier registry already declares.',
        fullDescription: 'Each package pattern belongs to one registry; vcpkg warns about a pattern declared again and uses the first declaration.',
        fix: 'Remove the pattern from all registries but the one that should provide the packages.',
        severity: 'warning',
    },
    'configuration-git-baseline': {
        shortDescription: 'A git registry whose `baseline` is not a commit SHA.',
        fullDescription: "A git registry's `baseline` must be a commit SHA, 40 lower-case hexadecimal digits; vcpkg reads another string but fails when it resolves versions from that registry.",
        fix: 'Give the full commit SHA of the registry, such as `git rev-parse HEAD` prints it.',
        severity: 'warning',
    },
    'vcpkg-json': {
        shortDescription: "JSON that vcpkg's own parser refuses (an exponent, a huge integer, deep nesting).",
        fullDescription: 'vcpkg reads JSON more narrowly than JSON.parse: no exponents (`1e2`), integers within 64 bits, at most 200 levels of nesting below the top-level object.',
        fix: 'Write the number as a plain integer or decimal, or nest less deeply.',
    },
    'vcpkg-value': {
        shortDescription: "A value that today's vcpkg refuses (a version, name, license or platform expression).",
        fullDescription: "Today's vcpkg parses version texts by their scheme, names as lowercase identifiers that are not reserved, `port-version` as a plain integer, a project's `builtin-baseline` as a commit id, licenses as SPDX expressions and `supports`/`platform` as platform expressions; the message gives vcpkg's words.",
        fix: "Correct the value as vcpkg's words in the message say.",
    },
    'unknown-license-id': {
        shortDescription: "A license or exception id that is not on vcpkg's SPDX list (vcpkg warns).",
        fullDescription: 'vcpkg knows the ids of the SPDX license and exception lists (any case) and `LicenseRef-` ids; it warns about any other id.',
        fix: 'Use an id from https://spdx.org/licenses/, or a `LicenseRef-` id.',
        severity: 'warning',
    },
    'replaced-builtin-baseline': {
        shortDescription: "A project's `builtin-baseline` that the `default-registry` of the `vcpkg-configuration.json` beside it replaces (vcpkg warns).",
        fullDescription: "A project's `builtin-baseline` is the baseline of the builtin default registry. When the `vcpkg-configuration.json` beside the manifest sets a `default-registry`, vcpkg uses that registry instead, and warns that the `builtin-baseline` is not used.",
        fix: 'Remove `builtin-baseline`, or the `default-registry` of the configuration file.',
        severity: 'warning',
    },
    'canonical-form': {
        shortDescription: "A manifest not written in vcpkg's canonical form.",
        fullDescription: 'vcpkg accepts a manifest into a registry only as `vcpkg format-manifest` writes it: its key order, sorted lists, two-space indents, LF line ends and a final newline. The problem is where the file first differs from that form.',
        fix: 'Run `manifest-check format` on the file (or the `manifest-format` pre-commit hook), which rewrites it in canonical form.',
    },
    'versions-shape': {
        shortDescription: 'A versions file or `versions/baseline.json` that vcpkg cannot read.',
        fullDescription: 'A versions file is an object with a `versions` array of entries, each with exactly one of `version`, `version-semver`, `version-date` or `version-string`, an optional non-negative integer `port-version`, and a 40-hex `git-tree` (a git registry) or a `$/` `path` (a filesystem registry); the baseline is an object whose `default` maps each port to its `baseline` and `port-version`. vcpkg refuses the whole file for any mistake in it.',
        fix: 'Correct the value as the message says, or restore the file from git and run `manifest-check versions --fix`.',
    },
    'versions-file-location': {
        shortDescription: 'A versions file that is not at `versions/<first letter>-/<port>.json`.',
        fullDescription: "vcpkg looks for a port's versions file only at `versions/<first letter of the port>-/<port>.json`, with a name that is a port name; a file anywhere else is never read.",
        fix: 'Move the file to the path the message names (`git mv`).',
    },
    'versions-order': {
        shortDescription: 'A version listed twice in a versions file, its port-versions not newest first, or its newest entry out of the port-version sequence.',
        fullDescription: "Each version (its text and port-version, whatever its scheme) is in a versions file once, and the entries of one version are newest first: higher port-versions before lower ones, as `x-add-version` writes them. The newest entry (the port's current version) follows the entries below it as `x-add-version` adds it: no `port-version` for a new version text, else one more than the highest listed (only `--skip-version-format-check` writes another). vcpkg reads such a file and uses the first entry of a version, and microsoft/vcpkg keeps 33 files of old entries out of order and 13 whose newest entry is out of sequence, so it is a warning.",
        fix: 'Remove the repeated entry, or put the entries of the version in descending port-version order; for a newest entry out of sequence, correct `port-version` in the port and the entry while it is unpublished, else leave it.',
        severity: 'warning',
        strictSeverity: 'warning',
    },
    'versions-port-manifest': {
        shortDescription: 'A folder of `ports/` without a `vcpkg.json`.',
        fullDescription: "Every folder directly in `ports/` is a port, and vcpkg reads its manifest; a folder without one (or with only a `CONTROL` file, which this check does not read) fails vcpkg's check.",
        fix: "Add the port's `vcpkg.json` (`vcpkg format-manifest --convert-control` converts a `CONTROL` file), or remove the folder.",
    },
    'versions-port-name': {
        shortDescription: "A port's `name` that is not the name of its folder.",
        fullDescription: "A port's `vcpkg.json` in `ports/<name>/` must declare that `name`; vcpkg refuses to load it otherwise (and its checker only reports a tree mismatch, which is reported too, on the versions file).",
        fix: "Make `name` the folder's name, or rename the folder (`git mv`).",
    },
    'versions-missing': {
        shortDescription: 'A port whose version, or whose versions file, is not in the version database.',
        fullDescription: "Every port's version must have its entry in the port's versions file (`versions/<letter>-/<port>.json`), with the git tree of the port's folder.",
        fix: `Run ${FIX}, which adds the entry (as \`vcpkg x-add-version\` does), and commit it with the port.`,
    },
    'versions-git-tree': {
        shortDescription: 'A port changed without a version bump: its git tree is not the one its version names.',
        fullDescription: "The entry of a port's version names the git tree of `ports/<port>/` at that version, as git hashes the working tree; a port whose files changed since needs a new version or port-version (a published version never changes).",
        fix: `Raise the port's \`version\` or \`port-version\` and run ${FIX}; if the version is not yet published, overwrite the entry's \`git-tree\` with the one the message names.`,
    },
    'versions-scheme': {
        shortDescription: 'A version entry declared with another scheme than the port declares.',
        fullDescription: 'Versions must be unique, even if they are declared with different schemes: an entry and the port (or the git tree it names) must use the same version field (`version`, `version-semver`, `version-date` or `version-string`).',
        fix: 'Declare the version with the same field in the port and in the versions file.',
    },
    'versions-baseline': {
        shortDescription: "A port without its entry in `versions/baseline.json`, or whose entry is not the port's version.",
        fullDescription: '`versions/baseline.json` gives the version each port resolves to by default; every port needs an entry there, equal to the version of its `vcpkg.json`.',
        fix: `Run ${FIX}, which writes the port's baseline entry.`,
    },
    'versions-stale-baseline': {
        shortDescription: "A baseline entry for a port that is not in `ports/` (vcpkg's checker misses it).",
        fullDescription: "A baseline entry names a port to resolve by default; one for a port that was deleted resolves to a port that no longer exists. vcpkg's `x-ci-verify-versions` does not report it.",
        fix: 'Remove the entry from `versions/baseline.json` (or restore the port).',
    },
    'versions-port-version': {
        shortDescription: "A port's new version that `x-add-version` refuses: its `port-version`, or a `version-string` that is a date or relaxed version.",
        fullDescription: 'A version new to the database starts without `port-version`; a new revision of a version already there takes the `port-version` after the highest one listed; a new `version-string` that reads as a date or a relaxed version must use `version-date` or `version`. `vcpkg x-add-version` refuses any other (unless given `--skip-version-format-check`).',
        fix: 'Set `port-version` or the version field as the message says, then run `manifest-check versions --fix`.',
    },
    'versions-dependency': {
        shortDescription: 'A dependency, `version>=` or override naming a port or version the database does not have.',
        fullDescription: 'Every dependency and override of a port must name a port with a versions file, and every `version>=` constraint and override a version listed in it: vcpkg cannot resolve any other.',
        fix: 'Correct the name or version to one the version database has, or remove the constraint.',
    },
    'versions-deep': {
        shortDescription: 'With `--deep`: an entry whose git tree is missing or holds another version.',
        fullDescription: "With `--deep` (what `x-ci-verify-versions --verify-git-trees` checks), every entry's `git-tree` must be a tree of the repository whose `vcpkg.json` (or old `CONTROL`) declares the port, the version and the scheme of the entry.",
        fix: "Correct the entry's `git-tree` to the tree of the port at that version (`git rev-parse <commit>:ports/<port>`).",
    },
    'versions-one-version-per-change': {
        shortDescription: 'With `--base`: a versions file that gains more than one entry in one change.',
        fullDescription: "A change adds one version of a port: the port as it is now. An entry for a state of the port between two commits of the change names a git tree that no commit of the registry holds once the change is squashed; microsoft/vcpkg's pull-request workflow refuses it.",
        fix: 'Remove the extra entries, keeping the one of the port as it is now (`vcpkg x-add-version <port>` writes it).',
    },
    'versions-published-entry': {
        shortDescription: 'With `--base`: an entry published at the base changed (`git-tree`, version) or removed.',
        fullDescription: "A published version is one some baseline or override may name: its entry's `git-tree` and version must never change, and it must never be removed; microsoft/vcpkg's pull-request workflow refuses a change to one. vcpkg's own checks pass an overwritten entry.",
        fix: 'Put the entry back as it was at the base, and publish the change as a new version or `port-version`.',
    },
    'versions-deleted-versions-file': {
        shortDescription: "With `--base`: a port's versions file deleted (often with the port), removing its published versions.",
        fullDescription: "A deleted port leaves the baseline, but its versions file stays: older baselines and overrides still resolve its published versions from it. microsoft/vcpkg's pull-request workflow refuses the deletion; vcpkg's own checks pass it.",
        fix: 'Restore the versions file as it was at the base (`git restore --source=<base> -- <file>`); remove only the baseline entry.',
    },
    'versions-not-fixed': {
        shortDescription: 'With `--fix`: a port `x-add-version` stops at, so nothing was written.',
        fullDescription: '`--fix` writes what `vcpkg x-add-version --all` writes, and, as vcpkg, nothing when one port stops it: a published version whose git tree changed, a port-version that does not follow, a version its field does not accept, a manifest not in canonical form, a versions file that cannot be read.',
        fix: 'Do what the message says for that port, then run `manifest-check versions --fix` again.',
    },
});
/** Every rule id, in the order of `RULES`. */
const RULE_IDS = Object.keys(RULES);
/**
 * The severity of a problem of `rule`: the rule's own, and with `--strict` (what vcpkg itself
 * enforces) an error, but for a rule that says otherwise.
 */
function severityOf(rule, strict = false) {
    const { severity, strictSeverity = 'error' } = RULES[rule];
    return strict ? strictSeverity : severity;
}
function errorsUnlessSaid(entries) {
    const rules = {};
    for (const [id, entry] of Object.entries(entries))
        rules[id] = { ...entry, severity: entry.severity ?? 'error' };
    return rules;
}


/***/ }),

/***/ 9663:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Fo: () => (/* binding */ PROFILE_ENTRIES),
/* harmony export */   KG: () => (/* binding */ DEFAULT_PROFILE),
/* harmony export */   S9: () => (/* binding */ isProfile),
/* harmony export */   jI: () => (/* binding */ PROFILES),
/* harmony export */   sd: () => (/* binding */ DOCUMENT_FILES)
/* harmony export */ });
/** The kinds of document checked, each by the name of its file (a manifest by any name given). */
const DOCUMENT_FILES = {
    manifest: 'vcpkg.json',
    configuration: 'vcpkg-configuration.json',
};
/** Every built-in rule set, by name: `--profile`, the Action's `profile`, the files a run checks. */
const PROFILE_ENTRIES = {
    spec: {
        description: 'the manifest spec of December 2020, to the letter',
        // A configuration file is vcpkg's, whichever profile judges manifests: never one of them.
        documents: ['manifest', 'configuration'],
        readTogether: false,
    },
    current: {
        description: "vcpkg.json as today's vcpkg enforces it",
        documents: ['manifest', 'configuration'],
        readTogether: true,
    },
};
/** The built-in rule sets, in the order help lists them. */
const PROFILES = Object.keys(PROFILE_ENTRIES);
/** The profile of a run that names none. */
const DEFAULT_PROFILE = 'spec';
function isProfile(name) {
    return Object.hasOwn(PROFILE_ENTRIES, name);
}


/***/ }),

/***/ 5418:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   E3: () => (/* binding */ dialectOf),
/* harmony export */   O9: () => (/* binding */ DIALECTS),
/* harmony export */   uC: () => (/* binding */ compilerKnows)
/* harmony export */ });
/* harmony import */ var _json_is_json_object_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(117);

/** The JSON Schema dialects a user's schema may be written in. */
const DIALECTS = ['draft-04', 'draft-06', 'draft-07', '2019-09', '2020-12'];
/** The dialect a schema's `$schema` names: draft-07 when it names none; undefined for another. */
function dialectOf(schema) {
    const declared = (0,_json_is_json_object_js__WEBPACK_IMPORTED_MODULE_0__/* .isJsonObject */ .O)(schema) ? schema.$schema : undefined;
    if (declared === undefined)
        return 'draft-07';
    return typeof declared === 'string'
        ? DIALECTS.find((name) => declared.includes(name))
        : undefined;
}
const ORG = 'http://json-schema.org/';
/** The vocabularies of both 2019-09 and 2020-12, each a meta-schema of its own. */
const VOCABULARIES = ['applicator', 'content', 'core', 'meta-data', 'validation'];
const META = (draft, vocabularies) => [
    `https://json-schema.org/draft/${draft}/schema`,
    ...vocabularies.map((vocabulary) => `https://json-schema.org/draft/${draft}/meta/${vocabulary}`),
    `${ORG}schema`,
];
/**
 * The documents the compiler of each dialect holds before it is given any (its meta-schemas), by
 * URI, as ajv has them in `schemas` and `refs`. The schema files are read before ajv is made, so
 * the `$ref`s that lead to these are known here; test/unit/manifest/schema/dialects.test.ts
 * checks the list against ajv.
 */
const META_SCHEMAS = {
    'draft-04': [`${ORG}draft-04/schema`, `${ORG}schema`],
    'draft-06': [`${ORG}draft-07/schema`, `${ORG}schema`, `${ORG}draft-06/schema`],
    'draft-07': [`${ORG}draft-07/schema`, `${ORG}schema`],
    '2019-09': META('2019-09', [...VOCABULARIES, 'format']),
    '2020-12': META('2020-12', [...VOCABULARIES, 'unevaluated', 'format-annotation']),
};
/** How the compiler of `dialect` reads documents, known before it is made. */
function compilerKnows(dialect) {
    const held = new Set(META_SCHEMAS[dialect]);
    return { idKeyword: dialect === 'draft-04' ? 'id' : '$id', has: (uri) => held.has(uri) };
}


/***/ }),

/***/ 679:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   C: () => (/* binding */ gatherDocuments)
/* harmony export */ });
/* harmony import */ var _util_control_characters_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(1690);
/* harmony import */ var _json_describe_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(6223);
/* harmony import */ var _references_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(3651);



/** Most documents one schema may pull in: each is a file read, and a schema may be hostile. */
const MOST_SCHEMA_DOCUMENTS = 64;
/** Used when a schema names no URI and none is given: never a place anything is read from. */
const NO_BASE = 'file:///manifest-check/schema.json';
/**
 * Follows the `$ref`s of `schema` (named `source`) from document to document: each one neither
 * held nor known to the compiler is asked of `documents.load`, at most MOST_SCHEMA_DOCUMENTS.
 */
function gatherDocuments(schema, source, documents, compiler) {
    const base = documents.base ?? NO_BASE;
    const uri = (0,_references_js__WEBPACK_IMPORTED_MODULE_2__/* .ownUri */ .F5)(schema, base, compiler.idKeyword) ?? (0,_references_js__WEBPACK_IMPORTED_MODULE_2__/* .withoutFragment */ .f2)(base);
    const held = new Map();
    const sites = new Map();
    // The root may be registered too (a manifest's `$schema` picks one): it is held once.
    const others = (documents.registered ?? []).filter((document) => document.uri !== uri);
    const queue = [{ uri, schema, source }, ...others];
    for (const document of queue)
        held.set(document.uri, document);
    for (let index = 0; index < queue.length; index++) {
        const document = queue[index];
        const found = (0,_references_js__WEBPACK_IMPORTED_MODULE_2__/* .documentReferences */ .il)(document.schema, document.uri, compiler.idKeyword);
        if (!found.ok)
            return {
                ok: false,
                message: `${document.source}: ${(0,_json_describe_js__WEBPACK_IMPORTED_MODULE_1__/* .quoteValue */ .cl)(found.ref)} is not a URI reference`,
            };
        for (const id of found.ids)
            if (!held.has(id))
                held.set(id, document);
        for (const { ref, uri: target, document: wanted } of found.references) {
            if (!sites.has(target))
                sites.set(target, { ref, source: document.source });
            if (held.has(wanted) || compiler.has(wanted))
                continue;
            if (held.size >= MOST_SCHEMA_DOCUMENTS)
                return {
                    ok: false,
                    message: `${source}: its $refs name more than ${MOST_SCHEMA_DOCUMENTS} schema files; at most ${MOST_SCHEMA_DOCUMENTS} are read`,
                };
            const loaded = documents.load?.(wanted) ?? { ok: false, reason: notGiven(wanted) };
            if (!loaded.ok)
                return {
                    ok: false,
                    message: `$ref ${(0,_json_describe_js__WEBPACK_IMPORTED_MODULE_1__/* .quoteValue */ .cl)(ref)} in ${document.source}: ${loaded.reason}`,
                };
            const next = { uri: wanted, schema: loaded.schema, source: loaded.source };
            held.set(wanted, next);
            queue.push(next);
        }
    }
    // The same document given twice in `registered` is compiled once.
    return { ok: true, uri, documents: [...new Set(queue.slice(1))], sites };
}
/**
 * Why a document is missing when `documents` has no `load`, and how a caller of compileSchema
 * gives it. The URI is whole (not cut like a value) so that it can be copied.
 */
function notGiven(uri) {
    return `no such schema, and remote schemas are not fetched; give it in compileSchema's third argument: { registered: [{ uri: ${(0,_util_control_characters_js__WEBPACK_IMPORTED_MODULE_0__/* .jsonQuoted */ .zG)(uri)}, schema, source }] }`;
}


/***/ }),

/***/ 6305:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   E: () => (/* binding */ SCHEMA_MAPS),
/* harmony export */   G: () => (/* binding */ DATA_KEYWORDS)
/* harmony export */ });
/** What the walkers of a JSON Schema document need to know of its keywords. */
/** Keywords whose values are data, not schemas: a `pattern`, `$ref` or `$id` there is not one. */
const DATA_KEYWORDS = new Set(['enum', 'const', 'default', 'examples']);
/**
 * Keywords whose values map names or patterns (not keywords) to schemas: a `default` there is a
 * name.
 */
const SCHEMA_MAPS = new Set([
    'properties',
    'patternProperties',
    'definitions',
    '$defs',
    'dependencies',
    'dependentSchemas',
]);


/***/ }),

/***/ 570:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   $: () => (/* binding */ wrapValidator),
/* harmony export */   b: () => (/* binding */ withVcpkgChecks)
/* harmony export */ });
/* harmony import */ var _work_bound_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(9127);

/** A compiled ajv validator as a ManifestSchema; with `work`, each check is bounded by it. */
function wrapValidator(kind, validate, vcpkgChecks = kind === 'built-in', work) {
    const errors = (data) => (validate(data) ? [] : [...(validate.errors ?? [])]);
    if (work === undefined)
        return { kind, vcpkgChecks, errors };
    return {
        kind,
        vcpkgChecks,
        errors: (data, characters = JSON.stringify(data)?.length ?? 0) => work.bounded(() => errors(data), (0,_work_bound_js__WEBPACK_IMPORTED_MODULE_0__/* .schemaWorkBound */ .D)(characters)),
        stepsTaken: () => work.steps,
    };
}
/** The same schema, with vcpkg's own checks run too (`--vcpkg-checks`). */
function withVcpkgChecks(schema) {
    return { ...schema, vcpkgChecks: true };
}


/***/ }),

/***/ 3651:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   F5: () => (/* binding */ ownUri),
/* harmony export */   f2: () => (/* binding */ withoutFragment),
/* harmony export */   hd: () => (/* binding */ resolve),
/* harmony export */   il: () => (/* binding */ documentReferences)
/* harmony export */ });
/* harmony import */ var _keywords_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(6305);
/* harmony import */ var _json_is_json_object_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(117);


/**
 * The `$ref`s of a schema document, each resolved against `base` (the document's own URI) and
 * the `idKeyword`s above it. `ids` holds every URI the document itself answers to, so that a
 * `$ref` into it is not taken for another document.
 */
function documentReferences(schema, base, idKeyword) {
    const references = [];
    const ids = new Set([withoutFragment(base)]);
    // A stack, not recursion: the schema may nest deeper than the call stack goes.
    // `isMap`: the value's keys are names (`properties: {default: \u2026}`), never keywords.
    const pending = [{ value: schema, base }];
    for (let next = pending.pop(); next; next = pending.pop()) {
        const { value } = next;
        if (typeof value !== 'object' || value === null)
            continue;
        let here = next.base;
        if ((0,_json_is_json_object_js__WEBPACK_IMPORTED_MODULE_1__/* .isJsonObject */ .O)(value)) {
            const { [idKeyword]: $id, $ref } = value;
            // A draft-04 `id` may be a bare fragment (`#foo`), a name and not a URI.
            if (typeof $id === 'string' && !(idKeyword === 'id' && $id.startsWith('#'))) {
                const resolved = resolve($id, here);
                if (resolved === undefined)
                    return { ok: false, ref: $id };
                here = resolved;
                ids.add(withoutFragment(here));
            }
            if (typeof $ref === 'string') {
                const uri = resolve($ref, here);
                if (uri === undefined)
                    return { ok: false, ref: $ref };
                references.push({ ref: $ref, uri, document: withoutFragment(uri) });
            }
        }
        for (const [key, child] of Object.entries(value))
            if (Array.isArray(value) || next.isMap)
                pending.push({ value: child, base: here });
            else if (!_keywords_js__WEBPACK_IMPORTED_MODULE_0__/* .DATA_KEYWORDS */ .G.has(key))
                pending.push({ value: child, base: here, isMap: _keywords_js__WEBPACK_IMPORTED_MODULE_0__/* .SCHEMA_MAPS */ .E.has(key) });
    }
    return { ok: true, references: references.filter(({ document }) => !ids.has(document)), ids };
}
/**
 * The URI a schema document names itself by, resolved against `base`, without its fragment:
 * its `$id`, or in draft-04 its `id`; undefined when it names none (or is a boolean schema).
 */
function ownUri(schema, base, idKeyword) {
    if (!(0,_json_is_json_object_js__WEBPACK_IMPORTED_MODULE_1__/* .isJsonObject */ .O)(schema))
        return undefined;
    const id = schema[idKeyword];
    if (typeof id !== 'string' || id.startsWith('#'))
        return undefined;
    const resolved = resolve(id, base);
    return resolved === undefined ? undefined : withoutFragment(resolved);
}
/** `ref` resolved against `base` (none: `ref` must be absolute); undefined when either is no URI. */
function resolve(ref, base) {
    try {
        return new URL(ref, base).href;
    }
    catch {
        return undefined;
    }
}
/** A URI without its `#fragment`. */
function withoutFragment(uri) {
    const hash = uri.indexOf('#');
    return hash < 0 ? uri : uri.slice(0, hash);
}


/***/ }),

/***/ 9127:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   D: () => (/* binding */ schemaWorkBound),
/* harmony export */   O: () => (/* binding */ SchemaWorkExceeded)
/* harmony export */ });
/* harmony import */ var _util_thousands_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(9851);
/* harmony import */ var _problems_limits_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(8244);


/** The most steps a user's schema may take on a file of `characters` characters. */
function schemaWorkBound(characters) {
    return _problems_limits_js__WEBPACK_IMPORTED_MODULE_0__/* .SCHEMA_WORK */ .c.steps + _problems_limits_js__WEBPACK_IMPORTED_MODULE_0__/* .SCHEMA_WORK */ .c.stepsPerCharacter * characters;
}
/**
 * Thrown from a user schema's validator (count-schema-work.ts) when checking one file needs more than
 * its bound; validateManifest makes it a `schema-work-limit` problem. No ajv is imported here, so
 * that checking against the built-in schema never loads ajv's compiler.
 */
class SchemaWorkExceeded extends Error {
    pointer;
    limit;
    constructor(
    /** JSON Pointer of the value being checked when the bound was reached. */
    pointer, 
    /** The bound that was reached, in steps. */
    limit) {
        super(`the schema needed more than ${(0,_util_thousands_js__WEBPACK_IMPORTED_MODULE_1__/* .withThousands */ .C)(limit)} steps of work`);
        this.pointer = pointer;
        this.limit = limit;
        this.name = 'SchemaWorkExceeded';
    }
}


/***/ }),

/***/ 401:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   $Q: () => (/* binding */ IDENTIFIER_PATTERN),
/* harmony export */   JZ: () => (/* binding */ isWholeIdentifier),
/* harmony export */   M2: () => (/* binding */ reservedMatch),
/* harmony export */   mG: () => (/* binding */ RESERVED_PATTERN),
/* harmony export */   og: () => (/* binding */ WHOLE_PACKAGE_NAME_PATTERN),
/* harmony export */   tz: () => (/* binding */ isWholeReservedName),
/* harmony export */   vm: () => (/* binding */ WHOLE_IDENTIFIER_PATTERN)
/* harmony export */ });
/* unused harmony export WHOLE_RESERVED_PATTERN */
/** The identifier pattern as the spec writes it: unanchored, so `Foo_Bar` contains a match. */
const IDENTIFIER_PATTERN = '[a-z0-9]+(-[a-z0-9]+)*';
/** The reserved-name pattern as the spec writes it: `^` and `$` bind to the first and last name only. */
const RESERVED_PATTERN = '^prn|aux|nul|con|lpt[1-9]|com[1-9]|core|default$';
/** The one name vcpkg accepts as an identifier though it is not one: a back-compat exception. */
const BACK_COMPAT_IDENTIFIER = 'all_modules';
/**
 * What vcpkg enforces (`strict`): the whole string is an identifier, or `all_modules`
 * (vcpkg-tool's `IdentifierDeserializer::is_ident`, December 2020 and today).
 */
const WHOLE_IDENTIFIER_PATTERN = `^(${BACK_COMPAT_IDENTIFIER}|${IDENTIFIER_PATTERN})$`;
/**
 * What vcpkg (December 2020) enforces for a dependency's name (`strict`): dot-separated segments,
 * each an identifier as `WHOLE_IDENTIFIER_PATTERN` reads it.
 */
const WHOLE_PACKAGE_NAME_PATTERN = `^(${BACK_COMPAT_IDENTIFIER}|${IDENTIFIER_PATTERN})(\\.(${BACK_COMPAT_IDENTIFIER}|${IDENTIFIER_PATTERN}))*$`;
/** What vcpkg enforces (`strict`): the whole string is a reserved name. */
const WHOLE_RESERVED_PATTERN = '^(prn|aux|nul|con|lpt[1-9]|com[1-9]|core|default)$';
const wholeIdentifier = new RegExp(WHOLE_IDENTIFIER_PATTERN, 'u');
const wholeReserved = new RegExp(WHOLE_RESERVED_PATTERN, 'u');
const reservedAnywhere = new RegExp(RESERVED_PATTERN, 'u');
/** True when `name` is an identifier as a whole (the anchored pattern), as vcpkg reads it. */
function isWholeIdentifier(name) {
    return wholeIdentifier.test(name);
}
/** True when `name` is itself a reserved name, not merely one that contains one. */
function isWholeReservedName(name) {
    return wholeReserved.test(name);
}
/** The part of `name` that the spec's unanchored reserved-name pattern finds, if any. */
function reservedMatch(name) {
    return reservedAnywhere.exec(name)?.[0];
}


/***/ }),

/***/ 4349:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Gl: () => (/* binding */ laterFormOf),
/* harmony export */   PF: () => (/* binding */ isVcpkgToolSchema),
/* harmony export */   _1: () => (/* binding */ LATER_FORM_WORDS)
/* harmony export */ });
/* unused harmony export VCPKG_TOOL_SCHEMA_URL */
/* harmony import */ var _json_is_json_object_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(117);

/**
 * The `$id` of vcpkg-tool's published manifest schema, the `"$schema"` of a manifest written for
 * today's vcpkg. The older microsoft/vcpkg `scripts/` URL is not it.
 */
const VCPKG_TOOL_SCHEMA_URL = 'https://raw.githubusercontent.com/microsoft/vcpkg-tool/main/docs/vcpkg.schema.json';
/** Whether a `"$schema"` value names vcpkg-tool's published manifest schema (any fragment aside). */
function isVcpkgToolSchema(uri) {
    return typeof uri === 'string' && uri.split('#', 1)[0] === VCPKG_TOOL_SCHEMA_URL;
}
/** What a manifest with each later form does, for the run's note: `has "license": null`. */
const LATER_FORM_WORDS = {
    'vcpkg-tool-schema': `names vcpkg-tool's "$schema" URL`,
    'no-name': 'has no "name"',
    'builtin-baseline': 'has "builtin-baseline"',
    'license-null': 'has "license": null',
    'features-by-name': 'has "features" keyed by name',
    host: 'has a "host" dependency',
};
/**
 * The first form of today's vcpkg that a parsed manifest uses (LaterForm), or undefined. Looks at
 * the top level, its `dependencies` and each feature's: a few property reads, no second parse.
 * Not an object: undefined (the schema says what it is).
 */
function laterFormOf(data) {
    if (!(0,_json_is_json_object_js__WEBPACK_IMPORTED_MODULE_0__/* .isJsonObject */ .O)(data))
        return undefined;
    if (isVcpkgToolSchema(data.$schema))
        return 'vcpkg-tool-schema';
    if (!Object.hasOwn(data, 'name'))
        return 'no-name';
    if (Object.hasOwn(data, 'builtin-baseline'))
        return 'builtin-baseline';
    if (data.license === null)
        return 'license-null';
    const { features } = data;
    if ((0,_json_is_json_object_js__WEBPACK_IMPORTED_MODULE_0__/* .isJsonObject */ .O)(features))
        return 'features-by-name';
    if (hasHostDependency(data.dependencies))
        return 'host';
    if (Array.isArray(features))
        for (const feature of features)
            if ((0,_json_is_json_object_js__WEBPACK_IMPORTED_MODULE_0__/* .isJsonObject */ .O)(feature) && hasHostDependency(feature.dependencies))
                return 'host';
    return undefined;
}
/** A dependency object with a `host` key, whatever its value: the spec knows no such key. */
function hasHostDependency(dependencies) {
    return (Array.isArray(dependencies) &&
        dependencies.some((dependency) => (0,_json_is_json_object_js__WEBPACK_IMPORTED_MODULE_0__/* .isJsonObject */ .O)(dependency) && Object.hasOwn(dependency, 'host')));
}


/***/ }),

/***/ 9681:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   w: () => (/* binding */ unreadableReport)
/* harmony export */ });
/* harmony import */ var _manifest_problems_file_problem_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(7976);

/** The report for a path that could not be read or checked at all. */
function unreadableReport(file, reason, message) {
    return { file, valid: false, problems: [(0,_manifest_problems_file_problem_js__WEBPACK_IMPORTED_MODULE_0__/* .fileProblem */ .W)(reason, message)] };
}


/***/ }),

/***/ 8943:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   N: () => (/* binding */ describeInterruption)
/* harmony export */ });
/* harmony import */ var _util_quantity_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(3347);

/** `interrupted by SIGTERM after 3 of 10 files`: the words every reporter and adapter uses. */
function describeInterruption({ signal, checked, total }) {
    return `interrupted by ${signal} after ${checked} of ${(0,_util_quantity_js__WEBPACK_IMPORTED_MODULE_0__/* .quantity */ .a)(total, 'file')}`;
}


/***/ }),

/***/ 7383:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  h: () => (/* binding */ FORMATS),
  P: () => (/* binding */ REPORTERS)
});

;// CONCATENATED MODULE: ./src/report/json.ts
/** The whole report as one document; `jsonReportWriter` writes the same text file by file. */
function toJsonReport(reports, summary, interrupted) {
    return {
        files: reports.map(toJsonFileReport),
        summary,
        ...(interrupted === undefined ? {} : { interrupted }),
    };
}
/** Keeps exactly the fields of the JSON shape; rule-specific fields stay in the library's types. */
function toJsonFileReport({ file, valid, problems }) {
    return {
        file,
        valid,
        problems: problems.map(({ severity, rule, message, pointer, line, column, endLine, endColumn }) => ({
            severity,
            rule,
            message,
            pointer,
            line,
            column,
            endLine,
            endColumn,
        })),
    };
}

// EXTERNAL MODULE: ./src/report/totals.ts
var totals = __nccwpck_require__(2947);
;// CONCATENATED MODULE: ./src/report/json-stream.ts


/**
 * Writes exactly `JSON.stringify(toJsonReport(reports, summary, interrupted), null, 2)` and a
 * newline, a file at a time, handing `write` chunks of about 16 KB (CHUNK_LENGTH); the last chunk
 * is written by `end`.
 */
function jsonReportWriter(write) {
    const filesOf = (report) => report.files;
    // The summary comes after the files, so the text before them is the same for any summary.
    const { head } = cutAroundArray(toJsonReport([], totals/* EMPTY_SUMMARY */.fB), filesOf);
    const files = prettyArrayWriter(write, head);
    return {
        file: (report) => files.item(toJsonFileReport(report)),
        end: (summary, interrupted) => files.end(cutAroundArray(toJsonReport([], summary, interrupted), filesOf).tail),
    };
}
/** What stands in for the array to cut around while the document is printed. */
const HOLE = '\u0000streamed array\u0000';
/** The hole as printed: with its quotes unescaped, no other string's text can contain it. */
const HOLE_TEXT = JSON.stringify(HOLE);
/** The indentation of every document we write: `JSON.stringify(value, null, 2)`. */
const INDENT = 2;
/**
 * How much text is gathered before a write, so that many small items do not mean many writes. The
 * gathered text and the items held are alive at each young-generation collection: at 64 KB
 * V8 copied three times as much on the corpus, grew its young generation to 16 MB, and the run took
 * 7 % more instructions.
 */
const CHUNK_LENGTH = 16 * 1024;
/**
 * Cuts `JSON.stringify(document, null, 2) + '\n'` around the array `select` picks in it, so the
 * document keeps the one definition of its shape while that array is written item by item:
 * `head` up to the array's `[`, `tail` from after its `]` down to the final newline.
 */
function cutAroundArray(document, select) {
    const array = select(document);
    const fill = (_key, value) => (value === array ? HOLE : value);
    const text = `${JSON.stringify(document, fill, INDENT)}\n`;
    const at = text.indexOf(HOLE_TEXT);
    if (array === undefined || at < 0)
        throw new Error('the array to cut around is not in the document');
    return { head: text.slice(0, at), tail: text.slice(at + HOLE_TEXT.length) };
}
/**
 * Writes `head`, then the array as `JSON.stringify(document, null, 2)` lays it out (`[]` when it
 * stays empty), then the tail given to `end`; `head` and the tail are what `cutAroundArray` makes.
 * Items are held until about a chunk's worth is due, then printed by one JSON.stringify: on the
 * corpus, printing each item's fields by hand, or each item alone, took more instructions.
 */
function prettyArrayWriter(write, head) {
    // Items go on lines of their own, one level deeper than the line the array opens on.
    const opening = head.slice(head.lastIndexOf('\n') + 1);
    const depth = (opening.length - opening.trimStart().length) / INDENT;
    const outer = `\n${' '.repeat(depth * INDENT)}`;
    const inner = `${outer}${' '.repeat(INDENT)}`;
    // Nested in `depth` arrays, a batch is printed at the array's depth: its items are cut out.
    const nested = (items) => JSON.stringify(nest(items, depth), null, INDENT);
    const probe = nested([0]);
    const before = probe.indexOf('0');
    const after = probe.length - before - 1;
    let gathered = `${head}[`;
    let count = 0;
    let pending = [];
    // How many items fill the rest of a chunk, by the printed length of the items so far.
    let room = 1;
    let printedLength = 0;
    const print = () => {
        const text = nested(pending);
        const items = text.slice(before, text.length - after);
        gathered += `${count === 0 ? '' : ','}${inner}${items}`;
        count += pending.length;
        printedLength += items.length;
        pending = [];
        if (gathered.length >= CHUNK_LENGTH) {
            write(gathered);
            gathered = '';
        }
        room = Math.ceil(((CHUNK_LENGTH - gathered.length) * count) / printedLength);
    };
    return {
        item(value) {
            if (pending.push(value) >= room)
                print();
        },
        end(tail) {
            if (pending.length > 0)
                print();
            write(`${gathered}${count === 0 ? '' : outer}]${tail}`);
            gathered = '';
        },
    };
}
/** `value` inside `depth` arrays of one item each. */
function nest(value, depth) {
    return depth === 0 ? value : nest([value], depth - 1);
}

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __nccwpck_require__(6760);
var external_node_path_default = /*#__PURE__*/__nccwpck_require__.n(external_node_path_);
// EXTERNAL MODULE: ./src/util/control-characters.ts
var control_characters = __nccwpck_require__(1690);
// EXTERNAL MODULE: ./src/report/interruption.ts
var interruption = __nccwpck_require__(8943);
// EXTERNAL MODULE: ./src/manifest/problems/rules.ts
var rules = __nccwpck_require__(825);
// EXTERNAL MODULE: ./src/util/node-crypto.ts
var node_crypto = __nccwpck_require__(5078);
;// CONCATENATED MODULE: ./src/report/sarif.ts






/** The schema the log names: the SARIF 2.1.0 schema at SchemaStore, the address GitHub documents. */
const SARIF_SCHEMA_URI = 'https://json.schemastore.org/sarif-2.1.0.json';
/** The base of relative file URIs: the root of the sources, which code scanning resolves. */
const SOURCE_ROOT_ID = '%SRCROOT%';
/** The name of our partial fingerprint; its version changes whenever what is hashed changes. */
const FINGERPRINT_NAME = 'manifestCheckProblemHash/v1';
/**
 * Most results in the log's run: GitHub code scanning rejects a whole log with more. Results past
 * it are counted in a warning notification of the run's invocation.
 */
const SARIF_RESULTS_PER_RUN = 25_000;
/**
 * The reports as one SARIF 2.1.0 log with one run. Every rule is listed, so a rule's `ruleIndex`
 * is the same in every log. At most {@link SARIF_RESULTS_PER_RUN} results; the run counts the rest.
 */
function toSarif(reports, options, interrupted) {
    const results = reports.flatMap(fileResults);
    const log = sarifLog(results.slice(0, SARIF_RESULTS_PER_RUN), options);
    return withInvocation(log, results.length - SARIF_RESULTS_PER_RUN, interrupted);
}
function sarifLog(results, options) {
    const { toolVersion: version, informationUri } = options;
    return {
        $schema: SARIF_SCHEMA_URI,
        version: '2.1.0',
        runs: [
            {
                tool: {
                    driver: {
                        name: 'manifest-check',
                        version,
                        ...(informationUri === undefined ? {} : { informationUri }),
                        rules: rules/* RULE_IDS */.Iu.map(ruleDescriptor),
                    },
                },
                // Our columns count UTF-16 code units, as editors and JavaScript strings do.
                columnKind: 'utf16CodeUnits',
                results,
            },
        ],
    };
}
/** The log with an invocation when `leftOut` results were not listed or a signal cut the run. */
function withInvocation(log, leftOut, interrupted) {
    const run = log.runs[0];
    if ((leftOut <= 0 && interrupted === undefined) || run === undefined)
        return log;
    const notifications = [];
    if (leftOut > 0) {
        const text = `${leftOut} more ${leftOut === 1 ? 'result is' : 'results are'} not in this log: GitHub code scanning accepts at most ${SARIF_RESULTS_PER_RUN} results in a run. The JSON report has every problem.`;
        notifications.push({ level: 'warning', message: { text } });
    }
    if (interrupted !== undefined)
        notifications.push({ level: 'error', message: { text: (0,interruption/* describeInterruption */.N)(interrupted) } });
    // After `results`, so the text before them stays the same whatever the invocation says.
    run.invocations = [
        {
            executionSuccessful: interrupted === undefined,
            ...(interrupted === undefined ? {} : { exitSignalName: interrupted.signal }),
            toolExecutionNotifications: notifications,
        },
    ];
    return log;
}
/**
 * Writes exactly `JSON.stringify(toSarif(reports, options, interrupted), null, 2)` and a newline,
 * a file at a time, handing `write` chunks of about 16 KB; the last chunk is written by `end`.
 */
function sarifLogWriter(write, options) {
    const cut = (leftOut, interrupted) => cutAroundArray(withInvocation(sarifLog([], options), leftOut, interrupted), (log) => log.runs[0]?.results);
    const results = prettyArrayWriter(write, cut(0).head);
    let count = 0;
    return {
        file: (report) => {
            // Past the limit only counted: no hash, no result made.
            if (count >= SARIF_RESULTS_PER_RUN || report.problems.length === 0)
                return void (count += report.problems.length);
            for (const result of fileResults(report))
                if (count++ < SARIF_RESULTS_PER_RUN)
                    results.item(result);
        },
        end: (_summary, interrupted) => results.end(cut(count - SARIF_RESULTS_PER_RUN, interrupted).tail),
    };
}
function ruleDescriptor(rule) {
    const { shortDescription, fullDescription, fix, severity } = rules/* RULES */.y0[rule];
    return {
        id: rule,
        shortDescription: { text: shortDescription },
        fullDescription: { text: fullDescription },
        help: { text: `${fullDescription} ${fix}` },
        defaultConfiguration: { level: severity },
    };
}
function fileResults(report) {
    const occurrences = new Map();
    return report.problems.map((problem) => {
        const hash = problemHash(report.file, problem);
        const occurrence = (occurrences.get(hash) ?? 0) + 1;
        occurrences.set(hash, occurrence);
        const { rule, line, column, endLine, endColumn } = problem;
        return {
            ruleId: rule,
            ruleIndex: rules/* RULE_IDS */.Iu.indexOf(rule),
            // Our two severities are SARIF levels of the same name.
            level: problem.severity,
            // Code scanning shows the text as it is: a bidi control in it is shown as its escape.
            message: { text: (0,control_characters/* escapeBidiControls */.o4)(problem.message) },
            locations: [
                {
                    physicalLocation: {
                        artifactLocation: artifactLocation(report.file),
                        // Both are 1-based with an exclusive end column, so the span is the region as is.
                        region: { startLine: line, startColumn: column, endLine, endColumn },
                    },
                },
            ],
            partialFingerprints: { [FINGERPRINT_NAME]: `${hash}:${occurrence}` },
        };
    });
}
/**
 * What identifies a problem across runs: its rule, file and JSON Pointer, not its line, so that
 * editing elsewhere in the file keeps it; the caller numbers problems that share a hash.
 */
function problemHash(file, problem) {
    return (0,node_crypto/* nodeCrypto */.S)()
        .createHash('sha256')
        .update([problem.rule, file, problem.pointer].join('\u0000'))
        .digest('hex');
}
/**
 * Where a reported file is: a relative path becomes a relative URI below `%SRCROOT%`, an absolute
 * one a `file:` URI. Each segment is percent-encoded (spaces, `%`, `#`, `?`, non-ASCII, \u2026).
 */
function artifactLocation(file) {
    const segments = file.split((external_node_path_default()).sep).map(encodeSegment).join('/');
    if (!external_node_path_default().isAbsolute(file))
        return { uri: segments, uriBaseId: SOURCE_ROOT_ID };
    // A Windows path (`C:/\u2026`) needs the slash a POSIX one (`/\u2026`) already starts with.
    return { uri: `file://${segments.startsWith('/') ? '' : '/'}${segments}` };
}
/** `toWellFormed` because encodeURIComponent throws on a lone surrogate. */
function encodeSegment(segment) {
    return encodeURIComponent(segment.toWellFormed());
}

;// CONCATENATED MODULE: ./src/report/annotations.ts


/** GitHub shows at most this many error annotations, and as many warning annotations, per step. */
const GITHUB_ANNOTATIONS_PER_SEVERITY = 10;
/** The title of the closing notice, so it reads as a note about the list rather than a problem. */
const NOTICE_TITLE = 'Not every problem is annotated';
/** Errors are planned first so a flood of warnings never hides an error. */
const SEVERITIES = (/* unused pure expression or super */ null && (['error', 'warning']));
/**
 * The annotations for these reports: errors, then warnings, at most `perSeverity` of each, taken
 * round-robin over the files so one file cannot use up the budget; then a notice of what was left
 * out, if anything.
 */
function planAnnotations(reports, options = {}) {
    const perSeverity = options.perSeverity ?? GITHUB_ANNOTATIONS_PER_SEVERITY;
    const annotations = [];
    const leftOut = { error: 0, warning: 0 };
    for (const severity of SEVERITIES) {
        const { picked, total } = pickRoundRobin(reports, severity, perSeverity);
        annotations.push(...picked);
        leftOut[severity] = total - picked.length;
    }
    leftOut.error += options.leftOut?.errors ?? 0;
    leftOut.warning += options.leftOut?.warnings ?? 0;
    const notice = describeLeftOut(leftOut, perSeverity, options.moreAt ?? []);
    if (notice !== undefined)
        annotations.push({ severity: 'notice', message: notice, properties: { title: NOTICE_TITLE } });
    return annotations;
}
/** Up to `limit` problems of one severity as annotations, round-robin over files; `total` of all. */
function pickRoundRobin(reports, severity, limit) {
    let queues = reports
        .map(({ file, problems }) => ({
        file,
        problems: problems.filter((p) => p.severity === severity),
    }))
        .filter((queue) => queue.problems.length > 0);
    const total = queues.reduce((sum, queue) => sum + queue.problems.length, 0);
    const picked = [];
    for (let round = 0; queues.length > 0 && picked.length < limit; round++) {
        for (const { file, problems } of queues) {
            if (picked.length >= limit)
                break;
            picked.push(toAnnotation(file, problems[round]));
        }
        // Dropping exhausted files keeps the rounds linear in the problems, however uneven the files.
        queues = queues.filter((queue) => queue.problems.length > round + 1);
    }
    return { picked, total };
}
/** The annotation of one problem in `file`: its rule as the title, its span as GitHub takes it. */
function toAnnotation(file, problem) {
    const { severity, message, rule, line, column, endLine, endColumn } = problem;
    const lines = { title: rule, file, startLine: line, endLine };
    // GitHub drops or misplaces columns on a range that spans lines, so give them only on one line.
    const properties = line === endLine ? { ...lines, startColumn: column, endColumn } : lines;
    return { severity, message, properties };
}
/** `12 more errors and 3 more warnings are not shown \u2026`, or undefined when nothing was left out. */
function describeLeftOut(leftOut, perSeverity, moreAt) {
    const parts = SEVERITIES.filter((severity) => leftOut[severity] > 0).map((severity) => quantity(leftOut[severity], `more ${severity}`));
    if (parts.length === 0)
        return undefined;
    const verb = leftOut.error + leftOut.warning === 1 ? 'is' : 'are';
    const where = moreAt.length > 0 ? `; see ${listWords(moreAt)}` : '';
    return `${parts.join(' and ')} ${verb} not shown as annotations (at most ${perSeverity} of each are annotated per step)${where}.`;
}

// EXTERNAL MODULE: ./src/report/workflow-commands.ts
var workflow_commands = __nccwpck_require__(8260);
;// CONCATENATED MODULE: ./src/report/github-commands.ts


/** The runner's names of an annotation's properties, in @actions/core's order. */
const COMMAND_PROPERTIES = [
    ['file', 'file'],
    ['line', 'startLine'],
    ['col', 'startColumn'],
    ['endLine', 'endLine'],
    ['endColumn', 'endColumn'],
    ['title', 'title'],
];
/** A command's data, escaped as @actions/core's escapeData: the runner decodes these. */
function escapeCommandData(text) {
    return text.replaceAll('%', '%25').replaceAll('\r', '%0D').replaceAll('\n', '%0A');
}
/** A command property's value, escaped as @actions/core's escapeProperty. */
function escapeCommandProperty(text) {
    return escapeCommandData(text).replaceAll(':', '%3A').replaceAll(',', '%2C');
}
/** `::error file=\u2026,line=\u2026,col=\u2026,endLine=\u2026,endColumn=\u2026,title=RULE::message`: one line. */
function annotationCommand({ severity, message, properties }) {
    const written = COMMAND_PROPERTIES.flatMap(([name, key]) => {
        const value = properties[key];
        if (value === undefined || value === '')
            return [];
        const text = typeof value === 'string' ? (0,workflow_commands/* neutraliseCommands */.$)(value) : String(value);
        return [`${name}=${escapeCommandProperty(text)}`];
    });
    const head = written.length > 0 ? `${severity} ${written.join(',')}` : severity;
    return `::${head}::${escapeCommandData((0,workflow_commands/* neutraliseCommands */.$)(message))}\n`;
}
/** The `github` reporter's part for a file: its commands, to `writeCommands` as they are. */
function annotationCommands(writeCommands) {
    return ({ file, problems }) => {
        if (problems.length === 0)
            return;
        writeCommands(problems.map((problem) => annotationCommand(toAnnotation(file, problem))).join(''));
    };
}

// EXTERNAL MODULE: ./src/report/text.ts + 1 modules
var report_text = __nccwpck_require__(2110);
;// CONCATENATED MODULE: ./src/report/reporters.ts





/** The text and github reporters' end: the summary, unless `quiet` and no error or signal came. */
function summaryLine(write, paint, quiet) {
    return (summary, interrupted) => {
        // A partial run says so, even when quiet: its silence would read as a clean run.
        if (!quiet || summary.errors > 0 || interrupted !== undefined)
            write(`${paint('summary', (0,totals/* describeSummary */.gp)(summary, interrupted))}\n`);
    };
}
const reporters = {
    text: (write, { paint = (0,report_text/* painter */.C2)(false), quiet = false }) => ({
        file: (report) => {
            // Most files have nothing to say; a write of nothing still costs a system call.
            const text = (0,report_text/* formatFileText */.d5)(report, paint);
            if (text !== '')
                write(text);
        },
        end: summaryLine(write, paint, quiet),
    }),
    json: (write) => jsonReportWriter(write),
    sarif: (write, { toolVersion }) => sarifLogWriter(write, { toolVersion }),
    github: (write, { quiet = false, writeCommands = write }) => ({
        file: annotationCommands(writeCommands),
        end: summaryLine(write, (0,report_text/* painter */.C2)(false), quiet),
    }),
};
/** Every output format, by name: the CLI's `--format`, and the Action's report files. */
const REPORTERS = reporters;
/** The formats, in the order help lists them. */
const FORMATS = Object.keys(REPORTERS);


/***/ }),

/***/ 2110:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  az: () => (/* binding */ PAINTED),
  d5: () => (/* binding */ formatFileText),
  C2: () => (/* binding */ painter)
});

// EXTERNAL MODULE: ./src/util/control-characters.ts
var control_characters = __nccwpck_require__(1690);
;// CONCATENATED MODULE: ./src/util/text-diff.ts
/**
 * The unified diff from `before` to `after`, as `diff -u --label <fromFile> --label <toFile>`
 * prints it; lines end at `\n` (a CRLF file differs from its LF form on every line); empty when
 * equal. The script is the shortest (Myers) within MAX_DIFF_STEPS, else see `lineEdits`; of
 * equally short ones it may choose another than GNU diff, though both are true.
 */
function unifiedDiff(before, after, options) {
    if (before === after)
        return '';
    const context = options.context ?? 3;
    const oldLines = splitLines(before);
    const newLines = splitLines(after);
    const numbers = new Map();
    const { removed, added } = lineEdits(numberLines(oldLines, numbers), numberLines(newLines, numbers));
    const out = [`--- ${options.fromFile}\n+++ ${options.toFile}\n`];
    for (const changes of hunksOf(removed, added, context))
        out.push(hunk(changes, oldLines, newLines, context));
    return out.join('');
}
/** The changes, a list a hunk: one that starts within `2 * context` lines of the last joins it. */
function hunksOf(removed, added, context) {
    const hunks = [];
    let x = 0;
    let y = 0;
    while (x < removed.length || y < added.length) {
        if (x < removed.length && y < added.length && !removed[x] && !added[y]) {
            x++;
            y++;
            continue;
        }
        const start = { old: x, new: y };
        while (x < removed.length && removed[x])
            x++;
        while (y < added.length && added[y])
            y++;
        const last = hunks.at(-1);
        const change = { ...start, oldEnd: x, newEnd: y };
        if (last !== undefined && change.old - last.at(-1).oldEnd <= 2 * context)
            last.push(change);
        else
            hunks.push([change]);
    }
    return hunks;
}
function hunk(changes, oldLines, newLines, context) {
    const first = changes[0];
    const last = changes[changes.length - 1];
    const before = Math.min(context, first.old);
    const after = Math.min(context, oldLines.length - last.oldEnd);
    const oldStart = first.old - before;
    const newStart = first.new - before;
    const oldCount = last.oldEnd + after - oldStart;
    const newCount = last.newEnd + after - newStart;
    const out = [`@@ -${range(oldStart, oldCount)} +${range(newStart, newCount)} @@\n`];
    let x = oldStart;
    for (const change of changes) {
        for (; x < change.old; x++)
            out.push(shownLine(' ', oldLines[x]));
        for (; x < change.oldEnd; x++)
            out.push(shownLine('-', oldLines[x]));
        for (let y = change.new; y < change.newEnd; y++)
            out.push(shownLine('+', newLines[y]));
    }
    for (; x < oldStart + oldCount; x++)
        out.push(shownLine(' ', oldLines[x]));
    return out.join('');
}
/** `l,s` of a hunk's header from a 0-based start: `l` for one line, `l-1,0` for none. */
function range(start, count) {
    if (count === 0)
        return `${start},0`;
    return count === 1 ? `${start + 1}` : `${start + 1},${count}`;
}
function shownLine(mark, line) {
    return line.endsWith('\n') ? `${mark}${line}` : `${mark}${line}\n\\ No newline at end of file\n`;
}
function splitLines(text) {
    const lines = [];
    let start = 0;
    for (let end = text.indexOf('\n'); end !== -1; end = text.indexOf('\n', start)) {
        lines.push(text.slice(start, end + 1));
        start = end + 1;
    }
    if (start < text.length)
        lines.push(text.slice(start));
    return lines;
}
/** Each line as a number, equal lines the same number, so that comparing them is cheap. */
function numberLines(lines, numbers) {
    const numbered = new Int32Array(lines.length);
    lines.forEach((line, i) => {
        let number = numbers.get(line);
        if (number === undefined)
            numbers.set(line, (number = numbers.size));
        numbered[i] = number;
    });
    return numbered;
}
/**
 * How many steps `lineEdits` may take (a diagonal looked at, a pair of lines compared, a number
 * kept for the way back): D differences take about D\u00b2, so about 1,400 fit (10 ms, 8 MB kept).
 */
const MAX_DIFF_STEPS = 2_000_000;
/**
 * The shortest edit script from `before` to `after` (equal lines as equal numbers), by Myers'
 * O((N+M)\u00b7D) algorithm (1986), the common start and end set aside. Past MAX_DIFF_STEPS (100,000
 * lines that all differ would take billions) it replaces every line between the common ends
 * instead: still a true script, just not the shortest.
 */
function lineEdits(before, after) {
    const removed = new Uint8Array(before.length);
    const added = new Uint8Array(after.length);
    let start = 0;
    while (start < before.length && start < after.length && before[start] === after[start])
        start++;
    let endBefore = before.length;
    let endAfter = after.length;
    while (endBefore > start && endAfter > start && before[endBefore - 1] === after[endAfter - 1]) {
        endBefore--;
        endAfter--;
    }
    const found = shortestPath(before.subarray(start, endBefore), after.subarray(start, endAfter));
    if (found.trace === undefined) {
        removed.fill(1, start, endBefore);
        added.fill(1, start, endAfter);
    }
    else
        walkBack(found.trace, removed.subarray(start, endBefore), added.subarray(start, endAfter));
    const steps = found.steps + start + before.length - endBefore;
    return { removed, added, steps, shortest: found.trace !== undefined };
}
function shortestPath(a, b) {
    const n = a.length;
    const m = b.length;
    const most = Math.min(n + m, MAX_DIFF_STEPS);
    const offset = most + 1;
    const furthest = new Int32Array(2 * most + 3);
    const at = (k) => furthest[offset + k];
    const trace = [];
    let steps = 0;
    for (let d = 0; d <= most; d++) {
        if (steps + 2 * d + 3 > MAX_DIFF_STEPS)
            return { steps };
        trace.push(furthest.slice(offset - d - 1, offset + d + 2));
        steps += 2 * d + 3;
        for (let k = -d; k <= d; k += 2) {
            const down = k === -d || (k !== d && at(k - 1) < at(k + 1));
            let x = down ? at(k + 1) : at(k - 1) + 1;
            let y = x - k;
            while (x < n && y < m && a[x] === b[y]) {
                x++;
                y++;
                steps++;
            }
            furthest[offset + k] = x;
            steps++;
            if (x >= n && y >= m)
                return { trace, steps };
            if (steps > MAX_DIFF_STEPS)
                return { steps };
        }
    }
    return { steps };
}
/** Follows the trace back from the ends of `removed` and `added`, flagging each line edited. */
function walkBack(trace, removed, added) {
    let x = removed.length;
    let y = added.length;
    for (let d = trace.length - 1; d > 0; d--) {
        const furthest = trace[d];
        const at = (k) => furthest[k + d + 1];
        const k = x - y;
        const down = k === -d || (k !== d && at(k - 1) < at(k + 1));
        const previousK = down ? k + 1 : k - 1;
        // Round d made one edit from (x, y), then followed equal lines to where we were.
        x = at(previousK);
        y = x - previousK;
        if (down)
            added[y] = 1;
        else
            removed[x] = 1;
    }
}

;// CONCATENATED MODULE: ./src/report/text.ts


/** ANSI styles, used only when the output is a terminal that wants colour. */
const STYLES = { error: '31', warning: '33', rule: '2', summary: '1' };
/** The sequences a painter writes, which the command line prints as they are. */
// eslint-disable-next-line no-control-regex -- ESC starts them
const PAINTED = /\x1b\[(?:31|33|2|1|0)m/;
/** A painter: ANSI colour on, or plain text. */
function painter(color) {
    return color
        ? (style, text) => `\u001b[${STYLES[style]}m${text}\u001b[0m`
        : (_style, text) => text;
}
/**
 * `path:line:col: error: message [rule]` a problem, `path: formatted` for a file `format` rewrote,
 * and the diff when the report keeps both texts; terminal and bidi controls escaped.
 */
function formatFileText(report, paint) {
    const problems = report.problems
        .map((problem) => `${formatProblem(report.file, problem, paint)}\n`)
        .join('');
    const formatted = report.formatted ? `${formatPath(report.file)}: formatted\n` : '';
    const diff = report.canonical === undefined
        ? ''
        : (0,control_characters/* escapeShownControls */.RG)(unifiedDiff(report.canonical.before, report.canonical.after, {
            fromFile: formatPath(`a/${report.file}`),
            toFile: formatPath(`b/${report.file}`),
        }));
    return `${problems}${formatted}${diff}`;
}
function formatProblem(file, problem, paint) {
    const message = (0,control_characters/* escapeShownControls */.RG)(problem.message.replace(/[\r\n]+/g, ' '));
    return `${formatPath(file)}:${problem.line}:${problem.column}: ${paint(problem.severity, problem.severity)}: ${message} ${paint('rule', `[${problem.rule}]`)}`;
}
const QUOTED_ALSO = /^[\s:"]|##\[/;
/**
 * A path as it starts a line: JSON-quoted when it holds a control or bidi character, starts with
 * white space, `:` or `"`, or holds `##[`: it could start a workflow command or reorder the line.
 */
function formatPath(file) {
    return control_characters/* HIDDEN_OR_REORDERING */.pe.test(file) || QUOTED_ALSO.test(file) ? (0,control_characters/* jsonQuoted */.zG)(file) : file;
}


/***/ }),

/***/ 2947:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Dg: () => (/* binding */ addToSummary),
/* harmony export */   fB: () => (/* binding */ EMPTY_SUMMARY),
/* harmony export */   gp: () => (/* binding */ describeSummary)
/* harmony export */ });
/* harmony import */ var _util_quantity_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(3347);
/* harmony import */ var _interruption_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(8943);


/** Adds one file's report to running totals. */
function addToSummary(summary, report) {
    const errors = report.problems.filter((problem) => problem.severity === 'error').length;
    return {
        files: summary.files + 1,
        valid: summary.valid + (report.valid ? 1 : 0),
        invalid: summary.invalid + (report.valid ? 0 : 1),
        errors: summary.errors + errors,
        warnings: summary.warnings + report.problems.length - errors,
        ...(report.formatted || summary.formatted !== undefined
            ? { formatted: (summary.formatted ?? 0) + (report.formatted ? 1 : 0) }
            : {}),
    };
}
/** Totals of nothing, to add reports to. */
const EMPTY_SUMMARY = { files: 0, valid: 0, invalid: 0, errors: 0, warnings: 0 };
/**
 * `3 files checked: 2 valid, 1 invalid; 4 errors, 1 warning` (`; 1 formatted` when one was; and
 * `; interrupted by SIGTERM after 3 of 10 files` when a signal cut the run short).
 */
function describeSummary(summary, interrupted) {
    const formatted = summary.formatted === undefined ? '' : `; ${summary.formatted} formatted`;
    const cut = interrupted === undefined ? '' : `; ${(0,_interruption_js__WEBPACK_IMPORTED_MODULE_0__/* .describeInterruption */ .N)(interrupted)}`;
    return `${(0,_util_quantity_js__WEBPACK_IMPORTED_MODULE_1__/* .quantity */ .a)(summary.files, 'file')} checked: ${summary.valid} valid, ${summary.invalid} invalid; ${(0,_util_quantity_js__WEBPACK_IMPORTED_MODULE_1__/* .quantity */ .a)(summary.errors, 'error')}, ${(0,_util_quantity_js__WEBPACK_IMPORTED_MODULE_1__/* .quantity */ .a)(summary.warnings, 'warning')}${formatted}${cut}`;
}


/***/ }),

/***/ 8260:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   $: () => (/* binding */ neutraliseCommands),
/* harmony export */   q: () => (/* binding */ OLD_COMMAND)
/* harmony export */ });
/* harmony import */ var _util_control_characters_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(1690);
/**
 * A GitHub runner runs a line as a workflow command when, after white space, it starts with `::`,
 * or when it holds `##[name properties]data` anywhere. Everything the CLI and the Action print
 * goes through `neutraliseCommands`, so no file, name, input or parameter can issue one.
 */

/** The older command form, read anywhere in a line. */
const OLD_COMMAND = '##[';
/** `::` where the runner looks for a command: at a line's start, after the white space it trims. */
const LINE_START_COMMAND = 
// eslint-disable-next-line no-control-regex -- control characters are what .NET trims
/(^|[\r\n])([\t\v\f \x1c-\x1f\x85\xa0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000]*):(?=:)/g;
const ESCAPED_HASH = '\\u0023';
const ESCAPED_COLON = '\\u003a';
/**
 * `text` with no workflow command in it, however it is later cut or joined: `##[` becomes
 * `#\u0023[`, a `::` that starts a line `\u003a:`, a final `#` `\u0023`; bidi and terminal
 * controls become `\uXXXX` (escapeShownControls; `kept` matches the colours left as they are).
 * These are JSON escapes, so a JSON document stays the same document: all occur only in strings.
 */
function neutraliseCommands(text, kept) {
    let safe = (0,_util_control_characters_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeShownControls */ .RG)(text, kept);
    if (safe.includes(OLD_COMMAND))
        safe = safe.replaceAll(OLD_COMMAND, `#${ESCAPED_HASH}[`);
    // Only a text with `::` can hold a line-start command: the common case skips the scan.
    if (safe.includes('::'))
        safe = safe.replace(LINE_START_COMMAND, `$1$2${ESCAPED_COLON}`);
    // A `#` that ends a chunk could meet `#[` or `[` at the start of the next one.
    return safe.endsWith('#') ? `${safe.slice(0, -1)}${ESCAPED_HASH}` : safe;
}


/***/ }),

/***/ 5805:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   K: () => (/* binding */ watchInterrupts),
/* harmony export */   T: () => (/* binding */ nowMs)
/* harmony export */ });
/** Signals that end a run early but let it close its documents first. */
const SIGNALS = ['SIGINT', 'SIGTERM'];
/**
 * The longest stretch of checking without a turn for signal handlers. GitHub cancels a step with
 * SIGINT, then SIGTERM 7.5 s later and SIGKILL 2.5 s after that; a run must see the first in time
 * to close its reports.
 */
const MOST_WORK_BETWEEN_TURNS_MS = 50;
/** A monotonic clock in milliseconds; `performance` would load perf_hooks into every run. */
function nowMs() {
    return Number(process.hrtime.bigint() / 1000000n);
}
/** The Action's: once Node's process.stdout and process.stderr have flushed what they hold. */
function whenStreamsWritten(done) {
    process.stdout.write('', () => process.stderr.write('', done));
}
/**
 * Notes SIGINT or SIGTERM instead of dying at once, until `stop`. The first signal stops the run,
 * which closes its documents. A second one ends the process by that signal once the documents are
 * closed (`stop`, which the run's owner calls then) and what was written to standard output is
 * out, as `whenWritten` says (the command line writes without Node's streams).
 */
function watchInterrupts(whenWritten = whenStreamsWritten) {
    let signal;
    let second;
    let lastTurn = nowMs();
    const waiting = new Set();
    let stopped = false;
    const endBy = (received) => {
        // Without a handler, the signal has its default action: the process ends by it, at once,
        // and so does a third one while the reader of a pipe takes in what was written before.
        for (const name of SIGNALS)
            process.off(name, note);
        whenWritten(() => process.kill(process.pid, received));
    };
    const note = (received) => {
        if (signal === undefined) {
            signal = received;
            for (const wake of waiting)
                wake();
        }
        else if (stopped)
            endBy(received);
        else
            second ??= received;
    };
    for (const name of SIGNALS)
        process.on(name, note);
    return {
        get signal() {
            return signal;
        },
        async pause() {
            if (nowMs() - lastTurn < MOST_WORK_BETWEEN_TURNS_MS)
                return;
            await this.settle();
        },
        async settle() {
            // A turn of the event loop in which signals Node has caught are handed to their handlers.
            // Two: work that began in a callback of the poll phase (a read that finished) gets its
            // first immediate in the same iteration, before the loop polls for signals again.
            await new Promise(setImmediate);
            await new Promise(setImmediate);
            lastTurn = nowMs();
        },
        async waitFor(pending) {
            if (signal !== undefined)
                return undefined;
            let wake = () => { };
            const signalled = new Promise((resolve) => (wake = () => resolve(undefined)));
            waiting.add(wake);
            try {
                return await Promise.race([pending, signalled]);
            }
            finally {
                waiting.delete(wake);
                lastTurn = nowMs();
            }
        },
        stop() {
            stopped = true;
            if (second !== undefined)
                endBy(second);
            // After a signal the handlers stay, so that the next one ends the process even when Node
            // has caught it already but not yet handed it to them: removing them would lose it.
            else if (signal === undefined)
                for (const name of SIGNALS)
                    process.off(name, note);
        },
    };
}


/***/ }),

/***/ 6927:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  vv: () => (/* binding */ readRegistered),
  mo: () => (/* binding */ readSchemaJson),
  Un: () => (/* binding */ schemaRefArgument),
  eD: () => (/* binding */ withReferenced)
});

;// CONCATENATED MODULE: external "node:url"
const external_node_url_namespaceObject = require("node:url");
// EXTERNAL MODULE: ./src/manifest/json/jsonc-parser.ts + 2 modules
var jsonc_parser = __nccwpck_require__(1985);
// EXTERNAL MODULE: ./src/manifest/json/deep-nesting.ts
var deep_nesting = __nccwpck_require__(3815);
// EXTERNAL MODULE: ./src/manifest/json/line-index.ts
var line_index = __nccwpck_require__(2305);
// EXTERNAL MODULE: ./src/manifest/schema/references.ts
var references = __nccwpck_require__(3651);
// EXTERNAL MODULE: ./src/manifest/json/is-json-object.ts
var is_json_object = __nccwpck_require__(117);
// EXTERNAL MODULE: ./src/files/file-size.ts
var file_size = __nccwpck_require__(2879);
// EXTERNAL MODULE: ./src/files/input-path.ts
var input_path = __nccwpck_require__(1607);
// EXTERNAL MODULE: ./src/files/read-at-most.ts
var read_at_most = __nccwpck_require__(5809);
// EXTERNAL MODULE: ./src/run/schemas/schema-folder.ts
var schema_folder = __nccwpck_require__(7564);
;// CONCATENATED MODULE: ./src/run/schemas/load-schema-file.ts










/**
 * A `--schema-ref` as written (a line of `schema-refs`): `URI=FILE` gives the file and the URI it
 * answers to, anything else is a file. It is split only where the text before the first `=` is an
 * absolute URI whose scheme has two or more characters (`https:`, `urn:`), so a path with `=` in
 * it (`a=b.json`, `C:\a=b.json`) is a path; `./https:x=y.json` is a file of that name.
 */
function schemaRefArgument(argument) {
    const written = /^([A-Za-z][A-Za-z0-9+.-]+:[^=]+)=/.exec(argument)?.[1];
    const uri = written === undefined ? undefined : (0,references/* resolve */.hd)(written);
    if (uri === undefined)
        return { path: argument };
    return { path: argument.slice(argument.indexOf('=') + 1), uri: (0,references/* withoutFragment */.f2)(uri) };
}
const utf8 = new TextDecoder('utf-8', { fatal: true });
/**
 * The main schema read as `read`, with the documents its `$ref`s name: the registered ones, and
 * those in its folder and in `files.folders`, read now.
 */
function withReferenced(read, shownAs, files) {
    const base = schemaUri(read.schema, read.path);
    const folders = [(0,schema_folder/* schemaFolder */.W)(read.path, shownAs, base), ...files.folders];
    const documents = (0,schema_folder/* readReferenced */.I)(read.schema, shownAs, { ...files, base, folders });
    return { text: read.text, source: shownAs, documents, id: absoluteId(read.schema) };
}
/** The files registered by their `$id`s, and their folders; each must name itself absolutely. */
function readRegistered(refs, options, refOption) {
    const documents = [];
    const folders = [];
    for (const ref of refs) {
        const shownAs = ref.shownAs ?? ref.path;
        const read = readSchemaJson(ref.path, shownAs, options);
        if (!read.ok)
            return read;
        const id = absoluteId(read.schema, true);
        const uri = ref.uri ?? id;
        if (uri === undefined)
            return {
                ok: false,
                message: `the schema ${shownAs} given with ${refOption} has no absolute "$id" to be registered by; give the URI it answers to as URI=FILE`,
            };
        documents.push({ uri, schema: read.schema, source: shownAs, text: read.text });
        // Its siblings are found beside it by either URI: where it is served from, and its `$id`.
        folders.push((0,schema_folder/* schemaFolder */.W)(read.path, shownAs, uri));
        if (id !== undefined && id !== uri)
            folders.push((0,schema_folder/* schemaFolder */.W)(read.path, shownAs, id));
    }
    return { ok: true, documents, folders };
}
/**
 * The schema's `$id` (draft-04: `id`) when it is an absolute URI, without its fragment. A file
 * registered by it may name no `$schema` and still be draft-04's, read by a draft-04 schema.
 */
function absoluteId(schema, registered = false) {
    const id = declaredId(schema, registered);
    const uri = id === undefined ? undefined : (0,references/* resolve */.hd)(id);
    return uri === undefined ? undefined : (0,references/* withoutFragment */.f2)(uri);
}
/** The URI a schema's relative `$ref`s resolve against: its `$id`, else its file's URL. */
function schemaUri(schema, file) {
    const id = declaredId(schema, false);
    const own = (0,external_node_url_namespaceObject.pathToFileURL)(file).href;
    return (0,references/* withoutFragment */.f2)((id === undefined ? undefined : (0,references/* resolve */.hd)(id, own)) ?? own);
}
/**
 * The URI a schema names itself by: its `$id`, else draft-04's `id` when its `$schema` names
 * draft-04 (or, with `withoutSchema`, names none). A bare `#name` is no URI.
 */
function declaredId(schema, withoutSchema) {
    if (!(0,is_json_object/* isJsonObject */.O)(schema))
        return undefined;
    const { $id, id, $schema } = schema;
    if (typeof $id === 'string')
        return $id;
    const draft04 = typeof $schema === 'string' ? $schema.includes('draft-04') : withoutSchema;
    if (typeof id !== 'string' || !draft04 || id.startsWith('#'))
        return undefined;
    return id;
}
/**
 * A schema file's JSON: inside `inside` when given, bounded, UTF-8, valid JSON. A message names
 * the file and a place in it but never quotes its text, which may be any file a link leads to.
 */
function readSchemaJson(file, shownAs, { maxFileSize = file_size/* DEFAULT_MAX_FILE_SIZE */.Sj, inside }) {
    const subject = `the schema ${shownAs}`;
    let readPath = file;
    if (inside !== undefined) {
        const resolved = (0,input_path/* resolveFileToRead */.M)(file, subject, inside);
        if (!resolved.ok)
            return resolved;
        readPath = resolved.path;
    }
    const read = (0,read_at_most/* readAtMost */.rU)(readPath, maxFileSize);
    if (!read.ok)
        return { ok: false, message: (0,read_at_most/* describeReadFailure */.mP)(read, subject) };
    let text;
    try {
        text = utf8.decode(read.bytes);
    }
    catch {
        return { ok: false, message: `${shownAs}: not valid UTF-8; a JSON Schema must be UTF-8 text` };
    }
    const syntax = jsonSyntaxError(text);
    if (syntax !== undefined)
        return { ok: false, message: `${shownAs}: not valid JSON: ${syntax}` };
    return {
        ok: true,
        text,
        schema: JSON.parse(text.replace(/^\uFEFF/, '')),
        path: readPath,
    };
}
/** What is wrong where, such as `comma expected at line 2, column 15`; undefined for valid JSON. */
function jsonSyntaxError(text) {
    try {
        JSON.parse(text);
        return undefined;
    }
    catch {
        // JSON.parse's own message quotes the text: the place comes from jsonc-parser instead.
    }
    const errors = [];
    (0,deep_nesting/* unlessTooDeep */.F)(() => (0,jsonc_parser/* parseTree */.c)(text, errors, { disallowComments: true, allowTrailingComma: false }));
    const first = errors[0];
    if (first === undefined)
        return 'nested too deeply to say where';
    const { line, column } = new line_index/* LineIndex */.r(text).at(first.offset);
    const what = (0,jsonc_parser/* printParseErrorCode */._)(first.error)
        .replace(/([a-z])([A-Z])/g, '$1 $2')
        .toLowerCase();
    return `${what} at line ${line}, column ${column}`;
}


/***/ }),

/***/ 7564:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   I: () => (/* binding */ readReferenced),
/* harmony export */   W: () => (/* binding */ schemaFolder)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__nccwpck_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _manifest_schema_dialects_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(5418);
/* harmony import */ var _manifest_schema_documents_js__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(679);
/* harmony import */ var _files_fs_errors_js__WEBPACK_IMPORTED_MODULE_4__ = __nccwpck_require__(4874);
/* harmony import */ var _files_input_path_js__WEBPACK_IMPORTED_MODULE_5__ = __nccwpck_require__(1607);






/** The folder of `file` (named `shownAs`) as found by `uri`, the URI its `$id` gives it. */
function schemaFolder(file, shownAs, uri) {
    // Read already, so it resolves; if not, every sibling read will say why.
    const real = (0,_files_fs_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .realPath */ .Ye)(node_path__WEBPACK_IMPORTED_MODULE_1___default().dirname(file));
    return {
        uriPrefix: uri.slice(0, uri.lastIndexOf('/') + 1),
        folder: real.ok ? real.path : node_path__WEBPACK_IMPORTED_MODULE_1___default().dirname(file),
        shownFolder: node_path__WEBPACK_IMPORTED_MODULE_1___default().dirname(shownAs),
    };
}
/**
 * The documents `schema` (named `source`) needs to compile, read now: the files its `$ref`s lead
 * to in `folders`, followed as the compiler will follow them (gatherDocuments, in the dialect
 * its `$schema` names), each read once, a file that cannot be read kept as why. The documents
 * returned answer from what was read, and read nothing more.
 */
function readReferenced(schema, source, { base, registered, folders, read, refOption }) {
    const found = new Map();
    const notFound = {
        ok: false,
        reason: `no such file next to the schema, and remote schemas are not fetched; give it with ${refOption}`,
    };
    const load = loadFromFolders(folders, read, refOption);
    const dialect = (0,_manifest_schema_dialects_js__WEBPACK_IMPORTED_MODULE_2__/* .dialectOf */ .E3)(schema);
    // In a dialect that is not supported, the compiler refuses the schema before any `$ref`.
    if (dialect !== undefined)
        try {
            const recorded = (uri) => {
                const loaded = load(uri) ?? notFound;
                found.set(uri, loaded);
                return loaded;
            };
            (0,_manifest_schema_documents_js__WEBPACK_IMPORTED_MODULE_3__/* .gatherDocuments */ .C)(schema, source, { base, registered, load: recorded }, (0,_manifest_schema_dialects_js__WEBPACK_IMPORTED_MODULE_2__/* .compilerKnows */ .uC)(dialect));
        }
        catch {
            // The compiler follows the same `$ref`s and stops where this did, saying why.
        }
    return { base, registered, load: (uri) => found.get(uri) ?? notFound };
}
/**
 * Loads the documents `$ref`s name from the folders of the schema files given: a URI below a
 * folder's `uriPrefix` is the `.json` file at the same place below the folder, read only if it
 * stays inside that folder (links followed). Anything else is not found (undefined): nothing
 * is fetched.
 */
function loadFromFolders(folders, read, refOption) {
    return (uri) => {
        for (const folder of folders) {
            if (!uri.startsWith(folder.uriPrefix))
                continue;
            const segments = relativeSegments(uri.slice(folder.uriPrefix.length));
            if (segments === undefined)
                continue;
            if (!segments[segments.length - 1]?.endsWith('.json'))
                return {
                    ok: false,
                    reason: `only .json files next to the schema are read; give it with ${refOption}`,
                };
            const file = node_path__WEBPACK_IMPORTED_MODULE_1___default().join(folder.folder, ...segments);
            let there;
            try {
                there = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.lstatSync)(file, { throwIfNoEntry: false });
            }
            catch (error) {
                return { ok: false, reason: `cannot look at ${file}: ${(0,_files_fs_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .describeFsError */ .TQ)(error)}` };
            }
            if (there === undefined)
                continue;
            const shownAs = node_path__WEBPACK_IMPORTED_MODULE_1___default().join(folder.shownFolder, ...segments);
            const subject = `the schema ${shownAs}`;
            const inside = (0,_files_input_path_js__WEBPACK_IMPORTED_MODULE_5__/* .resolveFileToRead */ .M)(file, subject, [
                { path: folder.folder, name: "the schema's folder" },
            ]);
            if (!inside.ok)
                return { ok: false, reason: inside.message };
            const loaded = read(inside.path, shownAs);
            return loaded.ok
                ? { ok: true, uri, schema: loaded.schema, source: shownAs }
                : { ok: false, reason: loaded.message };
        }
        return undefined;
    };
}
/** The path segments of a URI's rest below a folder; undefined when it is no plain path there. */
function relativeSegments(rest) {
    if (rest === '' || /[?#\\]/.test(rest))
        return undefined;
    let decoded;
    try {
        decoded = decodeURIComponent(rest);
    }
    catch {
        return undefined;
    }
    const segments = decoded.split('/');
    const plain = segments.every((segment) => segment !== '' && segment !== '.' && segment !== '..' && !/[\0\\]/.test(segment));
    return plain ? segments : undefined;
}


/***/ }),

/***/ 6808:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   D: () => (/* binding */ editDistanceWithin),
/* harmony export */   E: () => (/* binding */ closestWord)
/* harmony export */ });
/**
 * The word of `known` nearest to `word` (its first `comparedLength` characters, so a long hostile
 * word costs no more), the first on a tie; undefined when `known` is empty.
 */
function closestWord(word, known, comparedLength = 32) {
    const compared = word.slice(0, comparedLength);
    let best;
    for (const candidate of known) {
        // Only a word nearer than the best so far can take its place: count no further.
        const limit = best === undefined ? Infinity : best.distance - 1;
        const distance = editDistanceWithin(compared, candidate, limit);
        if (best === undefined || distance < best.distance)
            best = { word: candidate, distance };
    }
    return best;
}
// The two rows of editDistanceWithin, grown when a longer word comes: it allocates nothing else.
let upper = new Int32Array(64);
let lower = new Int32Array(64);
/**
 * The Levenshtein distance of `a` and `b` when at most `limit` (or Infinity), else `limit + 1`:
 * common ends left out, only cells within `limit` of the diagonal counted, stopping at a row all
 * over it, so at most `2 * limit + 1` cells a letter. No global (`Math`) in the loops: jest's
 * sandbox makes each such read slow.
 */
function editDistanceWithin(a, b, limit) {
    if (limit < 0)
        return limit + 1;
    // The rows run along the shorter word, so a long word costs time but no memory.
    const long = a.length < b.length ? b : a;
    const short = a.length < b.length ? a : b;
    let start = 0;
    let longEnd = long.length;
    let shortEnd = short.length;
    while (start < shortEnd && long.charCodeAt(start) === short.charCodeAt(start))
        start++;
    while (shortEnd > start && long.charCodeAt(longEnd - 1) === short.charCodeAt(shortEnd - 1)) {
        longEnd--;
        shortEnd--;
    }
    const n = longEnd - start;
    const m = shortEnd - start;
    if (n - m > limit)
        return limit + 1;
    if (m === 0)
        return n;
    // No distance exceeds the longer word: a band that wide counts the same and keeps rows finite.
    const band = limit < n ? limit : n;
    const over = band + 1;
    if (upper.length < m + 2) {
        upper = new Int32Array(m + 2);
        lower = new Int32Array(m + 2);
    }
    let previous = upper;
    let row = lower;
    const firstHigh = m < band ? m : band;
    for (let j = 0; j <= firstHigh; j++)
        previous[j] = j;
    // The cell just past the band reads as over the limit, as every cell out there is.
    if (firstHigh < m)
        previous[firstHigh + 1] = over;
    for (let i = 1; i <= n; i++) {
        const low = i > band ? i - band : 1;
        const high = i + band < m ? i + band : m;
        const code = long.charCodeAt(start + i - 1);
        row[low - 1] = low === 1 ? i : over;
        let rowLeast = row[low - 1];
        for (let j = low; j <= high; j++) {
            let cell = previous[j - 1] + (code === short.charCodeAt(start + j - 1) ? 0 : 1);
            const deletion = previous[j] + 1;
            if (deletion < cell)
                cell = deletion;
            const insertion = row[j - 1] + 1;
            if (insertion < cell)
                cell = insertion;
            row[j] = cell;
            if (cell < rowLeast)
                rowLeast = cell;
        }
        if (high < m)
            row[high + 1] = over;
        // Every path to the last cell crosses this row, and no step lowers the count.
        if (rowLeast > band)
            return limit + 1;
        const swapped = previous;
        previous = row;
        row = swapped;
    }
    const distance = previous[m];
    return distance > band ? limit + 1 : distance;
}


/***/ }),

/***/ 2686:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   R: () => (/* binding */ codePointName)
/* harmony export */ });
/** `U+0009`: the first character of `text` by its code point, for one a message cannot show. */
function codePointName(text) {
    return `U+${(text.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}`;
}


/***/ }),

/***/ 1690:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Oz: () => (/* binding */ HEADER_CONTROL_CHARACTER),
/* harmony export */   RG: () => (/* binding */ escapeShownControls),
/* harmony export */   Ti: () => (/* binding */ replaceHiddenOrReordering),
/* harmony export */   WR: () => (/* binding */ escapeHiddenOrReordering),
/* harmony export */   gW: () => (/* binding */ CONTROL_CHARACTER),
/* harmony export */   nZ: () => (/* binding */ SPACE_OR_CONTROL_CHARACTER),
/* harmony export */   o4: () => (/* binding */ escapeBidiControls),
/* harmony export */   pe: () => (/* binding */ HIDDEN_OR_REORDERING),
/* harmony export */   zG: () => (/* binding */ jsonQuoted)
/* harmony export */ });
/* unused harmony exports BIDI_CONTROL, TERMINAL_CONTROL, replaceControlCharacters */
/* harmony import */ var _memoize_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(8692);
/* Which characters text from outside may not carry as they are into a log, terminal or header. */

/**
 * A control character: C0, DEL, C1, U+2028 or U+2029. A log or terminal shows each as a line break
 * or not at all, so text holding one is escaped, quoted or refused.
 */
// eslint-disable-next-line no-control-regex -- control characters are what it finds
const CONTROL_CHARACTER = /[\0-\x1f\x7f-\x9f\u2028\u2029]/;
/**
 * A {@link CONTROL_CHARACTER} or white space (`\s` holds U+2028 and U+2029): what an address
 * must not have.
 */
// eslint-disable-next-line no-control-regex -- control characters are what it finds
const SPACE_OR_CONTROL_CHARACTER = /[\s\0-\x1f\x7f-\x9f]/;
/**
 * A control character as HTTP counts them, which a header value must not have: C0 but tab
 * (RFC 9110 lets a field value hold it), DEL and C1. Unlike {@link CONTROL_CHARACTER}, tab and
 * the Unicode separators pass.
 */
// eslint-disable-next-line no-control-regex -- control characters are what it finds
const HEADER_CONTROL_CHARACTER = /[\0-\x08\x0a-\x1f\x7f-\x9f]/;
/**
 * A bidi formatting character (embeddings, overrides, isolates, marks): shown, it lays out the
 * rest of the line in another order (`ports/\u202eok/vcpkg.json` reads `ports/nosj.gkpcv/ko`), so
 * shown text escapes it. A request may carry one: HTTP and URLs see no control in it.
 */
const BIDI_CONTROL = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/;
/** What a terminal acts on, not shows (ESC, CR, BEL, CSI\u2026): C0 but tab and LF, DEL and C1. */
// eslint-disable-next-line no-control-regex -- control characters are what it finds
const TERMINAL_CONTROL = /[\0-\x08\x0b-\x1f\x7f-\x9f]/;
/** What is escaped in shown text that keeps its lines: a terminal control or a bidi control. */
const SHOWN_ESCAPED = new RegExp(`[${TERMINAL_CONTROL.source.slice(1, -1)}${BIDI_CONTROL.source.slice(1, -1)}]`);
/** What is escaped where text from outside is shown: a control character or a bidi control. */
const HIDDEN_OR_REORDERING = new RegExp(`[${CONTROL_CHARACTER.source.slice(1, -1)}${BIDI_CONTROL.source.slice(1, -1)}]`);
const EVERY_CONTROL_CHARACTER = new RegExp(CONTROL_CHARACTER.source, 'g');
const EVERY_BIDI_CONTROL = new RegExp(BIDI_CONTROL.source, 'g');
const EVERY_HIDDEN_OR_REORDERING = new RegExp(HIDDEN_OR_REORDERING.source, 'g');
const EVERY_SHOWN_ESCAPED = new RegExp(SHOWN_ESCAPED.source, 'g');
/** `text` with each {@link CONTROL_CHARACTER} replaced by what `replacement` makes of it. */
function replaceControlCharacters(text, replacement) {
    return text.replace(EVERY_CONTROL_CHARACTER, replacement);
}
/** `text` as a JSON string that shows on one line, in its order: all controls as `\uXXXX`. */
function jsonQuoted(text) {
    return escapeHiddenOrReordering(JSON.stringify(text));
}
/**
 * `text` with each {@link HIDDEN_OR_REORDERING} character written as its `\uXXXX` escape: in
 * JSON text (where these occur only inside strings) the same JSON, elsewhere readable.
 */
function escapeHiddenOrReordering(text) {
    return HIDDEN_OR_REORDERING.test(text) ? replaceHiddenOrReordering(text, unicodeEscape) : text;
}
/** `text` with each {@link HIDDEN_OR_REORDERING} character replaced by what `replacement` makes of it. */
function replaceHiddenOrReordering(text, replacement) {
    return text.replace(EVERY_HIDDEN_OR_REORDERING, replacement);
}
/**
 * `text` with each {@link BIDI_CONTROL} written as its `\uXXXX` escape, for text that keeps its
 * line breaks and tabs (a log line, a table cell).
 */
function escapeBidiControls(text) {
    return BIDI_CONTROL.test(text) ? text.replace(EVERY_BIDI_CONTROL, unicodeEscape) : text;
}
/**
 * `text` with each {@link TERMINAL_CONTROL} and {@link BIDI_CONTROL} as its `\uXXXX` escape, for
 * text that keeps its lines (JSON stays the same JSON); `kept` matches sequences left as they are.
 */
function escapeShownControls(text, kept) {
    if (!SHOWN_ESCAPED.test(text))
        return text;
    if (kept === undefined)
        return text.replace(EVERY_SHOWN_ESCAPED, unicodeEscape);
    const found = keptOrEscaped(kept.source);
    return text.replace(found, (match) => (match.length > 1 ? match : unicodeEscape(match)));
}
/** For each `kept` of escapeShownControls, what finds a kept sequence or a control: made once. */
const keptOrEscaped = (0,_memoize_js__WEBPACK_IMPORTED_MODULE_0__/* .memoize */ .B)((kept) => new RegExp(`${kept}|${SHOWN_ESCAPED.source}`, 'g'));
function unicodeEscape(character) {
    return `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`;
}


/***/ }),

/***/ 2591:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Hu: () => (/* binding */ cutQuoted),
/* harmony export */   VV: () => (/* binding */ cutShort)
/* harmony export */ });
/* unused harmony export LONGEST_QUOTED */
/**
 * `text` when at most `longest` characters, else its first `kept` and `\u2026`: how a message quotes
 * a long value. `kept` is `longest - 1` unless a message's length is pinned otherwise.
 */
function cutShort(text, longest, kept = longest - 1) {
    return text.length > longest ? `${text.slice(0, kept)}\u2026` : text;
}
/** Longest value from a file that a message quotes as it is. */
const LONGEST_QUOTED = 60;
/**
 * A value from a file as a message quotes it: at most {@link LONGEST_QUOTED} characters, else its
 * first 57 (the checks' messages are pinned byte for byte) and `\u2026`. A warning that once quoted
 * two 2 MB registry URLs whole, for each of 2,500 duplicate patterns, took 4 GB.
 */
function cutQuoted(text) {
    return cutShort(text, LONGEST_QUOTED, LONGEST_QUOTED - 3);
}


/***/ }),

/***/ 7051:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   u: () => (/* binding */ extended)
/* harmony export */ });
/**
 * `{ ...base, ...more }` by `Object.assign`: on Node 20 such a spread takes V8's slow path (1 \u00b5s a
 * call, its objects promoted, the heap grown 1 MB a scavenge over 100,000 manifests).
 */
function extended(base, more) {
    return Object.assign({}, base, more);
}


/***/ }),

/***/ 9246:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   y: () => (/* binding */ listWords)
/* harmony export */ });
/** `a`, `a and b`, `a, b and c` (with `or` for choices): words joined as a sentence lists them. */
function listWords(words, conjunction = 'and') {
    if (words.length <= 1)
        return words.join('');
    return `${words.slice(0, -1).join(', ')} ${conjunction} ${words[words.length - 1]}`;
}


/***/ }),

/***/ 8692:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   B: () => (/* binding */ memoize)
/* harmony export */ });
/**
 * A string function that remembers up to `limit` answers (callers ask the same few things again
 * and again); when full it forgets them all, so memory stays flat and every call O(1).
 */
function memoize(compute, limit = 2_000) {
    const answers = new Map();
    return (key) => {
        const known = answers.get(key);
        // One lookup for an answer that is not undefined; undefined is a common answer too.
        if (known !== undefined || answers.has(key))
            return known;
        const answer = compute(key);
        if (answers.size >= limit)
            answers.clear();
        answers.set(key, answer);
        return answer;
    };
}


/***/ }),

/***/ 5078:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   S: () => (/* binding */ nodeCrypto)
/* harmony export */ });
/* harmony import */ var node_module__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(8995);
/* harmony import */ var node_module__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_module__WEBPACK_IMPORTED_MODULE_0__);

let loaded;
/**
 * node:crypto, loaded on first use: loading it costs a run 3 to 6 ms, and most runs need none (a
 * check that writes nothing, a report without fingerprints).
 */
function nodeCrypto() {
    loaded ??= (0,node_module__WEBPACK_IMPORTED_MODULE_0__.createRequire)(require("url").pathToFileURL(__filename).href)('node:crypto');
    return loaded;
}


/***/ }),

/***/ 3347:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   a: () => (/* binding */ quantity)
/* harmony export */ });
/** `1 error`, `2 errors`: a count with its noun, plural unless the count is one. */
function quantity(count, noun) {
    return `${count} ${noun}${count === 1 ? '' : 's'}`;
}


/***/ }),

/***/ 9851:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   C: () => (/* binding */ withThousands)
/* harmony export */ });
/** A count with thousands separators, `1,000`: what `toLocaleString('en')` writes, without ICU. */
function withThousands(count) {
    return String(count).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}


/***/ }),

/***/ 1421:
/***/ ((module) => {

module.exports = require("node:child_process");

/***/ }),

/***/ 3024:
/***/ ((module) => {

module.exports = require("node:fs");

/***/ }),

/***/ 1455:
/***/ ((module) => {

module.exports = require("node:fs/promises");

/***/ }),

/***/ 8995:
/***/ ((module) => {

module.exports = require("node:module");

/***/ }),

/***/ 8161:
/***/ ((module) => {

module.exports = require("node:os");

/***/ }),

/***/ 6760:
/***/ ((module) => {

module.exports = require("node:path");

/***/ }),

/***/ 8321:
/***/ ((module) => {

module.exports = require("node:stream/consumers");

/***/ }),

/***/ 8330:
/***/ ((module) => {

module.exports = {"rE":"0.1.0"};

/***/ })

/******/ 	});
/************************************************************************/
/******/ 	// The module cache
/******/ 	var __webpack_module_cache__ = {};
/******/ 	
/******/ 	// The require function
/******/ 	function __nccwpck_require__(moduleId) {
/******/ 		// Check if module is in cache
/******/ 		var cachedModule = __webpack_module_cache__[moduleId];
/******/ 		if (cachedModule !== undefined) {
/******/ 			return cachedModule.exports;
/******/ 		}
/******/ 		// Create a new module (and put it into the cache)
/******/ 		var module = __webpack_module_cache__[moduleId] = {
/******/ 			// no module.id needed
/******/ 			// no module.loaded needed
/******/ 			exports: {}
/******/ 		};
/******/ 	
/******/ 		// Execute the module function
/******/ 		var threw = true;
/******/ 		try {
/******/ 			__webpack_modules__[moduleId](module, module.exports, __nccwpck_require__);
/******/ 			threw = false;
/******/ 		} finally {
/******/ 			if(threw) delete __webpack_module_cache__[moduleId];
/******/ 		}
/******/ 	
/******/ 		// Return the exports of the module
/******/ 		return module.exports;
/******/ 	}
/******/ 	
/******/ 	// expose the modules object (__webpack_modules__)
/******/ 	__nccwpck_require__.m = __webpack_modules__;
/******/ 	
/************************************************************************/
/******/ 	/* webpack/runtime/asset-relocator-loader */
/******/ 	if (typeof __nccwpck_require__ !== 'undefined') __nccwpck_require__.ab = __dirname + "/";
/******/ 	
/******/ 	/* webpack/runtime/compat get default export */
/******/ 	(() => {
/******/ 		// getDefaultExport function for compatibility with non-harmony modules
/******/ 		__nccwpck_require__.n = (module) => {
/******/ 			var getter = module && module.__esModule ?
/******/ 				() => (module['default']) :
/******/ 				() => (module);
/******/ 			__nccwpck_require__.d(getter, { a: getter });
/******/ 			return getter;
/******/ 		};
/******/ 	})();
/******/ 	
/******/ 	/* webpack/runtime/create fake namespace object */
/******/ 	(() => {
/******/ 		var getProto = Object.getPrototypeOf ? (obj) => (Object.getPrototypeOf(obj)) : (obj) => (obj.__proto__);
/******/ 		var leafPrototypes;
/******/ 		// create a fake namespace object
/******/ 		// mode & 1: value is a module id, require it
/******/ 		// mode & 2: merge all properties of value into the ns
/******/ 		// mode & 4: return value when already ns object
/******/ 		// mode & 16: return value when it's Promise-like
/******/ 		// mode & 8|1: behave like require
/******/ 		__nccwpck_require__.t = function(value, mode) {
/******/ 			if(mode & 1) value = this(value);
/******/ 			if(mode & 8) return value;
/******/ 			if(typeof value === 'object' && value) {
/******/ 				if((mode & 4) && value.__esModule) return value;
/******/ 				if((mode & 16) && typeof value.then === 'function') return value;
/******/ 			}
/******/ 			var ns = Object.create(null);
/******/ 			__nccwpck_require__.r(ns);
/******/ 			var def = {};
/******/ 			leafPrototypes = leafPrototypes || [null, getProto({}), getProto([]), getProto(getProto)];
/******/ 			for(var current = mode & 2 && value; typeof current == 'object' && !~leafPrototypes.indexOf(current); current = getProto(current)) {
/******/ 				Object.getOwnPropertyNames(current).forEach((key) => (def[key] = () => (value[key])));
/******/ 			}
/******/ 			def['default'] = () => (value);
/******/ 			__nccwpck_require__.d(ns, def);
/******/ 			return ns;
/******/ 		};
/******/ 	})();
/******/ 	
/******/ 	/* webpack/runtime/define property getters */
/******/ 	(() => {
/******/ 		// define getter functions for harmony exports
/******/ 		__nccwpck_require__.d = (exports, definition) => {
/******/ 			for(var key in definition) {
/******/ 				if(__nccwpck_require__.o(definition, key) && !__nccwpck_require__.o(exports, key)) {
/******/ 					Object.defineProperty(exports, key, { enumerable: true, get: definition[key] });
/******/ 				}
/******/ 			}
/******/ 		};
/******/ 	})();
/******/ 	
/******/ 	/* webpack/runtime/ensure chunk */
/******/ 	(() => {
/******/ 		__nccwpck_require__.f = {};
/******/ 		// This file contains only the entry chunk.
/******/ 		// The chunk loading function for additional chunks
/******/ 		__nccwpck_require__.e = (chunkId) => {
/******/ 			return Promise.all(Object.keys(__nccwpck_require__.f).reduce((promises, key) => {
/******/ 				__nccwpck_require__.f[key](chunkId, promises);
/******/ 				return promises;
/******/ 			}, []));
/******/ 		};
/******/ 	})();
/******/ 	
/******/ 	/* webpack/runtime/get javascript chunk filename */
/******/ 	(() => {
/******/ 		// This function allow to reference async chunks
/******/ 		__nccwpck_require__.u = (chunkId) => {
/******/ 			// return url for filenames based on template
/******/ 			return "" + chunkId + ".index.js";
/******/ 		};
/******/ 	})();
/******/ 	
/******/ 	/* webpack/runtime/hasOwnProperty shorthand */
/******/ 	(() => {
/******/ 		__nccwpck_require__.o = (obj, prop) => (Object.prototype.hasOwnProperty.call(obj, prop))
/******/ 	})();
/******/ 	
/******/ 	/* webpack/runtime/make namespace object */
/******/ 	(() => {
/******/ 		// define __esModule on exports
/******/ 		__nccwpck_require__.r = (exports) => {
/******/ 			if(typeof Symbol !== 'undefined' && Symbol.toStringTag) {
/******/ 				Object.defineProperty(exports, Symbol.toStringTag, { value: 'Module' });
/******/ 			}
/******/ 			Object.defineProperty(exports, '__esModule', { value: true });
/******/ 		};
/******/ 	})();
/******/ 	
/******/ 	/* webpack/runtime/require chunk loading */
/******/ 	(() => {
/******/ 		// no baseURI
/******/ 		
/******/ 		// object to store loaded chunks
/******/ 		// "1" means "loaded", otherwise not loaded yet
/******/ 		var installedChunks = {
/******/ 			792: 1
/******/ 		};
/******/ 		
/******/ 		// no on chunks loaded
/******/ 		
/******/ 		var installChunk = (chunk) => {
/******/ 			var moreModules = chunk.modules, chunkIds = chunk.ids, runtime = chunk.runtime;
/******/ 			for(var moduleId in moreModules) {
/******/ 				if(__nccwpck_require__.o(moreModules, moduleId)) {
/******/ 					__nccwpck_require__.m[moduleId] = moreModules[moduleId];
/******/ 				}
/******/ 			}
/******/ 			if(runtime) runtime(__nccwpck_require__);
/******/ 			for(var i = 0; i < chunkIds.length; i++)
/******/ 				installedChunks[chunkIds[i]] = 1;
/******/ 		
/******/ 		};
/******/ 		
/******/ 		// require() chunk loading for javascript
/******/ 		__nccwpck_require__.f.require = (chunkId, promises) => {
/******/ 			// "1" is the signal for "already loaded"
/******/ 			if(!installedChunks[chunkId]) {
/******/ 				if(true) { // all chunks have JS
/******/ 					installChunk(require("./" + __nccwpck_require__.u(chunkId)));
/******/ 				} else installedChunks[chunkId] = 1;
/******/ 			}
/******/ 		};
/******/ 		
/******/ 		// no external install chunk
/******/ 		
/******/ 		// no HMR
/******/ 		
/******/ 		// no HMR manifest
/******/ 	})();
/******/ 	
/************************************************************************/
var __webpack_exports__ = {};

// EXTERNAL MODULE: ./src/cli/color.ts
var cli_color = __nccwpck_require__(2477);
// EXTERNAL MODULE: ./src/cli/exit.ts
var exit = __nccwpck_require__(7632);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __nccwpck_require__(3024);
;// CONCATENATED MODULE: external "node:util"
const external_node_util_namespaceObject = require("node:util");
;// CONCATENATED MODULE: ./src/cli/standard-output.ts



const PROCESS = {
    writeSync: (fd, data) => (typeof data === 'string' ? (0,external_node_fs_.writeSync)(fd, data) : (0,external_node_fs_.writeSync)(fd, data)),
    stream: (fd) => (fd === 1 ? process.stdout : process.stderr),
    exit: (status) => process.exit(status),
};
/**
 * Writes standard output and error with `fs.writeSync`, never touching `process.stdout` or
 * `process.stderr` in a run that writes normally: building them loads node:stream, and node:net
 * or node:tty, about 9 M instructions of a one-file hook run. A partial write writes the rest; a
 * descriptor left non-blocking (EAGAIN) goes through Node's stream from then on, in order. A
 * reader that leaves (EPIPE) ends the run quietly with EXIT.outputClosed; any other failure
 * (ENOSPC, EIO\u2026) is one line on standard error, if that still works, and EXIT.unwritten, instead
 * of Node's stack trace.
 */
function standardOutput(system = PROCESS) {
    const out = { fd: 1, name: 'standard output', canSay: true };
    const err = { fd: 2, name: 'standard error', canSay: false };
    let ended = false;
    /** Writes all of `data`; returns what is left when the descriptor would block (EAGAIN). */
    const writeAll = (fd, data) => {
        let rest = data;
        for (;;) {
            const length = typeof rest === 'string' ? Buffer.byteLength(rest) : rest.length;
            let written;
            try {
                written = system.writeSync(fd, rest);
            }
            catch (error) {
                if (error.code !== 'EAGAIN')
                    throw error;
                return typeof rest === 'string' ? Buffer.from(rest) : rest;
            }
            if (written >= length)
                return undefined;
            rest = (typeof rest === 'string' ? Buffer.from(rest) : rest).subarray(written);
        }
    };
    const end = (status, say) => {
        if (ended)
            return;
        ended = true;
        // The line is best effort: standard error can be broken too, and its error is ignored.
        if (say !== undefined && err.stream !== undefined) {
            err.stream.on('error', () => undefined);
            err.stream.write(say);
        }
        else if (say !== undefined) {
            try {
                writeAll(err.fd, say);
            }
            catch {
                // Standard error is broken too: nothing more can be said.
            }
        }
        system.exit(status);
    };
    const fail = (target, error) => {
        if (error.code === 'EPIPE')
            return end(exit/* EXIT */.d.outputClosed);
        const line = `manifest-check: cannot write to ${target.name}: ${describeError(error)}\n`;
        end(exit/* EXIT */.d.unwritten, target.canSay ? line : undefined);
    };
    const write = (target, text) => {
        if (ended || text === '')
            return;
        if (target.stream !== undefined) {
            target.stream.write(text);
            return;
        }
        let rest;
        try {
            rest = writeAll(target.fd, text);
        }
        catch (error) {
            return fail(target, error);
        }
        if (rest === undefined)
            return;
        const stream = system.stream(target.fd);
        stream.on('error', (error) => fail(target, error));
        target.stream = stream;
        stream.write(rest);
    };
    // On the next tick without a stream, as a stream calls back a write it made at once: what the
    // current work still writes (the run's last line, after a signal) goes out before `done`.
    const written = (target, next) => {
        if (target.stream === undefined)
            process.nextTick(next);
        else
            target.stream.write('', next);
    };
    return {
        stdout: (text) => write(out, text),
        stderr: (text) => write(err, text),
        whenWritten: (done) => written(out, () => written(err, done)),
    };
}
/** `no space left on device (ENOSPC)`: the system's words for the error, and its code. */
function describeError(error) {
    const words = error.errno === undefined ? undefined : (0,external_node_util_namespaceObject.getSystemErrorMap)().get(error.errno)?.[1];
    const code = error.code ?? 'unknown error';
    return words === undefined ? code : `${words} (${code})`;
}

// EXTERNAL MODULE: external "node:module"
var external_node_module_ = __nccwpck_require__(8995);
;// CONCATENATED MODULE: ./src/cli/terminal.ts


const terminal_PROCESS = {
    isCharacterDevice: (fd) => (0,external_node_fs_.fstatSync)(fd).isCharacterDevice(),
    // node:tty loads node:net: only a character device (a terminal, /dev/null) pays for it.
    isatty: (fd) => (0,external_node_module_.createRequire)(require("url").pathToFileURL(__filename).href)('node:tty').isatty(fd),
};
/**
 * Whether standard output is a terminal, without building `process.stdout` (which loads
 * node:stream and more): a file or a pipe is none, and a closed descriptor none either.
 */
function standardOutputIsTerminal(system = terminal_PROCESS) {
    try {
        if (!system.isCharacterDevice(1))
            return false;
    }
    catch {
        return false;
    }
    return system.isatty(1);
}

;// CONCATENATED MODULE: ./src/files/standard-input.ts


const STDIN_FD = 0;
/**
 * Standard input as a stream, or one that fails at once (`is a directory`) where Node would read a
 * directory as an empty manifest. (A closed descriptor 0 is /dev/null to Node: an empty input.)
 */
function standardInput() {
    let failure;
    try {
        if ((0,external_node_fs_.fstatSync)(STDIN_FD).isDirectory())
            failure = Object.assign(new Error('EISDIR: is a directory'), { code: 'EISDIR' });
    }
    catch (error) {
        failure = error;
    }
    if (failure === undefined)
        return process.stdin;
    // node:stream is loaded only here: a run that reads no standard input never needs it.
    const { Readable } = (0,external_node_module_.createRequire)(require("url").pathToFileURL(__filename).href)('node:stream');
    return new Readable({
        read() {
            this.destroy(failure);
        },
    });
}

// EXTERNAL MODULE: ./package.json
var package_0 = __nccwpck_require__(8330);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __nccwpck_require__(6760);
var external_node_path_default = /*#__PURE__*/__nccwpck_require__.n(external_node_path_);
// EXTERNAL MODULE: ./src/util/list-words.ts
var list_words = __nccwpck_require__(9246);
// EXTERNAL MODULE: ./src/files/fs-errors.ts
var fs_errors = __nccwpck_require__(4874);
// EXTERNAL MODULE: ./src/files/outside-root.ts
var outside_root = __nccwpck_require__(9733);
;// CONCATENATED MODULE: ./src/files/directory-link.ts




/** The real path of the directory a search starts from, resolved once, when a link first needs it. */
function searchRoot(directory) {
    let resolved;
    return () => (resolved ??= (0,fs_errors/* realPath */.Ye)(directory));
}
const NOT_A_DIRECTORY = { kind: 'not a directory' };
/** Where the link `link`, found below `root`, leads. Never throws. */
function followLink(link, root) {
    try {
        if (!(0,external_node_fs_.statSync)(link).isDirectory())
            return NOT_A_DIRECTORY;
    }
    catch (error) {
        const code = error.code;
        // Nothing is there, so nothing can hide there.
        if (code === 'ENOENT' || code === 'ENOTDIR')
            return NOT_A_DIRECTORY;
        return unresolvable((0,fs_errors/* describeFsError */.TQ)(error));
    }
    const real = (0,fs_errors/* realPath */.Ye)(link);
    if (!real.ok)
        return unresolvable(real.reason);
    const target = real.path;
    const inside = root();
    if (!inside.ok)
        return unresolvable(`the directory searched has no real path: ${inside.reason}`);
    const relative = external_node_path_default().relative(inside.path, target).split((external_node_path_default()).sep);
    const searched = (0,outside_root/* isInside */.FK)(inside.path, target) && !relative.some((name) => outside_root/* SKIPPED_DIRECTORIES */.j8.has(name));
    return searched
        ? { kind: 'searched', target, relative: relative.join('/') }
        : {
            kind: 'outside',
            reason: `a symbolic link to a directory outside the search (${target}); it was not searched`,
        };
}
function unresolvable(reason) {
    return {
        kind: 'unresolvable',
        reason: `a symbolic link that cannot be resolved (${reason}); it was not searched`,
    };
}
/** Why a link to a searched directory is reported when patterns could select its files apart. */
function selectedApartReason(target) {
    return `a symbolic link to a directory (${target}) whose files these patterns might not select at their real place; it was not searched`;
}

// EXTERNAL MODULE: ./src/util/quantity.ts
var util_quantity = __nccwpck_require__(3347);
// EXTERNAL MODULE: ./src/files/directory-listing.ts + 1 modules
var directory_listing = __nccwpck_require__(8772);
;// CONCATENATED MODULE: ./src/files/skipped-directory.ts






/**
 * How many files of the skipped folder `directory` a search would have picked, in it and in the
 * folders directly in it (nothing deeper: it can be huge). One that cannot be listed counts none.
 */
function countSkippedMatches(directory, look) {
    let count = 0;
    for (const entry of entriesOf(directory)) {
        if (!entry.isDirectory()) {
            if (look.selects(entry.name))
                count++;
            continue;
        }
        if (!look.couldHoldOne(entry.name))
            continue;
        const inner = external_node_path_default().join(directory, entry.name);
        const names = look.fileNames
            ? look.fileNames.filter((name) => (0,fs_errors/* lstatQuietly */.iI)(external_node_path_default().join(inner, name))?.isDirectory() === false)
            : entriesOf(inner)
                .filter((file) => !file.isDirectory())
                .map((file) => file.name);
        for (const name of names)
            if (look.selects(`${entry.name}/${name}`))
                count++;
    }
    return count;
}
function entriesOf(directory) {
    try {
        return (0,directory_listing/* listDirectory */.K)(directory).entries;
    }
    catch {
        return [];
    }
}
/** What a report says of a `node_modules` folder a directory search skipped, holding `count`. */
function skippedByPathMessage(count, names) {
    return `a ${outside_root/* DEPENDENCIES_DIRECTORY */._I} folder is searched only when given as a PATH, and this one holds ${(0,util_quantity/* quantity */.a)(count, `${(0,list_words/* listWords */.y)(names, 'or')} file`)} (in it or in a folder directly in it); give it as a PATH to check ${count === 1 ? 'it' : 'them'}`;
}
/** What a report says of the `node_modules` folder `folder` the patterns skipped, holding `count`. */
function skippedByPatternMessage(folder, count) {
    return `a ${DEPENDENCIES_DIRECTORY} folder is searched only where a pattern names it, and this one holds ${quantity(count, 'file')} the patterns match (in it or in a folder directly in it); name it in a pattern to check ${count === 1 ? 'it' : 'them'} (${folder}/\u2026), or exclude it (!${folder}/**)`;
}
/**
 * For an error that patterns matched no file: the skipped `node_modules` folders among
 * `unreadable` that hold files they match, and what to do; empty when there is none.
 */
function skippedFoldersHint(unreadable) {
    const folders = unreadable.filter((folder) => folder.skippedMatches !== undefined);
    if (folders.length === 0)
        return '';
    return `, but ${listWords(folders.map((folder) => folder.path))} ${folders.length === 1 ? 'holds' : 'hold'} matching files, and a ${DEPENDENCIES_DIRECTORY} folder is searched only where a pattern names it`;
}

;// CONCATENATED MODULE: ./src/files/walk-directories.ts



/**
 * Walks the directories below `start` that the visitor enters, never `.git` nor a link, adding to
 * `unreadable` those it cannot list or whose names hide a file (`.` for the directory '').
 * Synchronous and iterative: a listing is quick, many small awaits are not, and any depth works.
 */
function walkDirectories(start, unreadable, visitor) {
    const pending = [start];
    while (pending.length > 0) {
        const directory = pending.pop();
        let listing;
        try {
            listing = (0,directory_listing/* listDirectory */.K)(visitor.listPath(directory));
        }
        catch (error) {
            const message = `cannot read the directory: ${(0,fs_errors/* describeFsError */.TQ)(error)}`;
            unreadable.push({ path: directory || '.', message });
            continue;
        }
        for (const entry of listing.undecodable)
            if (visitor.hides(directory, entry))
                unreadable.push({ path: directory || '.', message: (0,directory_listing/* undecodableReason */.n)(entry) });
        for (const entry of listing.entries)
            if (!entry.isDirectory())
                visitor.entry(directory, entry);
            else if (entry.name !== outside_root/* GIT_DIRECTORY */.Bx && visitor.enters(directory, entry.name))
                pending.push(visitor.child(directory, entry.name));
    }
}

;// CONCATENATED MODULE: ./src/files/case-variant.ts

/**
 * Which of `names` a file name equals but for case, as a file system that ignores case (NTFS,
 * APFS) compares them; undefined for the names themselves and every other name. Only a name as
 * long as one of `names` is folded, so a search pays a length look-up per file.
 */
function caseVariantFinder(names) {
    const lengths = new Set(names.map((name) => name.length));
    const byFolded = new Map(names.map((name) => [foldCase(name), name]));
    return (name) => {
        if (!lengths.has(name.length))
            return undefined;
        const checked = byFolded.get(foldCase(name));
        return checked === name ? undefined : checked;
    };
}
/** Upper then lower: `\u017f` and the Kelvin sign `K` meet `s` and `k`, as the file systems fold them. */
function foldCase(name) {
    return name.toUpperCase().toLowerCase();
}
/** The report of the file at `file` whose name is `checked` but for case: a warning, unchecked. */
function caseVariantFound(file, checked) {
    const name = external_node_path_default().basename(file);
    return {
        path: file,
        message: `${name} differs from ${checked} only by case: a file system that ignores case (Windows, macOS) gives it to vcpkg as ${checked}, but it is not checked; rename it ${checked}`,
        caseOf: checked,
    };
}

;// CONCATENATED MODULE: ./src/files/vcpkg-work-folders.ts


/** The folders vcpkg writes in its root, the folder that holds the file `.vcpkg-root`. */
const ROOT_WORK_FOLDERS = new Set([
    'buildtrees',
    'packages',
    'installed',
    'downloads',
]);
/** The folder a manifest-mode install writes beside the project's `vcpkg.json`. */
const MANIFEST_INSTALL_FOLDER = 'vcpkg_installed';
/**
 * Why the folder `name` in `parent` (a path the file system reads) is surely one vcpkg writes: a
 * work folder of a vcpkg root, or a project's install folder; undefined when it is not. Only those
 * five names cost a look, so a search pays nothing for the others. `.gitignore` is not read: a
 * pull request controls it.
 */
function vcpkgWorkFolder(parent, name) {
    const beside = ROOT_WORK_FOLDERS.has(name)
        ? '.vcpkg-root'
        : name === MANIFEST_INSTALL_FOLDER
            ? 'vcpkg.json'
            : undefined;
    if (beside === undefined || (0,fs_errors/* lstatQuietly */.iI)(external_node_path_default().join(parent, beside))?.isFile() !== true)
        return undefined;
    return `beside ${beside}`;
}
/**
 * What a report says of a vcpkg work folder a search skipped: `where` is vcpkgWorkFolder's reason,
 * `count` the files it would have picked in the folder and the folders directly in it, `toCheck`
 * how to check them all the same.
 */
function skippedWorkFolderMessage(name, where, count, toCheck) {
    const seen = count === 0 ? '' : `; ${count} of its files would be picked at its first two levels`;
    return `vcpkg's work folder ${name} (${where}) is not searched: vcpkg writes its files (copies of ports and old manifests among them)${seen}; ${toCheck}`;
}

;// CONCATENATED MODULE: ./src/files/find-manifests.ts










const MANIFEST_NAME = 'vcpkg.json';
/** The files a search picks in a directory: `vcpkg.json` only, unless told other names. */
const MANIFEST_NAMES = [MANIFEST_NAME];
/** A path given that cannot be searched or read, which the user must fix. */
class GivenPathError extends Error {
    path;
    constructor(path, message) {
        super(message);
        this.path = path;
    }
}
class MissingPathError extends GivenPathError {
    constructor(path) {
        super(path, `no such file or directory: ${path}`);
    }
}
/**
 * With `hookRoot`, each path is a file a git hook was given, checked as found there. Otherwise
 * files are taken whatever their names, and directories searched for `names`, skipping
 * `node_modules` below them (reported when it holds one) and reporting links to directories the
 * search does not go through. A path in `.git` is refused; one that cannot be looked at (a link
 * loop) is taken as a file, for its read to say why.
 */
function findManifests(paths, { hookRoot, names = MANIFEST_NAMES, readWith, onFound } = {}) {
    const files = new Map();
    const unreadable = [];
    const together = hookRoot !== undefined ? readWith : undefined;
    // One path cannot name a file twice; with several, the same file is found once by its full path.
    const keyOf = paths.length > 1 || together !== undefined
        ? (file) => external_node_path_default().resolve(file)
        : (file) => file;
    for (const given of paths) {
        if (inGitDirectory(given))
            throw new GivenPathError(given, `${given} is in ${outside_root/* GIT_REFUSAL */.ox}`);
        if (hookRoot !== undefined) {
            // A hook's file names are files of its repository: never searched, even when a link makes
            // one a directory, and read only when they do not lead out of it.
            if (!(0,external_node_fs_.lstatSync)(given, { throwIfNoEntry: false }))
                throw new MissingPathError(given);
            files.set(keyOf(given), { path: given, root: hookRoot });
            // The file read with it, when it has a picked name and is there, not as a directory: what a
            // search of its folder would find (once, though staged too). A folder that cannot be looked
            // into adds nothing: the given file's own read says why.
            const beside = together?.(given);
            if (beside !== undefined &&
                names.includes(external_node_path_default().basename(beside)) &&
                !files.has(keyOf(beside)) &&
                (0,fs_errors/* lstatQuietly */.iI)(beside)?.isDirectory() === false)
                files.set(keyOf(beside), { path: beside, root: hookRoot });
            continue;
        }
        let info;
        try {
            info = (0,external_node_fs_.statSync)(given, { throwIfNoEntry: false });
        }
        catch {
            // Not a missing path (that is undefined) but a loop or a refusal: the read reports it.
            files.set(keyOf(given), { path: given });
            continue;
        }
        if (!info)
            throw new MissingPathError(given);
        // Named, a file is read even when it is a link; found again in a directory, it stays named.
        if (!info.isDirectory())
            files.set(keyOf(given), { path: given });
        else
            searchDirectory({ path: given, name: `the directory ${given}` }, names, {
                files,
                unreadable,
                keyOf,
                onFound,
            });
    }
    return { files: [...files.values()].sort(byPath), unreadable };
}
/**
 * Why the search found nothing to check or report, for a usage error: no file named one of
 * `names` but in skipped `node_modules` folders, or none at all. Undefined when it found something.
 */
function nothingFoundMessage(found, paths, names = MANIFEST_NAMES) {
    if (found.files.length > 0)
        return undefined;
    const isError = (directory) => directory.skippedMatches === undefined && directory.caseOf === undefined;
    if (found.unreadable.some(isError))
        return undefined;
    const nothing = `no ${(0,list_words/* listWords */.y)(names, 'or')} found in ${paths.join(', ')}`;
    const skipped = found.unreadable.filter((directory) => directory.skippedMatches !== undefined);
    const variants = found.unreadable.filter((directory) => directory.caseOf !== undefined);
    // A usage error is one line: three of the variants name the others.
    const buts = variants
        .slice(0, 3)
        .map((variant) => `${variant.path}, which differs from ${variant.caseOf} only by case`);
    if (variants.length > 3)
        buts.push(`${variants.length - 3} more such files`);
    if (skipped.length > 0)
        buts.unshift(`in ${(0,list_words/* listWords */.y)(skipped.map((directory) => directory.path))}, which ${skipped.length === 1 ? 'is' : 'are'} searched only when given as a PATH`);
    return buts.length === 0 ? nothing : `${nothing} but ${(0,list_words/* listWords */.y)(buts)}`;
}
/** Whether `given`, as written or with its links resolved, goes through a `.git` directory. */
function inGitDirectory(given) {
    const inGit = (where) => where.split((external_node_path_default()).sep).includes(outside_root/* GIT_DIRECTORY */.Bx);
    if (inGit(external_node_path_default().resolve(given)))
        return true;
    // Nothing there to read: the path is reported as it is.
    const real = (0,fs_errors/* realPath */.Ye)(given);
    return real.ok && inGit(real.path);
}
function byPath(a, b) {
    return a.path < b.path ? -1 : a.path > b.path ? 1 : 0;
}
function searchDirectory(root, names, { files, unreadable, keyOf, onFound }) {
    const picked = new Set(names);
    // A look in a skipped folder for files named `names`: in it and in the folders in it.
    const look = {
        selects: (name) => names.some((picked) => name === picked || name.endsWith(`/${picked}`)),
        couldHoldOne: () => true,
        fileNames: names,
    };
    const caseOf = caseVariantFinder(names);
    const search = searchRoot(root.path);
    const rootBase = external_node_path_default().join(root.path, '.');
    const child = (directory, name) => joinEntry(directory === root.path ? rootBase : directory, name);
    walkDirectories(root.path, unreadable, {
        listPath: (directory) => directory,
        child,
        enters: (directory, name) => {
            const work = vcpkgWorkFolder(directory, name);
            if (name !== outside_root/* DEPENDENCIES_DIRECTORY */._I && work === undefined)
                return true;
            const skipped = child(directory, name);
            const matches = countSkippedMatches(skipped, look);
            // A work folder is said always: its copies of manifests lie deeper than the count looks.
            if (matches > 0 || work !== undefined)
                unreadable.push({
                    path: skipped,
                    message: work === undefined
                        ? skippedByPathMessage(matches, names)
                        : skippedWorkFolderMessage(name, work, matches, 'give it as a PATH to check them'),
                    skippedMatches: matches,
                });
            return false;
        },
        // A directory or a link could hold a file to pick; a file is none: their names are ASCII.
        hides: (_, entry) => entry.kind !== 'file',
        entry: (directory, entry) => {
            if (picked.has(entry.name)) {
                const entryPath = child(directory, entry.name);
                const key = keyOf(entryPath);
                if (!files.has(key)) {
                    files.set(key, { path: entryPath, root, listedAsFile: entry.isFile() });
                    onFound?.(files.size);
                }
                return;
            }
            const checked = caseOf(entry.name);
            if (checked !== undefined)
                unreadable.push(caseVariantFound(child(directory, entry.name), checked));
            else if (entry.isSymbolicLink()) {
                // A link to a directory the search does not go through, or one that cannot be told.
                const link = child(directory, entry.name);
                const linked = followLink(link, search);
                if (linked.kind === 'outside' || linked.kind === 'unresolvable')
                    unreadable.push({ path: link, message: linked.reason });
            }
        },
    });
}
/**
 * `path.join(directory, name)` for a normalized directory and a name it lists (no separator, never
 * `.` or `..`), by concatenation: path.join's normalizing made enough garbage while 100,000
 * directories were listed to raise the peak memory of a run by a third.
 */
function joinEntry(directory, name) {
    if (directory === '.')
        return name;
    return directory.endsWith((external_node_path_default()).sep) ? directory + name : directory + (external_node_path_default()).sep + name;
}

// EXTERNAL MODULE: ./src/manifest/schema/manifest-schema.ts
var manifest_schema = __nccwpck_require__(570);
;// CONCATENATED MODULE: ./src/manifest/schema/compile-schema-files.ts

/** Compiles one schema file read with its documents. */
async function compileSchemaFile(file) {
    // Loaded only here: the compiler is big, and checking against the built-in schema needs none.
    const { compileSchema } = await Promise.all(/* import() */[__nccwpck_require__.e(801), __nccwpck_require__.e(300)]).then(__nccwpck_require__.bind(__nccwpck_require__, 4300));
    return compileSchema(file.text, file.source, file.documents);
}
/**
 * Compiles the schema files of a validation: the main one (with vcpkg's own checks when
 * `vcpkgChecks`), then each a manifest may pick on its own, under its `$id`. The `$ref`
 * libraries are never compiled as schemas of their own.
 */
async function compileSchemaFiles(files, vcpkgChecks) {
    let schema;
    if (files.main !== undefined) {
        const compiled = await compileSchemaFile(files.main);
        if (!compiled.ok)
            return { ...compiled, input: 'schema' };
        // `vcpkg-checks` runs vcpkg's own checks under a schema that does not say it is vcpkg's.
        schema = vcpkgChecks ? (0,manifest_schema/* withVcpkgChecks */.b)(compiled.schema) : compiled.schema;
    }
    if (files.fromManifest === undefined)
        return { ok: true, schema };
    const { pickable, libraryIds, names } = files.fromManifest;
    const byUri = new Map();
    for (const file of pickable) {
        const compiled = await compileSchemaFile(file);
        if (!compiled.ok)
            return { ...compiled, input: 'manifest-schemas' };
        byUri.set(file.id, compiled.schema);
    }
    const refsOnly = new Set(libraryIds);
    for (const uri of byUri.keys())
        refsOnly.delete(uri);
    // The main schema is picked by its own `$id` too, and is the fallback.
    if (schema !== undefined && files.main?.id !== undefined)
        byUri.set(files.main.id, schema);
    return { ok: true, schema, declared: { byUri, refsOnly, fallback: schema, ...names } };
}

// EXTERNAL MODULE: ./src/run/schemas/load-schema-file.ts + 1 modules
var load_schema_file = __nccwpck_require__(6927);
// EXTERNAL MODULE: ./src/run/schemas/schema-folder.ts
var schema_folder = __nccwpck_require__(7564);
;// CONCATENATED MODULE: ./src/run/schemas/load-schemas.ts



/** A schema setting that cannot be used; `input` says which. */
class SchemaSettingError extends Error {
    input;
    constructor(input, message) {
        super(message);
        this.input = input;
    }
}
/**
 * Loads the user's schema files: reads every one first (the schema, its `$ref` files, the
 * manifest schemas and the `$ref` libraries), then compiles them. Throws SchemaSettingError for
 * one that cannot be used.
 */
async function loadSchemas(settings) {
    const { reading } = settings;
    if (settings.manifestSchemas.length > 0 && !settings.fromManifest)
        throw new SchemaSettingError('manifest-schemas', `${reading.manifestOption} names the schemas a manifest's "$schema" may pick, so it needs ${reading.fromManifestOption}`);
    const compiled = await compileSchemaFiles(readSchemaFiles(settings), settings.vcpkgChecks);
    if (!compiled.ok)
        throw new SchemaSettingError(compiled.input, compiled.message);
    const { schema, declared } = compiled;
    return declared === undefined ? { schema } : { schema, declared };
}
/**
 * Reads the schema files, each once, and the files their `$ref`s lead to. A file that cannot be
 * read or registered throws SchemaSettingError, in the order the files are given.
 */
function readSchemaFiles(settings) {
    const { schema, refs, manifestSchemas, fromManifest, reading } = settings;
    const { refOption, manifestOption } = reading;
    const main = schema && (0,load_schema_file/* readSchemaJson */.mo)(schema.path, schema.shownAs, reading);
    if (main?.ok === false)
        throw new SchemaSettingError('schema', main.message);
    // The refs serve a schema's `$ref`s: without a schema to compile, none is read.
    if (!main && !fromManifest)
        return {};
    const libraries = (0,load_schema_file/* readRegistered */.vv)(refs, reading, refOption);
    if (!libraries.ok)
        throw new SchemaSettingError('refs', libraries.message);
    // Beside a main schema, a manifest schema is registered for its `$ref`s too, as a ref is.
    const pickable = (0,load_schema_file/* readRegistered */.vv)(manifestSchemas, reading, main ? refOption : manifestOption);
    if (!pickable.ok)
        throw new SchemaSettingError(main ? 'refs' : 'manifest-schemas', pickable.message);
    // Where the `$ref`s of every schema lead: the registered files, and the files in their folders.
    const referenced = {
        registered: [...libraries.documents, ...pickable.documents],
        folders: [...libraries.folders, ...pickable.folders],
        read: (file, shownAs) => (0,load_schema_file/* readSchemaJson */.mo)(file, shownAs, reading),
        refOption,
    };
    const files = {};
    if (main && schema)
        files.main = (0,load_schema_file/* withReferenced */.eD)(main, schema.shownAs, referenced);
    if (!fromManifest)
        return files;
    files.fromManifest = {
        pickable: pickable.documents.map((document) => ({
            text: document.text,
            source: document.source,
            id: document.uri,
            documents: (0,schema_folder/* readReferenced */.I)(document.schema, document.source, {
                ...referenced,
                base: document.uri,
            }),
        })),
        libraryIds: libraries.documents.map((document) => document.uri),
        names: { fallbackName: schema?.named ?? 'the built-in schema', refOption, manifestOption },
    };
    return files;
}

// EXTERNAL MODULE: ./src/run/interrupts.ts
var run_interrupts = __nccwpck_require__(5805);
// EXTERNAL MODULE: ./src/manifest/profiles.ts
var manifest_profiles = __nccwpck_require__(9663);
// EXTERNAL MODULE: ./src/manifest/manifest-kind.ts
var manifest_kind = __nccwpck_require__(1935);
// EXTERNAL MODULE: ./src/report/file-report.ts
var file_report = __nccwpck_require__(9681);
// EXTERNAL MODULE: ./src/files/read-at-most.ts
var read_at_most = __nccwpck_require__(5809);
;// CONCATENATED MODULE: ./src/files/file-to-check.ts


/**
 * Reads a file, or says why a link found in a directory was not followed. A file the search
 * listed as a regular file is opened refusing links, which spares looking at each path first.
 * @param withIdentity The read says what file it read (its identity), to write it back later.
 */
function readFileToCheck(file, limit, { withIdentity = false } = {}) {
    if (file.read !== undefined)
        return file.read;
    if (file.root !== undefined && file.listedAsFile === true && read_at_most/* CAN_REFUSE_LINKS */.SG) {
        const read = withIdentity
            ? (0,read_at_most/* readAtMost */.rU)(file.path, limit, { refuseLinks: true })
            : (0,read_at_most/* readListedFile */.IK)(file.path, limit);
        if (read.ok || read.kind !== 'link')
            return read;
    }
    const refusal = file.root === undefined ? undefined : (0,outside_root/* outsideRoot */.K8)(file.path, file.root);
    return refusal ?? (0,read_at_most/* readAtMost */.rU)(file.path, limit);
}

// EXTERNAL MODULE: ./src/manifest/check-manifest.ts + 1 modules
var check_manifest = __nccwpck_require__(3745);
;// CONCATENATED MODULE: ./src/run/checked-files.ts


/**
 * The names of the files a profile checks when it finds them, one for each kind of document its
 * rules read (profiles.ts): `vcpkg.json`, and under `current` `vcpkg-configuration.json` too.
 */
function checkedFileNames(profile) {
    return manifest_profiles/* PROFILE_ENTRIES */.Fo[profile].documents.map((kind) => manifest_profiles/* DOCUMENT_FILES */.sd[kind]);
}
/**
 * What the file at `filePath` is read as: the kind of document whose file it is named as (found
 * or named), when the profile reads that kind; every other file is a manifest.
 */
function documentAt(filePath, profile) {
    const name = external_node_path_default().basename(filePath);
    return (manifest_profiles/* PROFILE_ENTRIES */.Fo[profile].documents.find((kind) => manifest_profiles/* DOCUMENT_FILES */.sd[kind] === name) ?? 'manifest');
}
/**
 * The file read with the one at `filePath` under `profile`, named as `filePath` is (its folder as
 * written): a configuration's `vcpkg.json` and a manifest's `vcpkg-configuration.json`, which
 * vcpkg reads together (look-beside.ts), so that a change to either can change the verdict on the
 * other: a manifest's `builtin-baseline` gives the configuration's registries their baseline.
 */
function readWith(filePath, profile) {
    return manifest_profiles/* PROFILE_ENTRIES */.Fo[profile].documents.includes('configuration')
        ? besidePath(filePath)
        : undefined;
}
/**
 * Whether a file is checked with what vcpkg reads beside it (look-beside.ts): a configuration
 * always, with its manifest; a manifest where the profile reads them together (`current`).
 */
function readsBeside(document, profile) {
    return document === 'configuration' || manifest_profiles/* PROFILE_ENTRIES */.Fo[profile].readTogether;
}
/** The file today's vcpkg reads with the one at `filePath`, in its folder. */
function besidePath(filePath) {
    const name = external_node_path_default().basename(filePath);
    const folder = filePath.slice(0, filePath.length - name.length);
    const { manifest, configuration } = manifest_profiles/* DOCUMENT_FILES */.sd;
    return folder + (name === configuration ? manifest : configuration);
}
/**
 * What a registry's version database file at `filePath` is, named as vcpkg lays it out:
 * `versions/baseline.json`, or `versions/<first letter>-/<port>.json`; undefined for any other
 * file. Only a file named as a PATH or by a pattern can be one: a search picks none.
 */
function versionDatabaseFile(filePath) {
    // Asked of every file a run checks: most paths have no versions folder at all.
    if (!filePath.includes('versions'))
        return undefined;
    const parts = filePath.split(/[\\/]/);
    const [name = '', folder = '', versions] = [parts.at(-1), parts.at(-2), parts.at(-3)];
    if (folder === 'versions' && name === 'baseline.json')
        return 'versions/baseline.json';
    if (versions === 'versions' && /^[a-z0-9]-$/.test(folder) && name.endsWith('.json'))
        return `versions/${folder}/${name}`;
    return undefined;
}

// EXTERNAL MODULE: ./src/manifest/beside.ts
var manifest_beside = __nccwpck_require__(5879);
;// CONCATENATED MODULE: ./src/run/look-beside.ts





/**
 * What today's vcpkg reads with a file from its folder (`--profile current`): for a
 * configuration, the project's manifest beside it; for a project's manifest, the configuration
 * file beside it. A file beside is read as the file itself is (at most `limit` bytes, no link out
 * of its root); one that cannot be read or parsed gives nothing but its presence, which errs on
 * the side of a problem: no `builtin-baseline` to lend a baseline, a configuration file there.
 */
function lookBeside(file, document, kind, limit) {
    const directory = external_node_path_default().resolve(external_node_path_default().dirname(file.path)).split((external_node_path_default()).sep).join('/');
    const beside = besidePath(file.path);
    if ((document !== 'configuration' && kind === 'port') || !isThere(beside))
        return { directory };
    const data = readJson({ path: beside, root: file.root }, limit);
    return document === 'configuration'
        ? { directory, manifest: (0,manifest_beside/* manifestBeside */.yt)(data) }
        : { directory, configuration: (0,manifest_beside/* configurationBeside */.B3)(data) };
}
/** The JSON of a file, read as the run reads it; undefined when it cannot be read or parsed. */
function readJson(file, limit) {
    const read = readFileToCheck(file, limit);
    if (typeof read === 'string' || !read.ok)
        return undefined;
    try {
        return JSON.parse(new TextDecoder().decode(read.bytes));
    }
    catch {
        return undefined;
    }
}
/** Whether anything is at `place`: a file, a link, even one that cannot be looked into. */
function isThere(place) {
    try {
        // No error is made for a missing file: most folders have nothing beside, and an error costs.
        return (0,external_node_fs_.lstatSync)(place, { throwIfNoEntry: false }) !== undefined;
    }
    catch (error) {
        return error.code !== 'ENOTDIR';
    }
}

// EXTERNAL MODULE: ./src/manifest/json/is-json-object.ts
var is_json_object = __nccwpck_require__(117);
;// CONCATENATED MODULE: ./src/run/overlay-ports.ts





/**
 * The folders the `overlay-ports` of the run's configuration files name, resolved against each
 * file's folder as vcpkg resolves them. A file that cannot be read (as the run reads it: at most
 * `limit` bytes, no link out of its root) or parsed names none: its own check reports why.
 */
function overlayFolders(files, limit) {
    const folders = new Set();
    for (const file of files) {
        if (external_node_path_default().basename(file.path) !== manifest_profiles/* DOCUMENT_FILES */.sd.configuration)
            continue;
        const data = readJson(file, limit);
        const overlays = (0,is_json_object/* isJsonObject */.O)(data) ? data['overlay-ports'] : undefined;
        if (!Array.isArray(overlays))
            continue;
        const base = external_node_path_default().dirname(external_node_path_default().resolve(file.path));
        for (const overlay of overlays)
            if (typeof overlay === 'string' && overlay !== '')
                folders.add(external_node_path_default().resolve(base, overlay));
    }
    return folders;
}
/**
 * Whether the manifest at `filePath` is a port's because an overlay names its folder: the folder
 * itself (an overlay of one port), or the folder holding it (an overlay of many, whose own folder
 * holds no manifest, as vcpkg tells the two apart).
 */
function inOverlay(filePath, folders) {
    if (folders.size === 0)
        return false;
    const folder = external_node_path_default().dirname(external_node_path_default().resolve(filePath));
    if (folders.has(folder))
        return true;
    const parent = external_node_path_default().dirname(folder);
    return folders.has(parent) && !(0,external_node_fs_.existsSync)(external_node_path_default().join(parent, manifest_profiles/* DOCUMENT_FILES */.sd.manifest));
}

// EXTERNAL MODULE: ./src/files/file-size.ts
var file_size = __nccwpck_require__(2879);
;// CONCATENATED MODULE: ./src/run/check-files.ts










/**
 * Checks files in the order given, by `rules` (loadRules: what these files and options need), and
 * yields each report as soon as it is ready. Reads are synchronous: manifests are small, and one
 * blocking read costs less than an async round trip. Only the current file's text is held.
 */
function* checkFiles(files, options, rules) {
    const limit = options.maxFileSize ?? file_size/* DEFAULT_MAX_FILE_SIZE */.Sj;
    // Under `current`, a manifest in a folder an overlay names is a port's, wherever it lies.
    const overlays = options.profile === 'current' && options.manifestKind === undefined
        ? overlayFolders(files, limit)
        : new Set();
    for (const file of files)
        yield checkFile(file, options, rules, limit, overlays);
}
/** Checks one file; a file that cannot or must not be read is reported, never thrown. */
function checkFile(file, options, rules, limit, overlays) {
    const shownAs = file.shownAs ?? file.path;
    const database = options.schema === undefined ? versionDatabaseFile(file.path) : undefined;
    if (database !== undefined)
        return (0,file_report/* unreadableReport */.w)(shownAs, 'not-a-manifest', `not a manifest: a version database file (${database}); check it with its registry: manifest-check versions`);
    // A file written back in canonical form is written only if it is still the one read.
    const withIdentity = options.canonicalForm?.mode === 'write';
    const read = readFileToCheck(file, limit, { withIdentity });
    if (typeof read === 'string')
        return (0,file_report/* unreadableReport */.w)(shownAs, 'link-not-followed', read);
    if (!read.ok)
        return (0,file_report/* unreadableReport */.w)(shownAs, READ_FAILURE_REASONS[read.kind], (0,read_at_most/* describeReadFailure */.mP)(read, file.read === undefined ? 'the file' : 'standard input'));
    const { strict, schema, declared, canonicalForm } = options;
    const profile = options.profile ?? manifest_profiles/* DEFAULT_PROFILE */.KG;
    const kind = options.manifestKind ?? (inOverlay(file.path, overlays) ? 'port' : (0,manifest_kind/* manifestKindAt */.j)(file.path));
    const document = documentAt(file.path, profile);
    // Today's vcpkg reads a project's manifest and its configuration file together.
    const beside = readsBeside(document, profile) || declared !== undefined
        ? lookBeside(file, document, kind, limit)
        : undefined;
    try {
        // A user's schema is a manifest's: vcpkg's configuration is checked by its own rules.
        const result = document === 'configuration'
            ? loaded(rules.configuration)(read.bytes, { strict, beside })
            : (0,check_manifest/* checkManifest */.K)(read.bytes, { strict, profile, kind, beside, schema, declared }, rules.manifest);
        const report = fileReport(shownAs, result, options);
        if (canonicalForm === undefined || document !== 'manifest')
            return report;
        const checkedAsVcpkg = profile === 'current' && schema === undefined && declared === undefined;
        const step = loaded(rules.canonicalForm);
        return step(file, read, report, { kind, checkedAsVcpkg }, canonicalForm);
    }
    catch (error) {
        return internalErrorReport(shownAs, 'checking', error);
    }
}
/** A rule the run did not load for a file that needs it: a bug of ours, reported on the file. */
function loaded(rule) {
    if (rule === undefined)
        throw new Error('the rules for this file were not loaded');
    return rule;
}
function fileReport(shownAs, result, { errorsOnly }) {
    const problems = errorsOnly
        ? result.problems.filter((problem) => problem.severity === 'error')
        : result.problems;
    const { valid, laterForm } = result;
    return { file: shownAs, valid, problems, ...(laterForm === undefined ? {} : { laterForm }) };
}
/** A bug of ours on one file, while `doing` it, must not cost the reports of the others. */
function internalErrorReport(shownAs, doing, error) {
    const reason = error instanceof Error ? error.message : String(error);
    return (0,file_report/* unreadableReport */.w)(shownAs, 'internal-error', `internal error while ${doing} the file: ${reason}`);
}
/** What kind of `file` problem a failure to read a manifest is. */
const READ_FAILURE_REASONS = {
    unreadable: 'unreadable',
    'too-large': 'too-large',
    grew: 'too-large',
    longer: 'too-large',
    link: 'link-not-followed',
};

// EXTERNAL MODULE: ./src/manifest/problems/draft.ts
var draft = __nccwpck_require__(5701);
// EXTERNAL MODULE: ./src/report/totals.ts
var totals = __nccwpck_require__(2947);
;// CONCATENATED MODULE: ./src/run/hand-reports.ts




/**
 * Hands each report to every sink as soon as it is made, holding none; the caller ends the sinks.
 * Between reports, signal handlers get a turn now and then. After a signal (one that came before
 * the first file too) no more files are checked.
 */
async function runChecks(reports, sinks, interrupts) {
    let summary = totals/* EMPTY_SUMMARY */.fB;
    let reported = 0;
    let laterForms;
    // The generator checks a file as it yields it: the signal is looked at before each is taken.
    const toCome = reports[Symbol.iterator]();
    while (interrupts?.signal === undefined) {
        const taken = toCome.next();
        if (taken.done === true)
            break;
        const report = taken.value;
        summary = (0,totals/* addToSummary */.Dg)(summary, report);
        reported++;
        if (report.laterForm !== undefined)
            laterForms = laterForms
                ? { ...laterForms, files: laterForms.files + 1 }
                : { files: 1, first: { file: report.file, form: report.laterForm } };
        for (const sink of sinks)
            hand(sink, report);
        await interrupts?.pause();
    }
    // Unchecked files are not checked: a generator left before its end is closed.
    toCome.return?.();
    return { summary, reported, ...(laterForms === undefined ? {} : { laterForms }) };
}
/** The reports of a search: each path it did not go through, then each file as it is checked. */
function* searchReports(unreadable, files, options, rules) {
    for (const directory of unreadable)
        yield notSearchedReport(directory, options.errorsOnly);
    yield* checkFiles(files, options, rules);
}
/**
 * The report of a path the search did not go through: an error, or a warning for a folder it
 * skipped on purpose or a file named a checked name but for case (without its problem when only
 * errors are reported).
 */
function notSearchedReport(directory, errorsOnly) {
    const { path: file, message, skippedMatches, caseOf } = directory;
    const problem = caseOf !== undefined
        ? (0,draft/* problemAtStart */.x)('case-variant', { message, pointer: '', checkedName: caseOf })
        : skippedMatches !== undefined
            ? (0,draft/* problemAtStart */.x)('skipped-directory', { message, pointer: '', matches: skippedMatches })
            : undefined;
    if (problem === undefined)
        return (0,file_report/* unreadableReport */.w)(file, 'directory-not-searched', message);
    return { file, valid: true, problems: errorsOnly ? [] : [problem] };
}
/**
 * Gives a sink one report; if writing it fails (a bug of ours, or a report too big for a
 * string), the sink gets that file's error instead, so the document goes on with every file.
 */
function hand(sink, report) {
    try {
        sink.file(report);
    }
    catch (error) {
        sink.file(internalErrorReport(report.file, 'reporting', error));
    }
}

;// CONCATENATED MODULE: ./src/run/load-rules.ts


/**
 * How a run gets each profile's manifest rules: each profile's are a chunk of their own, loaded
 * by a run that uses them (the spec profile's with its precompiled schemas by the default run,
 * and by a run with a user's schema). The library has them all at once (profile-rules.ts).
 */
const MANIFEST_RULES = {
    spec: async () => (await Promise.all(/* import() */[__nccwpck_require__.e(741), __nccwpck_require__.e(316), __nccwpck_require__.e(855)]).then(__nccwpck_require__.bind(__nccwpck_require__, 3855))).specRules,
    current: async () => (await Promise.all(/* import() */[__nccwpck_require__.e(741), __nccwpck_require__.e(120), __nccwpck_require__.e(316), __nccwpck_require__.e(777)]).then(__nccwpck_require__.bind(__nccwpck_require__, 4777))).currentRules,
};
/**
 * Loads the rules a run of `files` needs, before its first file is checked (a check is
 * synchronous): its profile's, or the spec profile's for a user's schema (given, or among schemas
 * from manifests, where one may also declare vcpkg-tool's schema: the current profile's), vcpkg's
 * configuration rules when a file is a configuration, the canonical form when asked for.
 */
async function loadRules(files, options) {
    const profile = options.profile ?? manifest_profiles/* DEFAULT_PROFILE */.KG;
    const { schema, declared } = options;
    // A user's schema takes the profile's place for every manifest (checkManifest).
    const profiles = new Set([schema === undefined ? profile : 'spec']);
    if (declared !== undefined)
        profiles.add('spec').add('current');
    const manifest = {};
    for (const name of profiles)
        manifest[name] = await MANIFEST_RULES[name]();
    const configurations = files.some((file) => documentAt(file.path, profile) === 'configuration');
    return {
        manifest,
        ...(configurations && {
            configuration: (await Promise.all(/* import() */[__nccwpck_require__.e(120), __nccwpck_require__.e(339)]).then(__nccwpck_require__.bind(__nccwpck_require__, 9339)))
                .validateConfiguration,
        }),
        ...(options.canonicalForm !== undefined && {
            canonicalForm: (await Promise.all(/* import() */[__nccwpck_require__.e(741), __nccwpck_require__.e(120), __nccwpck_require__.e(316), __nccwpck_require__.e(777), __nccwpck_require__.e(107), __nccwpck_require__.e(998)]).then(__nccwpck_require__.bind(__nccwpck_require__, 1998))).canonicalFormStep,
        }),
    };
}

;// CONCATENATED MODULE: ./src/run/run-validation.ts




/**
 * The one validation run of the CLI and the Action: loads the schemas, finds the files, then
 * checks each and hands its report to the sinks as it is made, while a signal stops it with every
 * document whole. Throws SchemaSettingError for a schema setting that cannot be used, the one
 * error of its own that an adapter maps to its own; anything `files` throws passes through.
 */
async function runValidation(request) {
    const watched = request.interrupts === undefined ? (0,run_interrupts/* watchInterrupts */.K)(request.whenWritten) : undefined;
    const interrupts = request.interrupts ?? watched;
    try {
        const { schema, declared } = await loadSchemas(request.schemas);
        const { files, unreadable } = await request.files(interrupts);
        const { sinks, abandon } = await request.sinks();
        const options = { ...request.check, schema, declared };
        try {
            // Loaded before the first file: what this run's profile, files and options need, no more.
            const rules = await loadRules(files, options);
            const reports = searchReports(unreadable, files, options, rules);
            const { summary, reported, laterForms } = await runChecks(reports, sinks, interrupts);
            // A signal Node caught while the files were checked, between two turns, still counts.
            await interrupts?.settle();
            const signal = interrupts?.signal;
            const interrupted = signal === undefined
                ? undefined
                : {
                    signal,
                    // Files, as a person counts them: what the search could not go through is no file.
                    checked: Math.max(0, reported - unreadable.length),
                    total: files.length,
                };
            // Every document is ended, whole, and a partial one says so.
            for (const sink of sinks)
                sink.end(summary, interrupted);
            return {
                summary,
                ...(laterForms === undefined ? {} : { laterForms }),
                ...(interrupted === undefined ? {} : { interrupted }),
            };
        }
        catch (error) {
            abandon?.();
            throw error;
        }
    }
    finally {
        watched?.stop();
    }
}

// EXTERNAL MODULE: ./src/manifest/vcpkg/later-forms.ts
var later_forms = __nccwpck_require__(4349);
// EXTERNAL MODULE: ./src/util/control-characters.ts
var control_characters = __nccwpck_require__(1690);
;// CONCATENATED MODULE: ./src/run/later-forms-note.ts


/** How a user turns on the current profile, in the words of where the run came from. */
const CURRENT_PROFILE_CHOICE = {
    'command-line': '--profile current',
    // pre-commit's and prek's configuration: the hook's id, or the option given to this hook.
    hook: 'the hook id manifest-check-current (or args: [--profile, current, --] on this hook)',
    action: 'profile: current',
};
/**
 * The run's one note, in words, on manifests written for today's vcpkg that the default `spec`
 * profile checked, saying how to choose the current profile where the run came `from`. The one
 * place this text is written.
 */
function laterFormsNote({ files, first }, from) {
    const choice = CURRENT_PROFILE_CHOICE[from];
    const quoted = (0,control_characters/* jsonQuoted */.zG)(first.file);
    const written = files === 1
        ? `${quoted} is written for today's vcpkg: it`
        : `${files} manifests are written for today's vcpkg: the first, ${quoted},`;
    return `${written} ${later_forms/* LATER_FORM_WORDS */._1[first.form]}, which the default profile (the December 2020 manifest spec) does not know; ${choice} checks ${files === 1 ? 'it' : 'them'} as today's vcpkg does`;
}

// EXTERNAL MODULE: ./src/report/interruption.ts
var interruption = __nccwpck_require__(8943);
// EXTERNAL MODULE: ./src/report/text.ts + 1 modules
var report_text = __nccwpck_require__(2110);
// EXTERNAL MODULE: ./src/report/workflow-commands.ts
var workflow_commands = __nccwpck_require__(8260);
// EXTERNAL MODULE: ./src/cli/reporter.ts
var reporter = __nccwpck_require__(3933);
// EXTERNAL MODULE: ./src/cli/args.ts
var cli_args = __nccwpck_require__(7593);
// EXTERNAL MODULE: ./src/cli/usage-error.ts
var usage_error = __nccwpck_require__(4226);
// EXTERNAL MODULE: ./src/cli/stdin-path.ts
var stdin_path = __nccwpck_require__(2442);
// EXTERNAL MODULE: ./src/cli/request-command.ts
var request_command = __nccwpck_require__(95);
// EXTERNAL MODULE: ./src/cli/versions-options.ts
var versions_options = __nccwpck_require__(7802);
;// CONCATENATED MODULE: ./src/cli/format-args.ts
// The format command's line: which words select it, its options, and its usage.





/** The options of `format`, for parseArgs. */
const FORMAT_OPTIONS = {
    check: { type: 'boolean' },
    diff: { type: 'boolean' },
    'manifest-kind': { type: 'string' },
    'max-file-size': { type: 'string' },
    color: { type: 'string' },
    hook: { type: 'boolean' },
    help: { type: 'boolean', short: 'h' },
};
const FORMAT_USAGE = `Usage: manifest-check format [options] [--] [PATH ...]
       manifest-check format [options] --hook [options --] [PATH ...]

Writes vcpkg.json manifests in the canonical form of today's vcpkg, byte for byte what
'vcpkg format-manifest' writes: its key order, sorted lists, two-space indents, LF line ends
and a final newline. PATHs are files or directories, searched as the validate command searches
them; the default PATH is the current directory. A file already in canonical form is not
touched. A manifest that vcpkg would reject is not rewritten: its errors are reported, as
'manifest-check --profile current' reports them. Each file is written whole or not at all
(through a temporary file in its folder, keeping its mode); a symbolic link is not rewritten.
Standard input is not read: a PATH of - is refused (give ./- for a file named -).

Options:
  --check               write nothing; report each file not in canonical form at its first
                        difference, and exit 1 if there is one
  --diff                as --check, and print each change as a unified diff
  --manifest-kind KIND  read every manifest as a port's or a project's; by default one in
                        ports/<name>/ is a port's, any other a project's
  --max-file-size SIZE  report a larger file as an error without reading it; SIZE is bytes,
                        or KB or MB (1 KB = 1024 bytes); the default is ${(0,file_size/* formatFileSize */.v7)(file_size/* DEFAULT_MAX_FILE_SIZE */.Sj)}
  --color WHEN          colour the text output: auto (the default), always or never
  --hook                for git hooks, which append file names: the arguments after it are
                        file names, or the hook's own options, then --, then file names
  -h, --help            show this help

Exit status: 0 every file is (now) in canonical form, 1 a file could not be formatted or
written (or, with --check or --diff, is not in canonical form), 2 usage error, 130/143
interrupted, 141 output pipe closed by its reader.
`;
/** Reads the format command's arguments; throws UsageError with a one-line reason when wrong. */
function parseFormatLine(argv) {
    const { values, paths } = (0,cli_args/* parseOptionsAndPaths */.V)(argv, FORMAT_OPTIONS);
    if (values.help)
        return { command: 'help' };
    const manifestKind = (0,cli_args/* readChoice */.Kf)('--manifest-kind', values['manifest-kind'], manifest_kind/* MANIFEST_KINDS */.a);
    const color = (0,cli_args/* readChoice */.Kf)('--color', values.color, cli_color/* COLOR_CHOICES */.zg) ?? 'auto';
    // A file is formatted where it is: standard input has no place to be written to.
    if (paths.includes(stdin_path/* STDIN_PATH */.p))
        throw new cli_args/* UsageError */.eb(`format writes files, and standard input is none: a PATH of ${stdin_path/* STDIN_PATH */.p} is not read (give ./${stdin_path/* STDIN_PATH */.p} for a file named ${stdin_path/* STDIN_PATH */.p}); 'manifest-check --profile current ${stdin_path/* STDIN_PATH */.p}' checks it`);
    return {
        command: 'format',
        paths: paths.length > 0 ? paths : ['.'],
        mode: values.diff ? 'diff' : values.check ? 'check' : 'write',
        ...(manifestKind === undefined ? {} : { manifestKind }),
        maxFileSize: (0,cli_args/* readMaxFileSize */.s)(values['max-file-size']),
        color,
        hook: values.hook ?? false,
    };
}

// EXTERNAL MODULE: ./src/cli/parse-args.ts
var parse_args = __nccwpck_require__(9611);
// EXTERNAL MODULE: ./src/cli/suggest.ts
var suggest = __nccwpck_require__(7472);
;// CONCATENATED MODULE: ./src/cli/commands.ts




/**
 * The command of `argv` among `commands` (by name, each with its options), `fallback` when none
 * is named, and its arguments (the command's word taken out): the first positional argument
 * names it, so that options may come before it; after `--hook` or `--` a word is a file name a
 * hook runner appended, never a command. The fallback's own word stays in its arguments, where
 * its parser reads it. One pass of parseArgs, with every command's options so that the value of
 * an option is never taken for a command; none when no command's word is there at all.
 */
function selectCommand(argv, commands, fallback) {
    const names = Object.keys(commands);
    const named = names.filter((name) => name !== fallback && argv.includes(name));
    if (named.length === 0)
        return { name: fallback, args: argv };
    const { tokens } = (0,parse_args/* parseArgs */.Z)({
        args: argv,
        options: Object.assign({}, ...names.map((name) => commands[name].options)),
        allowPositionals: true,
        strict: false,
        tokens: true,
    });
    const first = tokens.find((token) => token.kind === 'positional');
    const name = named.find((command) => command === first?.value);
    if (first === undefined || name === undefined)
        return { name: fallback, args: argv };
    const hook = tokens.some((token) => token.index < first.index &&
        (token.kind === 'option-terminator' || (token.kind === 'option' && token.name === 'hook')));
    return hook ? { name: fallback, args: argv } : { name, args: argv.toSpliced(first.index, 1) };
}
/**
 * For a first PATH that names nothing: `unknown command 'formt'; did you mean format?` when it
 * is near a command's name, else undefined (it is a missing file).
 */
function unknownCommand(word, names) {
    const suggestion = (0,suggest/* meant */.wx)(word, names);
    if (suggestion === undefined || suggestion === word)
        return undefined;
    return new usage_error/* UsageError */.e(`unknown command '${(0,control_characters/* escapeHiddenOrReordering */.WR)(word)}'; did you mean ${suggestion}?`);
}

;// CONCATENATED MODULE: ./src/cli/run.ts





















/**
 * The commands of the command line; `validate` runs when none is named. The registry checks and
 * the request builder load only for their command: they are no part of a validation's start-up.
 */
const COMMANDS = {
    validate: { options: cli_args/* VALIDATE_OPTIONS */.g4, run: validate },
    format: { options: FORMAT_OPTIONS, run: format },
    versions: {
        options: versions_options/* VERSIONS_OPTIONS */.L,
        run: async (args, io, given) => (await __nccwpck_require__.e(/* import() */ 453).then(__nccwpck_require__.bind(__nccwpck_require__, 4453))).runVersionsLine(args, io, given.stdout),
    },
    request: {
        options: request_command/* REQUEST_OPTIONS */.z,
        run: async (args, io) => (await __nccwpck_require__.e(/* import() */ 700).then(__nccwpck_require__.bind(__nccwpck_require__, 4700))).runRequestLine(args, io),
    },
};
/** The command `argv` runs (`validate` when it names none), and that command's arguments. */
function commandOf(argv) {
    return selectCommand(argv, COMMANDS, 'validate');
}
/**
 * Runs a command line; returns the exit status. Never throws for anything a user can cause.
 * Everything it prints may come from a file, so none of it can be a workflow command.
 */
async function runCli(argv, given) {
    const io = {
        ...given,
        // The painter's colours are the only control sequences printed as they are.
        stdout: (text) => given.stdout((0,workflow_commands/* neutraliseCommands */.$)(text, report_text/* PAINTED */.az)),
        stderr: (text) => given.stderr((0,workflow_commands/* neutraliseCommands */.$)(text, report_text/* PAINTED */.az)),
    };
    const { name, args } = commandOf(argv);
    const command = COMMANDS[name];
    try {
        return await command.run(args, io, given);
    }
    catch (error) {
        if (!(error instanceof usage_error/* UsageError */.e))
            throw error;
        // What to run for the usage: the default command's help is the program's.
        const help = name === 'validate' ? 'manifest-check --help' : `manifest-check ${name} --help`;
        io.stderr(`manifest-check: ${error.message}\nRun '${help}' for usage.\n`);
        return exit/* EXIT */.d.usage;
    }
}
/** The default command: checks the manifests the PATHs name, or prints the help or the version. */
async function validate(args, io, given) {
    const request = (0,cli_args/* parseCommandLine */.Du)(args);
    if (request.command !== 'validate') {
        io.stdout(request.command === 'help' ? cli_args/* USAGE */.u_ : `${package_0/* version */.rE}\n`);
        return exit/* EXIT */.d.ok;
    }
    // A first word that names nothing may be a mistyped command (`formt`).
    const word = args[0] === request.paths[0] && !request.hook ? args[0] : undefined;
    return await runAndSay({
        schemas: schemaSettings(request),
        files: (interrupts) => withStdin({ ...request, commandWord: word }, io, interrupts),
        check: {
            strict: request.strict,
            profile: request.profile,
            manifestKind: request.manifestKind,
            errorsOnly: request.quiet,
            maxFileSize: request.maxFileSize,
        },
        // Only the github format's own commands, each value in them neutralised, pass unneutralised.
        sinks: () => ({ sinks: [(0,reporter/* reporter */.Y)(request, io, given.stdout)] }),
    }, io, request.hook ? 'hook' : 'command-line');
}
/**
 * The files the PATHs name, after standard input when a PATH is `-`: its bytes (at most
 * --max-file-size of them) under its name, which also decides its kind and document. The other
 * PATHs are searched first: a PATH that names nothing is a usage error at once, not once standard
 * input has ended. A signal stops the read (Ctrl-C while a terminal is read): the run then checks
 * nothing and says it was interrupted.
 */
async function withStdin(request, io, interrupts) {
    if (request.stdinName === undefined)
        return manifestsToCheck(request, io);
    const paths = request.paths.filter((path) => path !== stdin_path/* STDIN_PATH */.p);
    const found = paths.length === 0
        ? { files: [], unreadable: [] }
        : manifestsToCheck({ ...request, paths }, io);
    const stream = io.stdinStream();
    const reading = (0,read_at_most/* readStreamAtMost */.JJ)(stream, request.maxFileSize);
    const read = await (interrupts?.waitFor(reading) ?? reading);
    // A read still waiting would keep the process alive: it ends with the stream.
    if (read === undefined)
        stream.destroy();
    const stdin = {
        path: request.stdinName,
        read: read ?? { ok: false, kind: 'unreadable', reason: 'not read: the run was interrupted' },
    };
    return { files: [stdin, ...found.files], unreadable: found.unreadable };
}
/**
 * The format command: a run of the current profile (errors only: a warning does not stop vcpkg
 * from writing a file) that holds every manifest to vcpkg's canonical form, and writes it there
 * unless only asked to check; or prints its help.
 */
async function format(args, io) {
    const request = parseFormatLine(args);
    if (request.command === 'help') {
        io.stdout(FORMAT_USAGE);
        return exit/* EXIT */.d.ok;
    }
    // A configuration named as a PATH is checked as vcpkg reads it; vcpkg formats manifests only.
    let configurations = 0;
    const files = () => {
        const found = manifestsToCheck({ ...request, profile: 'current' }, io, [MANIFEST_NAME]);
        configurations = found.files.filter((file) => documentAt(file.path, 'current') === 'configuration').length;
        return found;
    };
    const status = await runAndSay({
        schemas: {
            refs: [],
            manifestSchemas: [],
            vcpkgChecks: false,
            fromManifest: false,
            reading: { maxFileSize: request.maxFileSize, ...SCHEMA_OPTION_NAMES },
        },
        files,
        check: {
            strict: false,
            profile: 'current',
            manifestKind: request.manifestKind,
            errorsOnly: true,
            maxFileSize: request.maxFileSize,
            canonicalForm: {
                mode: request.mode === 'write' ? 'write' : 'check',
                keepTexts: request.mode === 'diff',
            },
        },
        sinks: () => ({
            sinks: [(0,reporter/* reporter */.Y)({ format: 'text', quiet: false, color: request.color }, io)],
        }),
    }, io);
    if (configurations > 0)
        io.stderr(`manifest-check: note: ${(0,util_quantity/* quantity */.a)(configurations, 'vcpkg-configuration.json file')} checked as vcpkg reads ${configurations === 1 ? 'it' : 'them'}, not formatted: vcpkg format-manifest writes manifests only (it reads a configuration as a manifest, and refuses it)\n`);
    return status;
}
/**
 * Runs the checks, then says what the report does not: the run's note (in the words of a hook's
 * configuration when `from` a hook), an interruption.
 */
async function runAndSay(validation, io, from = 'command-line') {
    const files = async (interrupts) => {
        const found = await validation.files(interrupts);
        io.tune?.(found.files.length);
        return found;
    };
    const run = await runValidation({ ...validation, files, whenWritten: io.whenWritten }).catch((error) => {
        throw error instanceof SchemaSettingError ? new usage_error/* UsageError */.e(error.message) : error;
    });
    // Once per run, on standard error: the report on standard output stays the report.
    if (run.laterForms !== undefined)
        io.stderr(`manifest-check: note: ${laterFormsNote(run.laterForms, from)}\n`);
    if (run.interrupted !== undefined) {
        io.stderr(`manifest-check: ${(0,interruption/* describeInterruption */.N)(run.interrupted)}\n`);
        return run.interrupted.signal === 'SIGTERM' ? exit/* EXIT */.d.terminated : exit/* EXIT */.d.interrupted;
    }
    return run.summary.errors > 0 ? exit/* EXIT */.d.problems : exit/* EXIT */.d.ok;
}
/** How schema messages name the command line's schema options. */
const SCHEMA_OPTION_NAMES = {
    refOption: '--schema-ref',
    manifestOption: '--manifest-schema',
    fromManifestOption: '--schema-from-manifest',
};
/** The schema options of a command line, as the validation run takes them. */
function schemaSettings(request) {
    const { schemaFile } = request;
    return {
        schema: schemaFile === undefined
            ? undefined
            : { path: schemaFile, shownAs: schemaFile, named: `the --schema file ${schemaFile}` },
        refs: request.schemaRefs.map(load_schema_file/* schemaRefArgument */.Un),
        manifestSchemas: request.manifestSchemas.map((file) => ({ path: file })),
        vcpkgChecks: request.vcpkgChecks,
        fromManifest: request.schemaFromManifest,
        reading: { maxFileSize: request.maxFileSize, ...SCHEMA_OPTION_NAMES },
    };
}
/**
 * The files the PATHs name: under `--profile current`, a directory's `vcpkg-configuration.json`
 * files too. A PATH that names none is a usage error.
 */
function manifestsToCheck(request, io, names = checkedFileNames(request.profile)) {
    let found;
    try {
        found = findManifests(request.paths, {
            hookRoot: request.hook ? { path: '.', name: 'the repository' } : undefined,
            names,
            readWith: (file) => readWith(file, request.profile),
            // A long search tunes V8 as soon as it is long enough, before the rest of it runs.
            onFound: io.tune,
        });
    }
    catch (error) {
        if (!(error instanceof GivenPathError))
            throw error;
        const mistyped = error instanceof MissingPathError && error.path === request.commandWord;
        throw ((mistyped && unknownCommand(error.path, Object.keys(COMMANDS))) ||
            new usage_error/* UsageError */.e(`${error.message}${missingPathHint(error.path, request.hook)}`));
    }
    const nothingFound = nothingFoundMessage(found, request.paths, names);
    if (nothingFound !== undefined)
        throw new usage_error/* UsageError */.e(nothingFound);
    return found;
}
/**
 * Why a path that looks like an option was taken as a path: options end at the first path, and a
 * hook's at its `--`.
 */
function missingPathHint(given, hook) {
    if (!given.startsWith('-'))
        return '';
    return hook
        ? "; after --hook every argument is a file name until a --: end the hook's options (pre-commit's args:) with --"
        : '; options come before the first PATH: every argument after it is a PATH';
}

;// CONCATENATED MODULE: ./src/cli/v8-flags-set.ts
/**
 * Where the command line's V8 tuning (src/cli/v8-tuning.ts) and its code cache
 * (src/cli/code-cache.ts) meet. V8 refuses code cached under other flags, and writes into cached
 * data the flags in force when the data is made: so the cache names its files by the flags code
 * is compiled under, and makes the data of what was compiled before the tuning with V8's own
 * values set again. The two are in separate bundles (dist/cli/start.js and dist/cli/index.js),
 * each with a copy of this module, so the state is kept on `process` under a registered symbol,
 * the one thing both copies share.
 */
const CHANNEL = Symbol.for('manifest-check: V8 flags set');
function channel() {
    const owner = process;
    owner[CHANNEL] ??= { set: [], restore: [] };
    return owner[CHANNEL];
}
/**
 * Sets `flags` for this process with `setFlag` (node:v8's setFlagsFromString); `restore` are the
 * flags that set V8's own values again.
 */
function setV8Flags(flags, restore, setFlag) {
    const state = channel();
    for (const flag of flags)
        setFlag(flag);
    state.set.push(...flags);
    state.restore.push(...restore);
    state.setFlag = setFlag;
}
/** The flags set for this process so far, in the order they were set. */
function v8FlagsSet() {
    return channel().set;
}
/** Runs `work` under V8's own values for the flags set, then sets them again. */
function withV8FlagsRestored(work) {
    const { set, restore, setFlag } = channel();
    if (setFlag === undefined || set.length === 0)
        return work();
    for (const flag of restore)
        setFlag(flag);
    try {
        work();
    }
    finally {
        for (const flag of set)
            setFlag(flag);
    }
}

;// CONCATENATED MODULE: ./src/cli/v8-tuning.ts


/**
 * What V8 11 (Node 20) gets for a run as short as checking a repository's manifests; each
 * measured in docs/performance.md. V8 12 and 13 (Node 22 and 24) tier up by invocation counts
 * and no longer know the budget, and V8 prints an error for a flag it does not know, so no
 * other V8 is tuned.
 */
const TUNINGS = [
    // TurboFan's budget, four times V8 11's own 66 KB of bytecode: it optimizes too early.
    {
        flag: '--interrupt-budget',
        value: 4 * 66 * 1024,
        v8Default: 66 * 1024,
        overriddenBy: ['--interrupt-budget'],
    },
    // Half the bytecode TurboFan inlines into one function: fewer, smaller compilations.
    {
        flag: '--max-inlined-bytecode-size-cumulative',
        value: 460,
        v8Default: 920,
        overriddenBy: ['--max-inlined-bytecode-size-cumulative'],
    },
    // The young generation stays as the start left it: what a file's check allocates dies young,
    // and a larger one only raises the peak memory. Read by V8 at each growth, so it applies now.
    {
        flag: '--semi-space-growth-factor',
        value: 1,
        v8Default: 2,
        overriddenBy: ['--semi-space-growth-factor', '--max-semi-space-size', '--min-semi-space-size'],
    },
    // Collections on this thread alone: the other threads' share of each young-generation collection
    // cost more CPU on the corpus than it saved, and its wall time was no shorter either. Not for a
    // registry's run: on 500 ports, the same CPU there, and its wall time 1.008 to 1.038 of
    // before in four bench runs (git works on the other core meanwhile).
    {
        flag: '--single-threaded-gc',
        value: true,
        v8Default: false,
        only: 'files',
        overriddenBy: booleanFlagSpellings([
            '--single-threaded-gc',
            '--single-threaded',
            '--parallel-scavenge',
            '--concurrent-marking',
            '--parallel-marking',
            '--concurrent-sweeping',
            '--parallel-compaction',
        ]),
    },
];
/** Each of these boolean flags in every spelling V8 reads: `--flag`, `--no-flag`, `--noflag`. */
function booleanFlagSpellings(flags) {
    return flags.flatMap((flag) => [flag, `--no-${flag.slice(2)}`, `--no${flag.slice(2)}`]);
}
/** The flag that gives V8 `value`: `--flag=value`, or for a boolean `--flag` or `--no-flag`. */
function flagText(flag, value) {
    if (typeof value === 'number')
        return `${flag}=${value}`;
    return value ? flag : `--no-${flag.slice(2)}`;
}
/**
 * The flags that tune V8 for this command line: none on any V8 but 11, and none that a flag the
 * user gave node (`given`: its command line and NODE_OPTIONS) already decides.
 */
function v8Flags(v8Version, given, run = 'files') {
    return tuningsFor(v8Version, given, run).map(({ flag, value }) => flagText(flag, value));
}
/** The flags that set V8's own values again for what `v8Flags` sets. */
function v8DefaultFlags(v8Version, given, run = 'files') {
    return tuningsFor(v8Version, given, run).map(({ flag, v8Default }) => flagText(flag, v8Default));
}
function tuningsFor(v8Version, given, run) {
    if (!v8Version.startsWith('11.'))
        return [];
    // V8 reads `_` in a flag's name as `-`.
    const names = given.map((argument) => argument.replace(/=.*/s, '').replaceAll('_', '-'));
    return TUNINGS.filter(({ overriddenBy, only }) => (only === undefined || only === run) && !names.some((name) => overriddenBy.includes(name)));
}
/**
 * The fewest files a run checks for the tuning to pay. Counted in instructions on the corpus's
 * first N manifests, tuned against not: 8 files 173 M against 157 M, 50 files 221 M against
 * 207 M, 100 files 262 M against 335 M (V8's own budget optimizes much of the run there).
 */
const TUNED_FROM_FILES = 64;
/**
 * Tunes V8 (the flags of `v8Flags`, once) when a run has found `files` files, enough to pay: as
 * soon as a directory search has found that many (before the rest of the search runs under
 * V8's own flags), else once the run knows its files, before it compiles its rules. A short run
 * (the pre-commit hook's few files) leaves V8 as it is and does not load node:v8 at all.
 */
function tuneV8ForRun(files, run = 'files') {
    if (files < TUNED_FROM_FILES || v8FlagsSet().length > 0)
        return;
    const given = [...process.execArgv, ...(process.env.NODE_OPTIONS ?? '').split(/\s+/)];
    const flags = v8Flags(process.versions.v8, given, run);
    if (flags.length === 0)
        return;
    const v8 = (0,external_node_module_.createRequire)(require("url").pathToFileURL(__filename).href)('node:v8');
    // Through the code cache's channel: it names the files of what is compiled later by these,
    // and writes the data of what was compiled before under V8's own values again.
    setV8Flags(flags, v8DefaultFlags(process.versions.v8, given, run), (flag) => v8.setFlagsFromString(flag));
}

;// CONCATENATED MODULE: ./src/cli.ts








// Written synchronously, without process.stdout and process.stderr (standard-output.ts says why).
const output = standardOutput();
// No top-level await: it makes the entry an async module, about 4 ms of each run, and the bundle
// is CommonJS (scripts/build.js says why).
runCli(process.argv.slice(2), {
    stdout: output.stdout,
    stderr: output.stderr,
    whenWritten: output.whenWritten,
    readStdin: async () => (await Promise.resolve(/* import() */).then(__nccwpck_require__.t.bind(__nccwpck_require__, 8321, 23))).text(process.stdin),
    stdinStream: standardInput,
    color: (0,cli_color/* autoColor */.Rq)({ isTTY: standardOutputIsTerminal(), env: process.env }),
    tune: tuneV8ForRun,
}).then((status) => {
    process.exitCode = status;
}, (error) => {
    // A bug of ours, not the user's input: one line, no stack trace, and a status that says so.
    const message = String(error.message ?? error);
    const reason = (0,workflow_commands/* neutraliseCommands */.$)(message).replace(/\s+/g, ' ');
    output.stderr(`manifest-check: internal error: ${reason}\n`);
    process.exitCode = exit/* EXIT */.d.usage;
});

module.exports = __webpack_exports__;
/******/ })()
;