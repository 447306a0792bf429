// Writes apps/web/app/fonts/vazirmatn-persian-wght.woff2: the variable Vazirmatn cut to the
// weights and the Persian ranges of apps/web/app/fonts/persian-subset.ts (decision 018). Run it again
// after changing the ranges or updating @fontsource-variable/vazirmatn:
//   npx tsx scripts/subset-persian-font.ts
import fs from 'node:fs'
import path from 'node:path'
import subsetFont from 'subset-font'
import { PERSIAN_RANGES, PERSIAN_WEIGHTS } from '../apps/web/app/fonts/persian-subset.ts'

const root = path.resolve(import.meta.dirname, '..')
const source = path.join(
  root,
  'node_modules/@fontsource-variable/vazirmatn/files/vazirmatn-arabic-wght-normal.woff2',
)
const target = path.join(root, 'apps/web/app/fonts/vazirmatn-persian-wght.woff2')

const text = PERSIAN_RANGES.flatMap(([from, to]) =>
  Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i)),
).join('')
const original = fs.readFileSync(source)
const subset = await subsetFont(original, text, {
  targetFormat: 'woff2',
  variationAxes: { wght: PERSIAN_WEIGHTS },
})
fs.writeFileSync(target, subset)
console.info(
  `${path.relative(root, target)}: ${subset.length} bytes (the whole Arabic file: ${original.length})`,
)
