/**
 * A run loads only what it runs: the spec profile's rules (with its precompiled schemas), the
 * current profile's, vcpkg's configuration rules, the canonical form (`format`), the request
 * builder and the versions checks are each loaded only by the run that needs them. A chunk is
 * known by a message it holds, not by its number. The command line's chunks are recorded by a
 * preload script (CommonJS: Module._load), the Action's by a module hook (ES modules).
 */
import { describe, expect, it } from '@jest/globals';
import { spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { cliChunkLoads } from '../support/chunk-loads.js';
import { gitIn } from '../support/git.js';
import { makeTempDir, makeTempTree } from '../support/temp-dir.js';

const TEMP = makeTempDir('chunk-loads');
// The Action is an ES module: its chunks come through the loader's hooks, which run on a thread
// of their own and so write to a file.
const ESM_LOG = path.join(TEMP, 'esm-loads.txt');
const HOOKS = path.join(TEMP, 'hooks.mjs');
writeFileSync(
  HOOKS,
  `import { appendFileSync } from 'node:fs';
export async function load(url, context, next) {
  const match = /\\/(\\d+\\.index\\.js)$/.exec(url);
  if (match) appendFileSync(${JSON.stringify(ESM_LOG)}, 'loaded ' + match[1] + '\\n');
  return next(url, context);
}
`,
);
const ESM_RECORDER = path.join(TEMP, 'register-hooks.mjs');
writeFileSync(
  ESM_RECORDER,
  `import { register } from 'node:module';
register(${JSON.stringify(pathToFileURL(HOOKS).href)});
`,
);

/** Each lazily loaded part, by a message only its code holds. */
const PARTS = {
  spec: 'which usually means $refs that multiply',
  current: 'Specifying vcpkg-configuration.default-registry in a manifest file conflicts',
  configuration: 'vcpkg ignores a configuration that is not one',
  format: 'could not be written in canonical form',
  request: 'request: --no-route-check builds a route the description lacks',
  versions: "a git registry's tree ids are computed by git",
} as const;
type Part = keyof typeof PARTS;

/** The chunk files of `dir` that hold `part` (a small module may be copied into two chunks). */
function chunksOf(dir: string, part: Part): string[] {
  const chunks = readdirSync(dir).filter((file) => /^\d+\.index\.js$/.test(file));
  const holding = chunks.filter((file) =>
    readFileSync(path.join(dir, file), 'utf8').includes(PARTS[part]),
  );
  expect(holding.length).toBeGreaterThan(0);
  return holding;
}

/** Which of the parts `loaded` holds; the Action (dist) has no request command. */
function partsIn(dir: string, loaded: readonly string[]): Part[] {
  const parts = Object.keys(PARTS) as Part[];
  return parts
    .filter((part) => !(dir === 'dist' && part === 'request'))
    .filter((part) => chunksOf(dir, part).some((chunk) => loaded.includes(chunk)));
}

// In vcpkg's canonical form, for format --check.
const MANIFEST = '{\n  "name": "one",\n  "version": "1.0"\n}\n';
const CONFIGURATION =
  '{ "default-registry": { "kind": "git", "repository": "https://example.com/r", "baseline": "0000000000000000000000000000000000000000" } }\n';

/** The chunk files the Action loads on a workspace of one manifest. */
function actionLoads(
  workspace: string,
  inputs: Record<string, string> = {},
): { status: number | null; loaded: string[] } {
  writeFileSync(ESM_LOG, '');
  const runner = makeTempDir('chunk-loads-runner');
  const output = path.join(runner, 'output');
  const summary = path.join(runner, 'summary.md');
  writeFileSync(output, '');
  writeFileSync(summary, '');
  const run = spawnSync(
    process.execPath,
    ['--import', pathToFileURL(ESM_RECORDER).href, path.resolve('dist/index.js')],
    {
      cwd: workspace,
      encoding: 'utf8',
      env: {
        PATH: process.env.PATH ?? '',
        GITHUB_WORKSPACE: workspace,
        GITHUB_OUTPUT: output,
        GITHUB_STEP_SUMMARY: summary,
        GITHUB_EVENT_NAME: 'push',
        RUNNER_TEMP: runner,
        ...Object.fromEntries(
          Object.entries(inputs).map(([name, value]) => [`INPUT_${name.toUpperCase()}`, value]),
        ),
      },
    },
  );
  const loaded = [...readFileSync(ESM_LOG, 'utf8').matchAll(/^loaded (\S+)$/gm)].map(
    (match) => match[1] as string,
  );
  return { status: run.status, loaded };
}

describe('the chunks a run loads', () => {
  const manifest = makeTempTree('manifest', { 'vcpkg.json': MANIFEST });
  const configured = makeTempTree('configured', {
    'vcpkg.json': MANIFEST,
    'vcpkg-configuration.json': CONFIGURATION,
  });
  const cli = 'dist/cli';
  // A registry of one port whose database is right.
  const registry = makeTempTree('registry', {
    'ports/one/vcpkg.json': MANIFEST,
    'versions/baseline.json':
      '{\n  "default": {\n    "one": {\n      "baseline": "1.0",\n      "port-version": 0\n    }\n  }\n}\n',
  });
  gitIn(registry, 'init', '-q');
  gitIn(registry, 'add', '-A');
  const tree = gitIn(registry, 'rev-parse', `${gitIn(registry, 'write-tree')}:ports/one`);
  mkdirSync(path.join(registry, 'versions', 'o-'));
  writeFileSync(
    path.join(registry, 'versions', 'o-', 'one.json'),
    `{\n  "versions": [\n    {\n      "git-tree": "${tree}",\n      "version": "1.0",\n      "port-version": 0\n    }\n  ]\n}\n`,
  );

  it('are the spec rules, no more, for one manifest under the spec profile', () => {
    const run = cliChunkLoads([path.join(manifest, 'vcpkg.json')]);
    expect(run.status).toBe(0);
    expect(partsIn(cli, run.loaded)).toEqual(['spec']);
  });

  it("are the spec rules, not the current ones, for a user's schema under the current profile", () => {
    const schema = path.join(manifest, 'schema.json');
    writeFileSync(schema, '{"type": "object"}');
    const run = cliChunkLoads(['--profile', 'current', '--schema', schema, manifest]);
    expect(run.status).toBe(0);
    expect(partsIn(cli, run.loaded)).toEqual(['spec']);
  });

  it('are the current rules, no more, for one manifest under the current profile', () => {
    const run = cliChunkLoads(['--profile', 'current', path.join(manifest, 'vcpkg.json')]);
    expect(run.status).toBe(0);
    expect(partsIn(cli, run.loaded)).toEqual(['current']);
  });

  it("are vcpkg's configuration rules for a configuration, whichever the profile", () => {
    const spec = cliChunkLoads([configured]);
    expect(spec.status).toBe(0);
    expect(partsIn(cli, spec.loaded)).toEqual(['spec', 'configuration']);
    const current = cliChunkLoads(['--profile', 'current', configured]);
    expect(current.status).toBe(0);
    expect(partsIn(cli, current.loaded)).toEqual(['current', 'configuration']);
  });

  it('are the canonical form and the current rules for format --check', () => {
    const run = cliChunkLoads(['format', '--check', path.join(manifest, 'vcpkg.json')]);
    expect(run.status).toBe(0);
    expect(partsIn(cli, run.loaded)).toEqual(['current', 'format']);
  });

  it('are the request builder for request, and no rules', () => {
    const run = cliChunkLoads([
      'request',
      '--no-route-check',
      'GET /repos/{owner}/{repo}',
      '-f',
      'owner=o',
      '-f',
      'repo=r',
    ]);
    expect(run.status).toBe(0);
    expect(partsIn(cli, run.loaded)).toEqual(['request']);
  });

  it('are the versions checks and the current rules for versions, and no format', () => {
    const run = cliChunkLoads(['versions', registry]);
    expect(run.status).toBe(0);
    expect(partsIn(cli, run.loaded)).toEqual(['current', 'versions']);
  });

  // The `performance` global loads perf_hooks, nine modules of Node's, on first use.
  it.each([
    ['one manifest', () => cliChunkLoads([path.join(manifest, 'vcpkg.json')])],
    ['the pre-commit run', () => cliChunkLoads(['--hook', path.join(manifest, 'vcpkg.json')])],
    ['versions', () => cliChunkLoads(['versions', registry])],
  ])("leave Node's performance timing unloaded: %s", (_, run) => {
    const { status, builtins } = run();
    expect(status).toBe(0);
    expect(builtins).toContain('fs');
    expect(builtins).not.toContain('perf_hooks');
  });

  it('are the versions checks for the Action only with versions: check', () => {
    expect(actionLoads(registry, { profile: 'current' }).loaded).not.toEqual(
      expect.arrayContaining(chunksOf('dist', 'versions')),
    );
    const run = actionLoads(registry, { profile: 'current', versions: 'check' });
    expect(run.status).toBe(0);
    expect(partsIn('dist', run.loaded)).toEqual(['current', 'versions']);
  });

  it('are the spec rules, no format or request code, for the Action on one manifest', () => {
    const run = actionLoads(manifest);
    expect(run.status).toBe(0);
    expect(partsIn('dist', run.loaded)).toEqual(['spec']);
    // The hook sees the Action's chunks: its current profile loads the current rules.
    const current = actionLoads(manifest, { profile: 'current' });
    expect(current.status).toBe(0);
    expect(partsIn('dist', current.loaded)).toEqual(['current']);
  });
});
