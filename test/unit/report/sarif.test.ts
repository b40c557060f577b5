import { describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import Ajv2020Module from 'ajv/dist/2020.js';
import formatsModule from 'ajv-formats';
import type { Log } from 'sarif';
import type { FileReport } from '../../../src/report/file-report.js';
import type { Problem } from '../../../src/manifest/problems/problem.js';
import { toSarif } from '../../../src/report/sarif.js';
import { cli } from '../../support/run-cli.js';

const Ajv2020 = Ajv2020Module.default;
const addFormats = formatsModule.default;

/**
 * The SARIF 2.1.0 schema of the SARIF SDK, byte for byte as `package/sarif-2.1.0.json` of the npm
 * package @microsoft/sarif-multitool-linux 5.7.0 ships it (sha256 1c49a0f2…ad89ed798c); copied
 * because that package is 43 MB of .NET binaries. It names the 2020-12 dialect, so Ajv2020 checks it.
 */
const SARIF_SCHEMA: object = JSON.parse(
  readFileSync('test/fixtures/sarif-2.1.0.schema.json', 'utf8'),
) as object;

const sarifAjv = new Ajv2020({ strict: false, allErrors: true });
addFormats(sarifAjv);
const validateSarif = sarifAjv.compile(SARIF_SCHEMA);

/** What the SARIF schema finds wrong with a log, one line per error. */
function sarifErrors(log: unknown): string[] {
  if (validateSarif(log)) return [];
  return (validateSarif.errors ?? []).map((error) => `${error.instancePath} ${error.message}`);
}

const MISSING_NAME: Problem = {
  rule: 'required',
  severity: 'error',
  message: 'missing required property "name"',
  pointer: '',
  missingProperty: 'name',
  line: 1,
  column: 1,
  endLine: 4,
  endColumn: 2,
};
const DUPLICATE_VERSION: Problem = {
  rule: 'duplicate-key',
  severity: 'warning',
  message: 'duplicate key "version": the value at line 2 is ignored, only the last one counts',
  pointer: '/version',
  key: 'version',
  line: 3,
  column: 3,
  endLine: 3,
  endColumn: 12,
};
const OPTIONS = { toolVersion: '1.2.3' };

function report(file: string, problems: Problem[]): FileReport {
  return { file, valid: problems.every((p) => p.severity !== 'error'), problems };
}

describe('toSarif', () => {
  it('makes one run with every rule and a result per problem; a file without problems adds none', () => {
    const log = toSarif(
      [
        report('ports/zlib/vcpkg.json', [MISSING_NAME, DUPLICATE_VERSION]),
        report('ports/ok/vcpkg.json', []),
      ],
      { toolVersion: '1.2.3', informationUri: 'https://example.org/manifest-check' },
    );
    const location = (region: object) => [
      {
        physicalLocation: {
          artifactLocation: { uri: 'ports/zlib/vcpkg.json', uriBaseId: '%SRCROOT%' },
          region,
        },
      },
    ];
    expect(log).toEqual({
      $schema: 'https://json.schemastore.org/sarif-2.1.0.json',
      version: '2.1.0',
      runs: [
        {
          tool: {
            driver: {
              name: 'manifest-check',
              version: '1.2.3',
              informationUri: 'https://example.org/manifest-check',
              rules: expect.arrayContaining([
                {
                  id: 'required',
                  shortDescription: { text: 'A required key is missing.' },
                  fullDescription: {
                    text: 'Every key the spec requires must be there, such as `name` in a manifest or `name` in a dependency object.',
                  },
                  help: {
                    text: 'Every key the spec requires must be there, such as `name` in a manifest or `name` in a dependency object. Add the missing key to the object the problem points at.',
                  },
                  defaultConfiguration: { level: 'error' },
                },
                {
                  id: 'duplicate-key',
                  shortDescription: {
                    text: 'A key given twice in one object (`JSON.parse` keeps only the last).',
                  },
                  fullDescription: {
                    text: 'An object must not have the same key twice: `JSON.parse` keeps only the last value, so the first is silently lost.',
                  },
                  help: {
                    text: 'An object must not have the same key twice: `JSON.parse` keeps only the last value, so the first is silently lost. Remove one of the two keys, or merge their values.',
                  },
                  defaultConfiguration: { level: 'warning' },
                },
              ]),
            },
          },
          columnKind: 'utf16CodeUnits',
          results: [
            {
              ruleId: 'required',
              ruleIndex: 4,
              level: 'error',
              message: { text: 'missing required property "name"' },
              locations: location({ startLine: 1, startColumn: 1, endLine: 4, endColumn: 2 }),
              partialFingerprints: {
                'manifestCheckProblemHash/v1':
                  'a3b62a0b837a6d58efe09eacf7e53f8d294e6c5995d02cdfddeea39acec2839c:1',
              },
            },
            {
              ruleId: 'duplicate-key',
              ruleIndex: 12,
              level: 'warning',
              message: {
                text: 'duplicate key "version": the value at line 2 is ignored, only the last one counts',
              },
              locations: location({ startLine: 3, startColumn: 3, endLine: 3, endColumn: 12 }),
              partialFingerprints: {
                'manifestCheckProblemHash/v1':
                  '60543dcd862ce25e8f05b7ab767dbb6ce8ea7316c47a19eba1adf3c689a7bf36:1',
              },
            },
          ],
        },
      ],
    });
    expect(sarifErrors(log)).toEqual([]);
  });

  it('lists every rule in the order of the rules table in docs/checks.md, so a ruleIndex means the same in every log', () => {
    const rules = toSarif([], OPTIONS).runs[0]?.tool.driver.rules ?? [];
    expect(rules.map((rule) => [rule.id, rule.defaultConfiguration?.level])).toEqual(
      documentedRules(),
    );
  });

  it('leaves informationUri out when none is given, and lists no results for no problems', () => {
    const run = toSarif([report('vcpkg.json', [])], OPTIONS).runs[0];
    expect(run?.tool.driver.informationUri).toBeUndefined();
    expect(run?.results).toEqual([]);
  });

  it('percent-encodes file paths into URI references; absolute paths become file: URIs', () => {
    const files = [
      'ports/my port/zlib-ñ/vcpkg.json',
      'odd/100%#1?/vcpkg.json',
      'a:b/vcpkg.json',
      '/home/me/my port/vcpkg.json',
    ];
    const log = toSarif(
      files.map((file) => report(file, [MISSING_NAME])),
      OPTIONS,
    );
    expect(
      log.runs[0]?.results?.map(
        (result) => result.locations?.[0]?.physicalLocation?.artifactLocation,
      ),
    ).toEqual([
      { uri: 'ports/my%20port/zlib-%C3%B1/vcpkg.json', uriBaseId: '%SRCROOT%' },
      { uri: 'odd/100%25%231%3F/vcpkg.json', uriBaseId: '%SRCROOT%' },
      { uri: 'a%3Ab/vcpkg.json', uriBaseId: '%SRCROOT%' },
      { uri: 'file:///home/me/my%20port/vcpkg.json' },
    ]);
    expect(sarifErrors(log)).toEqual([]);
  });

  it('fingerprints a problem by rule, file and pointer, not by line, numbering repeats', () => {
    const moved = { ...DUPLICATE_VERSION, line: 30, endLine: 30 };
    const otherKey = { ...DUPLICATE_VERSION, pointer: '/name' };
    const fingerprints = (problems: Problem[]) =>
      toSarif([report('vcpkg.json', problems)], OPTIONS).runs[0]?.results?.map(
        (result) => result.partialFingerprints?.['manifestCheckProblemHash/v1'],
      ) ?? [];
    const [original] = fingerprints([DUPLICATE_VERSION]);
    const hash = original?.replace(/:1$/, '');
    expect(fingerprints([moved])).toEqual([original]);
    expect(fingerprints([DUPLICATE_VERSION, moved, otherKey])).toEqual([
      `${hash}:1`,
      `${hash}:2`,
      expect.not.stringContaining(String(hash)),
    ]);
  });
});

describe('manifest-check --format sarif', () => {
  it('prints a SARIF log that the SARIF 2.1.0 schema accepts, and exits 1 for errors', async () => {
    const run = await cli(['--format', 'sarif', 'examples/']);
    // examples/ has a manifest for today's vcpkg: the spec profile's note, once, on standard error.
    expect([run.status, run.stderr]).toEqual([
      1,
      expect.stringMatching(/^manifest-check: note: [^\n]*\n$/),
    ]);
    const log = JSON.parse(run.stdout) as Log;
    expect(run.stdout).toBe(`${JSON.stringify(log, null, 2)}\n`);
    expect(sarifErrors(log)).toEqual([]);
    expect(log.runs[0]?.tool.driver).toMatchObject({ name: 'manifest-check', version: '0.1.0' });
    const [first] = log.runs[0]?.results ?? [];
    expect(first?.locations?.[0]?.physicalLocation?.artifactLocation).toEqual({
      uri: 'examples/current/vcpkg.json',
      uriBaseId: '%SRCROOT%',
    });
  });

  it('exits 0 when there are only warnings', async () => {
    const run = await cli(['--format', 'sarif', 'examples/warnings']);
    expect(run.status).toBe(0);
    const log = JSON.parse(run.stdout) as Log;
    expect(log.runs[0]?.results?.map((result) => [result.ruleId, result.level])).toEqual([
      ['spdx', 'warning'],
      ['platform-expression', 'warning'],
      ['unanchored-identifier', 'warning'],
      ['duplicate-key', 'warning'],
    ]);
  });
});

describe('the schema check', () => {
  it('can fail: a result without a message, a path with a space', () => {
    const result = {
      ruleId: 'required',
      locations: [{ physicalLocation: { artifactLocation: { uri: 'my port/vcpkg.json' } } }],
    };
    const log = {
      version: '2.1.0',
      runs: [{ tool: { driver: { name: 'x' } }, results: [result] }],
    };
    expect(sarifErrors(log)).toEqual([
      "/runs/0/results/0 must have required property 'message'",
      '/runs/0/results/0/locations/0/physicalLocation/artifactLocation/uri must match format "uri-reference"',
    ]);
  });
});

/** The rule and severity columns of the table of rules in docs/checks.md. */
function documentedRules(): string[][] {
  const checks = readFileSync('docs/checks.md', 'utf8');
  return [...checks.matchAll(/^\| `([a-z-]+)` +\| (error|warning) +\|/gm)].map((match) => [
    match[1] as string,
    match[2] as string,
  ]);
}
