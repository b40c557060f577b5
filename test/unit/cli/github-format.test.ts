import { describe, expect, it, jest } from '@jest/globals';
import * as core from '@actions/core';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { annotationCommand } from '../../../src/report/github-commands.js';
import type { Annotation } from '../../../src/report/annotations.js';
import { cli, cliIn } from '../../support/run-cli.js';
import { makeTempDir } from '../../support/temp-dir.js';

describe('--format github', () => {
  it('prints an annotation command per problem, then the summary line as plain text', async () => {
    expect(await cli(['--format', 'github', 'examples/invalid/version-rule/vcpkg.json'])).toEqual({
      status: 1,
      stdout:
        '::error file=examples/invalid/version-rule/vcpkg.json,line=4,col=3,endLine=4,endColumn=19,title=version-one-of::exactly one of version, version-string, version-semver, version-date is required; found version and version-string\n' +
        '::error file=examples/invalid/version-rule/vcpkg.json,line=5,col=19,endLine=5,endColumn=21,title=minimum::expected a number >= 0; found -1\n' +
        '1 file checked: 0 valid, 1 invalid; 2 errors, 0 warnings\n',
      stderr: '',
    });
  });

  it('writes a warning as ::warning, and --quiet leaves warnings and the summary out', async () => {
    const run = await cli(['--format', 'github', 'examples/warnings']);
    expect(run.status).toBe(0);
    expect(run.stdout.split('\n').map((line) => line.replace(/ .*/, ''))).toEqual([
      '::warning',
      '::warning',
      '::warning',
      '::warning',
      '1',
      '',
    ]);
    expect(await cli(['--format', 'github', '--quiet', 'examples/warnings'])).toEqual({
      status: 0,
      stdout: '',
      stderr: '',
    });
  });

  it('gives columns only on a problem within one line, as the Action does', () => {
    const problem: Annotation = {
      severity: 'error',
      message: 'm',
      properties: { file: 'a/vcpkg.json', startLine: 2, endLine: 5, title: 'rule' },
    };
    expect(annotationCommand(problem)).toBe(
      '::error file=a/vcpkg.json,line=2,endLine=5,title=rule::m\n',
    );
  });

  it('escapes every property and the message as @actions/core does', () => {
    const annotation: Annotation = {
      severity: 'warning',
      message: 'a%b\nc: d, e',
      properties: {
        file: 'dir,1/x:y%z\n.json',
        startLine: 1,
        startColumn: 2,
        endLine: 1,
        endColumn: 3,
        title: 'r:u,l%e',
      },
    };
    const written: string[] = [];
    const write = jest
      .spyOn(process.stdout, 'write')
      .mockImplementation((text: string | Uint8Array) => written.push(String(text)) > 0);
    try {
      core.warning(annotation.message, annotation.properties);
    } finally {
      write.mockRestore();
    }
    const [fromCore] = written;
    const sorted = (command: string) => {
      const [, head = '', data] = /^::warning ([^:]*)::(.*)\n$/s.exec(command) ?? [];
      return [head.split(',').sort(), data];
    };
    expect(sorted(annotationCommand(annotation))).toEqual(sorted(fromCore as string));
    expect(annotationCommand(annotation)).toBe(
      '::warning file=dir%2C1/x%3Ay%25z%0A.json,line=1,col=2,endLine=1,endColumn=3,title=r%3Au%2Cl%25e::a%25b%0Ac: d, e\n',
    );
  });

  it('writes a carriage return as its escape, as every line printed does', () => {
    const annotation: Annotation = {
      severity: 'warning',
      message: 'a\r\nb',
      properties: { file: 'x\ry.json' },
    };
    expect(annotationCommand(annotation)).toBe('::warning file=x\\u000dy.json::a\\u000d%0Ab\n');
  });

  it('makes no second command of a hostile file name or message', async () => {
    const root = makeTempDir('github-format');
    const name = '\n::error::injected\r::warning file=x::y##[error]z';
    mkdirSync(path.join(root, name), { recursive: true });
    writeFileSync(path.join(root, name, 'vcpkg.json'), '{ "name": "\\n::error::x##[set-env]" }\n');
    const run = await cliIn(root, ['--format', 'github', '.']);
    expect(run.status).toBe(1);
    const lines = run.stdout.split(/\r\n|\r|\n/);
    // One command a problem, and the summary: the runner sees no other line.
    expect(lines.filter((line) => line.startsWith('::'))).toHaveLength(2);
    expect(lines.filter((line) => !line.startsWith('::'))).toEqual([
      '1 file checked: 0 valid, 1 invalid; 2 errors, 0 warnings',
      '',
    ]);
    expect(run.stdout).not.toContain('##[');
    expect(lines[0]).toBe(
      '::error file=%0A\\u003a%3Aerror%3A%3Ainjected\\u000d%3A%3Awarning file=x%3A%3Ay#\\u0023[error]z/vcpkg.json,line=1,col=1,endLine=1,endColumn=38,title=version-one-of::exactly one of version, version-string, version-semver, version-date is required; none found',
    );
    expect(lines[1]).toBe(
      String.raw`::error file=%0A\u003a%3Aerror%3A%3Ainjected\u000d%3A%3Awarning file=x%3A%3Ay#\u0023[error]z/vcpkg.json,line=1,col=11,endLine=1,endColumn=36,title=pattern::"\n::error::x#\u0023[set-env]" is not a package name: lowercase letters and digits in dash-separated groups, with dots between segments (pattern ^[a-z0-9]+(-[a-z0-9]+)*(\.[a-z0-9]+(-[a-z0-9]+)*)*$)`,
    );
  });
});
