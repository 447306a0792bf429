import { describe, expect, it } from 'vitest'
import { avifSrcSet } from './picture.tsx'

describe('avifSrcSet', () => {
  it('names the AVIF rendition of every WebP candidate from /media', () => {
    expect(avifSrcSet('/media/art/saffron/a-v0-320.webp 320w, /media/art/saffron/a-v0-640.webp 640w')).toBe(
      '/media/art/saffron/a-v0-320.avif 320w, /media/art/saffron/a-v0-640.avif 640w',
    )
    expect(avifSrcSet('/media/uploads/0123abcd-960.webp')).toBe('/media/uploads/0123abcd-960.avif')
  })

  it('leaves pictures from elsewhere, the placeholder and an empty srcset alone', () => {
    expect(avifSrcSet(undefined)).toBeUndefined()
    expect(avifSrcSet('')).toBeUndefined()
    expect(avifSrcSet('/placeholder-product.svg 400w')).toBeUndefined()
    expect(avifSrcSet('https://cdn.example/a.webp 320w')).toBeUndefined()
    expect(avifSrcSet('/media/a-320.webp 320w, https://cdn.example/b.webp 640w')).toBeUndefined()
  })
})
