/*
 * The sort vcpkg-tool's build uses (std::sort of GCC's libstdc++: introsort, median-of-three
 * pivots, heapsort past its depth limit, insertion sort for runs of 16 and below), step for step.
 * It is not stable, so where two dependencies tie (the same name, platform and features, one of
 * them for the host) their order in vcpkg's output depends on the sort's steps: only the same
 * steps give the same bytes.
 */

/** The longest run the sort leaves to insertion sort alone, which is stable. */
export const SORTED_STABLY = 16;

/** Sorts `items` in place, in the order vcpkg leaves them; returns it. */
export function vcpkgSort<T>(items: T[], compare: (left: T, right: T) => number): T[] {
  const less = (a: number, b: number) => compare(items[a] as T, items[b] as T) < 0;
  const lessThan = (value: T, at: number) => compare(value, items[at] as T) < 0;
  const swap = (a: number, b: number) => {
    const held = items[a] as T;
    items[a] = items[b] as T;
    items[b] = held;
  };

  const introsortLoop = (first: number, last: number, depth: number): void => {
    while (last - first > SORTED_STABLY) {
      if (depth === 0) return heapSort(first, last);
      depth--;
      const cut = partitionAroundPivot(first, last);
      introsortLoop(cut, last, depth);
      last = cut;
    }
  };

  const partitionAroundPivot = (first: number, last: number): number => {
    moveMedianToFirst(first, first + 1, first + Math.floor((last - first) / 2), last - 1);
    let low = first + 1;
    let high = last;
    for (;;) {
      while (less(low, first)) low++;
      high--;
      while (less(first, high)) high--;
      if (!(low < high)) return low;
      swap(low, high);
      low++;
    }
  };

  const moveMedianToFirst = (result: number, a: number, b: number, c: number): void => {
    if (less(a, b)) {
      if (less(b, c)) swap(result, b);
      else if (less(a, c)) swap(result, c);
      else swap(result, a);
    } else if (less(a, c)) swap(result, a);
    else if (less(b, c)) swap(result, c);
    else swap(result, b);
  };

  const insertionSort = (first: number, last: number): void => {
    for (let i = first + 1; i < last; i++) {
      const value = items[i] as T;
      if (lessThan(value, first)) {
        for (let j = i; j > first; j--) items[j] = items[j - 1] as T;
        items[first] = value;
      } else linearInsert(i);
    }
  };

  /** Moves items[at] left past every item it is less than (there is always a smaller one). */
  const linearInsert = (at: number): void => {
    const value = items[at] as T;
    let hole = at;
    while (lessThan(value, hole - 1)) {
      items[hole] = items[hole - 1] as T;
      hole--;
    }
    items[hole] = value;
  };

  const heapSort = (first: number, last: number): void => {
    const length = last - first;
    for (let parent = Math.floor((length - 2) / 2); length >= 2 && parent >= 0; parent--)
      adjustHeap(first, parent, length, items[first + parent] as T);
    for (let end = last - 1; end - first > 0; end--) {
      const value = items[end] as T;
      items[end] = items[first] as T;
      adjustHeap(first, 0, end - first, value);
    }
  };

  const adjustHeap = (first: number, hole: number, length: number, value: T): void => {
    const top = hole;
    let child = hole;
    while (child < Math.floor((length - 1) / 2)) {
      child = 2 * (child + 1);
      if (less(first + child, first + child - 1)) child--;
      items[first + hole] = items[first + child] as T;
      hole = child;
    }
    if ((length & 1) === 0 && child === Math.floor((length - 2) / 2)) {
      child = 2 * (child + 1);
      items[first + hole] = items[first + child - 1] as T;
      hole = child - 1;
    }
    let parent = Math.floor((hole - 1) / 2);
    while (hole > top && compare(items[first + parent] as T, value) < 0) {
      items[first + hole] = items[first + parent] as T;
      hole = parent;
      parent = Math.floor((hole - 1) / 2);
    }
    items[first + hole] = value;
  };

  if (items.length > 1) {
    introsortLoop(0, items.length, 2 * Math.floor(Math.log2(items.length)));
    // The final insertion sort: guarded for the first run, unguarded after it.
    insertionSort(0, Math.min(items.length, SORTED_STABLY));
    for (let i = SORTED_STABLY; i < items.length; i++) linearInsert(i);
  }
  return items;
}
