/**
 * The built-in validators' `uri` tries a plain shape before ajv-formats' pattern: the shape must
 * accept nothing that ajv-formats refuses, on texts made to sit near its edges, and the validators
 * answer as ajv-formats does.
 */
import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { fullFormats } from 'ajv-formats/dist/formats.js';
import { PLAIN_URI } from '../../src/manifest/schema/built-in-formats.js';
import validateBuiltIn from '../../src/manifest/schema/generated/built-in-validator.js';
import validateStrict from '../../src/manifest/schema/generated/strict-validator.js';

const theirs = fullFormats.uri as (text: string) => boolean;

/** Pieces of URIs, good and bad: the plain shape's characters and the ones it leaves to ajv-formats. */
const PIECES = [
  ...'aZ09+-._~!$&\'()*,;=:@/?#%[]{}<>"\\^`| \t\n\u00e9\u0000',
  'https',
  'http://',
  '://',
  '//',
  'example.com',
  '%41',
  '%4',
  '%zz',
  ':8080',
  '[::1]',
  'user@',
  '1.2.3.4',
  '2http',
];

const EXAMPLES = [
  'https://github.com/microsoft/vcpkg',
  'https://www.zlib.net/',
  'http://example.com:8080/a/b?c=d&e#f',
  'https://example.com/path%20with%20spaces',
  'https://[::1]/x',
  'mailto:someone@example.com',
  'urn:isbn:0451450523',
  'https://',
  'https://exa mple.com',
  'https://example.com/é',
  'https://example.com/a b',
  '//example.com/relative',
  'example.com',
  '1https://example.com',
  'HTTPS://EXAMPLE.COM/',
  'https://example.com\n',
  '',
];

/** Whether a validator takes `text` as a homepage. */
function takesHomepage(validate: typeof validateBuiltIn, text: string): boolean {
  validate({ name: 'x', version: '1', homepage: text });
  return !(validate.errors ?? []).some((error) => error.instancePath === '/homepage');
}

describe("the built-in validators' uri", () => {
  it.each(EXAMPLES)('answers %j as ajv-formats does', (text) => {
    expect(takesHomepage(validateBuiltIn, text)).toBe(theirs(text));
    expect(takesHomepage(validateStrict, text)).toBe(theirs(text));
  });

  it('takes the plain shape of a common homepage', () => {
    expect(PLAIN_URI.test('https://github.com/microsoft/vcpkg')).toBe(true);
  });

  it('has the plain shape first written case-insensitively: every character in every part', () => {
    const caseInsensitive = new RegExp(PLAIN_URI.source.replaceAll('a-zA-Z', 'a-z'), 'i');
    expect(PLAIN_URI.flags).toBe('');
    let matched = 0;
    for (let code = 0; code <= 0xffff; code++) {
      const c = String.fromCharCode(code);
      for (const text of [
        `${c}s://h/`,
        `s${c}://h/`,
        `s://${c}h/`,
        `s://h/${c}`,
        `s://h?${c}`,
        `s://h#${c}`,
      ]) {
        const same = PLAIN_URI.test(text) === caseInsensitive.test(text);
        if (!same) expect([text, PLAIN_URI.test(text)]).toEqual([text, caseInsensitive.test(text)]);
        if (PLAIN_URI.test(text)) matched++;
      }
    }
    expect(matched).toBeGreaterThan(52 * 6);
  });

  it('has a plain shape that takes no text ajv-formats refuses, of 20,000 made of URI pieces', () => {
    const text = fc.array(fc.constantFrom(...PIECES), { maxLength: 12 }).map((p) => p.join(''));
    const withScheme = text.map((rest) => `https://${rest}`);
    fc.assert(
      fc.property(fc.oneof(text, withScheme), (candidate) => {
        expect([candidate, PLAIN_URI.test(candidate) && !theirs(candidate)]).toEqual([
          candidate,
          false,
        ]);
      }),
      { seed: 424242, numRuns: 20_000 },
    );
  });
});
