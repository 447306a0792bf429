/** Product pictures of steel and copper (see draw-demo-art.ts). */
import { type Art, type Hsl, hex, s, shadow, tone, vary } from './kit.ts'

/** A bundle of rebar seen end-on from the front left, the bars running back to the upper right. */
function rebar(art: Art, steelTone: Hsl): string {
  const rng = art.rng
  const r = rng.range(15, 19)
  const [cx, cy, R] = [360, 560, rng.range(130, 150)]
  const [dx, dy] = [560, -250]
  const bars: [number, number][] = []
  for (let row = -12; row <= 12; row++) {
    for (let col = -12; col <= 12; col++) {
      const x = (col + (row % 2 === 0 ? 0 : 0.5)) * r * 2.05
      const y = row * r * 1.78
      if (Math.hypot(x, y * 1.05) <= R - r) bars.push([cx + x, cy + y])
    }
  }
  // Bars nearer the camera (up and to the right) are drawn last.
  bars.sort((a, b) => a[0] - a[1] * 1.6 - (b[0] - b[1] * 1.6))
  const len = rng.range(0.85, 1)
  const body = bars
    .map(([x, y]) => {
      const [x2, y2] = [x + dx * len, y + dy * len]
      const nudge = rng.jitter(0.03)
      return s`<path d="M${x} ${y}L${x2 * (1 + nudge) - x * nudge} ${y2}" stroke="${tone(steelTone, -8)}" stroke-width="${r * 2}"/><path d="M${x} ${y}L${x2} ${y2}" stroke="${tone(steelTone, -18)}" stroke-width="${r * 1.8}" stroke-dasharray="3 9"/><path d="M${x} ${y - r * 0.45}L${x2} ${y2 - r * 0.45}" stroke="${tone(steelTone, 14)}" stroke-width="${r * 0.5}" opacity="0.7"/>`
    })
    .join('')
  const end = art.radial([
    [0, tone(steelTone, 18)],
    [0.8, tone(steelTone, 4)],
    [1, tone(steelTone, -20)],
  ])
  const ends = bars
    .map(
      ([x, y]) =>
        s`<circle cx="${x}" cy="${y}" r="${r}" fill="${end}" stroke="${tone(steelTone, -28)}" stroke-width="2"/>`,
    )
    .join('')
  const bands = [0.3, 0.7]
    .map((f) => {
      const [bx, by] = [cx + dx * f * len, cy + dy * f * len]
      const a = Math.atan2(dy, dx)
      const [a0, a1] = [a - Math.PI / 2 - 0.3, a + Math.PI / 2 + 0.3]
      const rr = R + 2
      return s`<path d="M${bx + Math.cos(a0) * rr} ${by + Math.sin(a0) * rr}A${rr} ${rr} 0 0 1 ${bx + Math.cos(a1) * rr} ${by + Math.sin(a1) * rr}" stroke="#3c3f44" stroke-width="7" fill="none"/>`
    })
    .join('')
  return [
    shadow(art, cx + dx * 0.45, cy + R * 0.8 + dy * 0.2, 520, 70, 0.3),
    `<g stroke-linecap="butt" fill="none">${body}</g>`,
    bands,
    ends,
  ].join('')
}

/** A hot-rolled coil lying on its side, its eye towards the viewer. */
function coil(art: Art, steelTone: Hsl): string {
  const rng = art.rng
  const [cx, cy, rx, ry] = [520, 470, 250, 270]
  const [dx, dy] = [rng.range(170, 210), -rng.range(50, 70)]
  // Where the side of the cylinder touches the ellipse: tangent direction parallel to (dx, dy).
  const t = Math.atan2(-ry * dx, rx * dy)
  const [tx, ty] = [Math.cos(t) * rx, Math.sin(t) * ry]
  const side = art.linearAt(
    [
      [0, tone(steelTone, -14)],
      [0.3, tone(steelTone, 10)],
      [0.6, tone(steelTone, -6)],
      [1, tone(steelTone, -24)],
    ],
    cx + tx,
    cy + ty,
    cx - tx,
    cy - ty,
  )
  const rings: string[] = []
  const eye = rng.range(0.34, 0.42)
  const n = 22
  for (let i = 0; i < n; i++) {
    const k = 1 - ((1 - eye) * i) / n
    const c = tone(steelTone, rng.jitter(8) + (i % 2 === 0 ? 3 : -3))
    rings.push(
      s`<ellipse cx="${cx}" cy="${cy}" rx="${rx * k}" ry="${ry * k}" fill="${c}" stroke="${tone(steelTone, -22)}" stroke-width="1.5"/>`,
    )
  }
  const hole = art.linear([
    [0, tone(steelTone, -34)],
    [1, tone(steelTone, -14)],
  ])
  const strap = (f: number) => {
    const [ox, oy] = [dx * f, dy * f]
    return s`<path d="M${cx + tx + ox} ${cy + ty + oy}A${rx} ${ry} 0 0 1 ${cx - tx + ox} ${cy - ty + oy}" stroke="#2f3338" stroke-width="9" fill="none"/>`
  }
  return [
    shadow(art, cx + dx * 0.5, cy + ry + dy * 0.5 + 10, rx + dx * 0.7, 50, 0.38),
    s`<ellipse cx="${cx + dx}" cy="${cy + dy}" rx="${rx}" ry="${ry}" fill="${side}"/>`,
    s`<path d="M${cx + tx} ${cy + ty}L${cx + tx + dx} ${cy + ty + dy}L${cx - tx + dx} ${cy - ty + dy}L${cx - tx} ${cy - ty}Z" fill="${side}"/>`,
    strap(0.3),
    strap(0.7),
    rings.join(''),
    s`<ellipse cx="${cx}" cy="${cy}" rx="${rx * eye}" ry="${ry * eye}" fill="${hole}"/>`,
    s`<ellipse cx="${cx + dx * 0.25}" cy="${cy + dy * 0.25}" rx="${rx * eye * 0.9}" ry="${ry * eye * 0.9}" fill="${tone(steelTone, -40)}" opacity="0.6"/>`,
    s`<path d="M${cx - rx * 0.08} ${cy - ry}v${ry * (1 - eye)}" stroke="#2f3338" stroke-width="9"/>`,
  ].join('')
}

export function steel(art: Art): string {
  const rng = art.rng
  const hot = rng.chance(0.5)
  const steelTone = vary(rng, hot ? [212, 12, 42] : [210, 10, 62], 6, 4)
  return rng.chance(0.5) ? rebar(art, steelTone) : coil(art, steelTone)
}

/** A bundle of copper cathode sheets, stacked flat, seen from the front right and above. */
function cathodes(art: Art, x: number, y: number, w: number, plates: number, hue: Hsl): string {
  const rng = art.rng
  const [dx, dy] = [w * 0.38, -w * 0.28]
  const step = 9
  const h = plates * step
  const top = art.linear(
    [
      [0, tone(hue, 18)],
      [0.4, tone(hue, 0)],
      [0.62, tone(hue, 26, 10, 8)],
      [0.8, tone(hue, 4)],
      [1, tone(hue, -8)],
    ],
    0,
    0,
    1,
    1,
  )
  const face = art.linear(
    [
      [0, tone(hue, -16)],
      [0.45, tone(hue, 8, 6, 6)],
      [1, tone(hue, -12)],
    ],
    0,
    0,
    1,
    0,
  )
  const front: string[] = [s`<rect x="${x}" y="${y - h}" width="${w}" height="${h}" fill="${face}"/>`]
  const right: string[] = [
    s`<path d="M${x + w} ${y - h}l${dx} ${dy}v${h}l${-dx} ${-dy}Z" fill="${tone(hue, -20)}"/>`,
  ]
  for (let i = 0; i < plates; i++) {
    const yy = y - i * step
    const wob = rng.jitter(3)
    front.push(
      s`<path d="M${x} ${yy - 1}Q${x + w / 2} ${yy - 1 + wob} ${x + w} ${yy - 1}" stroke="${tone(hue, -30)}" stroke-width="1.5" fill="none" opacity="0.7"/>`,
    )
    front.push(
      s`<path d="M${x} ${yy - step + 2}H${x + w}" stroke="${tone(hue, 24, 10, 8)}" stroke-width="1.5" opacity="0.5"/>`,
    )
    right.push(s`<path d="M${x + w} ${yy - 1}l${dx} ${dy}" stroke="${tone(hue, -34)}" stroke-width="2"/>`)
  }
  // Cathode sheets have a nodular, matt surface.
  const nodules: string[] = []
  for (let i = 0; i < 160; i++) {
    const [u, v] = [rng.range(0.02, 0.98), rng.range(0.04, 0.96)]
    const [nx, ny] = [x + u * w + v * dx, y - h + v * dy]
    const r = rng.range(2, 5)
    nodules.push(
      s`<ellipse cx="${nx}" cy="${ny}" rx="${r}" ry="${r * 0.6}" fill="${tone(hue, -14)}" opacity="0.35"/><ellipse cx="${nx - r * 0.3}" cy="${ny - r * 0.3}" rx="${r * 0.6}" ry="${r * 0.35}" fill="${tone(hue, 24, 10, 8)}" opacity="0.5"/>`,
    )
  }
  const strap = (f: number) => {
    const sx = x + w * f
    return s`<path d="M${sx} ${y + 2}V${y - h}l${dx} ${dy}v${h}" stroke="#6d7077" stroke-width="10" fill="none"/><path d="M${sx} ${y + 2}V${y - h}l${dx} ${dy}" stroke="#a9adb5" stroke-width="3" fill="none"/>`
  }
  return [
    shadow(art, x + w * 0.6, y + 10, w * 0.85, 40, 0.35),
    right.join(''),
    front.join(''),
    s`<path d="M${x} ${y - h}h${w}l${dx} ${dy}h${-w}Z" fill="${top}"/>`,
    nodules.join(''),
    strap(0.25),
    strap(0.75),
  ].join('')
}

export function copper(art: Art): string {
  const rng = art.rng
  const hue: Hsl = vary(rng, [20, 62, 47], 4, 3)
  const second = rng.chance(0.6)
  const parts: string[] = []
  if (second) parts.push(cathodes(art, 600, 520, 380, rng.int(12, 18), hue))
  parts.push(cathodes(art, second ? 220 : 250, 720, 460, rng.int(16, 24), hue))
  // A loose sheet leaning on the front stack, showing its hanger loops.
  const [lx, ly] = [second ? 760 : 780, 740]
  const sheet = art.linear(
    [
      [0, tone(hue, 14)],
      [0.45, tone(hue, 26, 10, 8)],
      [1, tone(hue, -12)],
    ],
    0,
    0,
    1,
    1,
  )
  parts.push(
    s`<path d="M${lx} ${ly}L${lx + 40} ${ly - 300}H${lx + 260}L${lx + 230} ${ly}Z" fill="${sheet}" stroke="${tone(hue, -24)}" stroke-width="3"/>`,
    s`<path d="M${lx + 80} ${ly - 300}v-30h40v30M${lx + 180} ${ly - 300}v-30h40v30" stroke="${hex(hue)}" stroke-width="10" fill="none"/>`,
    shadow(art, lx + 130, ly + 6, 160, 16, 0.3),
  )
  return parts.join('')
}
