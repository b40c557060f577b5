/** The options the builder reads as its own; every other key of the options is a parameter. */
export declare const OPTION_NAMES: ReadonlySet<string>;
/**
 * Why a parameter that a user gives (a `-f` field, a key of the `parameters` input) cannot be
 * called `name`, or undefined when it can: a builder option would replace the request itself.
 */
export declare function refusedParameter(name: string): string | undefined;
/** The methods the builder sends a body with, upper-case; others send parameters in the query. */
export declare const BODY_METHODS: ReadonlySet<string>;
