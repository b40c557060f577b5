import { listWords } from '../../util/list-words.js';
import { isPlainObject } from './is-plain-object.js';
import { shown } from '../request-options-error.js';
import { NAMED_PLACEHOLDER, templateVariableNames } from './url-template.js';

/** A url that the builder does not append to the base URL. */
export const ABSOLUTE = /^https?:/i;

/** The words a lone route argument is taken for a method by: no GitHub path is one of them. */
const METHOD_WORD = /^(?:GET|HEAD|POST|PUT|PATCH|DELETE|OPTIONS)$/i;

/** A `{…}` expression, or a `:name` placeholder. */
const PLACEHOLDER = new RegExp(`\\{([^{}]+)\\}|${NAMED_PLACEHOLDER.source}`, 'g');
/** RFC 6570 operators whose expansion vanishes cleanly when its variables have no value. */
const OPTIONAL_OPERATOR = /^[./;?&#]/;

/** A route split at its first space: `METHOD url`, or a lone url (the default method). */
export function splitRoute(route: string): { method?: string; url: string } {
  const space = route.indexOf(' ');
  return space < 0
    ? { url: route }
    : { method: route.slice(0, space), url: route.slice(space + 1) };
}

/** The route with a `/` before a relative path, as `gh api` reads `repos/o/r`; else as it is. */
export function withLeadingSlash(route: string): string {
  const { method, url } = splitRoute(route);
  if (url.startsWith('/') || ABSOLUTE.test(url)) return route;
  return method === undefined ? `/${url}` : `${method} /${url}`;
}

/** Why a route a user typed cannot be requested: a method without a path (`GET` reads `/GET`). */
export function routeProblem(route: string): string | undefined {
  const { method, url } = splitRoute(route);
  const pathless = method === undefined ? METHOD_WORD.test(url) : url.trim() === '';
  return pathless ? `${shown(route.trim())} is a method without a path` : undefined;
}

/**
 * Why the path of a route a user typed would be broken, or undefined: a `{name}`, `{+name}` or
 * `:name` that `parameters` leaves empty expands to nothing (`/repos///issues`); `{?q}`, `{/p}`
 * and the other operators may stay empty, as their expansion vanishes.
 */
export function unfilledPlaceholderProblem(
  route: string,
  parameters: Record<string, unknown>,
): string | undefined {
  const unfilled = new Set<string>();
  for (const [written, expression, named] of splitRoute(route).url.matchAll(PLACEHOLDER)) {
    if (named !== undefined) {
      if (!hasValue(parameters, named)) unfilled.add(written);
    } else if (expression !== undefined && !OPTIONAL_OPERATOR.test(expression))
      for (const name of templateVariableNames(written))
        if (!hasValue(parameters, name)) unfilled.add(`{${name}}`);
  }
  if (unfilled.size === 0) return undefined;
  return `${shown(route)} leaves ${listWords([...unfilled])} without a value`;
}

/** Whether a parameter has a value that a placeholder expands to something. */
function hasValue(parameters: Record<string, unknown>, name: string): boolean {
  const value = Object.hasOwn(parameters, name) ? parameters[name] : undefined;
  if (value === undefined || value === null || value === '') return false;
  if (Array.isArray(value)) return value.length > 0;
  return !isPlainObject(value) || Object.keys(value).length > 0;
}
