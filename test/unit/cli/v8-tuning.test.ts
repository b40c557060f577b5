/** The V8 tuning of the command line: on V8 11 only, and never over the user's own flag. */
import { describe, expect, it } from '@jest/globals';
import { tieringFlag } from '../../../src/cli/v8-tuning.js';

describe('tieringFlag', () => {
  it('raises the TurboFan budget on V8 11 (Node 20)', () => {
    expect(tieringFlag('11.3.244.8-node.33', [])).toMatch(/^--interrupt-budget=\d+$/);
  });

  it.each(['10.2.154.26-node.26', '12.4.254.21-node.57', '13.6.233.10-node.27', '110.1'])(
    'leaves V8 %s alone: it tiers up otherwise, and an unknown flag would print an error',
    (version) => {
      expect(tieringFlag(version, [])).toBeNull();
    },
  );

  it('leaves a budget given to node alone', () => {
    expect(tieringFlag('11.3.244.8-node.33', ['--interrupt-budget=1000'])).toBeNull();
    expect(tieringFlag('11.3.244.8-node.33', ['--max-old-space-size=100'])).not.toBeNull();
  });
});
