import { expect, test } from 'vitest'
import { opsMeta, opsPageMeta } from './ops-meta.ts'

test('console pages are titled under the console and never indexed', () => {
  const titles = {
    console: 'Operations console',
    orders: 'Orders',
    order: 'Order',
    taxonomy: 'Taxonomy',
    destinations: 'Destinations',
    messages: 'Contact messages',
    newsletter: 'Newsletter subscribers',
    brand: 'Caravanserai',
  }
  expect(opsMeta(titles, 'orders')).toEqual([
    { title: 'Orders | Operations console | Caravanserai' },
    { name: 'robots', content: 'noindex, nofollow' },
  ])
  expect(opsMeta(titles, 'console')[0]).toEqual({ title: 'Operations console | Caravanserai' })
  const matches = [{ id: 'root' }, { id: 'routes/ops/layout', data: { titles } }, undefined]
  expect(opsPageMeta(matches, 'newsletter')[0]).toEqual({
    title: 'Newsletter subscribers | Operations console | Caravanserai',
  })
})
