/**
 * Differential test against the reference, @octokit/endpoint 7.0.6: generated calls give equal
 * results once its method is lowercased and each library's own user-agent is masked. Where we
 * differ on purpose, both results are asserted side by side below.
 */
import { describe, expect, it } from '@jest/globals';
import { endpoint as reference } from '@octokit/endpoint';
import packageJson from '../../package.json' with { type: 'json' };
import { endpoint, RequestOptionsError } from '../../src/endpoint/index.js';
import type { EndpointOptions, RequestOptions } from '../../src/endpoint/index.js';
import { generateCalls, type GeneratedCall } from '../support/endpoint-calls.js';
import { requestErrorMessage } from '../support/request-errors.js';
import { RFC6570_EXAMPLES, RFC6570_VARIABLES } from '../support/rfc6570.js';

/** Either builder, as the test drives it. */
interface Builder {
  (...args: unknown[]): Record<string, unknown>;
  defaults(options: unknown): Builder;
  merge(...args: unknown[]): Record<string, unknown>;
}
const OURS = endpoint as unknown as Builder;
const THEIRS = reference as unknown as Builder;
const OUR_USER_AGENT = `manifest-check/${packageJson.version}`;
const THEIR_USER_AGENT = reference.DEFAULTS.headers['user-agent'];
const GENERATED = generateCalls(800, 6570);
/** A `.` or `..` path segment, as URL parsers read them (`%2e` too). */
const DOT_SEGMENT = /(?:^|\/)(?:\.|%2e){1,2}(?=\/|$)/i;
/** The calls whose url the reference gives a dot segment (`{+path}` with `../../x`): we refuse them. */
const DOT_CALLS = GENERATED.filter((call) => {
  const theirs = call.defaults ? THEIRS.defaults(structuredClone(call.defaults)) : THEIRS;
  const url = String(theirs(...structuredClone(call.args)).url);
  return DOT_SEGMENT.test(url.replace(/^https?:\/\/[^/]*/, '').split(/[?#]/, 1)[0] as string);
});
const CALLS = GENERATED.filter((call) => !DOT_CALLS.includes(call));

/** A result with the intended differences masked: the default user-agent, the method's case. */
function comparable(
  result: Record<string, unknown>,
  defaultUserAgent: string,
  lowercaseMethod = false,
) {
  const headers = { ...(result.headers as Record<string, unknown>) };
  if (headers['user-agent'] === defaultUserAgent) headers['user-agent'] = '<default>';
  const method = lowercaseMethod ? String(result.method).toLowerCase() : result.method;
  return { ...result, headers, method };
}

/** One call through both builders: the request options and the merged options of each. */
function run(call: GeneratedCall) {
  const ours = call.defaults ? OURS.defaults(call.defaults) : OURS;
  const theirs = call.defaults ? THEIRS.defaults(structuredClone(call.defaults)) : THEIRS;
  return {
    ours: comparable(ours(...call.args), OUR_USER_AGENT),
    theirs: comparable(theirs(...structuredClone(call.args)), THEIR_USER_AGENT, true),
    oursMerged: comparable(ours.merge(...call.args), OUR_USER_AGENT),
    theirsMerged: comparable(theirs.merge(...structuredClone(call.args)), THEIR_USER_AGENT),
  };
}

describe('generated calls', () => {
  it(`${CALLS.length} calls build the same request options and the same merged options`, () => {
    const differences = CALLS.map((call, index) => ({ index, call, ...run(call) })).filter(
      ({ ours, theirs, oursMerged, theirsMerged }) =>
        !isEqual(ours, theirs) ||
        !isEqual(oursMerged, { ...theirsMerged, method: oursMerged.method }),
    );
    expect(differences.slice(0, 3)).toEqual([]);
  });

  it(`the other ${DOT_CALLS.length}, whose url the reference gives a "." or ".." segment, we refuse`, () => {
    expect(DOT_CALLS.length).toBeGreaterThan(0);
    for (const call of DOT_CALLS) {
      const ours = call.defaults ? OURS.defaults(call.defaults) : OURS;
      expect(requestErrorMessage(() => ours(...call.args))).toMatch(
        /^\w+: a "\." or "\.\." path segment would change the path; got "[^"]*\/\.\.(?:\/[^"]*)?"$/,
      );
    }
  });

  it('cover every method, template form, body kind, media type and defaults', () => {
    const built = CALLS.map((call) =>
      (call.defaults ? OURS.defaults(call.defaults) : OURS)(...call.args),
    );
    const methods = new Set(built.map((result) => result.method));
    expect([...methods].sort()).toEqual(['delete', 'get', 'head', 'patch', 'post', 'put']);
    expect(built.filter((result) => String(result.url).includes('?')).length).toBeGreaterThan(200);
    expect(built.filter((result) => typeof result.body === 'object').length).toBeGreaterThan(100);
    expect(built.filter((result) => typeof result.body === 'string').length).toBeGreaterThan(50);
    const accepts = built.map((result) =>
      String((result.headers as RequestOptions['headers']).accept),
    );
    expect(accepts.filter((accept) => accept.includes('-preview')).length).toBeGreaterThan(50);
    expect(accepts.filter((accept) => /\.v3\.\w/.test(accept)).length).toBeGreaterThan(20);
    expect(CALLS.filter((call) => call.defaults).length).toBeGreaterThan(100);
  });
});

describe('the no-argument forms, as the reference answers them', () => {
  it('endpoint() is a GET of the base URL; merge() and defaults() give the defaults', () => {
    const derived = { headers: { 'X-A': 'b' }, mediaType: { previews: ['mercy'] } };
    for (const [ours, theirs] of [
      [OURS, THEIRS],
      [OURS.defaults(derived), THEIRS.defaults(structuredClone(derived))],
    ] as const) {
      expect(comparable(ours(), OUR_USER_AGENT)).toEqual(
        comparable(theirs(), THEIR_USER_AGENT, true),
      );
      expect(comparable(ours.merge(), OUR_USER_AGENT)).toEqual(
        comparable(theirs.merge(), THEIR_USER_AGENT),
      );
      expect(comparable(ours.defaults(undefined).merge(), OUR_USER_AGENT)).toEqual(
        comparable(theirs.defaults(undefined).merge(), THEIR_USER_AGENT),
      );
    }
    expect(endpoint()).toEqual({
      method: 'get',
      url: 'https://api.github.com/',
      headers: { accept: ACCEPT, 'user-agent': OUR_USER_AGENT },
    });
    expect(endpoint.merge()).toEqual(endpoint.DEFAULTS);
    expect(endpoint.merge()).not.toBe(endpoint.DEFAULTS);
  });
});

function isEqual(a: unknown, b: unknown): boolean {
  try {
    expect(a).toEqual(b);
    return true;
  } catch {
    return false;
  }
}

/** What a builder gives for a call: the result, or the error it throws. */
function outcome(builder: Builder, route: string, options: EndpointOptions): unknown {
  try {
    const { url, body, headers } = builder(route, structuredClone(options));
    return { url, body, headers: { ...(headers as object), 'user-agent': undefined } };
  } catch (error) {
    return error instanceof RequestOptionsError
      ? `RequestOptionsError: ${error.message}`
      : `${(error as Error).name}: ${(error as Error).message}`;
  }
}

const ACCEPT = 'application/vnd.github.v3+json';
const GET = (url: string) => ({ url, body: undefined, headers: { accept: ACCEPT } });

describe('where we differ from the reference on purpose', () => {
  it('RFC 6570: the reference gets 26 of the 114 §3.2 examples wrong, we get none', () => {
    const wrong = (builder: Builder) =>
      RFC6570_EXAMPLES.filter(([, template, expansion]) => {
        const url = `https://example.test/${template}`;
        const built = builder(`POST ${url}`, structuredClone(RFC6570_VARIABLES)).url;
        return built !== `https://example.test/${expansion}`;
      }).map(([, template]) => template);
    expect(wrong(THEIRS)).toEqual([
      ...['{/count*}', '{;count*}', '{?count*}', '{&count*}', '?{x,undef}', '?{undef,y}'],
      ...['foo{#undef}', 'www{.dom*}', 'X{.undef}', 'X{.list*}', 'X{.keys*}', 'X{.empty_keys}'],
      ...['X{.empty_keys*}', '{/var,undef}', '{/list*}', '{/list*,path:4}', '{/keys*}'],
      ...['{;v,bar,who}', '{;x,y,undef}', '{;list*}', '{;keys*}', '{?x,y,undef}', '{?list*}'],
      ...['{?keys*}', '{&list*}', '{&keys*}'],
    ]);
    expect(wrong(OURS)).toEqual([]);
  });

  it.each<[string, string, EndpointOptions, unknown, unknown]>([
    [
      ':name placeholders for any identifier',
      'GET /repos/:Owner/:b',
      { Owner: 'o', b: 'r' },
      GET('https://api.github.com/repos/:Owner/:b?Owner=o&b=r'),
      GET('https://api.github.com/repos/o/r'),
    ],
    [
      'a variable named with a prefix modifier is not sent again in the query',
      'GET /x{/var:3}',
      { var: 'value' },
      GET('https://api.github.com/x/val?var=value'),
      GET('https://api.github.com/x/val'),
    ],
    [
      'a route splits at its first space only',
      'GET /a b',
      {},
      GET('https://api.github.com/a'),
      GET('https://api.github.com/a%20b'),
    ],
    [
      'a query parameter name is encoded',
      'GET /x',
      { 'a&b': 'c' },
      GET('https://api.github.com/x?a&b=c'),
      GET('https://api.github.com/x?a%26b=c'),
    ],
    [
      'OPTIONS has no body: its parameters go in the query',
      'OPTIONS /x',
      { a: 1 },
      {
        url: 'https://api.github.com/x',
        body: { a: 1 },
        headers: { accept: ACCEPT, 'content-type': 'application/json; charset=utf-8' },
      },
      GET('https://api.github.com/x?a=1'),
    ],
    [
      'only a -preview suffix is removed from a preview name',
      'GET /x',
      { mediaType: { previews: ['a-preview-b'] } },
      {
        ...GET('https://api.github.com/x'),
        headers: { accept: 'application/vnd.github.a-b-preview+json' },
      },
      {
        ...GET('https://api.github.com/x'),
        headers: { accept: 'application/vnd.github.a-preview-b-preview+json' },
      },
    ],
    [
      'a header value with CR or LF is refused',
      'GET /x',
      { headers: { 'x-a': 'a\r\nb' } },
      { ...GET('https://api.github.com/x'), headers: { accept: ACCEPT, 'x-a': 'a\r\nb' } },
      'RequestOptionsError: headers["x-a"]: a header value must be one line of text, without control characters such as CR, LF or NUL, got "a\\r\\nb"',
    ],
    [
      'an object query parameter is refused, not sent as [object Object]',
      'GET /x',
      { filter: { a: 1 } },
      GET('https://api.github.com/x?filter=%5Bobject%20Object%5D'),
      'RequestOptionsError: filter: an object cannot be a query parameter; expected a string, number, boolean, null or a list',
    ],
    [
      'a whole ".." path parameter is refused: it would change the path',
      'GET /repos/{owner}/{repo}',
      { owner: 'o', repo: '..' },
      GET('https://api.github.com/repos/o/..'),
      'RequestOptionsError: repo: a "." or ".." path segment would change the path; got "/repos/o/.."',
    ],
    [
      'a ".." list item, or prefix, is refused too',
      'GET /a{/path*}/{ref:2}',
      { path: ['..', '..', 'user'], ref: '..x' },
      GET('https://api.github.com/a/..,..,user/..?ref=..x'),
      'RequestOptionsError: path: a "." or ".." path segment would change the path; got "/a/../../user/.."',
    ],
    [
      'a route with its own ".." segment is refused',
      'GET /a/../b',
      {},
      GET('https://api.github.com/a/../b'),
      'RequestOptionsError: url: a "." or ".." path segment would change the path; got "/a/../b"',
    ],
    [
      'a route starting with a variable cannot extend the host: one / joins base and path',
      'GET {x}/issues',
      { x: '.evil.example' },
      GET('https://api.github.com.evil.example/issues'),
      GET('https://api.github.com/.evil.example/issues'),
    ],
    [
      'a value cannot make the url absolute: the route as written decides',
      'GET {+x}',
      { x: 'https://evil.example/a' },
      GET('https://evil.example/a'),
      GET('https://api.github.com/https://evil.example/a'),
    ],
    [
      'a base URL ending in / and a path are joined with one /',
      'GET /user',
      { baseUrl: 'https://ghe.example/api/v3/' },
      GET('https://ghe.example/api/v3//user'),
      GET('https://ghe.example/api/v3/user'),
    ],
    [
      'a header value with a C1 control character (U+0085, a line break to some readers) is refused',
      'GET /x',
      { headers: { 'x-a': 'a\u0085b' } },
      { ...GET('https://api.github.com/x'), headers: { accept: ACCEPT, 'x-a': 'a\u0085b' } },
      'RequestOptionsError: headers["x-a"]: a header value must be one line of text, without control characters such as CR, LF or NUL, got "a\\u0085b"',
    ],
    [
      'a number as q',
      'GET /x',
      { q: 5 },
      'TypeError: parameters.q.split is not a function',
      GET('https://api.github.com/x?q=5'),
    ],
    [
      'previews that are not a list',
      'GET /x',
      { mediaType: { previews: 'mercy' as never } },
      'TypeError: mergedOptions.mediaType.previews.map is not a function',
      'RequestOptionsError: mediaType.previews: expected a list of preview names, got "mercy"',
    ],
    [
      'a lone surrogate',
      'GET /x/{a}',
      { a: '\ud800' },
      'URIError: URI malformed',
      'RequestOptionsError: url: a value for "/x/{a}" is not well-formed Unicode (a lone surrogate, or one split by a prefix modifier)',
    ],
  ])('%s', (_, route, options, theirs, ours) => {
    expect(outcome(THEIRS, route, options)).toEqual(theirs);
    expect(outcome(OURS, route, options)).toEqual(ours);
  });
});
