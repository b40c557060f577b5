/**
 * The Action's entry, src/index.ts (dist/index.js once built): GitHub's runner only imports it;
 * GitHub's local action runner imports it and then calls its exported run(). The step runs once
 * either way. action.js is mocked: what is counted is how often its run() is called.
 */
import { describe, expect, it, jest } from '@jest/globals';

let finishStep: () => void = () => {};
const stepRun = jest.fn(
  () =>
    new Promise<void>((resolve) => {
      finishStep = resolve;
    }),
);
jest.unstable_mockModule('../../src/action.js', () => ({ run: stepRun }));

describe("the Action's entry", () => {
  it('starts the step once when imported, and its import waits for the step to end', async () => {
    let imported = false;
    const importing = import('../../src/index.js').then((entry) => {
      imported = true;
      return entry;
    });
    // The import settles only after the step: let every other pending job run first.
    await new Promise((resolve) => setImmediate(resolve));
    expect([stepRun.mock.calls.length, imported]).toEqual([1, false]);
    finishStep();
    await importing;
    expect([stepRun.mock.calls.length, imported]).toEqual([1, true]);
  });

  it('exports run(), which returns the same promise each call and never starts the step again', async () => {
    const entry = await import('../../src/index.js');
    const first = entry.run();
    expect(entry.run()).toBe(first);
    await expect(first).resolves.toBeUndefined();
    expect(stepRun).toHaveBeenCalledTimes(1);
  });
});
