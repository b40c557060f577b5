/**
 * The route check as the README and docs/request-options.md show it: each `npx manifest-check
 * request …` block, run, prints the text block that follows it.
 */
import { describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { cli } from '../support/run-cli.js';

/** Each `sh` block running `npx manifest-check request`, with the `text` block right after it. */
function examples(file: string): { command: string; shown: string }[] {
  const text = readFileSync(file, 'utf8');
  const found = [
    ...text.matchAll(
      /^```sh\n(npx manifest-check request [^\n]*)\n```\n\n```text\n([\s\S]*?)^```$/gm,
    ),
  ];
  return found.map(([, command = '', shown = '']) => ({ command, shown }));
}

/** The words of a command line that quotes with '…' only, as these examples do. */
function words(command: string): string[] {
  return [...command.matchAll(/'([^']*)'|(\S+)/g)].map((match) => match[1] ?? match[2] ?? '');
}

describe.each(['README.md', 'docs/request-options.md'])('%s', (file) => {
  it('shows the route check as it is: the command prints what the page says', async () => {
    const shown = examples(file);
    expect(shown.length).toBeGreaterThan(0);
    for (const { command, shown: text } of shown) {
      const [, , ...args] = words(command);
      const run = await cli(args);
      expect({ command, output: run.stdout + run.stderr }).toEqual({ command, output: text });
    }
  });
});
