/** Product pictures of bitumen (see draw-demo-art.ts). */
import { type Art, type Hsl, hex, s, shadow, tone, vary } from './kit.ts'

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
