/** Heaps of small things, and the bowls and plates that hold them (see draw-demo-art.ts). */
import { type Art, type Hsl, type Rng, s, shadow, tone } from './kit.ts'

/** `cone` makes a pointed heap, as powder forms; otherwise it is a rounded dome. */
export type Heap = { cx: number; baseY: number; w: number; d: number; h: number; cone?: boolean }
export type HeapPoint = { x: number; y: number; z: number; lift: number }

/** The outline of a heap seen from slightly above: a dome over the front half of an ellipse. */
export function heapPath({ cx, baseY, w, d, h, cone }: Heap): string {
  const [a, b, c] = cone ? [0.62, 0.38, 0.16] : [0.82, 0.75, 0.42]
  return s`M${cx - w} ${baseY}C${cx - w * a} ${baseY - h * b} ${cx - w * c} ${baseY - h} ${cx} ${baseY - h}C${cx + w * c} ${baseY - h} ${cx + w * a} ${baseY - h * b} ${cx + w} ${baseY}A${w} ${d} 0 0 1 ${cx - w} ${baseY}Z`
}

/**
 * Points spread over a heap's surface, back to front: `z` is depth (-1 back, 1 front) and `lift`
 * the height on the heap (0 at the foot, 1 at the top), for shading.
 */
export function heapPoints(rng: Rng, count: number, heap: Heap, peak = 0.8): HeapPoint[] {
  const pts: HeapPoint[] = []
  for (let i = 0; i < count; i++) {
    const r = Math.sqrt(rng.next()) * 0.98
    const a = rng.range(0, Math.PI * 2)
    const x = Math.cos(a) * r
    const z = Math.sin(a) * r
    const lift = heap.cone ? (1 - r) ** peak : (1 - r * r) ** peak
    pts.push({ x: heap.cx + x * heap.w, y: heap.baseY + z * heap.d - lift * heap.h * 0.92, z, lift })
  }
  return pts.sort((p, q) => p.z - q.z)
}

/**
 * A bowl seen from slightly above, holding `contents` (drawn between its inside and its front wall).
 * `rimY` is the height of the rim's centre.
 */
export function bowl(
  art: Art,
  cx: number,
  rimY: number,
  rx: number,
  depth: number,
  glaze: Hsl,
  contents = '',
) {
  const ry = rx * 0.26
  const foot = rx * 0.42
  const inside = art.linear([
    [0, tone(glaze, -22)],
    [1, tone(glaze, -6)],
  ])
  const wall = art.linear(
    [
      [0, tone(glaze, -20)],
      [0.3, tone(glaze, 6)],
      [0.55, tone(glaze, 0)],
      [1, tone(glaze, -26)],
    ],
    0,
    0,
    1,
    0,
  )
  return [
    shadow(art, cx, rimY + depth, rx * 1.15, rx * 0.2),
    s`<ellipse cx="${cx}" cy="${rimY}" rx="${rx}" ry="${ry}" fill="${inside}"/>`,
    contents,
    s`<path d="M${cx - rx} ${rimY}A${rx} ${ry} 0 0 0 ${cx + rx} ${rimY}C${cx + rx} ${rimY + depth * 0.75} ${cx + foot * 1.5} ${rimY + depth} ${cx + foot} ${rimY + depth}A${foot} ${ry * 0.35} 0 0 1 ${cx - foot} ${rimY + depth}C${cx - foot * 1.5} ${rimY + depth} ${cx - rx} ${rimY + depth * 0.75} ${cx - rx} ${rimY}Z" fill="${wall}"/>`,
    s`<path d="M${cx - rx} ${rimY}A${rx} ${ry} 0 0 0 ${cx + rx} ${rimY}" fill="none" stroke="${tone(glaze, 14)}" stroke-width="${Math.max(3, rx * 0.025)}" stroke-linecap="round"/>`,
  ].join('')
}

/** A flat plate seen from slightly above; the contents go on top. */
export function plate(art: Art, cx: number, cy: number, rx: number, glaze: Hsl): string {
  const ry = rx * 0.28
  const top = art.linear([
    [0, tone(glaze, 6)],
    [1, tone(glaze, -4)],
  ])
  const well = art.linear([
    [0, tone(glaze, -10)],
    [1, tone(glaze, 2)],
  ])
  return [
    shadow(art, cx, cy + ry * 0.45, rx * 1.12, ry * 1.2),
    s`<ellipse cx="${cx}" cy="${cy + 9}" rx="${rx}" ry="${ry}" fill="${tone(glaze, -24)}"/>`,
    s`<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="${top}"/>`,
    s`<ellipse cx="${cx}" cy="${cy + ry * 0.05}" rx="${rx * 0.72}" ry="${ry * 0.68}" fill="${well}"/>`,
    s`<ellipse cx="${cx}" cy="${cy}" rx="${rx - 3}" ry="${ry - 2}" fill="none" stroke="${tone(glaze, 14)}" stroke-width="3" opacity="0.7"/>`,
  ].join('')
}

/** Glazes for dishes, bowls and plates. */
export const GLAZES: readonly Hsl[] = [
  [40, 25, 93],
  [186, 55, 48],
  [218, 60, 38],
  [24, 45, 52],
  [30, 12, 28],
]

export const WOOD: Hsl = [28, 42, 40]
