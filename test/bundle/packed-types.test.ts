import { beforeAll, describe, expect, it } from '@jest/globals';
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { makeTempDir } from '../support/temp-dir.js';

// The published types as a user meets them: `npm pack`, install the tarball into a scratch
// project, and type-check a file that uses the library with no `skipLibCheck`.
const repo = process.cwd();
const tsc = createRequire(path.join(repo, 'package.json')).resolve('typescript/bin/tsc');
let scratch: string;
let project: string;

const USE_THE_LIBRARY = `import { validateManifest, endpoint, type Problem, type RequestOptions } from 'manifest-check';

const bytes = new TextEncoder().encode('{ "name": "ok", "version": "1.0" }');
const result = validateManifest(bytes, { strict: true });
const problems: Problem[] = result.problems;
const valid: boolean = result.valid;
const request: RequestOptions = endpoint('GET /repos/{owner}/{repo}', { owner: 'o', repo: 'r' });
const url: string = request.url;
console.log(problems.length, valid, url);
`;

/** Runs tsc on the scratch project with `compilerOptions`; returns its status and output. */
function typeCheck(compilerOptions: Record<string, unknown>) {
  const config = {
    compilerOptions: {
      target: 'ES2022',
      strict: true,
      skipLibCheck: false,
      noEmit: true,
      types: [],
      ...compilerOptions,
    },
    files: ['use.ts'],
  };
  writeFileSync(path.join(project, 'tsconfig.json'), JSON.stringify(config, null, 2));
  const run = spawnSync(process.execPath, [tsc, '-p', 'tsconfig.json'], {
    cwd: project,
    encoding: 'utf8',
  });
  return { status: run.status, output: run.stdout + run.stderr };
}

beforeAll(() => {
  scratch = makeTempDir('pack');
  project = path.join(scratch, 'project');
  // --ignore-scripts: pack what is committed, never build here.
  const packed = JSON.parse(
    execFileSync('npm', ['pack', '--json', '--ignore-scripts', '--pack-destination', scratch], {
      cwd: repo,
      encoding: 'utf8',
    }),
  ) as { filename: string }[];
  const tarball = path.join(scratch, packed[0]!.filename);
  mkdirSync(project);
  writeFileSync(
    path.join(project, 'package.json'),
    JSON.stringify({ name: 'scratch', private: true, type: 'module' }),
  );
  writeFileSync(path.join(project, 'use.ts'), USE_THE_LIBRARY);
  // The tarball and its runtime dependencies only, from npm's cache when it has them.
  execFileSync(
    'npm',
    [
      'install',
      '--prefer-offline',
      '--no-audit',
      '--no-fund',
      '--ignore-scripts',
      '--no-save',
      tarball,
    ],
    { cwd: project, stdio: 'pipe' },
  );
}, 120_000);

describe('the packed package type-checks in a user project', () => {
  it('installs the types it names in package.json', () => {
    const installed = JSON.parse(
      readFileSync(path.join(project, 'node_modules/manifest-check/package.json'), 'utf8'),
    ) as { exports: { '.': { types: string } } };
    expect(installed.exports['.'].types).toBe('./dist/lib/types/lib.d.ts');
    expect(() =>
      readFileSync(path.join(project, 'node_modules/manifest-check/dist/lib/types/lib.d.ts')),
    ).not.toThrow();
  });

  it('compiles validateManifest and endpoint under module: nodenext, with no skipLibCheck', () => {
    expect(typeCheck({ module: 'NodeNext' })).toEqual({ status: 0, output: '' });
  }, 60_000);

  it('compiles validateManifest and endpoint under moduleResolution: bundler, with no skipLibCheck', () => {
    expect(typeCheck({ module: 'ESNext', moduleResolution: 'Bundler' })).toEqual({
      status: 0,
      output: '',
    });
  }, 60_000);

  it('compiles validateManifest and endpoint under module: node16, with no skipLibCheck', () => {
    expect(typeCheck({ module: 'Node16' })).toEqual({ status: 0, output: '' });
  }, 60_000);
});
