/** Email verification makes up to 2 attempts, 3 seconds apart (docs/product.md#email-verification). */
export const VERIFY_ATTEMPTS = 2
export const VERIFY_RETRY_DELAY_MS = 3000

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

/** Runs `work` until it succeeds or `attempts` have failed, waiting `delayMs` between tries. */
export async function withRetries<T>(
  work: () => Promise<T>,
  {
    attempts,
    delayMs,
    wait = pause,
  }: { attempts: number; delayMs: number; wait?: (ms: number) => Promise<void> },
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work()
    } catch (error) {
      if (attempt >= attempts) throw error
      await wait(delayMs)
    }
  }
}
