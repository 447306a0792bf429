// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react'
import { expect, test } from 'vitest'
import { aSessionUser } from '../../../testing/factories.ts'
import { renderPage } from '../../../testing/render-page.tsx'
import { anRfq, anRfqOffer } from '../../../testing/rfq-factories.ts'
import { RfqQueue } from './rfq-queue.tsx'

test('the queue lists the requests at the status in the address, with who asked for what and how much', async () => {
  const rows = [
    anRfq({ buyer: { id: 9, name: 'Ani Hakobyan', email: 'ani@example.com', company: 'Ararat Foods' } }),
    anRfq({
      id: 22,
      rfq_number: 'RFQ-2026-0022',
      title: 'Dried apricots',
      product: null,
      product_variation: null,
      category: null,
      quantity: 2.5,
      unit: 'tonne',
      needed_by: null,
      buyer: { id: 10, name: 'Reza Karimi', email: 'reza@example.com', company: '' },
    }),
  ]
  const { requests } = renderPage(<RfqQueue lang="en" />, {
    path: '/ops/rfqs?status=open&page=2',
    outletContext: { operator: aSessionUser() },
    answers: { 'GET /ops/rfqs/': { body: { count: 22, next: null, previous: null, results: rows } } },
  })

  const table = within(await screen.findByRole('table', { name: 'Quote requests, newest first' }))
  expect(table.getByRole('link', { name: 'RFQ-2026-0021' }).getAttribute('href')).toBe('/en/ops/rfqs/21')
  expect(table.getByText('Ararat Foods')).toBeTruthy()
  expect(table.getByText('500 pieces')).toBeTruthy()
  expect(table.getByText('2.5 tonnes')).toBeTruthy()
  expect(table.getByText('Not in the catalogue')).toBeTruthy()
  expect(screen.getByRole('heading', { level: 1, name: 'Waiting for an offer' })).toBeTruthy()
  expect(screen.getByRole('link', { name: 'Open', current: 'page' })).toBeTruthy()
  expect(screen.getByRole('link', { name: 'All requests' }).getAttribute('href')).toBe('/en/ops/rfqs')
  const [call] = requests
  expect(Object.fromEntries(call!.query)).toEqual({ status: 'open', page: '2', page_size: '20' })
})

test('an offered request says until when its offer holds, or that it has expired, in Russian', async () => {
  const rows = [
    anRfq({ status: 'offered', offer: anRfqOffer({ valid_until: '2026-12-15', expired: false }) }),
    anRfq({
      id: 22,
      rfq_number: 'RFQ-2026-0022',
      status: 'offered',
      offer: anRfqOffer({ id: 42, valid_until: '2026-11-01', expired: true }),
    }),
  ]
  renderPage(<RfqQueue lang="ru" />, {
    lang: 'ru',
    path: '/ops/rfqs?status=offered',
    outletContext: { operator: aSessionUser() },
    answers: { 'GET /ops/rfqs/': { body: { count: 2, next: null, previous: null, results: rows } } },
  })

  const table = within(await screen.findByRole('table'))
  const [standing, lapsed] = table.getAllByRole('row').slice(1)
  expect(within(standing!).getByText('Действует до 15 дек. 2026 г.')).toBeTruthy()
  expect(within(standing!).queryByText('Срок истёк')).toBeNull()
  expect(within(lapsed!).getByText('Срок истёк')).toBeTruthy()
})
