/** The names of the variables an RFC 6570 template uses, each once, in order. */
export declare function templateVariableNames(template: string): string[];
/**
 * Expands an RFC 6570 template with the `url-template` package. Values are given as RFC 6570
 * sees them first: numbers and booleans as strings, and empty lists and maps as undefined.
 */
export declare function expandUrlTemplate(template: string, names: readonly string[], parameters: Record<string, unknown>): string;
