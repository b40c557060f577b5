/**
 * What the npm package holds (package.json "files"): the command line, the library with its types
 * and the schemas, and not the Action's bundle, which stays in the repository for `uses:`.
 */
import { beforeAll, describe, expect, it } from '@jest/globals';
import { execFileSync, spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { makeTempDir } from '../support/temp-dir.js';

interface Packed {
  filename: string;
  entryCount: number;
  size: number;
  unpackedSize: number;
  files: { path: string; size: number }[];
}

/** `npm pack --json` here, with `args`; --ignore-scripts: pack what is committed, never build. */
function pack(...args: string[]): Packed {
  const output = execFileSync('npm', ['pack', '--json', '--ignore-scripts', ...args], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return (JSON.parse(output) as Packed[])[0]!;
}

/** Every path a package.json field names: a string, or the strings of an object, at any depth. */
function targets(field: unknown): string[] {
  if (typeof field === 'string') return [path.posix.normalize(field)];
  if (field && typeof field === 'object') return Object.values(field).flatMap(targets);
  return [];
}

const manifest = JSON.parse(readFileSync('package.json', 'utf8')) as Record<string, unknown>;
let listed: Packed;
let files: string[];

beforeAll(() => {
  listed = pack('--dry-run');
  files = listed.files.map((file) => file.path);
});

describe('the npm package', () => {
  it('holds no file of the Action bundle: nothing directly in dist/', () => {
    const actionBundle = files.filter((file) => /^dist\/[^/]+$/.test(file));
    expect(actionBundle).toEqual([]);
    expect(files).not.toContain('dist/index.js');
    expect(files).not.toContain('dist/licenses.txt');
  });

  it('holds every file that exports, bin, types and main name', () => {
    const named = ['exports', 'bin', 'types', 'main'].flatMap((field) => targets(manifest[field]));
    expect(named).toEqual(
      expect.arrayContaining([
        'dist/lib/index.js',
        'dist/lib/types/lib.d.ts',
        'bin/manifest-check.js',
        'schema/manifest.schema.json',
      ]),
    );
    expect(named.filter((target) => !files.includes(target))).toEqual([]);
  });

  it('holds every committed file of dist/cli/, dist/lib/ (types too), bin/ and schema/', () => {
    const committed = execFileSync(
      'git',
      ['ls-files', '--', 'dist/cli', 'dist/lib', 'bin', 'schema'],
      { encoding: 'utf8' },
    )
      .split('\n')
      .filter(Boolean);
    expect(committed.length).toBeGreaterThan(20);
    expect(committed.filter((file) => !files.includes(file))).toEqual([]);
  });

  it('holds what the bin requires, README.md, CHANGELOG.md and LICENSE, and reports its size', () => {
    const bin = readFileSync('bin/manifest-check.js', 'utf8');
    const required = [...bin.matchAll(/require\('(\.\.?\/[^']+)'\)/g)].map((match) =>
      path.posix.join('bin', match[1]!),
    );
    expect(required).toEqual(['dist/cli/start.js', 'dist/cli/index.js']);
    expect(files).toEqual(
      expect.arrayContaining([
        ...required,
        'dist/cli/package.json',
        'README.md',
        'CHANGELOG.md',
        'LICENSE',
      ]),
    );
    console.log(
      `npm pack: ${listed.entryCount} files, ${listed.size} bytes packed, ${listed.unpackedSize} bytes unpacked`,
    );
    expect(listed.entryCount).toBe(files.length);
  });
});

/** The commit before the route catalogue came into the package, which its growth is measured from. */
const BEFORE_ROUTES = '733e817';
/** How much the route catalogue may add to the package (npm's "package size": the tarball). */
const ROUTES_BUDGET = 300 * 1024;

describe('the route catalogue', () => {
  it(`adds at most ${ROUTES_BUDGET / 1024} KB to the package, packed, since ${BEFORE_ROUTES}`, () => {
    const before = makeTempDir('package-before-routes');
    const archive = execFileSync('git', ['archive', '--format=tar', BEFORE_ROUTES], {
      maxBuffer: 256 * 1024 * 1024,
    });
    execFileSync('tar', ['-xf', '-', '-C', before], { input: archive });
    const packedBefore = (
      JSON.parse(
        execFileSync('npm', ['pack', '--json', '--dry-run', '--ignore-scripts'], {
          cwd: before,
          encoding: 'utf8',
          stdio: ['ignore', 'pipe', 'pipe'],
        }),
      ) as Packed[]
    )[0]!;
    const growth = {
      packed: listed.size - packedBefore.size,
      unpacked: listed.unpackedSize - packedBefore.unpackedSize,
    };
    console.log(
      `since ${BEFORE_ROUTES}: ${growth.packed} bytes packed, ${growth.unpacked} unpacked`,
    );
    expect(growth.packed).toBeGreaterThan(0);
    expect(growth.packed).toBeLessThanOrEqual(ROUTES_BUDGET);
  });
});

describe('the unpacked tarball, with no other file of the repository', () => {
  let unpacked: string;
  beforeAll(() => {
    const scratch = makeTempDir('package-contents');
    const tarball = pack('--pack-destination', scratch);
    execFileSync('tar', ['-xzf', path.join(scratch, tarball.filename), '-C', scratch]);
    unpacked = path.join(scratch, 'package');
    writeFileSync(path.join(scratch, 'vcpkg.json'), '{ "name": "zlib", "version": "1.3" }\n');
  }, 60_000);

  it('runs the command line: bin/manifest-check.js needs nothing of the Action bundle', () => {
    const run = spawnSync(
      process.execPath,
      [path.join(unpacked, 'bin/manifest-check.js'), '../vcpkg.json'],
      { cwd: unpacked, encoding: 'utf8' },
    );
    expect([run.status, run.stdout, run.stderr]).toEqual([
      0,
      '1 file checked: 1 valid, 0 invalid; 0 errors, 0 warnings\n',
      '',
    ]);
  });

  it('imports the library, which validates a manifest', () => {
    const run = spawnSync(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        `const { validateManifest } = await import(process.argv[1]);
         console.log(JSON.stringify(validateManifest('{ "name": "Zlib" }')));`,
        path.join(unpacked, 'dist/lib/index.js'),
      ],
      { encoding: 'utf8' },
    );
    expect(run.status).toBe(0);
    expect(JSON.parse(run.stdout)).toMatchObject({
      valid: false,
      problems: expect.arrayContaining([expect.objectContaining({ rule: 'version-one-of' })]),
    });
  });
});
