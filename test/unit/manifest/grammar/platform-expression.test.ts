import { readPlatformExpression } from '../../../../src/manifest/grammar/platform-expression/parse.js';

describe('readPlatformExpression', () => {
  it('reads runs of one operator as one node, commas as one list, `not` as a negation', () => {
    expect(readPlatformExpression('a & b and c, not (x | y), z').tree).toEqual({
      kind: ',',
      operands: [
        {
          kind: '&',
          operands: [
            { kind: 'identifier', name: 'a' },
            { kind: 'identifier', name: 'b' },
            { kind: 'identifier', name: 'c' },
          ],
        },
        {
          kind: 'not',
          offset: 13,
          end: 24,
          operand: {
            kind: '|',
            operands: [
              { kind: 'identifier', name: 'x' },
              { kind: 'identifier', name: 'y' },
            ],
          },
        },
        { kind: 'identifier', name: 'z' },
      ],
    });
  });

  it('gives the first error as a code and the offending token', () => {
    const errorOf = (expression: string) => readPlatformExpression(expression).error;
    expect(errorOf('')).toEqual({ code: 'identifier', offset: 0, length: 0 });
    expect(errorOf('a b')).toEqual({ code: 'unexpected', offset: 2, length: 1 });
    expect(errorOf('(a b)')).toEqual({ code: 'closing', offset: 3, length: 1 });
    expect(errorOf('a or b')).toEqual({ code: 'or', offset: 2, length: 2 });
    expect(errorOf('a & b and c | d')).toEqual({ code: 'mixing', offset: 12, length: 1 });
    expect(errorOf('Windows')).toEqual({ code: 'identifier', offset: 0, length: 1 });
    expect(errorOf(`${'('.repeat(1001)}a${')'.repeat(1001)}`)).toEqual({
      code: 'too-deep',
      offset: 1000,
      length: 1,
    });
  });

  it('reads thousands of commas without recursing once a comma', () => {
    const tree = readPlatformExpression(`${'a, '.repeat(100_000)}b`).tree;
    expect(tree?.kind === ',' && tree.operands.length).toBe(100_001);
  });
});
