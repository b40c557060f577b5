/**
 * Bidirectional controls (U+202A-U+202E, U+2066-U+2069, U+200E, U+200F, U+061C) in a file name
 * or a manifest value make a viewer show the rest of the line reordered: `ports/\u202eok/…` reads
 * `ports/nosj.gkpcv/ko`. Wherever a path or value is shown (the text report, the job summary,
 * SARIF messages, annotations, every line the CLI and the Action print) each is written as its
 * `\uXXXX` escape, and JSON output keeps the same data.
 */
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { coreMock, githubMock, recorded, resetActions } from '../support/actions-mock.js';
import { fileReport, spdxProblem } from '../support/reports.js';
import { cli } from '../support/run-cli.js';
import { makeTempDir } from '../support/temp-dir.js';

jest.unstable_mockModule('@actions/core', () => coreMock);
jest.unstable_mockModule('@actions/github', () => githubMock);
const { run } = await import('../../src/action.js');
const { validateManifest } = await import('../../src/manifest/validate.js');
const { formatFileText, painter } = await import('../../src/report/text.js');
const { formatJobSummary } = await import('../../src/report/job-summary.js');
const { toSarif } = await import('../../src/report/sarif.js');
const { formatCurl } = await import('../../src/report/curl.js');
const { neutraliseCommands } = await import('../../src/report/workflow-commands.js');

/** Every bidi control. */
const BIDI = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/;
/** A directory whose name turns the rest of its path around. */
const FILE = 'ports/\u202eok/vcpkg.json';
/** The same path as it reads back: the escape written where the control was. */
const FILE_ESCAPED = 'ports/\\u202eok/vcpkg.json';
/** A name holding each isolate: not a valid port name, so a message quotes it. */
const NAME = 'a\u2066b\u2067c\u2068d\u2069e';
const NAME_ESCAPED = 'a\\u2066b\\u2067c\\u2068d\\u2069e';
const MANIFEST = JSON.stringify({ name: NAME, version: '1' });

/** A message that names a path as it is, as a file's read error can: the reporter escapes it. */
const RAW_MESSAGE = `cannot read ${FILE}`;

/** The report of MANIFEST at `file`, and a warning whose message holds a raw control. */
function reportOf(file: string) {
  const { problems } = validateManifest(MANIFEST);
  return fileReport(file, [...problems, spdxProblem('warning', 1, RAW_MESSAGE)]);
}

describe('the reporters write each bidi control as its escape', () => {
  it('a manifest message quotes the value with its controls escaped', () => {
    const { problems } = validateManifest(MANIFEST);
    expect(problems.length).toBeGreaterThan(0);
    for (const { message } of problems) expect(message).not.toMatch(BIDI);
    expect(problems.map(({ message }) => message).join('\n')).toContain(`"${NAME_ESCAPED}"`);
    // The quoted value reads back as the value.
    expect(JSON.parse(`"${NAME_ESCAPED}"`)).toBe(NAME);
  });

  it('text: the path is quoted as JSON and the message escaped', () => {
    const text = formatFileText(reportOf(FILE), painter(false));
    expect(text).not.toMatch(BIDI);
    expect(text.startsWith(`"${FILE_ESCAPED}":1:`)).toBe(true);
    expect(JSON.parse(`"${FILE_ESCAPED}"`)).toBe(FILE);
    expect(text).toContain(NAME_ESCAPED);
    expect(text).toContain(`cannot read ${FILE_ESCAPED} [spdx]`);
  });

  it('job summary: the file cell, the message cell and the places named', () => {
    const report = reportOf(FILE);
    const summary = { files: 1, valid: 0, invalid: 1, errors: 1, warnings: 1 };
    const markdown = formatJobSummary([report], summary, {
      moreAt: ['the SARIF file out/\u202eev.sarif'],
      leftOut: { files: 1, errors: 1, warnings: 0 },
    });
    expect(markdown).not.toMatch(BIDI);
    // Each escape's `\` is the character reference `&#92;`, as every `\` is; it renders as `\`.
    const cell = (text: string) => text.replaceAll('\\', '&#92;');
    expect(markdown).toContain(`<tr><td>${cell(FILE_ESCAPED)}</td>`);
    expect(markdown).toContain(cell(NAME_ESCAPED));
    expect(markdown).toContain(`<td>cannot read ${cell(FILE_ESCAPED)}</td>`);
    expect(markdown).toContain('the SARIF file out/&#92;u202eev.sarif has them all.');
  });

  it('SARIF: the message text is escaped and the URI percent-encoded', () => {
    const log = toSarif([reportOf(FILE)], { toolVersion: '1.0.0' });
    expect(JSON.stringify(log)).not.toMatch(BIDI);
    const [named, raw] = log.runs[0]?.results ?? [];
    expect(named?.message.text).toContain(NAME_ESCAPED);
    expect(raw?.message.text).toBe(`cannot read ${FILE_ESCAPED}`);
    expect(named?.locations?.[0]?.physicalLocation?.artifactLocation?.uri).toBe(
      'ports/%E2%80%AEok/vcpkg.json',
    );
  });

  it('curl: an argument with one is $-quoted as UTF-8 bytes, which the shell reads back', () => {
    const value = `a\u202eb\u2066c`;
    const curl = formatCurl({
      method: 'GET',
      url: 'https://api.github.com/',
      headers: { 'x-note': value },
    });
    expect(curl).not.toMatch(BIDI);
    const argument = "$'x-note: a\\xe2\\x80\\xaeb\\xe2\\x81\\xa6c'";
    expect(curl).toContain(`--header ${argument}`);
    expect(execFileSync('bash', ['-c', `printf %s ${argument}`], { encoding: 'utf8' })).toBe(
      `x-note: ${value}`,
    );
  });

  it('neutraliseCommands escapes them, and a JSON document stays the same data', () => {
    const json = JSON.stringify({ [FILE]: NAME });
    const printed = neutraliseCommands(json);
    expect(printed).not.toMatch(BIDI);
    expect(printed).toBe(`{"${FILE_ESCAPED}":"${NAME_ESCAPED}"}`);
    expect(JSON.parse(printed)).toEqual({ [FILE]: NAME });
    // Each of them, not only the override.
    const every = '\u061c\u200e\u200f\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069';
    expect(neutraliseCommands(every)).toBe(
      '\\u061c\\u200e\\u200f\\u202a\\u202b\\u202c\\u202d\\u202e\\u2066\\u2067\\u2068\\u2069',
    );
  });
});

describe('the CLI prints no bidi control', () => {
  const root = makeTempDir('bidi-cli');
  mkdirSync(path.join(root, path.dirname(FILE)), { recursive: true });
  writeFileSync(path.join(root, FILE), MANIFEST);
  const shown = path.join(root, FILE_ESCAPED);

  it('text: the path quoted, the value escaped', async () => {
    const output = await cli([path.join(root, 'ports')]);
    expect(output.status).toBe(1);
    expect(output.stdout + output.stderr).not.toMatch(BIDI);
    expect(output.stdout).toContain(`"${shown}":1:`);
    expect(output.stdout).toContain(NAME_ESCAPED);
  });

  it.each(['json', 'sarif'])(
    '%s: escaped in the text, the same data once parsed',
    async (format) => {
      const output = await cli(['--format', format, path.join(root, 'ports')]);
      expect(output.stdout).not.toMatch(BIDI);
      const parsed = JSON.stringify(JSON.parse(output.stdout));
      expect(parsed).toMatch(format === 'json' ? '\u202eok' : '%E2%80%AEok');
    },
  );

  it('a usage error names the missing path with the control escaped', async () => {
    const output = await cli([path.join(root, 'ports/\u202emissing')]);
    expect(output.status).toBe(2);
    expect(output.stderr).not.toMatch(BIDI);
    expect(output.stderr).toContain('ports/\\u202emissing');
  });
});

describe('the Action prints no bidi control', () => {
  const SAVED_ENV = { ...process.env };
  beforeEach(() => {
    process.env = { ...SAVED_ENV, RUNNER_TEMP: makeTempDir('bidi-temp') };
    delete process.env.GITHUB_STEP_SUMMARY;
    githubMock.context.payload = {};
  });
  afterEach(() => {
    process.env = SAVED_ENV;
  });

  it('in its log lines, annotation messages and file properties, and the failure', async () => {
    const root = makeTempDir('bidi-action');
    mkdirSync(path.join(root, path.dirname(FILE)), { recursive: true });
    writeFileSync(path.join(root, FILE), MANIFEST);
    process.env.GITHUB_WORKSPACE = root;
    resetActions({});
    await run();
    expect(JSON.stringify([recorded.log, recorded.failed])).not.toMatch(BIDI);
    const annotations = recorded.log.filter(([kind]) => kind === 'error');
    expect(annotations.length).toBeGreaterThan(0);
    for (const [, message, properties] of annotations) {
      expect(properties?.file).toBe(FILE_ESCAPED);
      expect(message).toContain(NAME_ESCAPED);
    }
    const lines = recorded.log.map(([, text]) => text);
    expect(lines.some((line) => line.startsWith(`"${FILE_ESCAPED}":1:`))).toBe(true);
    expect(recorded.failed).toHaveLength(1);
  });
});
