import type * as NodeCrypto from 'node:crypto';
import { createRequire } from 'node:module';

let loaded: typeof NodeCrypto | undefined;

/**
 * node:crypto, loaded on first use: loading it costs a run 3 to 6 ms, and most runs need none (a
 * check that writes nothing, a report without fingerprints).
 */
export function nodeCrypto(): typeof NodeCrypto {
  loaded ??= createRequire(import.meta.url)('node:crypto') as typeof NodeCrypto;
  return loaded;
}
