import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { expect, test } from 'vitest'

const SEED_DIR = path.dirname(fileURLToPath(import.meta.url))
const MODULES_DIR = path.join(SEED_DIR, '../../modules')
/** The one seed file the runtime may use: the drawing behind /media/art/. */
const ART_ENTRY = path.join(SEED_DIR, 'demo/art/draw-demo-art.ts')

/** Every module specifier a file names, in static imports, re-exports and dynamic imports. */
function specifiersOf(source: string): string[] {
  const found = source.matchAll(/(?:\bfrom\s*|\bimport\s*\(\s*|^\s*import\s+)['"]([^'"]+)['"]/gm)
  return [...found].map((match) => match[1]!)
}

function runtimeFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name)
    if (entry.isDirectory()) return runtimeFiles(file)
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : []
  })
}

// Tests may seed the demo catalogue; the running modules must not depend on how it is made.
test('runtime modules reach into the seed only through the demo art drawing', () => {
  const files = runtimeFiles(MODULES_DIR)
  expect(files.length).toBeGreaterThan(20)
  const crossings = files.flatMap((file) =>
    specifiersOf(fs.readFileSync(file, 'utf8'))
      .filter((specifier) => specifier.startsWith('.'))
      .map((specifier) => path.resolve(path.dirname(file), specifier))
      .filter((target) => target.startsWith(`${SEED_DIR}${path.sep}`) && target !== ART_ENTRY)
      .map((target) => `${path.relative(MODULES_DIR, file)} → ${path.relative(SEED_DIR, target)}`),
  )
  expect(crossings).toEqual([])
})

test('the seed scan sees static, type-only, re-exported and dynamic imports', () => {
  const source = [
    "import { a } from '../../db/seed/seed-demo.ts'",
    "import type { B } from '../../db/seed/demo/types.ts'",
    "export { c } from './c.ts'",
    "const d = await import('./d.ts')",
    "import './side-effect.ts'",
  ].join('\n')
  expect(specifiersOf(source)).toEqual([
    '../../db/seed/seed-demo.ts',
    '../../db/seed/demo/types.ts',
    './c.ts',
    './d.ts',
    './side-effect.ts',
  ])
})
