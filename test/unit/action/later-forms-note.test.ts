/**
 * The Action under the default profile: manifests written for today's vcpkg get one notice for
 * the run, naming `profile: current`, however many files have them; none under `profile: current`.
 */
import { afterAll, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { coreMock, githubMock, recorded, resetActions } from '../../support/actions-mock.js';
import { makeTempDir } from '../../support/temp-dir.js';

jest.unstable_mockModule('@actions/core', () => coreMock);
jest.unstable_mockModule('@actions/github', () => githubMock);
const { run } = await import('../../../src/action.js');

const SAVED_ENV = { ...process.env };

beforeEach(() => {
  process.env = { ...SAVED_ENV };
  delete process.env.GITHUB_STEP_SUMMARY;
  process.env.RUNNER_TEMP = makeTempDir('action-later-forms-temp');
  githubMock.context.payload = {};
  const root = makeTempDir('action-later-forms');
  const files = {
    'a/vcpkg.json':
      '{ "name": "a", "version": "1", "dependencies": [{ "name": "b", "host": true }] }\n',
    'b/vcpkg.json': '{ "version": "1" }\n',
    'c/vcpkg.json': '{ "name": "c", "version": "1" }\n',
  };
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
    writeFileSync(path.join(root, name), text);
  }
  process.env.GITHUB_WORKSPACE = root;
});
afterAll(() => {
  process.env = SAVED_ENV;
});

const notices = () => recorded.log.filter(([kind]) => kind === 'notice');

describe('the notice on manifests written for today vcpkg', () => {
  it('is one notice for the run under the default profile', async () => {
    resetActions({});
    await run();
    expect(notices()).toHaveLength(1);
    expect(String(notices()[0]?.[1])).toBe(
      `2 manifests are written for today's vcpkg: the first, "a/vcpkg.json", has a "host" dependency, which the default profile (the December 2020 manifest spec) does not know; profile: current checks them as today's vcpkg does`,
    );
  });

  it('is not given under profile: current', async () => {
    resetActions({ profile: 'current' });
    await run();
    expect(notices()).toEqual([]);
  });
});
