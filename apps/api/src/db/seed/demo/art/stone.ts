/** Product pictures of building stone (see draw-demo-art.ts). */
import { type Art, type Hsl, hex, type Rng, s, shadow, tone, vary } from './kit.ts'

/** A meandering line across a w×h area, as a smooth path. */
function meander(rng: Rng, w: number, h: number, horizontal: boolean, wander: number): string {
  const steps = 12
  let [x, y] = horizontal ? [-20, rng.range(0, h)] : [rng.range(0, w), -20]
  let angle = horizontal ? rng.jitter(0.5) : Math.PI / 2 + rng.jitter(0.8)
  const len = ((horizontal ? w : h) + 40) / steps
  let d = s`M${x} ${y}`
  for (let i = 0; i < steps; i++) {
    angle += rng.jitter(wander)
    const [nx, ny] = [x + Math.cos(angle) * len, y + Math.sin(angle) * len]
    d += s`Q${x + Math.cos(angle + rng.jitter(0.6)) * len * 0.5} ${y + Math.sin(angle + rng.jitter(0.6)) * len * 0.5} ${nx} ${ny}`
    ;[x, y] = [nx, ny]
  }
  return d
}

type StoneKind = { base: Hsl; vein: Hsl; banded: boolean }

const STONES: readonly StoneKind[] = [
  { base: [40, 12, 92], vein: [215, 8, 52], banded: false }, // white marble
  { base: [30, 8, 20], vein: [40, 20, 88], banded: false }, // black marble
  { base: [36, 38, 78], vein: [30, 35, 58], banded: true }, // beige travertine
  { base: [14, 42, 58], vein: [10, 40, 40], banded: true }, // red travertine
  { base: [95, 28, 62], vein: [80, 30, 40], banded: true }, // green onyx
]

/** The stone's surface, drawn in a w×h box from the origin. */
function stoneTexture(rng: Rng, kind: StoneKind, w: number, h: number): string {
  const out: string[] = []
  if (kind.banded) {
    for (let i = 0; i < 26; i++) {
      const c = tone(rng.chance(0.5) ? kind.vein : kind.base, rng.jitter(10))
      out.push(
        s`<path d="${meander(rng, w, h, true, 0.12)}" stroke="${c}" stroke-width="${rng.range(2, 16)}" opacity="${rng.range(0.15, 0.45)}" fill="none"/>`,
      )
    }
    for (let i = 0; i < 60; i++) {
      const [x, y] = [rng.range(0, w), rng.range(0, h)]
      out.push(
        s`<ellipse cx="${x}" cy="${y}" rx="${rng.range(2, 9)}" ry="${rng.range(1, 2.5)}" fill="${tone(kind.vein, -10)}" opacity="0.55"/>`,
      )
    }
    return out.join('')
  }
  for (let i = 0; i < 9; i++) {
    const d = meander(rng, w, h, rng.chance(0.4), 0.45)
    const c = hex(kind.vein)
    out.push(s`<path d="${d}" stroke="${c}" stroke-width="${rng.range(6, 14)}" opacity="0.12" fill="none"/>`)
    out.push(
      s`<path d="${d}" stroke="${c}" stroke-width="${rng.range(1, 3)}" opacity="${rng.range(0.4, 0.75)}" fill="none"/>`,
    )
  }
  return out.join('')
}

export function stone(art: Art): string {
  const rng = art.rng
  const kind = { ...rng.pick(STONES) }
  kind.base = vary(rng, kind.base, 4, 2)
  const [w, h, depth] = [700, 440, 26]
  const [x0, y0] = [600 - w / 2 - 20, 170]
  const texture = stoneTexture(rng, kind, w + 160, h + 160)
  const surface = art.linear(
    [
      [0, tone(kind.base, 3)],
      [1, tone(kind.base, -4)],
    ],
    0,
    0,
    1,
    1,
  )
  const gloss = art.linear(
    [
      [0, '#ffffff', 0],
      [0.42, '#ffffff', 0],
      [0.5, '#ffffff', 0.28],
      [0.58, '#ffffff', 0],
      [1, '#ffffff', 0],
    ],
    0,
    0,
    1,
    1,
  )
  const face = art.clip(s`<rect x="${x0}" y="${y0}" width="${w}" height="${h}"/>`)
  // A smaller tile of the same stone lying flat in front, seen at an angle.
  const [tx, ty, tw] = [x0 + 120 + rng.jitter(40), y0 + h + 60, 300]
  const lying = `matrix(1 0 0.55 0.36 ${tx} ${ty})`
  const tileClip = art.clip(s`<rect width="${tw}" height="${tw}"/>`)
  return [
    shadow(art, 600, y0 + h + 20, w * 0.62, 30),
    s`<path d="M${x0 + w} ${y0}l${depth} ${-depth * 0.6}v${h}l${-depth} ${depth * 0.6}Z" fill="${tone(kind.base, -16)}"/>`,
    s`<path d="M${x0} ${y0}l${depth} ${-depth * 0.6}h${w}l${-depth} ${depth * 0.6}Z" fill="${tone(kind.base, 6)}"/>`,
    s`<rect x="${x0}" y="${y0}" width="${w}" height="${h}" fill="${surface}"/>`,
    s`<g clip-path="${face}"><g transform="translate(${x0 - 80} ${y0 - 80})">${texture}</g></g>`,
    s`<rect x="${x0}" y="${y0}" width="${w}" height="${h}" fill="${gloss}"/>`,
    shadow(art, tx + tw * 0.75, ty + tw * 0.4, tw * 0.75, 26),
    s`<path d="M${tx} ${ty}h${tw}l${tw * 0.55} ${tw * 0.36}v16h${-tw}l${-tw * 0.55} ${-tw * 0.36}Z" fill="${tone(kind.base, -18)}"/>`,
    `<g transform="${lying}"><rect width="${tw}" height="${tw}" fill="${surface}"/>`,
    s`<g clip-path="${tileClip}"><g transform="translate(-220 -40)">${texture}</g></g>`,
    s`<rect width="${tw}" height="${tw}" fill="${gloss}"/></g>`,
  ].join('')
}
