/**
 * A registry's check is linear in its entries: a versions file of 100,000 entries (all right, or
 * each one a problem) takes at most 25 times as long as one of 10,000 (linear is 10, quadratic
 * 100). Processor times compared with each other in the same test, never a fixed budget
 * (support/cpu-time.ts says why).
 */
import { describe, expect, it } from '@jest/globals';
import { checkRegistry, type RegistryInput } from '../../../src/versions/check-registry.js';
import { cpuMsPerRun } from '../../support/cpu-time.js';
import { registry, tree } from '../../support/memory-registry.js';

const SHORT = 10_000;
const LONG = 100_000;
const MOST = 25;
const TURNS = 3;

/** A registry of one port whose versions file has `count` entries, newest first. */
function manyEntries(count: number, wrong: boolean): RegistryInput {
  const entries = Array.from({ length: count }, (_, i) => ({
    version: `1.${count - i}`,
    // Each entry a duplicate of the one before: a problem each.
    ...(wrong ? { version: '1.0' } : {}),
    'git-tree': tree('a'),
  }));
  return registry({
    ports: { big: { manifest: { name: 'big', version: `1.${count}` } } },
    versions: { big: entries },
    baseline: { big: { baseline: `1.${count}` } },
  });
}

function timesAsLong(wrong: boolean): number {
  const [short, long] = [manyEntries(SHORT, wrong), manyEntries(LONG, wrong)];
  const shortTimes: number[] = [];
  const longTimes: number[] = [];
  for (let turn = 0; turn < TURNS; turn++) {
    shortTimes.push(cpuMsPerRun(() => checkRegistry(short)));
    longTimes.push(cpuMsPerRun(() => checkRegistry(long)));
  }
  return Math.min(...longTimes) / Math.min(...shortTimes);
}

describe('checkRegistry is linear in the entries of a versions file', () => {
  it('reads 100,000 entries, none refused for their number', () => {
    const result = checkRegistry(manyEntries(LONG, false));
    expect(result.problems.size).toBe(0);
    expect(result.database.versionsFiles.get('big')?.entries).toHaveLength(LONG);
  });

  it('on entries that are all right', () => {
    expect(timesAsLong(false)).toBeLessThanOrEqual(MOST);
  });

  it('on entries that are each a problem (capped, counted)', () => {
    const problems = checkRegistry(manyEntries(LONG, true)).problems.get('versions/b-/big.json');
    expect(problems).toHaveLength(1_001);
    expect(problems?.[0]?.rule).toBe('problem-limit');
    expect(timesAsLong(true)).toBeLessThanOrEqual(MOST);
  });
});
