/**
 * A string function that remembers its last `limit` answers: manifests repeat the same license
 * and platform strings, and parsing them is the slow part. Bounded, so memory stays flat.
 */
export function memoize<T>(compute: (key: string) => T, limit = 2_000): (key: string) => T {
  const answers = new Map<string, T>();
  return (key) => {
    if (answers.has(key)) return answers.get(key) as T;
    const answer = compute(key);
    if (answers.size >= limit) answers.clear();
    answers.set(key, answer);
    return answer;
  };
}
