import { readLicense } from '../../../../src/manifest/grammar/license/parse.js';

describe('readLicense', () => {
  it('reads a license into a tree: OR of AND runs, groups kept, + and WITH on the id', () => {
    expect(readLicense('(MIT OR zlib) AND GPL-2.0+ WITH LLVM-exception').tree).toEqual({
      kind: 'AND',
      operands: [
        {
          kind: 'group',
          inner: {
            kind: 'OR',
            operands: [
              { kind: 'license', id: 'MIT', plus: false },
              { kind: 'license', id: 'zlib', plus: false },
            ],
          },
        },
        { kind: 'license', id: 'GPL-2.0', plus: true, exception: 'LLVM-exception' },
      ],
    });
  });

  it('lists the ids it met, with their role and place', () => {
    expect(readLicense('MIT WITH x').ids).toEqual([
      { role: 'license', text: 'MIT', offset: 0 },
      { role: 'exception', text: 'x', offset: 9 },
    ]);
  });

  it('gives the first error as a code and a range, and the ids read before it', () => {
    expect(readLicense('MIT AND')).toEqual({
      error: { code: 'operand', offset: 7, length: 0 },
      ids: [{ role: 'license', text: 'MIT', offset: 0 }],
    });
    expect(readLicense('a +').error).toEqual({ code: 'plus', offset: 2, length: 1 });
    expect(readLicense('a WITH b+').error).toEqual({ code: 'plus', offset: 8, length: 1 });
    expect(readLicense('(a) WITH b').error).toEqual({ code: 'after-group', offset: 4, length: 4 });
    expect(readLicense('((a)').error).toEqual({ code: 'unclosed', offset: 0, length: 1 });
    expect(readLicense('a)').error).toEqual({ code: 'unopened', offset: 1, length: 1 });
    expect(readLicense('DocumentRef-x').error).toEqual({
      code: 'document-ref',
      offset: 0,
      length: 13,
    });
    expect(readLicense('a é').error).toEqual({ code: 'character', offset: 2, length: 1 });
  });

  it('reads any nesting in a loop, and refuses nesting deeper than asked', () => {
    const deep = `${'('.repeat(100_000)}MIT${')'.repeat(100_000)}`;
    expect(readLicense(deep).error).toBeUndefined();
    expect(readLicense('((MIT))', 1).error).toEqual({ code: 'too-deep', offset: 1, length: 1 });
  });
});
