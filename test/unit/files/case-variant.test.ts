/** Which names a file system that ignores case takes for a checked name. */
import { describe, expect, it } from '@jest/globals';
import { caseVariantFinder } from '../../../src/files/case-variant.js';

describe('caseVariantFinder', () => {
  const caseOf = caseVariantFinder(['vcpkg.json', 'vcpkg-configuration.json']);

  it('finds the checked name a name equals but for case', () => {
    expect(caseOf('VCPKG.json')).toBe('vcpkg.json');
    expect(caseOf('vcpkg.JSON')).toBe('vcpkg.json');
    expect(caseOf('Vcpkg-Configuration.json')).toBe('vcpkg-configuration.json');
  });

  it('folds as the file systems do: the long s and the Kelvin sign too', () => {
    expect(caseOf('vcpkg.j\u017fon')).toBe('vcpkg.json');
    expect(caseOf('vcp\u212ag.json')).toBe('vcpkg.json');
  });

  it('finds nothing for the checked names themselves or any other name', () => {
    expect(caseOf('vcpkg.json')).toBeUndefined();
    expect(caseOf('vcpkg.jsonc')).toBeUndefined();
    expect(caseOf('portfile.cmake')).toBeUndefined();
    expect(caseVariantFinder([])('VCPKG.json')).toBeUndefined();
  });
});
