import type { UrlTemplate } from './url-template.js';
/**
 * Refuses an expanded url whose path has a `.` or `..` segment, whatever made it: a value, a list
 * item of `{/path*}`, a prefix of `{ref:2}`, a `{+path}` that passes slashes, or the route itself.
 * Once resolved, such a segment moves the request to another path (`/repos/../user`), which no
 * encoding can stop. The error names the parameter that brought the dots, else `url`.
 */
export declare function refuseDotSegments(url: string, template: UrlTemplate, parameters: Record<string, unknown>): void;
