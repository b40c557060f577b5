/** The V8 tuning of the command line: on V8 11 only, and never over the user's own flags. */
import { describe, expect, it } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import { v8DefaultFlags, v8Flags } from '../../../src/cli/v8-tuning.js';

const NODE_20 = '11.3.244.8-node.33';
const ALL = [
  '--interrupt-budget=270336',
  '--max-inlined-bytecode-size-cumulative=460',
  '--semi-space-growth-factor=1',
  '--single-threaded-gc',
];

describe('v8Flags', () => {
  it('tunes TurboFan, the young generation and the collector on V8 11 (Node 20)', () => {
    expect(v8Flags(NODE_20, [])).toEqual(ALL);
  });

  it.each(['10.2.154.26-node.26', '12.4.254.21-node.57', '13.6.233.10-node.27', '110.1'])(
    'leaves V8 %s alone: it tiers up otherwise, and an unknown flag would print an error',
    (version) => {
      expect(v8Flags(version, [])).toEqual([]);
    },
  );

  it.each([
    ['--interrupt-budget=1000', 0],
    ['--max-inlined-bytecode-size-cumulative=920', 1],
    ['--max_inlined_bytecode_size_cumulative=920', 1],
    ['--semi-space-growth-factor=4', 2],
    ['--max-semi-space-size=16', 2],
    ['--max_semi_space_size=16', 2],
    ['--min-semi-space-size=8', 2],
    ['--no-single-threaded-gc', 3],
    ['--nosingle-threaded-gc', 3],
    ['--single_threaded_gc', 3],
    ['--single-threaded', 3],
    ['--parallel-scavenge', 3],
    ['--no-concurrent-marking', 3],
  ])('leaves what %s decides to the user', (given, left) => {
    expect(v8Flags(NODE_20, [given])).toEqual(ALL.filter((_, index) => index !== left));
  });

  it("leaves a registry's collections to V8's helper threads: git works beside its check", () => {
    expect(v8Flags(NODE_20, [], 'registry')).toEqual(ALL.slice(0, 3));
    expect(v8DefaultFlags(NODE_20, [], 'registry')).toEqual([
      '--interrupt-budget=67584',
      '--max-inlined-bytecode-size-cumulative=920',
      '--semi-space-growth-factor=2',
    ]);
    expect(v8Flags(NODE_20, [], 'files')).toEqual(ALL);
  });

  it('sets everything over flags that decide none of it', () => {
    expect(v8Flags(NODE_20, ['--max-old-space-size=100', '', '--enable-source-maps'])).toEqual(ALL);
  });

  it('sets again, for the same flags, the values V8 11 starts with (so cached code matches)', () => {
    expect(v8DefaultFlags(NODE_20, ['--interrupt-budget=1000'])).toEqual([
      '--max-inlined-bytecode-size-cumulative=920',
      '--semi-space-growth-factor=2',
      '--no-single-threaded-gc',
    ]);
  });

  const onV8Eleven = process.versions.v8.startsWith('11.') ? it : it.skip;
  onV8Eleven("knows V8's own values as this node reports them", () => {
    const options = execFileSync(process.execPath, ['--v8-options'], { encoding: 'utf8' });
    for (const flag of v8DefaultFlags(process.versions.v8, []))
      expect(options).toContain(`default: ${flag}`);
  });
});
