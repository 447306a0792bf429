import { describe, expect, test } from 'vitest'
import { movedOrder } from './variation-images.tsx'

const images = [{ id: 4 }, { id: 9 }, { id: 2 }]

describe('reordering a variation’s pictures', () => {
  test('moves one picture a place earlier or later, keeping the others in order', () => {
    expect(movedOrder(images, 1, -1)).toEqual([9, 4, 2])
    expect(movedOrder(images, 1, 1)).toEqual([4, 2, 9])
  })

  test('leaves the order as it is at either end', () => {
    expect(movedOrder(images, 0, -1)).toEqual([4, 9, 2])
    expect(movedOrder(images, 2, 1)).toEqual([4, 9, 2])
  })
})
