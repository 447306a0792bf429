import { carpetsCategory } from './catalog-carpets.ts'
import { datesCategory } from './catalog-dates.ts'
import { herbsTeasCategory } from './catalog-herbs-teas.ts'
import { metalsCategory } from './catalog-metals.ts'
import { nutsCategory } from './catalog-nuts.ts'
import { petrochemicalsCategory } from './catalog-petrochemicals.ts'
import { saffronCategory } from './catalog-saffron.ts'
import { textilesCategory } from './catalog-textiles.ts'
import { tilesStoneCategory } from './catalog-tiles-stone.ts'
import type { DemoCategory } from './types.ts'

/** The demo catalogue, category by category. */
export const DEMO_CATALOGUE: DemoCategory[] = [
  saffronCategory,
  nutsCategory,
  datesCategory,
  carpetsCategory,
  tilesStoneCategory,
  textilesCategory,
  petrochemicalsCategory,
  metalsCategory,
  herbsTeasCategory,
]
