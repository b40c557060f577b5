import routes from './generated/routes.json' with { type: 'json' };
import { parameterOf, type RouteParameter } from './route-parameter.js';

/** One operation of GitHub's REST description, as the route catalogue holds it. */
export interface Operation {
  /** The description's operation id, such as `issues/create` (octokit's `rest.issues.create`). */
  id: string;
  /** The upper-case HTTP method. */
  method: string;
  /** The description's path template, such as `/repos/{owner}/{repo}/issues`. */
  path: string;
  /** The operation is deprecated. */
  deprecated: boolean;
  /** A request body is required. */
  bodyRequired: boolean;
  /** The body may be a value other than an object (sent as `data`). */
  rawBody: boolean;
  /** The body object takes keys beyond `bodyParameters`. */
  openBody: boolean;
  /** The template's parameters, in its order; every one is required. */
  pathParameters: RouteParameter[];
  queryParameters: RouteParameter[];
  /** The top-level properties of the JSON body. */
  bodyParameters: RouteParameter[];
  /** The operation's own base URL, when it has one (`https://uploads.github.com`). */
  server?: string;
  /** The APIs that describe it, a bit each, in the order of `RouteTable.apis`. */
  apis: number;
}

/** An API the catalogue describes: api.github.com, GHEC or a GHES release. */
export interface ApiDescription {
  /** `api.github.com`, `ghec`, `ghes-3.19`, …: the description's file name. */
  name: string;
  /** The description's `x-github-plan`: `api.github.com`, `ghec` or `ghes`. */
  plan: string;
  /** The GHES release, such as `3.19`. */
  release?: string;
  /** How many operations it has. */
  operations: number;
}

/** The route catalogue: the description it came from, its APIs and a row per operation. */
export interface RouteTable {
  /** The version of `@octokit/openapi` the table was generated from. */
  version: string;
  apis: ApiDescription[];
  /** The rows as the table writes them; `operationAt(index)` reads one. */
  rows: readonly string[];
}

/** A row of the table: columns split by spaces, lists by commas (scripts/routes/README.md). */
type Row = string;

/** What the table writes for no flags, or an empty list of parameters. */
const EMPTY = '-';

interface RawTable {
  version: string;
  apis: ApiDescription[];
  operations: Row[];
}

/** What the catalogue describes: the description's version and its APIs, without the rows. */
export type RouteCatalogue = Omit<RouteTable, 'rows'>;

/** The version of the description the catalogue came from, and the APIs it describes. */
export function routeCatalogue(): RouteCatalogue {
  const { version, apis } = routeTable();
  return { version, apis: apis.map((api) => ({ ...api })) };
}

let table: RouteTable | undefined;
const read: Operation[] = [];

/**
 * The route catalogue, read on first use (only `request` needs it); ncc inlines the JSON. A row
 * becomes an operation only when used (`operationAt`): finding one route reads a few.
 */
export function routeTable(): RouteTable {
  const { version, apis, operations } = routes as unknown as RawTable;
  table ??= { version, apis, rows: operations };
  return table;
}

/** The operation of a row of the table, read on first use. */
export function operationAt(index: number): Operation {
  return (read[index] ??= new OperationRow(routeTable().rows[index] ?? ''));
}

/** The APIs of a row (its bit mask), read without reading the rest of it. */
export function apisOfRow(row: string): number {
  let start = 0;
  for (let field = 0; field < 4; field++) start = row.indexOf(' ', start) + 1;
  return Number(row.slice(start, row.indexOf(' ', start)));
}

/** The method and the path of a row, read without reading the rest of it. */
export function routeOfRow(row: string): { method: string; path: string } {
  const methodAt = row.indexOf(' ') + 1;
  const pathAt = row.indexOf(' ', methodAt) + 1;
  return {
    method: row.slice(methodAt, pathAt - 1),
    path: row.slice(pathAt, row.indexOf(' ', pathAt)),
  };
}

/** An operation read from its row; each list of parameters is decoded on first use. */
class OperationRow implements Operation {
  readonly id: string;
  readonly method: string;
  readonly path: string;
  readonly deprecated: boolean;
  readonly bodyRequired: boolean;
  readonly rawBody: boolean;
  readonly openBody: boolean;
  readonly apis: number;
  readonly server?: string;
  readonly #fields: string[];
  #pathParameters?: RouteParameter[];
  #queryParameters?: RouteParameter[];
  #bodyParameters?: RouteParameter[];

  constructor(row: Row) {
    const fields = row.split(' ');
    const [id = '', method = '', path = '', flags = '', apis = '0', , , , server] = fields;
    this.id = id;
    this.method = method;
    this.path = path;
    this.deprecated = flags.includes('d');
    this.bodyRequired = flags.includes('b');
    this.rawBody = flags.includes('r');
    this.openBody = flags.includes('a');
    this.apis = Number(apis);
    if (server !== undefined) this.server = server;
    this.#fields = fields;
  }

  get pathParameters(): RouteParameter[] {
    return (this.#pathParameters ??= parametersOf(this.#fields[5]));
  }

  get queryParameters(): RouteParameter[] {
    return (this.#queryParameters ??= parametersOf(this.#fields[6]));
  }

  get bodyParameters(): RouteParameter[] {
    return (this.#bodyParameters ??= parametersOf(this.#fields[7]));
  }
}

/** A list of parameters as a row writes it: `owner:string,repo:string`, or `-` for none. */
function parametersOf(written = EMPTY): RouteParameter[] {
  return written === EMPTY ? [] : written.split(',').map(parameterOf);
}
