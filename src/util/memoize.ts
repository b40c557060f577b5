/**
 * A string function that remembers up to `limit` answers (callers ask the same few things again
 * and again); when full it forgets them all, so memory stays flat and every call O(1).
 */
export function memoize<T>(compute: (key: string) => T, limit = 2_000): (key: string) => T {
  const answers = new Map<string, T>();
  return (key) => {
    const known = answers.get(key);
    // One lookup for an answer that is not undefined; undefined is a common answer too.
    if (known !== undefined || answers.has(key)) return known as T;
    const answer = compute(key);
    if (answers.size >= limit) answers.clear();
    answers.set(key, answer);
    return answer;
  };
}
