// Client-side answer times per route, kept as samples so that a window (a soak's minute, a
// throughput step) can be read and then started afresh.

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!
}

export type RouteFigures = { route: string; count: number; p50: number; p99: number }

function figuresOf(route: string, samples: number[]): RouteFigures {
  const sorted = samples.sort((a, b) => a - b)
  return { route, count: sorted.length, p50: percentile(sorted, 50), p99: percentile(sorted, 99) }
}

export class Latencies {
  #samples = new Map<string, number[]>()

  /** An AnswerListener (session.ts): cut answers are left out, they time nothing. */
  readonly record = (route: string, status: number, ms: number) => {
    if (status <= 0) return
    const samples = this.#samples.get(route) ?? []
    samples.push(ms)
    this.#samples.set(route, samples)
  }

  /** The figures since the last `take`, `all` routes first, then the busiest; the window starts again. */
  take(): RouteFigures[] {
    const figures = [...this.#samples].map(([route, samples]) => figuresOf(route, samples))
    const all = figuresOf('all', [...this.#samples.values()].flat())
    this.#samples = new Map()
    return [all, ...figures.sort((a, b) => b.count - a.count)]
  }
}
