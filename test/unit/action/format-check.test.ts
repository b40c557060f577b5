/**
 * The Action with `format: check`: a manifest not in vcpkg's canonical form is an error at its
 * first differing line, its diff is in the job summary, folded, and the outputs count it; without
 * the input, the form is not looked at.
 */
import { afterAll, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { coreMock, githubMock, recorded, resetActions } from '../../support/actions-mock.js';
import { makeTempDir } from '../../support/temp-dir.js';

jest.unstable_mockModule('@actions/core', () => coreMock);
jest.unstable_mockModule('@actions/github', () => githubMock);
const { run } = await import('../../../src/action.js');
const { formatJobSummary } = await import('../../../src/report/job-summary.js');

const CANONICAL = '{\n  "name": "ok",\n  "version": "1.0"\n}\n';
const FOUR_SPACES = '{\n    "name": "four",\n    "version": "1.0"\n}\n';
const SAVED_ENV = { ...process.env };
let root: string;

beforeEach(() => {
  process.env = { ...SAVED_ENV };
  delete process.env.GITHUB_STEP_SUMMARY;
  process.env.RUNNER_TEMP = makeTempDir('action-format-temp');
  githubMock.context.payload = {};
  root = makeTempDir('action-format');
  for (const [dir, text] of Object.entries({ ok: CANONICAL, four: FOUR_SPACES })) {
    mkdirSync(path.join(root, dir));
    writeFileSync(path.join(root, dir, 'vcpkg.json'), text);
  }
  process.env.GITHUB_WORKSPACE = root;
});
afterAll(() => {
  process.env = SAVED_ENV;
});

const annotations = () => recorded.log.filter(([kind]) => kind !== 'info');

describe('format: check', () => {
  it('annotates a manifest not in canonical form at its first difference, and fails', async () => {
    resetActions({ format: 'check' });
    await run();
    expect(annotations()).toEqual([
      [
        'error',
        "not in vcpkg's canonical form: run manifest-check format",
        {
          title: 'canonical-form',
          file: 'four/vcpkg.json',
          startLine: 2,
          endLine: 2,
          startColumn: 3,
          endColumn: 4,
        },
      ],
    ]);
    expect(recorded.failed).toEqual(['2 files checked: 1 valid, 1 invalid; 1 error, 0 warnings']);
    expect(recorded.outputs).toMatchObject({ valid: 'false', errors: '1', unformatted: '1' });
    // Nothing is written: the Action checks.
    expect(readFileSync(path.join(root, 'four', 'vcpkg.json'), 'utf8')).toBe(FOUR_SPACES);
  });

  it('adds the diff to the job summary, folded and escaped', async () => {
    process.env.GITHUB_STEP_SUMMARY = path.join(makeTempDir('action-format-summary'), 'summary.md');
    resetActions({ format: 'check' });
    await run();
    const summary = recorded.summary.join('');
    expect(summary).toContain("### Not in vcpkg's canonical form");
    expect(summary).toContain(
      '<details><summary>four/vcpkg.json</summary><pre>--- a/four/vcpkg.json<br>+++ b/four/vcpkg.json<br>@@ -1,4 +1,4 @@<br> {<br>-    "name": "four",',
    );
  });

  it('counts 0 when every manifest is in canonical form, and passes', async () => {
    writeFileSync(path.join(root, 'four', 'vcpkg.json'), CANONICAL);
    resetActions({ format: 'check' });
    await run();
    expect(recorded.failed).toEqual([]);
    expect(recorded.outputs).toMatchObject({ valid: 'true', unformatted: '0' });
  });

  it('is off by default: no problem, no output', async () => {
    resetActions({});
    await run();
    expect(annotations()).toEqual([]);
    expect(recorded.outputs.unformatted).toBeUndefined();
  });

  it('refuses another value, naming the input', async () => {
    resetActions({ format: 'write' });
    await run();
    expect(recorded.failed).toEqual(['input \'format\': expected check, got "write"']);
  });
});

describe('format: check keeps diffs within a budget of bytes', () => {
  /** A valid manifest of about 600 KB in four-space indentation: its texts take about 1.2 MB. */
  const BIG = `{\n    "name": "big",\n    "version": "1",\n    "description": [\n        ${Array.from(
    { length: 650 },
    (_, i) => JSON.stringify(`${i} ${'x'.repeat(900)}`),
  ).join(',\n        ')}\n    ]\n}\n`;

  it('logs the diffs that fit, counts the others, and sets every output', async () => {
    for (const dir of ['big1', 'big2']) {
      mkdirSync(path.join(root, dir));
      writeFileSync(path.join(root, dir, 'vcpkg.json'), BIG);
    }
    process.env.GITHUB_STEP_SUMMARY = path.join(makeTempDir('action-format-summary'), 'summary.md');
    resetActions({ format: 'check' });
    await run();
    const log = recorded.log.filter(([kind]) => kind === 'info').map(([, text]) => text);
    // big1's texts fit in DIFF_BYTES_KEPT_PER_RUN, big2's would pass it; four's are small.
    const diffs = log.join('\n').match(/^--- a\/\S+/gm);
    expect(diffs).toEqual(['--- a/big1/vcpkg.json', '--- a/four/vcpkg.json']);
    expect(log).toContain(
      "1 diff to vcpkg's canonical form is left out of this log and the job summary, which keep about 2000000 bytes of the files' texts; manifest-check format --diff prints them.",
    );
    expect(log.join('\n').match(/\[canonical-form\]/g)).toHaveLength(3);
    expect(recorded.outputs).toMatchObject({ valid: 'false', files: '4', unformatted: '3' });
    // big1's diff alone passes the summary's size: the summary counts all three.
    expect(recorded.summary.join('')).toContain('3 more diffs are not shown here');
  });
});

describe('the job summary keeps diffs within its size', () => {
  it('shows the diffs that fit and counts the rest', () => {
    const report = (file: string) => ({
      file,
      valid: false,
      problems: [],
      canonical: { before: FOUR_SPACES, after: CANONICAL },
    });
    const summary = { files: 3, valid: 0, invalid: 3, errors: 3, warnings: 0 };
    const reports = ['a.json', 'b.json', 'c.json'].map(report);
    const whole = formatJobSummary(reports, summary);
    expect(whole.match(/<details>/g)).toHaveLength(3);
    const cut = formatJobSummary(reports, summary, { maxBytes: whole.length - 10 });
    expect(cut.match(/<details>/g)).toHaveLength(2);
    expect(cut).toContain('1 more diff is not shown here');
    expect(Buffer.byteLength(cut)).toBeLessThanOrEqual(whole.length - 10);
  });
});
