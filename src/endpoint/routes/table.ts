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

/** What the catalogue describes: the description's version and its APIs. */
export interface RouteCatalogue {
  /** The version of `@octokit/openapi` the table was generated from. */
  version: string;
  apis: ApiDescription[];
}

/** The route catalogue: what it describes, and a row per operation. */
interface RouteTable extends RouteCatalogue {
  /** A row: columns split by spaces, lists by commas (scripts/routes/README.md). */
  operations: readonly string[];
}

/** The version of the description the catalogue came from, and the APIs it describes. */
export function routeCatalogue(): RouteCatalogue {
  const { version, apis } = routeTable();
  return { version, apis: apis.map((api) => ({ ...api })) };
}

const read: Operation[] = [];

/** The route catalogue (ncc inlines the JSON); operationAt reads a row when it is used. */
export function routeTable(): RouteTable {
  return routes;
}

/** The operation of a row of the table, read on first use. */
export function operationAt(index: number): Operation {
  return (read[index] ??= new OperationRow(routeTable().operations[index] ?? ''));
}

/** Field `n` of a row (0 the id, 1 the method, 2 the path, 4 the APIs), read without the rest. */
export function fieldOfRow(row: string, n: number): string {
  let start = 0;
  for (let field = 0; field < n; field++) start = row.indexOf(' ', start) + 1;
  return row.slice(start, row.indexOf(' ', start));
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

  constructor(row: string) {
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
function parametersOf(written = '-'): RouteParameter[] {
  return written === '-' ? [] : written.split(',').map(parameterOf);
}
