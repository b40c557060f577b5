import deprecatedExceptions from 'spdx-exceptions/deprecated.json' with { type: 'json' };
import exceptions from 'spdx-exceptions/index.json' with { type: 'json' };
import deprecatedLicenses from 'spdx-license-ids/deprecated.json' with { type: 'json' };
import licenses from 'spdx-license-ids/index.json' with { type: 'json' };

// vcpkg-tool's lists keep deprecated ids (GPL-2.0, Nokia-Qt-exception-1.1) and match ignoring case.
/** The SPDX license list, current and deprecated: each id by its lower case. */
export const SPDX_LICENSES = byLowerCase([...licenses, ...deprecatedLicenses]);
/** The SPDX license exception list, current and deprecated: each id by its lower case. */
export const SPDX_EXCEPTIONS = byLowerCase([...exceptions, ...deprecatedExceptions]);

/** Ids by their lower case, to be matched in any case and spelled as listed. */
export function byLowerCase(ids: readonly string[]): ReadonlyMap<string, string> {
  return new Map(ids.map((id) => [id.toLowerCase(), id]));
}
