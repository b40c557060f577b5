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
/** A parameter as the catalogue writes it, such as `title!:string|integer`. */
export declare function parameterOf(written: string): RouteParameter;
