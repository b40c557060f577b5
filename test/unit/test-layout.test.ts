/**
 * jest.config.js runs the suites of test/unit, test/hardening and test/bundle only: a suite
 * anywhere else under test/ would silently never run.
 */
import { describe, expect, it } from '@jest/globals';
import { readdirSync } from 'node:fs';
import path from 'node:path';

const PROJECTS = ['unit', 'hardening', 'bundle'];

describe('the test suites', () => {
  it('are each in the folder of one of the projects that npm test runs', () => {
    const misplaced = readdirSync('test', { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.test\.[cm]?[jt]s$/.test(file))
      .filter((file) => !PROJECTS.includes(file.split(path.sep)[0] as string));
    expect(misplaced).toEqual([]);
  });
});
