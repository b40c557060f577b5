/** isUnder: whether a JSON Pointer is a value's own or below it, by segments, never by prefix. */
import { describe, expect, it } from '@jest/globals';
import { isUnder } from '../../../../src/manifest/messages/branches.js';

describe('isUnder', () => {
  it.each([
    ['/dependencies/0', '/dependencies/0'],
    ['/dependencies/0/name', '/dependencies/0'],
    ['/dependencies/0/features/1', '/dependencies'],
    ['/features', ''],
    ['', ''],
  ])('%j is under %j', (path, parent) => {
    expect(isUnder(path, parent)).toBe(true);
  });

  it.each([
    ['/dependencies/01', '/dependencies/0'],
    ['/dependencies-x/0', '/dependencies'],
    ['/dependencies', '/dependencies/0'],
    ['/dep', '/dependencies'],
    ['', '/features'],
    ['/features', '/featurez'],
    ['/a/b', '/a/c'],
  ])('%j is not under %j', (path, parent) => {
    expect(isUnder(path, parent)).toBe(false);
  });
});
