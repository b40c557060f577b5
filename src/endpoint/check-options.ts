import {
  HEADER_CONTROL_CHARACTER,
  SPACE_OR_CONTROL_CHARACTER,
} from '../util/control-characters.js';
import { memoize } from '../util/memoize.js';
import { shownAddress } from './util/base-url.js';
import { isPlainObject } from './util/is-plain-object.js';
import { RequestOptionsError, shown } from './request-options-error.js';
import type { EndpointOptions } from './types.js';

/** RFC 9110 token: what a method or a header name may be made of. */
const TOKEN = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;
/** Header names whose values are credentials, which an error must not repeat. */
const SECRET_HEADER = /auth|cookie|token|secret|passw|credential|api[-_]?key|session|signature/i;
/** What a header name may be, for messages. */
export const HEADER_NAME_RULE =
  "a header name must be a token: letters, digits and !#$%&'*+-.^_`|~, no spaces or colons";

/** Remembered: the same few header names and methods come in every call. */
const isToken = memoize((name) => TOKEN.test(name), 1_000);

/** Checks the fields the builder reads; throws RequestOptionsError naming the first wrong one. */
export function checkOptions(options: unknown): asserts options is EndpointOptions {
  if (!isPlainObject(options))
    throw new RequestOptionsError('options', `expected an object, got ${shown(options)}`);
  const { method, url, baseUrl, headers, mediaType } = options;
  if (method !== undefined) checkMethod(method);
  if (url !== undefined && typeof url !== 'string')
    throw new RequestOptionsError('url', `expected a string, got ${shown(url)}`);
  if (baseUrl !== undefined) checkBaseUrl(baseUrl);
  if (headers !== undefined) checkHeaders(headers);
  if (mediaType !== undefined) checkMediaType(mediaType);
}

function checkBaseUrl(baseUrl: unknown): void {
  if (typeof baseUrl !== 'string')
    throw new RequestOptionsError('baseUrl', `expected a string, got ${shown(baseUrl)}`);
  if (SPACE_OR_CONTROL_CHARACTER.test(baseUrl))
    throw new RequestOptionsError(
      'baseUrl',
      `expected an address without spaces or control characters, got ${shownAddress(baseUrl)}`,
    );
}

function checkMethod(method: unknown): void {
  if (typeof method !== 'string' || !isToken(method))
    throw new RequestOptionsError(
      'method',
      `expected an HTTP method such as GET or POST, got ${shown(method)}`,
    );
}

/** Header names must be tokens and values one line: a CR or LF would inject a header. */
function checkHeaders(headers: unknown): void {
  if (!isPlainObject(headers))
    throw new RequestOptionsError('headers', `expected an object, got ${shown(headers)}`);
  for (const name of Object.keys(headers)) checkHeader(name, headers[name]);
}

/**
 * Whether the header `name` carries a credential (`authorization`, `cookie`, `x-api-key`, …):
 * an error never repeats its value, and public outputs leave it out.
 */
export function isCredentialHeader(name: string): boolean {
  return SECRET_HEADER.test(name);
}

/** Whether `name` can be a header name: an RFC 9110 token. */
export function isHeaderName(name: string): boolean {
  return isToken(name);
}

/** One header: its name a token, its value one line of text or a number. */
export function checkHeader(name: string, value: unknown): void {
  if (!isToken(name)) throw new RequestOptionsError(headerOption(name), HEADER_NAME_RULE);
  if (typeof value === 'string') {
    if (HEADER_CONTROL_CHARACTER.test(value))
      throw new RequestOptionsError(
        headerOption(name),
        `a header value must be one line of text, without control characters such as CR, LF or NUL, got ${shownHeaderValue(name, value)}`,
      );
  } else if (
    value !== undefined &&
    value !== null &&
    typeof value !== 'number' &&
    typeof value !== 'boolean'
  )
    throw new RequestOptionsError(
      headerOption(name),
      `expected a string or a number, got ${shownHeaderValue(name, value)}`,
    );
}

/** How a header value reads in an error: a credential by its length only, as logs are public. */
function shownHeaderValue(name: string, value: unknown): string {
  if (!isCredentialHeader(name)) return shown(value);
  if (typeof value === 'string') return `a value of ${value.length} characters`;
  return typeof value === 'object' && value !== null ? shown(value) : `a ${typeof value}`;
}

function headerOption(name: string): string {
  return `headers[${JSON.stringify(name)}]`;
}

function checkMediaType(mediaType: unknown): void {
  if (!isPlainObject(mediaType))
    throw new RequestOptionsError('mediaType', `expected an object, got ${shown(mediaType)}`);
  const { format, previews } = mediaType;
  if (format !== undefined && typeof format !== 'string')
    throw new RequestOptionsError('mediaType.format', `expected a string, got ${shown(format)}`);
  if (previews === undefined) return;
  if (!Array.isArray(previews))
    throw new RequestOptionsError(
      'mediaType.previews',
      `expected a list of preview names, got ${shown(previews)}`,
    );
  previews.forEach((preview: unknown, index) => {
    if (typeof preview !== 'string' || !/^[\w-]+$/.test(preview))
      throw new RequestOptionsError(
        `mediaType.previews[${index}]`,
        `expected a preview name of letters, digits, _ and -, got ${shown(preview)}`,
      );
  });
}
