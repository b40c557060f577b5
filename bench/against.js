// --against REF: the dist of a git ref, run beside this tree's in the same interleaved rounds.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, renameSync, rmSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { formatCount, formatMs, formatRatio, renderTable } from './format.js';
import { summarizeRuns } from './stats.js';

/** A ref that names no commit, or whose dist cannot be had; bench.js prints one line, exits 2. */
export class RefError extends Error {}

/** What a REF's build needs to run: what `npm run build` makes, and what bin/ and dist/ read. */
const RUNTIME_PATHS = ['dist', 'bin', 'package.json', 'schema'];
/** Arguments that run this tree's build; a twin runs the REF's copy of the same file. */
const OUR_ENTRIES = ['bin/manifest-check.js', 'dist/index.js'];

/** The REF compared with, once `prepareAgainst` set it: {ref, commit, dir}; and what was measured. */
export const against = { build: null, comparisons: [] };

/** Resolves `ref` and makes its dist ready in `cacheRoot`; every run from now on has a twin. */
export function prepareAgainst(repoRoot, ref, cacheRoot, log) {
  const commit = resolveRef(repoRoot, ref);
  const { dir, how } = materializeRef(repoRoot, commit, cacheRoot, log);
  against.build = { ref, commit, dir };
  return `against ${ref} (${commit.slice(0, 12)}): its dist ${how} in ${dir}`;
}

/** The full commit hash `ref` names in the repository at `repoRoot`; a RefError when none. */
export function resolveRef(repoRoot, ref) {
  const name = `${ref}^{commit}`; // after --end-of-options: a ref such as `--help` is no flag
  const run = git(repoRoot, ['rev-parse', '--verify', '--quiet', '--end-of-options', name]);
  if (run.status !== 0) {
    throw new RefError(`--against ${ref}: no such commit, branch or tag in ${repoRoot}`);
  }
  return run.stdout.trim();
}

/**
 * The folder holding `commit`'s dist/, bin/, package.json and schema/, under `cacheRoot` and
 * named by the commit: reused when there, else taken from git's objects (`git archive`, which
 * leaves the working tree and the index alone), or built when the commit has no dist/.
 * Returns {dir, how} with `how` one of 'reused', 'extracted', 'built'.
 */
export function materializeRef(repoRoot, commit, cacheRoot, log = () => {}) {
  const dir = join(cacheRoot, commit);
  if (existsSync(join(dir, 'bin', 'manifest-check.js'))) return { dir, how: 'reused' };
  const listed = git(repoRoot, ['ls-tree', '--name-only', commit, ...RUNTIME_PATHS]);
  const present = listed.stdout.split('\n').filter(Boolean);
  const hasDist = present.includes('dist');
  const partial = `${dir}.partial-${process.pid}`;
  rmSync(partial, { recursive: true, force: true });
  mkdirSync(partial, { recursive: true });
  try {
    log(hasDist ? `extracting ${commit}'s dist…` : `${commit} has no dist/: building it…`);
    extract(repoRoot, commit, hasDist ? present : [], partial);
    if (!hasDist) build(repoRoot, commit, partial);
    if (!existsSync(join(partial, 'bin', 'manifest-check.js'))) {
      throw new RefError(`--against ${commit}: it has no bin/manifest-check.js to run`);
    }
    rmSync(dir, { recursive: true, force: true });
    renameSync(partial, dir);
  } finally {
    rmSync(partial, { recursive: true, force: true });
  }
  return { dir, how: hasDist ? 'extracted' : 'built' };
}

/** `git archive commit paths | tar -x` into `dir` (every path when `paths` is empty). */
function extract(repoRoot, commit, paths, dir) {
  const archive = spawnSync('git', ['archive', '--format=tar', commit, ...paths], {
    cwd: repoRoot,
    maxBuffer: 1024 * 1024 * 1024,
  });
  if (archive.status !== 0) {
    throw new RefError(`--against ${commit}: git archive failed: ${archive.stderr}`.trim());
  }
  const tar = spawnSync('tar', ['-x', '-C', dir], { input: archive.stdout });
  if (tar.status !== 0) throw new RefError(`--against ${commit}: tar failed: ${tar.stderr}`.trim());
}

/** `npm run build` in a whole-tree copy, on this checkout's node_modules (no `npm ci`). */
function build(repoRoot, commit, dir) {
  symlinkSync(join(repoRoot, 'node_modules'), join(dir, 'node_modules'), 'dir');
  const run = spawnSync('npm', ['run', 'build'], { cwd: dir, encoding: 'utf8' });
  if (run.status !== 0) {
    const lines = `${run.stdout}${run.stderr}`.trim().split('\n');
    const why = lines.find((line) => /^\w*Error\b/.test(line)) ?? lines.at(-1);
    throw new RefError(`--against ${commit}: npm run build failed (status ${run.status}): ${why}`);
  }
}

/**
 * `tools` with, after each tool that runs this tree's build (unless it says `against: false`),
 * a twin that runs the REF's: the same arguments, the entry file taken from the REF's folder.
 * The twin is not `ours`: a REF that cannot do what the case asks is reported, not fatal.
 */
export function withTwins(tools) {
  if (!against.build) return tools;
  return tools.flatMap((tool) => {
    const entry = tool.args?.findIndex((arg) => OUR_ENTRIES.includes(arg)) ?? -1;
    if (entry < 0 || tool.against === false) return [tool];
    const args = tool.args.map((arg, i) => (i === entry ? join(against.build.dir, arg) : arg));
    const checkFile = tool.checkFile && `${tool.checkFile}.against`;
    return [
      tool,
      { ...tool, name: twinName(tool.name), args, checkFile, ours: false, twin: tool.name },
    ];
  });
}

export function twinName(name) {
  return `${name} @${against.build.ref}`;
}

/** Records each tool/twin pair of one interleaved run: medians of wall and CPU ms. */
export function recordTwins(tools, results) {
  const medians = ({ runs, failed }) => {
    if (failed) return { failed };
    const { medianMs, medianCpuMs } = summarizeRuns(runs);
    return { wall: medianMs, cpu: medianCpuMs };
  };
  for (const twin of tools.filter((tool) => tool.twin)) {
    const [ours, ref] = [results.get(twin.twin), results.get(twin.name)].map(medians);
    against.comparisons.push({ what: twin.twin, unit: 'ms', ours, ref });
  }
}

/** The table of every comparison: this tree's medians, the REF's, and their ratio. */
export function renderComparisons() {
  const cell = (side, key, unit) => {
    if (side.failed) return key === 'wall' ? `failed: ${side.failed}` : '';
    if (side[key] === undefined) return '';
    return unit === 'ms' ? formatMs(side[key]) : `${formatCount(side[key])} ${unit}`;
  };
  const ratio = (ours, ref, key) =>
    ours[key] === undefined || ref[key] === undefined ? '' : formatRatio(ours[key] / ref[key]);
  const rows = against.comparisons.map(({ caseName, what, unit, ours, ref }) => [
    caseName,
    what,
    ...['wall', 'cpu'].flatMap((key) => [
      cell(ours, key, unit),
      cell(ref, key, unit),
      ratio(ours, ref, key),
    ]),
  ]);
  const { ref } = against.build;
  const header = [
    'case',
    'run',
    'this tree',
    ref,
    'ratio',
    'CPU this tree',
    `CPU ${ref}`,
    'CPU ratio',
  ];
  return renderTable(header, rows);
}

function git(repoRoot, args) {
  return spawnSync('git', args, { cwd: repoRoot, encoding: 'utf8' });
}
