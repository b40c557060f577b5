/**
 * The shape of src/ that docs/architecture.md draws: imports run one way, from the adapters down
 * to the cores and src/util, and no module reaches itself again through its imports.
 */
import { describe, expect, it } from '@jest/globals';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const SRC = 'src';

/**
 * Each folder's rank: a module may import one of the same folder or of a lower rank, never of a
 * higher one. Sub-folders of the manifest core and of the endpoint are ranked the same way; the
 * manifest kinds (names only) sit at the bottom of the core, which all of it reads; the endpoint's
 * types and its one error sit below its utilities, which use them.
 */
const LAYERS: readonly (readonly string[])[] = [
  ['util'],
  ['manifest/problems', 'manifest/manifest-kind.ts'],
  ['manifest/json'],
  ['manifest/grammar'],
  ['manifest/vcpkg'],
  ['manifest/schema'],
  ['manifest/messages'],
  ['manifest', 'endpoint/types.ts', 'endpoint/request-options-error.ts'],
  ['endpoint/util'],
  ['endpoint'],
  ['versions'],
  ['report'],
  ['files'],
  ['run'],
  ['cli', 'action', '.'],
];

/** The modules of src/, by path relative to src/, POSIX separators. */
function sourceFiles(): string[] {
  return readdirSync(SRC, { recursive: true, encoding: 'utf8' })
    .map((file) => file.split(path.sep).join('/'))
    .filter((file) => /\.ts$/.test(file) && !file.endsWith('.d.ts'));
}

/** The relative modules a source imports, statically or not, types included. */
function importsOf(file: string, known: ReadonlySet<string>): string[] {
  const text = readFileSync(path.join(SRC, file), 'utf8');
  const specifiers = [...text.matchAll(/(?:from|import)\s*\(?\s*'(\.{1,2}\/[^']+)'/g)].map(
    (match) => match[1] as string,
  );
  return specifiers
    .map((specifier) => path.posix.join(path.posix.dirname(file), specifier))
    .map((target) => target.replace(/\.js$/, '.ts'))
    .filter((target) => known.has(target));
}

/** The layer of a module: its own, or that of the deepest listed folder that holds it. */
function layerOf(file: string): { rank: number; folder: string } {
  const own = LAYERS.findIndex((layer) => layer.includes(file));
  if (own >= 0) return { rank: own, folder: file };
  for (let prefix = path.posix.dirname(file); ; prefix = path.posix.dirname(prefix)) {
    const rank = LAYERS.findIndex((layer) => layer.includes(prefix));
    if (rank >= 0) return { rank, folder: prefix };
    if (prefix === '.') throw new Error(`${file} is in no layer of LAYERS`);
  }
}

const files = sourceFiles();
const known = new Set(files);
const graph = new Map(files.map((file) => [file, importsOf(file, known)]));

/** Every import circle, each as the modules on it (Tarjan's strongly connected components). */
function circles(): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (file: string) => {
    index.set(file, index.size);
    low.set(file, index.get(file) as number);
    stack.push(file);
    onStack.add(file);
    for (const next of graph.get(file) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(file, Math.min(low.get(file) as number, low.get(next) as number));
      } else if (onStack.has(next))
        low.set(file, Math.min(low.get(file) as number, index.get(next) as number));
    }
    if (low.get(file) !== index.get(file)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop() as string;
      onStack.delete(member);
      component.push(member);
    } while (member !== file);
    if (component.length > 1 || (graph.get(file) ?? []).includes(file)) found.push(component);
  };
  for (const file of files) if (!index.has(file)) visit(file);
  return found;
}

describe('the modules of src/', () => {
  it('are read by this test: it sees the imports it checks', () => {
    expect(graph.get('manifest/validate-spec.ts')).toContain('manifest/problems/rules.ts');
    expect(graph.get('cli/run.ts')?.length).toBeGreaterThan(3);
  });

  it('import nothing of a higher layer', () => {
    const upward = [...graph].flatMap(([file, targets]) =>
      targets
        .filter((target) => layerOf(target).rank > layerOf(file).rank)
        .map((target) => `${file} -> ${target}`),
    );
    expect(upward).toEqual([]);
  });

  it('import nothing of another folder of the same layer', () => {
    const sideways = [...graph].flatMap(([file, targets]) =>
      targets
        .filter((target) => {
          const [from, to] = [layerOf(file), layerOf(target)];
          return from.rank === to.rank && from.folder !== to.folder && from.folder !== '.';
        })
        .map((target) => `${file} -> ${target}`),
    );
    expect(sideways).toEqual([]);
  });

  it('form no import circle, type-only imports included', () => {
    expect(circles()).toEqual([]);
  });

  it('keep files/ to the file system: no report, no problem types', () => {
    const reaching = [...graph].flatMap(([file, targets]) =>
      file.startsWith('files/')
        ? targets
            .filter((target) => /^(report|manifest\/problems)\//.test(target))
            .map((target) => `${file} -> ${target}`)
        : [],
    );
    expect(reaching).toEqual([]);
  });

  it('keep the cores free of the runner and of I/O: no @actions/*, process.env, printing, fs or git', () => {
    const impure = files
      .filter((file) => /^(manifest|endpoint|versions|util)\//.test(file))
      .filter((file) => {
        const text = readFileSync(path.join(SRC, file), 'utf8');
        return /from '@actions\/|process\.env|console\.|process\.std(out|err)|from '(node:)?(fs|fs\/promises|child_process)'/.test(
          text,
        );
      });
    expect(impure).toEqual([]);
  });
});
