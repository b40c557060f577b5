/**
 * Generated builder calls for the differential test: repeatable, and drawn only from inputs on
 * which the reference (@octokit/endpoint 7.0.6) is meant to agree with us. Its known differences
 * (RFC 6570 lists and undefined variables, `:Name`, header injection, …) are tested on their own.
 */
import type { EndpointOptions } from '../../src/endpoint/index.js';
import { createRandom, type Random } from './random.js';

/** One call: defaults for `.defaults()` (if any), then the arguments of the builder. */
export interface GeneratedCall {
  defaults?: EndpointOptions;
  args: [string, EndpointOptions] | [EndpointOptions];
}

const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'get', 'post', 'Patch'];
const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const TEMPLATES = [
  '/orgs/{org}/repos',
  '/orgs/:org/repos',
  '/repos/{owner}/{repo}/issues',
  '/repos/:owner/:repo/issues/:issue_number',
  '/search/issues',
  '/user',
  '/',
  '',
  '/markdown/raw',
  '/repos/{owner}/{repo}/contents/{path}',
  '/x?per_page=1',
  '/repos{/owner}',
  '/files{+path}',
  '/a{#frag}',
  '/s{?q,page}',
  '/gists{?since}',
  'https://uploads.github.com/repos/{owner}/{repo}/releases/{release_id}/assets{?name,label}',
  'https://ghe.example/api/v3/orgs/{org}',
];
const TEXTS = [
  'octokit',
  'hello world',
  'a/b',
  '../../x',
  'a+b&c=d',
  '50%',
  'ünïcödé',
  '日本',
  'emoji 😀',
  '',
  '#1',
  'semi;colon',
  "it's",
  'q:"x y"',
];
const PARAMETERS = ['type', 'per_page', 'page', 'sort', 'direction', 'title', 'state', 'since'];
const BODY_ONLY = ['body', 'labels', 'assignees', 'settings', 'data'];
const ACCEPTS = [
  'application/vnd.github.v3+json',
  'application/vnd.github.mercy-preview+json',
  'application/vnd.github.v3.raw+json',
  'application/octet-stream',
  'text/html;charset=utf-8',
  'application/vnd.github.squirrel-girl-preview',
  'application/vnd.github.v3+json,application/vnd.github.mercy-preview+json',
];
const FORMATS = ['', 'raw', 'diff', 'patch', 'sha', 'text+json', 'html', 'full+json'];
const PREVIEWS = ['mercy', 'symmetra', 'scarlet-witch', 'squirrel-girl', 'inertia'];
const HEADERS: [string, () => string | number][] = [
  ['Content-Type', () => 'text/plain'],
  ['content-length', () => 14],
  ['Authorization', () => 'token 0000000000000000000000000000000000000001'],
  ['X-GitHub-Api-Version', () => '2022-11-28'],
  ['User-Agent', () => 'my-app/1.2.3'],
  ['If-None-Match', () => '"abc"'],
];

/** `count` calls from `seed`; the same arguments give the same calls. */
export function generateCalls(count: number, seed: number): GeneratedCall[] {
  const random = createRandom(seed);
  return Array.from({ length: count }, () => generateCall(random));
}

function generateCall(random: Random): GeneratedCall {
  const method = random.pick(METHODS);
  const url = random.pick(TEMPLATES);
  const options: EndpointOptions = {};
  const variables = variablesOf(url);
  for (const name of variables) options[name] = templateValue(random);
  const withBody = BODY_METHODS.has(method.toUpperCase());
  const parameterNames = (withBody ? [...PARAMETERS, ...BODY_ONLY] : [...PARAMETERS, 'q']).filter(
    (name) => !variables.includes(name),
  );
  for (let n = random.int(4); n > 0; n--) {
    const name = random.pick(parameterNames);
    options[name] = name === 'q' ? random.pick(TEXTS) : parameterValue(random, withBody);
  }
  if (random.int(2) === 0) options.headers = headers(random);
  if (random.int(3) === 0) options.mediaType = mediaType(random);
  if (random.int(6) === 0) options.request = { timeout: random.int(5000) };
  if (random.int(6) === 0) options.baseUrl = 'https://ghe.example/api/v3';
  const call: GeneratedCall = {
    args:
      url === '' || random.int(4) === 0
        ? [{ ...options, method, url }]
        : [method === 'GET' && random.int(2) === 0 ? url || '/' : `${method} ${url}`, options],
  };
  if (random.int(4) === 0) call.defaults = defaults(random);
  return call;
}

/** Every variable a template names: the generator always gives them all a value. */
function variablesOf(template: string): string[] {
  const names = [...template.matchAll(/:([a-z]\w+)/g)].map((match) => match[1] as string);
  for (const [, expression = ''] of template.matchAll(/\{([^}]+)\}/g))
    names.push(...expression.replace(/^[+#./;?&]/, '').split(','));
  return names;
}

function templateValue(random: Random): string | number | string[] {
  return random.pick([
    () => random.pick(TEXTS.filter(Boolean)),
    () => random.int(100000),
    () => [random.pick(TEXTS), random.pick(TEXTS)],
  ])();
}

function parameterValue(random: Random, withBody: boolean): unknown {
  const values: (() => unknown)[] = [
    () => random.pick(TEXTS),
    () => random.int(1000) - 10,
    () => random.int(2) === 0,
    () => null,
    () => [random.pick(TEXTS), random.pick(TEXTS)],
  ];
  if (withBody) values.push(() => ({ nested: random.pick(TEXTS), list: [1, 2] }));
  return random.pick(values)();
}

function headers(random: Random): Record<string, string | number> {
  const result: Record<string, string | number> = {};
  for (let n = random.int(3); n >= 0; n--) {
    const [name, value] = random.pick(HEADERS);
    result[name] = value();
  }
  if (random.int(2) === 0) result[random.pick(['accept', 'Accept'])] = random.pick(ACCEPTS);
  return result;
}

function mediaType(random: Random): { format?: string; previews?: string[] } {
  const result: { format?: string; previews?: string[] } = {};
  if (random.int(2) === 0) result.format = random.pick(FORMATS);
  if (random.int(2) === 0) result.previews = PREVIEWS.filter(() => random.int(3) === 0);
  return result;
}

function defaults(random: Random): EndpointOptions {
  const result: EndpointOptions = {};
  if (random.int(2) === 0) result.baseUrl = 'https://enterprise.example/api/v3';
  if (random.int(2) === 0) result.headers = headers(random);
  if (random.int(2) === 0) result.mediaType = { previews: [random.pick(PREVIEWS)] };
  if (random.int(2) === 0) result.org = random.pick(TEXTS.filter(Boolean));
  if (random.int(3) === 0) result.per_page = 100;
  return result;
}
