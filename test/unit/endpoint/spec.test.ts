/**
 * The request-options builder as its spec describes it: the three examples of the upstream
 * interface verbatim, and rules 1 to 6, each asserted on the whole result.
 */
import { describe, expect, it } from '@jest/globals';
import packageJson from '../../../package.json' with { type: 'json' };
import { endpoint } from '../../../src/endpoint/index.js';

const USER_AGENT = `manifest-check/${packageJson.version}`;
const ACCEPT = 'application/vnd.github.v3+json';

describe('the spec examples', () => {
  it('GET /orgs/:org/repos with a path parameter and a query parameter', () => {
    expect(endpoint('GET /orgs/:org/repos', { org: 'octokit', type: 'private' })).toEqual({
      method: 'get',
      url: 'https://api.github.com/orgs/octokit/repos?type=private',
      headers: { accept: ACCEPT, 'user-agent': USER_AGENT },
    });
  });

  it('POST /markdown/raw with a string body, its own content-type and accept', () => {
    expect(
      endpoint('POST /markdown/raw', {
        data: 'Hello world github/linguist#1 **cool**, and #1!',
        headers: { accept: 'text/html;charset=utf-8', 'content-type': 'text/plain' },
      }),
    ).toEqual({
      method: 'post',
      url: 'https://api.github.com/markdown/raw',
      headers: {
        accept: 'text/html;charset=utf-8',
        'content-type': 'text/plain',
        'user-agent': USER_AGENT,
      },
      body: 'Hello world github/linguist#1 **cool**, and #1!',
    });
  });

  it('POST to a full upload URL with {?name,label}, data and content-length', () => {
    expect(
      endpoint(
        'POST https://uploads.github.com/repos/{owner}/{repo}/releases/{release_id}/assets{?name,label}',
        {
          name: 'example.zip',
          label: 'short description',
          headers: {
            'content-type': 'text/plain',
            'content-length': 14,
            authorization: 'token 0000000000000000000000000000000000000001',
          },
          data: 'Hello, world!',
          owner: 'octocat',
          repo: 'hello-world',
          release_id: 1,
        },
      ),
    ).toEqual({
      method: 'post',
      url: 'https://uploads.github.com/repos/octocat/hello-world/releases/1/assets?name=example.zip&label=short%20description',
      headers: {
        accept: ACCEPT,
        'content-type': 'text/plain',
        'content-length': 14,
        authorization: 'token 0000000000000000000000000000000000000001',
        'user-agent': USER_AGENT,
      },
      body: 'Hello, world!',
    });
  });
});

describe('the spec rules', () => {
  it('1: endpoint(options) equals endpoint.parse(endpoint.merge(options))', () => {
    const options = {
      method: 'PATCH',
      url: '/repos/{owner}/{repo}/issues/{number}',
      owner: 'octocat',
      repo: 'hello-world',
      number: 7,
      title: 'Found a bug',
      labels: ['bug'],
    };
    expect(endpoint(options)).toEqual(endpoint.parse(endpoint.merge(options)));
    expect(endpoint(options)).toEqual({
      method: 'patch',
      url: 'https://api.github.com/repos/octocat/hello-world/issues/7',
      headers: {
        accept: ACCEPT,
        'user-agent': USER_AGENT,
        'content-type': 'application/json; charset=utf-8',
      },
      body: { title: 'Found a bug', labels: ['bug'] },
    });
  });

  it('2: defaults cascade; later values override and untouched ones are kept', () => {
    const first = endpoint.defaults({
      baseUrl: 'https://github-enterprise.acme-inc.com/api/v3',
      headers: { 'user-agent': 'myApp/1.2.3' },
      org: 'my-project',
    });
    const second = first.defaults({
      headers: { authorization: 'token 0000000000000000000000000000000000000001' },
    });
    expect(second.DEFAULTS).toEqual({
      method: 'GET',
      baseUrl: 'https://github-enterprise.acme-inc.com/api/v3',
      headers: {
        accept: ACCEPT,
        'user-agent': 'myApp/1.2.3',
        authorization: 'token 0000000000000000000000000000000000000001',
      },
      mediaType: { format: '', previews: [] },
      org: 'my-project',
    });
    expect(second('GET /orgs/{org}/repos')).toEqual({
      method: 'get',
      url: 'https://github-enterprise.acme-inc.com/api/v3/orgs/my-project/repos',
      headers: {
        accept: ACCEPT,
        'user-agent': 'myApp/1.2.3',
        authorization: 'token 0000000000000000000000000000000000000001',
      },
    });
  });

  it('3: a derived builder exposes its own DEFAULTS and leaves its parent’s alone', () => {
    const derived = endpoint.defaults({ baseUrl: 'https://ghe.example/api/v3', per_page: 100 });
    expect(derived.DEFAULTS).toEqual({
      method: 'GET',
      baseUrl: 'https://ghe.example/api/v3',
      headers: { accept: ACCEPT, 'user-agent': USER_AGENT },
      mediaType: { format: '', previews: [] },
      per_page: 100,
    });
    expect(endpoint.DEFAULTS).toEqual({
      method: 'GET',
      baseUrl: 'https://api.github.com',
      headers: { accept: ACCEPT, 'user-agent': USER_AGENT },
      mediaType: { format: '', previews: [] },
    });
  });

  it('4: previews of a call are merged into the previews of the defaults, not substituted', () => {
    const withPreviews = endpoint.defaults({ mediaType: { previews: ['mercy'] } });
    expect(
      withPreviews.merge('GET /repos', { mediaType: { previews: ['symmetra'] } }).mediaType,
    ).toEqual({ format: '', previews: ['mercy', 'symmetra'] });
    expect(withPreviews('GET /repos', { mediaType: { previews: ['symmetra'] } })).toEqual({
      method: 'get',
      url: 'https://api.github.com/repos',
      headers: {
        accept:
          'application/vnd.github.mercy-preview+json,application/vnd.github.symmetra-preview+json',
        'user-agent': USER_AGENT,
      },
    });
  });

  it('5: a parameter of the defaults is used by every call unless the call gives its own', () => {
    const forOrg = endpoint.defaults({ org: 'octokit' });
    expect(forOrg('GET /orgs/{org}/repos').url).toBe('https://api.github.com/orgs/octokit/repos');
    expect(forOrg('GET /orgs/{org}/repos', { org: 'github' }).url).toBe(
      'https://api.github.com/orgs/github/repos',
    );
    expect(forOrg('GET /user/repos').url).toBe('https://api.github.com/user/repos?org=octokit');
  });

  it('merge keeps the method as given, the url unexpanded and every parameter', () => {
    expect(endpoint.merge('GET /orgs/{org}/repos', { org: 'octokit', type: 'private' })).toEqual({
      method: 'GET',
      baseUrl: 'https://api.github.com',
      url: '/orgs/{org}/repos',
      headers: { accept: ACCEPT, 'user-agent': USER_AGENT },
      mediaType: { format: '', previews: [] },
      org: 'octokit',
      type: 'private',
    });
  });

  it('authorization passes through, lowercased by name', () => {
    expect(
      endpoint('GET /user', { headers: { Authorization: 'token <ACCESS_TOKEN>' } }).headers,
    ).toEqual({ accept: ACCEPT, 'user-agent': USER_AGENT, authorization: 'token <ACCESS_TOKEN>' });
  });
});
