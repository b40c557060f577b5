import { jsonQuoted } from '../util/control-characters.js';
import { cutShort } from '../util/cut-short.js';

/** Options that cannot become a request: names the option and says what was expected. */
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

/** The error of an option that is not what was expected: `url: expected a string, got 5`. */
export function notExpected(option: string, expected: string, value: unknown): RequestOptionsError {
  return new RequestOptionsError(option, `expected ${expected}, got ${shown(value)}`);
}

/** How a value a caller gave reads in an error message: a string quoted, on one line. */
export function shown(value: unknown): string {
  if (typeof value === 'string') return jsonQuoted(cutShort(value, 60));
  if (value === null || typeof value !== 'object')
    return typeof value === 'function' || typeof value === 'symbol'
      ? `a ${typeof value}`
      : String(value);
  return Array.isArray(value) ? 'a list' : 'an object';
}
