/**
 * Every version the docs tell a user to run exists: each `uses: OWNER/manifest-check@REF`,
 * pre-commit `rev: REF` (of a block whose repo is OWNER/manifest-check) and
 * `github:OWNER/manifest-check#REF` in README.md and docs/*.md names a commit of this repository's
 * history or a release tag that exists, and at that REF `action.yml` declares every input the
 * example gives and `.pre-commit-hooks.yaml` has every hook it names. Outside a git checkout
 * there is no history to look in, and the suite is skipped, saying so in its name.
 */
import { describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { documentationFiles } from '../support/doc-links.js';
import {
  gitHistory,
  isGitCheckout,
  isShallow,
  pinProblems,
  pinsIn,
  type Pin,
} from '../support/doc-pins.js';

const SUITE = 'the versions pinned in README.md and docs/*.md';
const inGit = isGitCheckout('.');
const describeInGit = inGit ? describe : describe.skip;

/** The pins of every page, and the YAML blocks that could not be read. */
function allPins(): { pins: Pin[]; unreadable: string[] } {
  const read = documentationFiles('.').map((file) => pinsIn(file, readFileSync(file, 'utf8')));
  return {
    pins: read.flatMap((page) => page.pins),
    unreadable: read.flatMap((page) => page.unreadable),
  };
}

/** The problems of the README's pins with `edit` applied to its text first. */
function problemsOfEditedReadme(edit: (text: string) => string): string[] {
  const { pins, unreadable } = pinsIn('README.md', edit(readFileSync('README.md', 'utf8')));
  return [...unreadable, ...pinProblems(pins, gitHistory('.'))];
}

const readme = pinsIn('README.md', readFileSync('README.md', 'utf8')).pins;
/** The README's pinned ref: the one its first example uses. */
const pinned = readme[0]?.ref ?? '';

describe('the pins of README.md, as read from its text', () => {
  it('are the Action with an input, the hook with its id, and two package installs', () => {
    expect(readme.some((pin) => pin.inputs.includes('sarif-file'))).toBe(true);
    expect(readme.some((pin) => pin.hooks.includes('manifest-check'))).toBe(true);
    expect(readme.filter((pin) => pin.inputs.length === 0 && pin.hooks.length === 0).length).toBe(
      2,
    );
  });

  it('name one version, which every page of docs/ pins too', () => {
    expect(new Set(readme.map((pin) => pin.ref))).toEqual(new Set([pinned]));
    expect(new Set(allPins().pins.map((pin) => pin.ref))).toEqual(new Set([pinned]));
  });
});

describeInGit(
  inGit ? SUITE : `${SUITE} (skipped: not a git checkout, so there is no history to look in)`,
  () => {
    const history = gitHistory('.');

    it('each names a commit of this history or a tag that exists, with the inputs and hooks its example uses', () => {
      const { pins, unreadable } = allPins();
      expect(pins.length).toBeGreaterThanOrEqual(10);
      const hint = isShallow('.')
        ? ' (this checkout is shallow: fetch the whole history, as actions/checkout does with fetch-depth: 0)'
        : '';
      expect(
        [...unreadable, ...pinProblems(pins, history)].map((problem) => problem + hint),
      ).toEqual([]);
    });

    it('fails on a made-up commit, in every place the README pins it', () => {
      const madeUp = 'deadbeef'.repeat(5);
      const problems = problemsOfEditedReadme((text) => text.replaceAll(pinned, madeUp));
      expect(problems.length).toBe(readme.length);
      expect(problems[0]).toMatch(
        new RegExp(`^README\\.md:\\d+: ${madeUp} is no commit of this repository's history$`),
      );
    });

    it('fails on a tag that does not exist, and on a branch name', () => {
      expect(problemsOfEditedReadme((text) => text.replace(`@${pinned}`, '@v99'))).toEqual([
        expect.stringMatching(
          /^README\.md:\d+: no tag v99 exists \(there is no such release yet\)$/,
        ),
      ]);
      expect(problemsOfEditedReadme((text) => text.replace(`#${pinned}`, '#main'))).toEqual([
        expect.stringMatching(
          /: main is neither a full commit SHA nor a release tag \(vX, vX\.Y\.Z\)$/,
        ),
      ]);
    });

    it('fails on an input the Action does not declare, and a hook it does not have, at that commit', () => {
      const problems = problemsOfEditedReadme((text) =>
        text
          .replace('    sarif-file:', '    sarif-path:')
          .replace('- id: manifest-check #', '- id: manifest-lint #'),
      );
      expect(problems).toEqual([
        expect.stringMatching(
          new RegExp(`^README\\.md:\\d+: action\\.yml at ${pinned} has no input sarif-path$`),
        ),
        expect.stringMatching(
          new RegExp(
            `^README\\.md:\\d+: \\.pre-commit-hooks\\.yaml at ${pinned} has no hook manifest-lint$`,
          ),
        ),
      ]);
    });

    it('fails on an example it cannot read', () => {
      const problems = problemsOfEditedReadme((text) => text.replace('  with:\n', '  with: [\n'));
      expect(problems).toEqual([
        expect.stringMatching(/^README\.md:\d+: the YAML block does not parse: /),
      ]);
    });
  },
);
