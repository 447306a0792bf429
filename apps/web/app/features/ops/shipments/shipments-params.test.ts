import { expect, test } from 'vitest'
import { shipmentApiQuery, shipmentFiltersFrom, shipmentSearchOf } from './shipments-params.ts'

test('reads the view, destination, search and page from the address, falling back on bad values', () => {
  expect(shipmentFiltersFrom(new URLSearchParams('view=late&destination=7&search=%20TRK%20&page=3'))).toEqual(
    {
      view: 'late',
      destination: 7,
      search: 'TRK',
      page: 3,
    },
  )
  expect(shipmentFiltersFrom(new URLSearchParams('view=lost&destination=x&page=-2'))).toEqual({
    view: 'in_transit',
    destination: null,
    search: '',
    page: 1,
  })
})

test('writes only what differs from the defaults, and asks the API for the same', () => {
  const filters = { view: 'delivered', destination: 7, search: '', page: 1 } as const
  expect(shipmentSearchOf(filters)).toBe('?view=delivered&destination=7')
  expect(shipmentSearchOf({ ...filters, view: 'in_transit', destination: null })).toBe('')
  expect(shipmentApiQuery({ ...filters, page: 2 })).toEqual({
    view: 'delivered',
    destination: 7,
    search: undefined,
    page: 2,
    page_size: 25,
  })
})
