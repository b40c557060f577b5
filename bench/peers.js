// Finds the peer validators of the corpus case, or says why one is missing.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { arch, platform } from 'node:os';
import { join } from 'node:path';
import { BENCH_DIR } from './run-measured.js';

const SYSTEM_PYTHON = '/usr/bin/python3';
const SOURCEMETA_PACKAGE = join(BENCH_DIR, '.peers/node_modules/@sourcemeta/jsonschema');
const INSTALL_HINT = 'run bash bench/install-peers';

/** {command, args} for python-jsonschema on Debian's python3, or {skipped}. */
export function findPythonJsonschema() {
  if (!existsSync(SYSTEM_PYTHON)) return { skipped: `no ${SYSTEM_PYTHON}; ${INSTALL_HINT}` };
  const probe = spawnSync(SYSTEM_PYTHON, ['-c', 'import jsonschema'], { stdio: 'ignore' });
  if (probe.status !== 0) {
    return {
      skipped: `${SYSTEM_PYTHON} has no jsonschema module; apt-get install python3-jsonschema`,
    };
  }
  return { command: SYSTEM_PYTHON, args: [join(BENCH_DIR, 'peers/python-jsonschema.py')] };
}

/**
 * The sourcemeta `jsonschema` binary itself, or {skipped}. Called directly rather than through
 * its npm wrapper so that a node startup is not counted against it.
 */
export function findSourcemeta() {
  if (!existsSync(SOURCEMETA_PACKAGE)) {
    return { skipped: `no bench/.peers/node_modules/@sourcemeta/jsonschema; ${INSTALL_HINT}` };
  }
  const binary = join(SOURCEMETA_PACKAGE, 'build/github-releases', sourcemetaBinaryName());
  if (!existsSync(binary)) return { skipped: `no binary for this platform: ${binary}` };
  return { command: binary, args: [] };
}

// The same naming as the package's npm/main.js picks at run time.
function sourcemetaBinaryName() {
  const os = platform() === 'win32' ? 'windows' : platform();
  const cpu = arch() === 'x64' ? 'x86_64' : arch();
  const musl =
    os === 'linux' && process.report?.getReport().header.glibcVersionRuntime === undefined;
  if (musl && (cpu === 'x86_64' || cpu === 'arm64')) return `jsonschema-${os}-${cpu}-musl`;
  return `jsonschema-${os}-${cpu}${os === 'windows' ? '.exe' : ''}`;
}
