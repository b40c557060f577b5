/**
 * The `token` input of `command: request` is masked before anything is printed, and printed
 * nowhere else: not in the log, not in the job summary, and in the outputs only inside the
 * `headers` and `options` the user asked for. A token the builder cannot send (a line break in
 * it) fails the step without the error repeating it; nor does any builder error repeat a
 * credential header's value.
 */
import { describe, expect, it } from '@jest/globals';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { endpoint } from '../src/endpoint/index.js';
import { requestErrorMessage } from './support/request-errors.js';
import { runActionBundle, runActionSources, type StepRun } from './support/hostile-workspace.js';

const ROUTE = 'GET /repos/{owner}/{repo}/issues';
const emptyWorkspace = () => mkdtempSync(path.join(tmpdir(), 'manifest-check-secrets-'));

/** Lines of a step's log that show `secret`, or a piece of it, other than where it is masked. */
function linesShowing(step: StepRun, secret: string): string[] {
  const pieces = [secret, ...secret.split(/[\r\n]+/), JSON.stringify(secret).slice(1, 13)];
  return `${step.stdout}${step.stderr}`
    .split(/\r\n|\r|\n/)
    .filter((line) => !line.startsWith('::add-mask::'))
    .filter((line) => pieces.some((piece) => piece.length >= 8 && line.includes(piece)));
}

/** The outputs that hold `secret`. */
function outputsHolding(step: StepRun, secret: string): string[] {
  return Object.keys(step.outputs).filter((name) => step.outputs[name]?.includes(secret));
}

describe('a token the builder can send (the committed bundle)', () => {
  const token = 'ghs_16C7e42F292c6912E7710c838347Ae178B4a';
  const step = runActionBundle({ command: 'request', route: ROUTE, token }, emptyWorkspace());

  it('is masked on the very first line, and printed nowhere else', () => {
    expect(step.status).toBe(0);
    expect(step.stdout.split('\n')).toEqual([
      `::add-mask::${token}`,
      'GET https://api.github.com/repos/octo-org/octo-repo/issues',
      '',
    ]);
    expect(linesShowing(step, token)).toEqual([]);
    expect(step.summary).toBe('');
  });

  it('is in the outputs only as the authorization header, in headers and options', () => {
    expect(outputsHolding(step, token)).toEqual(['options', 'headers']);
    expect(JSON.parse(step.outputs.headers as string).authorization).toBe(`token ${token}`);
    expect(JSON.parse(step.outputs.options as string).headers.authorization).toBe(`token ${token}`);
  });

  it('with `::` in it is masked whole, and starts no command', () => {
    const odd = 'ghs_abc::error::pwned::stop-commands::x';
    const oddStep = runActionBundle(
      { command: 'request', route: ROUTE, token: odd },
      emptyWorkspace(),
    );
    expect(oddStep.stdout.split('\n')[0]).toBe(`::add-mask::${odd}`);
    expect(oddStep.stdout.split('\n')).toHaveLength(3);
    expect(linesShowing(oddStep, odd)).toEqual([]);
    expect(outputsHolding(oddStep, odd)).toEqual(['options', 'headers']);
  });

  it('is not printed when another input fails the step', () => {
    const failing: Record<string, string>[] = [
      { parameters: '[1, 2]' },
      { headers: 'x-a: "1\\r\\nx-b: 2"' },
      { 'base-url': 'https://api.github.com/ x' },
      { 'media-type': 'previews: [a b]' },
    ];
    for (const inputs of failing) {
      const failed = runActionBundle(
        { command: 'request', route: ROUTE, token, ...inputs },
        emptyWorkspace(),
      );
      expect(failed.status).toBe(1);
      expect(linesShowing(failed, token)).toEqual([]);
      expect(failed.outputs).toEqual({});
    }
  });
});

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
