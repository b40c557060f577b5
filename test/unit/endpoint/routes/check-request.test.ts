import { describe, expect, it } from '@jest/globals';
import { chooseApi, DEFAULT_API } from '../../../../src/endpoint/routes/api.js';
import { checkRequest, operationRoute } from '../../../../src/endpoint/routes/index.js';
import { endpoint } from '../../../../src/endpoint/index.js';

describe('the API a request is checked against', () => {
  it('is the one named, whatever the base URL', () => {
    expect(chooseApi('ghes-3.17', 'https://api.github.com')).toEqual({ api: 'ghes-3.17' });
  });

  it.each([
    [undefined, DEFAULT_API],
    ['https://api.github.com', DEFAULT_API],
    ['https://API.github.com/', DEFAULT_API],
    ['https://api.octocorp.ghe.com', 'ghec'],
    // Not certain: another host (a proxy, a test server) is api.github.com's default.
    ['http://api.github.com', DEFAULT_API],
    ['http://localhost:8080', DEFAULT_API],
    ['https://api.github.com.example.com', DEFAULT_API],
  ])('for the base URL %s, without a name, is %s', (baseUrl, api) => {
    expect(chooseApi(undefined, baseUrl)).toEqual({ api });
  });

  it('for a GHES base URL, is the newest release described, with a warning that says so', () => {
    expect(chooseApi(undefined, 'https://ghe.example.com/api/v3')).toEqual({
      api: 'ghes-3.19',
      assumed: {
        rule: 'api-release-assumed',
        severity: 'warning',
        message:
          'the base URL https://ghe.example.com/api/v3 is a GHES server of a release it does not say: checked against ghes-3.19, the newest the catalogue describes; name yours (ghes-3.17, ghes-3.18 or ghes-3.19) to check against it',
        api: 'ghes-3.19',
      },
    });
  });
});

describe('checkRequest', () => {
  it('checks against the API of the base URL in the options', () => {
    // /admin/hooks is GHES only.
    const route = 'GET /admin/hooks';
    expect(checkRequest(route, {}).map((problem) => problem.rule)).toEqual(['unknown-route']);
    expect(checkRequest(route, {}, { api: 'ghes-3.18' })).toEqual([]);
    expect(
      checkRequest(route, { baseUrl: 'https://ghe.example.com/api/v3' }).map((p) => p.rule),
    ).toEqual(['api-release-assumed']);
  });

  it('takes a list for a query parameter of text, which the builder sends as a,b (encoded)', () => {
    const route = 'GET /repos/{owner}/{repo}/issues';
    expect(checkRequest(route, { owner: 'o', repo: 'r', labels: ['bug', 'ui'] })).toEqual([]);
    expect(endpoint(route, { owner: 'o', repo: 'r', labels: ['bug', 'ui'] }).url).toBe(
      'https://api.github.com/repos/o/r/issues?labels=bug%2Cui',
    );
    expect(
      checkRequest(route, { owner: 'o', repo: 'r', labels: [['bug']] }).map((p) => p.message),
    ).toEqual([
      'the query parameter "labels" of GET /repos/{owner}/{repo}/issues (issues/list-for-repo) takes a string, not an array',
    ]);
  });

  it('lists every error, and 20 warnings with a line that counts the rest', () => {
    const parameters: Record<string, unknown> = { owner: 'o', repo: 'r' };
    for (let index = 0; index < 1000; index++) parameters[`extra${index}`] = 1;
    const problems = checkRequest('GET /repos/{owner}/{repo}/issues', parameters);
    expect(problems).toHaveLength(21);
    expect(problems.slice(0, 20).every((p) => p.rule === 'unexpected-parameter')).toBe(true);
    expect(problems[20]).toEqual({
      rule: 'warnings-left-out',
      severity: 'warning',
      message: '980 more warnings are not listed: the call has 1000',
      count: 980,
    });
    const missing = checkRequest('POST /repos/{owner}/{repo}/issues', parameters);
    expect(missing.filter((p) => p.severity === 'error').map((p) => p.message)).toEqual([
      'POST /repos/{owner}/{repo}/issues (issues/create) requires the body parameter "title"',
    ]);
  });

  it('names an API the catalogue lacks', () => {
    expect(checkRequest('GET /', {}, { api: 'ghes-2.0' })).toEqual([
      {
        rule: 'unknown-api',
        severity: 'error',
        message:
          '"ghes-2.0" is not an API of the route catalogue: expected api.github.com, ghec, ghes-3.17, ghes-3.18 or ghes-3.19',
        api: 'ghes-2.0',
        known: ['api.github.com', 'ghec', 'ghes-3.17', 'ghes-3.18', 'ghes-3.19'],
      },
    ]);
  });

  it('checks a body given as JSON text, and lets a body that is not JSON pass unread', () => {
    const route = 'POST /repos/{owner}/{repo}/issues';
    const base = { owner: 'o', repo: 'r' };
    expect(checkRequest(route, { ...base, data: '{"title":"t"}' })).toEqual([]);
    expect(checkRequest(route, { ...base, data: '{"body":"b"}' }).map((p) => p.message)).toEqual([
      'POST /repos/{owner}/{repo}/issues (issues/create) requires the body parameter "title"',
    ]);
    expect(checkRequest(route, { ...base, data: 'not json' })).toEqual([]);
  });
});

describe('operationRoute', () => {
  it("gives the route of the description's id, and of octokit's method name", () => {
    const create = { route: 'POST /repos/{owner}/{repo}/issues' };
    expect(operationRoute('issues/create')).toMatchObject(create);
    expect(operationRoute('issues.create')).toMatchObject(create);
    expect(operationRoute('rest.issues.listForRepo')).toMatchObject({
      route: 'GET /repos/{owner}/{repo}/issues',
    });
  });

  it('names the query parameters of a body method in the route, and its own server', () => {
    const upload = 'repos/upload-release-asset';
    const path = '/repos/{owner}/{repo}/releases/{release_id}/assets{?name,label}';
    expect(operationRoute(upload)).toMatchObject({
      route: `POST https://uploads.github.com${path}`,
    });
    expect(
      operationRoute(upload, { api: 'ghes-3.19', baseUrl: 'https://ghe.example.com/api/v3' }),
    ).toMatchObject({ route: `POST https://ghe.example.com/api/uploads${path}` });
    expect(operationRoute(upload, { api: 'ghes-3.19' })).toMatchObject({ route: `POST ${path}` });
    const { route } = operationRoute(upload) as { route: string };
    expect(
      endpoint(route, { owner: 'o', repo: 'r', release_id: 1, name: 'a.zip', data: 'x' }),
    ).toMatchObject({
      url: 'https://uploads.github.com/repos/o/r/releases/1/assets?name=a.zip',
      body: 'x',
    });
  });

  it('is of the API named, or of the base URL', () => {
    const hooks = 'enterprise-admin/create-global-webhook';
    expect(operationRoute(hooks, { api: 'ghes-3.19' })).toMatchObject({
      route: 'POST /admin/hooks',
    });
    expect(operationRoute(hooks, { baseUrl: 'https://ghe.example.com/api/v3' })).toMatchObject({
      route: 'POST /admin/hooks',
    });
    expect(operationRoute(hooks)).toMatchObject({ problem: { rule: 'unknown-operation' } });
  });

  it('refuses an unknown id, suggesting the nearest', () => {
    expect(operationRoute('issues/craete')).toEqual({
      problem: {
        rule: 'unknown-operation',
        severity: 'error',
        message:
          '"issues/craete" is not an operation of api.github.com: did you mean issues/create?',
        operation: 'issues/craete',
        suggestions: ['issues/create'],
      },
    });
    expect(operationRoute('issues.craete')).toMatchObject({
      problem: { suggestions: ['issues/create'] },
    });
    expect(operationRoute('\u001b[2Jx'.repeat(50))).toMatchObject({
      problem: {
        suggestions: [],
        message: expect.stringMatching(
          /^"\\u001b\[2Jx.*…" is not an operation of api\.github\.com$/,
        ),
      },
    });
  });
});
