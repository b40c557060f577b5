/**
 * Routes as users type them, in the CLI and the Action: a path without a leading slash gets one
 * (the `gh api` habit), a lone method is a usage error, a placeholder left without a value is an
 * error naming it, and `-X`, `-F key=@file` and `-F key=@-` work as in `gh api`.
 */
import { afterAll, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { coreMock, githubMock, recorded, resetActions } from '../../support/actions-mock.js';
import { cli, USER_AGENT } from '../../support/run-cli.js';
import { makeTempDir } from '../../support/temp-dir.js';

jest.unstable_mockModule('@actions/core', () => coreMock);
jest.unstable_mockModule('@actions/github', () => githubMock);
const { run } = await import('../../../src/action.js');
const { endpoint } = await import('../../../src/endpoint/index.js');
const { readRequestSettings } = await import('../../../src/action/request-settings.js');

const SAVED_ENV = { ...process.env };
const TEMP = makeTempDir('request');
const HINT = "Run 'manifest-check request --help' for usage.\n";
const DEFAULT_HEADERS = { accept: 'application/vnd.github.v3+json', 'user-agent': USER_AGENT };

beforeEach(() => {
  process.env = { ...SAVED_ENV, GITHUB_WORKSPACE: TEMP, RUNNER_TEMP: TEMP };
  delete process.env.GITHUB_API_URL;
  delete process.env.GITHUB_REPOSITORY;
});
afterAll(() => {
  process.env = SAVED_ENV;
});

/** The request options `request ARGS` prints, parsed back; fails the test on any error. */
async function printed(args: string[], stdin?: string): Promise<unknown> {
  const result = await cli(['request', ...args], { stdin });
  expect([result.status, result.stderr]).toEqual([0, '']);
  return JSON.parse(result.stdout);
}

/** A CLI usage error: exit 2, this one line, then the hint. */
const usageError = (line: string) => ({
  status: 2,
  stdout: '',
  stderr: `manifest-check: ${line}\n${HINT}`,
});

/** Runs the action's request command with these inputs. */
async function step(inputs: Record<string, string>): Promise<void> {
  resetActions({ command: 'request', ...inputs });
  await run();
}

describe('a path without a leading slash gets one, as gh api does', () => {
  it('CLI: request repos/octokit/endpoint.js/issues', async () => {
    expect(await printed(['repos/octokit/endpoint.js/issues'])).toEqual({
      method: 'get',
      url: 'https://api.github.com/repos/octokit/endpoint.js/issues',
      headers: DEFAULT_HEADERS,
    });
    expect(await printed(['POST', 'markdown', '-f', 'text=hi'])).toMatchObject({
      url: 'https://api.github.com/markdown',
    });
  });

  it('the route read keeps an absolute url and a path with its slash as they are', () => {
    const route = (given: string) =>
      readRequestSettings((name) => (name === 'route' ? given : '')).target;
    expect(route('GET repos/{owner}')).toEqual({ route: 'GET /repos/{owner}' });
    expect(route('rate_limit')).toEqual({ route: '/rate_limit' });
    expect(route('/rate_limit')).toEqual({ route: '/rate_limit' });
    expect(route('GET https://uploads.github.com/x')).toEqual({
      route: 'GET https://uploads.github.com/x',
    });
  });

  it('Action: route "GET repos/{owner}/{repo}" under a base URL with a path', async () => {
    process.env.GITHUB_REPOSITORY = 'octo-org/octo-repo';
    await step({ route: 'GET repos/{owner}/{repo}', 'base-url': 'https://ghe.example/api/v3' });
    expect(recorded.failed).toEqual([]);
    expect(recorded.outputs.url).toBe('https://ghe.example/api/v3/repos/octo-org/octo-repo');
  });
});

describe('a method without a path is a usage error', () => {
  it.each([[['GET']], [['get']], [['DELETE']], [['GET ']], [['GET', '']]])(
    'CLI: request %j',
    async (route) => {
      expect(await cli(['request', ...route])).toEqual(
        usageError(
          `ROUTE "${route[0]?.trim()}" is a method without a path; give one such as 'GET /orgs/{org}/repos'`,
        ),
      );
    },
  );

  it('CLI: -X with no path', async () => {
    expect(await cli(['request', '-X', 'POST'])).toEqual(
      usageError(
        "request needs a ROUTE, such as 'GET /orgs/{org}/repos', or --operation ID, such as issues/create",
      ),
    );
  });

  it('Action: route "GET" fails the step naming the input', async () => {
    await step({ route: 'GET' });
    expect(recorded.failed).toEqual([
      "input 'route': \"GET\" is a method without a path; give one such as 'GET /repos/{owner}/{repo}'",
    ]);
    expect(recorded.outputs).toEqual({});
  });
});

describe('a placeholder of the path left without a value is an error naming it', () => {
  it('CLI: the route check names each path parameter of the operation', async () => {
    expect(await cli(['request', 'GET /repos/{owner}/{repo}/issues'])).toEqual({
      status: 1,
      stdout: '',
      stderr:
        'manifest-check: request: error: GET /repos/{owner}/{repo}/issues (issues/list-for-repo) requires the path parameter "owner"\n' +
        'manifest-check: request: error: GET /repos/{owner}/{repo}/issues (issues/list-for-repo) requires the path parameter "repo"\n',
    });
  });

  it('CLI: without the check, {owner} and {repo} not given', async () => {
    expect(await cli(['request', 'GET /repos/{owner}/{repo}/issues', '--no-route-check'])).toEqual(
      usageError(
        'ROUTE "GET /repos/{owner}/{repo}/issues" leaves {owner} and {repo} without a value; give each with -f NAME=VALUE',
      ),
    );
  });

  it('CLI: a :name placeholder, and an empty value, count as missing', async () => {
    expect(await cli(['request', '/orgs/:org/repos', '--no-route-check'])).toEqual(
      usageError(
        'ROUTE "/orgs/:org/repos" leaves :org without a value; give each with -f NAME=VALUE',
      ),
    );
    expect(await cli(['request', '/users/{user}', '-f', 'user=', '--no-route-check'])).toEqual(
      usageError(
        'ROUTE "/users/{user}" leaves {user} without a value; give each with -f NAME=VALUE',
      ),
    );
  });

  it('CLI: optional expansions such as {?since} and {/rest*} may stay empty', async () => {
    expect(await printed(['/gists/{gist_id}{/sha}{?page}', '-f', 'gist_id=aa'])).toMatchObject({
      url: 'https://api.github.com/gists/aa',
    });
  });

  it('Action: without GITHUB_REPOSITORY, the route check names {owner} and {repo}', async () => {
    await step({ route: 'GET /repos/{owner}/{repo}/issues' });
    const missing = (name: string) =>
      `input 'parameters': GET /repos/{owner}/{repo}/issues (issues/list-for-repo) requires the path parameter "${name}"`;
    expect(recorded.log.filter(([kind]) => kind === 'error')).toEqual([
      ['error', missing('owner'), undefined],
    ]);
    expect(recorded.failed).toEqual([missing('repo')]);
    expect(recorded.outputs).toEqual({});
  });

  it('Action: without GITHUB_REPOSITORY and the check, {owner} and {repo} fail the step', async () => {
    await step({ route: 'GET /repos/{owner}/{repo}/issues', 'route-check': 'off' });
    expect(recorded.failed).toEqual([
      'input \'route\': "GET /repos/{owner}/{repo}/issues" leaves {owner} and {repo} without a value; give each in the parameters input',
    ]);
    expect(recorded.outputs).toEqual({});
  });

  it('the library keeps the spec: an unset placeholder expands to nothing', () => {
    expect(endpoint('GET /repos/{owner}/{repo}/issues').url).toBe(
      'https://api.github.com/repos///issues',
    );
  });
});

describe('-X/--method, -F key=@file and -F key=@- as in gh api', () => {
  it('-X sets the method of a lone path; a method given twice is a usage error', async () => {
    expect(await printed(['-X', 'PATCH', '/user', '-f', 'name=a'])).toMatchObject({
      method: 'patch',
      url: 'https://api.github.com/user',
      body: { name: 'a' },
    });
    expect(await printed(['user/emails', '--method', 'delete'])).toMatchObject({
      method: 'delete',
    });
    expect(await cli(['request', '-X', 'POST', 'GET /user'])).toEqual(
      usageError("-X/--method POST and the route's method GET both give the method; use one"),
    );
  });

  it('-F key=@FILE reads the file as text; -F key=@- reads standard input', async () => {
    const file = path.join(TEMP, 'body.md');
    writeFileSync(file, '# Title\n\nÜnïcode\n');
    expect(
      await printed(['POST /markdown', '-F', `text=@${file}`, '-F', 'context=@-'], 'piped\n'),
    ).toMatchObject({ body: { text: '# Title\n\nÜnïcode\n', context: 'piped\n' } });
    // -f keeps a leading @ as text.
    expect(await printed(['POST /markdown', '-f', 'text=@me'])).toMatchObject({
      body: { text: '@me' },
    });
  });

  it('standard input can be read only once; an unreadable file is named', async () => {
    expect(await cli(['request', 'POST /x', '-F', 'a=@-', '-F', 'b=@-'])).toEqual(
      usageError('-F b: standard input is read once, and -F a=@- reads it already'),
    );
    expect(await cli(['request', 'POST /x', '-F', 'a=@-', '--input', '-'])).toEqual(
      usageError('--input - and -F a=@- both read standard input; use one of them'),
    );
    const missing = path.join(TEMP, 'missing.txt');
    const result = await cli(['request', 'POST /x', '-F', `a=@${missing}`]);
    expect(result.status).toBe(2);
    expect(result.stderr).toMatch(/^manifest-check: -F a: cannot read the file .*missing\.txt: /);
    expect(await cli(['request', 'POST /x', '-F', 'a=@'])).toEqual(
      usageError('-F a: @ needs a file name, or - for standard input'),
    );
  });
});
