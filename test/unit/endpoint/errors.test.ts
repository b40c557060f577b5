/**
 * Options that cannot make a request throw a RequestOptionsError that names the option and says
 * what was expected. Header injection is one of them.
 */
import { describe, expect, it } from '@jest/globals';
import { endpoint, RequestOptionsError } from '../../../src/endpoint/index.js';
import type { MergedOptions } from '../../../src/endpoint/index.js';

function thrown(build: () => unknown): { option: string; message: string } {
  try {
    build();
  } catch (error) {
    if (!(error instanceof RequestOptionsError)) throw error;
    return { option: error.option, message: error.message };
  }
  throw new Error('expected a RequestOptionsError');
}

describe('header injection', () => {
  it('a header value with CR or LF is rejected, in a call or in defaults', () => {
    expect(thrown(() => endpoint('GET /', { headers: { 'X-A': 'a\r\nhost: evil' } }))).toEqual({
      option: 'headers["X-A"]',
      message:
        'headers["X-A"]: a header value must be one line of text, without control characters such as CR, LF or NUL, got "a\\r\\nhost: evil"',
    });
    expect(thrown(() => endpoint.defaults({ headers: { authorization: 'token x\n' } }))).toEqual({
      option: 'headers["authorization"]',
      message:
        'headers["authorization"]: a header value must be one line of text, without control characters such as CR, LF or NUL, got a value of 8 characters',
    });
  });

  it('a media format cannot smuggle a line into accept', () => {
    expect(thrown(() => endpoint('GET /', { mediaType: { format: 'raw\r\nx-a: 1' } })).option).toBe(
      'headers["accept"]',
    );
  });

  it('a header name must be a token', () => {
    expect(thrown(() => endpoint('GET /', { headers: { 'x-a: 1\r\nx-b': '2' } }))).toEqual({
      option: 'headers["x-a: 1\\r\\nx-b"]',
      message:
        'headers["x-a: 1\\r\\nx-b"]: a header name must be a token: letters, digits and !#$%&\'*+-.^_`|~, no spaces or colons',
    });
  });

  it('a header value must be a string or a number', () => {
    expect(thrown(() => endpoint('GET /', { headers: { 'x-a': {} as never } })).message).toBe(
      'headers["x-a"]: expected a string or a number, got an object',
    );
  });
});

describe('wrong options', () => {
  it.each<[string, () => unknown, string]>([
    [
      'a method that is not a token',
      () => endpoint('GET\r\nX /'),
      'method: expected an HTTP method such as GET or POST, got "GET\\r\\nX"',
    ],
    [
      'a url that is not a string',
      () => endpoint({ method: 'GET', url: 42 as never }),
      'url: expected a string, got 42',
    ],
    [
      'a baseUrl with a space',
      () => endpoint('GET /', { baseUrl: 'https://a b' }),
      'baseUrl: expected an address without spaces or control characters, got "https://a b"',
    ],
    [
      'previews that are not a list',
      () => endpoint('GET /', { mediaType: { previews: 'mercy' as never } }),
      'mediaType.previews: expected a list of preview names, got "mercy"',
    ],
    [
      'a preview name with other characters',
      () => endpoint('GET /', { mediaType: { previews: ['ok', 'a b'] } }),
      'mediaType.previews[1]: expected a preview name of letters, digits, _ and -, got "a b"',
    ],
    [
      'a route that is neither a string nor options',
      () => endpoint(7 as never),
      'route: expected a route such as "GET /path" or an options object, got 7',
    ],
    [
      'options after options',
      () => (endpoint as (...args: unknown[]) => unknown)({ url: '/' }, {}),
      'options: the options come second only after a route string; put them all in the first object',
    ],
    [
      'parse without a method',
      () => endpoint.parse({ url: '/' } as MergedOptions),
      'method: expected an HTTP method such as GET or POST: give a route like "GET /path" or a method option',
    ],
    [
      'parse of a relative url without a baseUrl',
      () => endpoint.parse({ method: 'GET', url: '/x' } as MergedOptions),
      'baseUrl: expected the address that the relative url "/x" is resolved against',
    ],
    [
      'an object as a query parameter',
      () => endpoint('GET /x', { filter: { a: 1 } }),
      'filter: an object cannot be a query parameter; expected a string, number, boolean, null or a list',
    ],
    [
      'a lone surrogate in a query parameter',
      () => endpoint('GET /x', { a: '\ud800' }),
      'a: a query parameter must be well-formed Unicode, without lone surrogates',
    ],
    [
      'a lone surrogate in a path parameter',
      () => endpoint('GET /x/{a}', { a: '\udc00' }),
      'url: a value for "/x/{a}" is not well-formed Unicode (a lone surrogate, or one split by a prefix modifier)',
    ],
  ])('%s', (_, build, message) => {
    expect(thrown(build).message).toBe(message);
  });

  it('is an Error named RequestOptionsError', () => {
    let error: unknown;
    try {
      endpoint('GET /', { headers: { a: '\n' } });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).name).toBe('RequestOptionsError');
  });
});
