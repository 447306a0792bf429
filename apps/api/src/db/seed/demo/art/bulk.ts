/** Product pictures of building stone, bitumen and petrochemicals (see draw-demo-art.ts). */
import { type Art, type Hsl, hex, type Rng, s, shadow, tone, vary } from './kit.ts'
import { heapPath, heapPoints } from './vessels.ts'

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

function drum(
  art: Art,
  cx: number,
  bottom: number,
  w: number,
  h: number,
  body: string,
  lid: string,
  drip: boolean,
): string {
  const [l, r, top, ry] = [cx - w / 2, cx + w / 2, bottom - h, w * 0.12]
  const arc = (y: number) => s`M${l} ${y}A${w / 2} ${ry} 0 0 0 ${r} ${y}`
  const rng = art.rng
  return [
    s`<path d="M${l} ${top}V${bottom}A${w / 2} ${ry} 0 0 0 ${r} ${bottom}V${top}Z" fill="${body}"/>`,
    ...[0.33, 0.66].map((f) => {
      const y = top + h * f
      return s`<path d="${arc(y + 4)}" stroke="#000000" stroke-width="5" fill="none" opacity="0.5"/><path d="${arc(y)}" stroke="#ffffff" stroke-width="4" fill="none" opacity="0.22"/>`
    }),
    s`<path d="${arc(bottom - 8)}" stroke="#ffffff" stroke-width="3" fill="none" opacity="0.15"/>`,
    s`<ellipse cx="${cx}" cy="${top}" rx="${w / 2}" ry="${ry}" fill="${lid}" stroke="#8a8f98" stroke-width="5"/>`,
    s`<ellipse cx="${cx - w * 0.22}" cy="${top - 2}" rx="${w * 0.07}" ry="${ry * 0.35}" fill="#2c2f35" stroke="#777c85" stroke-width="2"/>`,
    s`<ellipse cx="${cx + w * 0.26}" cy="${top + 2}" rx="${w * 0.045}" ry="${ry * 0.25}" fill="#2c2f35" stroke="#777c85" stroke-width="2"/>`,
    drip
      ? s`<path d="M${cx + w * 0.05} ${top + ry * 0.9}c0 30 -8 ${rng.range(40, 90)} 4 ${rng.range(90, 140)}c10 12 18 -4 14 -30c-4 -30 6 -50 6 ${-rng.range(50, 80)}Z" fill="#050505" opacity="0.9"/><path d="M${cx + w * 0.07} ${top + ry + 10}v40" stroke="#ffffff" stroke-width="3" opacity="0.35" stroke-linecap="round"/>`
      : '',
  ].join('')
}

export function bitumen(art: Art): string {
  const rng = art.rng
  const tint = rng.pick([220, 210, 0, 30])
  const body = art.linear(
    [
      [0, hex([tint, 6, 9])],
      [0.22, hex([tint, 8, 30])],
      [0.32, hex([tint, 8, 40])],
      [0.45, hex([tint, 6, 18])],
      [1, hex([tint, 6, 6])],
    ],
    0,
    0,
    1,
    0,
  )
  const lid = art.linear([
    [0, hex([tint, 6, 30])],
    [1, hex([tint, 6, 14])],
  ])
  const wood: Hsl = vary(rng, [34, 45, 62], 4, 4)
  const [px, py, pw] = [600, 670, 840]
  const boards = Array.from({ length: 6 }, (_, i) => {
    const y = py - 70 + i * 13
    return s`<path d="M${px - pw / 2 + 40 - i * 6} ${y}H${px + pw / 2 - 40 + i * 6}" stroke="${tone(wood, -14)}" stroke-width="2"/>`
  }).join('')
  const back = rng.int(2, 3)
  const front = 3
  const backDrums = Array.from({ length: back }, (_, i) =>
    drum(art, px - ((back - 1) * 224) / 2 + i * 224, py - 72, 210, 290, body, lid, false),
  ).join('')
  const frontDrums = Array.from({ length: front }, (_, i) =>
    drum(art, px - 236 + i * 236, py, 224, 310, body, lid, rng.chance(0.4)),
  ).join('')
  return [
    shadow(art, px, py + 70, pw * 0.62, 40, 0.35),
    s`<path d="M${px - pw / 2 + 40} ${py - 80}H${px + pw / 2 - 40}L${px + pw / 2} ${py + 10}H${px - pw / 2}Z" fill="${hex(wood)}"/>`,
    boards,
    backDrums,
    frontDrums,
    s`<rect x="${px - pw / 2}" y="${py + 10}" width="${pw}" height="20" fill="${tone(wood, -8)}"/>`,
    ...[0, 0.5, 1].map(
      (f) =>
        s`<rect x="${px - pw / 2 + f * (pw - 90)}" y="${py + 30}" width="90" height="34" fill="${tone(wood, -18)}"/>`,
    ),
    s`<rect x="${px - pw / 2}" y="${py + 64}" width="${pw}" height="16" fill="${tone(wood, -10)}"/>`,
  ].join('')
}

export function petrochemical(art: Art): string {
  const rng = art.rng
  const colored = rng.chance(0.25)
  const granule: Hsl = colored
    ? rng.pick<Hsl>([
        [210, 60, 60],
        [140, 40, 50],
        [0, 0, 22],
        [45, 80, 60],
      ])
    : [40, 15, 95]
  const bagTone: Hsl = rng.pick<Hsl>([
    [0, 0, 96],
    [205, 40, 88],
    [40, 30, 90],
  ])
  const stripe: Hsl = vary(
    rng,
    rng.pick<Hsl>([
      [212, 70, 42],
      [150, 50, 35],
      [5, 70, 45],
      [30, 80, 50],
    ]),
    6,
    4,
  )
  const flip = rng.chance(0.5) ? -1 : 1
  const bx = 600 + flip * 170
  const [bw, top, bottom] = [330, 170, 700]
  const bag = s`M${bx - bw / 2} ${top + 20}Q${bx - bw / 2 - 26} ${(top + bottom) / 2} ${bx - bw / 2 + 6} ${bottom}Q${bx} ${bottom + 24} ${bx + bw / 2 - 6} ${bottom}Q${bx + bw / 2 + 26} ${(top + bottom) / 2} ${bx + bw / 2} ${top + 20}Q${bx} ${top + 40} ${bx - bw / 2} ${top + 20}Z`
  const bagFill = art.linear(
    [
      [0, tone(bagTone, -14)],
      [0.35, tone(bagTone, 2)],
      [0.7, hex(bagTone)],
      [1, tone(bagTone, -20)],
    ],
    0,
    0,
    1,
    0,
  )
  const weave = art.pattern(8, 8, `<path d="M0 4H8M4 0V8" stroke="#000000" stroke-width="1" opacity="0.05"/>`)
  const clip = art.clip(`<path d="${bag}"/>`)
  const print = [
    s`<rect x="${bx - bw}" y="${top + 300}" width="${bw * 2}" height="46" fill="${hex(stripe)}"/>`,
    s`<rect x="${bx - bw}" y="${top + 354}" width="${bw * 2}" height="10" fill="${hex(stripe)}"/>`,
    s`<circle cx="${bx}" cy="${top + 190}" r="62" fill="none" stroke="${hex(stripe)}" stroke-width="12"/>`,
    s`<path d="M${bx - 34} ${top + 210}L${bx} ${top + 150}L${bx + 34} ${top + 210}Z" fill="${hex(stripe)}"/>`,
  ].join('')
  const heap = { cx: 600 - flip * 140, baseY: 720, w: 250, d: 60, h: 170 }
  const shine = granule[2] < 40 ? 0.35 : 0.9
  const grains = heapPoints(rng, 900, heap, 0.9)
    .map((p) => {
      const c = tone(granule, -18 + p.lift * 10 + rng.jitter(6))
      const [rx, ry] = [rng.range(8, 10), rng.range(6, 7.5)]
      return s`<ellipse cx="${p.x}" cy="${p.y}" rx="${rx}" ry="${ry}" fill="${c}"/><ellipse cx="${p.x - 2}" cy="${p.y - 2}" rx="${rx * 0.6}" ry="${ry * 0.55}" fill="${tone(granule, 4)}" opacity="${shine}"/>`
    })
    .join('')
  const loose = Array.from({ length: 24 }, () => {
    const [x, y] = [heap.cx + rng.jitter(360), rng.range(750, 810)]
    return s`<ellipse cx="${x}" cy="${y}" rx="9" ry="6.5" fill="${tone(granule, -14)}"/><ellipse cx="${x - 2}" cy="${y - 2}" rx="5" ry="3.5" fill="${tone(granule, 4)}" opacity="${shine}"/>`
  }).join('')
  return [
    shadow(art, bx, bottom + 10, bw * 0.75, 34),
    `<path d="${bag}" fill="${bagFill}"/>`,
    `<g clip-path="${clip}">${print}<rect x="${bx - bw}" y="${top}" width="${bw * 2}" height="${bottom - top + 40}" fill="${weave}"/></g>`,
    s`<path d="M${bx - bw / 2 + 8} ${top + 42}Q${bx} ${top + 60} ${bx + bw / 2 - 8} ${top + 42}" stroke="${tone(bagTone, -30)}" stroke-width="3" stroke-dasharray="10 7" fill="none"/>`,
    s`<path d="M${bx - bw / 2} ${top + 20}l-14 -22M${bx + bw / 2} ${top + 20}l14 -22" stroke="${tone(bagTone, -10)}" stroke-width="10" stroke-linecap="round"/>`,
    shadow(art, heap.cx, heap.baseY + 24, heap.w * 1.2, 44),
    s`<path d="${heapPath(heap)}" fill="${tone(granule, -26)}"/>`,
    grains,
    loose,
  ].join('')
}
