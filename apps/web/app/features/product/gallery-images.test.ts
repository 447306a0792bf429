import type { ProductDetail } from '@caravanserai/contracts/catalog'
import { expect, test } from 'vitest'
import { galleryImages, isLocalHostUrl } from './gallery-images.ts'

test('recognises local-host image addresses', () => {
  expect(isLocalHostUrl('http://localhost:8000/media/a.jpg')).toBe(true)
  expect(isLocalHostUrl('http://127.0.0.1/a.jpg')).toBe(true)
  expect(isLocalHostUrl('/media/a.webp')).toBe(false)
  expect(isLocalHostUrl('https://localhost.example.com/a.jpg')).toBe(false)
})

test('replaces local-host images with the placeholder and falls back to it without images', () => {
  const image = (photo: string) => ({
    id: 1,
    photo,
    width: 1200,
    height: 900,
    alt: '',
    srcset: `${photo} 1200w`,
  })
  const product = {
    name: 'Saffron',
    product_variations: [
      { id: 1, images: [image('/media/a.webp'), image('http://localhost:8000/b.jpg')] },
      { id: 2, images: [] },
    ],
  } as unknown as ProductDetail
  expect(galleryImages(product, 1).map((i) => i.src)).toEqual(['/media/a.webp', '/placeholder-product.svg'])
  expect(galleryImages(product, 2).map((i) => i.src)).toEqual(['/media/a.webp', '/placeholder-product.svg'])
  expect(galleryImages({ ...product, product_variations: [] }, undefined)[0]?.src).toBe(
    '/placeholder-product.svg',
  )
})
