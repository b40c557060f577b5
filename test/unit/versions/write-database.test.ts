import { describe, expect, it } from '@jest/globals';
import {
  versionsFilePath,
  type PortVersion,
  type VersionsEntry,
} from '../../../src/versions/database.js';
import {
  BASELINE_PATH,
  baselineText,
  versionsFileText,
} from '../../../src/versions/write-database.js';

const TREE_A = 'a'.repeat(40);
const TREE_B = 'b'.repeat(40);

describe('versionsFilePath', () => {
  it('puts a port under its first letter', () => {
    expect(versionsFilePath('zlib')).toBe('versions/z-/zlib.json');
    expect(versionsFilePath('7zip')).toBe('versions/7-/7zip.json');
    expect(BASELINE_PATH).toBe('versions/baseline.json');
  });
});

describe('versionsFileText', () => {
  it('writes git-tree, the version field and port-version (even 0), newest first as given', () => {
    const entries: VersionsEntry[] = [
      { text: '2024-01-02', scheme: 'version-date', portVersion: 0, gitTree: TREE_A, pointer: '' },
      { text: '1.0.0', scheme: 'version-semver', portVersion: 3, gitTree: TREE_B, pointer: '' },
    ];
    expect(versionsFileText(entries)).toBe(
      [
        '{',
        '  "versions": [',
        '    {',
        `      "git-tree": "${TREE_A}",`,
        '      "version-date": "2024-01-02",',
        '      "port-version": 0',
        '    },',
        '    {',
        `      "git-tree": "${TREE_B}",`,
        '      "version-semver": "1.0.0",',
        '      "port-version": 3',
        '    }',
        '  ]',
        '}',
        '',
      ].join('\n'),
    );
  });

  it('escapes as vcpkg does: quote, backslash and controls; not "/" nor non-ASCII', () => {
    const entry: VersionsEntry = {
      text: 'é/"x"\\\t😀',
      scheme: 'version-string',
      portVersion: 0,
      gitTree: TREE_A,
      pointer: '',
    };
    expect(versionsFileText([entry])).toContain('"version-string": "é/\\"x\\"\\\\\\t😀",');
  });

  it('refuses an entry without a git tree: the planner never passes one', () => {
    const entry: VersionsEntry = { text: '1', scheme: 'version', portVersion: 0, pointer: '' };
    expect(() => versionsFileText([entry])).toThrow('without git-tree');
  });
});

describe('baselineText', () => {
  it("sorts the ports in vcpkg's order, whatever the order given", () => {
    const versions = new Map<string, PortVersion>([
      ['zlib', { text: '1.3.1', scheme: 'version', portVersion: 0 }],
      ['abseil', { text: '2024-01-16', scheme: 'version-date', portVersion: 2 }],
      ['a-b', { text: 'vX', scheme: 'version-string', portVersion: 0 }],
    ]);
    expect(baselineText(versions)).toBe(
      [
        '{',
        '  "default": {',
        '    "a-b": {',
        '      "baseline": "vX",',
        '      "port-version": 0',
        '    },',
        '    "abseil": {',
        '      "baseline": "2024-01-16",',
        '      "port-version": 2',
        '    },',
        '    "zlib": {',
        '      "baseline": "1.3.1",',
        '      "port-version": 0',
        '    }',
        '  }',
        '}',
        '',
      ].join('\n'),
    );
  });

  it('writes an empty default for no ports', () => {
    expect(baselineText(new Map())).toBe('{\n  "default": {}\n}\n');
  });
});
