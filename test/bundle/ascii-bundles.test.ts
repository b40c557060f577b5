/**
 * Every bundle and chunk in dist/ is ASCII (scripts/ascii-only.js): one character outside it makes
 * V8 hold the whole file as two bytes a character, decoded from UTF-8 by the slow path, at every
 * start of the command line and the Action.
 */
import { describe, expect, it } from '@jest/globals';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const scripts = readdirSync('dist', { recursive: true, encoding: 'utf8' })
  .filter((name) => name.endsWith('.js'))
  .sort();

describe('the built bundles', () => {
  it('are there to check', () => {
    expect(scripts).toEqual(expect.arrayContaining(['index.js', 'cli/index.js', 'cli/start.js']));
  });

  it.each(scripts)('dist/%s holds only ASCII', (name) => {
    const text = readFileSync(path.join('dist', name), 'utf8');
    const first = /[\u0080-\uffff]/.exec(text);
    expect(
      first === null ? 'ASCII only' : `U+${first[0].charCodeAt(0).toString(16)} at ${first.index}`,
    ).toBe('ASCII only');
  });
});
