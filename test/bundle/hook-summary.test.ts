/**
 * One summary line per hook run. pre-commit and prek split a hook's files into batches run in
 * parallel, each a process printing its own `N files checked` line, unless the hook is
 * `require_serial`, as every hook of .pre-commit-hooks.yaml is. The real runners (pre-commit on
 * PATH; prek from $PREK, else `npx --no-install prek`) run each hook on 40 manifests, from a
 * repository holding this .pre-commit-hooks.yaml, bin/ and the built dist/cli. The same hooks
 * without `require_serial` are the baseline: there the runner must print several lines, or the
 * test could not fail. Skipped, saying why, when a runner is missing.
 */
import { describe, expect, it } from '@jest/globals';
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gitIn } from '../support/git.js';
import { makeTempDir } from '../support/temp-dir.js';

const MANIFESTS = 40;
const SUMMARY = `${MANIFESTS} files checked: ${MANIFESTS} valid, 0 invalid; 0 errors, 0 warnings`;
const HOOK_IDS = [
  'manifest-check',
  'manifest-check-strict',
  'manifest-check-current',
  'manifest-format',
];
/**
 * The hooks given no file names (`pass_filenames: false`): the runner runs each once, or not at
 * all when no file its `files:` matches is there, as none is among these manifests.
 */
const WHOLE_TREE_HOOK_IDS = ['manifest-versions'];

/** The path of a program, as a shell run by `command` in `cwd` finds it; undefined if none. */
function located(command: string[], cwd: string): string | undefined {
  const run = spawnSync(command[0] as string, command.slice(1), { cwd, encoding: 'utf8' });
  const found = run.status === 0 ? run.stdout.trim() : '';
  return found === '' ? undefined : found;
}

const RUNNERS = [
  { name: 'pre-commit', path: located(['sh', '-c', 'command -v pre-commit'], process.cwd()) },
  {
    name: 'prek',
    path:
      process.env.PREK || located(['npx', '--no-install', '-c', 'command -v prek'], process.cwd()),
  },
];

/**
 * The environment of a runner: its caches in `home`; batches forced parallel however many cores
 * the machine has (pre-commit runs two under TRAVIS, prek PREK_CONCURRENT_BATCHES); nothing of
 * a git hook or a runner around this test.
 */
function runnerEnvironment(home: string): NodeJS.ProcessEnv {
  const outer = Object.entries(process.env).filter(
    ([name]) => !/^(GIT_|PRE_COMMIT|PREK_)/.test(name),
  );
  return {
    ...Object.fromEntries(outer),
    PRE_COMMIT_HOME: path.join(home, 'pre-commit'),
    PREK_HOME: path.join(home, 'prek'),
    TRAVIS: 'true',
    PREK_CONCURRENT_BATCHES: '4',
  };
}

/**
 * A git repository of the hooks, two commits: `serial`, the hooks file as it is, and `parallel`,
 * the same without `require_serial`.
 */
function hookRepository(): { root: string; serial: string; parallel: string } {
  const root = makeTempDir('hook-repo');
  const hooks = readFileSync('.pre-commit-hooks.yaml', 'utf8');
  const parallelHooks = hooks.replaceAll('  require_serial: true\n', '');
  expect(parallelHooks).not.toBe(hooks);
  cpSync('bin', path.join(root, 'bin'), { recursive: true });
  cpSync('dist/cli', path.join(root, 'dist/cli'), { recursive: true });
  gitIn(root, 'init', '-q', '-b', 'main');
  writeFileSync(path.join(root, '.pre-commit-hooks.yaml'), parallelHooks);
  gitIn(root, 'add', '-A');
  gitIn(root, 'commit', '-qm', 'parallel');
  const parallel = gitIn(root, 'rev-parse', 'HEAD');
  writeFileSync(path.join(root, '.pre-commit-hooks.yaml'), hooks);
  gitIn(root, 'commit', '-qam', 'serial');
  return { root, serial: gitIn(root, 'rev-parse', 'HEAD'), parallel };
}

/** A git repository of MANIFESTS valid manifests in vcpkg's canonical form. */
function manifestRepository(): string {
  const root = makeTempDir('hook-manifests');
  gitIn(root, 'init', '-q', '-b', 'main');
  for (let index = 1; index <= MANIFESTS; index++) {
    mkdirSync(path.join(root, `port-${index}`));
    const manifest = `{\n  "name": "port-${index}",\n  "version": "1.0"\n}\n`;
    writeFileSync(path.join(root, `port-${index}`, 'vcpkg.json'), manifest);
  }
  gitIn(root, 'add', '-A');
  gitIn(root, 'commit', '-qm', 'manifests');
  return root;
}

/** The summary lines each hook printed, by hook id, from a verbose run of every hook. */
function summariesByHook(output: string): Record<string, string[]> {
  const sections = output.split(/^- hook id: /m).slice(1);
  return Object.fromEntries(
    sections.map((section) => [
      section.slice(0, section.indexOf('\n')).trim(),
      section
        .split('\n')
        .map((line) => line.trim())
        .filter((line) => /^\d+ files? checked: /.test(line)),
    ]),
  );
}

describe.each(RUNNERS)('$name runs each hook as one process', ({ name, path: runner }) => {
  const test = runner === undefined ? it.skip : it;
  const why = runner === undefined ? ` (skipped: no ${name} found; set PREK for prek)` : '';

  test(`prints one summary line per hook, counting all ${MANIFESTS} files${why}`, () => {
    const hooks = hookRepository();
    const manifests = manifestRepository();
    const env = runnerEnvironment(makeTempDir('hook-home'));
    const tryHooks = (rev: string) => {
      const args = ['try-repo', hooks.root, '--rev', rev, '--all-files', '--verbose'];
      const run = spawnSync(runner as string, [...args, '--color', 'never'], {
        cwd: manifests,
        env,
        encoding: 'utf8',
      });
      expect([run.status, run.error]).toEqual([0, undefined]);
      const summaries = summariesByHook(run.stdout + run.stderr);
      for (const id of WHOLE_TREE_HOOK_IDS) {
        expect(summaries[id] ?? []).toEqual([]);
        delete summaries[id];
      }
      return summaries;
    };

    // The baseline: without require_serial, the runner splits the files, and no line has them all.
    const parallel = tryHooks(hooks.parallel);
    expect(Object.keys(parallel).sort()).toEqual([...HOOK_IDS].sort());
    for (const lines of Object.values(parallel)) {
      expect(lines.length).toBeGreaterThan(1);
      const counts = lines.map((line) => Number(line.split(' ')[0]));
      expect(counts.reduce((sum, count) => sum + count, 0)).toBe(MANIFESTS);
    }

    expect(tryHooks(hooks.serial)).toEqual(
      Object.fromEntries(HOOK_IDS.map((id) => [id, [SUMMARY]])),
    );
  });
});
