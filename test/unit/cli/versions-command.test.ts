/**
 * `manifest-check versions`: a registry's version database checked against its ports, fixed
 * with `--fix` as `vcpkg x-add-version --all` fixes it; a registry that is none is a usage error.
 * Small registries of ports without dependencies, in throw-away git repositories (no ../shared).
 */
import { describe, expect, it } from '@jest/globals';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { VERSIONS_USAGE } from '../../../src/cli/versions-args.js';
import { gitIn } from '../../support/git.js';
import { cli, cliIn } from '../../support/run-cli.js';
import { makeTempDir, makeTempTree } from '../../support/temp-dir.js';

const ALPHA = '{\n  "name": "alpha",\n  "version": "1.0"\n}\n';
const BETA = '{\n  "name": "beta",\n  "version-date": "2024-01-02"\n}\n';

/** A git registry of two ports with an empty database, committed. */
function registry(): string {
  const root = makeTempTree('versions-command', {
    'ports/alpha/vcpkg.json': ALPHA,
    'ports/alpha/portfile.cmake': '# alpha\n',
    'ports/beta/vcpkg.json': BETA,
    'ports/beta/portfile.cmake': '# beta\n',
    'versions/.keep': '',
  });
  gitIn(root, 'init', '-q');
  gitIn(root, 'add', '-A');
  gitIn(root, 'commit', '-qm', 'ports');
  return root;
}

/** The tree id git gives `ports/<name>` in the index as it is after `git add -A`. */
function treeOf(root: string, name: string): string {
  gitIn(root, 'add', '-A');
  return gitIn(root, 'rev-parse', `${gitIn(root, 'write-tree')}:ports/${name}`);
}

const read = (root: string, file: string) => readFileSync(path.join(root, file), 'utf8');

describe('versions', () => {
  it('prints its usage', async () => {
    expect(await cli(['versions', '--help'])).toEqual({
      status: 0,
      stdout: VERSIONS_USAGE,
      stderr: '',
    });
  });

  it('reports an empty database on the ports and the baseline, and --fix writes what vcpkg writes', async () => {
    const root = registry();
    const before = await cliIn(root, ['versions']);
    expect(before.status).toBe(1);
    expect(before.stdout).toMatch(
      /^ports\/alpha\/vcpkg\.json:3:14: error: this port is not in the version database: .*\[versions-missing\]$/m,
    );
    expect(before.stdout).toMatch(
      /^versions\/baseline\.json:1:1: error: .*\[versions-baseline\]$/m,
    );

    const fixed = await cliIn(root, ['versions', '--fix']);
    expect(fixed).toEqual({
      status: 0,
      stdout: '5 files checked: 5 valid, 0 invalid; 0 errors, 0 warnings\n',
      stderr: `manifest-check: --fix wrote 3 files: ${['versions/a-/alpha.json', 'versions/b-/beta.json', 'versions/baseline.json'].join(', ')}\n`,
    });
    expect(read(root, 'versions/a-/alpha.json')).toBe(
      `{\n  "versions": [\n    {\n      "git-tree": "${treeOf(root, 'alpha')}",\n      "version": "1.0",\n      "port-version": 0\n    }\n  ]\n}\n`,
    );
    expect(read(root, 'versions/baseline.json')).toBe(
      '{\n  "default": {\n    "alpha": {\n      "baseline": "1.0",\n      "port-version": 0\n    },\n    "beta": {\n      "baseline": "2024-01-02",\n      "port-version": 0\n    }\n  }\n}\n',
    );
    // Fixed, the database checks clean, and another --fix writes nothing.
    expect((await cliIn(root, ['versions', '--fix'])).stderr).toBe('');
    expect((await cliIn(root, ['versions'])).status).toBe(0);
  });

  it('reports a port changed without a version bump, and --fix never rewrites its published entry', async () => {
    const root = registry();
    await cliIn(root, ['versions', '--fix']);
    const published = read(root, 'versions/a-/alpha.json');
    writeFileSync(path.join(root, 'ports/alpha/portfile.cmake'), '# alpha, changed\n');
    const run = await cliIn(root, ['versions', '--fix']);
    expect(run.status).toBe(1);
    expect(run.stdout).toMatch(
      /^versions\/a-\/alpha\.json:4:\d+: error: alpha@1\.0 git tree .* The port changed without a version bump.*\[versions-git-tree\]$/m,
    );
    expect(run.stderr).toMatch(/^manifest-check: --fix wrote nothing: /);
    expect(read(root, 'versions/a-/alpha.json')).toBe(published);
    // A bump is then added above the published entry.
    writeFileSync(path.join(root, 'ports/alpha/vcpkg.json'), ALPHA.replace('"1.0"', '"1.1"'));
    expect((await cliIn(root, ['versions', '--fix'])).status).toBe(0);
    expect(read(root, 'versions/a-/alpha.json')).toMatch(/"version": "1\.1"[^]*"version": "1\.0"/);
  });

  it('with --base, reports a published entry rewritten and two versions added in one change', async () => {
    const root = registry();
    await cliIn(root, ['versions', '--fix']);
    gitIn(root, 'add', '-A');
    gitIn(root, 'commit', '-qm', 'database');
    const base = gitIn(root, 'rev-parse', 'HEAD');
    // Two versions of alpha in one change: 1.1, then 1.2, each fixed in.
    for (const version of ['1.1', '1.2']) {
      writeFileSync(
        path.join(root, 'ports/alpha/vcpkg.json'),
        ALPHA.replace('"1.0"', `"${version}"`),
      );
      writeFileSync(path.join(root, 'ports/alpha/portfile.cmake'), `# alpha ${version}\n`);
      expect((await cliIn(root, ['versions', '--fix'])).status).toBe(0);
    }
    // beta's published entry rewritten to the tree of an edited port: the state is consistent.
    writeFileSync(path.join(root, 'ports/beta/portfile.cmake'), '# beta, changed\n');
    const betaFile = path.join(root, 'versions/b-/beta.json');
    writeFileSync(
      betaFile,
      read(root, 'versions/b-/beta.json').replace(
        /"git-tree": "\w+"/,
        `"git-tree": "${treeOf(root, 'beta')}"`,
      ),
    );
    expect((await cliIn(root, ['versions'])).status).toBe(0);
    const run = await cliIn(root, ['versions', '--base', base]);
    expect(run.status).toBe(1);
    expect(run.stdout).toMatch(
      /^versions\/a-\/alpha\.json:\d+:\d+: error: .*\[versions-one-version-per-change\]$/m,
    );
    expect(run.stdout).toMatch(
      /^versions\/b-\/beta\.json:4:\d+: error: .*\[versions-published-entry\]$/m,
    );
  });

  it('refuses a --base the clone does not have, naming it and the fix', async () => {
    const root = registry();
    const run = await cliIn(root, ['versions', '--base', 'origin/nowhere']);
    expect(run.status).toBe(2);
    expect(run.stderr).toContain(
      'manifest-check: --base "origin/nowhere" names no commit of the repository',
    );
    expect(run.stderr).toContain('git fetch origin origin/nowhere');
  });

  it('reports in JSON and as GitHub workflow commands, naming each file as found', async () => {
    const root = registry();
    const json = JSON.parse((await cliIn(root, ['versions', '--format', 'json'])).stdout) as {
      files: { file: string; valid: boolean }[];
    };
    expect(json.files.map((file) => [file.file, file.valid])).toEqual([
      ['ports/alpha/vcpkg.json', false],
      ['ports/beta/vcpkg.json', false],
      ['versions/baseline.json', false],
    ]);
    const github = await cliIn(root, ['versions', '--format', 'github']);
    expect(github.stdout).toMatch(
      /^::error file=ports\/alpha\/vcpkg\.json,line=3,col=14,endLine=3,endColumn=\d+,title=versions-missing::/m,
    );
  });

  it('forges no workflow command from a port folder or a name a pull request controls', async () => {
    const root = registry();
    const evil = 'x\n::error::forged ##[error]forged';
    mkdirSync(path.join(root, 'ports', evil));
    writeFileSync(
      path.join(root, 'ports', evil, 'vcpkg.json'),
      '{\n  "name": "::warning::forged",\n  "version": "1"\n}\n',
    );
    const run = await cliIn(root, ['versions', '--format', 'github']);
    expect(run.status).toBe(1);
    expect(run.stdout).toMatch(/^::error file=ports\/x%0A.*title=vcpkg-value::/m);
    const lines = run.stdout.split('\n');
    expect(lines.filter((line) => /^::(?!error file=)/.test(line))).toEqual([]);
    expect(lines.filter((line) => line.includes('##['))).toEqual([]);
  });

  it('reads a registry given as a folder, or as --ports and --versions folders', async () => {
    const root = registry();
    await cliIn(root, ['versions', '--fix']);
    const parent = path.dirname(root);
    const name = path.basename(root);
    expect((await cliIn(parent, ['versions', name])).status).toBe(0);
    expect(
      (
        await cliIn(parent, [
          'versions',
          '--ports',
          `${name}/ports`,
          '--versions',
          `${name}/versions`,
          name,
        ])
      ).status,
    ).toBe(0);
  });

  it.each([
    [
      ['versions', 'a', 'b'],
      'versions checks one registry, and 2 were given; run it once for each',
    ],
    [['versions', '--ports', '', '.'], '--ports needs a folder name'],
    [['versions', '--format', 'xml'], 'unknown --format "xml"'],
  ])('refuses %j', async (args, message) => {
    const run = await cli(args);
    expect(run.status).toBe(2);
    expect(run.stderr).toContain(`manifest-check: ${message}`);
    expect(run.stderr).toContain("Run 'manifest-check versions --help' for usage.");
  });

  it('refuses a folder without ports/ or versions/, naming it', async () => {
    const root = makeTempDir('versions-none');
    mkdirSync(path.join(root, 'ports'));
    const run = await cli(['versions', root]);
    expect(run).toEqual({
      status: 2,
      stdout: '',
      stderr: `manifest-check: cannot list the versions folder ${path.join(root, 'versions')}: no such file or directory; expected a registry's versions folder\nRun 'manifest-check versions --help' for usage.\n`,
    });
  });

  it('refuses a git registry outside a git work tree, and checks a filesystem registry there', async () => {
    const root = makeTempTree('versions-nogit', {
      'ports/alpha/vcpkg.json': ALPHA,
      'versions/a-/alpha.json': `{"versions": [{"git-tree": "${'a'.repeat(40)}", "version": "1.0"}]}`,
      'versions/baseline.json': '{"default": {"alpha": {"baseline": "1.0", "port-version": 0}}}',
    });
    const git = await cli(['versions', root]);
    expect(git.status).toBe(2);
    expect(git.stderr).toContain("a git registry's tree ids are computed by git");
    writeFileSync(
      path.join(root, 'versions/a-/alpha.json'),
      '{"versions": [{"path": "$/ports/alpha", "version": "1.0"}]}',
    );
    expect(await cli(['versions', '--quiet', root])).toMatchObject({ status: 0, stderr: '' });
  });
});
