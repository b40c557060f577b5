import { type Operation } from './table.js';
/** A segment of a path template with parameters beside fixed text, such as `{base}...{head}`. */
export interface MixedSegment {
    /** Matches a segment, one group a parameter. */
    pattern: RegExp;
    /** The template's parameter names, in the order of the groups. */
    names: string[];
    next: RouteNode;
}
/** Where a node of an API's route tree leads: the templates that share the segments so far. */
export interface RouteChildren {
    readonly fixed: Map<string, RouteNode>;
    /** Whole-segment parameters (`{owner}`), by the template's name. */
    readonly parameters: Map<string, RouteNode>;
    readonly mixed: MixedSegment[];
    /** The operations whose template ends here, by method. */
    readonly operations: Map<string, Operation>;
}
/** An API's operations, found by id and by route. */
export interface ApiRoutes {
    /** Every operation, in the table's order, read on first use. */
    readonly operations: Operation[];
    byId(id: string): Operation | undefined;
    /** Every id, in the table's order. */
    ids(): string[];
    root: RouteNode;
}
/** The operations of `api`, indexed on first use; undefined for an API the catalogue lacks. */
export declare const apiRoutes: (key: string) => ApiRoutes | undefined;
/** A node of an API's route tree, its children found on first use: a route reads only its way. */
export declare class RouteNode {
    #private;
    private readonly rows;
    private readonly depth;
    constructor(rows: number[], depth: number);
    children(): RouteChildren;
}
