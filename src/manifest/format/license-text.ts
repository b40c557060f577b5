import { memoize } from '../../util/memoize.js';
import { readLicense, type LicenseNode } from '../grammar/license/parse.js';
import { vcpkgExceptionSpelling, vcpkgLicenseSpelling } from '../vcpkg/current/current-license.js';

/*
 * A `license` as vcpkg writes it back (docs/format.md#licenses): `(mit OR zlib) AND (bsl-1.0)` is
 * `(MIT OR Zlib) AND BSL-1.0`. The license has passed the current profile's checks.
 */

/** The canonical text of a license expression vcpkg accepts (any other is kept as written). */
export const canonicalLicense = memoize((license: string): string => {
  const { tree } = readLicense(license);
  return tree === undefined ? license : writeLicense(tree);
});

function writeLicense(node: LicenseNode): string {
  if (node.kind === 'group') {
    const inner = writeLicense(node.inner);
    return node.inner.kind === 'OR' ? `(${inner})` : inner;
  }
  if (node.kind !== 'license') return node.operands.map(writeLicense).join(` ${node.kind} `);
  const text = (vcpkgLicenseSpelling(node.id) ?? node.id) + (node.plus ? '+' : '');
  if (node.exception === undefined) return text;
  return `${text} WITH ${vcpkgExceptionSpelling(node.exception) ?? node.exception}`;
}
