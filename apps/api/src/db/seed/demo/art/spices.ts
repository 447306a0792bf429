/** Product pictures of spices (see draw-demo-art.ts). */
import { type Art, type Hsl, s, shadow, tone, vary } from './kit.ts'
import { bowl, GLAZES, heapPath, heapPoints, WOOD } from './vessels.ts'

type Spice = { color: Hsl; grain: 'powder' | 'seed' | 'round' }

const SPICES: readonly Spice[] = [
  { color: [44, 88, 50], grain: 'powder' }, // turmeric
  { color: [32, 40, 42], grain: 'seed' }, // cumin
  { color: [356, 52, 34], grain: 'powder' }, // sumac
  { color: [10, 78, 44], grain: 'powder' }, // chilli
  { color: [24, 55, 42], grain: 'powder' }, // cinnamon
  { color: [25, 12, 22], grain: 'round' }, // black pepper
  { color: [80, 30, 46], grain: 'seed' }, // cardamom
]

function spiceBowl(art: Art, cx: number, rimY: number, rx: number, spice: Spice, glaze: Hsl): string {
  const rng = art.rng
  const { color, grain } = spice
  const powder = grain === 'powder'
  const heap = { cx, baseY: rimY + 4, w: rx * 0.94, d: rx * 0.22, h: rx * rng.range(0.6, 0.75), cone: powder }
  const fill = art.linear(
    [
      [0, tone(color, 10)],
      [0.45, tone(color, 4)],
      [1, tone(color, -12)],
    ],
    0,
    0,
    1,
    0.4,
  )
  const size = { powder: 0, seed: rx * 0.07, round: rx * 0.045 }[grain]
  const grains = heapPoints(rng, powder ? 140 : grain === 'seed' ? 240 : 280, heap, 1)
    .map((p) => {
      const c = tone(color, rng.jitter(12) + p.lift * 6)
      if (powder)
        return s`<circle cx="${p.x}" cy="${p.y}" r="${rng.range(1.2, 3)}" fill="${c}" opacity="0.8"/>`
      if (grain === 'round')
        return s`<circle cx="${p.x}" cy="${p.y}" r="${size}" fill="${c}"/><circle cx="${p.x - size * 0.3}" cy="${p.y - size * 0.3}" r="${size * 0.35}" fill="#fff" opacity="0.25"/>`
      return s`<ellipse cx="${p.x}" cy="${p.y}" rx="${size}" ry="${size * 0.42}" fill="${c}" transform="rotate(${rng.range(0, 180)} ${p.x} ${p.y})"/>`
    })
    .join('')
  const contents = s`<path d="${heapPath(heap)}" fill="${powder ? fill : tone(color, -14)}"/>${grains}`
  return bowl(art, cx, rimY, rx, rx * 0.5, glaze, contents)
}

export function spice(art: Art): string {
  const rng = art.rng
  const [a, b, c] = rng.shuffle(SPICES)
  const glaze = rng.chance(0.5) ? vary(rng, WOOD) : rng.pick(GLAZES)
  const mixed = rng.chance(0.4)
  const glazeFor = () => (mixed ? rng.pick(GLAZES) : glaze)
  const sticks = Array.from({ length: 3 }, (_, i) => {
    const [x, y] = [600 + rng.jitter(40) + i * 16, 800 - i * 10]
    return s`<g transform="rotate(${-8 + i * 5} ${x} ${y})"><rect x="${x - 120}" y="${y - 9}" width="240" height="18" rx="8" fill="#9a5a2c"/><path d="M${x - 116} ${y - 2}H${x + 116}" stroke="#c98a54" stroke-width="4"/><ellipse cx="${x + 120}" cy="${y}" rx="5" ry="9" fill="#6e3c1a"/></g>`
  })
  return [
    spiceBowl(art, 600, 440, 190, a!, glazeFor()),
    spiceBowl(art, 330, 600, 210, b!, glazeFor()),
    spiceBowl(art, 870, 600, 210, c!, glazeFor()),
    shadow(art, 620, 808, 200, 20, 0.25),
    sticks.join(''),
  ].join('')
}
