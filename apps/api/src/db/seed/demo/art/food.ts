/** Product pictures of saffron and nuts (see draw-demo-art.ts). */
import { type Art, type Hsl, hex, type Rng, s, shadow, tone, vary } from './kit.ts'
import { bowl, GLAZES, heapPath, heapPoints, WOOD } from './vessels.ts'

/** One saffron stigma: a crimson curve with a flared end and an orange-yellow style at the base. */
function thread(rng: Rng, x: number, y: number, light: number): string {
  const len = rng.range(36, 64)
  const a = rng.range(0, Math.PI * 2)
  const bend = rng.jitter(16)
  const [dx, dy] = [(Math.cos(a) * len) / 2, (Math.sin(a) * len) / 2]
  const [x0, y0, x2, y2] = [x - dx, y - dy, x + dx, y + dy]
  const [x1, y1] = [x - Math.sin(a) * bend, y + Math.cos(a) * bend]
  // Split the curve at t = 0.22: the first part is the pale style.
  const t = 0.22
  const [ax, ay] = [x0 + (x1 - x0) * t, y0 + (y1 - y0) * t]
  const [bx, by] = [x1 + (x2 - x1) * t, y1 + (y2 - y1) * t]
  const [mx, my] = [ax + (bx - ax) * t, ay + (by - ay) * t]
  const red = hex([352 + rng.jitter(6), 82, light])
  const tip = hex([38 + rng.jitter(8), 90, 55 + rng.jitter(8)])
  return [
    s`<path d="M${x0} ${y0}Q${ax} ${ay} ${mx} ${my}" stroke="${tip}" stroke-width="3"/>`,
    s`<path d="M${mx} ${my}Q${bx} ${by} ${x2} ${y2}" stroke="${red}" stroke-width="${rng.range(4, 5.5)}"/>`,
    s`<circle cx="${x2}" cy="${y2}" r="${rng.range(3, 4)}" fill="${red}"/>`,
  ].join('')
}

function crocus(art: Art, x: number, y: number, flip: number): string {
  const rng = art.rng
  const violet: Hsl = [272 + rng.jitter(10), 48, 58]
  const petal = art.linear([
    [0, tone(violet, 12)],
    [0.7, hex(violet)],
    [1, tone(violet, -18)],
  ])
  const back = art.linear([
    [0, tone(violet, -2)],
    [1, tone(violet, -24)],
  ])
  const leaf = tone([110, 40, 38], 0)
  const petals = (angles: number[], fill: string) =>
    angles
      .map(
        (deg) =>
          s`<ellipse cx="${x}" cy="${y - 62}" rx="26" ry="64" fill="${fill}" transform="rotate(${deg} ${x} ${y})"/>`,
      )
      .join('')
  return [
    shadow(art, x + flip * 30, y + 150, 130, 16, 0.22),
    s`<path d="M${x} ${y}C${x + flip * 10} ${y + 60} ${x + flip * 30} ${y + 110} ${x + flip * 40} ${y + 148}" stroke="${tone([95, 30, 70], 0)}" stroke-width="9" fill="none"/>`,
    s`<path d="M${x + flip * 6} ${y + 40}C${x - flip * 30} ${y + 80} ${x - flip * 60} ${y + 120} ${x - flip * 90} ${y + 146}" stroke="${leaf}" stroke-width="5" fill="none"/>`,
    s`<path d="M${x + flip * 10} ${y + 50}C${x + flip * 60} ${y + 90} ${x + flip * 100} ${y + 125} ${x + flip * 150} ${y + 146}" stroke="${leaf}" stroke-width="5" fill="none"/>`,
    petals([-40, 40, 0], back),
    s`<path d="M${x} ${y - 20}C${x - 10} ${y - 80} ${x - 34} ${y - 110} ${x - 40} ${y - 132}M${x} ${y - 20}C${x + 4} ${y - 90} ${x + 8} ${y - 118} ${x + 6} ${y - 142}M${x} ${y - 20}C${x + 14} ${y - 80} ${x + 34} ${y - 104} ${x + 44} ${y - 126}" stroke="#c0122a" stroke-width="6" fill="none" stroke-linecap="round"/>`,
    s`<path d="M${x - 6} ${y - 20}L${x - 14} ${y - 70}M${x + 6} ${y - 20}L${x + 16} ${y - 68}" stroke="#f2c230" stroke-width="7" stroke-linecap="round"/>`,
    petals([-22, 22], petal),
  ].join('')
}

export function saffron(art: Art): string {
  const rng = art.rng
  const cx = 600 + rng.jitter(40)
  const rimY = 500
  const glaze = rng.pick(GLAZES)
  const heap = { cx, baseY: rimY + 8, w: 275, d: 62, h: rng.range(150, 190) }
  const threads = heapPoints(rng, rng.int(400, 460), heap, 0.9)
    .map((p) => thread(rng, p.x, p.y, 24 + p.lift * 14 + (p.z + 1) * 4))
    .join('')
  const contents = [
    s`<path d="${heapPath(heap)}" fill="#6d0c18"/>`,
    `<g fill="none" stroke-linecap="round">${threads}</g>`,
  ].join('')
  const loose: string[] = []
  for (let i = 0; i < rng.int(7, 12); i++) {
    const side = rng.chance(0.5) ? -1 : 1
    loose.push(thread(rng, cx + side * rng.range(200, 380), rng.range(700, 780), 34))
  }
  const flip = rng.chance(0.5) ? -1 : 1
  return [
    crocus(art, cx + flip * 430, 560 + rng.jitter(20), flip),
    bowl(art, cx, rimY, 310, 125, glaze, contents),
    `<g fill="none" stroke-linecap="round">${loose.join('')}</g>`,
  ].join('')
}

function pistachio(rng: Rng, x: number, y: number, shells: string[], kernel: string): string {
  const rot = rng.range(-180, 180)
  const k = rng.range(1.2, 1.45)
  const [rx, ry] = [34 * k, 23 * k]
  const shell = rng.pick(shells)
  const open = rng.chance(0.8)
  const body = s`<path d="M${-rx} 0C${-rx} ${-ry * 1.2} ${rx * 0.6} ${-ry * 1.05} ${rx} ${-ry * 0.1}C${rx * 0.6} ${ry * 1.05} ${-rx} ${ry * 1.2} ${-rx} 0Z" fill="${shell}" stroke="#9c7a4c" stroke-width="1.5"/>`
  const inner = open
    ? s`<path d="M${-rx * 0.82} ${-ry * 0.05}C${-rx * 0.4} ${-ry * 0.75} ${rx * 0.45} ${-ry * 0.7} ${rx * 0.85} ${-ry * 0.12}C${rx * 0.4} ${ry * 0.3} ${-rx * 0.4} ${ry * 0.35} ${-rx * 0.82} ${-ry * 0.05}Z" fill="${kernel}" stroke="#6e3f4a" stroke-width="3"/>`
    : s`<path d="M${-rx * 0.9} 0C${-rx * 0.3} ${-ry * 0.25} ${rx * 0.3} ${-ry * 0.25} ${rx * 0.95} ${-ry * 0.1}" stroke="#8a6a3e" stroke-width="2" fill="none"/>`
  return s`<g transform="translate(${x} ${y}) rotate(${rot})">${body}${inner}</g>`
}

function almond(rng: Rng, x: number, y: number, fill: string): string {
  const rot = rng.range(-180, 180)
  const [w, h] = [28 * rng.range(0.9, 1.1), 46 * rng.range(0.9, 1.1)]
  const lines = [-0.4, 0, 0.4]
    .map((f) => s`M${w * f} ${-h * 0.6}Q${w * f * 1.3} 0 ${w * f} ${h * 0.6}`)
    .join('')
  return s`<g transform="translate(${x} ${y}) rotate(${rot})"><path d="M0 ${-h}C${w * 0.7} ${-h * 0.7} ${w} ${h * 0.3} ${w * 0.55} ${h * 0.75}Q0 ${h * 1.1} ${-w * 0.55} ${h * 0.75}C${-w} ${h * 0.3} ${-w * 0.7} ${-h * 0.7} 0 ${-h}Z" fill="${fill}" stroke="#5e3418" stroke-width="1.5"/><path d="${lines}" stroke="#6b3b1c" stroke-width="1.5" fill="none" opacity="0.45"/></g>`
}

export function nuts(art: Art): string {
  const rng = art.rng
  const cx = 600 + rng.jitter(40)
  const rimY = 490
  const almonds = rng.chance(0.25)
  const shells = [0, 8, 16].map((hue) =>
    art.radial(
      [
        [0, hex([38 + hue * 0.3, 55, 88])],
        [0.65, hex([34 + hue * 0.2, 45 + hue, 74 - hue * 0.3])],
        [1, hex([28, 40, 58])],
      ],
      0.4,
      0.35,
      0.7,
    ),
  )
  const kernel = art.radial(
    [
      [0, '#b7d35a'],
      [0.7, '#86a834'],
      [1, '#5d7a22'],
    ],
    0.5,
    0.4,
    0.6,
  )
  const brown = art.radial(
    [
      [0, '#c4874f'],
      [0.7, '#9c5f30'],
      [1, '#6e3d1c'],
    ],
    0.4,
    0.35,
    0.7,
  )
  const draw = (x: number, y: number) =>
    almonds ? almond(rng, x, y, brown) : pistachio(rng, x, y, shells, kernel)
  const heap = { cx, baseY: rimY + 10, w: 300, d: 70, h: rng.range(170, 210) }
  const items = heapPoints(rng, rng.int(120, 150), heap, 0.7)
    .map((p) => draw(p.x, p.y))
    .join('')
  const contents = s`<path d="${heapPath(heap)}" fill="${almonds ? '#5a3218' : '#8d7048'}"/>${items}`
  const glaze = rng.chance(0.6) ? vary(rng, WOOD) : rng.pick(GLAZES)
  const loose: string[] = []
  for (let i = 0; i < rng.int(5, 9); i++) {
    const side = i % 2 === 0 ? -1 : 1
    loose.push(draw(cx + side * rng.range(260, 440), rng.range(700, 790)))
  }
  return bowl(art, cx, rimY, 330, 150, glaze, contents) + loose.join('')
}
