import { jsonQuoted } from '../../util/control-characters.js';
import { cutShort } from '../../util/cut-short.js';
import { listWords } from '../../util/list-words.js';
import type { ApiReleaseAssumedProblem, UnknownApiProblem } from './route-problem.js';
import { routeTable } from './table.js';

/** The API a route is checked against when none is chosen and the base URL does not say. */
export const DEFAULT_API = 'api.github.com';

/** The names of the APIs the catalogue describes: `api.github.com`, `ghec`, `ghes-3.19`, …. */
export function apiNames(): string[] {
  return routeTable().apis.map((api) => api.name);
}

/** The problem of an API name that the catalogue lacks. */
export function unknownApiProblem(api: string): UnknownApiProblem {
  const known = apiNames();
  return {
    rule: 'unknown-api',
    severity: 'error',
    message: `${jsonQuoted(cutShort(api, 60))} is not an API of the route catalogue: expected ${listWords(known, 'or')}`,
    api,
    known,
  };
}

/** GHEC with data residency: `https://api.SUBDOMAIN.ghe.com`. */
const GHE_COM = /^https:\/\/api\.[a-z0-9-]+\.ghe\.com\/*$/i;
/** GHES: `https://HOST/api/v3`, which says the product and not its release; group 1 the origin. */
export const GHES_BASE_URL = /^(https?:\/\/[^/?#]+)\/api\/v3\/*$/i;

/**
 * The API to check a call against: the one named (checkRoute reports an unknown one); else the
 * one the base URL makes certain; for GHES (`…/api/v3`) the newest release described, with a
 * warning; else api.github.com.
 */
export function chooseApi(
  named: string | undefined,
  baseUrl: string | undefined,
): { api: string; assumed?: ApiReleaseAssumedProblem } {
  if (named !== undefined) return { api: named };
  if (baseUrl !== undefined && GHE_COM.test(baseUrl)) return { api: 'ghec' };
  if (baseUrl === undefined || !GHES_BASE_URL.test(baseUrl)) return { api: DEFAULT_API };
  const releases = apiNames().filter((name) => name.startsWith('ghes-'));
  const newest = releases.at(-1) ?? DEFAULT_API;
  return {
    api: newest,
    assumed: {
      rule: 'api-release-assumed',
      severity: 'warning',
      message: `the base URL ${cutShort(baseUrl, 100)} is a GHES server of a release it does not say: checked against ${newest}, the newest the catalogue describes; name yours (${listWords(releases, 'or')}) to check against it`,
      api: newest,
    },
  };
}
