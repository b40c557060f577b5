// Case format: `manifest-check format --check` on today's ports against the real
// `vcpkg format-manifest --all` (../shared/oracles/vcpkg) on the same files, by wall time.
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { formatCount, formatRatio } from '../format.js';
import { REPO_ROOT, runInterleaved } from '../run-measured.js';
import { makeTarget } from '../targets.js';
import { PROCESS_HEADER, processRows, runnable, summarizeTools } from '../tool-results.js';
import { checkOutputContains } from './output-checks.js';

const PORTS = '../shared/corpus/vcpkg-ports-2026-08';
const VCPKG = '../shared/oracles/vcpkg/vcpkg';
const OURS = 'manifest-check format --check';
const VCPKG_PEER = 'vcpkg format-manifest --all';
const WALL_LIMIT = 2;

/** Runs the case; returns {header, rows, notes, targets, data} or {skipped}. */
export function runFormatCase({ quick, tempDir }) {
  if (!existsSync(join(REPO_ROOT, PORTS))) return { skipped: `no ${PORTS}` };
  const root = vcpkgRoot(tempDir);
  const tools = formatTools(root, tempDir);
  const plan = quick ? { warmups: 1, runs: 3 } : { warmups: 1, runs: 7 };
  const results = runInterleaved(runnable(tools), plan);
  const summaries = summarizeTools(tools, results, OURS);
  const target = makeTarget({
    caseName: 'format',
    text: `format --check ≤ ${WALL_LIMIT}× the wall time of vcpkg format-manifest --all (ours/theirs)`,
    measured: summaries.find((entry) => entry.tool === VCPKG_PEER)?.ratio ?? null,
    limit: WALL_LIMIT,
    comparison: 'atMost',
    format: formatRatio,
    skipped: summaries.find((entry) => entry.tool === VCPKG_PEER)?.note ?? null,
  });
  return {
    title: `format ${PORTS} (${formatCount(root.ports)} ports, copied into a vcpkg root): median of ${plan.runs} interleaved runs after ${plan.warmups} warm-up`,
    header: PROCESS_HEADER,
    rows: processRows(summaries, { [VCPKG_PEER]: target }),
    notes: ['ours/theirs: median wall ms; CPU ours/theirs: median user+system CPU ms'],
    targets: [target],
    data: { ports: PORTS, tools: summaries },
  };
}

/**
 * A vcpkg root holding a copy of every port (vcpkg rewrites what it formats; the corpus is
 * read in place and never written).
 */
function vcpkgRoot(tempDir) {
  const path = join(tempDir, 'format-root');
  mkdirSync(join(path, 'scripts'), { recursive: true });
  writeFileSync(join(path, '.vcpkg-root'), '');
  let ports = 0;
  for (const name of readdirSync(join(REPO_ROOT, PORTS))) {
    const manifest = join(REPO_ROOT, PORTS, name, 'vcpkg.json');
    if (!existsSync(manifest)) continue;
    mkdirSync(join(path, 'ports', name), { recursive: true });
    copyFileSync(manifest, join(path, 'ports', name, 'vcpkg.json'));
    ports++;
  }
  return { path, ports };
}

function formatTools(root, tempDir) {
  const vcpkg = resolve(REPO_ROOT, VCPKG);
  const env = { ...process.env, VCPKG_ROOT: root.path, VCPKG_DISABLE_METRICS: '1' };
  const vcpkgProblem = vcpkgSkipReason(vcpkg, env);
  return [
    {
      name: OURS,
      command: process.execPath,
      args: ['bin/manifest-check.js', 'format', '--check', join(root.path, 'ports')],
      okStatuses: [0],
      ours: true,
      checkFile: join(tempDir, 'format-ours.out'),
      checkOutput: checkOutputContains(`${root.ports} files checked: ${root.ports} valid`),
    },
    vcpkgProblem
      ? { name: VCPKG_PEER, skipped: vcpkgProblem }
      : {
          name: VCPKG_PEER,
          command: vcpkg,
          args: ['format-manifest', '--all'],
          cwd: root.path,
          env,
          okStatuses: [0],
          checkFile: join(tempDir, 'format-vcpkg.out'),
          checkOutput: checkOutputContains('Succeeded in formatting the manifest files.'),
        },
  ];
}

/** Why the real vcpkg cannot run here, or null. */
function vcpkgSkipReason(vcpkg, env) {
  if (!existsSync(vcpkg)) return `no ${VCPKG}`;
  const run = spawnSync(vcpkg, ['version'], { env, encoding: 'utf8' });
  if (run.status === 0) return null;
  return `${VCPKG} does not start (it needs libcurl4: apt-get install -y libcurl4)`;
}
