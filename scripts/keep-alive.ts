/**
 * Runs a command-line script's work, keeping the process alive until it settles. Under tsx,
 * Node 20 loads TypeScript modules through a loader on another thread, and an `import()`
 * waiting on that thread does not count as pending work: on a busy machine the event loop can
 * empty in the middle of loading Payload or a migration, and the process exit before the work
 * has run (with status 0, as if it had). A timer held for the length of the work prevents it.
 */
export async function untilSettled<T>(work: () => Promise<T>): Promise<T> {
  const alive = setInterval(() => undefined, 60_000)
  try {
    return await work()
  } finally {
    clearInterval(alive)
  }
}
