/**
 * The official JSON Schema Test Suite, every required case of five drafts, through `--schema`
 * and `--schema-ref` as a user gives them, against plain ajv 8 on the same cases: no case ajv
 * passes may be lost, but for the known gaps docs/checks.md lists. Plain ajv's verdicts are read
 * from test/fixtures/json-schema-suite-ajv.json, recorded with the ajv installed; run with
 * RECORD_AJV_VERDICTS=1 to run plain ajv and record them again (after an upgrade of ajv,
 * ajv-draft-04 or ajv-formats, or of the vendored suite). Set SUITE_TABLE to a file name to have
 * the per-draft table written there.
 */
import { writeFileSync } from 'node:fs';
import { jest } from '@jest/globals';
import {
  AJV_VERDICTS,
  ajvVerdictsText,
  installedAjvVersions,
  lostCases,
  passedCount,
  readAjvVerdicts,
  recordedAjvRun,
  recordedRun,
  runManifestCheck,
  runPlainAjv,
  sharedGaps,
  suiteGroups,
  SUITE_DRAFTS,
  type AjvVerdicts,
  type SuiteDraft,
} from '../support/json-schema-suite.js';

/** Whether this run records plain ajv's verdicts instead of reading them. */
const RECORDING = process.env.RECORD_AJV_VERDICTS === '1';

/** Cases ajv passes that are lost: none, since a remote is given by the URL it is served at. */
const KNOWN_LOST: Record<SuiteDraft, string[]> = {
  draft4: [],
  draft6: [],
  draft7: [],
  'draft2019-09': [],
  'draft2020-12': [],
};

describe('the JSON Schema Test Suite through --schema and --schema-ref', () => {
  const rows = ['| draft | manifest-check | plain ajv 8 |', '|---|---|---|'];
  const gaps: string[] = [];
  const recorded: AjvVerdicts = RECORDING
    ? {
        about:
          'Plain ajv 8 on the JSON Schema Test Suite: per group, 1 for a case it passes, 0 for one it fails. Recorded by RECORD_AJV_VERDICTS=1 with test/hardening/json-schema-suite.test.ts.',
        versions: installedAjvVersions(),
        drafts: {},
      }
    : readAjvVerdicts();
  // ajv says on the console that it ignores a format it does not know (the suite's idn-email,
  // idn-hostname, iri, iri-reference): collected here, and held to be only that, not printed.
  const warnings: string[] = [];
  beforeAll(() => {
    jest.spyOn(console, 'warn').mockImplementation((...parts: unknown[]) => {
      warnings.push(parts.map(String).join(' '));
    });
  });
  afterAll(() => {
    jest.restoreAllMocks();
    const table = [...rows, '', 'Failed by both:', ...gaps].join('\n');
    if (process.env.SUITE_TABLE) writeFileSync(process.env.SUITE_TABLE, `${table}\n`);
    if (RECORDING) writeFileSync(AJV_VERDICTS, ajvVerdictsText(recorded));
  });

  it("compares with plain ajv's verdicts recorded with the installed ajv (RECORD_AJV_VERDICTS=1 records them)", () => {
    expect(recorded.versions).toEqual(installedAjvVersions());
  });

  it.each(SUITE_DRAFTS)('%s: loses no case that plain ajv passes', async (draft) => {
    const groups = suiteGroups(draft);
    const cases = groups.reduce((sum, group) => sum + group.tests.length, 0);
    const ajv = RECORDING ? runPlainAjv(draft, groups) : recordedAjvRun(recorded, draft, groups);
    if (RECORDING) recorded.drafts[draft] = recordedRun(groups, ajv);
    const ours = await runManifestCheck(draft, groups);
    rows.push(`| ${draft} | ${passedCount(ours)}/${cases} | ${passedCount(ajv)}/${cases} |`);
    gaps.push(...sharedGaps(groups, ours, ajv).map((name) => `${draft}: ${name}`));
    const lost = lostCases(groups, ours, ajv);
    rows.push(...lost.map(({ name, refused }) => `lost: ${name}${refused ? ` (${refused})` : ''}`));
    expect(lost.map(({ name }) => name)).toEqual(KNOWN_LOST[draft]);
  });

  it('warns of nothing but formats ajv does not know', () => {
    expect(
      warnings.filter(
        (warning) => !/^unknown format "[^"]+" ignored in schema at path "#[^"]*"$/.test(warning),
      ),
    ).toEqual([]);
  });
});
