import { VERSION_FIELDS } from '../manifest/vcpkg/current/versions.js';
import type { PortVersion } from './database.js';

/** A port manifest's version: its first versioning field that is text, and its `port-version`. */
export function manifestVersionOf(data: Record<string, unknown>): PortVersion | undefined {
  const scheme = VERSION_FIELDS.find((field) => typeof data[field] === 'string');
  if (scheme === undefined) return undefined;
  const portVersion = data['port-version'];
  return {
    text: data[scheme] as string,
    scheme,
    portVersion: typeof portVersion === 'number' ? portVersion : 0,
  };
}
