/**
 * Which annotations a run emits: GitHub shows only 10 errors and 10 warnings per step, so errors
 * come first, files take turns, and a closing notice says how many were left out and where to
 * find them.
 */
import { describe, expect, it } from '@jest/globals';
import type { FileReport } from '../../../src/report/file-report.js';
import type { Severity } from '../../../src/manifest/problems/problem.js';
import { fileReport, spdxProblem } from '../../support/reports.js';
import {
  GITHUB_ANNOTATIONS_PER_SEVERITY,
  planAnnotations,
} from '../../../src/report/annotations.js';

const problem = (severity: Severity, line: number, message = `problem on line ${line}`) =>
  spdxProblem(severity, line, message);
const report = fileReport;

/** `file:line severity` of each annotation (`notice` alone, as it has no place): the order. */
function order(reports: FileReport[], perSeverity?: number): string[] {
  return planAnnotations(reports, { perSeverity }).map(({ severity, properties }) =>
    severity === 'notice' ? severity : `${properties.file}:${properties.startLine} ${severity}`,
  );
}

describe('planAnnotations', () => {
  it('turns one problem into an annotation titled by its rule', () => {
    expect(
      planAnnotations([report('vcpkg.json', [problem('error', 4, 'expected a string')])]),
    ).toEqual([
      {
        severity: 'error',
        message: 'expected a string',
        properties: {
          title: 'spdx',
          file: 'vcpkg.json',
          startLine: 4,
          endLine: 4,
          startColumn: 3,
          endColumn: 9,
        },
      },
    ]);
  });

  it('gives columns only when the span is on one line, an empty span included', () => {
    const multiLine = { ...problem('error', 2), endLine: 5, endColumn: 2 };
    const empty = { ...problem('warning', 7), column: 4, endColumn: 4 };
    expect(
      planAnnotations([report('a.json', [multiLine, empty])]).map((a) => a.properties),
    ).toEqual([
      { title: 'spdx', file: 'a.json', startLine: 2, endLine: 5 },
      { title: 'spdx', file: 'a.json', startLine: 7, endLine: 7, startColumn: 4, endColumn: 4 },
    ]);
  });

  it('puts every error before any warning, whatever the file order', () => {
    const reports = [
      report('a.json', [problem('warning', 1), problem('error', 2)]),
      report('b.json', [problem('warning', 3), problem('error', 4)]),
    ];
    expect(order(reports)).toEqual([
      'a.json:2 error',
      'b.json:4 error',
      'a.json:1 warning',
      'b.json:3 warning',
    ]);
  });

  it('takes problems round-robin over files, so one file cannot use up the budget', () => {
    const reports = [
      report(
        'a.json',
        [1, 2, 3, 4].map((line) => problem('error', line)),
      ),
      report('b.json', [problem('error', 10)]),
      report(
        'c.json',
        [11, 12].map((line) => problem('error', line)),
      ),
    ];
    expect(order(reports, 5)).toEqual([
      'a.json:1 error',
      'b.json:10 error',
      'c.json:11 error',
      'a.json:2 error',
      'c.json:12 error',
      'notice',
    ]);
  });

  it('plans everything, with no notice, when all fit', () => {
    const reports = [report('a.json', [problem('error', 1), problem('warning', 2)])];
    expect(planAnnotations(reports)).toEqual([
      {
        severity: 'error',
        message: 'problem on line 1',
        properties: {
          title: 'spdx',
          file: 'a.json',
          startLine: 1,
          endLine: 1,
          startColumn: 3,
          endColumn: 9,
        },
      },
      {
        severity: 'warning',
        message: 'problem on line 2',
        properties: {
          title: 'spdx',
          file: 'a.json',
          startLine: 2,
          endLine: 2,
          startColumn: 3,
          endColumn: 9,
        },
      },
    ]);
  });

  it('caps each severity at GitHub’s 10 and ends with a notice of the counts and places', () => {
    const errors = Array.from({ length: 22 }, (_, i) => problem('error', i + 1));
    const warnings = Array.from({ length: 13 }, (_, i) => problem('warning', i + 100));
    const annotations = planAnnotations([report('a.json', [...errors, ...warnings])], {
      moreAt: ['the job summary', 'the SARIF file out/manifests.sarif'],
    });
    expect(GITHUB_ANNOTATIONS_PER_SEVERITY).toBe(10);
    expect(annotations.map((a) => a.severity)).toEqual([
      ...Array<string>(10).fill('error'),
      ...Array<string>(10).fill('warning'),
      'notice',
    ]);
    expect(annotations[20]).toEqual({
      severity: 'notice',
      message:
        '12 more errors and 3 more warnings are not shown as annotations (at most 10 of each are annotated per step); see the job summary and the SARIF file out/manifests.sarif.',
      properties: { title: 'Not every problem is annotated' },
    });
  });

  it('leaves a zero count out of the notice, and ends after the counts without moreAt', () => {
    const warnings = Array.from({ length: 3 }, (_, i) => problem('warning', i + 1));
    expect(planAnnotations([report('a.json', warnings)], { perSeverity: 2 })[2]).toEqual({
      severity: 'notice',
      message:
        '1 more warning is not shown as annotations (at most 2 of each are annotated per step).',
      properties: { title: 'Not every problem is annotated' },
    });
  });

  it('plans nothing for clean files', () => {
    expect(planAnnotations([report('a.json', []), report('b.json', [])])).toEqual([]);
  });
});
