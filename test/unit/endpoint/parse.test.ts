/** endpoint.parse and endpoint(): URL, query string, body and accept header, rule by rule. */
import { describe, expect, it } from '@jest/globals';
import packageJson from '../../../package.json' with { type: 'json' };
import { endpoint } from '../../../src/endpoint/index.js';

const USER_AGENT = `manifest-check/${packageJson.version}`;
const ACCEPT = 'application/vnd.github.v3+json';
const JSON_BODY = 'application/json; charset=utf-8';

describe('url', () => {
  it('method lowercase, url "/" when none, baseUrl before a relative url', () => {
    expect(endpoint.parse({ ...endpoint.DEFAULTS, method: 'HEAD' })).toEqual({
      method: 'head',
      url: 'https://api.github.com/',
      headers: { accept: ACCEPT, 'user-agent': USER_AGENT },
    });
  });

  it(':name placeholders are {name}, for any identifier', () => {
    expect(
      endpoint('GET /repos/:Owner/:b/issues/:issue_number', { Owner: 'o', b: 'r', issue_number: 1 })
        .url,
    ).toBe('https://api.github.com/repos/o/r/issues/1');
  });

  it('a url starting with http keeps its own address', () => {
    expect(endpoint('GET https://ghe.example/api/v3/user', { baseUrl: 'https://other' }).url).toBe(
      'https://ghe.example/api/v3/user',
    );
  });

  it('a path parameter stays inside its segment', () => {
    expect(endpoint('GET /repos/{owner}/{repo}', { owner: '../../x', repo: 'a/b?c#d' }).url).toBe(
      'https://api.github.com/repos/..%2F..%2Fx/a%2Fb%3Fc%23d',
    );
  });

  it('variables of the url are not parameters any more; method, headers, … never are', () => {
    expect(
      endpoint('GET /orgs/{org}/repos', {
        org: 'octokit',
        request: { timeout: 10 },
        mediaType: { format: '' },
      }),
    ).toEqual({
      method: 'get',
      url: 'https://api.github.com/orgs/octokit/repos',
      headers: { accept: ACCEPT, 'user-agent': USER_AGENT },
      request: { timeout: 10 },
    });
  });
});

describe('query string (GET and HEAD)', () => {
  it('remaining parameters in key order, encoded, lists comma-joined', () => {
    expect(
      endpoint('GET /search/code', { per_page: 2, sort: 'a b&c', labels: ['x', 'y,z'], ok: true })
        .url,
    ).toBe('https://api.github.com/search/code?per_page=2&sort=a%20b%26c&labels=x%2Cy%2Cz&ok=true');
  });

  it('appended with & when the url has a query already', () => {
    expect(endpoint('HEAD /x?a=1', { b: 2 }).url).toBe('https://api.github.com/x?a=1&b=2');
  });

  it('q keeps a literal + between its encoded pieces', () => {
    expect(endpoint('GET /search/issues', { q: 'repo:o/r+is:open label:"good first"' }).url).toBe(
      'https://api.github.com/search/issues?q=repo%3Ao%2Fr+is%3Aopen%20label%3A%22good%20first%22',
    );
  });

  it('data of a GET is a query parameter like any other', () => {
    expect(endpoint('GET /x', { data: 'y' }).url).toBe('https://api.github.com/x?data=y');
  });

  it('a method without a body, such as OPTIONS, sends its parameters in the query too', () => {
    expect(endpoint('OPTIONS /x', { a: 1 })).toEqual({
      method: 'options',
      url: 'https://api.github.com/x?a=1',
      headers: { accept: ACCEPT, 'user-agent': USER_AGENT },
    });
  });
});

describe('body (PATCH, POST, PUT, DELETE)', () => {
  it('the remaining parameters are a JSON body with its content-type', () => {
    expect(
      endpoint('POST /repos/{owner}/{repo}/issues', { owner: 'o', repo: 'r', title: 't' }),
    ).toEqual({
      method: 'post',
      url: 'https://api.github.com/repos/o/r/issues',
      headers: { accept: ACCEPT, 'user-agent': USER_AGENT, 'content-type': JSON_BODY },
      body: { title: 't' },
    });
  });

  it('data is the body as given, and other parameters are left out', () => {
    expect(endpoint('POST /x', { data: [1, 2], ignored: true })).toEqual({
      method: 'post',
      url: 'https://api.github.com/x',
      headers: { accept: ACCEPT, 'user-agent': USER_AGENT, 'content-type': JSON_BODY },
      body: [1, 2],
    });
  });

  it('a given content-type is kept', () => {
    expect(
      endpoint('PUT /x', { data: 'a', headers: { 'Content-Type': 'text/plain' } }).headers,
    ).toEqual({ accept: ACCEPT, 'user-agent': USER_AGENT, 'content-type': 'text/plain' });
  });

  it('PUT and PATCH without a body send an empty one, without a content-type', () => {
    expect(endpoint('PUT /user/following/{username}', { username: 'octocat' })).toEqual({
      method: 'put',
      url: 'https://api.github.com/user/following/octocat',
      headers: { accept: ACCEPT, 'user-agent': USER_AGENT },
      body: '',
    });
    expect(endpoint('PATCH /x').body).toBe('');
  });

  it('POST and DELETE without parameters have no body', () => {
    expect(endpoint('DELETE /x')).toEqual({
      method: 'delete',
      url: 'https://api.github.com/x',
      headers: { accept: ACCEPT, 'user-agent': USER_AGENT },
    });
    expect(endpoint('POST /x')).not.toHaveProperty('body');
  });
});

describe('accept', () => {
  it('a format turns each vendor media type into vnd.<vendor>.v3.<format>', () => {
    expect(endpoint('GET /x', { mediaType: { format: 'raw' } }).headers.accept).toBe(
      'application/vnd.github.v3.raw',
    );
    expect(
      endpoint('GET /x', {
        headers: { accept: 'application/vnd.github.v3+json,application/vnd.foo+json' },
        mediaType: { format: 'text+json' },
      }).headers.accept,
    ).toBe('application/vnd.github.v3.text+json,application/vnd.foo.text+json');
  });

  it('previews keep those named in accept and add the new ones, +json without a format', () => {
    expect(
      endpoint('GET /x', {
        headers: { accept: 'application/vnd.github.mercy-preview+json' },
        mediaType: { previews: ['symmetra'] },
      }).headers.accept,
    ).toBe(
      'application/vnd.github.mercy-preview+json,application/vnd.github.symmetra-preview+json',
    );
  });

  it('previews with a format carry the format', () => {
    expect(
      endpoint('GET /x', { mediaType: { previews: ['scarlet-witch'], format: 'diff' } }).headers
        .accept,
    ).toBe('application/vnd.github.scarlet-witch-preview.diff');
  });

  it('a binary request keeps its accept', () => {
    const accept = 'application/octet-stream';
    expect(
      endpoint('GET /x', { headers: { accept }, mediaType: { format: 'raw', previews: ['a'] } })
        .headers.accept,
    ).toBe(accept);
  });
});

describe('request and headers in the result', () => {
  it('request is returned as given', () => {
    const request = { timeout: 0, hook: () => undefined };
    expect(endpoint('GET /x', { request }).request).toEqual(request);
  });

  it('every header name is lowercase', () => {
    expect(
      Object.keys(endpoint('GET /', { headers: { 'X-GitHub-Api-Version': '2022-11-28' } }).headers),
    ).toEqual(['accept', 'user-agent', 'x-github-api-version']);
  });
});
