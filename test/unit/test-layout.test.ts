/**
 * jest.config.js runs the suites of its projects' folders only (test/unit, test/sweeps, test/docs,
 * test/release, test/hardening and test/bundle): a suite anywhere else under test/ would silently
 * never run. test/unit mirrors src/ folder by folder;
 * property tests, which try many generated inputs, are hardening.
 */
import { describe, expect, it } from '@jest/globals';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const PROJECTS = ['unit', 'sweeps', 'docs', 'release', 'hardening', 'bundle'];

describe('the test suites', () => {
  it('are each in the folder of one of the projects that npm test runs', () => {
    const misplaced = readdirSync('test', { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.test\.[cm]?[jt]s$/.test(file))
      .filter((file) => !PROJECTS.includes(file.split(path.sep)[0] as string));
    expect(misplaced).toEqual([]);
  });
});

describe('property tests', () => {
  it('are in test/hardening: no suite of another project imports fast-check', () => {
    const importers = PROJECTS.filter((project) => project !== 'hardening').flatMap((project) =>
      readdirSync(path.join('test', project), { recursive: true, encoding: 'utf8' })
        .filter((file) => /\.test\.[cm]?[jt]s$/.test(file))
        .map((file) => path.join('test', project, file))
        .filter((file) => /from ['"]fast-check['"]/.test(readFileSync(file, 'utf8'))),
    );
    expect(importers).toEqual([]);
  });
});

describe('test/unit', () => {
  it('mirrors src/: its folders, two levels down, are folders of src/', () => {
    const folders = readdirSync('test/unit', { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => path.relative('test/unit', path.join(entry.parentPath, entry.name)))
      .filter((folder) => folder.split(path.sep).length <= 2);
    expect(folders.length).toBeGreaterThan(5);
    expect(folders.filter((folder) => !existsSync(path.join('src', folder)))).toEqual([]);
  });
});
