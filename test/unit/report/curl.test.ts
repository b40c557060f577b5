import { describe, expect, it } from '@jest/globals';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { formatCurl } from '../../../src/report/curl.js';
import { cli, USER_AGENT } from '../../support/run-cli.js';
import { makeTempDir } from '../../support/temp-dir.js';

/** The request options that `--format json` prints, parsed back. */
async function options(args: string[], stdin?: string): Promise<unknown> {
  const run = await cli(['request', '--no-route-check', ...args], { stdin });
  expect([run.status, run.stderr]).toEqual([0, '']);
  return JSON.parse(run.stdout);
}

const DEFAULT_HEADERS = { accept: 'application/vnd.github.v3+json', 'user-agent': USER_AGENT };
const JSON_BODY = 'application/json; charset=utf-8';

describe('request prints the request options of a route', () => {
  it('as pretty JSON by default', async () => {
    expect(await cli(['request', 'GET /orgs/{org}/repos', '-f', 'org=octokit'])).toEqual({
      status: 0,
      stdout: `${JSON.stringify(
        {
          method: 'get',
          url: 'https://api.github.com/orgs/octokit/repos',
          headers: DEFAULT_HEADERS,
        },
        null,
        2,
      )}\n`,
      stderr: '',
    });
  });

  it('a lone path means GET; options may come before the word request', async () => {
    expect(await options(['/rate_limit'])).toEqual({
      method: 'get',
      url: 'https://api.github.com/rate_limit',
      headers: DEFAULT_HEADERS,
    });
    const before = await cli(['--format', 'curl', 'request', '/rate_limit']);
    expect(before.status).toBe(0);
    expect(before).toEqual(await cli(['request', '/rate_limit', '--format', 'curl']));
  });

  it('takes the method and the path as two arguments', async () => {
    expect(await options(['POST', '/markdown/raw', '--data', 'Hello'])).toEqual({
      method: 'post',
      url: 'https://api.github.com/markdown/raw',
      headers: { ...DEFAULT_HEADERS, 'content-type': JSON_BODY },
      body: 'Hello',
    });
  });
});

describe('parameters: -f strings, -F typed values, key[] lists and key[sub] objects', () => {
  it('fill the path, then the query string in command-line order', async () => {
    expect(
      await options([
        'GET /repos/{owner}/{repo}/issues',
        '-f',
        'owner=octokit',
        '-F',
        'per_page=100',
        '--raw-field',
        'state=all',
        '--field=page=2',
        '-frepo=rest.js',
        '-f',
        'labels[]=bug',
        '-f',
        'labels[]=help wanted',
      ]),
    ).toMatchObject({
      url: 'https://api.github.com/repos/octokit/rest.js/issues?per_page=100&state=all&page=2&labels=bug%2Chelp%20wanted',
    });
  });

  it('-F makes true, false, null, JSON numbers and [...] or {...} JSON typed; -f keeps strings', async () => {
    const fields = [
      'yes=true',
      'no=false',
      'none=null',
      'count=-12.5e2',
      'labels=["bug", 1]',
      'author={"name": "Mona"}',
      'sha=0123',
      'title=true story',
      'empty=',
    ];
    expect(await options(['POST /items', ...fields.flatMap((field) => ['-F', field])])).toEqual({
      method: 'post',
      url: 'https://api.github.com/items',
      headers: { ...DEFAULT_HEADERS, 'content-type': JSON_BODY },
      body: {
        yes: true,
        no: false,
        none: null,
        count: -1250,
        labels: ['bug', 1],
        author: { name: 'Mona' },
        sha: '0123',
        title: 'true story',
        empty: '',
      },
    });
    expect(await options(['POST /items', '-f', 'yes=true', '-f', 'count=1'])).toMatchObject({
      body: { yes: 'true', count: '1' },
    });
  });

  it('key[]=v appends to a list and key[a][b]=v sets members, at any depth', async () => {
    expect(
      await options([
        'POST /repos/{owner}/{repo}/hooks',
        '-f',
        'owner=o',
        '-f',
        'repo=r',
        '-f',
        'events[]=push',
        '-f',
        'config[url]=https://example.com/hook',
        '-F',
        'config[insecure_ssl]=0',
        '-f',
        'events[]=pull_request',
        '-F',
        'config[auth][retries][]=3',
        '-F',
        'config[auth][retries][]=10',
      ]),
    ).toMatchObject({
      url: 'https://api.github.com/repos/o/r/hooks',
      body: {
        events: ['push', 'pull_request'],
        config: { url: 'https://example.com/hook', insecure_ssl: 0, auth: { retries: [3, 10] } },
      },
    });
  });
});

describe('headers, body and the address', () => {
  it('-H sets a header over the defaults; a name given twice joins its values', async () => {
    expect(
      await options([
        '/user',
        '-H',
        'Accept:  application/vnd.github.raw ',
        '--header',
        'X-Trace: a',
        '-H',
        'x-trace: b:c',
        '-H',
        'X-Empty:',
      ]),
    ).toEqual({
      method: 'get',
      url: 'https://api.github.com/user',
      headers: {
        accept: 'application/vnd.github.raw',
        'user-agent': USER_AGENT,
        'x-trace': 'a, b:c',
        'x-empty': '',
      },
    });
  });

  it('--input FILE reads the body from a file, --input - from standard input', async () => {
    const file = path.join(makeTempDir('request'), 'body.json');
    writeFileSync(file, '{"title": "Ünïcode"}\n');
    expect(await options(['PATCH /x', '--input', file])).toMatchObject({
      body: '{"title": "Ünïcode"}\n',
    });
    expect(await options(['PUT /x', '--input', '-'], 'piped\n')).toMatchObject({ body: 'piped\n' });
  });

  it('--base-url, --preview and --media-format', async () => {
    expect(
      await options([
        '/repos/o/r/pulls/1',
        '--base-url',
        'https://ghe.example.com/api/v3/',
        '--preview',
        'symmetra',
        '--preview',
        'mercy',
        '--media-format',
        'diff',
      ]),
    ).toEqual({
      method: 'get',
      url: 'https://ghe.example.com/api/v3/repos/o/r/pulls/1',
      headers: {
        accept:
          'application/vnd.github.symmetra-preview.diff,application/vnd.github.mercy-preview.diff',
        'user-agent': USER_AGENT,
      },
    });
  });
});

describe('--format curl prints a command to paste into a shell', () => {
  it("one option a line, quoted only where the shell needs it, a line break as $'\\n'", async () => {
    expect(
      await cli([
        'request',
        'POST /markdown/raw',
        '-H',
        'accept: text/html',
        '--data',
        "It's\nmultiline",
        '--format',
        'curl',
      ]),
    ).toEqual({
      status: 0,
      stdout:
        'curl --globoff --request POST \\\n' +
        '  --url https://api.github.com/markdown/raw \\\n' +
        "  --header 'accept: text/html' \\\n" +
        `  --header 'user-agent: ${USER_AGENT}' \\\n` +
        `  --header 'content-type: ${JSON_BODY}' \\\n` +
        "  --data-raw $'It\\'s\\nmultiline'\n",
      stderr: '',
    });
  });

  it('HEAD uses --head; a JSON body is one argument; an empty header ends with ;', async () => {
    expect(
      (
        await cli([
          'request',
          'HEAD',
          '/x?a=1&b=2',
          '-H',
          'If-None-Match:',
          '--format=curl',
          '--no-route-check',
        ])
      ).stdout,
    ).toBe(
      'curl --globoff --head \\\n' +
        "  --url 'https://api.github.com/x?a=1&b=2' \\\n" +
        "  --header 'accept: application/vnd.github.v3+json' \\\n" +
        `  --header 'user-agent: ${USER_AGENT}' \\\n` +
        "  --header 'if-none-match;'\n",
    );
    expect(
      (await cli(['request', 'POST /x', '-F', 'n=1', '--format', 'curl', '--no-route-check']))
        .stdout,
    ).toMatch(/ \\\n {2}--data-raw '\{"n":1\}'\n$/);
  });

  it('formatCurl prints number and boolean header values as text and leaves null ones out', () => {
    expect(
      formatCurl({
        method: 'put',
        url: 'https://api.github.com/x',
        headers: { 'content-length': 0, 'x-flag': true, 'x-none': null },
        body: '',
      }),
    ).toBe(
      'curl --globoff --request PUT \\\n' +
        '  --url https://api.github.com/x \\\n' +
        "  --header 'content-length: 0' \\\n" +
        "  --header 'x-flag: true' \\\n" +
        "  --data-raw ''\n",
    );
  });
});
