/**
 * `license` in both profiles. The default profile checks the SPDX expression with
 * spdx-expression-parse and warns; --strict follows today's vcpkg-tool, whose SPDX parser
 * (src/vcpkg/sourceparagraph.cpp, SpdxLicenseExpressionParser; unit tests in
 * src/vcpkg-test/manifests.cpp, "valid and invalid licenses", "licenses with compounds",
 * "license serialization", "license error messages") is the reference, and reports errors.
 */
import { describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { validateManifest } from '../../../../src/manifest/validate.js';
import { checkVcpkgLicense } from '../../../../src/manifest/vcpkg/license/vcpkg-license.js';
import { listCorpus } from '../../../support/corpus.js';

/** The license string starts at this column of the manifest `manifest()` writes. */
const FIRST_COLUMN = '{"name":"x","version":"1","license":"'.length + 1;

const manifest = (license: unknown) => JSON.stringify({ name: 'x', version: '1', license });

/** What each profile reports for one license: all problems, with their span on the one line. */
function reported(license: unknown, strict: boolean) {
  return validateManifest(manifest(license), { strict }).problems.map(
    ({ rule, severity, message, column, endColumn }) => ({
      rule,
      severity,
      message,
      column,
      endColumn,
    }),
  );
}

/** One `spdx` problem about `license`, spanning `word` (its first occurrence) when given. */
function spdx(
  severity: 'error' | 'warning',
  license: string,
  reason: string,
  word?: { text: string; from?: number },
) {
  const offset = word ? license.indexOf(word.text, word.from ?? 0) : -1;
  const column = word ? FIRST_COLUMN + offset : FIRST_COLUMN - 1;
  const endColumn = word ? column + word.text.length : FIRST_COLUMN + license.length + 1;
  return [
    {
      rule: 'spdx',
      severity,
      message: `${JSON.stringify(license)} is not an SPDX license expression: ${reason}`,
      column,
      endColumn,
    },
  ];
}

const UNKNOWN_ID = (id: string) =>
  `${JSON.stringify(id)} is neither on the SPDX license list (in any case) nor a LicenseRef- id`;
const EXPECTED = (what: string, found: string) => `expected ${what}, found ${found}`;
const PLUS = '"+" may only follow a license id, with nothing between (as in GPL-2.0+)';

describe('both profiles accept what vcpkg-tool accepts without a warning', () => {
  it.each([
    ['a license id', 'MIT'],
    ['upper-case AND and OR', 'MIT AND Apache-2.0 OR BSD-3-Clause'],
    ['"+" right after an id ("GPL-2.0+" in vcpkg-tool\'s tests)', 'GPL-2.0+'],
    ['a deprecated id: vcpkg-tool\'s list keeps them ("GPL-2.0")', 'GPL-2.0'],
    ['a LicenseRef- id ("LicenseRef-blah" in vcpkg-tool\'s tests)', 'LicenseRef-blah'],
    ['WITH an exception ("Apache-2.0 WITH LLVM-exception")', 'Apache-2.0 WITH LLVM-exception'],
    [
      'parentheses ("(Apache-2.0 OR MIT) AND GPL-3.0+ WITH GCC-exception-3.1")',
      '(Apache-2.0 OR MIT) AND GPL-3.0+ WITH GCC-exception-3.1',
    ],
    ['spaces around the words', '  MIT  AND  ( Zlib )  '],
  ])('%s', (_, license) => {
    expect(reported(license, false)).toEqual([]);
    expect(reported(license, true)).toEqual([]);
  });
});

describe('where vcpkg-tool and the SPDX grammar of spdx-expression-parse differ', () => {
  it('vcpkg-tool reads AND, OR and WITH in upper case only: "MIT and Apache-2.0" fails in strict', () => {
    const license = 'MIT and Apache-2.0';
    expect(reported(license, false)).toEqual([]);
    expect(reported(license, true)).toEqual(
      spdx(
        'error',
        license,
        `${EXPECTED('AND, OR or WITH', '"and"')}; vcpkg reads the operators in upper case only`,
        { text: 'and' },
      ),
    );
  });

  it('vcpkg-tool matches license ids ignoring case ("mIt" is strict in its tests)', () => {
    expect(reported('mit', false)).toEqual(
      spdx('warning', 'mit', '"mit" is not an SPDX license id or operator', { text: 'mit' }),
    );
    expect(reported('mit', true)).toEqual([]);
    // vcpkg-tool's "license serialization" test reads this one as "MIT AND (Apache-2.0 OR GPL-2.0+)".
    expect(reported('MiT AND (aPACHe-2.0 OR gpl-2.0+)', true)).toEqual([]);
  });

  it('vcpkg-tool matches exception ids ignoring case', () => {
    const license = 'Apache-2.0 WITH llvm-exception';
    expect(reported(license, false)).toEqual(
      spdx('warning', license, '"llvm-exception" is not an SPDX license id or operator', {
        text: 'llvm-exception',
      }),
    );
    expect(reported(license, true)).toEqual([]);
  });

  it('vcpkg-tool skips tabs and line breaks between words, as it does spaces', () => {
    const license = 'MIT\tAND\nZlib';
    // The tab is written `\t` in the file: the span covers those 2 characters.
    expect(reported(license, false)).toEqual([
      {
        ...spdx(
          'warning',
          license,
          'only spaces may separate the words of a license expression; found U+0009',
        )[0],
        column: FIRST_COLUMN + 3,
        endColumn: FIRST_COLUMN + 5,
      },
    ]);
    expect(reported(license, true)).toEqual([]);
  });

  it('vcpkg-tool does not support DocumentRef- ids', () => {
    const license = 'DocumentRef-spdx-tool-1.2:LicenseRef-MIT-Style-2';
    expect(reported(license, false)).toEqual([]);
    expect(reported(license, true)).toEqual(
      spdx('error', license, 'vcpkg does not support DocumentRef- ids; use a LicenseRef- id', {
        text: 'DocumentRef-spdx-tool-1.2',
      }),
    );
  });

  it('vcpkg-tool\'s exception list keeps deprecated ids ("Nokia-Qt-exception-1.1")', () => {
    const license = 'LGPL-2.1 WITH Nokia-Qt-exception-1.1';
    expect(reported(license, false)).toEqual(
      spdx('warning', license, '"Nokia-Qt-exception-1.1" is not an SPDX license id or operator', {
        text: 'Nokia-Qt-exception-1.1',
      }),
    );
    expect(reported(license, true)).toEqual([]);
  });

  it('vcpkg-tool takes a LicenseRef- id after WITH', () => {
    const license = 'MIT WITH LicenseRef-my-exception';
    expect(reported(license, false)).toEqual(
      spdx('warning', license, 'expected exception after `WITH`'),
    );
    expect(reported(license, true)).toEqual([]);
  });
});

describe('an id on no list: vcpkg-tool warns ("Unknown license identifier"), strict makes it an error', () => {
  it('an unknown license id', () => {
    const license = 'MIT OR Apache';
    expect(reported(license, false)).toEqual(
      spdx('warning', license, '"Apache" is not an SPDX license id or operator', {
        text: 'Apache',
      }),
    );
    expect(reported(license, true)).toEqual(
      spdx('error', license, UNKNOWN_ID('Apache'), { text: 'Apache' }),
    );
  });

  it('LicenseRef- is matched in its own case', () => {
    const license = 'licenseref-mine';
    expect(reported(license, false)).toEqual(
      spdx('warning', license, '"licenseref-mine" is not an SPDX license id or operator', {
        text: license,
      }),
    );
    expect(reported(license, true)).toEqual(
      spdx('error', license, UNKNOWN_ID(license), { text: license }),
    );
  });

  it('an unknown exception id', () => {
    const license = 'MIT WITH Bogus-exception';
    expect(reported(license, false)).toEqual(
      spdx('warning', license, '"Bogus-exception" is not an SPDX license id or operator', {
        text: 'Bogus-exception',
      }),
    );
    expect(reported(license, true)).toEqual(
      spdx(
        'error',
        license,
        '"Bogus-exception" is neither on the SPDX exception list (in any case) nor a LicenseRef- id',
        { text: 'Bogus-exception' },
      ),
    );
  });
});

describe('both profiles reject what vcpkg-tool rejects; strict says what vcpkg expected', () => {
  it('an empty string (vcpkg-tool: "SPDX license expression was empty")', () => {
    expect(reported('', false)).toEqual(spdx('warning', '', 'incomplete expression'));
    expect(reported('', true)).toEqual(spdx('error', '', 'the expression is empty'));
  });

  it('only spaces', () => {
    expect(reported('   ', true)).toEqual(
      spdx('error', '   ', EXPECTED('a license id or "("', 'the end')),
    );
  });

  it('"MIT AND": an operator with nothing after it (vcpkg-tool: "found the end of the string")', () => {
    expect(reported('MIT AND', false)).toEqual(spdx('warning', 'MIT AND', 'incomplete expression'));
    expect(reported('MIT AND', true)).toEqual(
      spdx('error', 'MIT AND', EXPECTED('a license id or "("', 'the end')),
    );
  });

  it('"Apache-2.0 WITH": WITH with no exception', () => {
    const license = 'Apache-2.0 WITH';
    expect(reported(license, true)).toEqual(
      spdx('error', license, EXPECTED('a license exception id after WITH', 'the end')),
    );
  });

  it('"AND MIT": an operator first', () => {
    expect(reported('AND MIT', true)).toEqual(
      spdx('error', 'AND MIT', EXPECTED('a license id or "("', '"AND"'), { text: 'AND' }),
    );
  });

  it('"MIT Apache-2.0": two ids with no operator', () => {
    const license = 'MIT Apache-2.0';
    expect(reported(license, true)).toEqual(
      spdx('error', license, EXPECTED('AND, OR or WITH', '"Apache-2.0"'), { text: 'Apache-2.0' }),
    );
  });

  it('"GPL-2.0++" (vcpkg-tool\'s tests) and "GPL-2.0 +": "+" directly after an id, once', () => {
    expect(reported('GPL-2.0++', false)).toEqual(spdx('warning', 'GPL-2.0++', 'syntax error'));
    expect(reported('GPL-2.0++', true)).toEqual(
      spdx('error', 'GPL-2.0++', PLUS, { text: '+', from: 8 }),
    );
    expect(reported('GPL-2.0 +', true)).toEqual(spdx('error', 'GPL-2.0 +', PLUS, { text: '+' }));
  });

  it('"GPL-3.0 WITH GCC-exception-3.1+" (vcpkg-tool\'s tests): no "+" after an exception', () => {
    const license = 'GPL-3.0 WITH GCC-exception-3.1+';
    expect(reported(license, true)).toEqual(spdx('error', license, PLUS, { text: '+' }));
  });

  it('"(Apache-2.0) WITH LLVM-exception" (vcpkg-tool\'s tests): WITH follows an id, not a group', () => {
    const license = '(Apache-2.0) WITH LLVM-exception';
    expect(reported(license, false)).toEqual(spdx('warning', license, 'syntax error'));
    expect(reported(license, true)).toEqual(
      spdx('error', license, EXPECTED('AND or OR after ")"', '"WITH"'), { text: 'WITH' }),
    );
  });

  it('one WITH per license id', () => {
    const license = 'GPL-2.0 WITH Classpath-exception-2.0 WITH LLVM-exception';
    expect(reported(license, true)).toEqual(
      spdx('error', license, EXPECTED('AND or OR after an exception', '"WITH"'), {
        text: 'WITH',
        from: 10,
      }),
    );
  });

  it('"MIT ()" (vcpkg-tool\'s tests): a parenthesis where an operator belongs', () => {
    expect(reported('MIT ()', false)).toEqual(spdx('warning', 'MIT ()', 'syntax error'));
    expect(reported('MIT ()', true)).toEqual(
      spdx('error', 'MIT ()', EXPECTED('AND, OR or WITH', '"("'), { text: '(' }),
    );
  });

  it('unbalanced parentheses', () => {
    expect(reported('(MIT', false)).toEqual(spdx('warning', '(MIT', 'expected `)`'));
    expect(reported('(MIT', true)).toEqual(
      spdx('error', '(MIT', 'this "(" is not closed', { text: '(' }),
    );
    expect(reported('MIT)', true)).toEqual(
      spdx('error', 'MIT)', 'this ")" closes no "("', { text: ')' }),
    );
    expect(reported('()', true)).toEqual(
      spdx('error', '()', EXPECTED('a license id or "("', '")"'), { text: ')' }),
    );
  });

  it('a character that is not ASCII (vcpkg-tool: "contains a unicode character")', () => {
    const license = 'MIT OR Apache\u20112.0';
    expect(reported(license, true)).toEqual(
      spdx(
        'error',
        license,
        '"\u2011" (U+2011) cannot appear in a license expression: it has letters, digits, "-" and "." in ids, "+", "(", ")" and spaces',
        { text: '\u2011' },
      ),
    );
  });

  it('an ASCII character that no id or operator has', () => {
    const license = 'MIT, Zlib';
    expect(reported(license, true)).toEqual(
      spdx(
        'error',
        license,
        '"," cannot appear in a license expression: it has letters, digits, "-" and "." in ids, "+", "(", ")" and spaces',
        { text: ',' },
      ),
    );
  });
});

describe('license: null', () => {
  it("is no SPDX problem in either profile: its type is the schema's to judge", () => {
    for (const strict of [false, true])
      expect(reported(null, strict).filter(({ rule }) => rule === 'spdx')).toEqual([]);
  });
});

describe('the licenses vcpkg itself ships', () => {
  it('every `license` string of the ports in the shared corpus passes strict', () => {
    const failing = listCorpus().flatMap(({ path, file }) => {
      const { license } = JSON.parse(readFileSync(file, 'utf8')) as { license?: unknown };
      const error = typeof license === 'string' ? checkVcpkgLicense(license) : undefined;
      return error ? [{ path, license, error }] : [];
    });
    expect(failing).toEqual([]);
  });
});
