/** A URL template parsed once: the variables it names, and how to expand it. */
export interface UrlTemplate {
    source: string;
    /** The variables, each once, in order. */
    names: readonly string[];
    expand(parameters: Record<string, unknown>): string;
}
/** `:name`, the older placeholder form, for any identifier. */
export declare const NAMED_PLACEHOLDER: RegExp;
/** The RFC 6570 template of a url (`:name` read as `{name}`), parsed once per url. */
export declare const urlTemplate: (key: string) => UrlTemplate;
/** The names of the variables an RFC 6570 template uses, each once, in order. */
export declare function templateVariableNames(template: string): string[];
