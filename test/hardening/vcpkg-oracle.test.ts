/**
 * The harness that asks the real vcpkg (../shared/oracles/vcpkg/vcpkg) for its verdict, and the
 * generator of mutants for the `current` profile, each on its own: the differential test of the
 * `current` profile trusts both.
 */
import { chmodSync, existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { listCorpus } from '../support/corpus.js';
import { makeTempTree } from '../support/temp-dir.js';
import {
  CURRENT_PORTS_SET,
  MUTATION_KINDS,
  generateCurrentMutants,
  oracleFilesOf,
} from '../support/current-mutants.js';
import {
  VCPKG_ORACLE,
  judgeWithVcpkg,
  oracleProblem,
  type OracleFile,
  type OracleVerdict,
} from '../support/vcpkg-oracle.js';

const oracleExists = existsSync(VCPKG_ORACLE);
const describeOracle = oracleExists ? describe : describe.skip;
const oracleTitle = oracleExists ? 'the vcpkg oracle' : 'the vcpkg oracle (skipped: no ../shared)';

const SHA = '3426db05b996481ca31e95fff3734cf23e0f51bc';
const port = (path: string, text: string): OracleFile => ({ path, text, kind: 'port' });
const project = (path: string, text: string): OracleFile => ({ path, text, kind: 'project' });
const configuration = (path: string, text: string): OracleFile => ({
  path,
  text,
  kind: 'configuration',
});
const summary = ({ path, accepted }: OracleVerdict) => ({ path, accepted });

describeOracle(oracleTitle, () => {
  it('accepts a sample of today’s ports as ports, in one vcpkg run', () => {
    const sample = listCorpus()
      .filter(({ set }) => set === CURRENT_PORTS_SET)
      .filter((_, index) => index % 40 === 0)
      .map(({ path, file }) => port(path, readFileSync(file, 'utf8')));
    expect(sample.length).toBeGreaterThan(50);
    const { verdicts, runs } = judgeWithVcpkg(sample);
    expect(verdicts.filter((verdict) => !verdict.accepted)).toEqual([]);
    expect(verdicts.map((verdict) => verdict.path)).toEqual(sample.map((file) => file.path));
    expect(runs).toBe(1);
  });

  it('accepts a project without name as a project and rejects it as a port', () => {
    const text = '{ "dependencies": ["zlib"] }';
    const { verdicts } = judgeWithVcpkg([
      project('as project', text),
      port('as port', text),
      project('another project', '{}'),
      port('another port', '{ "name": "a", "version": "1" }'),
    ]);
    expect(verdicts.map(summary)).toEqual([
      { path: 'as project', accepted: true },
      { path: 'as port', accepted: false },
      { path: 'another project', accepted: true },
      { path: 'another port', accepted: true },
    ]);
    expect(verdicts[1]?.messages).toContain(
      "error: $ (a manifest): missing required field 'name' (a package name)",
    );
  });

  it('rejects a duplicate key, with its line and column', () => {
    const { verdicts } = judgeWithVcpkg([project('dup', '{"name": "a", "name": "b"}')]);
    expect(verdicts[0]?.accepted).toBe(false);
    expect(verdicts[0]?.messages).toContainEqual(
      expect.stringMatching(/^1:15: error: Duplicated key "name" in an object\n/),
    );
  });

  it('accepts an unknown SPDX id, with a warning', () => {
    const { verdicts } = judgeWithVcpkg([
      port('unknown id', '{"name": "a", "version": "1", "license": "Foo-License"}'),
      port('known id', '{"name": "b", "version": "1", "license": "MIT"}'),
    ]);
    expect(verdicts.map(summary)).toEqual([
      { path: 'unknown id', accepted: true },
      { path: 'known id', accepted: true },
    ]);
    expect(verdicts[0]?.messages).toEqual([
      expect.stringContaining(
        "warning: $.license (an SPDX license expression): Unknown license identifier 'Foo-License'.",
      ),
    ]);
    expect(verdicts[1]?.messages).toEqual([]);
  });

  it('sees an error in a configuration although vcpkg exits 0', () => {
    const { verdicts } = judgeWithVcpkg([
      configuration('bad', '{"registries": 5}'),
      configuration('not an object', '[]'),
      configuration('unknown key', '{"foo": 1}'),
      configuration('empty', ''),
    ]);
    expect(verdicts.map(summary)).toEqual([
      { path: 'bad', accepted: false },
      { path: 'not an object', accepted: false },
      { path: 'unknown key', accepted: true },
      { path: 'empty', accepted: true },
    ]);
    expect(verdicts[0]?.status).toBe(0);
    expect(verdicts[0]?.messages).toContain(
      'error: $.registries: mismatched type: expected an array of registries',
    );
    expect(verdicts[1]?.status).toBe(0);
    expect(verdicts[2]?.messages[0]).toMatch(
      /^warning: configuration contains the following unrecognized fields:/,
    );
  });

  it('checks a project’s baseline and configurations in manifest mode, alone', () => {
    const { verdicts } = judgeWithVcpkg([
      project('good baseline', `{"builtin-baseline": "${SHA}"}`),
      project('bad baseline', '{"builtin-baseline": "abc"}'),
      { ...project('both configurations', '{"vcpkg-configuration": {}}'), configuration: '{}' },
      { ...project('bad configuration beside', '{}'), configuration: '{"registries": 5}' },
      project('batched', '{}'),
    ]);
    expect(verdicts.map(({ path, accepted, alone }) => ({ path, accepted, alone }))).toEqual([
      { path: 'good baseline', accepted: true, alone: true },
      { path: 'bad baseline', accepted: false, alone: true },
      { path: 'both configurations', accepted: false, alone: true },
      { path: 'bad configuration beside', accepted: false, alone: true },
      // One project left for the batch is run on its own, in manifest mode too.
      { path: 'batched', accepted: true, alone: true },
    ]);
    expect(verdicts[1]?.messages.join('\n')).toContain(
      'the top-level builtin-baseline (abc) was not a valid commit sha: expected 40 hexadecimal characters.',
    );
    expect(verdicts[3]?.messages).toContain(
      'vcpkg-configuration.json: error: $.registries: mismatched type: expected an array of registries',
    );
  });

  it('judges the files of a batch that vcpkg aborts, the culprit included', () => {
    // A version number of 2^64 or more makes vcpkg stop with an internal error (recorded in test/fixtures/vcpkg-verdicts).
    const crash = '{"name": "c", "version": "99999999999999999999999.0"}';
    const good = (name: string) => `{"name": "${name}", "version": "1"}`;
    const files = [
      ...['a', 'b', 'c', 'd', 'e', 'f'].map((name) => port(`port ${name}`, good(name))),
      port('port crash', crash),
      // A DocumentRef- in a license makes vcpkg crash (a segmentation fault).
      port(
        'port segfault',
        '{"name": "s", "version": "1", "license": "DocumentRef-x:LicenseRef-y"}',
      ),
      ...['g', 'h'].map((name) => project(`project ${name}`, good(name))),
      project('project crash', crash),
      ...['i', 'j', 'k'].map((name) => project(`project ${name}`, good(name))),
    ];
    const { verdicts, runs } = judgeWithVcpkg(files);
    expect(verdicts.filter((verdict) => !verdict.accepted).map((verdict) => verdict.path)).toEqual([
      'port crash',
      'port segfault',
      'project crash',
    ]);
    expect(verdicts.find((verdict) => verdict.path === 'port segfault')?.messages).toEqual([
      'killed by SIGSEGV',
    ]);
    expect(verdicts.find((verdict) => verdict.path === 'port crash')?.messages.join('\n')).toMatch(
      /internal error/,
    );
    expect(runs).toBeGreaterThan(2);
  });

  it('gives the same verdicts in batches as one file per run, on a sample of mutants', () => {
    const files = oracleFilesOf(
      generateCurrentMutants({ ports: 40, projects: 30, configurations: 0 }, 7),
    );
    const batched = judgeWithVcpkg(files);
    const alone = judgeWithVcpkg(files, { alone: true });
    expect(batched.verdicts.map(summary)).toEqual(alone.verdicts.map(summary));
    expect(batched.runs).toBeLessThan(alone.runs);
  }, 120_000);

  it('judges 600 mutants of every kind', () => {
    const mutants = generateCurrentMutants({ ports: 250, projects: 250, configurations: 100 }, 1);
    const { verdicts } = judgeWithVcpkg(oracleFilesOf(mutants));
    expect(verdicts).toHaveLength(600);
    for (const kind of ['port', 'project', 'configuration'] as const) {
      const ofKind = verdicts.filter((verdict) => verdict.kind === kind);
      expect(ofKind.some((verdict) => verdict.accepted)).toBe(true);
      expect(ofKind.some((verdict) => !verdict.accepted)).toBe(true);
    }
  }, 300_000);
});

describe('an oracle that cannot judge', () => {
  it('says that it is absent', () => {
    expect(oracleProblem('/nonexistent/vcpkg')).toBe('no vcpkg oracle at /nonexistent/vcpkg');
    expect(() => judgeWithVcpkg([], { vcpkg: '/nonexistent/vcpkg' })).toThrow(
      'no vcpkg oracle at /nonexistent/vcpkg',
    );
  });

  it('says that it does not start, and that it needs libcurl4', () => {
    // What the dynamic loader prints where libcurl4 is missing.
    const folder = makeTempTree('vcpkg-oracle', {
      vcpkg:
        '#!/bin/sh\necho "vcpkg: error while loading shared libraries: libcurl.so.4: ' +
        'cannot open shared object file: No such file or directory" >&2\nexit 127\n',
    });
    const vcpkg = path.join(folder, 'vcpkg');
    chmodSync(vcpkg, 0o755);
    expect(oracleProblem(vcpkg)).toBe(
      `the vcpkg oracle ${vcpkg} does not start (exit status 127): vcpkg: error while loading ` +
        'shared libraries: libcurl.so.4: cannot open shared object file: No such file or ' +
        'directory. It needs libcurl4 (apt-get install -y libcurl4).',
    );
    expect(() => judgeWithVcpkg([project('p', '{}')], { vcpkg })).toThrow('It needs libcurl4');
  });
});

describe('mutants for the current profile', () => {
  const counts = { ports: 120, projects: 120, configurations: 60 };

  it('are the same for one seed and differ for another', () => {
    const first = generateCurrentMutants(counts, 3);
    expect(generateCurrentMutants(counts, 3)).toEqual(first);
    expect(generateCurrentMutants(counts, 4)).not.toEqual(first);
  });

  it('use every mutation of every kind, each mutant named by one', () => {
    const mutants = generateCurrentMutants(counts, 5);
    for (const kind of ['port', 'project', 'configuration'] as const) {
      const used = new Set(mutants.filter((m) => m.kind === kind).map((m) => m.mutation));
      expect([...used].sort()).toEqual([...MUTATION_KINDS[kind]].sort());
    }
    expect(new Set(mutants.map((m) => m.id)).size).toBe(mutants.length);
    expect(mutants.filter((m) => m.kind === 'port')).toHaveLength(counts.ports);
    expect(mutants.filter((m) => m.kind === 'project')).toHaveLength(counts.projects);
    expect(mutants.filter((m) => m.kind === 'configuration')).toHaveLength(counts.configurations);
  });

  it('write values JSON.stringify cannot, and configurations beside projects', () => {
    const mutants = generateCurrentMutants({ ports: 400, projects: 400, configurations: 0 }, 9);
    const texts = mutants.map((m) => m.text);
    expect(texts.some((text) => /"port-version": (1\.0|-0|1e2|01)\b/.test(text))).toBe(true);
    expect(texts.some((text) => text.includes('\\u0000raw'))).toBe(false);
    expect(mutants.some((m) => m.configuration !== undefined)).toBe(true);
    expect(oracleFilesOf(mutants).filter((file) => file.configuration !== undefined)).toHaveLength(
      mutants.filter((m) => m.configuration !== undefined).length,
    );
  });
});
