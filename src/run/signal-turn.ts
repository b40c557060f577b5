/** A turn of the event loop in which signals Node has caught are handed to their handlers. */
export async function signalHandlersTurn(): Promise<void> {
  // Two: work that began in a callback of the event loop's poll phase (a read that finished)
  // gets its first immediate in the same iteration, before the loop polls for signals again.
  await new Promise(setImmediate);
  await new Promise(setImmediate);
}
