/**
 * The demo catalogue's drawn product pictures: one flat, "product photography"-style illustration
 * per product motif, so the demo needs no photos and no image host. `drawDemoArt` is the one door
 * the runtime uses (the /media/art/ route); the rest of this folder is its private detail. Each
 * picture is an SVG of 1200×900 (4:3) built only from SVG 1.1 shapes and gradients, so librsvg
 * (sharp) rasterises it faithfully. The seed varies palette, counts, positions and rotations
 * deterministically, so products of one motif look related but not identical.
 */

import { ART_MOTIFS, type ArtMotif } from '../types.ts'
import { bitumen } from './bitumen.ts'
import { carpet } from './carpet.ts'
import { textile, tile } from './crafts.ts'
import { nuts, saffron } from './food.ts'
import { dates, driedFruits } from './fruit.ts'
import { herbs } from './herbs.ts'
import { Art, type Hsl, hashString, Rng, vary } from './kit.ts'
import { copper, steel } from './metals.ts'
import { petrochemical } from './petrochemical.ts'
import { spice } from './spices.ts'
import { stone } from './stone.ts'
import { tea } from './tea.ts'

type Scene = {
  draw: (art: Art) => string
  /** The backdrop's top and bottom colours. */
  backdrop: readonly [Hsl, Hsl]
}

const SAND: readonly [Hsl, Hsl] = [
  [38, 45, 93],
  [32, 35, 80],
]
const CREAM: readonly [Hsl, Hsl] = [
  [44, 40, 94],
  [38, 28, 82],
]
const BLUSH: readonly [Hsl, Hsl] = [
  [20, 40, 94],
  [15, 25, 83],
]
const SAGE: readonly [Hsl, Hsl] = [
  [90, 18, 92],
  [80, 12, 80],
]
const MIST: readonly [Hsl, Hsl] = [
  [210, 20, 94],
  [215, 14, 80],
]
const STONE: readonly [Hsl, Hsl] = [
  [30, 12, 93],
  [30, 8, 80],
]

const SCENES: Record<ArtMotif, Scene> = {
  saffron: { draw: saffron, backdrop: CREAM },
  nuts: { draw: nuts, backdrop: SAGE },
  dates: { draw: dates, backdrop: SAND },
  'dried-fruit': { draw: driedFruits, backdrop: BLUSH },
  carpet: { draw: carpet, backdrop: STONE },
  tile: { draw: tile, backdrop: STONE },
  stone: { draw: stone, backdrop: SAND },
  textile: { draw: textile, backdrop: CREAM },
  bitumen: { draw: bitumen, backdrop: MIST },
  petrochemical: { draw: petrochemical, backdrop: MIST },
  steel: { draw: steel, backdrop: MIST },
  copper: { draw: copper, backdrop: STONE },
  tea: { draw: tea, backdrop: BLUSH },
  herbs: { draw: herbs, backdrop: SAGE },
  spice: { draw: spice, backdrop: SAND },
}

const isArtMotif = (motif: string): motif is ArtMotif => (ART_MOTIFS as readonly string[]).includes(motif)

/**
 * An SVG picture (1200×900, 4:3) of a product of the given motif, varied deterministically by
 * `seed`; null when the demo has no such motif.
 */
export function drawDemoArt(motif: string, seed: string): string | null {
  if (!isArtMotif(motif)) return null
  const hash = hashString(`${motif}\u0000${seed}`)
  const rng = new Rng(hash)
  const art = new Art(`pa${hash.toString(36)}`, rng)
  const scene = SCENES[motif]
  const [top, bottom] = scene.backdrop
  const body = scene.draw(art)
  return art.svg(vary(rng, top, 8, 1.5), vary(rng, bottom, 8, 2), body)
}
