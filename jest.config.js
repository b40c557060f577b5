/**
 * Six projects, each a folder of test/: `unit` (the cores and adapters, in-process: the loop to
 * run before each commit), `sweeps` (a check over a whole catalogue or corpus), `docs` (the
 * documentation holds together), `release` (the release and bench scripts, on clones of this repository),
 * `hardening` (hostile, malformed and differential input, linear time) and `bundle` (what runs
 * dist/ or bin/: run it after `npm run build`). `npm test` runs all six; `--selectProjects`
 * picks some (see the test:* scripts of package.json).
 */
const shared = {
  preset: 'ts-jest/presets/default-esm',
  testEnvironment: 'node',
  moduleNameMapper: {
    '^(\\.{1,2}/.*)\\.js$': '$1',
    // The bundles take jsonc-parser's ES module parser (src/manifest/json/jsonc-parser.ts); Node
    // cannot import it (its package is CommonJS), so the tests take the package's UMD parser.
    '^jsonc-parser/lib/esm/impl/parser\\.js$': 'jsonc-parser/lib/umd/impl/parser.js',
  },
  transform: { '^.+\\.ts$': ['ts-jest', { useESM: true }] },
  setupFilesAfterEnv: ['<rootDir>/test/support/setup.ts'],
};

/** @type {import('jest').Config} */
export default {
  // Every core: jest's default leaves one to its own process, which on 2 cores is one worker, and
  // the run took 1.7 times as long (the unit project: 87 s against 51 s). The suite passes beside
  // a CPU-heavy process, which is what a second worker is to each test.
  maxWorkers: '100%',
  // A net for a test that hangs, not a budget. jest's default, 5 s, failed a test that waits for
  // git on 2 busy cores (5.7 s there); the slowest test that waits for other processes took 9 s.
  // It is read here, at the top: inside a project's options jest leaves the default in force.
  testTimeout: 60_000,
  projects: ['unit', 'sweeps', 'docs', 'release', 'hardening', 'bundle'].map((name) => ({
    ...shared,
    displayName: name,
    roots: [`<rootDir>/test/${name}`],
  })),
};
