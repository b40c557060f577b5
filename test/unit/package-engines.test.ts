/**
 * `npm ci` on Node 20 (.node-version) installs no package whose `engines.node` excludes it: npm
 * warns of each (EBADENGINE), as it did of content-type 3 (Node >= 22), which package.json's
 * `overrides` pins to 2.1.0. Read from package-lock.json, which records each package's engines.
 */
import { describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';

type Version = readonly [number, number, number];

/** The Node 20 of CI (the newest one) is the one running this when it is a Node 20. */
const NODE_20 = process.versions.node.startsWith('20.') ? process.versions.node : '20.20.2';

const COMPARATOR = /^(<=|>=|<|>|=|\^|~)?v?(\*|x|\d+)(?:\.(\*|x|\d+))?(?:\.(\*|x|\d+))?$/;

function compare(a: Version, b: Version): number {
  return a[0] - b[0] || a[1] - b[1] || a[2] - b[2];
}

/** Whether `version` meets one comparator of a range, such as `>=18.18`, `^20.9.0` or `6.*`. */
function meets(version: Version, comparator: string): boolean {
  const match = COMPARATOR.exec(comparator);
  if (!match) throw new Error(`cannot read ${JSON.stringify(comparator)} of a range`);
  const [, operator = '=', ...parts] = match;
  const numbers = parts.map((part) => (part === undefined || /^[*x]$/.test(part) ? NaN : +part));
  const given = numbers.findIndex(Number.isNaN) === -1 ? 3 : numbers.findIndex(Number.isNaN);
  const [major = 0, minor = 0, patch = 0] = numbers.map((n) => (Number.isNaN(n) ? 0 : n));
  const lower: Version = [major, minor, patch];
  // The first version past a partial one: `20` ends before 21.0.0, `20.9` before 20.10.0.
  const past: Version = given === 1 ? [major + 1, 0, 0] : [major, minor + 1, 0];
  const from = compare(version, lower) >= 0;
  switch (operator) {
    case '>=':
      return from;
    case '>':
      return given === 3 ? compare(version, lower) > 0 : given > 0 && compare(version, past) >= 0;
    case '<':
      return compare(version, lower) < 0;
    case '<=':
      return (
        given === 0 || (given === 3 ? !(compare(version, lower) > 0) : compare(version, past) < 0)
      );
    case '^':
      if (major === 0) throw new Error(`cannot read ${JSON.stringify(comparator)} of a range`);
      return from && version[0] === major;
    case '~':
      return from && compare(version, given === 1 ? past : [major, minor + 1, 0]) < 0;
    default:
      return (
        given === 0 ||
        (given === 3 ? compare(version, lower) === 0 : from && compare(version, past) < 0)
      );
  }
}

/** Whether `version` is in a semver range of npm's `engines`, such as `^18.18.0 || >=20`. */
function satisfies(version: string, range: string): boolean {
  const parsed = version.split('.').map(Number) as unknown as Version;
  return range.split('||').some((set) =>
    set
      .trim()
      .replace(/(<=|>=|<|>|=|\^|~)\s+/g, '$1')
      .split(/\s+/)
      .filter((comparator) => comparator !== '')
      .every((comparator) => meets(parsed, comparator)),
  );
}

describe('the engines of the installed packages', () => {
  it('are read as npm reads them', () => {
    const cases: [string, string, boolean][] = [
      ['20.20.2', '>=22', false],
      ['20.20.2', '>= 20', true],
      ['20.20.2', '^20.19.0 || ^22.13.0 || >=24', true],
      ['20.18.0', '^20.19.0 || ^22.13.0 || >=24', false],
      ['20.20.2', '^18.18.0 || ^20.9.0 || >=21.1.0', true],
      ['20.20.2', '18 || 20 || >=22', true],
      ['21.0.0', '18 || 20 || >=22', false],
      ['20.20.2', '>=16 || 14 >=14.17', true],
      ['14.16.0', '>=16 || 14 >=14.17', false],
      ['20.20.2', '>=0.6.11 <=0.7.0 || >=0.7.3', true],
      ['0.7.1', '>=0.6.11 <=0.7.0 || >=0.7.3', false],
      ['20.20.2', '6.* || 8.* || >= 10.*', true],
      ['9.1.0', '6.* || 8.* || >= 10.*', false],
      ['20.20.2', '*', true],
      ['20.20.2', '<20', false],
      ['20.20.2', '~20.20.0', true],
      ['20.21.0', '~20.20.0', false],
    ];
    expect(cases.map(([version, range]) => satisfies(version, range))).toEqual(
      cases.map(([, , expected]) => expected),
    );
  });

  it(`allow Node ${NODE_20}: npm ci warns of none`, () => {
    const lock = JSON.parse(readFileSync('package-lock.json', 'utf8')) as {
      packages: Record<string, { version?: string; engines?: { node?: string } }>;
    };
    const packages = Object.entries(lock.packages).filter(([place]) => place !== '');
    const excluding = packages
      .filter(([, { engines }]) => engines?.node !== undefined)
      .filter(([, { engines }]) => !satisfies(NODE_20, engines?.node as string))
      .map(([place, { version, engines }]) => `${place}@${version}: ${engines?.node}`);
    expect(packages.length).toBeGreaterThan(100);
    expect(excluding).toEqual([]);
  });
});
