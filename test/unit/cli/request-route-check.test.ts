/**
 * `manifest-check request` checks the route against GitHub's REST description before printing:
 * errors exit 1 with nothing printed, warnings go to standard error beside the options;
 * `--operation` names the call by its id, `--api` chooses the API, `--no-route-check` builds a
 * route the description lacks.
 */
import { describe, expect, it } from '@jest/globals';
import { cli } from '../../support/run-cli.js';

const PREFIX = 'manifest-check: request: ';
const HINT = "Run 'manifest-check request --help' for usage.\n";
/** The owner and repo of the routes under /repos/{owner}/{repo}. */
const REPO = ['-f', 'owner=o', '-f', 'repo=r'];

/** The lines a run wrote on standard error, each without the prefix. */
function stderrLines(stderr: string): string[] {
  return stderr
    .split('\n')
    .filter((line) => line !== '')
    .map((line) => (line.startsWith(PREFIX) ? line.slice(PREFIX.length) : `(unprefixed) ${line}`));
}

describe('errors: exit 1, nothing on standard output', () => {
  it('a typo in a fixed segment suggests the real route, and how to skip the check', async () => {
    const result = await cli(['request', 'GET /repos/{owner}/{repo}/isues', ...REPO]);
    expect(result.status).toBe(1);
    expect(result.stdout).toBe('');
    expect(stderrLines(result.stderr)).toEqual([
      'error: GET /repos/{owner}/{repo}/isues is not a route of api.github.com: did you mean GET /repos/{owner}/{repo}/issues?',
      '--no-route-check builds a route the description lacks',
    ]);
  });

  it('a required body parameter without a value is named', async () => {
    const result = await cli([
      'request',
      'POST /applications/{client_id}/token',
      '-f',
      'client_id=Iv1',
    ]);
    expect(result).toEqual({
      status: 1,
      stdout: '',
      stderr: `${PREFIX}error: POST /applications/{client_id}/token (apps/check-token) requires the body parameter "access_token"\n`,
    });
  });

  it('a body given as JSON text is checked too', async () => {
    const route = 'POST /repos/{owner}/{repo}/issues';
    expect(await cli(['request', route, ...REPO, '--data', '{"body":"b"}'])).toMatchObject({
      status: 1,
      stderr: `${PREFIX}error: POST /repos/{owner}/{repo}/issues (issues/create) requires the body parameter "title"\n`,
    });
    expect(await cli(['request', route, ...REPO, '--data', '{"title":"t"}'])).toMatchObject({
      status: 0,
      stderr: '',
    });
  });
});

describe('warnings: the options are printed, exit 0', () => {
  it('a parameter the operation does not take, and a value of the wrong type', async () => {
    const result = await cli([
      'request',
      'GET /repos/{owner}/{repo}/issues',
      ...REPO,
      '-f',
      'stat=open',
      '-F',
      'per_page=[1]',
    ]);
    expect(result.status).toBe(0);
    expect(JSON.parse(result.stdout)).toMatchObject({ method: 'get' });
    expect(stderrLines(result.stderr)).toEqual([
      'warning: the query parameter "per_page" of GET /repos/{owner}/{repo}/issues (issues/list-for-repo) takes an integer, not an array',
      'warning: "stat" is not a query parameter of GET /repos/{owner}/{repo}/issues (issues/list-for-repo): did you mean "state"?',
    ]);
  });

  it('a deprecated operation', async () => {
    const result = await cli(['request', '/classrooms']);
    expect(result.status).toBe(0);
    expect(JSON.parse(result.stdout)).toMatchObject({ url: 'https://api.github.com/classrooms' });
    expect(stderrLines(result.stderr)).toEqual([
      'warning: GET /classrooms (classroom/list-classrooms) is deprecated',
    ]);
  });
});

describe('--operation', () => {
  it("builds the operation's route", async () => {
    const result = await cli(['request', '--operation', 'issues/create', ...REPO, '-f', 'title=t']);
    expect(result.stderr).toBe('');
    expect(JSON.parse(result.stdout)).toMatchObject({
      method: 'post',
      url: 'https://api.github.com/repos/o/r/issues',
      body: { title: 't' },
    });
  });

  it('refuses an unknown id with the nearest, and a ROUTE or -X beside it', async () => {
    expect(await cli(['request', '--operation', 'issues/craete'])).toEqual({
      status: 1,
      stdout: '',
      stderr: `${PREFIX}error: "issues/craete" is not an operation of api.github.com: did you mean issues/create?\n`,
    });
    expect(await cli(['request', '/user', '--operation', 'users/get-authenticated'])).toEqual({
      status: 2,
      stdout: '',
      stderr: `manifest-check: --operation "users/get-authenticated" gives the method and the path: give no ROUTE with it\n${HINT}`,
    });
    expect(await cli(['request', '-X', 'GET', '--operation', 'users/get-authenticated'])).toEqual({
      status: 2,
      stdout: '',
      stderr: `manifest-check: --operation "users/get-authenticated" gives the method and the path: give no ROUTE and no -X/--method with it\n${HINT}`,
    });
  });
});

describe('--api and the base URL', () => {
  it('checks against the API named; a GHES base URL without one assumes its newest release', async () => {
    expect(await cli(['request', 'GET /admin/hooks'])).toMatchObject({ status: 1 });
    expect(await cli(['request', 'GET /admin/hooks', '--api', 'ghes-3.17'])).toMatchObject({
      status: 0,
      stderr: '',
    });
    const result = await cli([
      'request',
      'GET /admin/hooks',
      '--base-url',
      'https://ghe.example.com/api/v3',
    ]);
    expect(result.status).toBe(0);
    expect(stderrLines(result.stderr)).toEqual([
      'warning: the base URL https://ghe.example.com/api/v3 is a GHES server of a release it does not say: checked against ghes-3.19, the newest the catalogue describes; name yours (ghes-3.17, ghes-3.18 or ghes-3.19) to check against it',
    ]);
  });

  it('refuses an API the catalogue lacks, with the nearest', async () => {
    expect(await cli(['request', '/user', '--api', 'ghes3.19'])).toEqual({
      status: 2,
      stdout: '',
      stderr: `manifest-check: unknown --api "ghes3.19"; expected api.github.com, ghec, ghes-3.17, ghes-3.18 or ghes-3.19; did you mean ghes-3.19?\n${HINT}`,
    });
  });
});

describe('--no-route-check', () => {
  it('builds a route the description lacks, and says nothing', async () => {
    const result = await cli([
      'request',
      'GET /repos/{owner}/{repo}/isues',
      ...REPO,
      '--no-route-check',
    ]);
    expect(result.stderr).toBe('');
    expect(JSON.parse(result.stdout)).toMatchObject({
      url: 'https://api.github.com/repos/o/r/isues',
    });
  });
});
