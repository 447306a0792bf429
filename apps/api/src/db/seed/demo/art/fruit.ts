/** Product pictures of dates and dried fruit (see draw-demo-art.ts). */
import { type Art, blob, type Hsl, hex, type Rng, s, tone, vary } from './kit.ts'
import { GLAZES, heapPath, heapPoints, plate } from './vessels.ts'

const DATE_KINDS: readonly Hsl[] = [
  [12, 55, 24],
  [8, 45, 14],
  [20, 58, 28],
]

function date(rng: Rng, x: number, y: number, fill: string, dark: string): string {
  const rot = rng.range(-40, 40) + (rng.chance(0.3) ? 90 : 0)
  const [rx, ry] = [54 * rng.range(0.9, 1.1), 26 * rng.range(0.9, 1.1)]
  const wrinkles = s`M${-rx * 0.6} ${-ry * 0.1}Q${-rx * 0.2} ${ry * 0.35} ${rx * 0.3} ${ry * 0.1}M${-rx * 0.2} ${ry * 0.55}Q${rx * 0.2} ${ry * 0.25} ${rx * 0.65} ${ry * 0.45}`
  return s`<g transform="translate(${x} ${y}) rotate(${rot})"><ellipse rx="${rx}" ry="${ry}" fill="${fill}"/><path d="${wrinkles}" stroke="${dark}" stroke-width="2.2" fill="none" opacity="0.6"/><ellipse cx="${-rx * 0.3}" cy="${-ry * 0.45}" rx="${rx * 0.38}" ry="${ry * 0.2}" fill="#ffffff" opacity="0.5"/><circle cx="${rx * 0.95}" cy="0" r="3.5" fill="${dark}"/></g>`
}

export function dates(art: Art): string {
  const rng = art.rng
  const cx = 600 + rng.jitter(40)
  const cy = 530
  const kind = vary(rng, rng.pick(DATE_KINDS), 4, 3)
  const fill = art.radial(
    [
      [0, tone(kind, 22)],
      [0.55, hex(kind)],
      [1, tone(kind, -10)],
    ],
    0.4,
    0.35,
    0.7,
  )
  const dark = tone(kind, -12)
  const heap = { cx, baseY: cy + 10, w: 300, d: 78, h: rng.range(160, 200) }
  const items = heapPoints(rng, rng.int(62, 76), heap, 0.8)
    .map((p) => date(rng, p.x, p.y, fill, dark))
    .join('')
  const loose = [-1, 1]
    .map((side) => date(rng, cx + side * rng.range(430, 470), rng.range(730, 780), fill, dark))
    .join('')
  return [
    plate(art, cx, cy, 400, rng.pick(GLAZES)),
    s`<path d="${heapPath(heap)}" fill="${tone(kind, -14)}"/>`,
    items,
    loose,
  ].join('')
}

type Fruit = 'apricot' | 'fig' | 'raisin'

function driedFruit(
  art: Art,
  kind: Fruit,
  x: number,
  y: number,
  fills: Record<Fruit | 'figFlesh', string>,
  halved = true,
): string {
  const rng = art.rng
  const rot = rng.range(0, 360)
  const k = rng.range(0.9, 1.1)
  const g = (inner: string) => s`<g transform="translate(${x} ${y}) rotate(${rot}) scale(${k})">${inner}</g>`
  if (kind === 'raisin') {
    return g(
      s`<path d="${blob(rng, 0, 0, 22, 16, 7, 0.2)}" fill="${fills.raisin}" stroke="#9a6a1c" stroke-width="1"/><path d="M-12 -2Q0 5 12 -1" stroke="#a0701e" stroke-width="1.8" fill="none" opacity="0.6"/><ellipse cx="-4" cy="-6" rx="6" ry="3" fill="#fff" opacity="0.35"/>`,
    )
  }
  if (kind === 'fig') {
    const body = s`<path d="${blob(rng, 0, 0, 44, 36, 9, 0.1)}" fill="${fills.fig}" stroke="#6a421c" stroke-width="2"/>`
    const stem = '<path d="M40 -4L52 -8" stroke="#5a3816" stroke-width="8" stroke-linecap="round"/>'
    if (halved) {
      const seeds = Array.from(
        { length: 14 },
        () => s`<circle cx="${rng.jitter(26)}" cy="${rng.jitter(20)}" r="2.2"/>`,
      )
      return g(
        s`${stem}${body}<path d="${blob(rng, -2, 0, 33, 26, 8, 0.12)}" fill="${fills.figFlesh}"/><g fill="#f6d27a" opacity="0.8">${seeds.join('')}</g>`,
      )
    }
    return g(
      `${stem}${body}<path d="M-30 -8Q0 6 34 -4M-24 12Q4 20 30 10" stroke="#6a421c" stroke-width="2" fill="none" opacity="0.5"/><ellipse cx="-12" cy="-12" rx="16" ry="8" fill="#fff" opacity="0.22"/>`,
    )
  }
  return g(
    s`<path d="${blob(rng, 0, 0, 42, 37, 9, 0.12)}" fill="${fills.apricot}" stroke="#b05a12" stroke-width="1.5"/><path d="M-6 -30C-18 -8 -16 12 -4 30" stroke="#b9611a" stroke-width="3" fill="none" opacity="0.55"/><ellipse cx="12" cy="-12" rx="14" ry="7" fill="#fff" opacity="0.28"/>`,
  )
}

export function driedFruits(art: Art): string {
  const rng = art.rng
  const cx = 600 + rng.jitter(40)
  const cy = 530
  const fills: Record<Fruit | 'figFlesh', string> = {
    apricot: art.radial(
      [
        [0, '#fdb654'],
        [0.7, '#ef8c22'],
        [1, '#c9661a'],
      ],
      0.45,
      0.4,
      0.6,
    ),
    fig: art.radial(
      [
        [0, '#c99656'],
        [0.7, '#a2703a'],
        [1, '#74491f'],
      ],
      0.45,
      0.4,
      0.6,
    ),
    figFlesh: art.radial(
      [
        [0, '#e0894f'],
        [0.6, '#c2553a'],
        [1, '#8e3a26'],
      ],
      0.5,
      0.5,
      0.6,
    ),
    raisin: art.radial(
      [
        [0, '#fbd56a'],
        [0.55, '#e2a93a'],
        [1, '#a86e1c'],
      ],
      0.4,
      0.35,
      0.7,
    ),
  }
  const main = rng.pick<Fruit>(['apricot', 'apricot', 'raisin'])
  const kinds: Fruit[] = ['apricot', 'fig', 'raisin']
  const heap = { cx, baseY: cy + 10, w: 300, d: 78, h: rng.range(160, 200) }
  const raisins = main === 'raisin'
  const items = heapPoints(rng, raisins ? 420 : 90, heap, 0.8)
    .flatMap((p) => {
      if (raisins) return [driedFruit(art, rng.chance(0.03) ? 'apricot' : 'raisin', p.x, p.y, fills)]
      const kind = rng.chance(0.75) ? main : rng.pick<Fruit>(['fig', 'raisin'])
      // Three raisins fill the place of one apricot.
      const n = kind === 'raisin' ? 3 : 1
      return Array.from({ length: n }, () =>
        driedFruit(art, kind, p.x + rng.jitter(n * 10), p.y + rng.jitter(n * 6), fills),
      )
    })
    .join('')
  const under = { apricot: '#b4581a', fig: '#9c7444', raisin: '#7a4f14' }[main]
  const loose: string[] = []
  for (let i = 0; i < 6; i++) {
    const side = i % 2 === 0 ? -1 : 1
    const kind = kinds[i % 3]!
    loose.push(
      driedFruit(
        art,
        kind,
        cx + side * (400 + Math.floor(i / 2) * 45 + rng.jitter(20)),
        690 + (i % 3) * 38 + rng.jitter(12),
        fills,
        false,
      ),
    )
  }
  return [
    plate(art, cx, cy, 400, rng.pick(GLAZES)),
    s`<path d="${heapPath(heap)}" fill="${under}"/>`,
    items,
    loose.join(''),
  ].join('')
}
