import { describe, expect, it } from '@jest/globals';
import { canonicalLicense } from '../../../../src/manifest/format/license-text.js';

describe('canonicalLicense', () => {
  it('spells known ids as on the SPDX list and keeps unknown and LicenseRef- ids as written', () => {
    expect(canonicalLicense('mit')).toBe('MIT');
    expect(canonicalLicense('gpl-2.0+ WITH llvm-exception')).toBe('GPL-2.0+ WITH LLVM-exception');
    expect(canonicalLicense('foo AND LicenseRef-my-License')).toBe('foo AND LicenseRef-my-License');
    expect(canonicalLicense('bugroff')).toBe('bugroff');
  });

  it('writes one space around AND, OR and WITH', () => {
    expect(canonicalLicense('  MIT   OR\tApache-2.0 ')).toBe('MIT OR Apache-2.0');
  });

  it('keeps only the parentheses that hold an OR', () => {
    expect(canonicalLicense('(mit OR bsl-1.0) AND (zlib) AND ((Apache-2.0 OR LicenseRef-x))')).toBe(
      '(MIT OR BSL-1.0) AND Zlib AND (Apache-2.0 OR LicenseRef-x)',
    );
    expect(canonicalLicense('(MIT AND Zlib)')).toBe('MIT AND Zlib');
    expect(canonicalLicense('(MIT OR Zlib)')).toBe('(MIT OR Zlib)');
  });
});
