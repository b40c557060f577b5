/**
 * The built-in rule sets a manifest is judged by: `spec`, the December 2020 manifest spec to the
 * letter (the default), and `current`, vcpkg.json as today's vcpkg enforces it.
 */
export const PROFILES = ['spec', 'current'] as const;
export type Profile = (typeof PROFILES)[number];

/** The profile of a run that names none. */
export const DEFAULT_PROFILE: Profile = 'spec';

export function isProfile(name: string): name is Profile {
  return (PROFILES as readonly string[]).includes(name);
}
