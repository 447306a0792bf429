/** Product pictures of tea (see draw-demo-art.ts). */
import { type Art, type Hsl, hex, s, shadow, tone } from './kit.ts'
import { GLAZES, heapPath, heapPoints } from './vessels.ts'

/** The outline of an estekan, the waisted Persian tea glass, standing on (cx, foot). */
function estekanPath(cx: number, top: number, foot: number, w: number): string {
  const h = foot - top
  const waist = top + h * 0.5
  return s`M${cx - w} ${top}C${cx - w} ${top + h * 0.28} ${cx - w * 0.62} ${waist - h * 0.1} ${cx - w * 0.62} ${waist}C${cx - w * 0.62} ${waist + h * 0.22} ${cx - w * 0.92} ${foot - h * 0.1} ${cx - w * 0.9} ${foot}A${w * 0.9} ${w * 0.16} 0 0 0 ${cx + w * 0.9} ${foot}C${cx + w * 0.92} ${foot - h * 0.1} ${cx + w * 0.62} ${waist + h * 0.22} ${cx + w * 0.62} ${waist}C${cx + w * 0.62} ${waist - h * 0.1} ${cx + w} ${top + h * 0.28} ${cx + w} ${top}Z`
}

function leaf(x: number, y: number, len: number, rot: number, fill: string, vein: string): string {
  const w = len * 0.38
  return s`<g transform="translate(${x} ${y}) rotate(${rot})"><path d="M0 0C${len * 0.3} ${-w} ${len * 0.75} ${-w * 0.8} ${len} 0C${len * 0.75} ${w * 0.8} ${len * 0.3} ${w} 0 0Z" fill="${fill}"/><path d="M${len * 0.05} 0L${len * 0.9} 0" stroke="${vein}" stroke-width="2" fill="none"/></g>`
}

export function tea(art: Art): string {
  const rng = art.rng
  const flip = rng.chance(0.5) ? -1 : 1
  const cx = 600 + flip * 110
  const [top, foot, w] = [250, 610, 112]
  const teaTop = top + 34
  const amber: Hsl = [18 + rng.jitter(6), 88, 34 + rng.jitter(4)]
  const liquid = art.linear(
    [
      [0, tone(amber, -10)],
      [0.35, tone(amber, 16, 0, 10)],
      [0.6, hex(amber)],
      [1, tone(amber, -14)],
    ],
    0,
    0,
    1,
    0,
  )
  const surface = art.radial([
    [0, tone(amber, 24, 0, 14)],
    [1, tone(amber, 4, 0, 6)],
  ])
  const saucerGlaze = rng.pick(GLAZES.slice(0, 3))
  const saucer = art.linear([
    [0, tone(saucerGlaze, 6)],
    [1, tone(saucerGlaze, -8)],
  ])
  const outline = estekanPath(cx, top, foot, w)
  const clip = art.clip(`<path d="${outline}"/>`)
  const glass = [
    s`<g clip-path="${clip}"><rect x="${cx - w}" y="${teaTop}" width="${w * 2}" height="${foot - teaTop + 30}" fill="${liquid}"/>`,
    s`<rect x="${cx - w}" y="${top - 20}" width="${w * 2}" height="${teaTop - top + 20}" fill="#ffffff" opacity="0.35"/>`,
    s`<rect x="${cx - w}" y="${foot - 26}" width="${w * 2}" height="40" fill="#fff3e0" opacity="0.45"/></g>`,
    s`<ellipse cx="${cx}" cy="${teaTop}" rx="${w * 0.985}" ry="${w * 0.17}" fill="${surface}"/>`,
    s`<ellipse cx="${cx - w * 0.3}" cy="${teaTop}" rx="${w * 0.35}" ry="${w * 0.05}" fill="#ffffff" opacity="0.35"/>`,
    s`<path d="${outline}" fill="none" stroke="#ffffff" stroke-width="4" opacity="0.75"/>`,
    s`<ellipse cx="${cx}" cy="${top}" rx="${w}" ry="${w * 0.17}" fill="none" stroke="#ffffff" stroke-width="4" opacity="0.85"/>`,
    s`<path d="M${cx - w * 0.78} ${top + 30}C${cx - w * 0.76} ${top + 110} ${cx - w * 0.46} ${top + 150} ${cx - w * 0.44} ${top + 200}" stroke="#ffffff" stroke-width="10" stroke-linecap="round" fill="none" opacity="0.45"/>`,
  ].join('')
  const steam = [0, 1, 2]
    .map((i) => {
      const x = cx - 40 + i * 40 + rng.jitter(10)
      const sway = rng.range(14, 24)
      return s`<path d="M${x} ${top - 30}C${x - sway} ${top - 70} ${x + sway} ${top - 110} ${x} ${top - 160}" stroke="#ffffff" stroke-width="8" stroke-linecap="round" fill="none" opacity="0.5"/>`
    })
    .join('')
  // Loose black tea on the other side, and a few fresh leaves.
  const heapX = 600 - flip * 250
  const heap = { cx: heapX, baseY: 700, w: 170, d: 38, h: 90 }
  const curls = heapPoints(rng, 320, heap, 0.9)
    .map((p) => {
      const a = rng.range(0, 360)
      const light = 10 + p.lift * 10 + rng.range(0, 6)
      return s`<path d="M${-9} 0Q0 ${rng.jitter(8)} 9 0" transform="translate(${p.x} ${p.y}) rotate(${a})" stroke="${hex([30 + rng.jitter(20), 30, light])}"/>`
    })
    .join('')
  const green: Hsl = [105, 42, 36]
  const leaves = [0, 1, 2]
    .map((i) =>
      leaf(
        heapX + flip * (40 + i * 50),
        745 + i * 12,
        110,
        flip > 0 ? -20 + i * 30 : 200 - i * 30,
        tone(green, i * 6),
        tone(green, 18),
      ),
    )
    .join('')
  return [
    shadow(art, heapX, 716, 210, 40, 0.28),
    s`<path d="${heapPath(heap)}" fill="#2a1d12"/>`,
    `<g stroke-width="5" stroke-linecap="round" fill="none">${curls}</g>`,
    leaves,
    shadow(art, cx, foot + 24, 300, 60),
    s`<ellipse cx="${cx}" cy="${foot + 12}" rx="240" ry="60" fill="${tone(saucerGlaze, -22)}"/>`,
    s`<ellipse cx="${cx}" cy="${foot}" rx="240" ry="60" fill="${saucer}"/>`,
    s`<ellipse cx="${cx}" cy="${foot}" rx="226" ry="54" fill="none" stroke="#d4a437" stroke-width="5"/>`,
    s`<ellipse cx="${cx}" cy="${foot}" rx="150" ry="34" fill="${tone(saucerGlaze, -6)}"/>`,
    s`<ellipse cx="${cx + w * 0.5}" cy="${foot + 12}" rx="${w * 1.1}" ry="22" fill="${hex(amber)}" opacity="0.3"/>`,
    glass,
    steam,
  ].join('')
}
