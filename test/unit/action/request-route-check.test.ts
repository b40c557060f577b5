/**
 * `command: request` checks the route against GitHub's REST description before setting any
 * output: each error is one line on the input it comes from (the last one fails the step), each
 * warning an annotation on its input; `operation` names the call, `api` the API, and
 * `route-check: off` builds a route the description lacks.
 */
import { afterAll, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { coreMock, githubMock, recorded, resetActions } from '../../support/actions-mock.js';

jest.unstable_mockModule('@actions/core', () => coreMock);
jest.unstable_mockModule('@actions/github', () => githubMock);
const { run } = await import('../../../src/action.js');

const SAVED_ENV = { ...process.env };

beforeEach(() => {
  process.env = { ...SAVED_ENV, GITHUB_REPOSITORY: 'octo-org/octo-repo' };
  delete process.env.GITHUB_API_URL;
});
afterAll(() => {
  process.env = SAVED_ENV;
});

/** Runs the action's request command with these inputs. */
async function step(inputs: Record<string, string>): Promise<void> {
  resetActions({ command: 'request', ...inputs });
  await run();
}

/** The annotations of one kind the step made, by message. */
function annotations(kind: 'error' | 'warning' | 'notice'): string[] {
  return recorded.log.filter(([logged]) => logged === kind).map(([, message]) => message);
}

describe('errors fail the step, one line each on their input, and set no output', () => {
  it("an unknown route names the real one on input 'route'", async () => {
    await step({ route: 'GET /repos/{owner}/{repo}/isues' });
    expect(recorded.failed).toEqual([
      "input 'route': GET /repos/{owner}/{repo}/isues is not a route of api.github.com: did you mean GET /repos/{owner}/{repo}/issues? (route-check: off builds a route the description lacks)",
    ]);
    expect(recorded.outputs).toEqual({});
  });

  it("missing parameters are on input 'parameters', or 'data' for the body it gives", async () => {
    await step({ route: 'POST /applications/{client_id}/token' });
    const token = `POST /applications/{client_id}/token (apps/check-token) requires`;
    expect(annotations('error')).toEqual([
      `input 'parameters': ${token} the path parameter "client_id"`,
    ]);
    expect(recorded.failed).toEqual([
      `input 'parameters': ${token} the body parameter "access_token"`,
    ]);
    expect(recorded.outputs).toEqual({});

    await step({ route: 'POST /repos/{owner}/{repo}/issues', data: '{"body": "b"}' });
    expect(recorded.failed).toEqual([
      `input 'data': POST /repos/{owner}/{repo}/issues (issues/create) requires the body parameter "title"`,
    ]);
  });

  it('an unknown operation or API is on its input, with the nearest', async () => {
    await step({ operation: 'issues/craete' });
    expect(recorded.failed).toEqual([
      `input 'operation': "issues/craete" is not an operation of api.github.com: did you mean issues/create?`,
    ]);
    await step({ route: '/user', api: 'ghes-2.22' });
    expect(recorded.failed).toEqual([
      `input 'api': "ghes-2.22" is not an API of the route catalogue: expected api.github.com, ghec, ghes-3.17, ghes-3.18 or ghes-3.19`,
    ]);
    expect(recorded.outputs).toEqual({});
  });
});

describe('warnings are annotations on their input; the outputs are set', () => {
  it("an unexpected parameter and a wrong type on 'parameters'", async () => {
    await step({
      route: 'GET /repos/{owner}/{repo}/issues',
      parameters: 'stat: open\nper_page: [1]',
    });
    expect(recorded.failed).toEqual([]);
    expect(annotations('warning')).toEqual([
      `input 'parameters': the query parameter "per_page" of GET /repos/{owner}/{repo}/issues (issues/list-for-repo) takes an integer, not an array`,
      `input 'parameters': "stat" is not a query parameter of GET /repos/{owner}/{repo}/issues (issues/list-for-repo): did you mean "state"?`,
    ]);
    expect(recorded.outputs.url).toBe(
      'https://api.github.com/repos/octo-org/octo-repo/issues?stat=open&per_page=1',
    );
  });

  it("a deprecated operation on 'operation' or 'route', whichever named it", async () => {
    await step({ operation: 'classroom/list-classrooms' });
    expect(annotations('warning')).toEqual([
      `input 'operation': GET /classrooms (classroom/list-classrooms) is deprecated`,
    ]);
    await step({ route: 'GET /classrooms' });
    expect(annotations('warning')).toEqual([
      `input 'route': GET /classrooms (classroom/list-classrooms) is deprecated`,
    ]);
    expect(recorded.outputs.url).toBe('https://api.github.com/classrooms');
  });

  it("a GHES runner's GITHUB_API_URL is checked against the newest release, saying so on 'api'", async () => {
    process.env.GITHUB_API_URL = 'https://ghe.example.com/api/v3';
    await step({ route: 'GET /admin/hooks' });
    expect(recorded.failed).toEqual([]);
    expect(annotations('warning')).toEqual([
      "input 'api': the base URL https://ghe.example.com/api/v3 is a GHES server of a release it does not say: checked against ghes-3.19, the newest the catalogue describes; name yours (ghes-3.17, ghes-3.18 or ghes-3.19) to check against it",
    ]);
    await step({ route: 'GET /admin/hooks', api: 'ghes-3.17' });
    expect(annotations('warning')).toEqual([]);
    expect(recorded.outputs.url).toBe('https://ghe.example.com/api/v3/admin/hooks');
  });
});

describe('operation', () => {
  it('fills in the method and path; owner and repo default to the repository', async () => {
    await step({ operation: 'issues/create', parameters: 'title: Found a bug' });
    expect(recorded.failed).toEqual([]);
    expect(recorded.outputs).toMatchObject({
      method: 'post',
      url: 'https://api.github.com/repos/octo-org/octo-repo/issues',
      body: '{"title":"Found a bug"}',
    });
  });

  it('is refused beside a route', async () => {
    await step({ operation: 'issues/create', route: 'POST /repos/{owner}/{repo}/issues' });
    expect(recorded.failed).toEqual([
      "input 'operation': gives the method and the path, as the route input does: give one of them",
    ]);
  });
});

describe('route-check: off', () => {
  it('builds a route the description lacks, with no annotation', async () => {
    await step({ route: 'GET /repos/{owner}/{repo}/isues', 'route-check': 'off' });
    expect(recorded.failed).toEqual([]);
    expect(recorded.log.filter(([kind]) => kind !== 'info')).toEqual([]);
    expect(recorded.outputs.url).toBe('https://api.github.com/repos/octo-org/octo-repo/isues');
  });
});
