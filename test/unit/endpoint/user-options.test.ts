import { endpoint, RequestOptionsError } from '../../../src/endpoint/index.js';
import { userRequestOptions } from '../../../src/endpoint/user-options.js';

describe('userRequestOptions: what a user gives, as the builder takes it', () => {
  it('puts parameters, headers, the token, media type, base URL and body in their places', () => {
    expect(
      userRequestOptions({
        parameters: { org: 'octokit', per_page: 2 },
        headers: { 'x-trace': '1' },
        token: 'secret',
        mediaType: { previews: ['squirrel-girl'] },
        baseUrl: 'https://ghe.example.com/api/v3',
        data: '{"a":1}',
      }),
    ).toEqual({
      org: 'octokit',
      per_page: 2,
      headers: { 'x-trace': '1', authorization: 'token secret' },
      mediaType: { previews: ['squirrel-girl'] },
      baseUrl: 'https://ghe.example.com/api/v3',
      data: '{"a":1}',
    });
  });

  it('leaves out what was not given, so the defaults apply', () => {
    const options = userRequestOptions({ parameters: { org: 'octokit' }, headers: {} });
    expect(options).toEqual({ org: 'octokit', headers: {} });
    expect(endpoint('GET /orgs/{org}/repos', options).url).toBe(
      'https://api.github.com/orgs/octokit/repos',
    );
  });

  it.each(['method', 'url', 'baseUrl', 'headers', 'request', 'mediaType', 'data'])(
    'refuses a parameter named %j, which would replace the request itself',
    (name) => {
      const given = { parameters: { [name]: 'x' }, headers: {} };
      expect(() => userRequestOptions(given)).toThrow(RequestOptionsError);
      expect(() => userRequestOptions(given)).toThrow(
        `${JSON.stringify(name)} is an option of the request builder, not a parameter`,
      );
    },
  );

  it('keeps a `__proto__` parameter a parameter, not a prototype', () => {
    const parameters = JSON.parse('{"__proto__": {"polluted": true}}') as Record<string, unknown>;
    const options = userRequestOptions({ parameters, headers: {} });
    expect(Object.hasOwn(options, '__proto__')).toBe(true);
    expect(Object.getPrototypeOf(options)).toBe(Object.prototype);
  });
});
