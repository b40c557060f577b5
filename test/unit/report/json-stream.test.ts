import { describe, expect, it } from '@jest/globals';
import packageJson from '../../../package.json' with { type: 'json' };
import { checkFiles } from '../../../src/run/check-files.js';
import { EVERY_RULE } from '../../support/every-rule.js';
import { unreadableReport } from '../../../src/report/file-report.js';
import type { FileReport } from '../../../src/report/file-report.js';
import { checkedFileNames } from '../../../src/run/checked-files.js';
import { findManifests } from '../../../src/files/find-manifests.js';
import { toJsonReport } from '../../../src/report/json.js';
import {
  CHUNK_LENGTH,
  cutAroundArray,
  jsonReportWriter,
  prettyArrayWriter,
} from '../../../src/report/json-stream.js';
import { sarifLogWriter, toSarif, type SarifOptions } from '../../../src/report/sarif.js';
import { addToSummary, describeSummary, EMPTY_SUMMARY } from '../../../src/report/totals.js';
import type { Interruption } from '../../../src/report/interruption.js';
import { cli } from '../../support/run-cli.js';

/** The text the writers must reproduce: the whole document, printed at once. */
function printed(document: object): string {
  return `${JSON.stringify(document, null, 2)}\n`;
}

function streamedJson(reports: Iterable<FileReport>, write?: (text: string) => void): string {
  let text = '';
  const writer = jsonReportWriter((chunk) => {
    text += chunk;
    write?.(chunk);
  });
  let summary = EMPTY_SUMMARY;
  for (const report of reports) {
    summary = addToSummary(summary, report);
    writer.file(report);
  }
  writer.end(summary);
  return text;
}

function wholeJson(reports: FileReport[]): string {
  return printed(toJsonReport(reports, reports.reduce(addToSummary, EMPTY_SUMMARY)));
}

const SARIF_OPTIONS: SarifOptions = { toolVersion: '1.2.3' };

function streamedSarif(reports: FileReport[], options = SARIF_OPTIONS): string {
  let text = '';
  const writer = sarifLogWriter((chunk) => (text += chunk), options);
  for (const report of reports) writer.file(report);
  writer.end(EMPTY_SUMMARY);
  return text;
}

function exampleReports(): FileReport[] {
  // What the command line finds under the default profile: manifests and configurations.
  const found = findManifests(['examples'], { names: checkedFileNames('spec') });
  return [...checkFiles(found.files, { strict: false, errorsOnly: false }, EVERY_RULE)];
}

const VALID = (file: string): FileReport => ({ file, valid: true, problems: [] });

/** A message and a path with every kind of character JSON.stringify escapes, or leaves as is. */
const ESCAPES = unreadableReport(
  'dir "quoted"\\back\\ñ/vcpkg.json',
  'unreadable',
  'say "hi", C:\\path, a\nnew line, a\ttab, \u0000, \u2028 and \u2029, a lone \ud800, é, 😀',
);

describe('jsonReportWriter', () => {
  it('writes "files": [] when there are no files, as JSON.stringify does', () => {
    expect(streamedJson([])).toBe(
      '{\n  "files": [],\n  "summary": {\n    "files": 0,\n    "valid": 0,\n    "invalid": 0,\n    "errors": 0,\n    "warnings": 0\n  }\n}\n',
    );
  });

  it('writes one file the way JSON.stringify lays it out', () => {
    expect(streamedJson([VALID('a/vcpkg.json')])).toBe(
      '{\n  "files": [\n    {\n      "file": "a/vcpkg.json",\n      "valid": true,\n      "problems": []\n    }\n  ],\n' +
        '  "summary": {\n    "files": 1,\n    "valid": 1,\n    "invalid": 0,\n    "errors": 0,\n    "warnings": 0\n  }\n}\n',
    );
  });

  it.each<[string, () => FileReport[]]>([
    ['no files', () => []],
    ['files without problems', () => [VALID('a/vcpkg.json'), VALID('b/vcpkg.json')]],
    [
      'a single file with a problem',
      () => [unreadableReport('x/vcpkg.json', 'unreadable', 'cannot read')],
    ],
    ['characters JSON escapes', () => [ESCAPES, VALID('after/vcpkg.json')]],
    ['the examples', exampleReports],
  ])('writes the same text as toJsonReport for %s', (_name, reports) => {
    const given = reports();
    expect(streamedJson(given)).toBe(wholeJson(given));
  });

  it('writes as the reports come, in chunks of about CHUNK_LENGTH, and holds none of them', () => {
    const count = 10_000;
    let made = 0;
    function* reports(): Generator<FileReport> {
      for (; made < count; made++)
        yield unreadableReport(`m${made}/vcpkg.json`, 'unreadable', 'cannot read');
    }
    const writes: { made: number; length: number }[] = [];
    const text = streamedJson(reports(), (chunk) => writes.push({ made, length: chunk.length }));

    expect(writes[0]?.made).toBeLessThan(count / 10);
    const beforeLast = writes.slice(0, -1);
    expect(beforeLast.length).toBeGreaterThan(count / 1000);
    for (const { length } of beforeLast) expect(length).toBeGreaterThanOrEqual(CHUNK_LENGTH);
    expect(text).toBe(
      wholeJson(
        [...Array(count).keys()].map((i) =>
          unreadableReport(`m${i}/vcpkg.json`, 'unreadable', 'cannot read'),
        ),
      ),
    );
  });
});

describe('a document of a run a signal cut short', () => {
  const interrupted: Interruption = { signal: 'SIGTERM', checked: 1, total: 3 };
  const reports = [VALID('a/vcpkg.json')];
  const summary = reports.reduce(addToSummary, EMPTY_SUMMARY);

  it('JSON: says so in an `interrupted` field after the summary', () => {
    let text = '';
    const writer = jsonReportWriter((chunk) => (text += chunk));
    for (const report of reports) writer.file(report);
    writer.end(summary, interrupted);
    expect(text).toBe(printed(toJsonReport(reports, summary, interrupted)));
    expect(JSON.parse(text)).toEqual({
      files: [{ file: 'a/vcpkg.json', valid: true, problems: [] }],
      summary,
      interrupted,
    });
  });

  it('SARIF: an unsuccessful invocation with the signal and an error notification', () => {
    let text = '';
    const writer = sarifLogWriter((chunk) => (text += chunk), SARIF_OPTIONS);
    for (const report of reports) writer.file(report);
    writer.end(summary, interrupted);
    const log = toSarif(reports, SARIF_OPTIONS, interrupted);
    expect(text).toBe(printed(log));
    expect(log.runs[0]?.invocations).toEqual([
      {
        executionSuccessful: false,
        exitSignalName: 'SIGTERM',
        toolExecutionNotifications: [
          {
            level: 'error',
            message: {
              text: 'interrupted by SIGTERM after 1 of 3 files',
            },
          },
        ],
      },
    ]);
  });

  it('the summary line: the totals, then how far the run got', () => {
    expect(describeSummary(summary, { signal: 'SIGINT', checked: 0, total: 1 })).toBe(
      '1 file checked: 1 valid, 0 invalid; 0 errors, 0 warnings; interrupted by SIGINT after 0 of 1 file',
    );
  });
});

describe('sarifLogWriter', () => {
  it.each<[string, () => FileReport[]]>([
    ['no files', () => []],
    ['files without problems', () => [VALID('a/vcpkg.json'), VALID('b/vcpkg.json')]],
    [
      'a single file with a problem',
      () => [unreadableReport('x/vcpkg.json', 'unreadable', 'cannot read')],
    ],
    ['characters JSON escapes', () => [ESCAPES, VALID('after/vcpkg.json')]],
    ['the examples', exampleReports],
  ])('writes the same text as toSarif for %s', (_name, reports) => {
    const given = reports();
    expect(streamedSarif(given)).toBe(printed(toSarif(given, SARIF_OPTIONS)));
  });

  it('keeps informationUri where toSarif puts it', () => {
    const options = { toolVersion: '1.2.3', informationUri: 'https://example.org/manifest-check' };
    const reports = exampleReports();
    expect(streamedSarif(reports, options)).toBe(printed(toSarif(reports, options)));
  });
});

describe('manifest-check streams the same documents it printed whole', () => {
  it('--format json', async () => {
    const run = await cli(['--format', 'json', 'examples']);
    expect([run.status, run.stdout]).toEqual([1, wholeJson(exampleReports())]);
  });

  it('--format sarif', async () => {
    const run = await cli(['--format', 'sarif', 'examples']);
    const options = { toolVersion: packageJson.version };
    expect([run.status, run.stdout]).toEqual([1, printed(toSarif(exampleReports(), options))]);
  });
});

describe('cutAroundArray and prettyArrayWriter', () => {
  /** Writes `document` with `items` streamed into its array `list`, wherever that array is. */
  function streamInto(document: object, list: unknown[], items: unknown[]): string {
    const { head, tail } = cutAroundArray(document, () => list);
    let text = '';
    const writer = prettyArrayWriter((chunk) => (text += chunk), head);
    for (const item of items) writer.item(item);
    writer.end(tail);
    return text;
  }

  it.each<[string, (list: unknown[]) => object]>([
    ['at the top', (list) => ({ list, after: 1 })],
    ['deep in objects', (list) => ({ a: { b: { list } }, after: [1] })],
    ['inside another array', (list) => ({ a: [{ x: 1 }, list, 2] })],
    ['as the whole document', (list) => list],
  ])('lays the items out as JSON.stringify does, with the array %s', (_name, shape) => {
    const items = [1, 'two\nlines', { nested: [[], {}, [1, { deep: null }]] }, [], {}];
    for (const count of [0, 1, items.length]) {
      const list: unknown[] = [];
      expect(streamInto(shape(list), list, items.slice(0, count))).toBe(
        printed(shape(items.slice(0, count))),
      );
    }
  });

  it('refuses an array that is not in the document', () => {
    expect(() => cutAroundArray({ list: [] }, () => [])).toThrow(
      'the array to cut around is not in the document',
    );
  });
});
