import { memoize } from '../../util/memoize.js';
import { RequestOptionsError } from '../request-options-error.js';

/** A parameter name encoded, remembered: the same few names come in every call. */
const encodedName = memoize(encodeURIComponent, 1_000);
const ENCODED_PLUS = /%2B/g;

/**
 * Appends parameters to a URL's query string in key order, names and values URI-encoded (a list
 * comma-joined first). In `q`, a search query, `+` stays a literal `+` between encoded pieces.
 */
export function addQueryParameters(url: string, parameters: Record<string, unknown>): string {
  let query = '';
  for (const name of Object.keys(parameters)) {
    const encoded = queryPair(name, parameters[name]);
    query = query === '' ? encoded : `${query}&${encoded}`;
  }
  if (query === '') return url;
  return `${url}${url.includes('?') ? '&' : '?'}${query}`;
}

/** `name=value`, both encoded; encodeURIComponent throws URIError exactly on lone surrogates. */
function queryPair(name: string, value: unknown): string {
  if (typeof value === 'object' && value !== null && !Array.isArray(value))
    throw new RequestOptionsError(
      name,
      'an object cannot be a query parameter; expected a string, number, boolean, null or a list',
    );
  const text = String(value);
  try {
    if (name !== 'q') return `${encodedName(name)}=${encodeURIComponent(text)}`;
    // Encoding is per character, so encoding the whole and restoring `+` equals split-encode-join.
    const encoded = encodeURIComponent(text);
    return `q=${text.includes('+') ? encoded.replace(ENCODED_PLUS, '+') : encoded}`;
  } catch (error) {
    if (!(error instanceof URIError)) throw error;
    throw new RequestOptionsError(
      name,
      'a query parameter must be well-formed Unicode, without lone surrogates',
    );
  }
}
