/**
 * Appends parameters to a URL's query string in key order, names and values URI-encoded (a list
 * comma-joined first). In `q`, a search query, `+` stays a literal `+` between encoded pieces.
 */
export declare function addQueryParameters(url: string, parameters: Record<string, unknown>): string;
