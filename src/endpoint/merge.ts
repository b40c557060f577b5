import { checkOptions } from './check-options.js';
import { isPlainObject } from './is-plain-object.js';
import { mergeDeep } from './merge-deep.js';
import { setOwnProperty } from './own-property.js';
import { RequestOptionsError, shown } from './request-options-error.js';
import type { EndpointOptions, MergedOptions, RequestHeaders, Route } from './types.js';

/**
 * Applies `defaults` to a route and options without building the request: header names
 * lowercased, `undefined` values dropped, plain objects deep-merged, previews added to the
 * defaults' previews. Neither the defaults nor the options are changed.
 */
export function merge(
  defaults: MergedOptions | null,
  route: Route | EndpointOptions,
  options?: EndpointOptions,
): MergedOptions {
  const given = givenOptions(route, options);
  checkOptions(given);
  given.headers = lowercaseKeys(given.headers ?? {});
  if (given.mediaType !== undefined) given.mediaType = withoutUndefined(given.mediaType);
  const merged = mergeDeep(defaults ?? {}, withoutUndefined(given)) as MergedOptions;
  const ownPreviews = (merged.mediaType?.previews ?? []).map(withoutPreviewSuffix);
  const previews = (defaults?.mediaType.previews ?? [])
    .filter((preview) => !ownPreviews.includes(preview))
    .concat(ownPreviews);
  merged.mediaType = { ...merged.mediaType, format: merged.mediaType?.format ?? '', previews };
  return merged;
}

/** The options of a call as one new object; a route splits at its first space. */
function givenOptions(route: unknown, options: unknown): EndpointOptions {
  if (typeof route !== 'string') {
    if (!isPlainObject(route))
      throw new RequestOptionsError(
        'route',
        `expected a route such as "GET /path" or an options object, got ${shown(route)}`,
      );
    if (options !== undefined)
      throw new RequestOptionsError(
        'options',
        'the options come second only after a route string; put them all in the first object',
      );
    return { ...route };
  }
  if (options !== undefined && !isPlainObject(options))
    throw new RequestOptionsError('options', `expected an object, got ${shown(options)}`);
  const space = route.indexOf(' ');
  const fromRoute =
    space < 0 ? { url: route } : { method: route.slice(0, space), url: route.slice(space + 1) };
  return { ...fromRoute, ...options };
}

function lowercaseKeys(headers: RequestHeaders): RequestHeaders {
  const lowercased: RequestHeaders = {};
  for (const name of Object.keys(headers))
    setOwnProperty(lowercased, name.toLowerCase(), headers[name]);
  return withoutUndefined(lowercased);
}

function withoutUndefined<T extends object>(object: T): T {
  const kept: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(object))
    if (value !== undefined) setOwnProperty(kept, key, value);
  return kept as T;
}

function withoutPreviewSuffix(preview: string): string {
  return preview.endsWith('-preview') ? preview.slice(0, -'-preview'.length) : preview;
}
