import { RequestOptionsError } from '../request-options-error.js';
import type { UrlTemplate } from './url-template.js';

/** A `.` or `..` path segment, as URL parsers read them (`%2e` too). */
const DOT_SEGMENT = /(?:^|\/)(?:\.|%2e){1,2}(?=\/|$)/i;
const DOT = /\.|%2e/i;

/**
 * Refuses an expanded url whose path has a `.` or `..` segment, whatever made it (a value, a list
 * item, a prefix, a `{+path}`, the route): resolved, it moves the request (`/repos/../user`), and
 * no encoding stops that. The error names the parameter that brought the dots, else `url`.
 */
export function refuseDotSegments(
  url: string,
  template: UrlTemplate,
  parameters: Record<string, unknown>,
): void {
  // A dot segment starts the url or follows a `/`: most urls have neither `/.` nor `/%`.
  if (!url.includes('/.') && !url.includes('/%') && url[0] !== '.' && url[0] !== '%') return;
  const path = pathOf(url);
  if (!DOT_SEGMENT.test(path)) return;
  throw new RequestOptionsError(
    sourceOfDots(template, parameters),
    `a "." or ".." path segment would change the path; got ${JSON.stringify(path)}`,
  );
}

function pathOf(url: string): string {
  return url.split(/[?#]/, 1)[0] as string;
}

/**
 * `url` when the route makes a dot segment with no parameter at all; else the first parameter
 * without which there is none; else the first with a dot in it (two that meet, as `{x}{y}`).
 */
function sourceOfDots(template: UrlTemplate, parameters: Record<string, unknown>): string {
  const hasDotSegment = (values: Record<string, unknown>) =>
    DOT_SEGMENT.test(pathOf(template.expand(values)));
  if (hasDotSegment({})) return 'url';
  const dotted = template.names.filter((name) => DOT.test(JSON.stringify(parameters[name]) ?? ''));
  return (
    dotted.find((name) => !hasDotSegment({ ...parameters, [name]: undefined })) ??
    dotted[0] ??
    'url'
  );
}
