/**
 * The fixer's plan on hostile ports: whatever a port's folder is called and whatever its version
 * says, every write stays in `versions/` at the path vcpkg reads, and every text it writes reads
 * back as the version it was given (or the port is refused).
 */
import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { planAddVersions } from '../../src/versions/add-versions.js';
import type { PortState, VersionScheme } from '../../src/versions/database.js';

const SEED = 37;
const TREE = 'a'.repeat(40);
const SCHEMES: VersionScheme[] = ['version', 'version-semver', 'version-date', 'version-string'];
const PLACE = /^versions\/(?:baseline|([a-z0-9])-\/\1[a-z0-9-]*)\.json$/;

const port = (name: string, text: string, scheme: VersionScheme, portVersion = 0): PortState => ({
  name,
  manifestPath: `ports/${name}/vcpkg.json`,
  version: { text, scheme, portVersion },
  gitTree: TREE,
});

const database = {
  versionsFiles: new Map(),
  baseline: undefined,
  unreadable: new Set<string>(),
  unreadableBaseline: false,
};

describe('planAddVersions on hostile ports', () => {
  it('writes nothing outside versions/ for a name that is a path', () => {
    const names = ['../x', 'a/../../b', '.git', '..', '', 'x\0y', 'CON', 'a\\b', ' a', 'a.b'];
    const plan = planAddVersions(
      names.map((name) => port(name, '1', 'version')),
      database,
    );
    expect(plan.writes).toEqual([]);
    expect(plan.refusals.map((refusal) => refusal.port)).toEqual(names);
  });

  it('writes only at the paths vcpkg reads, whatever the names', () => {
    const name = fc.oneof(fc.string({ maxLength: 12 }), fc.stringMatching(/^[a-z0-9./-]{1,12}$/));
    fc.assert(
      fc.property(fc.uniqueArray(name, { maxLength: 8 }), (names) => {
        const plan = planAddVersions(
          names.map((each) => port(each, '1', 'version')),
          database,
        );
        for (const write of plan.writes) expect(write.path).toMatch(PLACE);
        expect(plan.writes.length + plan.refusals.length).toBeGreaterThanOrEqual(
          Math.min(names.length, 1),
        );
      }),
      { seed: SEED, numRuns: 300 },
    );
  });

  it('writes a version text that reads back whole, or refuses it', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'binary', maxLength: 16 }),
        fc.constantFrom(...SCHEMES),
        (text, scheme) => {
          const plan = planAddVersions([port('p', text, scheme)], database);
          if (plan.refusals.length > 0) return;
          const written = JSON.parse(plan.writes[0]?.text ?? '') as {
            versions: Record<string, unknown>[];
          };
          expect(written.versions).toEqual([
            { 'git-tree': TREE, [scheme]: text, 'port-version': 0 },
          ]);
        },
      ),
      { seed: SEED, numRuns: 200 },
    );
  });
});
