/**
 * The options the builder reads as its own; every other key of the options is a parameter.
 */
export declare const OPTION_NAMES: ReadonlySet<string>;
