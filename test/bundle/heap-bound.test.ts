/**
 * The built command line in a small heap: what it keeps grows with the input, not with the
 * input times its problems. A 4 MB `vcpkg-configuration.json` whose 2,490 duplicate patterns
 * each quoted two 2 MB registry URLs took 4 GB, past Node's default heap on a 7 GB runner.
 */
import { describe, expect, it } from '@jest/globals';
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { duplicatePatternsConfiguration } from '../support/hostile-big.js';
import { makeTempDir } from '../support/temp-dir.js';

/** The heap the checks run in, in MB: a 4 MB file may take some times its size, never gigabytes. */
const HEAP_MB = 256;

describe(`the command line in a heap of ${HEAP_MB} MB`, () => {
  it('checks a 4 MB configuration of duplicate patterns with long registry URLs', () => {
    const root = makeTempDir('heap-bound');
    writeFileSync(path.join(root, 'vcpkg-configuration.json'), duplicatePatternsConfiguration());
    const bin = path.resolve('bin/manifest-check.js');
    const run = spawnSync(
      process.execPath,
      [`--max-old-space-size=${HEAP_MB}`, bin, '--profile', 'current', '--format', 'json', root],
      { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
    );
    expect(run.stderr).toBe('');
    // Warnings only: vcpkg uses the first declaration of each pattern.
    expect(run.status).toBe(0);
    const report = JSON.parse(run.stdout) as { files: { problems: unknown[] }[] };
    expect(report.files[0]?.problems).toHaveLength(1_001);
  });
});
