import type { JsonType } from './route-parameter.js';
/** An `error` means the request would fail; a `warning` that it may not do what was meant. */
export type RouteSeverity = 'error' | 'warning';
/** Where a parameter goes: into the path, the query string or the JSON body. */
export type ParameterPlace = 'path' | 'query' | 'body';
/** The fields every problem of a route check has, whatever its rule. */
interface RouteProblemBase<R extends string> {
    /** A stable id of the rule that was broken; it selects the problem's own fields. */
    rule: R;
    severity: RouteSeverity;
    /** What is wrong and what was expected, on one line. */
    message: string;
}
/** The API named is not one the catalogue describes. */
export type UnknownApiProblem = RouteProblemBase<'unknown-api'> & {
    api: string;
    known: string[];
};
/** The base URL says GHES but not its release: the newest release described was checked. */
export type ApiReleaseAssumedProblem = RouteProblemBase<'api-release-assumed'> & {
    api: string;
};
/** No operation of the API has this method and path; `suggestions` are the nearest routes. */
export type UnknownRouteProblem = RouteProblemBase<'unknown-route'> & {
    route: string;
    suggestions: string[];
};
/** No operation of the API has this id; `suggestions` are the nearest ids. */
export type UnknownOperationProblem = RouteProblemBase<'unknown-operation'> & {
    operation: string;
    suggestions: string[];
};
/** A required parameter has no value; `parameter` is the name the call must give. */
export type MissingParameterProblem = RouteProblemBase<'missing-parameter'> & {
    parameter: string;
    place: ParameterPlace;
};
/** A parameter the operation does not take where the builder puts it. */
export type UnexpectedParameterProblem = RouteProblemBase<'unexpected-parameter'> & {
    parameter: string;
    place: 'query' | 'body';
};
/** The operation is deprecated. */
export type DeprecatedOperationProblem = RouteProblemBase<'deprecated-operation'> & {
    operation: string;
};
/** A parameter given is deprecated. */
export type DeprecatedParameterProblem = RouteProblemBase<'deprecated-parameter'> & {
    parameter: string;
    place: ParameterPlace;
};
/** A value of a JSON type the parameter does not take. */
export type ParameterTypeProblem = RouteProblemBase<'parameter-type'> & {
    parameter: string;
    place: ParameterPlace;
    expected: JsonType[];
    found: JsonType;
};
/** More warnings than a call lists: `count` of them are left out. */
export type WarningsLeftOutProblem = RouteProblemBase<'warnings-left-out'> & {
    count: number;
};
/** A problem of a route checked against the catalogue, narrowed by `rule`. */
export type RouteProblem = UnknownApiProblem | ApiReleaseAssumedProblem | UnknownRouteProblem | UnknownOperationProblem | MissingParameterProblem | UnexpectedParameterProblem | DeprecatedOperationProblem | DeprecatedParameterProblem | ParameterTypeProblem | WarningsLeftOutProblem;
export {};
