/**
 * What a run keeps for the Action's log, annotations and job summary: files with problems until
 * it holds its limit of problems, and the texts of their diffs to vcpkg's canonical form until
 * they pass their own budget of bytes; what was left out is counted.
 */
import { describe, expect, it } from '@jest/globals';
import { reportKeeper } from '../../../src/report/kept-reports.js';
import type { FileReport } from '../../../src/report/file-report.js';
import { fileReport, spdxProblem } from '../../support/reports.js';

/** An unformatted file's report: one error, and both texts when `size` is given. */
function unformatted(file: string, size?: number): FileReport {
  const report = fileReport(file, [spdxProblem('error', 1, 'not canonical')]);
  if (size === undefined) return report;
  return { ...report, canonical: { before: 'b'.repeat(size), after: 'a'.repeat(size) } };
}

describe('reportKeeper', () => {
  it('keeps the texts of diffs while they fit in their bytes, and counts the others', () => {
    const keeper = reportKeeper({ diffBytes: 100 });
    for (const report of [
      unformatted('a', 30), // 60 bytes: kept
      unformatted('b', 30), // 120 in all: its texts left out
      unformatted('c'), // no texts
      unformatted('d', 20), // 100 in all: kept
    ])
      expect(keeper.add(report)).toBe(true);
    const { reports, diffsLeftOut } = keeper.kept;
    expect(reports.map((report) => [report.file, report.canonical !== undefined])).toEqual([
      ['a', true],
      ['b', false],
      ['c', false],
      ['d', true],
    ]);
    // The report left without its texts keeps its problems.
    expect(reports[1]?.problems).toHaveLength(1);
    expect(diffsLeftOut).toBe(1);
  });

  it('counts bytes, not characters', () => {
    const keeper = reportKeeper({ diffBytes: 10 });
    keeper.add({ ...unformatted('é'), canonical: { before: 'ééé', after: 'éé' } });
    expect(keeper.kept.diffsLeftOut).toBe(0);
    keeper.add({ ...unformatted('é'), canonical: { before: 'é', after: 'é' } });
    expect(keeper.kept.diffsLeftOut).toBe(1);
  });

  it('keeps whole files until it holds its problems, then counts them', () => {
    const keeper = reportKeeper({ problems: 1 });
    expect(keeper.add(unformatted('a'))).toBe(true);
    expect(keeper.add(unformatted('b'))).toBe(false);
    expect(keeper.add(fileReport('c', []))).toBe(false);
    expect(keeper.kept.leftOut).toEqual({ files: 1, errors: 1, warnings: 0 });
  });
});
