/**
 * RFC 6570 exactly: every example of §3.2, expanded by `endpoint` in a URL. POST keeps the
 * variables the template does not use out of the URL (they become the body).
 */
import { describe, expect, it } from '@jest/globals';
import { parseTemplate } from 'url-template';
import { endpoint } from '../../../../src/endpoint/index.js';
import { RFC6570_EXAMPLES, RFC6570_VARIABLES } from '../../../support/rfc6570.js';

const ORIGIN = 'https://example.test/';

describe('RFC 6570 §3.2 examples', () => {
  it.each(RFC6570_EXAMPLES)('%s: %s expands to %s', (_, template, expansion) => {
    expect(endpoint(`POST ${ORIGIN}${template}`, RFC6570_VARIABLES).url).toBe(
      `${ORIGIN}${expansion}`,
    );
  });

  it('has 114 examples, §3.2.1 to §3.2.9', () => {
    expect(RFC6570_EXAMPLES).toHaveLength(114);
  });
});

describe('RFC 6570 beyond the examples', () => {
  it('an empty list or map is undefined (§2.3), also for the key operators', () => {
    const variables = { list: [], map: {}, holes: [null], nothing: { a: null } };
    expect(endpoint(`POST ${ORIGIN}x{?list,map,holes,nothing}{;list}{/map*}`, variables).url).toBe(
      `${ORIGIN}x`,
    );
  });

  it('numbers and booleans in lists and maps expand like strings with every operator', () => {
    const variables = { ids: [1, 2], flags: { on: true, n: 0 } };
    expect(endpoint(`POST ${ORIGIN}{+ids}{#flags*}`, variables).url).toBe(
      `${ORIGIN}1,2#on=true,n=0`,
    );
  });

  it('a variable the template names with a modifier is still taken out of the query', () => {
    expect(
      endpoint('GET /repos{/owner:3}{?list*}', { owner: 'octocat', list: ['a', 'b'] }).url,
    ).toBe('https://api.github.com/repos/oct?list=a&list=b');
  });

  it('encodes each ASCII character, and a few beyond, as url-template does', () => {
    const characters = [...Array.from({ length: 0x80 }, (_, code) => String.fromCharCode(code))];
    for (const character of [...characters, 'é', '€', '😀']) {
      const value = `a${character}z`;
      for (const template of ['x/{v}', 'x{?v}', 'x{/v}', 'x{;v}']) {
        const expected = parseTemplate(template).expand({ v: value });
        expect([character, endpoint(`POST ${ORIGIN}${template}`, { v: value }).url]).toEqual([
          character,
          `${ORIGIN}${expected}`,
        ]);
      }
    }
  });
});
