/** endpoint.merge: how a route and options meet the defaults, before anything is built. */
import { describe, expect, it } from '@jest/globals';
import { runInNewContext } from 'node:vm';
import packageJson from '../../../package.json' with { type: 'json' };
import { endpoint } from '../../../src/endpoint/index.js';

const DEFAULT_HEADERS = {
  accept: 'application/vnd.github.v3+json',
  'user-agent': `manifest-check/${packageJson.version}`,
};
const NO_MEDIA_TYPE = { format: '', previews: [] };

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null) {
    Object.values(value).forEach(deepFreeze);
    Object.freeze(value);
  }
  return value;
}

describe('the route', () => {
  it('splits at its first space into method and url', () => {
    expect(endpoint.merge('POST /search/a b')).toEqual({
      method: 'POST',
      url: '/search/a b',
      baseUrl: 'https://api.github.com',
      headers: DEFAULT_HEADERS,
      mediaType: NO_MEDIA_TYPE,
    });
  });

  it('a lone url means the default method, GET', () => {
    expect(endpoint.merge('/user')).toEqual({
      method: 'GET',
      url: '/user',
      baseUrl: 'https://api.github.com',
      headers: DEFAULT_HEADERS,
      mediaType: NO_MEDIA_TYPE,
    });
  });

  it('method and url in the options win over the route', () => {
    expect(endpoint.merge('GET /a', { method: 'DELETE', url: '/b' })).toMatchObject({
      method: 'DELETE',
      url: '/b',
    });
  });
});

describe('headers', () => {
  it('names are lowercased; a later spelling of the same name wins', () => {
    expect(
      endpoint.merge('GET /', { headers: { 'X-Trace': '1', 'User-Agent': 'me/1', 'x-trace': '2' } })
        .headers,
    ).toEqual({ accept: DEFAULT_HEADERS.accept, 'user-agent': 'me/1', 'x-trace': '2' });
  });

  it('an undefined header keeps the default; null is kept as a value', () => {
    expect(
      endpoint.merge('GET /', { headers: { accept: undefined, 'x-empty': null } }).headers,
    ).toEqual({ ...DEFAULT_HEADERS, 'x-empty': null });
  });
});

describe('options', () => {
  it('undefined options are dropped and null ones kept', () => {
    expect(endpoint.merge('GET /', { since: undefined, before: null })).toEqual({
      method: 'GET',
      url: '/',
      baseUrl: 'https://api.github.com',
      headers: DEFAULT_HEADERS,
      mediaType: NO_MEDIA_TYPE,
      before: null,
    });
  });

  it('plain objects deep-merge; arrays are replaced', () => {
    const withDefaults = endpoint.defaults({
      request: { timeout: 1000, retries: { count: 3, delay: 10 } },
      labels: ['a', 'b'],
    });
    expect(
      withDefaults.merge('GET /', { request: { retries: { count: 5 } }, labels: ['c'] }),
    ).toMatchObject({
      request: { timeout: 1000, retries: { count: 5, delay: 10 } },
      labels: ['c'],
    });
  });

  it('objects from another realm, such as a vm context, are plain objects too', () => {
    const options = runInNewContext(
      '({ headers: { "X-A": "1" }, request: { retries: { count: 5 } }, org: "o" })',
    ) as Record<string, unknown>;
    const withDefaults = endpoint.defaults({ request: { timeout: 1, retries: { delay: 10 } } });
    expect(withDefaults.merge('GET /orgs/{org}', options)).toMatchObject({
      headers: { 'x-a': '1' },
      request: { timeout: 1, retries: { count: 5, delay: 10 } },
    });
  });

  it('previews: the defaults’ not in the new list, then the new list, without -preview', () => {
    const withPreviews = endpoint.defaults({
      mediaType: { previews: ['mercy', 'inertia-preview'] },
    });
    expect(withPreviews.DEFAULTS.mediaType).toEqual({ format: '', previews: ['mercy', 'inertia'] });
    expect(
      withPreviews.merge('GET /', { mediaType: { previews: ['inertia-preview', 'squirrel-girl'] } })
        .mediaType,
    ).toEqual({ format: '', previews: ['mercy', 'inertia', 'squirrel-girl'] });
  });

  it('a format of the call keeps the previews of the defaults', () => {
    const withPreviews = endpoint.defaults({ mediaType: { previews: ['mercy'] } });
    expect(withPreviews.merge('GET /', { mediaType: { format: 'raw' } }).mediaType).toEqual({
      format: 'raw',
      previews: ['mercy'],
    });
  });
});

describe('inputs are never changed', () => {
  it('neither the options nor the defaults, even when frozen', () => {
    const options = deepFreeze({
      headers: { 'X-A': '1', Accept: undefined },
      mediaType: { previews: ['x-preview'] },
      request: { nested: { a: 1 } },
      labels: ['a'],
      gone: undefined,
    });
    const derived = endpoint.defaults({ mediaType: { previews: ['mercy'] }, request: { b: 2 } });
    const defaultsBefore = structuredClone(derived.DEFAULTS);
    deepFreeze(derived.DEFAULTS);
    const built = derived('POST /x', options);
    expect(built.body).toEqual({ labels: ['a'] });
    expect(derived.DEFAULTS).toEqual(defaultsBefore);
    expect(options.headers).toEqual({ 'X-A': '1', Accept: undefined });
  });

  it('what merge returns can be changed without touching the defaults', () => {
    const merged = endpoint.merge('GET /');
    merged.headers.accept = 'text/plain';
    merged.mediaType.previews.push('mercy');
    expect(endpoint.DEFAULTS.headers.accept).toBe(DEFAULT_HEADERS.accept);
    expect(endpoint.DEFAULTS.mediaType.previews).toEqual([]);
  });
});
