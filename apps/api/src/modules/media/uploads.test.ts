import { describe, expect, test } from 'vitest'
import { sniffImageType } from './uploads.ts'

const bytes = (...parts: (string | number[])[]) =>
  Buffer.concat(parts.map((p) => (typeof p === 'string' ? Buffer.from(p, 'latin1') : Buffer.from(p))))
/** An ISO-BMFF file type box: size, 'ftyp', major brand, minor version, compatible brands. */
const ftyp = (major: string, ...compatible: string[]) => {
  const size = 16 + 4 * compatible.length
  return bytes([0, 0, 0, size], 'ftyp', major, [0, 0, 0, 0], compatible.join(''), 'more data after the box')
}

describe('the picture type a file announces', () => {
  test.each([
    ['JPEG', bytes([0xff, 0xd8, 0xff, 0xe0], 'JFIF'), 'jpeg'],
    ['PNG', bytes('\x89PNG\r\n\x1a\n', [0, 0, 0, 13], 'IHDR'), 'png'],
    ['WebP', bytes('RIFF', [0x24, 0, 0, 0], 'WEBPVP8 '), 'webp'],
    ['AVIF', ftyp('avif', 'mif1', 'miaf'), 'avif'],
    ['an AVIF sequence', ftyp('avis', 'msf1'), 'avif'],
    ['AVIF named only among the compatible brands', ftyp('mif1', 'miaf', 'avif'), 'avif'],
  ])('%s is recognised', (_, head, type) => {
    expect(sniffImageType(head)).toBe(type)
  })

  test.each([
    ['HEIC', ftyp('heic', 'mif1', 'heic')],
    ['an MP4 video', ftyp('isom', 'iso2', 'mp41')],
    ['a brand past the end of its box', bytes([0, 0, 0, 16], 'ftyp', 'mif1', [0, 0, 0, 0], 'avif')],
    ['SVG', bytes('<svg xmlns="http://www.w3.org/2000/svg"></svg>')],
    ['GIF', bytes('GIF89a', [1, 0, 1, 0])],
    ['a RIFF that is not WebP', bytes('RIFF', [0x24, 0, 0, 0], 'WAVEfmt ')],
    ['text', bytes('hello, this is not a picture')],
    ['nothing', bytes()],
  ])('%s is not accepted', (_, head) => {
    expect(sniffImageType(head)).toBeNull()
  })
})
