/** `a`, `a and b`, `a, b and c` (with `or` for choices): words joined as a sentence lists them. */
export function listWords(words: readonly string[], conjunction: 'and' | 'or' = 'and'): string {
  if (words.length <= 1) return words.join('');
  return `${words.slice(0, -1).join(', ')} ${conjunction} ${words[words.length - 1]}`;
}
