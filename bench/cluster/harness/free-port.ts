// Waiting on the cluster's parts: a free port to give one, and a condition to poll until it holds.
export { freePort } from '../../../apps/api/src/testing/smtp-sink.ts'

/** Waits until `check` holds, polling every 200 ms; fails with `what` after `ms`. */
export async function until(what: string, check: () => Promise<boolean>, ms = 60_000): Promise<void> {
  const deadline = Date.now() + ms
  while (!(await check().catch(() => false))) {
    if (Date.now() > deadline) throw new Error(`${what} did not happen in ${ms / 1000} s`)
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
}
