import { shown } from '../request-options-error.js';

/**
 * Why `text` cannot be the base URL a user gives (`--base-url`, the `base-url` input or its
 * default), or undefined when it can: an http or https address, without a user name or password,
 * which a log would show. The reason never repeats a password.
 */
export function baseUrlProblem(text: string): string | undefined {
  const url = URL.canParse(text) ? new URL(text) : undefined;
  if (url !== undefined && (url.username !== '' || url.password !== ''))
    return 'must not hold a user name or password; send credentials in a header instead';
  if (url?.protocol !== 'http:' && url?.protocol !== 'https:')
    return `needs an http or https address, got ${shownAddress(text)}`;
  // A path appended after a query or a fragment would not be a path.
  if (/[?#]/.test(text))
    return `must not have a query or a fragment, as paths are appended to it; got ${shownAddress(text)}`;
  return undefined;
}

/**
 * After an optional `scheme://`, everything up to the last `@`: more than the user part when a
 * path has an `@` too, but a malformed address can hide a password anywhere before it.
 */
const USER_PART = /^((?:[^:/?#]+:)?\/\/)?[^]*@/;

/** An address as an error shows it: quoted, and a user name and password, if any, as `***`. */
export function shownAddress(text: string): string {
  return shown(text.replace(USER_PART, (_, scheme: string | undefined) => `${scheme ?? ''}***@`));
}
