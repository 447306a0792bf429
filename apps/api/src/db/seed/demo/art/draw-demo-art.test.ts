import { expect, test } from 'vitest'
import { ART_MOTIFS } from '../types.ts'
import { drawDemoArt } from './draw-demo-art.ts'

/** The drawing of a motif the demo has. */
function productArtSvg(motif: string, seed: string): string {
  const svg = drawDemoArt(motif, seed)
  if (svg === null) throw new Error(`no drawing for ${motif}`)
  return svg
}

/** Checks that tags nest properly, returning the first problem or null. */
function tagProblem(svg: string): string | null {
  const stack: string[] = []
  for (const match of svg.matchAll(/<(\/?)([a-zA-Z][\w:-]*)((?:[^>"']|"[^"]*"|'[^']*')*?)(\/?)>/g)) {
    const [, closing, name, , selfClosing] = match
    if (selfClosing) continue
    if (!closing) stack.push(name!)
    else if (stack.pop() !== name) return `unexpected </${name}>`
  }
  return stack.length === 0 ? null : `unclosed <${stack.at(-1)}>`
}

test.each(ART_MOTIFS)('%s gives a well-formed 1200×900 SVG', (motif) => {
  const svg = productArtSvg(motif, 'product-1')
  expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg" ')).toBe(true)
  expect(svg.endsWith('</svg>')).toBe(true)
  expect(svg).toContain('width="1200" height="900" viewBox="0 0 1200 900"')
  expect(tagProblem(svg)).toBeNull()
  expect(svg).not.toMatch(/NaN|undefined|Infinity/)
  for (const banned of ['<image', '<text', 'href=', '<script', '<foreignObject', 'url(http']) {
    expect(svg).not.toContain(banned)
  }
})

test.each(ART_MOTIFS)('%s has unique ids and refers only to its own definitions', (motif) => {
  const svg = productArtSvg(motif, 'product-2')
  const ids = [...svg.matchAll(/ id="([^"]+)"/g)].map((m) => m[1])
  expect(new Set(ids).size).toBe(ids.length)
  for (const [, ref] of svg.matchAll(/url\(#([^)]+)\)/g)) expect(ids).toContain(ref)
})

/** The drawing without its id prefix (which alone already differs between seeds). */
const drawing = (svg: string) => svg.replaceAll(/pa[0-9a-z]+-/g, '')

test.each(ART_MOTIFS)('%s is deterministic for a seed and differs between seeds', (motif) => {
  const a = productArtSvg(motif, 'saffron-sargol-1kg')
  expect(productArtSvg(motif, 'saffron-sargol-1kg')).toBe(a)
  for (const seed of ['b', 'c', 'd']) expect(drawing(productArtSvg(motif, seed))).not.toBe(drawing(a))
})

test('motifs look different from each other for the same seed', () => {
  const svgs = ART_MOTIFS.map((motif) => drawing(productArtSvg(motif, 'same-seed')))
  expect(new Set(svgs).size).toBe(ART_MOTIFS.length)
})

test('draws nothing for a motif the demo does not have', () => {
  for (const motif of ['unicorn', '', 'saffron-', 'toString']) expect(drawDemoArt(motif, 'x')).toBeNull()
})
