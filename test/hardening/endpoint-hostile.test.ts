/**
 * Hostile input to the builder: a path parameter stays in its segment whatever it holds; a
 * `__proto__` key (an own property, as JSON.parse makes it) in options, headers, media type or
 * defaults is an ordinary key or a clear error and never changes Object.prototype; a header
 * that could split the request is rejected with an error that names it.
 */
import { afterEach, describe, expect, it } from '@jest/globals';
import { endpoint } from '../../src/endpoint/index.js';
import { requestErrorMessage } from '../support/request-errors.js';

const BASE = 'https://api.github.com';

const thrown = requestErrorMessage;

describe('a path parameter stays in its segment', () => {
  it.each([
    ['../', '..%2F'],
    ['../../admin', '..%2F..%2Fadmin'],
    ['..%2F', '..%252F'],
    ['%2F', '%252F'],
    ['/', '%2F'],
    ['a/b', 'a%2Fb'],
    ['?', '%3F'],
    ['a?admin=1', 'a%3Fadmin%3D1'],
    ['#', '%23'],
    ['a#b', 'a%23b'],
    ['%', '%25'],
    ['100%', '100%25'],
    ['\\', '%5C'],
    ['..\\..\\x', '..%5C..%5Cx'],
    [' ', '%20'],
    ['a b', 'a%20b'],
    ['ü', '%C3%BC'],
    ['😀', '%F0%9F%98%80'],
    ['\u2028', '%E2%80%A8'],
    ['a;b=c', 'a%3Bb%3Dc'],
    ['@evil.example', '%40evil.example'],
  ])('%j is written %s, in {owner} and in :owner', (owner, encoded) => {
    const braces = endpoint('GET /repos/{owner}/{repo}/issues', { owner, repo: 'r' });
    expect(braces.url).toBe(`${BASE}/repos/${encoded}/r/issues`);
    const colon = endpoint('GET /repos/:owner/:repo/issues', { owner, repo: 'r' });
    expect(colon.url).toBe(braces.url);
    const segments = new URL(braces.url).pathname.split('/');
    expect(segments.map(decodeURIComponent)).toEqual(['', 'repos', owner, 'r', 'issues']);
  });

  it('a lone surrogate cannot be encoded, and says so', () => {
    expect(thrown(() => endpoint('GET /repos/{owner}', { owner: 'a\ud800' }))).toBe(
      'url: a value for "/repos/{owner}" is not well-formed Unicode (a lone surrogate, or one split by a prefix modifier)',
    );
  });
});

describe('a __proto__ key is an ordinary key or an error', () => {
  const hostile = () => JSON.parse('{"__proto__": {"polluted": 1}}') as Record<string, unknown>;
  const polluted = () => (Object.prototype as Record<string, unknown>).polluted;
  afterEach(() => expect(polluted()).toBeUndefined());

  it('in options: a body key, and no query parameter, since it is an object', () => {
    const { body } = endpoint('POST /x', hostile()) as { body: object };
    expect(Object.hasOwn(body, '__proto__')).toBe(true);
    expect(Object.getPrototypeOf(body)).toBe(Object.prototype);
    expect(JSON.stringify(body)).toBe('{"__proto__":{"polluted":1}}');
    expect(thrown(() => endpoint('GET /x', hostile()))).toBe(
      '__proto__: an object cannot be a query parameter; expected a string, number, boolean, null or a list',
    );
    expect(polluted()).toBeUndefined();
  });

  it('in options, with text: a query parameter, or a URL variable', () => {
    const text = JSON.parse('{"__proto__": "a/b"}') as Record<string, unknown>;
    expect(endpoint('GET /x', text).url).toBe(`${BASE}/x?__proto__=a%2Fb`);
    expect(endpoint('GET /x/{__proto__}', text).url).toBe(`${BASE}/x/a%2Fb`);
    expect(endpoint('GET /x/:__proto__', text).url).toBe(`${BASE}/x/a%2Fb`);
    expect(endpoint('GET /x/{__proto__}', hostile()).url).toBe(`${BASE}/x/polluted,1`);
    expect(polluted()).toBeUndefined();
  });

  it('in headers: an error for an object, an ordinary header for text', () => {
    expect(thrown(() => endpoint('GET /x', { headers: hostile() as never }))).toBe(
      'headers["__proto__"]: expected a string or a number, got an object',
    );
    const { headers } = endpoint('GET /x', {
      headers: JSON.parse('{"__proto__": "x"}') as Record<string, string>,
    });
    expect(Object.hasOwn(headers, '__proto__')).toBe(true);
    expect(Object.getPrototypeOf(headers)).toBe(Object.prototype);
    expect(polluted()).toBeUndefined();
  });

  it('in mediaType: ignored, as any other key the builder does not read', () => {
    expect(endpoint('GET /x', { mediaType: hostile() })).toEqual(endpoint('GET /x'));
    expect(polluted()).toBeUndefined();
  });

  it('in defaults: the same, at every level', () => {
    expect(thrown(() => endpoint.defaults(hostile())('GET /x'))).toBe(
      '__proto__: an object cannot be a query parameter; expected a string, number, boolean, null or a list',
    );
    const { body } = endpoint.defaults(hostile()).defaults(hostile())('POST /x', hostile()) as {
      body: object;
    };
    expect(JSON.stringify(body)).toBe('{"__proto__":{"polluted":1}}');
    expect(thrown(() => endpoint.defaults({ headers: hostile() as never }))).toBe(
      'headers["__proto__"]: expected a string or a number, got an object',
    );
    const withMediaType = endpoint.defaults({ mediaType: hostile() });
    expect(withMediaType('GET /x')).toEqual(endpoint('GET /x'));
    expect(Object.hasOwn(endpoint.merge('GET /x', hostile()), '__proto__')).toBe(true);
    expect(polluted()).toBeUndefined();
  });

  it('constructor.prototype is an ordinary key too', () => {
    const nested = () =>
      JSON.parse('{"constructor": {"prototype": {"polluted": 1}}}') as Record<string, unknown>;
    expect(JSON.stringify(endpoint('POST /x', nested()).body)).toBe(
      '{"constructor":{"prototype":{"polluted":1}}}',
    );
    expect(thrown(() => endpoint('GET /x', nested()))).toBe(
      'constructor: an object cannot be a query parameter; expected a string, number, boolean, null or a list',
    );
    expect(polluted()).toBeUndefined();
  });
});

describe('a header that could split the request is rejected', () => {
  const ONE_LINE =
    'a header value must be one line of text, without control characters such as CR, LF or NUL';
  const TOKEN =
    "a header name must be a token: letters, digits and !#$%&'*+-.^_`|~, no spaces or colons";

  it.each([
    ['x-a', 'a\rb', `headers["x-a"]: ${ONE_LINE}, got "a\\rb"`],
    ['x-a', 'a\nhost: evil', `headers["x-a"]: ${ONE_LINE}, got "a\\nhost: evil"`],
    ['x-a', 'a\0b', `headers["x-a"]: ${ONE_LINE}, got "a\\u0000b"`],
    ['x a', '1', `headers["x a"]: ${TOKEN}`],
    ['x-a:', '1', `headers["x-a:"]: ${TOKEN}`],
    ['x-a\r\nhost', '1', `headers["x-a\\r\\nhost"]: ${TOKEN}`],
    ['x\0', '1', `headers["x\\u0000"]: ${TOKEN}`],
    ['', '1', `headers[""]: ${TOKEN}`],
    ['x-é', '1', `headers["x-é"]: ${TOKEN}`],
    ['(x)', '1', `headers["(x)"]: ${TOKEN}`],
  ])('%j: %j', (name, value, message) => {
    expect(thrown(() => endpoint('GET /', { headers: { [name]: value } }))).toBe(message);
    expect(thrown(() => endpoint.defaults({ headers: { [name]: value } }))).toBe(message);
  });

  it('a media format cannot bring a line into accept', () => {
    expect(thrown(() => endpoint('GET /', { mediaType: { format: 'raw\r\nx-a: 1' } }))).toBe(
      `headers["accept"]: ${ONE_LINE}, got "application/vnd.github.v3.raw\\r\\nx-a: 1"`,
    );
  });
});

describe('a whole "." or ".." path segment', () => {
  it.each([['..'], ['.']])('%s as a path parameter is refused', (value) => {
    expect(() => endpoint('GET /repos/{owner}/{repo}/issues', { owner: 'o', repo: value })).toThrow(
      `repo: a "." or ".." path segment would change the path; got "/repos/o/${value}/issues"`,
    );
  });

  it('an encoded dot stays encoded, so it is no dot segment', () => {
    expect(endpoint('GET /repos/{owner}/{repo}', { owner: 'o', repo: '%2e%2E' }).url).toBe(
      'https://api.github.com/repos/o/%252e%252E',
    );
  });

  it('dots inside a segment are fine; a template that has its own dot segment is refused', () => {
    expect(endpoint('GET /repos/{owner}/{repo}', { owner: 'a..b', repo: '...' }).url).toBe(
      'https://api.github.com/repos/a..b/...',
    );
    expect(() => endpoint('GET /a/../b/{x}', { x: 'y' })).toThrow(
      'url: a "." or ".." path segment would change the path; got "/a/../b/y"',
    );
  });
});

describe('the accept header cache never keeps a header that failed its check', () => {
  it('a media format with a line break is refused on every call, not only the first', () => {
    const call = () => endpoint('GET /x', { mediaType: { format: 'raw\r\nx-evil: 1' } });
    for (let attempt = 0; attempt < 3; attempt++) expect(call).toThrow(/headers\["accept"\]/);
  });

  it('a missing accept and the text "undefined" stay apart', () => {
    const format = { mediaType: { format: 'raw' } };
    const none = endpoint('GET /x', { ...format, headers: { accept: undefined } });
    const text = endpoint('GET /x', { ...format, headers: { accept: 'undefined' } });
    expect([none.headers.accept, text.headers.accept]).toEqual([
      'application/vnd.github.v3.raw',
      'undefined',
    ]);
  });
});
