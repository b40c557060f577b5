import { checkOptions } from './check-options.js';
import { isPlainObject } from './util/is-plain-object.js';
import { assignOwn, setOwnProperty } from './util/own-property.js';
import { notExpected, RequestOptionsError } from './request-options-error.js';
import { splitRoute } from './util/route.js';
import type { EndpointOptions, MergedOptions, RequestHeaders, Route } from './types.js';

const NO_PREVIEWS: readonly string[] = [];

/**
 * Applies `defaults` to a route and options: header names lowercased, `undefined` dropped, plain
 * objects deep-merged, previews added to the defaults'; neither argument changed. Without a route
 * or options, a copy of the defaults, as @octokit/endpoint gives.
 */
export function merge(
  defaults: MergedOptions | null,
  route?: Route | EndpointOptions,
  options?: EndpointOptions,
): MergedOptions {
  const given = givenOptions(route, options);
  checkOptions(given);
  given.headers = given.headers === undefined ? {} : lowercaseKeys(given.headers);
  if (given.mediaType !== undefined) given.mediaType = withoutUndefined(given.mediaType);
  const merged = mergeDeep(defaults ?? {}, withoutUndefined(given)) as MergedOptions;
  const defaultPreviews = defaults?.mediaType.previews ?? NO_PREVIEWS;
  const ownPreviews = (merged.mediaType?.previews ?? NO_PREVIEWS).map((preview) =>
    preview.endsWith('-preview') ? preview.slice(0, -'-preview'.length) : preview,
  );
  const previews =
    defaultPreviews.length === 0
      ? ownPreviews
      : defaultPreviews.filter((preview) => !ownPreviews.includes(preview)).concat(ownPreviews);
  merged.mediaType = assignOwn({}, merged.mediaType ?? {}, {
    format: merged.mediaType?.format ?? '',
    previews,
  }) as MergedOptions['mediaType'];
  return merged;
}

/** The options of a call as one new object; a route splits at its first space. */
function givenOptions(route: unknown, options: unknown): EndpointOptions {
  // `merge()` and `endpoint()`: the defaults alone, a GET of the base URL.
  if (route === undefined && options === undefined) return {};
  if (typeof route !== 'string') {
    if (!isPlainObject(route))
      throw notExpected('route', 'a route such as "GET /path" or an options object', route);
    if (options !== undefined)
      throw new RequestOptionsError(
        'options',
        'the options come second only after a route string; put them all in the first object',
      );
    return assignOwn({}, route);
  }
  if (options !== undefined && !isPlainObject(options))
    throw notExpected('options', 'an object', options);
  const fromRoute: EndpointOptions = splitRoute(route);
  return options === undefined ? fromRoute : assignOwn(fromRoute, options);
}

/** Header names lowercased; of two spellings of one name the later wins, even when undefined. */
function lowercaseKeys(headers: RequestHeaders): RequestHeaders {
  const lowercased: RequestHeaders = {};
  for (const name of Object.keys(headers))
    setOwnProperty(lowercased, name.toLowerCase(), headers[name]);
  return withoutUndefined(lowercased);
}

/** The object itself when no value is undefined (the usual case), else a copy without them. */
function withoutUndefined<T extends object>(object: T): T {
  const values = object as Record<string, unknown>;
  const keys = Object.keys(values);
  if (keys.every((key) => values[key] !== undefined)) return object;
  const kept: Record<string, unknown> = {};
  for (const key of keys) if (values[key] !== undefined) setOwnProperty(kept, key, values[key]);
  return kept as T;
}

/**
 * `options` over `defaults`: plain objects merge key by key, anything else (arrays too) replaces.
 * Returns new objects where it merges and never writes into either argument.
 */
function mergeDeep(
  defaults: Record<string, unknown>,
  options: Record<string, unknown>,
): Record<string, unknown> {
  const result = assignOwn({}, defaults, options);
  for (const key of Object.keys(options)) {
    const value = options[key];
    if (!isPlainObject(value) || !Object.hasOwn(defaults, key)) continue;
    const base = defaults[key];
    if (isPlainObject(base)) result[key] = mergeDeep(base, value);
  }
  return result;
}
