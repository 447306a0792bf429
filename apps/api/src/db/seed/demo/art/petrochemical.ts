/** Product pictures of petrochemicals (see draw-demo-art.ts). */
import { type Art, type Hsl, hex, s, shadow, tone, vary } from './kit.ts'
import { heapPath, heapPoints } from './vessels.ts'

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
