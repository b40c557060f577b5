import { RequestOptionsError } from './request-options-error.js';

/**
 * Appends parameters to a URL's query string in key order, names and values URI-encoded (a list
 * comma-joined first). In `q`, a search query, `+` stays a literal `+` between encoded pieces.
 */
export function addQueryParameters(url: string, parameters: Record<string, unknown>): string {
  const names = Object.keys(parameters);
  if (names.length === 0) return url;
  const query = names.map((name) => {
    const value = queryValue(name, parameters[name]);
    return name === 'q'
      ? `q=${value.split('+').map(encodeURIComponent).join('+')}`
      : `${encodeURIComponent(name)}=${encodeURIComponent(value)}`;
  });
  return `${url}${url.includes('?') ? '&' : '?'}${query.join('&')}`;
}

function queryValue(name: string, value: unknown): string {
  if (typeof value === 'object' && value !== null && !Array.isArray(value))
    throw new RequestOptionsError(
      name,
      'an object cannot be a query parameter; expected a string, number, boolean, null or a list',
    );
  const text = String(value);
  if (!text.isWellFormed() || !name.isWellFormed())
    throw new RequestOptionsError(
      name,
      'a query parameter must be well-formed Unicode, without lone surrogates',
    );
  return text;
}
