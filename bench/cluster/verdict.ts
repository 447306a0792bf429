// What a scenario reports: one invariant, whether it held, and the figures that show it.
export type Verdict = { invariant: string; held: boolean; detail: string }

export const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
