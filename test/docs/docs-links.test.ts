/**
 * The documentation holds together: README.md stays an index of at most 8 KB that starts with the
 * two commands of a fresh clone, and every relative link of README.md and docs/*.md leads to a
 * file of the repository and, with an anchor, to a heading of that file as GitHub makes anchors.
 */
import { describe, expect, it } from '@jest/globals';
import { readFileSync, statSync } from 'node:fs';
import {
  brokenLinks,
  documentationFiles,
  headingAnchors,
  headingSlug,
  pageLinks,
} from '../support/doc-links.js';
import { makeTempTree } from '../support/temp-dir.js';

const README_MOST_BYTES = 8192;

describe('README.md', () => {
  it(`is at most ${README_MOST_BYTES} bytes: an index, the rest in docs/`, () => {
    expect(statSync('README.md').size).toBeLessThanOrEqual(README_MOST_BYTES);
  });

  it('starts with the two commands of a fresh clone, as .ci/run runs the first', () => {
    expect(readFileSync('README.md', 'utf8')).toMatch(
      /^# manifest-check\n\n```sh\nnpm ci && npx manifest-check examples\/\nnpm test\n```\n/,
    );
  });

  it('links to a page for each way to use it and for security, performance, development, releasing', () => {
    const targets = pageLinks(readFileSync('README.md', 'utf8')).map((link) => link.target);
    for (const page of [
      'action',
      'pre-commit',
      'cli',
      'library',
      'request-options',
      'checks',
      'security',
      'performance',
      'development',
      'releasing',
    ])
      expect(targets).toContain(`docs/${page}.md`);
  });

  // Until the repository has a public home, OWNER/manifest-check leads nowhere: each page that
  // tells a user to install from it says how to use a clone instead (the maintainers' pages aside).
  const installPages = documentationFiles('.').filter(
    (file) =>
      !['docs/releasing.md', 'docs/development.md'].includes(file) &&
      readFileSync(file, 'utf8').includes('OWNER/manifest-check'),
  );
  it("shows today's vcpkg next to the default in the Action, hook and command-line blocks", () => {
    const blocks = [
      ...readFileSync('README.md', 'utf8').matchAll(/^```(?:yaml|sh)\n([\s\S]*?)^```$/gm),
    ]
      .map(([, body = '']) => body)
      .filter((body) => body.includes('OWNER/manifest-check'));
    const shown = (marker: string) => blocks.find((body) => body.includes(marker)) ?? '';
    expect(shown('uses: OWNER')).toMatch(
      /profile: current #.*today's vcpkg.*default.*December 2020/,
    );
    expect(shown('repos:')).toMatch(/id: manifest-check #.*default.*December 2020/);
    expect(shown('repos:')).toMatch(/id: manifest-check-current #.*today's vcpkg/);
    expect(shown('npm install --save-dev')).toMatch(/npx manifest-check #.*default.*December 2020/);
    expect(shown('npm install --save-dev')).toMatch(
      /npx manifest-check --profile current #.*today's vcpkg/,
    );
  });

  it("docs/checks.md: the recipe for today's vcpkg comes before the JSON Schema Test Suite", () => {
    const headings = headingAnchors(readFileSync('docs/checks.md', 'utf8'));
    expect(headings.indexOf('recipe-manifests-written-for-todays-vcpkg')).toBeGreaterThan(-1);
    expect(headings.indexOf('recipe-manifests-written-for-todays-vcpkg')).toBeLessThan(
      headings.indexOf('the-json-schema-test-suite'),
    );
  });

  it.each(installPages)(
    '%s: it installs from OWNER/manifest-check, and links to "From a clone"',
    (file) => {
      const targets = pageLinks(readFileSync(file, 'utf8')).map((link) => link.target);
      expect(targets).toContain(
        file === 'README.md' ? '#from-a-clone' : '../README.md#from-a-clone',
      );
    },
  );
});

describe('headingAnchors, as GitHub makes them', () => {
  it('lower-cases, keeps the text of code and links, drops punctuation but - and _, joins words with -', () => {
    expect(
      headingAnchors(
        [
          '# Canonical form (`manifest-check format`)',
          "## Recipe: manifests written for today's vcpkg",
          '### snake_case & co.',
          '## See [the rules](checks.md) ##',
          '#### Ünïcode stays',
        ].join('\n'),
      ),
    ).toEqual([
      'canonical-form-manifest-check-format',
      'recipe-manifests-written-for-todays-vcpkg',
      'snake_case--co',
      'see-the-rules',
      'ünïcode-stays',
    ]);
  });

  it('numbers a repeated heading -1, -2, and reads no heading inside a code block', () => {
    const page = ['# Usage', '```yaml', '# .pre-commit-config.yaml', '```', '## Usage', '## Usage'];
    expect(headingAnchors(page.join('\n'))).toEqual(['usage', 'usage-1', 'usage-2']);
  });

  it('gives one slug to one text', () => {
    expect(headingSlug('Bad inputs, `changed-only` and submodules')).toBe(
      'bad-inputs-changed-only-and-submodules',
    );
  });
});

describe('brokenLinks', () => {
  const root = makeTempTree('doc-links', {
    'README.md': '# Top\n',
    'docs/page.md': '# Page\n\n## Profiles\n',
    'src/code.ts': '',
  });

  it('passes links to files, folders, headings of this page or another, and lines of code', () => {
    const text = [
      '# Here',
      'See [profiles](page.md#profiles), [here](#here), [the top](../README.md),',
      '[code](../src/code.ts#L1-L2), [src](../src/) and [a site](https://example.com/x#y).',
      '[ref]: page.md#page',
    ].join('\n');
    expect(brokenLinks(root, 'docs/other.md', text)).toEqual([]);
  });

  it('says which link leads nowhere, and why, on its line', () => {
    const text = [
      '# Here',
      'See [gone](gone.md), [no anchor](page.md#profile), [none here](#there),',
      '[folder](../src#x), [code](../src/code.ts#top), [out](../../x.md).',
      '`[in code](gone.md)` is not a link, nor is this:',
      '```md',
      '[in a block](gone.md)',
      '```',
    ].join('\n');
    expect(brokenLinks(root, 'docs/other.md', text)).toEqual([
      'docs/other.md:2: gone.md: no such file or folder as docs/gone.md',
      'docs/other.md:2: page.md#profile: no heading of docs/page.md makes the anchor #profile',
      'docs/other.md:2: #there: no heading of docs/other.md makes the anchor #there',
      'docs/other.md:3: ../src#x: src is a folder, which has no anchors',
      'docs/other.md:3: ../src/code.ts#top: src/code.ts is not Markdown; its only anchors are lines (#L12)',
      'docs/other.md:3: ../../x.md: leads outside the repository',
    ]);
  });
});

describe('every relative link of README.md and docs/*.md', () => {
  it.each(documentationFiles('.'))('%s: leads to a file, and to a heading of it', (file) => {
    expect(brokenLinks('.', file, readFileSync(file, 'utf8'))).toEqual([]);
  });
});

describe('npx manifest-check and imports in the docs', () => {
  /**
   * The first line of a page that runs or imports the package before the page has installed it
   * (or linked to the install), or undefined. The README is read from "Use it in your repository"
   * on: its first command runs in this repository's own clone.
   */
  function usedBeforeInstall(file: string): string | undefined {
    const whole = readFileSync(file, 'utf8');
    const text =
      file === 'README.md' ? whole.slice(whole.indexOf('## Use it in your repository')) : whole;
    const use = text.search(/npx manifest-check|from 'manifest-check'/);
    const install = text.search(
      /github:OWNER\/manifest-check#|\]\((?:docs\/)?(?:cli\.md#install|library\.md)\)/,
    );
    if (use === -1 || (install !== -1 && install < use)) return undefined;
    return text.slice(text.lastIndexOf('\n', use) + 1).split('\n')[0];
  }

  it.each(documentationFiles('.'))(
    '%s: runs or imports the package only after its install line, or a link to it',
    (file) => {
      expect(usedBeforeInstall(file)).toBeUndefined();
    },
  );
});
