/**
 * The Action's `format: check` on a pull request of big unformatted manifests: 72 copies of one
 * 3.9 MB manifest indented with four spaces (one git blob, so a small pull request). Each diff is
 * 7.8 MB; the log of them all was past the 512 MB a string may hold, and the step ended with
 * `internal error: Invalid string length`: no problems, no annotations, no summary, no outputs.
 * What the log and the summary keep has a budget, and a counted line says what was left out.
 */
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { coreMock, githubMock, recorded, resetActions } from '../support/actions-mock.js';
import { makeTempDir } from '../support/temp-dir.js';

jest.unstable_mockModule('@actions/core', () => coreMock);
jest.unstable_mockModule('@actions/github', () => githubMock);
const { run } = await import('../../src/action.js');
const { DIFF_BYTES_KEPT_PER_RUN } = await import('../../src/report/kept-reports.js');
const { DEFAULT_JOB_SUMMARY_BYTES } = await import('../../src/report/job-summary.js');

/** Enough copies that their diffs together pass the longest string V8 can make. */
const FILES = 72;

/** A valid manifest of about `bytes`, in four-space indentation: every line but two differs. */
function unformattedManifest(bytes: number): string {
  const line = 'x'.repeat(900);
  const lines = Array.from({ length: Math.floor(bytes / 912) }, (_, i) =>
    JSON.stringify(`${i} ${line}`),
  );
  return `{\n    "name": "big",\n    "version": "1",\n    "description": [\n        ${lines.join(',\n        ')}\n    ]\n}\n`;
}

describe(`format: check on ${FILES} unformatted manifests of 3.9 MB`, () => {
  const SAVED_ENV = { ...process.env };
  let summaryFile: string;
  beforeAll(async () => {
    const root = makeTempDir('format-check-big');
    const text = unformattedManifest(3.9e6);
    for (let i = 0; i < FILES; i++) {
      mkdirSync(path.join(root, `m${i}`));
      writeFileSync(path.join(root, `m${i}`, 'vcpkg.json'), text);
    }
    summaryFile = path.join(makeTempDir('format-check-big-summary'), 'summary.md');
    process.env = {
      ...SAVED_ENV,
      GITHUB_WORKSPACE: root,
      RUNNER_TEMP: makeTempDir('format-check-big-temp'),
      GITHUB_STEP_SUMMARY: summaryFile,
    };
    githubMock.context.payload = {};
    resetActions({ format: 'check' });
    await run();
  }, 300_000);
  afterAll(() => {
    process.env = SAVED_ENV;
  });

  it('fails for the files, not with an internal error', () => {
    expect(recorded.failed).toEqual([
      `${FILES} files checked: 0 valid, ${FILES} invalid; ${FILES} errors, 0 warnings`,
    ]);
  });

  it('sets every output', () => {
    expect(recorded.outputs).toMatchObject({
      valid: 'false',
      files: String(FILES),
      errors: String(FILES),
      unformatted: String(FILES),
    });
    expect(recorded.outputs.report).toMatch(/report\.json$/);
  });

  it('lists every problem and annotates, and counts the diffs it left out', () => {
    const lines = recorded.log.filter(([kind]) => kind === 'info').map(([, text]) => text);
    const problems = lines.join('\n').match(/\[canonical-form\]/g) ?? [];
    expect(problems).toHaveLength(FILES);
    const kept = lines.join('\n').match(/^--- a\//gm) ?? [];
    expect(kept.length).toBeLessThan(FILES);
    expect(lines).toContain(
      `${FILES - kept.length} diffs to vcpkg's canonical form are left out of this log and the job summary, which keep about ${DIFF_BYTES_KEPT_PER_RUN} bytes of the files' texts; manifest-check format --diff prints them.`,
    );
    expect(recorded.log.filter(([kind]) => kind === 'error')).toHaveLength(10);
  });

  it('keeps the log within a few times its budget, and the summary within its size', () => {
    const logged = recorded.log.reduce((sum, [, text]) => sum + text.length, 0);
    // A diff of every line is about twice the texts kept, plus the problems' lines.
    expect(logged).toBeLessThan(3 * DIFF_BYTES_KEPT_PER_RUN);
    const summary = recorded.summary.join('');
    expect(Buffer.byteLength(summary)).toBeLessThanOrEqual(DEFAULT_JOB_SUMMARY_BYTES);
    expect(summary).toContain(`${FILES} more diffs are not shown here`);
  });
});
