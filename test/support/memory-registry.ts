/** Small registries built in memory, for the version database's unit tests. */
import { currentRules } from '../../src/manifest/validate-current.js';
import type {
  RegistryFile,
  RegistryInput,
  RegistryPort,
} from '../../src/versions/check-registry.js';

const encoder = new TextEncoder();

export function file(path: string, content: string | Uint8Array): RegistryFile {
  return { path, bytes: typeof content === 'string' ? encoder.encode(content) : content };
}

export function json(value: unknown): string {
  return `${JSON.stringify(value, null, 2)}\n`;
}

/** A tree id made of one repeated hex digit: `tree('a')`. */
export function tree(digit: string): string {
  return digit.repeat(40);
}

export interface PortSpec {
  manifest?: Record<string, unknown> | string | null;
  tree?: string;
}

/** A registry: ports by name (a manifest, a tree id), versions files by port (entries), a baseline. */
export function registry(spec: {
  ports: Record<string, PortSpec>;
  versions?: Record<string, unknown[] | string>;
  extraFiles?: RegistryFile[];
  baseline?: Record<string, unknown> | string | null;
  trees?: RegistryInput['trees'];
}): RegistryInput {
  const names = Object.keys(spec.ports).sort();
  const ports: RegistryPort[] = names.map((name) => {
    const { manifest } = spec.ports[name] as PortSpec;
    return {
      name,
      manifest:
        manifest === null
          ? undefined
          : file(
              `ports/${name}/vcpkg.json`,
              typeof manifest === 'string' ? manifest : json(manifest ?? { name, version: '1.0' }),
            ),
    };
  });
  const versionsFiles = [
    ...Object.entries(spec.versions ?? {}).map(([port, entries]) =>
      file(
        `versions/${port.charAt(0)}-/${port}.json`,
        typeof entries === 'string' ? entries : json({ versions: entries }),
      ),
    ),
    ...(spec.extraFiles ?? []),
  ].sort((a, b) => (a.path < b.path ? -1 : 1));
  const baseline =
    spec.baseline === null
      ? undefined
      : file(
          'versions/baseline.json',
          typeof spec.baseline === 'string'
            ? spec.baseline
            : json({ default: spec.baseline ?? {} }),
        );
  const treeIds = new Map(names.map((name) => [name, spec.ports[name]?.tree ?? tree('a')]));
  return {
    ports,
    versionsFiles,
    baseline,
    treeIds,
    manifestRules: { current: currentRules },
    ...(spec.trees ? { trees: spec.trees } : {}),
  };
}

/** A consistent one-port registry: zlib 1.3 at tree a…a. */
export function zlibRegistry(): Parameters<typeof registry>[0] {
  return {
    ports: { zlib: { manifest: { name: 'zlib', version: '1.3' }, tree: tree('a') } },
    versions: { zlib: [{ version: '1.3', 'git-tree': tree('a') }] },
    baseline: { zlib: { baseline: '1.3', 'port-version': 0 } },
  };
}

/** A registry that breaks every `versions-…` rule once at least (`--deep` included). */
export function everyVersionsMistake(): RegistryInput {
  const encoder = new TextEncoder();
  return registry({
    ports: {
      // versions-git-tree: changed without a version bump.
      zlib: { manifest: { name: 'zlib', version: '1.3' }, tree: tree('b') },
      // versions-missing, versions-port-version, versions-dependency.
      app: {
        manifest: { name: 'app', version: '2.0', 'port-version': 1, dependencies: ['nothere'] },
      },
      // versions-scheme.
      date: { manifest: { name: 'date', 'version-date': '2020-01-01' } },
      // versions-port-name.
      named: { manifest: { name: 'other', version: '1.0' } },
      // versions-port-manifest.
      empty: { manifest: null },
    },
    versions: {
      zlib: [{ version: '1.3', 'git-tree': tree('a') }],
      app: [{ version: '1.0', 'git-tree': tree('a') }],
      date: [{ 'version-string': '2020-01-01', 'git-tree': tree('a') }],
      // versions-order.
      old: [
        { version: '1.0', 'git-tree': tree('c') },
        { version: '1.0', 'git-tree': tree('c') },
      ],
      // versions-shape.
      bad: [{ 'git-tree': tree('c') }],
    },
    // versions-file-location.
    extraFiles: [file('versions/a-/zlib.json', json({ versions: [] }))],
    // versions-baseline (app), versions-stale-baseline (gone).
    baseline: {
      zlib: { baseline: '1.3' },
      date: { baseline: '2020-01-01' },
      gone: { baseline: '1' },
    },
    // versions-deep: a tree that holds another version.
    trees: new Map([
      [
        tree('a'),
        { file: 'vcpkg.json', bytes: encoder.encode(json({ name: 'zlib', version: '1.2' })) },
      ],
    ]),
  });
}
