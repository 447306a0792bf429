/** Product pictures of dried herbs and flowers (see draw-demo-art.ts). */
import { type Art, blob, type Hsl, hex, type Rng, s, tone, vary } from './kit.ts'
import { bowl, GLAZES, heapPath, heapPoints, WOOD } from './vessels.ts'

type Flower = 'rosebud' | 'chamomile' | 'borage'

function flowerHead(rng: Rng, kind: Flower, x: number, y: number, fills: Record<Flower, string>): string {
  const rot = rng.range(0, 360)
  const k = rng.range(0.85, 1.15)
  const g = (inner: string) => s`<g transform="translate(${x} ${y}) rotate(${rot}) scale(${k})">${inner}</g>`
  if (kind === 'rosebud') {
    return g(
      s`<path d="M-14 -22C-6 -34 6 -34 14 -22C20 -10 18 4 12 12C6 16 -6 16 -12 12C-18 4 -20 -10 -14 -22Z" fill="${fills.rosebud}" stroke="#7a1f3d" stroke-width="1.2"/><path d="M-6 -24Q0 -6 -4 12M6 -22Q2 -4 6 12" stroke="#8a2a4a" stroke-width="2" fill="none" opacity="0.55"/><path d="M-13 10L-20 24L-6 16L0 28L6 16L20 24L13 10Z" fill="#5f6b2e"/>`,
    )
  }
  if (kind === 'chamomile') {
    const petals = Array.from(
      { length: 12 },
      (_, i) => s`<ellipse cx="0" cy="-17" rx="5" ry="11" transform="rotate(${i * 30 + rng.jitter(6)})"/>`,
    )
    return g(
      s`<g fill="#fbf7ea" stroke="#d9cfae" stroke-width="1">${petals.join('')}</g><circle r="10" fill="${fills.chamomile}"/>`,
    )
  }
  const petals = Array.from(
    { length: 5 },
    (_, i) => s`<path d="M0 0L-8 -20L0 -27L8 -20Z" transform="rotate(${i * 72})"/>`,
  )
  return g(
    s`<g fill="${fills.borage}" stroke="#3c2a78" stroke-width="1">${petals.join('')}</g><circle r="5" fill="#2a1f3f"/>`,
  )
}

export function herbs(art: Art): string {
  const rng = art.rng
  const cx = 600 + rng.jitter(40)
  const rimY = 500
  const kind = rng.pick<Flower>(['rosebud', 'rosebud', 'chamomile', 'borage'])
  const pink: Hsl = [338 + rng.jitter(8), 55, 56]
  const fills: Record<Flower, string> = {
    rosebud: art.radial(
      [
        [0, tone(pink, 16)],
        [0.6, hex(pink)],
        [1, tone(pink, -16)],
      ],
      0.4,
      0.3,
      0.7,
    ),
    chamomile: art.radial(
      [
        [0, '#ffd84a'],
        [1, '#d9971c'],
      ],
      0.4,
      0.35,
      0.6,
    ),
    borage: art.radial(
      [
        [0, '#9a8ce6'],
        [1, '#5a47b8'],
      ],
      0.5,
      0.8,
      0.9,
    ),
  }
  const under = { rosebud: '#6e2036', chamomile: '#b5a36a', borage: '#3a2d6a' }[kind]
  const heap = { cx, baseY: rimY + 10, w: 300, d: 72, h: rng.range(170, 210) }
  const items = heapPoints(rng, kind === 'borage' ? 300 : 240, heap, 0.75)
    .map((p) => flowerHead(rng, kind, p.x, p.y, fills))
    .join('')
  const basket = rng.chance(0.5) ? vary(rng, WOOD) : rng.pick(GLAZES)
  const loose: string[] = []
  for (let i = 0; i < 8; i++) {
    const side = i % 2 === 0 ? -1 : 1
    loose.push(flowerHead(rng, kind, cx + side * rng.range(360, 470), rng.range(680, 790), fills))
  }
  const petals = Array.from({ length: 10 }, () => {
    const [x, y] = [cx + rng.jitter(420), rng.range(730, 800)]
    return s`<path d="${blob(rng, x, y, 12, 7, 6, 0.3)}" fill="${{ rosebud: tone(pink, 6), chamomile: '#f4eed8', borage: '#7d6dd0' }[kind]}" opacity="0.85"/>`
  })
  return [
    bowl(art, cx, rimY, 330, 150, basket, s`<path d="${heapPath(heap)}" fill="${under}"/>${items}`),
    petals.join(''),
    loose.join(''),
  ].join('')
}
