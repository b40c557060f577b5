/**
 * The spec profile points the way (issue 23 point 6): a run that meets manifests written for
 * today's vcpkg says so once on standard error, not once per file; under --schema-from-manifest,
 * vcpkg-tool's published `"$schema"` URL has a manifest checked by the built-in current profile.
 */
import { describe, expect, it } from '@jest/globals';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { cli, cliIn } from '../../support/run-cli.js';
import { makeTempDir } from '../../support/temp-dir.js';
import { VCPKG_TOOL_SCHEMA_URL } from '../../../src/manifest/vcpkg/later-forms.js';

function tree(files: Record<string, string>): string {
  const root = makeTempDir('cli-later-forms');
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
    writeFileSync(path.join(root, name), text);
  }
  return root;
}

describe('the note on manifests written for today vcpkg', () => {
  it('is printed once for a directory of two such manifests', async () => {
    const root = tree({
      'a/vcpkg.json': '{ "name": "a", "version": "1", "license": null }\n',
      'b/vcpkg.json': '{ "name": "b", "version": "1", "builtin-baseline": "x" }\n',
    });
    const run = await cli([root]);
    // The spec refuses both; the note says why, once, on standard error, not in the report.
    expect(run.stdout).toMatch(/2 files checked: 0 valid, 2 invalid; 2 errors, 0 warnings\n$/);
    expect(run.stdout).not.toMatch(/today's vcpkg/);
    expect(run.stderr).toBe(
      `manifest-check: note: 2 manifests are written for today's vcpkg: the first, ${JSON.stringify(path.join(root, 'a/vcpkg.json'))}, has "license": null, which the default profile (the December 2020 manifest spec) does not know; --profile current checks them as today's vcpkg does\n`,
    );
    expect(run.status).toBe(1);
  });

  it("speaks the hook's configuration under --hook: the hook id, or the args of this hook", async () => {
    const root = tree({ 'vcpkg.json': '{ "name": "a", "version": "1", "license": null }\n' });
    const run = await cliIn(root, ['--hook', 'vcpkg.json']);
    expect(run.stderr).toBe(
      `manifest-check: note: "vcpkg.json" is written for today's vcpkg: it has "license": null, which the default profile (the December 2020 manifest spec) does not know; the hook id manifest-check-current (or args: [--profile, current, --] on this hook) checks it as today's vcpkg does\n`,
    );
  });

  it('is not printed for spec manifests, nor under --profile current', async () => {
    const spec = tree({ 'vcpkg.json': '{ "name": "a", "version": "1" }\n' });
    expect((await cli([spec])).stderr).toBe('');
    const later = tree({ 'vcpkg.json': '{ "name": "a", "version": "1", "license": null }\n' });
    expect((await cli(['--profile', 'current', later])).stderr).toBe('');
  });
});

describe("vcpkg-tool's $schema URL under --schema-from-manifest", () => {
  it('checks the manifest by the built-in current profile, without any schema file', async () => {
    // The spec's schema refuses features keyed by name; today's vcpkg accepts them, but not
    // a feature without a description.
    const root = tree({
      'vcpkg.json': `{\n  "$schema": "${VCPKG_TOOL_SCHEMA_URL}",\n  "name": "a",\n  "features": { "x": {} }\n}\n`,
    });
    const file = path.join(root, 'vcpkg.json');
    const run = await cli(['--schema-from-manifest', '--format', 'json', root]);
    const report = JSON.parse(run.stdout) as {
      files: { problems: { rule: string; pointer: string; message: string }[] }[];
    };
    const problems = report.files[0]?.problems ?? [];
    expect(problems.map(({ pointer }) => pointer)).toEqual(['/features/x']);
    expect(problems[0]?.message).toMatch(/description/);
    expect(problems.some(({ rule }) => rule === 'unregistered-schema')).toBe(false);
    expect(run.stderr).toBe('');
    expect(run.stdout).toContain(JSON.stringify(file));
  });

  it('checks a manifest naming the older microsoft/vcpkg URL by the spec, with the usual warning', async () => {
    const root = tree({
      'vcpkg.json':
        '{\n  "$schema": "https://raw.githubusercontent.com/microsoft/vcpkg/master/scripts/vcpkg.schema.json",\n  "name": "a",\n  "version": "1",\n  "features": { "x": { "description": "x" } }\n}\n',
    });
    const run = await cli(['--schema-from-manifest', '--format', 'json', root]);
    const report = JSON.parse(run.stdout) as { files: { problems: { rule: string }[] }[] };
    const rules = (report.files[0]?.problems ?? []).map(({ rule }) => rule);
    expect(rules).toContain('unregistered-schema');
    expect(rules).toContain('type');
  });
});
