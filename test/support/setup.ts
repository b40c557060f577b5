/**
 * Run before every suite of every project (setupFilesAfterEnv in jest.config.js): each test must
 * assert something, and the temporary directories a suite made are removed after its last test.
 */
import { afterAll, beforeEach, expect } from '@jest/globals';
import { Console } from 'node:console';
import { removeTempDirs } from './temp-dir.js';

beforeEach(() => {
  expect.hasAssertions();
});

afterAll(() => {
  removeTempDirs();
});

// A test's note (a measurement, a count) prints as one plain line: jest's own console frames
// each line with the place that printed it, which a reader of the log takes for a warning.
globalThis.console = new Console(process.stdout, process.stderr);
