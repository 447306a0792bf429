// The arithmetic of the analytics charts (docs/product.md#analytics), apart from their drawing so
// it is tested alone: value scales, round axis steps, and bands along an axis that runs the page's
// way — left to right, or right to left in Persian.

/** Round axis ticks from 0 covering `max`: steps of 1, 2 or 5 times a power of ten, about `count` of them. */
export function niceTicks(max: number, count = 4): number[] {
  if (!(max > 0)) return [0, 1]
  const rough = max / count
  const power = 10 ** Math.floor(Math.log10(rough))
  const step = ([1, 2, 5, 10].find((m) => m * power >= rough) ?? 10) * power
  const ticks: number[] = []
  for (let v = 0; v < max + step; v += step) ticks.push(Number(v.toPrecision(12)))
  return ticks
}

/** A linear scale from [0, domainMax] onto [0, length]; a zero domain maps everything to 0. */
export function linearScale(domainMax: number, length: number): (value: number) => number {
  return (value) => (domainMax > 0 ? (Math.max(0, value) / domainMax) * length : 0)
}

export type Band = { start: number; size: number; center: number }

/**
 * `count` equal bands over [offset, offset + length] with `gap` (a fraction of each band) between
 * bars; the first band is at the start of the axis: the left in a left-to-right page, the right
 * in a right-to-left one.
 */
export function bands(count: number, offset: number, length: number, rtl: boolean, gap = 0.25): Band[] {
  const step = count > 0 ? length / count : 0
  const size = step * (1 - gap)
  return Array.from({ length: count }, (_, i) => {
    const leading = i * step + (step - size) / 2
    const start = rtl ? offset + length - leading - size : offset + leading
    return { start, size, center: start + size / 2 }
  })
}

/** Where a bar of `size` starting at the axis's start lies along [offset, offset + length]. */
export function fromAxisStart(offset: number, length: number, size: number, rtl: boolean): number {
  return rtl ? offset + length - size : offset
}

/** Stacked segments bottom-up: each value's lower and upper edge in value units. */
export function stack(values: number[]): Array<{ low: number; high: number }> {
  let sum = 0
  return values.map((v) => {
    const low = sum
    sum += v
    return { low, high: sum }
  })
}

/** Which of `count` axis labels to show so that no more than `most` are drawn: every n-th, the last always. */
export function labelEvery(count: number, most: number): (index: number) => boolean {
  const every = Math.max(1, Math.ceil(count / most))
  return (i) => i % every === 0 || i === count - 1
}
