import { editDistanceWithin } from '../../util/closest-word.js';
import { jsonQuoted } from '../../util/control-characters.js';
import { cutShort } from '../../util/cut-short.js';
import { listWords } from '../../util/list-words.js';
import { BODY_METHODS } from '../option-names.js';
import { chooseApi, GHES_BASE_URL, unknownApiProblem } from './api.js';
import { apiRoutes } from './route-index.js';
import type { UnknownApiProblem, UnknownOperationProblem } from './route-problem.js';
import type { Operation } from './table.js';

/** The most characters of an id compared, so a long hostile id costs no more than that. */
const COMPARED_LENGTH = 80;
/** octokit's name of an operation: `rest.issues.listForRepo`, `issues.create`. */
const OCTOKIT_NAME = /^(?:rest\.)?([a-z][a-zA-Z0-9]*)\.([a-z][a-zA-Z0-9]*)$/;

/** What a request calls: a route, or an operation of GitHub's REST description by its id. */
export type RequestTarget = { route: string } | { operation: string };

/** Which API the operation is of, and the base URL the request will have. */
export interface OperationSettings {
  /** As for checkRequest: named, else the one `baseUrl` makes certain, else api.github.com. */
  api?: string;
  baseUrl?: string;
}

/** The route of a known operation, or why there is none. */
export type OperationRoute =
  | { route: string; operation: Operation }
  | { problem: UnknownOperationProblem | UnknownApiProblem };

/**
 * The route that calls the operation `id` of the API (see OperationSettings): its method and
 * path template, with `{?name,…}` for the query parameters of a method that sends a body (else
 * the builder would put them in the body), and the operation's own server when it has one
 * (`https://uploads.github.com`, or GHES's `/api/uploads` beside the `/api/v3` of `baseUrl`).
 * The id is the description's (`issues/create`) or octokit's (`rest.issues.listForRepo`).
 */
export function operationRoute(id: string, settings: OperationSettings = {}): OperationRoute {
  const { api } = chooseApi(settings.api, settings.baseUrl);
  const routes = apiRoutes(api);
  if (routes === undefined) return { problem: unknownApiProblem(api) };
  const operation = routes.byId(id) ?? routes.byId(descriptionIdOf(id));
  if (operation === undefined) {
    const suggestions = nearestIds(routes.ids(), descriptionIdOf(id));
    const hint = suggestions.length === 0 ? '' : `: did you mean ${listWords(suggestions, 'or')}?`;
    return {
      problem: {
        rule: 'unknown-operation',
        severity: 'error',
        message: `${jsonQuoted(cutShort(id, 80))} is not an operation of ${api}${hint}`,
        operation: id,
        suggestions,
      },
    };
  }
  const query = operation.queryParameters.map((parameter) => parameter.name);
  const expression =
    BODY_METHODS.has(operation.method) && query.length > 0 ? `{?${query.join(',')}}` : '';
  const origin = serverOrigin(operation.server, settings.baseUrl);
  return { route: `${operation.method} ${origin}${operation.path}${expression}`, operation };
}

/** `issues.listForRepo` as the description writes it: `issues/list-for-repo`. */
function descriptionIdOf(id: string): string {
  const [, scope, method] = OCTOKIT_NAME.exec(id) ?? [];
  if (scope === undefined || method === undefined) return id;
  return `${scope}/${method}`.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
}

/** The operation's own server (GHES's `HOSTNAME` from a `…/api/v3` base URL), else ''. */
function serverOrigin(server: string | undefined, baseUrl: string | undefined): string {
  if (server === undefined) return '';
  if (!server.includes('HOSTNAME')) return server;
  const host = baseUrl === undefined ? undefined : GHES_BASE_URL.exec(baseUrl);
  return host?.[1] === undefined ? '' : server.replace(/^https:\/\/HOSTNAME/, host[1]);
}

/** Up to three ids nearest the one written, none more edits away than a quarter of it. */
function nearestIds(ids: string[], written: string, count = 3): string[] {
  const compared = written.slice(0, COMPARED_LENGTH);
  const farthest = Math.max(2, Math.floor(compared.length / 4));
  return ids
    .map((id, order) => ({ id, order, distance: editDistanceWithin(compared, id, farthest) }))
    .filter((candidate) => candidate.distance <= farthest)
    .sort((a, b) => a.distance - b.distance || a.order - b.order)
    .slice(0, count)
    .map((candidate) => candidate.id);
}
