/** The JSON types of the catalogue, in its order. */
export type JsonType = 'string' | 'integer' | 'number' | 'boolean' | 'array' | 'object' | 'null';

/** A parameter of an operation: where it goes is the list that holds it. */
export interface RouteParameter {
  name: string;
  /** Required (path parameters always are); a body parameter only when a body is sent. */
  required: boolean;
  deprecated: boolean;
  /** The JSON types it takes; empty when the description says none (any value). */
  types: JsonType[];
}

/** `name`, `!` when required, `~` when deprecated, `:`, the JSON types joined by `|` (or `any`). */
const WRITTEN = /^([^!~:]+)(!?)(~?):([a-z|]+)$/;

/** A parameter as the catalogue writes it, such as `title!:string|integer`. */
export function parameterOf(written: string): RouteParameter {
  const [, name = written, required, deprecated, types = 'any'] = WRITTEN.exec(written) ?? [];
  return {
    name,
    required: required === '!',
    deprecated: deprecated === '~',
    types: types === 'any' ? [] : (types.split('|') as JsonType[]),
  };
}
