import deprecatedExceptions from 'spdx-exceptions/deprecated.json' with { type: 'json' };
import exceptions from 'spdx-exceptions/index.json' with { type: 'json' };
import deprecatedLicenses from 'spdx-license-ids/deprecated.json' with { type: 'json' };
import licenses from 'spdx-license-ids/index.json' with { type: 'json' };

// vcpkg-tool's lists keep deprecated ids (GPL-2.0, Nokia-Qt-exception-1.1) and match ignoring case.
const LICENSE_IDS = lowerCased([...licenses, ...deprecatedLicenses]);
const EXCEPTION_IDS = lowerCased([...exceptions, ...deprecatedExceptions]);

/** Whether `id` is on the SPDX license list, current or deprecated, in any case. */
export function isSpdxLicenseId(id: string): boolean {
  return LICENSE_IDS.has(id.toLowerCase());
}

/** Whether `id` is on the SPDX license exception list, current or deprecated, in any case. */
export function isSpdxExceptionId(id: string): boolean {
  return EXCEPTION_IDS.has(id.toLowerCase());
}

function lowerCased(ids: string[]): Set<string> {
  return new Set(ids.map((id) => id.toLowerCase()));
}
