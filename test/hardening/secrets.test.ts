/**
 * The `token` input of `command: request` is masked before anything is printed, and printed
 * nowhere else: not in the log, not in the job summary, and in the outputs only inside the
 * `headers` and `options` the user asked for. A token the builder cannot send (a line break in
 * it) fails the step without the error repeating it; nor does any builder error repeat a
 * credential header's value. The committed bundle with a token it can send:
 * test/bundle/secrets-bundle.test.ts.
 */
import { describe, expect, it } from '@jest/globals';
import { endpoint } from '../../src/endpoint/index.js';
import { runActionSources } from '../support/hostile-workspace.js';
import { requestErrorMessage } from '../support/request-errors.js';
import { emptyWorkspace, linesShowing, ROUTE } from '../support/secrets.js';

describe('a token with a line break (the sources: dist/ is rebuilt from them)', () => {
  // A fine-grained token is 93 characters: too long for an error to quote it whole.
  const tokens = [
    `github_pat_${'A'.repeat(40)}\n${'B'.repeat(41)}`,
    `github_pat_${'C'.repeat(40)}\r${'D'.repeat(41)}`,
    `ghs_${'E'.repeat(16)}\r\n::error::pwned`,
  ];

  it.each(tokens.map((token) => [JSON.stringify(token), token]))(
    '%s fails the step without the error repeating it',
    async (_, token) => {
      const step = await runActionSources(
        { command: 'request', route: ROUTE, token },
        emptyWorkspace(),
      );
      const escaped = token.replace(/\r/g, '%0D').replace(/\n/g, '%0A');
      expect(step.stdout.split('\n')).toEqual([
        `::add-mask::${escaped}`,
        `::error::headers["authorization"]: a header value must be one line of text, without control characters such as CR, LF or NUL, got a value of ${token.length + 'token '.length} characters`,
        '',
      ]);
      expect(linesShowing(step, token)).toEqual([]);
      expect(step.outputs).toEqual({});
      expect(step.summary).toBe('');
    },
  );
});

describe("the builder's errors do not repeat a credential", () => {
  const thrown = requestErrorMessage;

  it.each([
    ['authorization', 'token ghs_secret\n'],
    ['Authorization', 'Bearer ghs_secret\r\nx: 1'],
    ['proxy-authorization', 'Basic c2VjcmV0\n'],
    ['cookie', 'session=secret\n'],
    ['x-api-key', 'secret\0'],
    ['private-token', 'glpat-secret\n'],
  ])('%s: says how long the value is, not what it is', (name, value) => {
    expect(thrown(() => endpoint('GET /', { headers: { [name]: value } }))).toBe(
      `headers["${name}"]: a header value must be one line of text, without control characters such as CR, LF or NUL, got a value of ${value.length} characters`,
    );
    expect(thrown(() => endpoint.defaults({ headers: { [name]: value } }))).not.toContain('secret');
  });

  it('a credential that is not text is described by its type', () => {
    expect(
      thrown(() => endpoint('GET /', { headers: { authorization: ['token x'] as never } })),
    ).toBe('headers["authorization"]: expected a string or a number, got a list');
    expect(thrown(() => endpoint('GET /', { headers: { authorization: 12n as never } }))).toBe(
      'headers["authorization"]: expected a string or a number, got a bigint',
    );
  });

  it('any other header still quotes its value, which is what to fix', () => {
    expect(thrown(() => endpoint('GET /', { headers: { 'x-trace': 'a\nb' } }))).toBe(
      'headers["x-trace"]: a header value must be one line of text, without control characters such as CR, LF or NUL, got "a\\nb"',
    );
  });
});
