import { amendAccept } from './accept-header.js';
import { addQueryParameters } from './add-query-parameters.js';
import { checkHeaders, checkOptions } from './check-options.js';
import { OPTION_NAMES } from './option-names.js';
import { setOwnProperty } from './own-property.js';
import { RequestOptionsError } from './request-options-error.js';
import type { MergedOptions, RequestHeaders, RequestOptions } from './types.js';
import { expandUrlTemplate, templateVariableNames } from './url-template.js';

/** The methods that carry a body; any other method sends its parameters in the query string. */
const BODY_METHODS = new Set(['PATCH', 'POST', 'PUT', 'DELETE']);
/** `:name`, the older placeholder form, for any identifier. */
const NAMED_PLACEHOLDER = /:([A-Za-z_]\w*)/g;
const JSON_CONTENT_TYPE = 'application/json; charset=utf-8';

/**
 * Turns merged options into request options: the URL template expanded with the parameters it
 * names, the other parameters in the query string or the body, and `accept` amended by the media
 * type. Stateless. Throws RequestOptionsError for options that cannot make a request.
 */
export function parse(options: MergedOptions): RequestOptions {
  checkOptions(options);
  if (options.method === undefined)
    throw new RequestOptionsError(
      'method',
      'expected an HTTP method such as GET or POST: give a route like "GET /path" or a method option',
    );
  const method = options.method.toUpperCase();
  const template = (options.url || '/').replace(NAMED_PLACEHOLDER, '{$1}');
  const names = templateVariableNames(template);
  const parameters: Record<string, unknown> = {};
  const remaining: Record<string, unknown> = {};
  for (const key of Object.keys(options)) {
    if (OPTION_NAMES.has(key)) continue;
    setOwnProperty(parameters, key, options[key]);
    if (!names.includes(key)) setOwnProperty(remaining, key, options[key]);
  }
  let url = expandUrlTemplate(template, names, parameters);
  if (!url.startsWith('http')) url = relativeTo(options.baseUrl, url);

  const headers: RequestHeaders = { ...options.headers };
  const accept = headers.accept == null ? undefined : String(headers.accept);
  const amended = amendAccept(accept, {
    format: options.mediaType?.format ?? '',
    previews: options.mediaType?.previews ?? [],
  });
  if (amended !== accept) headers.accept = amended;

  let body: unknown;
  if (!BODY_METHODS.has(method)) url = addQueryParameters(url, remaining);
  else if (Object.hasOwn(remaining, 'data')) body = remaining.data;
  else if (Object.keys(remaining).length > 0) body = remaining;
  if (body !== undefined && !headers['content-type']) headers['content-type'] = JSON_CONTENT_TYPE;
  if ((method === 'PATCH' || method === 'PUT') && body === undefined) body = '';
  checkHeaders(headers);

  const result: RequestOptions = {
    method: method.toLowerCase(),
    url,
    headers: headers as RequestOptions['headers'],
  };
  if (body !== undefined) result.body = body;
  if (options.request) result.request = options.request;
  return result;
}

function relativeTo(baseUrl: string | undefined, url: string): string {
  if (baseUrl === undefined)
    throw new RequestOptionsError(
      'baseUrl',
      `expected the address that the relative url ${JSON.stringify(url)} is resolved against`,
    );
  return baseUrl + url;
}
