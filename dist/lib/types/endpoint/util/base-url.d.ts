/**
 * Why `text` cannot be the base URL a user gives (`--base-url`, the `base-url` input or its
 * default), or undefined when it can: an http or https address, without a user name or password,
 * which a log would show. The reason never repeats a password.
 */
export declare function baseUrlProblem(text: string): string | undefined;
/** An address as an error shows it: quoted, and a user name and password, if any, as `***`. */
export declare function shownAddress(text: string): string;
