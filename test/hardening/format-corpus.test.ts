/**
 * The formatter on the real manifests of ../shared/corpus: every port of both corpora is already
 * in vcpkg's canonical form (measured with the real vcpkg), so each must come back byte for byte;
 * formatting twice changes nothing more; and the data never changes, as JSON values, also on the
 * seeded variants of test/support/format-variants.ts.
 */
import { describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { formatManifest } from '../../src/manifest/format/format-manifest.js';
import { listCorpus } from '../support/corpus.js';
import { formatVariants, type FormatVariant } from '../support/format-variants.js';

const corpus = listCorpus();
const SORTED_LISTS = new Set(['dependencies', 'default-features', 'features']);
const describeCorpus = corpus.length > 0 ? describe : describe.skip;
const title =
  corpus.length > 0
    ? 'formatManifest on the corpus'
    : 'formatManifest on the corpus (skipped: no ../shared)';

describeCorpus(title, () => {
  const texts = corpus.map((file) => ({ path: file.path, text: readFileSync(file.file, 'utf8') }));

  it('leaves every corpus manifest as it is: each is a fixed point', () => {
    const changed = texts.flatMap(({ path, text }): { path: string; problem: string }[] => {
      const formatted = formatManifest(text, { kind: 'port' });
      if (!formatted.ok) return [{ path, problem: `refused: ${formatted.problems[0]?.message}` }];
      return formatted.text === text
        ? []
        : [{ path, problem: `differs at ${firstDifference(text, formatted.text)}` }];
    });
    expect(texts.length).toBeGreaterThan(2900);
    expect(changed).toEqual([]);
  });

  it('is idempotent and keeps the data on every variant', () => {
    const variants = formatVariants(600, 24);
    const broken = variants.flatMap((variant): { id: string; faults: string[] }[] => {
      const once = formatManifest(variant.text, { kind: variant.kind });
      if (!once.ok) return [{ id: variant.id, faults: [`refused: ${once.problems[0]?.message}`] }];
      const twice = formatManifest(once.text, { kind: variant.kind });
      const faults = [
        ...(twice.ok && twice.text === once.text ? [] : ['not idempotent']),
        ...(sameData(variant, once.text) ? [] : ['data changed']),
      ];
      return faults.length === 0 ? [] : [{ id: variant.id, faults }];
    });
    expect(variants.length).toBe(600);
    expect(broken).toEqual([]);
  });
});

/** Whether a formatted variant holds its source's data, as values (the order of keys aside). */
function sameData(variant: FormatVariant, formatted: string): boolean {
  const before = JSON.stringify(comparable(JSON.parse(variant.data)));
  return before === JSON.stringify(comparable(JSON.parse(formatted)));
}

/**
 * A value with its object keys in one order, and the lists vcpkg sorts in one order too (two
 * dependencies that tie in vcpkg's order may come out either way round, as in vcpkg).
 */
function comparable(value: unknown, key?: string): unknown {
  if (Array.isArray(value)) {
    const items = value.map((item) => comparable(item));
    return SORTED_LISTS.has(key ?? '')
      ? items.sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)))
      : items;
  }
  if (value === null || typeof value !== 'object') return value;
  const entries = Object.entries(value as Record<string, unknown>).map(
    ([name, member]) => [name, comparable(member, name)] as const,
  );
  return Object.fromEntries(entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

/** Line and column (1-based) of the first character where two texts differ. */
function firstDifference(left: string, right: string): string {
  let at = 0;
  while (at < left.length && left[at] === right[at]) at++;
  const before = left.slice(0, at).split('\n');
  return `${before.length}:${(before.at(-1)?.length ?? 0) + 1}`;
}
