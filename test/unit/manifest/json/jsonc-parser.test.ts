/**
 * The bundles take jsonc-parser's parser module alone; the names of its error codes are copied
 * from the package's main, and must stay what it says.
 */
import { describe, expect, it } from '@jest/globals';
import * as jsonc from 'jsonc-parser';
import { parseTree, printParseErrorCode } from '../../../../src/manifest/json/jsonc-parser.js';

describe("jsonc-parser's parser alone", () => {
  it("names every error code as the package's main does", () => {
    for (let code = 0; code <= 17; code++)
      expect([code, printParseErrorCode(code)]).toEqual([code, jsonc.printParseErrorCode(code)]);
  });

  it("finds the errors the package's main finds", () => {
    const options = { disallowComments: true, allowTrailingComma: false };
    for (const text of ['{"a": 1,}', '[1 2]', '{"a" 1}', '/* c */ {}', '"\\x"', '{"a": 01}']) {
      const ours: jsonc.ParseError[] = [];
      const theirs: jsonc.ParseError[] = [];
      parseTree(text, ours, options);
      jsonc.parseTree(text, theirs, options);
      expect(ours).toEqual(theirs);
      expect(ours.length).toBeGreaterThan(0);
    }
  });
});
