import type { UrlTemplate } from './url-template.js';
/**
 * Refuses an expanded url whose path has a `.` or `..` segment, whatever made it (a value, a list
 * item, a prefix, a `{+path}`, the route): resolved, it moves the request (`/repos/../user`), and
 * no encoding stops that. The error names the parameter that brought the dots, else `url`.
 */
export declare function refuseDotSegments(url: string, template: UrlTemplate, parameters: Record<string, unknown>): void;
