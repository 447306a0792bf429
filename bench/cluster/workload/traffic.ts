// Steady read traffic through the balancer, every answer kept with its time, status and the
// instance that gave it, for the scenarios to judge afterwards.

export type Answer = { at: number; status: number; retryAfter: string | null; by: string | null }

// What visitors ask for; not /api/health, which speaks for one instance, not for the service.
const PATHS = ['/api/products/list/', '/api/categories/', '/en', '/en/products']

/** `workers` loops, each asking for the next path as soon as the last answer came. */
export function startTraffic(url: string, workers = 8) {
  const answers: Answer[] = []
  let running = true
  const loops = Array.from({ length: workers }, async (_, worker) => {
    for (let i = worker; running; i++) {
      const at = Date.now()
      try {
        const response = await fetch(`${url}${PATHS[i % PATHS.length]}`, {
          signal: AbortSignal.timeout(10_000),
        })
        await response.arrayBuffer()
        answers.push({
          at,
          status: response.status,
          retryAfter: response.headers.get('retry-after'),
          by: response.headers.get('x-served-by'),
        })
      } catch {
        answers.push({ at, status: 0, retryAfter: null, by: null })
      }
    }
  })
  return {
    answers,
    stop: async () => {
      running = false
      await Promise.all(loops)
      return answers
    },
  }
}

/** `{ 200: 812, 503: 40 }` */
export function statusCounts(answers: Answer[]): string {
  const counts = new Map<number, number>()
  for (const a of answers) counts.set(a.status, (counts.get(a.status) ?? 0) + 1)
  return [...counts]
    .sort(([a], [b]) => a - b)
    .map(([status, n]) => `${status || 'cut'}×${n}`)
    .join(' ')
}
