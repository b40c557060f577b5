import { RequestOptionsError } from '../../src/endpoint/index.js';

/** The message of the RequestOptionsError that `build` throws; fails if it throws none. */
export function requestErrorMessage(build: () => unknown): string {
  try {
    build();
  } catch (error) {
    if (error instanceof RequestOptionsError) return error.message;
    throw error;
  }
  throw new Error('expected a RequestOptionsError');
}
