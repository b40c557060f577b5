import { isJsonObject } from './json/is-json-object.js';

/**
 * What lies in a file's folder that today's vcpkg reads together with it, in manifest mode
 * (`--profile current`). The run looks and says; the checks only read these facts.
 */
export interface Beside {
  /** The file's folder, absolute and POSIX: an overlay port may not be it. */
  directory?: string;
  /** Beside a `vcpkg-configuration.json`: the project's `vcpkg.json`, which vcpkg merges with it. */
  manifest?: {
    /** It sets `builtin-baseline`, which gives the builtin default registry its baseline. */
    builtinBaseline: boolean;
    /** It embeds a configuration too (`vcpkg-configuration` or `configuration`). */
    embedsConfiguration: boolean;
  };
  /**
   * Beside a project's `vcpkg.json`: a `vcpkg-configuration.json`, and whether it sets a
   * `default-registry` (which takes the place of the manifest's `builtin-baseline`).
   */
  configuration?: { defaultRegistry: boolean };
}

/** The keys under which a manifest embeds its configuration. */
export const EMBEDDED_CONFIGURATIONS = ['vcpkg-configuration', 'configuration'] as const;

/**
 * What a project's manifest beside a configuration file lends it, from the manifest's parsed
 * JSON; anything but an object (a file that cannot be read or parsed) lends nothing.
 */
export function manifestBeside(data: unknown): NonNullable<Beside['manifest']> {
  const manifest = isJsonObject(data) ? data : {};
  return {
    builtinBaseline: typeof manifest['builtin-baseline'] === 'string',
    embedsConfiguration: EMBEDDED_CONFIGURATIONS.some((key) => Object.hasOwn(manifest, key)),
  };
}

/**
 * What a configuration file beside a project's manifest is to it, from the file's parsed JSON;
 * one that is there but no object (cannot be read or parsed) is still there.
 */
export function configurationBeside(data: unknown): NonNullable<Beside['configuration']> {
  return { defaultRegistry: isJsonObject(data) && Object.hasOwn(data, 'default-registry') };
}
