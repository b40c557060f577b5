import { ABSOLUTE, splitRoute } from '../util/route.js';
import { NAMED_PLACEHOLDER, templateVariableNames } from '../util/url-template.js';

/** A route as a user wrote it, taken apart for matching against the catalogue. */
export interface WrittenRoute {
  /** The upper-case method; `GET` when the route has none. */
  method: string;
  /** The path's segments, after its leading `/`: `['repos', '{owner}', …]`. */
  segments: string[];
  /** The path, without query and origin, as compared with templates: `/repos/{owner}/…`. */
  path: string;
  /** The variables of the route's query expressions: `{?name,label}`. */
  queryVariables: string[];
  /** The names of the query the route writes as text: `?page=2`. */
  queryTexts: string[];
  /** Every variable of the route (path and query), as the builder takes them out of the parameters. */
  variables: string[];
}

/** `{?a,b}` and `{&c}`: RFC 6570 query expressions. */
const QUERY_EXPRESSION = /\{[?&][^{}]*\}/g;
/** `{#frag}`: an RFC 6570 fragment expression, which is not part of the path. */
const FRAGMENT_EXPRESSION = /\{#[^{}]*\}/g;
/** The origin of an absolute url and GHES's `/api/v3` or `/api/uploads`, or octokit's `{origin}`. */
const ORIGIN = /^(?:https?:\/\/[^/?#]*(?:\/api\/(?:v3|uploads)(?=[/?#]|$))?|\{[^{}/]*\}(?=\/))/i;

/** The route's method, path segments and query names; `:name` read as `{name}`, as the builder. */
export function readRoute(route: string): WrittenRoute {
  const { method = 'GET', url } = splitRoute(route.trim());
  const template = url.trim().replace(NAMED_PLACEHOLDER, '{$1}');
  const variables = templateVariableNames(template);
  const queryVariables = [...template.matchAll(QUERY_EXPRESSION)].flatMap((match) =>
    templateVariableNames(match[0]),
  );
  let path = template.replace(QUERY_EXPRESSION, '').replace(FRAGMENT_EXPRESSION, '');
  if (ABSOLUTE.test(path) || path.startsWith('{')) path = path.replace(ORIGIN, '');
  const queryTexts: string[] = [];
  const query = /[?#]/.exec(path);
  if (query) {
    const literal = path.slice(query.index + 1).split('#')[0] ?? '';
    if (query[0] === '?')
      for (const pair of literal.split('&'))
        if (pair !== '') queryTexts.push(pair.split('=')[0] ?? '');
    path = path.slice(0, query.index);
  }
  if (!path.startsWith('/')) path = `/${path}`;
  return {
    method: method.toUpperCase(),
    segments: path.split('/').slice(1),
    path,
    queryVariables,
    queryTexts,
    variables,
  };
}
