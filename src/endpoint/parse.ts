import { amendAccept } from './accept-header.js';
import { addQueryParameters } from './util/add-query-parameters.js';
import { checkOptions } from './check-options.js';
import { BODY_METHODS, OPTION_NAMES } from './option-names.js';
import { setOwnProperty } from './util/own-property.js';
import { refuseDotSegments } from './util/refuse-dot-segments.js';
import { RequestOptionsError } from './request-options-error.js';
import { ABSOLUTE } from './util/route.js';
import type { MergedOptions, RequestHeaders, RequestOptions } from './types.js';
import { urlTemplate } from './util/url-template.js';

const JSON_CONTENT_TYPE = 'application/json; charset=utf-8';
const NO_PREVIEWS: readonly string[] = [];

/**
 * Turns merged options into request options: the URL template expanded with the parameters it
 * names, the other parameters in the query string or the body, and `accept` amended by the media
 * type. Stateless. Throws RequestOptionsError for options that cannot make a request.
 */
export function parse(options: MergedOptions): RequestOptions {
  checkOptions(options);
  return parseChecked(options);
}

/** `parse` of options known to be well-formed: what `merge` returns. */
export function parseChecked(options: MergedOptions): RequestOptions {
  if (options.method === undefined)
    throw new RequestOptionsError(
      'method',
      'expected an HTTP method such as GET or POST: give a route like "GET /path" or a method option',
    );
  const method = options.method.toUpperCase();
  const template = urlTemplate(options.url || '/');
  let url = template.expand(options);
  refuseDotSegments(url, template, options);
  // The route as written says whether the url is absolute: a value cannot change the host.
  if (!ABSOLUTE.test(template.source)) url = relativeTo(options.baseUrl, url);

  const headers: RequestHeaders = { ...options.headers };
  const accept = headers.accept == null ? undefined : String(headers.accept);
  const amended = amendAccept(accept, {
    format: options.mediaType?.format ?? '',
    previews: options.mediaType?.previews ?? (NO_PREVIEWS as string[]),
  });
  if (amended !== accept) headers.accept = amended;

  const remaining = remainingParameters(options, template.names);
  let body: unknown;
  if (!BODY_METHODS.has(method)) url = addQueryParameters(url, remaining);
  else if (Object.hasOwn(remaining, 'data')) body = remaining.data;
  else if (Object.keys(remaining).length > 0) body = remaining;
  if (body !== undefined && !headers['content-type']) headers['content-type'] = JSON_CONTENT_TYPE;
  if ((method === 'PATCH' || method === 'PUT') && body === undefined) body = '';

  const result: RequestOptions = {
    method: method.toLowerCase(),
    url,
    headers: headers as RequestOptions['headers'],
  };
  if (body !== undefined) result.body = body;
  if (options.request) result.request = options.request;
  return result;
}

/** The parameters the url does not use: every option but the builder's own and the url's. */
function remainingParameters(
  options: MergedOptions,
  urlNames: readonly string[],
): Record<string, unknown> {
  const remaining: Record<string, unknown> = {};
  for (const key of Object.keys(options))
    if (!OPTION_NAMES.has(key) && !urlNames.includes(key))
      if (key === '__proto__') setOwnProperty(remaining, key, options[key]);
      else remaining[key] = options[key];
  return remaining;
}

/** A relative url under `baseUrl`, joined with exactly one `/`: a url cannot extend the host. */
function relativeTo(baseUrl: string | undefined, url: string): string {
  if (baseUrl === undefined)
    throw new RequestOptionsError(
      'baseUrl',
      `expected the address that the relative url ${JSON.stringify(url)} is resolved against`,
    );
  // The usual base has no trailing `/` and the usual path one leading `/`: no regex needed.
  const base = baseUrl.endsWith('/') ? baseUrl.replace(TRAILING_SLASHES, '') : baseUrl;
  if (url.startsWith('/') && !url.startsWith('//')) return base + url;
  return `${base}/${url.replace(LEADING_SLASHES, '')}`;
}

const TRAILING_SLASHES = /\/+$/;
const LEADING_SLASHES = /^\/+/;
