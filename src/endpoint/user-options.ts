import { refusedParameter } from './option-names.js';
import { RequestOptionsError } from './request-options-error.js';
import type { EndpointOptions, MediaType, RequestHeaders } from './types.js';

/** What a user gives for one request: on the command line, or in the Action's inputs. */
export interface UserRequest {
  /** Parameters by name: none may be a builder option (`method`, `url`, `headers`, …). */
  parameters: Record<string, unknown>;
  headers: RequestHeaders;
  /** Sent as `authorization: token <value>`, over a header of that name. */
  token?: string;
  mediaType?: MediaType;
  baseUrl?: string;
  /** The raw body. */
  data?: string;
}

/**
 * The builder's options for what a user gives, the same for the CLI and the Action. Throws
 * RequestOptionsError for a parameter named like a builder option, which would replace the
 * request itself; the adapters refuse such a name first, in the words of their own input.
 */
export function userRequestOptions(given: UserRequest): EndpointOptions {
  for (const name of Object.keys(given.parameters)) {
    const refused = refusedParameter(name);
    if (refused !== undefined) throw new RequestOptionsError(name, refused);
  }
  // Spread, not Object.assign: a `__proto__` parameter stays a parameter, not a prototype.
  const options: EndpointOptions = { ...given.parameters };
  options.headers = { ...given.headers };
  if (given.token !== undefined) options.headers.authorization = `token ${given.token}`;
  if (given.mediaType !== undefined) options.mediaType = given.mediaType;
  if (given.baseUrl !== undefined) options.baseUrl = given.baseUrl;
  if (given.data !== undefined) options.data = given.data;
  return options;
}
