/**
 * checkRoute as a reader meets it: each kind of problem on one call, asserted whole, with the
 * exact message; the API by name or by base URL; operations by their id.
 */
import { describe, expect, it } from '@jest/globals';
import { checkRoute } from '../../../../src/endpoint/routes/check-route.js';

const REPO = { owner: 'octocat', repo: 'hello-world' };

describe('checkRoute', () => {
  it('passes a call the description has, with every required parameter', () => {
    expect(
      checkRoute('api.github.com', 'POST /repos/{owner}/{repo}/issues', { ...REPO, title: 'Bug' }),
    ).toEqual([]);
    expect(
      checkRoute('api.github.com', 'GET /repos/:owner/:repo/issues', { ...REPO, state: 'open' }),
    ).toEqual([]);
    expect(checkRoute('api.github.com', 'GET /repos/octocat/hello-world/issues/5')).toEqual([]);
  });

  it('refuses an unknown route and names the nearest, and none much farther', () => {
    expect(checkRoute('api.github.com', 'GET /repos/{owner}/{repo}/isues', REPO)).toEqual([
      {
        rule: 'unknown-route',
        severity: 'error',
        message:
          'GET /repos/{owner}/{repo}/isues is not a route of api.github.com: did you mean GET /repos/{owner}/{repo}/issues?',
        route: 'GET /repos/{owner}/{repo}/isues',
        // POST …/issues is as near, but its path is named already; …/pages is 4 edits away.
        suggestions: ['GET /repos/{owner}/{repo}/issues'],
      },
    ]);
  });

  it('names a route of another method when the method written has no route that near', () => {
    expect(checkRoute('api.github.com', 'DELETE /user/email', REPO)[0]).toMatchObject({
      suggestions: ['DELETE /user/emails'],
    });
    expect(checkRoute('api.github.com', 'PUT /user/emails', REPO)[0]).toMatchObject({
      suggestions: ['DELETE /user/emails', 'GET /user/emails', 'POST /user/emails'],
    });
    // Up to three, the nearest first, and within one edit of the nearest.
    expect(checkRoute('api.github.com', 'GET /user/keyz', REPO)[0]).toMatchObject({
      suggestions: ['GET /user/keys'],
    });
  });

  it('refuses a typo in a fixed segment next to a parameter: /app/hookk/config, /gists/starrxd', () => {
    expect(checkRoute('api.github.com', 'GET /app/hookk/config')[0]).toMatchObject({
      rule: 'unknown-route',
      suggestions: expect.arrayContaining(['GET /app/hook/config']),
    });
    expect(checkRoute('api.github.com', 'GET /gists/starrxd')[0]).toMatchObject({
      rule: 'unknown-route',
      suggestions: expect.arrayContaining(['GET /gists/starred']),
    });
  });

  it('keeps the message of a route with a line break on one line', () => {
    const [problem] = checkRoute('api.github.com', 'GET /emojis\nX-Injected: 1');
    expect(problem?.message).toBe(
      'GET /emojis\\u000aX-Injected: 1 is not a route of api.github.com, nor near one',
    );
  });

  it('refuses a call without a required body parameter, naming it', () => {
    expect(
      checkRoute('api.github.com', 'POST /applications/{client_id}/token', { client_id: 'Iv1.x' }),
    ).toEqual([
      {
        rule: 'missing-parameter',
        severity: 'error',
        message:
          'POST /applications/{client_id}/token (apps/check-token) requires the body parameter "access_token"',
        parameter: 'access_token',
        place: 'body',
      },
    ]);
  });

  it("names the placeholder of the route when it is not the description's name", () => {
    expect(checkRoute('api.github.com', 'GET /repos/{o}/{r}/issues', { o: 'octocat' })).toEqual([
      {
        rule: 'missing-parameter',
        severity: 'error',
        message:
          'GET /repos/{owner}/{repo}/issues (issues/list-for-repo) requires the path parameter "r" (its path parameter "repo")',
        parameter: 'r',
        place: 'path',
      },
    ]);
  });

  it('says a required query parameter of a POST must be named in the route', () => {
    const route = 'POST /repos/{owner}/{repo}/releases/{release_id}/assets';
    expect(
      checkRoute('api.github.com', route, { ...REPO, release_id: 1, name: 'a.zip', data: 'x' }),
    ).toEqual([
      {
        rule: 'missing-parameter',
        severity: 'error',
        message:
          'POST /repos/{owner}/{repo}/releases/{release_id}/assets (repos/upload-release-asset) requires the query parameter "name"',
        parameter: 'name',
        place: 'query',
      },
    ]);
    expect(
      checkRoute('api.github.com', `${route}{?name,label}`, {
        ...REPO,
        release_id: 1,
        name: 'a.zip',
        data: 'x',
      }),
    ).toEqual([]);
  });

  it('warns of a parameter the operation does not take, suggesting the near one', () => {
    expect(
      checkRoute('api.github.com', 'GET /repos/{owner}/{repo}/issues', { ...REPO, per_pag: 5 }),
    ).toEqual([
      {
        rule: 'unexpected-parameter',
        severity: 'warning',
        message:
          '"per_pag" is not a query parameter of GET /repos/{owner}/{repo}/issues (issues/list-for-repo): did you mean "per_page"?',
        parameter: 'per_pag',
        place: 'query',
      },
    ]);
  });

  it('warns of a value of the wrong JSON type, reading path and query values as text', () => {
    expect(
      checkRoute('api.github.com', 'POST /repos/{owner}/{repo}/issues', { ...REPO, title: true }),
    ).toEqual([
      {
        rule: 'parameter-type',
        severity: 'warning',
        message:
          'the body parameter "title" of POST /repos/{owner}/{repo}/issues (issues/create) takes a string or an integer, not a boolean',
        parameter: 'title',
        place: 'body',
        expected: ['string', 'integer'],
        found: 'boolean',
      },
    ]);
    expect(
      checkRoute('api.github.com', 'GET /repos/{owner}/{repo}/issues', { ...REPO, per_page: '5' }),
    ).toEqual([]);
  });

  it('warns of a deprecated operation', () => {
    const problems = checkRoute(
      'api.github.com',
      'POST /orgs/{org}/{security_product}/{enablement}',
      {
        org: 'o',
        security_product: 'dependabot_alerts',
        enablement: 'enable_all',
      },
    );
    expect(problems).toEqual([
      {
        rule: 'deprecated-operation',
        severity: 'warning',
        message:
          'POST /orgs/{org}/{security_product}/{enablement} (orgs/enable-or-disable-security-product-on-all-org-repos) is deprecated',
        operation: 'orgs/enable-or-disable-security-product-on-all-org-repos',
      },
    ]);
  });

  it('refuses an API the catalogue lacks, listing those it has', () => {
    expect(checkRoute('ghes-2.0', 'GET /')).toEqual([
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

  it('checks against the API chosen: GHES 3.17 lacks what api.github.com has', () => {
    const route = 'POST /orgs/{org}/private-registries';
    const body = { org: 'o', registry_type: 'npm_registry', visibility: 'all', data: undefined };
    expect(checkRoute('ghes-3.17', route, body).map((problem) => problem.rule)).toEqual([
      'unknown-route',
    ]);
    expect(checkRoute('ghes-3.18', route, body).map((problem) => problem.message)).toEqual([
      'POST /orgs/{org}/private-registries (private-registries/create-org-private-registry) requires the body parameter "url": "url" is an option of the request builder, so give the body as data',
    ]);
  });
});
