/**
 * The methods the builder sends a body with, upper-case; any other sends its parameters in the
 * query string. The builder and the route check read it here.
 */
export const BODY_METHODS: ReadonlySet<string> = new Set(['PATCH', 'POST', 'PUT', 'DELETE']);
