import { readFileSync } from 'node:fs';
import type { RuleId, Severity } from '../../../../src/manifest/problems/problem.js';
import { RULE_IDS, RULES, severityOf, type Rule } from '../../../../src/manifest/problems/rules.js';
import { validateManifest } from '../../../../src/manifest/validate.js';
import { planAnnotations } from '../../../../src/report/annotations.js';
import { toSarif } from '../../../../src/report/sarif.js';
import { formatFileText, painter } from '../../../../src/report/text.js';
import { cli } from '../../../support/run-cli.js';

/** RULES as a test may change it: the checks read it at every problem they make. */
const rules = RULES as Record<RuleId, Rule>;
const KEPT = { ...rules.pattern };
afterEach(() => {
  rules.pattern = KEPT;
});

// The built-in schema's semantic-version pattern rejects `1.2`: one `pattern` problem.
const MANIFEST = readFileSync('test/fixtures/rules-registry.json', 'utf8');
const FILE = 'ports/zlib/vcpkg.json';

function reportWith(severity: Severity) {
  rules.pattern = { ...KEPT, severity };
  const result = validateManifest(MANIFEST);
  return { file: FILE, valid: result.valid, problems: result.problems };
}

describe('a rule severity lives in the registry, and every report follows it', () => {
  it('by default `pattern` is an error in the problem, the text, SARIF and the annotations', () => {
    const report = reportWith('error');
    expect(report.problems.map((problem) => [problem.rule, problem.severity])).toEqual([
      ['pattern', 'error'],
    ]);
    expect(report.valid).toBe(false);
    expect(formatFileText(report, painter(false))).toContain(`${FILE}:3:21: error: `);
    const run = toSarif([report], { toolVersion: '0' }).runs[0];
    expect(run?.results?.map((result) => result.level)).toEqual(['error']);
    const pattern = run?.tool.driver.rules?.find((rule) => rule.id === 'pattern');
    expect(pattern?.defaultConfiguration?.level).toBe('error');
    expect(planAnnotations([report]).map((annotation) => annotation.severity)).toEqual(['error']);
  });

  it('made a warning there, `pattern` is a warning in all of them, and the file is valid', async () => {
    const report = reportWith('warning');
    expect(report.problems.map((problem) => [problem.rule, problem.severity])).toEqual([
      ['pattern', 'warning'],
    ]);
    expect(report.valid).toBe(true);
    expect(formatFileText(report, painter(false))).toContain(`${FILE}:3:21: warning: `);
    const run = toSarif([report], { toolVersion: '0' }).runs[0];
    expect(run?.results?.map((result) => result.level)).toEqual(['warning']);
    const pattern = run?.tool.driver.rules?.find((rule) => rule.id === 'pattern');
    expect(pattern?.defaultConfiguration?.level).toBe('warning');
    expect(planAnnotations([report]).map((annotation) => annotation.severity)).toEqual(['warning']);
    // The command line, end to end: a warning never fails the run.
    const command = await cli(['--format', 'text', 'test/fixtures/rules-registry.json']);
    expect(command.stdout).toContain(': warning: ');
    expect(command.status).toBe(0);
  });

  it('--strict makes a warning an error, but for a rule whose strict severity says otherwise', () => {
    expect(severityOf('spdx')).toBe('warning');
    expect(severityOf('spdx', true)).toBe('error');
    expect(severityOf('pattern', true)).toBe('error');
    expect(severityOf('unregistered-schema', true)).toBe('warning');
  });

  it("docs/checks.md's rules table gives every rule, in registry order, with the registry's severity", () => {
    const checks = readFileSync('docs/checks.md', 'utf8');
    const table = [...checks.matchAll(/^\| `([a-z-]+)` +\| (error|warning) +\|/gm)].map(
      ([, rule, severity]) => [rule, severity],
    );
    expect(table).toEqual(RULE_IDS.map((rule) => [rule, RULES[rule].severity]));
  });
});
