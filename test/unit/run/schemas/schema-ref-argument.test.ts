/** `--schema-ref [URI=]FILE` (and a `schema-refs` line): where a URI is split off, and where not. */
import { describe, expect, it } from '@jest/globals';
import { schemaRefArgument } from '../../../../src/run/schemas/load-schema-file.js';

describe('schemaRefArgument', () => {
  it.each([
    ['https://example.com/s/defs.json=schemas/defs.json', 'https://example.com/s/defs.json'],
    [
      'urn:uuid:feebdaed-ffff-0000-2020-1200deadbeef=d.json',
      'urn:uuid:feebdaed-ffff-0000-2020-1200deadbeef',
    ],
    [
      'http://localhost:1234/draft2020-12/a.json=/tmp/a=b.json',
      'http://localhost:1234/draft2020-12/a.json',
    ],
    // A document's URI has no fragment: `#` and what follows is left off.
    ['http://json-schema.org/draft-04/schema#=meta.json', 'http://json-schema.org/draft-04/schema'],
  ])('splits %j at the first "=" after an absolute URI', (argument, uri) => {
    const path = argument.slice(argument.indexOf('=') + 1);
    expect(schemaRefArgument(argument)).toEqual({ path, uri });
  });

  it.each([
    'defs.json',
    'a=b.json',
    '/tmp/x=1/defs.json',
    './https:x=y.json',
    'C:\\schemas\\a=b.json',
    'C:/schemas/a=b.json',
    'x:=y.json',
    '=defs.json',
  ])('takes %j as a path', (argument) => {
    expect(schemaRefArgument(argument)).toEqual({ path: argument });
  });

  it('leaves the path empty after a URI with nothing after "=", for the caller to refuse', () => {
    expect(schemaRefArgument('urn:x=')).toEqual({ path: '', uri: 'urn:x' });
  });
});
