import { addQueryParameters } from './util/add-query-parameters.js';
import { checkHeader, checkOptions } from './check-options.js';
import { BODY_METHODS, OPTION_NAMES } from './option-names.js';
import { setOwnProperty } from './util/own-property.js';
import { refuseDotSegments } from './util/refuse-dot-segments.js';
import { RequestOptionsError } from './request-options-error.js';
import { ABSOLUTE } from './util/route.js';
import type { MediaType, MergedOptions, RequestHeaders, RequestOptions } from './types.js';
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
  const amended = amendAccept(accept, options.mediaType);
  if (amended !== accept) headers.accept = amended;

  // The parameters the url does not use: every option but the builder's own and the url's.
  const remaining: Record<string, unknown> = {};
  for (const key of Object.keys(options))
    if (!OPTION_NAMES.has(key) && !template.names.includes(key))
      setOwnProperty(remaining, key, options[key]);
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

const VENDOR_MEDIA_TYPE = /application\/vnd(\.\w+)(\.v3)?(\.\w+)?(\+json)?$/;
const PREVIEW_NAME = /[\w-]+(?=-preview)/g;

/**
 * The `accept` header as the media type asks: vendor types get the format, previews (in `accept`,
 * then given) become preview media types; `application/octet-stream` is kept. Throws
 * RequestOptionsError when a format would carry a control character into the header.
 */
function amendAccept(
  accept: string | undefined,
  { format = '', previews = NO_PREVIEWS as string[] }: MediaType = {},
): string | undefined {
  if (!format && previews.length === 0) return accept;
  // The same few combinations come again and again; a path of map lookups by strings the caller
  // already has is cheaper than hashing a new joined key.
  let node = step(ROOT, accept === undefined ? NO_ACCEPT : accept);
  node = step(node, format);
  for (const preview of previews) node = step(node, preview);
  if (node.done) return node.amended;
  const amended = amend(accept, format, previews);
  // Checked once, then cached: only a header that passed is ever served from the cache.
  if (amended !== accept) checkHeader('accept', amended);
  if (cachedNodes >= NODES_KEPT) {
    ROOT.next.clear();
    cachedNodes = 0;
  } else Object.assign(node, { done: true, amended });
  return amended;
}

interface CacheNode {
  next: Map<string, CacheNode>;
  done: boolean;
  amended: string | undefined;
}

const ROOT: CacheNode = { next: new Map(), done: false, amended: undefined };
/** Stands for no accept header, which no header value can be. */
const NO_ACCEPT = '\n';
const NODES_KEPT = 2_000;
let cachedNodes = 0;

function step(node: CacheNode, key: string): CacheNode {
  let next = node.next.get(key);
  if (next === undefined) {
    next = { next: new Map(), done: false, amended: undefined };
    node.next.set(key, next);
    cachedNodes++;
  }
  return next;
}

function amend(accept: string | undefined, format: string, previews: string[]): string | undefined {
  if (accept !== undefined && /application\/octet-stream/i.test(accept)) return accept;
  let amended = accept;
  if (format && amended !== undefined)
    amended = amended
      .split(',')
      .map((part) =>
        part.replace(
          VENDOR_MEDIA_TYPE,
          (_, vendor: string, version = '') => `application/vnd${vendor}${version}.${format}`,
        ),
      )
      .join(',');
  if (previews.length === 0) return amended;
  const suffix = format ? `.${format}` : '+json';
  return [...(amended?.match(PREVIEW_NAME) ?? []), ...previews]
    .map((preview) => `application/vnd.github.${preview}-preview${suffix}`)
    .join(',');
}
