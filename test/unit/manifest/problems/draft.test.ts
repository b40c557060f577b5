/**
 * A problem gets its severity from its rule, in one place (draftOf, problemAtStart): no check
 * writes a severity of its own, so a rule's severity changed in the registry changes every
 * problem of that rule, wherever it is made.
 */
import { afterEach, describe, expect, it } from '@jest/globals';
import { draftOf, problemAtStart } from '../../../../src/manifest/problems/draft.js';
import type { RuleId, Severity } from '../../../../src/manifest/problems/problem.js';
import { RULE_IDS, RULES, type Rule } from '../../../../src/manifest/problems/rules.js';
import { notSearchedReport } from '../../../../src/run/hand-reports.js';
import { unreadableReport } from '../../../../src/report/file-report.js';
import { validateManifest } from '../../../../src/manifest/validate.js';
import { notCanonicalProblem } from '../../../../src/manifest/format/not-canonical.js';
import { validateConfiguration } from '../../../../src/manifest/configuration/validate-configuration.js';
import { currentVcpkgDrafts } from '../../../../src/manifest/vcpkg/current/current-checks.js';
import type { DeclaredSchemas } from '../../../../src/manifest/schema/declared-schema.js';
import type { ManifestSchema } from '../../../../src/manifest/schema/manifest-schema.js';
import { compileSchema } from '../../../../src/manifest/schema/user-schema.js';
import { checkRegistry } from '../../../../src/versions/check-registry.js';
import { planFix } from '../../../../src/versions/fix-registry.js';
import { everyVersionsMistake } from '../../../support/memory-registry.js';
import { checkChanges } from '../../../../src/versions/change-rules.js';
import type { Database, VersionsFile } from '../../../../src/versions/database.js';

describe('draftOf', () => {
  const anchor = { kind: 'value' } as const;

  it("gives the draft its rule's severity", () => {
    expect(draftOf('spdx', { message: 'm', pointer: '/license', anchor })).toEqual({
      rule: 'spdx',
      severity: 'warning',
      message: 'm',
      pointer: '/license',
      anchor,
    });
    expect(draftOf('pattern', { pattern: '^a$', message: 'm', pointer: '', anchor })).toEqual({
      rule: 'pattern',
      severity: 'error',
      pattern: '^a$',
      message: 'm',
      pointer: '',
      anchor,
    });
  });

  it('under --strict an error, but for a rule whose strict severity says otherwise', () => {
    expect(draftOf('spdx', { message: 'm', pointer: '', anchor }, true).severity).toBe('error');
    const uri = 'https://example.com/x.json';
    const fields = { uri, message: 'm', pointer: '/$schema', anchor };
    expect(draftOf('unregistered-schema', fields, true).severity).toBe('warning');
  });
});

describe('problemAtStart', () => {
  it("is at line 1, column 1, with the rule's severity", () => {
    expect(problemAtStart('skipped-directory', { message: 'm', pointer: '', matches: 2 })).toEqual({
      rule: 'skipped-directory',
      severity: 'warning',
      message: 'm',
      pointer: '',
      matches: 2,
      line: 1,
      column: 1,
      endLine: 1,
      endColumn: 1,
    });
  });
});

describe('with every severity turned round in the registry, every problem follows it', () => {
  /** RULES as a test may change it: the checks read it at every problem they make. */
  const rules = RULES as Record<RuleId, Rule>;
  const KEPT = { ...rules };
  afterEach(() => {
    Object.assign(rules, KEPT);
  });

  const turned = (severity: Severity): Severity => (severity === 'error' ? 'warning' : 'error');
  const lines = (...text: string[]) => text.join('\n');

  /** Manifests that between them break most rules, against the built-in schema. */
  const MANIFESTS: (string | Uint8Array)[] = [
    lines(
      '{',
      '  "name": "Bad Name",',
      '  "version": "1", "version-string": "1",',
      '  "port-version": 1.5,',
      '  "homepage": "not a uri",',
      '  "license": "MIT or GPL",',
      '  "supports": "windows & | linux",',
      '  "dependencies": [5, "core", {"name": "zlib", "platform": "!"}],',
      '  "default-features": ["Foo_Bar"],',
      '  "extra": 1,',
      '  "extra": 2',
      '}',
    ),
    '{"version": "1", "port-version": -1}',
    '{"name": "x", "version": "1",}',
    new Uint8Array([0x7b, 0xff, 0x7d]),
    `{"name": "x", "version": "1", "d": [${Array(5_001).fill(0).join(',')}]}`,
    `{"name": "x", "version": "1", ${Array(1_100).fill('"k": 0').join(', ')}}`,
  ];

  /** A user's vcpkg schema: `maxLength` is any other keyword, its features map has names. */
  function usersSchema(): ManifestSchema {
    const text = '{"title": "vcpkg manifest", "properties": {"name": {"maxLength": 1}}}';
    const compiled = compileSchema(text, 'mine.json');
    if (!compiled.ok) throw new Error(compiled.message);
    return compiled.schema;
  }

  /** Every versions-… problem: the registry's check, then --fix's plan for it. */
  function versionsProblems() {
    const input = everyVersionsMistake();
    const checked = checkRegistry(input);
    return [
      ...[...checked.problems.values()].flat(),
      ...[...planFix(input, checked).refusals.values()].flat(),
    ];
  }

  it('in problems of manifests, of files not read and of folders and files not searched', () => {
    for (const rule of RULE_IDS)
      rules[rule] = { ...KEPT[rule], severity: turned(KEPT[rule].severity) };
    const schema = usersSchema();
    const declared: DeclaredSchemas = {
      byUri: new Map(),
      fallbackName: 'the built-in schema',
      refOption: '--schema-ref',
      refsOnly: new Set(),
      manifestOption: '--manifest-schema',
    };
    const problems = [
      ...MANIFESTS.flatMap((manifest) => validateManifest(manifest).problems),
      ...validateManifest('{"name": "zlib", "features": {"Bad_Name": {}}}', { schema }).problems,
      ...validateManifest('{"$schema": "https://example.com/x.json"}', { declared }).problems,
      // A manifest not in vcpkg's canonical form.
      notCanonicalProblem('{ }', '{}\n'),
      // A configuration: an unknown field, a git baseline, a pattern twice, overlay-ports a string.
      ...validateConfiguration(
        '{"foo": 1, "default-registry": {"kind": "git", "repository": "r", "baseline": "main"}, "registries": [{"kind": "filesystem", "path": "a", "packages": ["a", "a"]}], "overlay-ports": "."}',
      ).problems,
      // Today's vcpkg's checks (drafts): an exponent, a bad name, an unknown license id.
      ...['{"$x": 1e2}', '{"name": "A", "license": "Foo"}'].flatMap((text) =>
        currentVcpkgDrafts(JSON.parse(text), text, { kind: 'project', strict: false }),
      ),
      // A project's builtin-baseline that the configuration file beside it replaces.
      ...validateManifest(`{"builtin-baseline": "${'0'.repeat(40)}"}`, {
        profile: 'current',
        beside: { configuration: { defaultRegistry: true } },
      }).problems,
      // With `versions --base`: two versions added, a published entry overwritten, a file deleted.
      ...changeDrafts(),
      ...unreadableReport('a.json', 'unreadable', 'm').problems,
      ...notSearchedReport({ path: 'node_modules', message: 'm', skippedMatches: 1 }, false)
        .problems,
      ...notSearchedReport({ path: 'VCPKG.json', message: 'm', caseOf: 'vcpkg.json' }, false)
        .problems,
      // A registry's version database: every versions-… rule, and --fix's refusal to write.
      ...versionsProblems(),
    ];
    const seen = new Set(problems.map((problem) => problem.rule));
    // Every rule but the bound on a user's schema's work (see schema-work-bound.test.ts).
    expect(RULE_IDS.filter((rule) => !seen.has(rule))).toEqual(['schema-work-limit']);
    for (const problem of problems) {
      // A count of problems left out is an error when any of them is one.
      const leftOutError = problem.rule === 'problem-limit' && problem.leftOut.errors > 0;
      expect([problem.rule, problem.severity]).toEqual([
        problem.rule,
        leftOutError ? 'error' : turned(KEPT[problem.rule].severity),
      ]);
    }
  });
});

/** The drafts of the three change rules of `versions --base`, one each. */
function changeDrafts() {
  const file = (port: string, trees: string[]): VersionsFile => ({
    port,
    path: `versions/${port[0]}-/${port}.json`,
    entries: trees.map((tree, index) => ({
      text: String(trees.length - index),
      scheme: 'version',
      portVersion: 0,
      gitTree: tree.repeat(40),
      pointer: `/versions/${index}`,
    })),
  });
  const database = (files: VersionsFile[]): Database => ({
    versionsFiles: new Map(files.map((each) => [each.port, each])),
    baseline: undefined,
    unreadable: new Set(),
    unreadableBaseline: false,
  });
  const drafts = checkChanges({
    ref: 'main',
    base: database([file('a', ['1']), file('b', ['2']), file('c', ['3'])]),
    head: database([file('a', ['6', '5', '1']), file('b', ['4'])]),
    basePorts: new Set(['a', 'b', 'c']),
    headPorts: new Set(['a', 'b']),
    headFiles: new Set(['versions/a-/a.json', 'versions/b-/b.json']),
  });
  return [...drafts.values()].flat();
}
