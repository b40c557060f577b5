/**
 * Options that cannot become a request: names the option (`headers["x-a"]`, `method`, …) and
 * says what was expected.
 */
export class RequestOptionsError extends Error {
  override readonly name = 'RequestOptionsError';

  constructor(
    /** Where the problem is, such as `method` or `headers["x-a"]`. */
    readonly option: string,
    /** What was wrong and what was expected. */
    readonly reason: string,
  ) {
    super(`${option}: ${reason}`);
  }
}

/** What JSON leaves as it is but a log shows as a space or a line break, or not at all. */
const INVISIBLE = /[\x7f-\x9f\u2028\u2029]/g;

/** How a value a caller gave reads in an error message: a string quoted, on one line. */
export function shown(value: unknown): string {
  if (typeof value === 'string')
    return JSON.stringify(value.length > 60 ? `${value.slice(0, 57)}...` : value).replace(
      INVISIBLE,
      (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`,
    );
  if (value === null || typeof value !== 'object')
    return typeof value === 'function' || typeof value === 'symbol'
      ? `a ${typeof value}`
      : String(value);
  return Array.isArray(value) ? 'a list' : 'an object';
}
