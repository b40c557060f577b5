import { memoize } from '../../util/memoize.js';
import { fieldOfRow, operationAt, routeTable, type Operation } from './table.js';

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

const WHOLE_PARAMETER = /^\{([^{}]+)\}$/;
const PARAMETER = /\{([^{}]+)\}/g;

/** The operations of `api`, indexed on first use; undefined for an API the catalogue lacks. */
export const apiRoutes = memoize(indexApi);

function indexApi(api: string): ApiRoutes | undefined {
  const position = routeTable().apis.findIndex((described) => described.name === api);
  if (position < 0) return undefined;
  const rows: number[] = [];
  for (const [index, row] of routeTable().operations.entries())
    if ((Number(fieldOfRow(row, 4)) & (2 ** position)) !== 0) rows.push(index);
  let operations: Operation[] | undefined;
  let ids: Map<string, number> | undefined;
  const idOf = (index: number) => fieldOfRow(routeTable().operations[index] ?? '', 0);
  const idIndex = () => (ids ??= new Map(rows.map((index) => [idOf(index), index])));
  return {
    get operations() {
      return (operations ??= rows.map(operationAt));
    },
    byId(id) {
      const index = idIndex().get(id);
      return index === undefined ? undefined : operationAt(index);
    },
    ids: () => [...idIndex().keys()],
    root: new RouteNode(rows, 0),
  };
}

/** A node of an API's route tree, its children found on first use: a route reads only its way. */
export class RouteNode {
  #children?: RouteChildren;

  constructor(
    private readonly rows: number[],
    private readonly depth: number,
  ) {}

  children(): RouteChildren {
    if (this.#children !== undefined) return this.#children;
    const children: RouteChildren = {
      fixed: new Map(),
      parameters: new Map(),
      mixed: [],
      operations: new Map(),
    };
    const mixed = new Map<string, MixedSegment>();
    const depth = this.depth + 1;
    const rowsOf = (nodes: Map<string, RouteNode>, key: string) => {
      let node = nodes.get(key);
      if (node === undefined) nodes.set(key, (node = new RouteNode([], depth)));
      return node.rows;
    };
    for (const index of this.rows) {
      const row = routeTable().operations[index] ?? '';
      const segment = segmentAt(fieldOfRow(row, 2), this.depth);
      if (segment === undefined) {
        children.operations.set(fieldOfRow(row, 1), operationAt(index));
        continue;
      }
      const whole = WHOLE_PARAMETER.exec(segment)?.[1];
      if (whole !== undefined) rowsOf(children.parameters, whole).push(index);
      else if (!segment.includes('{')) rowsOf(children.fixed, segment).push(index);
      else {
        const { pattern, names } = mixedSegment(segment);
        let known = mixed.get(pattern.source);
        if (known === undefined) {
          known = { pattern, names, next: new RouteNode([], depth) };
          mixed.set(pattern.source, known);
          children.mixed.push(known);
        }
        known.next.rows.push(index);
      }
    }
    return (this.#children = children);
  }
}

/** The segment of a path at `depth` (0 is the one after its leading `/`), or undefined. */
function segmentAt(path: string, depth: number): string | undefined {
  let start = 0;
  for (let passed = 0; passed <= depth; passed++) {
    start = path.indexOf('/', start) + 1;
    if (start === 0) return undefined;
  }
  const end = path.indexOf('/', start);
  return end < 0 ? path.slice(start) : path.slice(start, end);
}

/** `{base}...{head}` as a pattern with a group per parameter, and the parameters' names. */
function mixedSegment(segment: string): { pattern: RegExp; names: string[] } {
  const names = [...segment.matchAll(PARAMETER)].map((match) => match[1] ?? '');
  const source = segment
    .split(PARAMETER)
    .map((part, index) => (index % 2 === 0 ? escapeRegExp(part) : '(.+?)'))
    .join('');
  return { pattern: new RegExp(`^${source}$`), names };
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
