/** The options the builder reads as its own; every other key of the options is a parameter. */
export const OPTION_NAMES: ReadonlySet<string> = new Set([
  'method',
  'baseUrl',
  'url',
  'headers',
  'request',
  'mediaType',
]);

/** Keys a user's parameters cannot have: the builder's options, and `data`, the raw body. */
const NOT_PARAMETERS: ReadonlySet<string> = new Set([...OPTION_NAMES, 'data']);

/**
 * Why a parameter that a user gives (a `-f` field, a key of the `parameters` input) cannot be
 * called `name`, or undefined when it can: a builder option would replace the request itself.
 */
export function refusedParameter(name: string): string | undefined {
  return NOT_PARAMETERS.has(name)
    ? `${JSON.stringify(name)} is an option of the request builder, not a parameter`
    : undefined;
}

/** The methods the builder sends a body with, upper-case; others send parameters in the query. */
export const BODY_METHODS: ReadonlySet<string> = new Set(['PATCH', 'POST', 'PUT', 'DELETE']);
