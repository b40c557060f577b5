/** One job's part of the files, for a matrix of jobs: the `index`-th of `count`, from 1. */
export interface Shard {
  index: number;
  count: number;
}

/**
 * The `index`-th of `count` contiguous, equal-as-can-be parts of a sorted list: every file is in
 * exactly one shard, and the same list always splits the same way.
 */
export function selectShard<T>(sorted: readonly T[], { index, count }: Shard): T[] {
  const start = Math.floor(((index - 1) * sorted.length) / count);
  const end = Math.floor((index * sorted.length) / count);
  return sorted.slice(start, end);
}
