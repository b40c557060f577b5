/**
 * The `token` input of `command: request`, in the committed bundle (dist/index.js): masked before
 * anything is printed, and printed nowhere else: not in the log, not in the job summary, and in
 * the outputs only inside the `headers` and `options` the user asked for.
 */
import { describe, expect, it } from '@jest/globals';
import { runActionBundle, type StepRun } from '../support/hostile-workspace.js';
import { emptyWorkspace, linesShowing, ROUTE } from '../support/secrets.js';

/** The outputs that hold `secret`. */
function outputsHolding(step: StepRun, secret: string): string[] {
  return Object.keys(step.outputs).filter((name) => step.outputs[name]?.includes(secret));
}

describe('a token the builder can send (the committed bundle)', () => {
  const token = 'ghs_16C7e42F292c6912E7710c838347Ae178B4a';
  const step = runActionBundle({ command: 'request', route: ROUTE, token }, emptyWorkspace());

  it('is masked on the very first line, and printed nowhere else', () => {
    expect(step.status).toBe(0);
    expect(step.stdout.split('\n')).toEqual([
      `::add-mask::${token}`,
      'GET https://api.github.com/repos/octo-org/octo-repo/issues',
      '',
    ]);
    expect(linesShowing(step, token)).toEqual([]);
    expect(step.summary).toBe('');
  });

  it('is in the outputs only as the authorization header, in headers and options', () => {
    expect(outputsHolding(step, token)).toEqual(['options', 'headers']);
    const headers = JSON.parse(step.outputs.headers as string) as { authorization: string };
    expect(headers.authorization).toBe(`token ${token}`);
    const options = JSON.parse(step.outputs.options as string) as {
      headers: { authorization: string };
    };
    expect(options.headers.authorization).toBe(`token ${token}`);
  });

  it('with `::` in it is masked whole, and starts no command', () => {
    const odd = 'ghs_abc::error::pwned::stop-commands::x';
    const oddStep = runActionBundle(
      { command: 'request', route: ROUTE, token: odd },
      emptyWorkspace(),
    );
    expect(oddStep.stdout.split('\n')[0]).toBe(`::add-mask::${odd}`);
    expect(oddStep.stdout.split('\n')).toHaveLength(3);
    expect(linesShowing(oddStep, odd)).toEqual([]);
    expect(outputsHolding(oddStep, odd)).toEqual(['options', 'headers']);
  });

  it('is not printed when another input fails the step', () => {
    const failing: Record<string, string>[] = [
      { parameters: '[1, 2]' },
      { headers: 'x-a: "1\\r\\nx-b: 2"' },
      { 'base-url': 'https://api.github.com/ x' },
      { 'media-type': 'previews: [a b]' },
    ];
    for (const inputs of failing) {
      const failed = runActionBundle(
        { command: 'request', route: ROUTE, token, ...inputs },
        emptyWorkspace(),
      );
      expect(failed.status).toBe(1);
      expect(linesShowing(failed, token)).toEqual([]);
      expect(failed.outputs).toEqual({});
    }
  });
});
