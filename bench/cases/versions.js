// Case versions: `manifest-check versions` against the real vcpkg's `x-ci-verify-versions`, on a
// 500-port git registry whose database vcpkg wrote, and on the whole microsoft/vcpkg registry
// when a checkout of it is given (MANIFEST_CHECK_BENCH_VCPKG=DIR).
//
// The 500-port registry is made once per run in the bench's temporary folder from the ports of
// ../shared/corpus/vcpkg-ports-2026-08 (closed under their dependencies, each with a one-line
// portfile.cmake), its database written by `vcpkg x-add-version --all` and committed: the idea of
// test/support/vcpkg-registry.ts, in plain JS. Both tools must pass on it (exit 0).
//
// A checkout of microsoft/vcpkg for MANIFEST_CHECK_BENCH_VCPKG (the bench leaves its files be):
//   git clone https://github.com/microsoft/vcpkg /tmp/vcpkg-co
//   (or, from a local mirror: git clone --shared MIRROR /tmp/vcpkg-co)
// x-ci-verify-versions runs offline in a recent one as it is (measured at 127402f1c7); an older
// commit carries a schema-version 1 scripts/vcpkg-tools.json: overwrite it there, as the oracle's
// README says, with
//   echo '{"schema-version": 2, "tools": []}' > /tmp/vcpkg-co/scripts/vcpkg-tools.json
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { formatRatio } from '../format.js';
import { HarnessError, REPO_ROOT, runInterleaved } from '../run-measured.js';
import { makeTarget } from '../targets.js';
import { PROCESS_HEADER, processRows, summarizeTools } from '../tool-results.js';
import { checkOutputContains } from './output-checks.js';

const SHARED = resolve(REPO_ROOT, '..', 'shared');
const VCPKG = join(SHARED, 'oracles', 'vcpkg', 'vcpkg');
const CORPUS = join(SHARED, 'corpus', 'vcpkg-ports-2026-08');
const PORT_COUNT = 500;
const SMALL_LIMIT = 1.5;
const WHOLE_LIMIT = 1;
const ENV_VAR = 'MANIFEST_CHECK_BENCH_VCPKG';
const NODE = 'node -e 0';
const TOOLS_JSON = '{"schema-version": 2, "tools": []}\n';

/** Runs the case; returns {header, rows, notes, targets, data} or {skipped}. */
export function runVersionsCase({ quick, tempDir, log }) {
  if (!existsSync(VCPKG) || !existsSync(CORPUS)) {
    return { skipped: `no ${VCPKG} or ${CORPUS} (../shared is absent)` };
  }
  // A checkout that cannot be used stops the case before the minute the rest takes.
  const checkout = process.env[ENV_VAR] ? resolve(process.env[ENV_VAR]) : null;
  if (checkout) checkCheckout(checkout);
  const scratch = join(tempDir, 'versions');
  mkdirSync(scratch, { recursive: true });
  log(`making a ${PORT_COUNT}-port registry and letting vcpkg write its database…`);
  const small = makeRegistry(join(scratch, 'registry'), scratch);
  const smallPlan = quick ? { warmups: 1, runs: 5 } : { warmups: 2, runs: 15 };
  const smallPair = measurePair({
    label: `${small.ports} ports`,
    registry: small.root,
    scratch,
    plan: smallPlan,
    limit: SMALL_LIMIT,
    withNode: true,
  });

  const wholePlan = quick ? { warmups: 1, runs: 3 } : { warmups: 1, runs: 7 };
  let wholePair;
  if (checkout) {
    const ports = readdirSync(join(checkout, 'ports')).length;
    log(`timing the whole registry in ${checkout} (${ports} ports)…`);
    wholePair = measurePair({
      label: `microsoft/vcpkg, ${ports} ports`,
      registry: checkout,
      scratch,
      plan: wholePlan,
      limit: WHOLE_LIMIT,
    });
  } else {
    wholePair = skippedPair(`set ${ENV_VAR}`);
  }

  const rows = [...smallPair.rows, ...wholePair.rows];
  const plans = [`${small.ports} ports: ${describePlan(smallPlan)}`];
  if (checkout) plans.push(`microsoft/vcpkg: ${describePlan(wholePlan)}`);
  return {
    title: `versions: manifest-check versions REG against vcpkg x-ci-verify-versions, interleaved (${plans.join('; ')})`,
    header: PROCESS_HEADER,
    rows,
    notes: [
      `${small.ports}-port registry: ${small.entries} entries, made from ${CORPUS} ` +
        `(ports closed under their dependencies), database by vcpkg x-add-version --all`,
      'both tools must exit 0; ours/theirs: median wall ms; CPU ours/theirs: user+system CPU ms',
      checkout
        ? `microsoft/vcpkg at ${gitOutput(checkout, ['rev-parse', '--short=10', 'HEAD'])}`
        : `the whole microsoft/vcpkg registry: skipped: set ${ENV_VAR}=DIR, a checkout (see bench/cases/versions.js)`,
    ],
    targets: [smallPair.target, wholePair.target],
    data: {
      registryPorts: small.ports,
      registryEntries: small.entries,
      small: smallPair.summaries,
      whole: wholePair.summaries,
    },
  };
}

function describePlan(plan) {
  return `median of ${plan.runs} after ${plan.warmups} warm-up(s)`;
}

/**
 * Times ours and vcpkg's check on one registry, interleaved; both must exit 0.
 * Returns {rows, target, summaries}.
 */
function measurePair({ label, registry, scratch, plan, limit, withNode = false }) {
  const ours = `manifest-check versions, ${label}`;
  const theirs = `vcpkg x-ci-verify-versions, ${label}`;
  // The registry is vcpkg's root, as microsoft/vcpkg is its own.
  const env = vcpkgEnv(registry);
  const tag = label.replace(/\W+/g, '-');
  const tools = [
    {
      name: ours,
      command: process.execPath,
      args: ['bin/manifest-check.js', 'versions', registry],
      env,
      okStatuses: [0],
      ours: true,
      checkFile: join(scratch, `${tag}-ours.out`),
      checkOutput: checkOutputContains(' 0 invalid'),
    },
    {
      name: theirs,
      command: VCPKG,
      args: ['x-ci-verify-versions', `--x-buildtrees-root=${join(scratch, 'buildtrees')}`],
      cwd: registry,
      env,
      okStatuses: [0],
      // The target needs it: a vcpkg that does not pass is a harness error, not a dropped peer.
      ours: true,
      checkFile: join(scratch, `${tag}-vcpkg.out`),
      // It prints nothing when every port passes.
      checkOutput: (file) => (/error/i.test(readFileSync(file, 'utf8')) ? 'reported errors' : null),
    },
  ];
  // Node's own start, for scale: most of what vcpkg takes on a small registry.
  if (withNode)
    tools.push({ name: NODE, command: process.execPath, args: ['-e', '0'], env, okStatuses: [0] });
  const results = runInterleaved(tools, plan);
  const summaries = summarizeTools(tools, results, ours).map((entry) =>
    entry.tool === NODE ? { ...entry, ratio: null, cpuRatio: null } : entry,
  );
  const vcpkg = summaries.find((entry) => entry.tool === theirs);
  const target = makeTarget({
    caseName: 'versions',
    text: `${label}: ours ≤ ${limit}× vcpkg x-ci-verify-versions (wall)`,
    measured: vcpkg.ratio,
    limit,
    comparison: 'atMost',
    format: formatRatio,
  });
  return { rows: processRows(summaries, { [theirs]: target }), target, summaries };
}

function skippedPair(why) {
  const target = makeTarget({
    caseName: 'versions',
    text: `microsoft/vcpkg: ours ≤ ${WHOLE_LIMIT}× vcpkg x-ci-verify-versions (wall)`,
    measured: null,
    limit: WHOLE_LIMIT,
    comparison: 'atMost',
    format: formatRatio,
    skipped: why,
  });
  return { rows: [['microsoft/vcpkg', `skipped: ${why}`]], target, summaries: null };
}

/** vcpkg offline with `root` as its root; the same for ours, so both run alike. */
function vcpkgEnv(root) {
  return {
    PATH: process.env.PATH ?? '/usr/bin:/bin',
    HOME: process.env.HOME ?? root,
    VCPKG_ROOT: root,
    VCPKG_DISABLE_METRICS: '1',
  };
}

/** A checkout of microsoft/vcpkg's layout; a HarnessError saying what is missing. */
function checkCheckout(root) {
  for (const needed of ['ports', 'versions/baseline.json', '.vcpkg-root', '.git']) {
    if (!existsSync(join(root, needed))) {
      throw new HarnessError(
        `${ENV_VAR}=${root}: no ${needed}; it must be a checkout of microsoft/vcpkg`,
      );
    }
  }
}

/**
 * A git registry in `root` of PORT_COUNT corpus ports (fewer if no port's closure fits the
 * rest), its database written by vcpkg and committed: {root, ports, entries}.
 */
function makeRegistry(root, scratch) {
  const names = choosePorts();
  mkdirSync(join(root, 'scripts'), { recursive: true });
  mkdirSync(join(root, 'versions'), { recursive: true });
  writeFileSync(join(root, '.vcpkg-root'), '');
  writeFileSync(join(root, 'scripts', 'vcpkg-tools.json'), TOOLS_JSON);
  writeFileSync(join(root, 'versions', 'baseline.json'), '{\n  "default": {}\n}\n');
  for (const name of names) {
    const folder = join(root, 'ports', name);
    mkdirSync(folder, { recursive: true });
    writeFileSync(join(folder, 'vcpkg.json'), readFileSync(join(CORPUS, name, 'vcpkg.json')));
    writeFileSync(join(folder, 'portfile.cmake'), `# ${name}: a stand-in portfile for the bench\n`);
  }
  git(root, ['init', '--quiet', '--initial-branch=main']);
  commitAll(root, 'Add the ports');
  const added = spawnSync(
    VCPKG,
    [
      'x-add-version',
      '--all',
      '--skip-version-format-check',
      `--x-buildtrees-root=${join(scratch, 'buildtrees')}`,
    ],
    { cwd: root, env: vcpkgEnv(root), encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  );
  if (added.error || added.status !== 0) {
    const why = added.error?.message ?? `${added.stdout}${added.stderr}`.trim().split('\n').at(-1);
    throw new HarnessError(`vcpkg x-add-version --all failed in ${root}: ${why}`);
  }
  commitAll(root, 'Update version database');
  const baseline = JSON.parse(readFileSync(join(root, 'versions', 'baseline.json'), 'utf8'));
  const entries = Object.keys(baseline.default).length;
  if (entries !== names.length) {
    throw new HarnessError(`vcpkg wrote ${entries} baseline entries for ${names.length} ports`);
  }
  return { root, ports: names.length, entries };
}

/**
 * PORT_COUNT corpus ports closed under their dependencies: the corpus's ports in name order,
 * each taken with its closure when the whole still fits in PORT_COUNT. A closure with a
 * `version>=` constraint or an override is left out: the new database holds only each port's
 * current version, so the older one it names would be an error (of vcpkg's check and ours).
 */
function choosePorts() {
  const chosen = new Set();
  for (const name of readdirSync(CORPUS).sort()) {
    if (chosen.size >= PORT_COUNT) break;
    if (chosen.has(name)) continue;
    const closure = closeOverDependencies(name);
    if (closure === null) continue;
    const added = [...closure].filter((port) => !chosen.has(port));
    if (chosen.size + added.length <= PORT_COUNT) for (const port of added) chosen.add(port);
  }
  return [...chosen].sort();
}

/** The port and every port it depends on, or null when one names a version (see choosePorts). */
function closeOverDependencies(start) {
  const closed = new Set();
  const pending = [start];
  while (pending.length > 0) {
    const name = pending.pop();
    if (closed.has(name)) continue;
    const file = join(CORPUS, name, 'vcpkg.json');
    if (!existsSync(file)) throw new HarnessError(`a dependency ${name} is not in ${CORPUS}`);
    const manifest = JSON.parse(readFileSync(file, 'utf8'));
    const dependencies = dependenciesOf(manifest);
    const namesVersion = (dependency) =>
      typeof dependency === 'object' && 'version>=' in dependency;
    if (manifest.overrides || dependencies.some(namesVersion)) return null;
    closed.add(name);
    for (const dependency of dependencies) {
      const dependencyName = typeof dependency === 'string' ? dependency : dependency?.name;
      if (typeof dependencyName === 'string') pending.push(dependencyName);
    }
  }
  return closed;
}

/** A manifest's dependencies and its features' (host ones too), as written. */
function dependenciesOf(manifest) {
  const lists = [manifest.dependencies];
  const features = manifest.features;
  const featureList = Array.isArray(features) ? features : Object.values(features ?? {});
  for (const feature of featureList) lists.push(feature?.dependencies);
  return lists
    .filter(Array.isArray)
    .flat()
    .filter((dependency) => dependency != null);
}

function commitAll(root, message) {
  git(root, ['add', '--all']);
  git(root, ['commit', '--quiet', '--no-verify', '-m', message]);
}

const GIT_IDENTITY = {
  GIT_AUTHOR_NAME: 'bench',
  GIT_AUTHOR_EMAIL: 'bench@example.invalid',
  GIT_COMMITTER_NAME: 'bench',
  GIT_COMMITTER_EMAIL: 'bench@example.invalid',
};

function git(root, args) {
  const run = spawnSync('git', ['-c', 'commit.gpgsign=false', ...args], {
    cwd: root,
    env: { ...process.env, ...GIT_IDENTITY },
    encoding: 'utf8',
  });
  if (run.status !== 0) {
    throw new HarnessError(`git ${args.join(' ')} failed in ${root}: ${run.stderr.trim()}`);
  }
  return run.stdout;
}

function gitOutput(root, args) {
  return git(root, args).trim();
}
