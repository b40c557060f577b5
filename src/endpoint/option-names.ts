/**
 * The options the builder reads as its own; every other key of the options is a parameter.
 */
export const OPTION_NAMES: ReadonlySet<string> = new Set([
  'method',
  'baseUrl',
  'url',
  'headers',
  'request',
  'mediaType',
]);
