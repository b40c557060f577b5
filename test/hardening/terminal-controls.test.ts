/**
 * Control characters a terminal acts on (C0 but tab and line feed, DEL, C1) in a manifest never
 * reach a terminal or a log raw: ESC, BEL and CSI start sequences that clear the screen, move the
 * cursor or set the window's title. The current profile's license message quotes the character it
 * refuses, and `format --diff` shows the lines it changes; everything the CLI and the Action print
 * writes each as its `\uXXXX` escape, as bidi controls are, and JSON output stays the same data.
 */
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { coreMock, githubMock, recorded, resetActions } from '../support/actions-mock.js';
import { cli } from '../support/run-cli.js';
import { makeTempDir } from '../support/temp-dir.js';

jest.unstable_mockModule('@actions/core', () => coreMock);
jest.unstable_mockModule('@actions/github', () => githubMock);
const { run } = await import('../../src/action.js');
const { PAINTED } = await import('../../src/report/text.js');

/** Any control character but tab and line feed: what a terminal would act on. */
// eslint-disable-next-line no-control-regex -- control characters are what it finds
const RAW_CONTROL = /[\0-\x08\x0b-\x1f\x7f-\x9f]/;
/** A license that sets the terminal's title and rings its bell. */
const LICENSE = 'MIT\u001b]0;pwned\u0007';
const MANIFEST = JSON.stringify({ name: 'a', version: '1', license: LICENSE });
/** A manifest not in canonical form whose description holds DEL and CSI (`\u009b2J` clears). */
const UNFORMATTED = `{\n    "name": "a",\n    "version": "1",\n    "description": "x\u007f\u009b2Jy"\n}\n`;

/** A folder with a `vcpkg.json` of `text`. */
function manifestIn(text: string): string {
  const root = makeTempDir('terminal-controls');
  writeFileSync(path.join(root, 'vcpkg.json'), text);
  return root;
}

describe('the CLI prints no control character from a manifest', () => {
  it("the current profile's license message: the character escaped", async () => {
    const output = await cli(['--profile', 'current', manifestIn(MANIFEST)]);
    expect(output.status).toBe(1);
    expect(output.stdout + output.stderr).not.toMatch(RAW_CONTROL);
    expect(output.stdout).toContain(
      "SPDX license expression contains an invalid character (0x1B '\\u001b').",
    );
  });

  it('format --diff: the changed lines escaped', async () => {
    const output = await cli(['format', '--diff', manifestIn(UNFORMATTED)]);
    expect(output.status).toBe(1);
    expect(output.stdout + output.stderr).not.toMatch(RAW_CONTROL);
    expect(output.stdout).toContain('-    "description": "x\\u007f\\u009b2Jy"\n');
    expect(output.stdout).toContain('+  "description": "x\\u007f\\u009b2Jy"\n');
  });

  it.each(['json', 'sarif'])('%s: escaped, and the same data once parsed', async (format) => {
    const output = await cli(['--profile', 'current', '--format', format, manifestIn(MANIFEST)]);
    expect(output.stdout).not.toMatch(RAW_CONTROL);
    const parsed = JSON.stringify(JSON.parse(output.stdout));
    expect(parsed).toContain("0x1B '\\u001b'");
  });

  it('the colours it paints itself are printed as they are', async () => {
    const output = await cli(['--profile', 'current', manifestIn(MANIFEST)], { color: true });
    expect(output.stdout).toContain('\u001b[31merror\u001b[0m');
    const unpainted = output.stdout.replaceAll(new RegExp(PAINTED.source, 'g'), '');
    expect(unpainted).not.toMatch(RAW_CONTROL);
  });
});

describe('the Action prints no control character from a manifest', () => {
  const SAVED_ENV = { ...process.env };
  beforeEach(() => {
    process.env = { ...SAVED_ENV, RUNNER_TEMP: makeTempDir('terminal-controls-temp') };
    delete process.env.GITHUB_STEP_SUMMARY;
    githubMock.context.payload = {};
  });
  afterEach(() => {
    process.env = SAVED_ENV;
  });

  it('in its log lines and annotations', async () => {
    process.env.GITHUB_WORKSPACE = manifestIn(MANIFEST);
    resetActions({ profile: 'current' });
    await run();
    const printed = recorded.log.map(([, text]) => text);
    expect(printed.join('\n')).not.toMatch(RAW_CONTROL);
    expect(printed.some((text) => text.includes("(0x1B '\\u001b')"))).toBe(true);
  });
});
