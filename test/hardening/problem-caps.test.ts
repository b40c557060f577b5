/**
 * Problems are capped per file and per run, so a hostile file or a million invalid ones cost
 * bounded time and memory, and every cap is said in the output: nothing is dropped silently.
 */
import { describe, expect, it } from '@jest/globals';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { openReportFiles } from '../../src/action/report-files.js';
import { validateStep } from '../../src/action/validate-step.js';
import type { FileReport } from '../../src/report/file-report.js';
import { runChecks } from '../../src/run/hand-reports.js';
import { EMPTY_SUMMARY } from '../../src/report/totals.js';
import { LONGEST_PROBLEM_TEXT } from '../../src/manifest/problems/problem-cap.js';
import { MOST_PROBLEMS_PER_FILE } from '../../src/manifest/problems/limits.js';
import { validateManifest } from '../../src/manifest/validate.js';
import { planAnnotations } from '../../src/report/annotations.js';
import { formatJobSummary } from '../../src/report/job-summary.js';
import { PROBLEMS_KEPT_PER_RUN } from '../../src/report/kept-reports.js';
import { RULES } from '../../src/manifest/problems/rules.js';
import { SARIF_RESULTS_PER_RUN, sarifLogWriter, toSarif } from '../../src/report/sarif.js';
import { runActionSources } from '../support/hostile-workspace.js';
import { fileReport, spdxProblem } from '../support/reports.js';
import { makeTempDir } from '../support/temp-dir.js';
import { DEFAULT_SETTINGS } from '../support/validate-settings.js';

const temporary = makeTempDir('caps');

/** A manifest with `count` keys the schema does not allow, `k0` to `k<count-1>`, one a line. */
function unknownKeys(count: number, extra = ''): string {
  const keys = Array.from({ length: count }, (_, index) => `  "k${index}": 0`);
  return `{\n  "name": "x",\n  "version": "1"${extra},\n${keys.join(',\n')}\n}\n`;
}

describe('one file lists at most MOST_PROBLEMS_PER_FILE problems', () => {
  it('lists the first 1,000 in document order and counts the rest in one more problem', () => {
    const result = validateManifest(unknownKeys(1_500));
    expect(result.valid).toBe(false);
    expect(result.problems).toHaveLength(MOST_PROBLEMS_PER_FILE + 1);
    expect(result.problems[0]).toEqual({
      rule: 'problem-limit',
      leftOut: { errors: 500, warnings: 0 },
      severity: 'error',
      message:
        '500 more problems (500 errors, 0 warnings) are not listed: at most 1000 problems are listed for a file',
      pointer: '',
      line: 1,
      column: 1,
      endLine: 1,
      endColumn: 1,
    });
    const listed = result.problems.slice(1);
    expect(listed.every((problem) => problem.rule === 'additional-property')).toBe(true);
    expect(listed[0]).toMatchObject({ pointer: '/k0', line: 4 });
    expect(listed.at(-1)).toMatchObject({ pointer: '/k999', line: 1003 });
  });

  it('lists every problem of a file that has exactly 1,000', () => {
    const result = validateManifest(unknownKeys(MOST_PROBLEMS_PER_FILE));
    expect(result.problems).toHaveLength(MOST_PROBLEMS_PER_FILE);
    expect(result.problems.some((problem) => problem.rule === 'problem-limit')).toBe(false);
  });

  it('lists errors before warnings, so warnings never hide an error', () => {
    // 1,200 duplicate keys are warnings by default; the one unknown key is an error.
    const duplicates = Array.from({ length: 1_200 }, () => '"$x": 0').join(', ');
    const text = `{"name": "x", "version": "1", ${duplicates}, "bogus": 1}`;
    const result = validateManifest(text);
    expect(result.valid).toBe(false);
    expect(result.problems.filter((problem) => problem.rule === 'additional-property')).toEqual([
      expect.objectContaining({ pointer: '/bogus' }),
    ]);
    expect(result.problems.find((problem) => problem.rule === 'problem-limit')).toMatchObject({
      severity: 'warning',
      message:
        '200 more problems (0 errors, 200 warnings) are not listed: at most 1000 problems are listed for a file',
    });
  });

  it('puts only the listed errors in words: 200,000 errors under one choice finish at once', () => {
    // Each key fails both branches of a dependency (a string or an object); the branches were
    // gathered with unshift, which copied the list once per error.
    const keys = Array.from({ length: 200_000 }, (_, index) => `"k${index}":0`).join(',');
    const text = `{"name":"x","version":"1","dependencies":[{"name":"y",${keys}}]}`;
    const result = validateManifest(text);
    expect(result.problems).toHaveLength(MOST_PROBLEMS_PER_FILE + 1);
    expect(result.problems.find((problem) => problem.rule === 'problem-limit')?.message).toMatch(
      /^199000 more problems \(199000 errors, 0 warnings\)/,
    );
  });
});

describe('a SARIF log holds at most SARIF_RESULTS_PER_RUN results, as GitHub accepts', () => {
  const many = Array.from({ length: 26 }, (_, file) =>
    fileReport(
      `ports/p${file}/vcpkg.json`,
      Array.from({ length: 1_000 }, (_, line) => spdxProblem('warning', line + 1, 'not SPDX')),
    ),
  );

  it('lists the first 25,000 and says in the run how many more there are', () => {
    const log = toSarif(many, { toolVersion: '1.2.3' });
    const run = log.runs[0];
    expect(run?.results).toHaveLength(SARIF_RESULTS_PER_RUN);
    expect(run?.invocations).toEqual([
      {
        executionSuccessful: true,
        toolExecutionNotifications: [
          {
            level: 'warning',
            message: {
              text: '1000 more results are not in this log: GitHub code scanning accepts at most 25000 results in a run. The JSON report has every problem.',
            },
          },
        ],
      },
    ]);
  });

  it('writes the same log file by file', () => {
    let streamed = '';
    const writer = sarifLogWriter((text) => (streamed += text), { toolVersion: '1.2.3' });
    for (const report of many) writer.file(report);
    writer.end(EMPTY_SUMMARY);
    expect(streamed).toBe(`${JSON.stringify(toSarif(many, { toolVersion: '1.2.3' }), null, 2)}\n`);
  });

  it('has no invocation when nothing is left out', () => {
    const log = toSarif(many.slice(0, 25), { toolVersion: '1.2.3' });
    expect(log.runs[0]?.results).toHaveLength(25_000);
    expect(log.runs[0]?.invocations).toBeUndefined();
  });
});

describe('the Action keeps at most PROBLEMS_KEPT_PER_RUN problems in memory', () => {
  it('keeps the first files with problems, counts the rest, and the JSON report has them all', async () => {
    const workspace = makeTempDir('workspace', temporary);
    // 11 files of 1,001 problems each: 10 are kept (10,010 problems), the 11th is counted.
    const files = 11;
    for (let index = 0; index < files; index++) {
      const directory = path.join(workspace, `p${String(index).padStart(2, '0')}`);
      mkdirSync(directory);
      writeFileSync(path.join(directory, 'vcpkg.json'), unknownKeys(1_100));
    }
    writeFileSync(path.join(workspace, 'vcpkg.json'), '{"name": "fine", "version": "1"}');
    const outcome = await validateStep(DEFAULT_SETTINGS, {
      workspace,
      runnerTemp: temporary,
      toolVersion: '0.0.0',
    });
    const perFile = MOST_PROBLEMS_PER_FILE + 1;
    expect(Math.ceil(PROBLEMS_KEPT_PER_RUN / perFile)).toBe(10);
    expect(outcome.reports.map((report) => report.file)).toEqual(
      Array.from({ length: 10 }, (_, index) => `p${String(index).padStart(2, '0')}/vcpkg.json`),
    );
    expect(outcome.leftOut).toEqual({ files: 1, errors: perFile, warnings: 0 });
    expect(outcome.summary).toEqual({
      files: files + 1,
      valid: 1,
      invalid: files,
      errors: files * perFile,
      warnings: 0,
    });
    const report = JSON.parse(readFileSync(outcome.reportPath, 'utf8')) as {
      files: { file: string; problems: unknown[] }[];
    };
    expect(report.files.map((file) => file.problems.length)).toEqual([
      ...Array.from({ length: files }, () => perFile),
      0,
    ]);

    // What was not kept is still counted where the Action says what it left out.
    const notice = planAnnotations(outcome.reports, { leftOut: outcome.leftOut }).at(-1);
    expect(notice?.message).toBe(
      `${files * perFile - 10} more errors are not shown as annotations (at most 10 of each are annotated per step).`,
    );
    const summary = formatJobSummary(outcome.reports, outcome.summary, {
      leftOut: outcome.leftOut,
    });
    expect(summary).toMatch(/\n\d+ more problems in \d+ files are not shown here/);
    const lastLine = summary.trimEnd().split('\n').at(-1) as string;
    const [, problems, inFiles] = /^(\d+) more problems in (\d+) files/.exec(lastLine) ?? [];
    const rows = summary.split('<tr><td>').length - 1;
    expect(Number(problems) + rows).toBe(files * perFile);
    expect(Number(inFiles)).toBeGreaterThanOrEqual(1);
  });

  it('says so in the job summary even when the kept problems all fit', () => {
    const kept = [fileReport('a.json', [spdxProblem('error', 1, 'not SPDX')])];
    const summary = { files: 3, valid: 0, invalid: 3, errors: 3, warnings: 0 };
    const text = formatJobSummary(kept, summary, {
      leftOut: { files: 2, errors: 2, warnings: 0 },
    });
    expect(text.trimEnd().split('\n').at(-1)).toBe(
      '2 more problems in 2 files are not shown here, to keep this summary under 1000000 bytes; the JSON report and the SARIF file have them all.',
    );
  });
});

describe('the Action says where every problem is, and only there', () => {
  it('does not send the reader to a SARIF log that could not hold them all', async () => {
    const workspace = makeTempDir('workspace', temporary);
    // 26 files of 1,001 problems: 26,026, more than a SARIF log holds.
    for (let index = 0; index < 26; index++) {
      mkdirSync(path.join(workspace, `p${index}`));
      writeFileSync(path.join(workspace, `p${index}`, 'vcpkg.json'), unknownKeys(1_100));
    }
    const step = await runActionSources({ 'sarif-file': 'out.sarif' }, workspace);
    const sarif = JSON.parse(readFileSync(path.join(workspace, 'out.sarif'), 'utf8')) as {
      runs: { results: unknown[] }[];
    };
    expect(sarif.runs[0]?.results).toHaveLength(SARIF_RESULTS_PER_RUN);
    expect(step.stdout).toContain(
      "::notice title=Not every problem is annotated::26016 more errors are not shown as annotations (at most 10 of each are annotated per step); see the job summary and the JSON report (the step's report output).",
    );
    expect(step.stdout).toMatch(
      /^16016 more problems in 16 files are not listed in this log, which lists about the first 10000; the JSON report \(the step's report output\) has every problem\.$/m,
    );
    expect(step.summary.trimEnd()).toMatch(
      /the JSON report \(the step's report output\) has them all\.$/,
    );
  });
});

describe('one problem holds at most LONGEST_PROBLEM_TEXT characters of message and pointer', () => {
  it('a megabyte key above 1,001 duplicates makes a report of kilobytes, not gigabytes', () => {
    const key = 'k'.repeat(1024 * 1024);
    const duplicates = Array.from({ length: 1_001 }, () => '"b":0').join(',');
    const text = `{"name":"x","version":"1","features":{"${key}":{${duplicates}}}}`;
    const { problems } = validateManifest(text);
    expect(problems.length).toBeGreaterThan(MOST_PROBLEMS_PER_FILE);
    for (const problem of problems) {
      expect(problem.message.length).toBeLessThanOrEqual(LONGEST_PROBLEM_TEXT);
      expect(problem.pointer.length).toBeLessThanOrEqual(LONGEST_PROBLEM_TEXT);
    }
    expect(problems.find((problem) => problem.rule === 'duplicate-key')?.pointer).toBe(
      `/features/${key.slice(0, LONGEST_PROBLEM_TEXT - 11)}…`,
    );
    expect(JSON.stringify(problems).length).toBeLessThan(3 * 1024 * 1024);
  });
});

describe('a report that cannot be written', () => {
  it('becomes an error of that file in the sink that failed, and the run goes on', async () => {
    const written: FileReport[] = [];
    const failing = {
      file: (report: FileReport) => {
        if (report.file === 'b.json' && report.valid) throw new RangeError('Invalid string length');
        written.push(report);
      },
      end: () => {},
    };
    const reports = ['a.json', 'b.json', 'c.json'].map((file) => fileReport(file, []));
    const run = await runChecks(reports, [failing]);
    expect(run.summary).toMatchObject({ files: 3, valid: 3 });
    expect(written.map((report) => [report.file, report.problems[0]?.message])).toEqual([
      ['a.json', undefined],
      ['b.json', 'internal error while reporting the file: Invalid string length'],
      ['c.json', undefined],
    ]);
  });
});

describe('a SARIF file that cannot be opened', () => {
  it('is an error naming the input, and the JSON report begun is removed', () => {
    const directory = makeTempDir('reports', temporary);
    // A file where a directory of the path should be: it appeared after the path was checked.
    writeFileSync(path.join(directory, 'out'), '');
    const sarifPath = path.join(directory, 'out', 'results.sarif');
    const open = () =>
      openReportFiles({ reportPath: path.join(directory, 'report.json'), sarifPath }, '0.0.0');
    expect(open).toThrow(
      `input 'sarif-file': cannot write the SARIF file ${sarifPath}: something else is already there`,
    );
    expect(readdirSync(directory)).toEqual(['out']);
  });
});

describe('the severity of a rule is one fact', () => {
  it('a file problem is an error wherever it comes from, as the rule help and docs/checks.md say', () => {
    const deep = `{"name":"x","version":"1","$x":${'['.repeat(200_000)}${']'.repeat(200_000)}}`;
    const manyItems = JSON.stringify({
      name: 'x',
      version: '1',
      dependencies: Array(6_000).fill('a'),
    });
    const longName = `{"name":"${'a-'.repeat(5 * 1024 * 1024)}a","version":"1"}`;
    const fileProblems = [deep, manyItems, longName].flatMap((text) =>
      [false, true].flatMap((strict) =>
        validateManifest(text, { strict }).problems.filter((p) => p.rule === 'file'),
      ),
    );
    expect(fileProblems.length).toBeGreaterThanOrEqual(4);
    expect(new Set(fileProblems.map((problem) => problem.severity))).toEqual(new Set(['error']));
    expect(RULES.file.severity).toBe('error');
    expect(readFileSync('docs/checks.md', 'utf8')).toMatch(/^\| `file` +\| error +\|/m);
  });
});
