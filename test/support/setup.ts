/**
 * Run before every suite of every project (setupFilesAfterEnv in jest.config.js): each test must
 * assert something, and the temporary directories a suite made are removed after its last test.
 */
import { afterAll, beforeEach, expect } from '@jest/globals';
import { removeTempDirs } from './temp-dir.js';

beforeEach(() => {
  expect.hasAssertions();
});

afterAll(() => {
  removeTempDirs();
});
