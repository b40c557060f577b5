import {
  HEADER_CONTROL_CHARACTER,
  SPACE_OR_CONTROL_CHARACTER,
} from '../util/control-characters.js';
import { memoize } from '../util/memoize.js';
import { shownAddress } from './util/base-url.js';
import { isPlainObject } from './util/is-plain-object.js';
import { notExpected, RequestOptionsError, shown } from './request-options-error.js';
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
  if (!isPlainObject(options)) throw notExpected('options', 'an object', options);
  const { method, url, baseUrl, headers, mediaType } = options;
  if (method !== undefined && (typeof method !== 'string' || !isToken(method)))
    throw notExpected('method', 'an HTTP method such as GET or POST', method);
  if (url !== undefined && typeof url !== 'string') throw notExpected('url', 'a string', url);
  if (baseUrl !== undefined) checkBaseUrl(baseUrl);
  if (headers !== undefined) checkHeaders(headers);
  if (mediaType !== undefined) checkMediaType(mediaType);
}

function checkBaseUrl(baseUrl: unknown): void {
  if (typeof baseUrl !== 'string') throw notExpected('baseUrl', 'a string', baseUrl);
  if (SPACE_OR_CONTROL_CHARACTER.test(baseUrl))
    throw new RequestOptionsError(
      'baseUrl',
      `expected an address without spaces or control characters, got ${shownAddress(baseUrl)}`,
    );
}

/** Header names must be tokens and values one line: a CR or LF would inject a header. */
function checkHeaders(headers: unknown): void {
  if (!isPlainObject(headers)) throw notExpected('headers', 'an object', headers);
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
export const isHeaderName = isToken;

/** One header: its name a token, its value one line of text or a number. */
export function checkHeader(name: string, value: unknown): void {
  if (!isToken(name)) throw new RequestOptionsError(headerOption(name), HEADER_NAME_RULE);
  if (typeof value === 'string') {
    if (HEADER_CONTROL_CHARACTER.test(value))
      throw new RequestOptionsError(
        headerOption(name),
        `a header value must be one line of text, without control characters such as CR, LF or NUL, got ${shownHeaderValue(name, value)}`,
      );
  } else if (value != null && typeof value !== 'number' && typeof value !== 'boolean')
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
  if (!isPlainObject(mediaType)) throw notExpected('mediaType', 'an object', mediaType);
  const { format, previews } = mediaType;
  if (format !== undefined && typeof format !== 'string')
    throw notExpected('mediaType.format', 'a string', format);
  if (previews === undefined) return;
  if (!Array.isArray(previews))
    throw notExpected('mediaType.previews', 'a list of preview names', previews);
  previews.forEach((preview: unknown, index) => {
    if (typeof preview !== 'string' || !/^[\w-]+$/.test(preview))
      throw notExpected(
        `mediaType.previews[${index}]`,
        'a preview name of letters, digits, _ and -',
        preview,
      );
  });
}
