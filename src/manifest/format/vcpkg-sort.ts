/*
 * The sort vcpkg-tool's build uses (std::sort of GCC's libstdc++: introsort, median-of-three
 * pivots, heapsort past its depth limit, insertion sort for runs of 16 and below), step for step.
 * It is not stable, so where two dependencies tie (the same name, platform and features, one of
 * them for the host) their order in vcpkg's output depends on the sort's steps: only the same
 * steps give the same bytes.
 */

/** The longest run the sort leaves to insertion sort alone, which is stable. */
export const SORTED_STABLY = 16;
const THRESHOLD = SORTED_STABLY;

type Less<T> = (left: T, right: T) => boolean;

/** Sorts `items` in place, in the order vcpkg leaves them; returns it. */
export function vcpkgSort<T>(items: T[], compare: (left: T, right: T) => number): T[] {
  const less: Less<T> = (left, right) => compare(left, right) < 0;
  if (items.length > 1) {
    introsortLoop(items, 0, items.length, 2 * Math.floor(Math.log2(items.length)), less);
    finalInsertionSort(items, 0, items.length, less);
  }
  return items;
}

function swap<T>(items: T[], a: number, b: number): void {
  const held = items[a] as T;
  items[a] = items[b] as T;
  items[b] = held;
}

function introsortLoop<T>(items: T[], first: number, last: number, depth: number, less: Less<T>) {
  while (last - first > THRESHOLD) {
    if (depth === 0) {
      heapSort(items, first, last, less);
      return;
    }
    depth--;
    const cut = partitionAroundPivot(items, first, last, less);
    introsortLoop(items, cut, last, depth, less);
    last = cut;
  }
}

function partitionAroundPivot<T>(items: T[], first: number, last: number, less: Less<T>): number {
  const middle = first + Math.floor((last - first) / 2);
  moveMedianToFirst(items, first, first + 1, middle, last - 1, less);
  let low = first + 1;
  let high = last;
  const pivot = first;
  for (;;) {
    while (less(items[low] as T, items[pivot] as T)) low++;
    high--;
    while (less(items[pivot] as T, items[high] as T)) high--;
    if (!(low < high)) return low;
    swap(items, low, high);
    low++;
  }
}

function moveMedianToFirst<T>(
  items: T[],
  result: number,
  a: number,
  b: number,
  c: number,
  less: Less<T>,
): void {
  const [A, B, C] = [items[a] as T, items[b] as T, items[c] as T];
  if (less(A, B)) {
    if (less(B, C)) swap(items, result, b);
    else if (less(A, C)) swap(items, result, c);
    else swap(items, result, a);
  } else if (less(A, C)) swap(items, result, a);
  else if (less(B, C)) swap(items, result, c);
  else swap(items, result, b);
}

function finalInsertionSort<T>(items: T[], first: number, last: number, less: Less<T>): void {
  if (last - first > THRESHOLD) {
    insertionSort(items, first, first + THRESHOLD, less);
    for (let i = first + THRESHOLD; i < last; i++) linearInsert(items, i, less);
  } else insertionSort(items, first, last, less);
}

function insertionSort<T>(items: T[], first: number, last: number, less: Less<T>): void {
  for (let i = first + 1; i < last; i++) {
    const value = items[i] as T;
    if (less(value, items[first] as T)) {
      for (let j = i; j > first; j--) items[j] = items[j - 1] as T;
      items[first] = value;
    } else linearInsert(items, i, less);
  }
}

/** Moves items[at] left past every item it is less than (there is always a smaller one). */
function linearInsert<T>(items: T[], at: number, less: Less<T>): void {
  const value = items[at] as T;
  let hole = at;
  while (less(value, items[hole - 1] as T)) {
    items[hole] = items[hole - 1] as T;
    hole--;
  }
  items[hole] = value;
}

function heapSort<T>(items: T[], first: number, last: number, less: Less<T>): void {
  const length = last - first;
  for (let parent = Math.floor((length - 2) / 2); length >= 2 && parent >= 0; parent--)
    adjustHeap(items, first, parent, length, items[first + parent] as T, less);
  for (let end = last - 1; end - first > 0; end--) {
    const value = items[end] as T;
    items[end] = items[first] as T;
    adjustHeap(items, first, 0, end - first, value, less);
  }
}

function adjustHeap<T>(
  items: T[],
  first: number,
  hole: number,
  length: number,
  value: T,
  less: Less<T>,
): void {
  const top = hole;
  let child = hole;
  while (child < Math.floor((length - 1) / 2)) {
    child = 2 * (child + 1);
    if (less(items[first + child] as T, items[first + child - 1] as T)) child--;
    items[first + hole] = items[first + child] as T;
    hole = child;
  }
  if ((length & 1) === 0 && child === Math.floor((length - 2) / 2)) {
    child = 2 * (child + 1);
    items[first + hole] = items[first + child - 1] as T;
    hole = child - 1;
  }
  let parent = Math.floor((hole - 1) / 2);
  while (hole > top && less(items[first + parent] as T, value)) {
    items[first + hole] = items[first + parent] as T;
    hole = parent;
    parent = Math.floor((hole - 1) / 2);
  }
  items[first + hole] = value;
}
