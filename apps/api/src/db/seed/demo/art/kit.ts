/**
 * Drawing kit shared by the demo's product pictures (draw-demo-art.ts): a seeded PRNG, colours, an SVG
 * builder that hands out prefixed gradient ids, the backdrop, floor shadows and blobs.
 */

export const WIDTH = 1200
export const HEIGHT = 900

/** Writes numbers with at most two decimals, so the SVG stays small and stable. */
export function fmt(value: number): string {
  const rounded = Math.round(value * 100) / 100
  return Object.is(rounded, -0) ? '0' : String(rounded)
}

/** A tagged template for SVG markup: numbers are written with `fmt`. */
export function s(strings: TemplateStringsArray, ...values: (string | number)[]): string {
  let out = strings[0] ?? ''
  values.forEach((value, i) => {
    out += (typeof value === 'number' ? fmt(value) : value) + (strings[i + 1] ?? '')
  })
  return out
}

/** FNV-1a, 32 bits, with murmur3's finaliser so that similar texts give unrelated hashes. */
export function hashString(text: string): number {
  let hash = 2166136261
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i)
    hash = Math.imul(hash, 16777619)
  }
  hash = Math.imul(hash ^ (hash >>> 16), 0x85ebca6b)
  hash = Math.imul(hash ^ (hash >>> 13), 0xc2b2ae35)
  return (hash ^ (hash >>> 16)) >>> 0
}

/** mulberry32: small, fast and good enough for picking shapes. */
export class Rng {
  private state: number
  constructor(seed: number) {
    this.state = seed >>> 0
  }
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0
    let t = this.state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  range(min: number, max: number): number {
    return min + (max - min) * this.next()
  }
  int(min: number, max: number): number {
    return Math.floor(this.range(min, max + 1))
  }
  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)]!
  }
  chance(probability: number): boolean {
    return this.next() < probability
  }
  /** Centred on 0, within ±spread, more often near 0. */
  jitter(spread: number): number {
    return (this.next() + this.next() - 1) * spread
  }
  shuffle<T>(items: readonly T[]): T[] {
    const out = [...items]
    for (let i = out.length - 1; i > 0; i--) {
      const j = Math.floor(this.next() * (i + 1))
      ;[out[i], out[j]] = [out[j]!, out[i]!]
    }
    return out
  }
}

/** Hue 0–360, saturation and lightness 0–100. */
export type Hsl = readonly [number, number, number]

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value))

export function hex([h, sat, light]: Hsl): string {
  const hue = ((h % 360) + 360) % 360
  const s1 = clamp(sat, 0, 100) / 100
  const l1 = clamp(light, 0, 100) / 100
  const a = s1 * Math.min(l1, 1 - l1)
  const channel = (n: number) => {
    const k = (n + hue / 30) % 12
    const c = l1 - a * Math.max(-1, Math.min(k - 3, 9 - k, 1))
    return Math.round(c * 255)
      .toString(16)
      .padStart(2, '0')
  }
  return `#${channel(0)}${channel(8)}${channel(4)}`
}

/** The colour shifted in lightness (and optionally saturation and hue), as hex. */
export function tone(color: Hsl, dl = 0, ds = 0, dh = 0): string {
  return hex([color[0] + dh, color[1] + ds, color[2] + dl])
}

/** The colour with a random nudge of hue and lightness, for variety between seeds. */
export function vary(rng: Rng, color: Hsl, hue = 6, light = 5): Hsl {
  return [color[0] + rng.jitter(hue), color[1], color[2] + rng.jitter(light)]
}

export type Stop = readonly [offset: number, color: string, opacity?: number]

/** Collects the markup and the definitions of one picture. */
export class Art {
  private readonly defs: string[] = []
  private count = 0
  constructor(
    readonly prefix: string,
    readonly rng: Rng,
  ) {}

  id(kind: string): string {
    this.count += 1
    return `${this.prefix}-${kind}${this.count}`
  }

  private define(kind: string, open: string, inner: string, close: string): string {
    const id = this.id(kind)
    this.defs.push(`<${open} id="${id}"${inner}</${close}>`)
    return `url(#${id})`
  }

  private static stops(stops: readonly Stop[]): string {
    return stops
      .map(([offset, color, opacity]) =>
        opacity === undefined
          ? s`<stop offset="${offset}" stop-color="${color}"/>`
          : s`<stop offset="${offset}" stop-color="${color}" stop-opacity="${opacity}"/>`,
      )
      .join('')
  }

  /** A linear gradient in the shape's bounding box (0–1); returns `url(#…)`. */
  linear(stops: readonly Stop[], x1 = 0, y1 = 0, x2 = 0, y2 = 1): string {
    const attrs = s` x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">`
    return this.define('lg', 'linearGradient', attrs + Art.stops(stops), 'linearGradient')
  }

  /** A linear gradient in picture coordinates. */
  linearAt(stops: readonly Stop[], x1: number, y1: number, x2: number, y2: number): string {
    const attrs = s` gradientUnits="userSpaceOnUse" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">`
    return this.define('lg', 'linearGradient', attrs + Art.stops(stops), 'linearGradient')
  }

  /** A radial gradient in the shape's bounding box (0–1). */
  radial(stops: readonly Stop[], cx = 0.5, cy = 0.5, r = 0.5, fx = cx, fy = cy): string {
    const attrs = s` cx="${cx}" cy="${cy}" r="${r}" fx="${fx}" fy="${fy}">`
    return this.define('rg', 'radialGradient', attrs + Art.stops(stops), 'radialGradient')
  }

  clip(shapes: string): string {
    return this.define('cp', 'clipPath', `>${shapes}`, 'clipPath')
  }

  /** A tile of `w`×`h` repeated in picture coordinates. */
  pattern(w: number, h: number, content: string, transform = ''): string {
    const t = transform ? ` patternTransform="${transform}"` : ''
    const attrs = s` patternUnits="userSpaceOnUse" width="${w}" height="${h}"${t}>`
    return this.define('pt', 'pattern', attrs + content, 'pattern')
  }

  /** The whole document: a soft backdrop in `top`→`bottom`, then the body. */
  svg(top: Hsl, bottom: Hsl, body: string): string {
    const sweep = this.linear([
      [0, tone(top, 3)],
      [0.55, hex(top)],
      [1, hex(bottom)],
    ])
    const glow = this.radial([
      [0, '#ffffff', 0.55],
      [1, '#ffffff', 0],
    ])
    const vignette = this.radial([
      [0.6, hex(bottom), 0],
      [1, tone(bottom, -12), 0.35],
    ])
    return [
      `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">`,
      `<defs>${this.defs.join('')}</defs>`,
      `<rect width="${WIDTH}" height="${HEIGHT}" fill="${sweep}"/>`,
      `<ellipse cx="600" cy="380" rx="620" ry="420" fill="${glow}"/>`,
      `<rect width="${WIDTH}" height="${HEIGHT}" fill="${vignette}"/>`,
      body,
      '</svg>',
    ].join('')
  }
}

/** A soft floor shadow. */
export function shadow(art: Art, cx: number, cy: number, rx: number, ry: number, opacity = 0.32): string {
  const fill = art.radial([
    [0, '#2a1a0a', opacity],
    [0.55, '#2a1a0a', opacity * 0.55],
    [1, '#2a1a0a', 0],
  ])
  return s`<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="${fill}"/>`
}

/** A closed, smooth, slightly irregular blob through `n` points around (cx, cy). */
export function blob(rng: Rng, cx: number, cy: number, rx: number, ry: number, n = 8, wobble = 0.15): string {
  const pts: [number, number][] = []
  for (let i = 0; i < n; i++) {
    const a = (i / n) * Math.PI * 2
    const k = 1 + rng.jitter(wobble)
    pts.push([cx + Math.cos(a) * rx * k, cy + Math.sin(a) * ry * k])
  }
  return smoothClosed(pts)
}

/** A closed path through the midpoints of `pts`, using the points as control points. */
export function smoothClosed(pts: readonly (readonly [number, number])[]): string {
  const mid = (i: number) => {
    const a = pts[i % pts.length]!
    const b = pts[(i + 1) % pts.length]!
    return [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2] as const
  }
  let d = s`M${mid(0)[0]} ${mid(0)[1]}`
  for (let i = 1; i <= pts.length; i++) {
    const p = pts[i % pts.length]!
    const m = mid(i)
    d += s`Q${p[0]} ${p[1]} ${m[0]} ${m[1]}`
  }
  return `${d}Z`
}
