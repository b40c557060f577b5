/** A command line that cannot be run, with what was expected. */
export class UsageError extends Error {}

/** Node's parseArgs explains at length; the first sentence is the reason. */
export function firstSentence(message: string): string {
  const sentence = message.split(/\.\s/)[0] ?? message;
  return sentence.charAt(0).toLowerCase() + sentence.slice(1).replace(/\.$/, '');
}
