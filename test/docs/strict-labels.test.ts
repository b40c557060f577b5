/**
 * What `--strict` is called wherever a user reads about it. Under the default profile it checks
 * the December 2020 spec as vcpkg parsed it then, and rejects `host`, features keyed by name and
 * `license: null`, which today's vcpkg accepts: no label may sell it as "what vcpkg enforces",
 * and each points to the `current` profile for today's vcpkg.
 */
import { describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { USAGE } from '../../src/cli/args.js';

interface Hook {
  id: string;
  name: string;
  description: string;
}

const hooks = parse(readFileSync('.pre-commit-hooks.yaml', 'utf8')) as Hook[];
const action = parse(readFileSync('action.yml', 'utf8')) as {
  inputs: Record<string, { description: string }>;
};

/** The line of a Markdown file that starts the description of `--strict`, with its next line. */
function markdownLabel(file: string, start: string): string {
  const lines = readFileSync(file, 'utf8').split('\n');
  const at = lines.findIndex((line) => line.includes(start));
  if (at < 0) throw new Error(`${file}: no line with ${start}`);
  return `${lines[at]} ${lines[at + 1] ?? ''}`;
}

const labels: [string, string][] = [
  ['the Action input `strict`', action.inputs.strict!.description],
  [
    'the hook manifest-check-strict',
    (({ name, description }) => `${name}: ${description}`)(
      hooks.find((hook) => hook.id === 'manifest-check-strict')!,
    ),
  ],
  ['--help', USAGE.slice(USAGE.indexOf('  --strict'), USAGE.indexOf('  --schema '))],
  ['README.md', markdownLabel('README.md', '`--strict` checks')],
  ['docs/cli.md', markdownLabel('docs/cli.md', '| `--strict`')],
  ['docs/action.md', markdownLabel('docs/action.md', '| `strict`')],
  ['docs/pre-commit.md', markdownLabel('docs/pre-commit.md', '| `manifest-check-strict`')],
  ['docs/checks.md', markdownLabel('docs/checks.md', '- **`--strict`**')],
  ["the library's ValidateOptions.strict", libraryLabel()],
];

/** The doc comment of `strict` in the library's options, which editors show. */
function libraryLabel(): string {
  const source = readFileSync('src/manifest/check-manifest.ts', 'utf8');
  const end = source.indexOf('  strict?: boolean;');
  return source.slice(source.lastIndexOf('/**', end), end);
}

describe('the --strict labels', () => {
  it.each(labels)('%s says it checks the 2020 spec, not today’s vcpkg', (_where, label) => {
    expect(label).not.toMatch(/vcpkg (itself )?(enforces|does)/);
    expect(label).toMatch(/2020 spec/);
    expect(label).toMatch(/current/);
  });
});
