/**
 * The job summary: a heading, the totals, and one HTML table of every problem of the run, grouped
 * by file, a file's rows folded when it has many, escaped against whatever a manifest quotes, and
 * cut at whole rows to stay under GitHub's size limit.
 */
import { describe, expect, it } from '@jest/globals';
import type { FileReport } from '../../../src/report/file-report.js';
import type { Severity } from '../../../src/manifest/problems/problem.js';
import { fileReport, spdxProblem } from '../../support/reports.js';
import { formatJobSummary } from '../../../src/report/job-summary.js';
import { EMPTY_SUMMARY, addToSummary } from '../../../src/report/totals.js';

const problem = (severity: Severity, line: number, message = `problem ${line}`) =>
  spdxProblem(severity, line, message);
const report = fileReport;

/** A file with `count` errors on lines 1, 2, … */
function manyErrors(file: string, count: number): FileReport {
  return report(
    file,
    Array.from({ length: count }, (_, i) => problem('error', i + 1)),
  );
}

/** The summary with the totals the reports add up to. */
function summarize(reports: FileReport[], options?: Parameters<typeof formatJobSummary>[2]) {
  return formatJobSummary(reports, reports.reduce(addToSummary, EMPTY_SUMMARY), options);
}

const TABLE_HEAD = [
  '<table>',
  '<thead><tr><th>File</th><th>Line</th><th>Severity</th><th>Rule</th><th>Message</th></tr></thead>',
  '<tbody>',
];
const TABLE_TAIL = ['</tbody>', '</table>'];

/** The row for `problem(severity, line)` in `file`. */
function row(file: string, severity: Severity, line: number): string {
  return `<tr><td>${file}</td><td>${line}:3</td><td>${severity}</td><td><code>spdx</code></td><td>problem ${line}</td></tr>`;
}

/** The row for `problem(severity, line)` in a folded file: no file cell. */
function foldedRow(severity: Severity, line: number): string {
  return `<tr><td>${line}:3</td><td>${severity}</td><td><code>spdx</code></td><td>problem ${line}</td></tr>`;
}

/** The row that folds the problems of `file`, up to the first of them. */
function foldOpen(file: string, counts: string): string[] {
  return [
    `<tr><th>${file}</th><td colspan="4"><details><summary>${counts}</summary>`,
    '<table>',
    '<tbody>',
  ];
}
const FOLD_TAIL = ['</tbody>', '</table>', '</details></td></tr>'];

/** How many times each tag is opened and closed: equal counts mean nothing was cut mid-table. */
function tagBalance(html: string): Record<string, [number, number]> {
  const tags = ['details', 'summary', 'table', 'thead', 'tbody', 'tr', 'th', 'td', 'code'];
  const count = (pattern: RegExp) => html.split(pattern).length - 1;
  return Object.fromEntries(
    tags.map((tag) => [tag, [count(new RegExp(`<${tag}[ >]`)), count(new RegExp(`</${tag}>`))]]),
  );
}

function balanced(html: string): Record<string, [number, number]> {
  return Object.fromEntries(
    Object.entries(tagBalance(html)).map(([tag, [opened]]) => [tag, [opened, opened]]),
  );
}

describe('formatJobSummary', () => {
  it('shows the totals and one table of every problem, a row each, with the file first', () => {
    const reports = [
      report('ports/zlib/vcpkg.json', [problem('error', 2), problem('warning', 5)]),
      report('ports/clean/vcpkg.json', []),
      report('vcpkg.json', [problem('warning', 7)]),
    ];
    expect(summarize(reports)).toBe(
      [
        '## manifest-check',
        '',
        '3 files checked: 2 valid, 1 invalid; 1 error, 2 warnings',
        '',
        ...TABLE_HEAD,
        row('ports/zlib/vcpkg.json', 'error', 2),
        row('ports/zlib/vcpkg.json', 'warning', 5),
        row('vcpkg.json', 'warning', 7),
        ...TABLE_TAIL,
        '',
      ].join('\n'),
    );
  });

  it('says so in one line when every file is clean', () => {
    expect(summarize([report('a/vcpkg.json', []), report('b/vcpkg.json', [])])).toBe(
      [
        '## manifest-check',
        '',
        '2 files checked: 2 valid, 0 invalid; 0 errors, 0 warnings',
        '',
        'Every file is valid and no problems were found.',
        '',
      ].join('\n'),
    );
  });

  it('escapes file names and messages so they cannot break the table or inject markup', () => {
    const nasty =
      'a | b\n\n<script>alert(1)</script> `x` *b* _i_ [l](http://e.org) ~~s~~ $m$ \\ & &amp;\r\nend';
    expect(summarize([report('we|ird <b>_*`.json', [problem('error', 1, nasty)])])).toBe(
      [
        '## manifest-check',
        '',
        '1 file checked: 0 valid, 1 invalid; 1 error, 0 warnings',
        '',
        ...TABLE_HEAD,
        '<tr><td>we&#124;ird &lt;b&gt;&#95;&#42;&#96;.json</td><td>1:3</td><td>error</td><td><code>spdx</code></td>' +
          '<td>a &#124; b<br><br>&lt;script&gt;alert(1)&lt;/script&gt; &#96;x&#96; &#42;b&#42; &#95;i&#95; ' +
          '&#91;l&#93;(http://e.org) &#126;&#126;s&#126;&#126; &#36;m&#36; &#92; &amp; &amp;amp;<br>end</td></tr>',
        ...TABLE_TAIL,
        '',
      ].join('\n'),
    );
  });

  it('folds the rows of a file with more than foldOver problems into one row of the table', () => {
    const big = report('big/vcpkg.json', [
      problem('error', 1),
      problem('warning', 2),
      problem('error', 3),
    ]);
    expect(summarize([big, manyErrors('small/vcpkg.json', 2)], { foldOver: 2 })).toBe(
      [
        '## manifest-check',
        '',
        '2 files checked: 0 valid, 2 invalid; 4 errors, 1 warning',
        '',
        ...TABLE_HEAD,
        ...foldOpen('big/vcpkg.json', '2 errors, 1 warning'),
        foldedRow('error', 1),
        foldedRow('warning', 2),
        foldedRow('error', 3),
        ...FOLD_TAIL,
        row('small/vcpkg.json', 'error', 1),
        row('small/vcpkg.json', 'error', 2),
        ...TABLE_TAIL,
        '',
      ].join('\n'),
    );
  });

  it('has one header for the run, however many files there are, folded or not', () => {
    const reports = [manyErrors('a.json', 1), manyErrors('b.json', 30), manyErrors('c.json', 2)];
    const html = summarize(reports);
    expect([html.split('<thead>').length - 1, html.split('<details>').length - 1]).toEqual([1, 1]);
    expect(html.split('<tr><td>').length - 1).toBe(33);
  });

  it('escapes the name of a folded file as it does any other', () => {
    const folded = report('we|ird <b>_.json', [problem('error', 1), problem('error', 2)]);
    expect(summarize([folded], { foldOver: 1 })).toContain(
      '<tr><th>we&#124;ird &lt;b&gt;&#95;.json</th><td colspan="4"><details><summary>2 errors, 0 warnings</summary>',
    );
  });

  describe('under maxBytes', () => {
    const reports = [manyErrors('a.json', 3), manyErrors('big.json', 30), manyErrors('c.json', 2)];
    const whole = summarize(reports);

    it('keeps the whole summary when it fits exactly', () => {
      expect(summarize(reports, { maxBytes: Buffer.byteLength(whole) })).toBe(whole);
    });

    it('keeps whole rows, closes what is open and says how many problems were left out', () => {
      const maxBytes = 2_000;
      const cut = summarize(reports, { maxBytes });
      const lines = cut.split('\n');
      expect(Buffer.byteLength(cut)).toBeLessThanOrEqual(maxBytes);
      expect(lines.slice(-9)).toEqual([
        foldedRow('error', 15),
        ...FOLD_TAIL,
        ...TABLE_TAIL,
        '',
        '17 more problems in 2 files are not shown here, to keep this summary under 2000 bytes; the JSON report and the SARIF file have them all.',
        '',
      ]);
      expect(tagBalance(cut)).toEqual(balanced(cut));
      // Every line kept is a line of the whole summary: nothing was cut inside a row or a tag.
      expect(lines.slice(0, -3).filter((line) => !whole.split('\n').includes(line))).toEqual([]);
    });

    it('stops before a row that leaves no room for the line counting what was left out', () => {
      const maxBytes = Buffer.byteLength(whole) - 1;
      const cut = summarize(reports, {
        maxBytes,
        moreAt: ['out.json'],
      });
      expect(cut.split('\n').slice(-9)).toEqual([
        foldedRow('error', 30),
        ...FOLD_TAIL,
        ...TABLE_TAIL,
        '',
        `2 more problems in 1 file are not shown here, to keep this summary under ${maxBytes} bytes; out.json has them all.`,
        '',
      ]);
      expect(tagBalance(cut)).toEqual(balanced(cut));
    });

    it('opens no table when not even its first row fits', () => {
      const head = summarize([report('a.json', [])]).split('\n\nEvery')[0] as string;
      const cut = summarize(reports, { maxBytes: Buffer.byteLength(head) + 300 });
      expect(cut.includes('<table>')).toBe(false);
      expect(cut.split('\n').at(-2)).toMatch(/^35 more problems in 3 files are not shown here/);
    });

    it('cuts rows to make room for the line counting the files the run kept no more of', () => {
      const leftOut = { files: 4, errors: 40, warnings: 0 };
      // Under a limit of as many digits, so that the last line is as long as in the cut summary.
      const all = summarize(reports, { leftOut, maxBytes: 9_999 });
      const maxBytes = Buffer.byteLength(all) - 1;
      expect([all.split('<tr><td>').length - 1, maxBytes > 999]).toEqual([35, true]);
      const cut = summarize(reports, { leftOut, maxBytes });
      const shown = cut.split('<tr><td>').length - 1;
      expect(Buffer.byteLength(cut)).toBeLessThanOrEqual(maxBytes);
      expect(cut.split('\n').at(-2)).toBe(
        `${75 - shown} more problems in 5 files are not shown here, to keep this summary under ${maxBytes} bytes; the JSON report and the SARIF file have them all.`,
      );
      expect(tagBalance(cut)).toEqual(balanced(cut));
    });

    it('counts bytes, not characters, so non-ASCII messages stay under the limit too', () => {
      const accented = report(
        'é.json',
        [1, 2, 3, 4, 5].map((n) => problem('error', n, 'é'.repeat(100))),
      );
      const cut = summarize([accented], { maxBytes: 1_000 });
      expect([Buffer.byteLength(cut) <= 1_000, cut.split('\n').at(-2)]).toEqual([
        true,
        '3 more problems in 1 file are not shown here, to keep this summary under 1000 bytes; the JSON report and the SARIF file have them all.',
      ]);
    });

    it('stays under the default 1 MB for 100,000 problems, and counts what it left out', () => {
      const files = Array.from({ length: 1_000 }, (_, i) =>
        manyErrors(`ports/p${i}/vcpkg.json`, 100),
      );
      const cut = summarize(files);
      const shown = cut.split('<tr><td>').length - 1;
      expect(Buffer.byteLength(cut)).toBeLessThanOrEqual(1_000_000);
      expect(cut.split('\n').at(-2)).toBe(
        `${100_000 - shown} more problems in ${1_000 - Math.floor(shown / 100)} files are not shown here, to keep this summary under 1000000 bytes; the JSON report and the SARIF file have them all.`,
      );
      expect(tagBalance(cut)).toEqual(balanced(cut));
    });
  });
});
