import { describe, expect, it } from '@jest/globals';
import { REQUEST_USAGE } from '../../../src/cli/request-args.js';
import { cli } from '../../support/run-cli.js';

describe('--help', () => {
  it.each([['--help'], ['-h']])('request %s prints the request usage', async (flag) => {
    expect(await cli(['request', flag])).toEqual({ status: 0, stdout: REQUEST_USAGE, stderr: '' });
    expect(REQUEST_USAGE).toMatch(/^Usage: manifest-check request ROUTE \[options\]\n/);
  });

  it('the main usage names the format, versions and request commands', async () => {
    expect((await cli(['--help'])).stdout).toMatch(
      /^Usage: manifest-check \[validate\] \[options\] \[--\] \[PATH \.\.\.\]\n {7}manifest-check \[validate\] \[options\] --hook \[options --\] \[PATH \.\.\.\]\n {7}manifest-check format \[options\] \[PATH \.\.\.\]\n {7}manifest-check versions \[options\] \[REGISTRY\]\n {7}manifest-check request ROUTE \[options\]\n/,
    );
  });
});

describe('usage errors exit 2 with one line and a hint', () => {
  const hint = "Run 'manifest-check request --help' for usage.\n";
  it.each([
    [
      [],
      "request needs a ROUTE, such as 'GET /orgs/{org}/repos', or --operation ID, such as issues/create",
    ],
    [
      ['GET /a', '/b'],
      `unexpected argument "/b"; request takes one ROUTE, such as 'GET /orgs/{org}/repos'`,
    ],
    [
      ['POST', '/a', 'b'],
      `unexpected argument "b"; request takes one ROUTE, such as 'GET /orgs/{org}/repos'`,
    ],
    [['/a', '-f', 'abc'], '-f needs key=value, got "abc"'],
    [['/a', '--field', '=1'], '--field needs a key before "=", got "=1"'],
    [
      ['/a', '-f', 'a[b=1'],
      '-f a[b: expected a key such as name, name[], name[sub] or name[sub][]',
    ],
    [
      ['/a', '-f', 'a[][b]=1'],
      '-f a[][b]: expected a key such as name, name[], name[sub] or name[sub][]',
    ],
    [['/a', '-F', 'labels=[1,'], '-F labels: invalid JSON: Unexpected end of JSON input'],
    [['/a', '-F', 'n=1e400'], '-F n: 1e400 is too large for a number'],
    [
      ['/a', '-f', 'title=a', '-F', 'title=b'],
      '-F title: "title" is given twice; for a list, give each item as title[]=VALUE',
    ],
    [
      ['/a', '-f', 'labels[]=a', '-f', 'labels=b'],
      '-f labels: "labels" is already a list, so it cannot also be a single value',
    ],
    [
      ['/a', '-f', 'labels=a', '-f', 'labels[]=b'],
      '-f labels[]: "labels" is already a single value, so it cannot also be a list',
    ],
    [
      ['/a', '-f', 'a[b]=1', '-f', 'a[b][c]=2'],
      '-f a[b][c]: "a[b]" is already a single value, so it cannot also be an object',
    ],
    [
      ['/a', '-f', 'method=POST'],
      '-f method: "method" is an option of the request builder, not a parameter',
    ],
    [
      ['/a', '-H', 'Accept'],
      `-H needs 'Name: value', got no colon; the argument is not repeated here, as it may hold a credential`,
    ],
    [
      ['/a', '--header', ' : v'],
      `--header needs 'Name: value', got no name before the colon; the argument is not repeated here, as it may hold a credential`,
    ],
    [
      ['/a', '-H', 'X A: b'],
      `-H needs 'Name: value': a header name must be a token: letters, digits and !#$%&'*+-.^_\`|~, no spaces or colons; the argument is not repeated here, as it may hold a credential`,
    ],
    [
      ['POST /a', '--data', 'x', '--input', '-'],
      '--data and --input both give the body; use one of them',
    ],
    [
      ['/a', '--data', 'x'],
      '--data gives a body, but a GET request has none; use a method such as POST',
    ],
    [
      ['/a', '--base-url', 'api.github.com'],
      '--base-url needs an http or https address, got "api.github.com"',
    ],
    [
      ['/a', '--base-url', 'ftp://example.com'],
      '--base-url needs an http or https address, got "ftp://example.com"',
    ],
    [['/a', '--format', 'text'], 'unknown --format "text"; expected json or curl'],
    [['/a', '--schema', 'x.json'], "unknown option '--schema'"],
    [['/a', '-f'], "option '-f, --raw-field <value>' argument missing"],
    [
      ['POST /a', '--input', 'no/such/file'],
      'cannot read the input no/such/file: no such file or directory',
    ],
  ])('request %j', async (args, message) => {
    expect(await cli(['request', ...args])).toEqual({
      status: 2,
      stdout: '',
      stderr: `manifest-check: ${message}\n${hint}`,
    });
  });
});

describe('options the builder cannot make a request of exit 2, naming the option', () => {
  it.each([
    [
      ['/a', '-H', 'X-A: a\nb'],
      'headers["x-a"]: a header value must be one line of text, without control characters such as CR, LF or NUL, got "a\\nb"',
    ],
    [['G?T /a'], 'method: expected an HTTP method such as GET or POST, got "G?T"'],
    [
      ['/a', '-f', 'q[x]=1'],
      'q: an object cannot be a query parameter; expected a string, number, boolean, null or a list',
    ],
  ])('request %j', async (args, message) => {
    expect(await cli(['request', ...args])).toEqual({
      status: 2,
      stdout: '',
      stderr: `manifest-check: request: ${message}\n`,
    });
  });
});
