import { AppError } from './errors.ts'

/** Seconds a refused request asks the client to wait before trying again. */
const RETRY_AFTER_SECONDS = 2

/** The refusal of work that has no room now: a 503 asking the client to come back shortly. */
export function busy(): AppError {
  return new AppError('errors.unavailable', 503, {}, undefined, {
    'retry-after': String(RETRY_AFTER_SECONDS),
  })
}

/**
 * At most `concurrency` pieces of heavy work at once, with at most `queue` more waiting their
 * turn; beyond that a request is refused at once (503 with Retry-After) rather than held. Picture
 * renders and password hashes each take a core (and hashing 128 MB) for a tenth of a second or
 * more: without a gate a burst of them would queue every other request behind the thread pool.
 */
export class WorkGate {
  #running = 0
  readonly #waiting: (() => void)[] = []

  constructor(
    readonly concurrency: number,
    readonly queue: number,
  ) {}

  /** Pieces of work under way now (the metrics read it, docs/decisions/048-metrics-and-traces.md). */
  get running(): number {
    return this.#running
  }

  /** Pieces of work waiting their turn now. */
  get waiting(): number {
    return this.#waiting.length
  }

  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.#running >= this.concurrency) {
      if (this.#waiting.length >= this.queue) throw busy()
      await new Promise<void>((resolve) => this.#waiting.push(resolve))
    } else {
      this.#running += 1
    }
    try {
      return await work()
    } finally {
      // The next in line takes this place (the count stays), or the place is given up.
      const next = this.#waiting.shift()
      if (next) next()
      else this.#running -= 1
    }
  }
}
