/**
 * Request mode against hostile input: a parameter cannot replace the request, a path cannot leave
 * the base URL, no base URL carries a password, nothing printed repeats a credential or issues a
 * workflow command, and `--format curl` prints exactly the arguments it means.
 */
import { afterAll, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { coreMock, githubMock, recorded, resetActions } from '../support/actions-mock.js';
import { requestErrorMessage } from '../support/request-errors.js';
import { cli } from '../support/run-cli.js';
import { makeTempDir } from '../support/temp-dir.js';

jest.unstable_mockModule('@actions/core', () => coreMock);
jest.unstable_mockModule('@actions/github', () => githubMock);
const { run } = await import('../../src/action.js');
const { ActionInputError } = await import('../../src/action/inputs.js');
const { readRequestSettings, requestLogLine } =
  await import('../../src/action/request-settings.js');
const { endpoint } = await import('../../src/endpoint/index.js');
const { formatCurl } = await import('../../src/report/curl.js');
const { neutraliseCommands } = await import('../../src/report/workflow-commands.js');

const SAVED_ENV = { ...process.env };
const TEMP = makeTempDir('request');
const PASSWORD = 'pa55w0rd-Secret';
const GITHUB_TOKEN = 'ghp_16C7e42F292c6912E7710c838347Ae178B4a';

beforeEach(() => {
  process.env = { ...SAVED_ENV, GITHUB_WORKSPACE: TEMP, RUNNER_TEMP: TEMP };
  delete process.env.GITHUB_API_URL;
  delete process.env.GITHUB_REPOSITORY;
});
afterAll(() => {
  process.env = SAVED_ENV;
});

/** Runs the action's request command with these inputs (the route defaults to `GET /user`). */
async function runRequestStep(inputs: Record<string, string>): Promise<void> {
  resetActions({ command: 'request', route: 'GET /user', ...inputs });
  await run();
}

/** Everything the step printed or failed with, as one text. */
const printed = () => [...recorded.log.map(([, text]) => text), ...recorded.failed].join('\n');

/** A value as a test title shows it: JSON, with C1 controls and line separators escaped too. */
const label = (value: string) =>
  JSON.stringify(value).replace(
    /[\x7f-\x9f\u2028\u2029]/g,
    (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );

/** Inputs as a workflow gives them, for readRequestSettings. */
const inputs = (given: Record<string, string>) => (name: string) => given[name]?.trim() ?? '';

describe('(a) a parameter cannot replace the request', () => {
  it.each(['url', 'method', 'baseUrl', 'headers', 'mediaType', 'request', 'data'])(
    'the Action refuses the parameter %s, as the CLI does, with the same reason',
    async (name) => {
      const reason = `"${name}" is an option of the request builder, not a parameter`;
      expect(() =>
        readRequestSettings(inputs({ route: 'GET /user', parameters: `${name}: x` })),
      ).toThrow(new ActionInputError('parameters', reason));
      const line = await cli(['request', '/user', '-f', `${name}=x`]);
      expect([line.status, line.stderr.split('\n')[0]]).toEqual([
        2,
        `manifest-check: -f ${name}: ${reason}`,
      ]);
    },
  );

  it('a url parameter does not send the request elsewhere: the step fails and sets nothing', async () => {
    await runRequestStep({ parameters: 'url: https://evil.example/steal' });
    expect(recorded.failed).toEqual([
      `input 'parameters': "url" is an option of the request builder, not a parameter`,
    ]);
    expect(recorded.outputs).toEqual({});
  });
});

describe('(b) the path stays a path under the base URL', () => {
  const refused = (option: string, path: string) =>
    `${option}: a "." or ".." path segment would change the path; got ${JSON.stringify(path)}`;

  it.each<[string, string, Record<string, unknown>, string]>([
    [
      'a list item',
      'GET /a{/path*}',
      { path: ['..', '..', 'user'] },
      refused('path', '/a/../../user'),
    ],
    ['a prefix', 'GET /a/{ref:2}', { ref: '..x' }, refused('ref', '/a/..')],
    ['a reserved expansion', 'GET /a/{+x}', { x: 'b/../c' }, refused('x', '/a/b/../c')],
    [
      'an encoded dot',
      'GET /files{+x}',
      { x: '/%2e%2E/admin' },
      refused('x', '/files/%2e%2E/admin'),
    ],
    ['two values that meet', 'GET /a/{x}{y}', { x: '.', y: '.' }, refused('x', '/a/..')],
    [
      'a lone value',
      'GET /repos/{owner}/{repo}',
      { owner: 'o', repo: '.' },
      refused('repo', '/repos/o/.'),
    ],
    ['the route itself', 'GET /a/../b/{x}', { x: 'y' }, refused('url', '/a/../b/y')],
    [
      'a route made a dot segment by an empty value',
      'GET /..{x}',
      { x: '' },
      refused('url', '/..'),
    ],
  ])('%s: %s is refused, naming where the dots came from', (_, route, parameters, message) => {
    expect(requestErrorMessage(() => endpoint(route, parameters))).toBe(message);
  });

  it.each([
    ['{x}/issues', { x: '.evil.example' }, 'https://api.github.com/.evil.example/issues'],
    ['{+x}', { x: 'https://evil.example/a' }, 'https://api.github.com/https://evil.example/a'],
    ['{+x}', { x: '@evil.example' }, 'https://api.github.com/@evil.example'],
    ['{+x}', { x: '//evil.example' }, 'https://api.github.com/evil.example'],
  ])('GET %s with %j stays on the base URL: %s', (route, parameters, url) => {
    const built = endpoint(`GET ${route}`, parameters).url;
    expect(built).toBe(url);
    expect(new URL(built).host).toBe('api.github.com');
  });

  it('base URL and path are joined with exactly one /; a route written absolute stays so', () => {
    const ghe = endpoint.defaults({ baseUrl: 'https://ghe.example/api/v3//' });
    expect(ghe('GET /user').url).toBe('https://ghe.example/api/v3/user');
    expect(ghe('GET user').url).toBe('https://ghe.example/api/v3/user');
    expect(ghe('GET https://uploads.example/x/{id}', { id: 1 }).url).toBe(
      'https://uploads.example/x/1',
    );
  });
});

describe('(c) the METHOD url log line starts no workflow command', () => {
  it('a fragment with ##[ is logged neutralised, and the output keeps the real url', async () => {
    await runRequestStep({ route: 'GET /user{#frag}', parameters: 'frag: "##[error]pwned"' });
    expect(recorded.failed).toEqual([]);
    expect(recorded.outputs.url).toBe('https://api.github.com/user###[error]pwned');
    expect(recorded.log).toEqual([
      ['info', 'GET https://api.github.com/user##\\u0023[error]pwned'],
    ]);
  });

  it("the route check's lines quote parameter names with no command in them", async () => {
    await runRequestStep({ route: 'GET /user', parameters: '"##[warning]x": 1' });
    expect(recorded.log).toContainEqual([
      'warning',
      `input 'parameters': "#\\u0023[warning]x" is not a query parameter of GET /user (users/get-authenticated): it takes none`,
      undefined,
    ]);
    expect(recorded.log.map(([, message]) => message).join('\n')).not.toMatch(/##\[|^::/m);
  });

  it('requestLogLine keeps any url on one line, with no command in it', () => {
    const line = requestLogLine({
      method: 'get',
      url: 'https://x.example/a\n::error::b\r##[c\u0085::d\u2028::e#',
      headers: {},
    });
    expect(line).toBe(
      'GET https://x.example/a%0A::error::b%0D#\\u0023[c%C2%85::d%E2%80%A8::e\\u0023',
    );
    expect(neutraliseCommands(line)).toBe(line);
  });
});

describe('(d) a base URL with a user name or password is refused, without repeating it', () => {
  const reason = 'must not hold a user name or password; send credentials in a header instead';

  it.each([
    `https://user:${PASSWORD}@ghe.example/api/v3`,
    `https://${PASSWORD}@ghe.example`,
    `http://:${PASSWORD}@ghe.example`,
    `ftp://user:${PASSWORD}@ghe.example`,
  ])('--base-url %s', async (baseUrl) => {
    const line = await cli(['request', '/user', '--base-url', baseUrl]);
    expect([line.status, line.stderr.split('\n')[0]]).toEqual([
      2,
      `manifest-check: --base-url ${reason}`,
    ]);
    expect(line.stderr).not.toContain(PASSWORD);
  });

  it.each(['https://ghe.example/api?x=1', 'https://ghe.example/api#', 'https://ghe.example/?'])(
    '--base-url %s: a query or a fragment is refused, as the path would land in it',
    async (baseUrl) => {
      const line = await cli(['request', '/user', '--base-url', baseUrl]);
      expect([line.status, line.stderr.split('\n')[0]]).toEqual([
        2,
        `manifest-check: --base-url must not have a query or a fragment, as paths are appended to it; got ${JSON.stringify(baseUrl)}`,
      ]);
    },
  );

  it('an address that cannot be parsed is shown with its user part hidden', async () => {
    for (const [baseUrl, shown] of [
      [`https://user:${PASSWORD}@ghe example/x`, '"https://***@ghe example/x"'],
      [`user:${PASSWORD}@ghe.example/x`, '"***@ghe.example/x"'],
      [`https://user:${PASSWORD}@/x`, '"https://***@/x"'],
    ] as const) {
      const line = await cli(['request', '/user', '--base-url', baseUrl]);
      expect(line.stderr.split('\n')[0]).toBe(
        `manifest-check: --base-url needs an http or https address, got ${shown}`,
      );
      expect(line.stderr).not.toContain(PASSWORD);
    }
  });

  it('the base-url input, and the GITHUB_API_URL default, fail the step the same way', async () => {
    await runRequestStep({ 'base-url': `https://user:${PASSWORD}@ghe.example/api/v3` });
    expect(recorded.failed).toEqual([`input 'base-url': ${reason}`]);
    expect(printed()).not.toContain(PASSWORD);
    process.env.GITHUB_API_URL = `https://x-access-token:${PASSWORD}@ghe.example/api/v3`;
    await runRequestStep({});
    expect(recorded.failed).toEqual([
      `input 'base-url': not given, and its default GITHUB_API_URL ${reason}`,
    ]);
    expect(recorded.outputs).toEqual({});
    expect(printed()).not.toContain(PASSWORD);
  });

  it("the builder's own error about a base URL hides the user part", () => {
    const message = requestErrorMessage(() =>
      endpoint('GET /', { baseUrl: `https://user:${PASSWORD}@ghe.example/ x` }),
    );
    expect(message).toBe(
      'baseUrl: expected an address without spaces or control characters, got "https://***@ghe.example/ x"',
    );
  });
});

describe('(e) a malformed -H argument is not repeated: it may be a credential', () => {
  const notRepeated = 'the argument is not repeated here, as it may hold a credential';

  it.each([
    [`authorization token ${GITHUB_TOKEN}`, "-H needs 'Name: value', got no colon"],
    [GITHUB_TOKEN, "-H needs 'Name: value', got no colon"],
    [`: ${GITHUB_TOKEN}`, "-H needs 'Name: value', got no name before the colon"],
    [
      `Authorization token ${GITHUB_TOKEN}: x`,
      "-H needs 'Name: value': a header name must be a token: letters, digits and !#$%&'*+-.^_`|~, no spaces or colons",
    ],
  ])('-H %j', async (argument, message) => {
    const line = await cli(['request', '/user', '-H', argument]);
    expect([line.status, line.stderr.split('\n')[0]]).toEqual([
      2,
      `manifest-check: ${message}; ${notRepeated}`,
    ]);
    expect(line.stderr).not.toContain(GITHUB_TOKEN.slice(4));
  });
});

describe('(f) a header value with a C1 control character is refused', () => {
  it.each(['\u0080', '\u0085', '\u009b', '\u009f'].map((control) => [label(control), control]))(
    '%s',
    (_, control) => {
      expect(
        requestErrorMessage(() => endpoint('GET /', { headers: { 'x-a': `a${control}b` } })),
      ).toBe(
        `headers["x-a"]: a header value must be one line of text, without control characters such as CR, LF or NUL, got "a${label(control).slice(1, -1)}b"`,
      );
    },
  );

  it('and a base URL with one', () => {
    expect(
      requestErrorMessage(() => endpoint('GET /', { baseUrl: 'https://x.example\u0085' })),
    ).toBe(
      'baseUrl: expected an address without spaces or control characters, got "https://x.example\\u0085"',
    );
  });
});

describe('(g) --format curl prints, on one line each, exactly the arguments it means', () => {
  const HOSTILE = [
    "it's",
    'a\n::error::pwned',
    '\n::warning::x\r\n  ::notice::y',
    '##[error]x',
    '###[x',
    '#',
    "#'#[",
    '[]{}*?~$`"\\!;&|<>()',
    'tab\there',
    '\u0085::x',
    '\u2028::x',
    '\u001b[31mred',
    'ü 日本 😀',
    "\\x41 \\' \\\\ $'x'",
    "'",
    '',
  ];

  /** The words a shell makes of a printed curl command, curl itself left out. */
  function shellWords(command: string): string[] {
    const script = command.replace(/^curl /, "printf '%s\\0' ");
    const output = execFileSync('bash', ['-c', script], { env: { LC_ALL: 'C' } });
    return output.toString('utf8').split('\0').slice(0, -1);
  }

  it("an example: ##[ split by quotes, a line break written \\n in $'…'", () => {
    expect(
      formatCurl({
        method: 'post',
        url: 'https://api.github.com/a###[b',
        headers: { 'x-a': "it's ##[x" },
        body: 'line\n::error::x',
      }),
    ).toBe(
      'curl --globoff --request POST \\\n' +
        "  --url 'https://api.github.com/a##''#[b' \\\n" +
        "  --header 'x-a: it'\\''s #''#[x' \\\n" +
        "  --data-raw $'line\\n::error::x'\n",
    );
  });

  it.each(HOSTILE.map((value) => [label(value), value]))(
    '%s in the url, a header and the body',
    (_, value) => {
      const options = {
        method: 'post',
        url: `https://api.github.com/x[1]{2}?q=${value}`,
        headers: { 'x-a': value },
        body: value,
      };
      const command = formatCurl(options);
      expect(command).not.toContain('##[');
      expect(neutraliseCommands(command)).toBe(command);
      for (const line of command.slice(0, -1).split('\n')) expect(line).toMatch(/^(?:curl| {2}--)/);
      expect(shellWords(command)).toEqual([
        '--globoff',
        '--request',
        'POST',
        '--url',
        options.url,
        '--header',
        value === '' ? 'x-a;' : `x-a: ${value}`,
        '--data-raw',
        value,
      ]);
    },
  );

  it('a body with a NUL character, which no shell argument can hold, is a usage error', async () => {
    const file = path.join(TEMP, 'nul.bin');
    writeFileSync(file, 'a\0b');
    const line = await cli(['request', 'POST /x', '--input', file, '--format', 'curl']);
    expect([line.status, line.stdout, line.stderr.split('\n')[0]]).toEqual([
      2,
      '',
      'manifest-check: --format curl cannot print a body with a NUL character, which a shell argument cannot hold; use --format json',
    ]);
  });
});

describe('(h) options-public and headers-public carry no credential, for a later job', () => {
  it('the token and credential-like headers are left out; everything else is the same', async () => {
    await runRequestStep({
      route: 'POST /markdown',
      token: GITHUB_TOKEN,
      headers: '{"X-Api-Key": "k1", "Cookie": "c=1", "x-trace": "t"}',
      parameters: 'text: hi',
    });
    expect(recorded.failed).toEqual([]);
    const full = JSON.parse(recorded.outputs.options as string) as { headers: object };
    expect(full.headers).toMatchObject({
      authorization: `token ${GITHUB_TOKEN}`,
      'x-api-key': 'k1',
    });
    const publicHeaders = {
      accept: 'application/vnd.github.v3+json',
      'user-agent': expect.stringMatching(/^manifest-check\//),
      'x-trace': 't',
      'content-type': 'application/json; charset=utf-8',
    };
    expect(JSON.parse(recorded.outputs['options-public'] as string)).toEqual({
      ...full,
      headers: publicHeaders,
    });
    expect(JSON.parse(recorded.outputs['headers-public'] as string)).toEqual(publicHeaders);
    for (const name of ['options-public', 'headers-public', 'url', 'method', 'body'])
      expect([name, recorded.outputs[name]]).not.toEqual([
        name,
        expect.stringMatching(/ghp_|k1|c=1/),
      ]);
  });
});

describe('a YAML alias inside the value it names', () => {
  it('is an input error naming the input, not an internal error', async () => {
    resetActions({
      command: 'request',
      route: 'POST /repos/o/r/issues',
      parameters: 'foo: &x [*x]',
    });
    await run();
    expect(recorded.failed).toEqual([
      "input 'parameters': a YAML alias refers to a value that holds it",
    ]);
  });
});
