/**
 * The action's inputs read into settings: what `command: validate` and `command: request` do with
 * each input, its default when not given, and the exact message of one that is wrong.
 */
import { describe, expect, it } from '@jest/globals';
import packageJson from '../../../package.json' with { type: 'json' };
import {
  ActionInputError,
  readBoolean,
  readChoice,
  type InputReader,
} from '../../../src/action/inputs.js';
import {
  readRequestSettings,
  requestOptions as requestOptionsOf,
  requestOutputs,
  type Repository,
  type RequestSettings,
} from '../../../src/action/request-settings.js';
import {
  defaultFiles,
  FAIL_ON,
  parseShard,
  readValidateSettings,
} from '../../../src/action/validate-settings.js';
import { endpoint, type EndpointOptions } from '../../../src/endpoint/index.js';

const USER_AGENT = `manifest-check/${packageJson.version}`;
const ACCEPT = 'application/vnd.github.v3+json';

/** Inputs as a workflow gives them: trimmed unless raw, like `core.getInput`; `''` when absent. */
function inputs(given: Record<string, string>): InputReader {
  return (name, options) => {
    const value = given[name] ?? '';
    return options?.raw === true ? value : value.trim();
  };
}

/** The input and message of the ActionInputError that `action` throws. */
function failure(action: () => unknown): { input: string; message: string } {
  try {
    action();
  } catch (error) {
    if (error instanceof ActionInputError) return { input: error.input, message: error.message };
    throw error;
  }
  throw new Error('expected an ActionInputError, but nothing was thrown');
}

describe('readBoolean', () => {
  it.each([
    ['true', true],
    ['True', true],
    ['TRUE', true],
    ['false', false],
    ['False', false],
    ['FALSE', false],
    ['  true\n', true],
  ])('reads %j as %j', (text, value) => {
    expect(readBoolean(inputs({ strict: text }), 'strict', !value)).toBe(value);
  });

  it('is its default when not given', () => {
    expect(readBoolean(inputs({}), 'strict', true)).toBe(true);
    expect(readBoolean(inputs({}), 'strict', false)).toBe(false);
  });

  it.each(['yes', 'on', '1', 'tRUE', 'toString'])('refuses %j, naming the input', (text) => {
    expect(failure(() => readBoolean(inputs({ strict: text }), 'strict', false))).toEqual({
      input: 'strict',
      message: `input 'strict': expected true or false, got "${text}"`,
    });
  });
});

describe('readChoice', () => {
  it('is one of the choices, or its default when not given', () => {
    const choices = ['left', 'right'] as const;
    expect(readChoice(inputs({ side: 'right' }), 'side', choices, 'left')).toBe('right');
    expect(readChoice(inputs({}), 'side', choices, 'left')).toBe('left');
  });

  it('lists two choices with "or" and more with commas', () => {
    expect(
      failure(() => readChoice(inputs({ side: 'up' }), 'side', ['left', 'right'], 'left')),
    ).toEqual({
      input: 'side',
      message: `input 'side': expected left or right, got "up"`,
    });
    expect(
      failure(() => readChoice(inputs({ 'fail-on': 'x' }), 'fail-on', FAIL_ON, 'error')),
    ).toEqual({
      input: 'fail-on',
      message: `input 'fail-on': expected error, warning or never, got "x"`,
    });
  });
});

describe('readValidateSettings', () => {
  it('reads the profile and the manifest kind, and names the choices of a wrong one', () => {
    const read = (given: Record<string, string>) => readValidateSettings(inputs(given));
    expect(read({ profile: 'current', 'manifest-kind': 'port' })).toMatchObject({
      profile: 'current',
      manifestKind: 'port',
    });
    expect(failure(() => read({ profile: 'latest' }))).toEqual({
      input: 'profile',
      message: 'input \'profile\': expected spec or current, got "latest"',
    });
    expect(failure(() => read({ 'manifest-kind': 'lib' }))).toEqual({
      input: 'manifest-kind',
      message: 'input \'manifest-kind\': expected port or project, got "lib"',
    });
  });

  it('checks every vcpkg.json and vcpkg-configuration.json on errors, with annotations, when nothing is given', () => {
    expect(readValidateSettings(inputs({}))).toEqual({
      profile: 'spec',
      manifestKind: undefined,
      patterns: ['**/vcpkg.json', '**/vcpkg-configuration.json'],
      explicitFiles: false,
      strict: false,
      schema: undefined,
      failOn: 'error',
      annotations: true,
      sarifFile: undefined,
      shard: undefined,
      changedOnly: false,
      maxFileSize: 4 * 1024 * 1024,
      schemaRefs: [],
      manifestSchemas: [],
      schemaFromManifest: false,
      vcpkgChecks: false,
      formatCheck: false,
    });
    expect(defaultFiles('spec')).toEqual(['**/vcpkg.json', '**/vcpkg-configuration.json']);
  });

  it('under either profile with no files input, globs vcpkg-configuration.json files too', () => {
    expect(readValidateSettings(inputs({ profile: 'current' }))).toMatchObject({
      profile: 'current',
      patterns: ['**/vcpkg.json', '**/vcpkg-configuration.json'],
      explicitFiles: false,
    });
    expect(
      readValidateSettings(inputs({ profile: 'current', files: 'ports/**/vcpkg.json' })),
    ).toMatchObject({ patterns: ['ports/**/vcpkg.json'], explicitFiles: true });
    expect(readValidateSettings(inputs({ profile: 'spec' })).patterns).toEqual([
      '**/vcpkg.json',
      '**/vcpkg-configuration.json',
    ]);
  });

  it('reads every input when all are given', () => {
    expect(
      readValidateSettings(
        inputs({
          files: 'ports/*/vcpkg.json',
          strict: 'true',
          schema: 'schema/custom.json',
          'fail-on': 'warning',
          annotations: 'false',
          'sarif-file': 'results.sarif',
          shard: '2/3',
          'changed-only': 'true',
          'max-file-size': '512KB',
          'schema-refs': 'schema/definitions.json\n  schema/config.json \n',
          'manifest-schemas': 'schema/port.json\n',
          'schema-from-manifest': 'true',
          'vcpkg-checks': 'true',
          profile: 'current',
          'manifest-kind': 'project',
          format: 'check',
        }),
      ),
    ).toEqual({
      profile: 'current',
      manifestKind: 'project',
      patterns: ['ports/*/vcpkg.json'],
      explicitFiles: true,
      strict: true,
      schema: 'schema/custom.json',
      failOn: 'warning',
      annotations: false,
      sarifFile: 'results.sarif',
      shard: { index: 2, count: 3 },
      changedOnly: true,
      maxFileSize: 512 * 1024,
      schemaRefs: ['schema/definitions.json', 'schema/config.json'],
      manifestSchemas: ['schema/port.json'],
      schemaFromManifest: true,
      vcpkgChecks: true,
      formatCheck: true,
    });
  });

  it('splits files on newlines and commas, trims each and drops blank ones', () => {
    const files = '\n  ports/a/vcpkg.json ,ports/b/vcpkg.json\n\n , \nvcpkg.json\r\n';
    expect(readValidateSettings(inputs({ files })).patterns).toEqual([
      'ports/a/vcpkg.json',
      'ports/b/vcpkg.json',
      'vcpkg.json',
    ]);
  });

  it('keeps a comma inside braces, which separates alternatives of one glob', () => {
    const files = 'ports/{a,b}/vcpkg.json, tools/{x,{y,z}}/vcpkg.json\n{c,d}/vcpkg.json';
    expect(readValidateSettings(inputs({ files })).patterns).toEqual([
      'ports/{a,b}/vcpkg.json',
      'tools/{x,{y,z}}/vcpkg.json',
      '{c,d}/vcpkg.json',
    ]);
  });

  it('takes a leading ./ off a glob, as the workspace is where globs start', () => {
    const files = './ports/*/vcpkg.json\n!./ports/old/**';
    expect(readValidateSettings(inputs({ files })).patterns).toEqual([
      'ports/*/vcpkg.json',
      '!ports/old/**',
    ]);
  });

  it('keeps `!` excludes, in order, after or between includes', () => {
    const files = '**/vcpkg.json\n!vendor/**\n!**/test/**';
    expect(readValidateSettings(inputs({ files }))).toMatchObject({
      patterns: ['**/vcpkg.json', '!vendor/**', '!**/test/**'],
      explicitFiles: true,
    });
  });

  it('refuses files that only exclude, or only separators', () => {
    expect(failure(() => readValidateSettings(inputs({ files: '!vendor/**, !test/**' })))).toEqual({
      input: 'files',
      message: `input 'files': expected at least one glob that includes files, got "!vendor/**, !test/**"`,
    });
    expect(failure(() => readValidateSettings(inputs({ files: ',\n,' })))).toEqual({
      input: 'files',
      message: `input 'files': expected at least one glob that includes files, got ",\\n,"`,
    });
  });

  it.each(FAIL_ON)('reads fail-on %j', (failOn) => {
    expect(readValidateSettings(inputs({ 'fail-on': failOn })).failOn).toBe(failOn);
  });

  it('refuses a fail-on that is not one of the choices', () => {
    expect(failure(() => readValidateSettings(inputs({ 'fail-on': 'x' })))).toEqual({
      input: 'fail-on',
      message: `input 'fail-on': expected error, warning or never, got "x"`,
    });
  });

  it.each(['strict', 'annotations', 'changed-only'])('refuses %s: yes', (name) => {
    expect(failure(() => readValidateSettings(inputs({ [name]: 'yes' })))).toEqual({
      input: name,
      message: `input '${name}': expected true or false, got "yes"`,
    });
  });

  it.each([
    ['1/4', { index: 1, count: 4 }],
    [' 2 / 4 ', { index: 2, count: 4 }],
    ['4/4', { index: 4, count: 4 }],
    ['1/1', { index: 1, count: 1 }],
  ])('reads shard %j', (shard, expected) => {
    expect(readValidateSettings(inputs({ shard })).shard).toEqual(expected);
  });

  it.each(['0/4', '5/4', 'a/b', '1/0', '3', '-1/4', '1/4/2', '1.5/4'])(
    'refuses shard %j',
    (shard) => {
      expect(failure(() => readValidateSettings(inputs({ shard })))).toEqual({
        input: 'shard',
        message: `input 'shard': expected i/n with 1 <= i <= n, such as 1/4, got "${shard}"`,
      });
    },
  );

  it.each([
    ['1048576', 1048576],
    ['4MB', 4 * 1024 * 1024],
    [' 64 KB ', 64 * 1024],
  ])('reads max-file-size %j', (size, bytes) => {
    expect(readValidateSettings(inputs({ 'max-file-size': size })).maxFileSize).toBe(bytes);
  });

  it.each(['0', '4GB', '1.5MB', 'big'])('refuses max-file-size %j', (size) => {
    expect(failure(() => readValidateSettings(inputs({ 'max-file-size': size })))).toEqual({
      input: 'max-file-size',
      message: `input 'max-file-size': expected a number of bytes, KB or MB such as 1048576, 512KB or 4MB, more than 0 and at most 1024MB, got "${size}"`,
    });
  });

  it('parseShard allows spaces around the slash only', () => {
    expect(parseShard('3 /  7')).toEqual({ index: 3, count: 7 });
    expect(failure(() => parseShard('3 of 7'))).toEqual({
      input: 'shard',
      message: `input 'shard': expected i/n with 1 <= i <= n, such as 1/4, got "3 of 7"`,
    });
  });
});

describe('readRequestSettings', () => {
  it('needs a route or an operation, not both', () => {
    expect(failure(() => readRequestSettings(inputs({ parameters: 'a: 1' })))).toEqual({
      input: 'route',
      message: `input 'route': required with command: request, such as 'GET /repos/{owner}/{repo}'; or give the operation input, such as issues/create`,
    });
    expect(
      failure(() => readRequestSettings(inputs({ route: 'GET /user', operation: 'users/get' }))),
    ).toEqual({
      input: 'operation',
      message: `input 'operation': gives the method and the path, as the route input does: give one of them`,
    });
    expect(readRequestSettings(inputs({ operation: 'issues/create' })).target).toEqual({
      operation: 'issues/create',
    });
  });

  it('reads route-check as on or off, on when not given, and api as it is', () => {
    const read = (given: Record<string, string>) =>
      readRequestSettings(inputs({ route: 'GET /user', ...given }));
    expect(read({})).toMatchObject({ routeCheck: true });
    expect(read({})).not.toHaveProperty('api');
    expect(read({ 'route-check': 'off', api: 'ghes-3.19' })).toMatchObject({
      routeCheck: false,
      api: 'ghes-3.19',
    });
    expect(failure(() => read({ 'route-check': 'false' }))).toEqual({
      input: 'route-check',
      message: `input 'route-check': expected on or off, got "false"`,
    });
  });

  it('is the route alone, with empty mappings, when nothing else is given', () => {
    expect(readRequestSettings(inputs({ route: 'GET /user' }))).toEqual({
      target: { route: 'GET /user' },
      routeCheck: true,
      parameters: {},
      headers: {},
      data: undefined,
      mediaType: {},
      baseUrl: undefined,
      token: undefined,
    });
  });

  it('reads parameters, headers and media-type as YAML mappings', () => {
    expect(
      readRequestSettings(
        inputs({
          route: 'GET /repos/{owner}/{repo}/issues',
          parameters: 'state: open\nper_page: 50\nlabels:\n  - bug\n  - help wanted\n',
          headers: 'x-custom: "1"\nif-none-match: abc',
          'media-type': 'format: raw\npreviews: [mercy]',
          'base-url': 'https://ghe.example.com/api/v3',
          token: 'secret',
        }),
      ),
    ).toEqual({
      target: { route: 'GET /repos/{owner}/{repo}/issues' },
      routeCheck: true,
      parameters: { state: 'open', per_page: 50, labels: ['bug', 'help wanted'] },
      headers: { 'x-custom': '1', 'if-none-match': 'abc' },
      data: undefined,
      mediaType: { format: 'raw', previews: ['mercy'] },
      baseUrl: 'https://ghe.example.com/api/v3',
      token: 'secret',
    });
  });

  it('reads parameters, headers and media-type as JSON, tab-indented over lines too', () => {
    expect(
      readRequestSettings(
        inputs({
          route: 'POST /markdown',
          parameters:
            '{\n\t"text": "# Hi",\n\t"mode": "gfm",\n\t"draft": false,\n\t"context": null\n}',
          headers: '{"x-custom": "1"}',
          'media-type': '{"previews": ["mercy", "squirrel-girl"]}',
        }),
      ),
    ).toMatchObject({
      parameters: { text: '# Hi', mode: 'gfm', draft: false, context: null },
      headers: { 'x-custom': '1' },
      mediaType: { previews: ['mercy', 'squirrel-girl'] },
    });
  });

  it.each([
    ['parameters', '- a\n- b', 'a list'],
    ['parameters', '[1, 2]', 'a list'],
    ['headers', 'just text', 'a string'],
    ['headers', '42', 'a number'],
    ['media-type', 'true', 'a boolean'],
    ['media-type', '~', 'nothing'],
  ])('refuses %s given as %j: a mapping is expected', (name, text, got) => {
    expect(
      failure(() => readRequestSettings(inputs({ route: 'GET /user', [name]: text }))),
    ).toEqual({
      input: name,
      message: `input '${name}': expected a mapping such as 'key: value' or {"key": "value"}, got ${got}`,
    });
  });

  it('refuses text that is not YAML, saying where', () => {
    expect(
      failure(() => readRequestSettings(inputs({ route: 'GET /user', parameters: 'a: b: c' }))),
    ).toEqual({
      input: 'parameters',
      message: `input 'parameters': expected YAML or JSON: Nested mappings are not allowed in compact mappings at line 1, column 4`,
    });
    expect(
      failure(() => readRequestSettings(inputs({ route: 'GET /user', headers: '{"a": 1' }))),
    ).toEqual({
      input: 'headers',
      message: expect.stringMatching(
        /^input 'headers': expected YAML or JSON: .* at line 1, column \d+$/,
      ),
    });
  });

  it('refuses a key given twice, in YAML and in JSON', () => {
    expect(
      failure(() => readRequestSettings(inputs({ route: 'GET /user', parameters: 'a: 1\na: 2' }))),
    ).toEqual({
      input: 'parameters',
      message: `input 'parameters': expected YAML or JSON: Map keys must be unique at line 2, column 1`,
    });
    expect(
      failure(() =>
        readRequestSettings(inputs({ route: 'GET /user', headers: '{"a": 1, "a": 2}' })),
      ),
    ).toEqual({
      input: 'headers',
      message: `input 'headers': expected YAML or JSON: Map keys must be unique at line 1, column 10`,
    });
  });

  it('keeps data raw: leading and trailing whitespace and newlines preserved', () => {
    const data = '  # Title\n\n  indented line\n\t\n';
    expect(readRequestSettings(inputs({ route: 'POST /markdown/raw', data })).data).toBe(data);
  });
});

describe('requestOptions', () => {
  const repository = { owner: 'octo-org', repo: 'hello' };

  /** The settings of a route input, with what else is given. */
  function settings(
    given: Partial<RequestSettings> & { route: string },
  ): RequestSettings & { route: string } {
    const target = { route: given.route };
    return { target, routeCheck: true, parameters: {}, headers: {}, mediaType: {}, ...given };
  }

  /** requestOptions of the settings' route. */
  function requestOptions(
    given: RequestSettings & { route: string },
    repository: Repository | undefined,
    defaultBaseUrl: string | undefined,
  ): EndpointOptions {
    return requestOptionsOf(given.route, given, repository, defaultBaseUrl);
  }

  it('defaults {owner} and {repo} to the repository when the route names them', () => {
    expect(
      requestOptions(
        settings({ route: 'GET /repos/{owner}/{repo}/issues' }),
        repository,
        undefined,
      ),
    ).toEqual({
      owner: 'octo-org',
      repo: 'hello',
      headers: {},
      mediaType: {},
    });
  });

  it('defaults :owner and :repo too, and only the one the route names', () => {
    expect(
      requestOptions(settings({ route: 'GET /repos/:owner/:repo' }), repository, undefined),
    ).toEqual({
      owner: 'octo-org',
      repo: 'hello',
      headers: {},
      mediaType: {},
    });
    expect(
      requestOptions(settings({ route: 'GET /orgs/{owner}/members' }), repository, undefined),
    ).toEqual({
      owner: 'octo-org',
      headers: {},
      mediaType: {},
    });
  });

  it('does not default a name the route does not have, even a longer one', () => {
    expect(
      requestOptions(
        settings({
          route: 'GET /users/{username}/repos{?repository_id}',
          parameters: { username: 'octocat' },
        }),
        repository,
        undefined,
      ),
    ).toEqual({ username: 'octocat', headers: {}, mediaType: {} });
  });

  it('lets the parameters give owner and repo over the repository', () => {
    expect(
      requestOptions(
        settings({
          route: 'GET /repos/{owner}/{repo}',
          parameters: { owner: 'octocat', repo: 'Spoon-Knife' },
        }),
        repository,
        undefined,
      ),
    ).toEqual({ owner: 'octocat', repo: 'Spoon-Knife', headers: {}, mediaType: {} });
  });

  it('defaults nothing without a repository', () => {
    expect(
      requestOptions(settings({ route: 'GET /repos/{owner}/{repo}' }), undefined, undefined),
    ).toEqual({
      headers: {},
      mediaType: {},
    });
  });

  it('sends the token as an authorization header beside the given headers', () => {
    expect(
      requestOptions(
        settings({ route: 'GET /user', headers: { 'x-custom': '1' }, token: 'abc123' }),
        repository,
        undefined,
      ),
    ).toEqual({ headers: { 'x-custom': '1', authorization: 'token abc123' }, mediaType: {} });
  });

  it('takes the base-url input over the default, and the default over nothing', () => {
    const given = settings({ route: 'GET /user', baseUrl: 'https://ghe.example.com/api/v3' });
    expect(requestOptions(given, undefined, 'https://api.example.com').baseUrl).toBe(
      'https://ghe.example.com/api/v3',
    );
    expect(
      requestOptions(settings({ route: 'GET /user' }), undefined, 'https://api.example.com')
        .baseUrl,
    ).toBe('https://api.example.com');
    expect(
      requestOptions(settings({ route: 'GET /user' }), undefined, undefined),
    ).not.toHaveProperty('baseUrl');
  });

  it('passes data and media-type on as given', () => {
    expect(
      requestOptions(
        settings({
          route: 'POST /markdown/raw',
          data: 'Hello **world**',
          mediaType: { format: 'raw' },
        }),
        repository,
        undefined,
      ),
    ).toEqual({ headers: {}, mediaType: { format: 'raw' }, data: 'Hello **world**' });
  });

  it('keeps a __proto__ parameter a parameter, which the endpoint then refuses by name', () => {
    const read = readRequestSettings(
      inputs({ route: 'GET /repos/{owner}/{repo}', parameters: '__proto__: {owner: other}' }),
    );
    const options = requestOptionsOf('GET /repos/{owner}/{repo}', read, repository, undefined);
    expect(Object.getPrototypeOf(options)).toBe(Object.prototype);
    expect(Object.keys(options)).toEqual(['owner', 'repo', '__proto__', 'headers', 'mediaType']);
    expect(() => endpoint('GET /repos/{owner}/{repo}', options)).toThrow(
      '__proto__: an object cannot be a query parameter; expected a string, number, boolean, null or a list',
    );
  });

  it('builds, with the endpoint, the request of the inputs', () => {
    const read = readRequestSettings(
      inputs({
        route: 'GET /repos/{owner}/{repo}/issues',
        parameters: 'state: open',
        token: 'abc123',
      }),
    );
    const route = 'GET /repos/{owner}/{repo}/issues';
    expect(endpoint(route, requestOptionsOf(route, read, repository, undefined))).toEqual({
      method: 'get',
      url: 'https://api.github.com/repos/octo-org/hello/issues?state=open',
      headers: { accept: ACCEPT, authorization: 'token abc123', 'user-agent': USER_AGENT },
    });
  });
});

describe('requestOutputs', () => {
  it('gives a string body as it is', () => {
    const options = endpoint('POST /markdown/raw', {
      data: 'Hello **world**',
      headers: { 'content-type': 'text/plain' },
    });
    expect(requestOutputs(options)).toEqual({
      options:
        '{"method":"post","url":"https://api.github.com/markdown/raw",' +
        `"headers":{"accept":"${ACCEPT}","user-agent":"${USER_AGENT}","content-type":"text/plain"},` +
        '"body":"Hello **world**"}',
      method: 'post',
      url: 'https://api.github.com/markdown/raw',
      headers: `{"accept":"${ACCEPT}","user-agent":"${USER_AGENT}","content-type":"text/plain"}`,
      body: 'Hello **world**',
      // No credential: the public outputs are the same.
      'options-public': requestOutputs(options).options,
      'headers-public': requestOutputs(options).headers,
    });
  });

  it('gives an object body as JSON', () => {
    const options = endpoint('POST /repos/{owner}/{repo}/issues', {
      owner: 'octo-org',
      repo: 'hello',
      title: 'Found a bug',
      labels: ['bug'],
    });
    expect(requestOutputs(options)).toEqual({
      options:
        '{"method":"post","url":"https://api.github.com/repos/octo-org/hello/issues",' +
        `"headers":{"accept":"${ACCEPT}","user-agent":"${USER_AGENT}","content-type":"application/json; charset=utf-8"},` +
        '"body":{"title":"Found a bug","labels":["bug"]}}',
      method: 'post',
      url: 'https://api.github.com/repos/octo-org/hello/issues',
      headers: `{"accept":"${ACCEPT}","user-agent":"${USER_AGENT}","content-type":"application/json; charset=utf-8"}`,
      body: '{"title":"Found a bug","labels":["bug"]}',
      'options-public': requestOutputs(options).options,
      'headers-public': requestOutputs(options).headers,
    });
  });

  it('gives an empty body when there is none', () => {
    const options = endpoint('GET /repos/{owner}/{repo}', { owner: 'octo-org', repo: 'hello' });
    expect(requestOutputs(options)).toEqual({
      options:
        '{"method":"get","url":"https://api.github.com/repos/octo-org/hello",' +
        `"headers":{"accept":"${ACCEPT}","user-agent":"${USER_AGENT}"}}`,
      method: 'get',
      url: 'https://api.github.com/repos/octo-org/hello',
      headers: `{"accept":"${ACCEPT}","user-agent":"${USER_AGENT}"}`,
      body: '',
      'options-public': requestOutputs(options).options,
      'headers-public': requestOutputs(options).headers,
    });
  });
});
