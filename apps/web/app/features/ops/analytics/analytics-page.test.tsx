// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react'
import { expect, test } from 'vitest'
import { aSessionUser } from '../../../testing/factories.ts'
import { renderPage } from '../../../testing/render-page.tsx'
import { aReport, aRouteReport } from './analytics-fixtures.ts'
import { AnalyticsPage } from './analytics-page.tsx'
import { OpsOverview } from './ops-overview.tsx'

const TODAY = new Date('2026-03-18T12:00:00Z')
const answers = {
  'GET /ops/analytics/': { body: aReport() },
  'GET /ops/analytics/shipments/': { body: aRouteReport() },
}
/** The calls for the report itself (the routes' figures are asked for beside it). */
const reportCalls = <R extends { path: string }>(requests: R[]) =>
  requests.filter((r) => r.path === '/ops/analytics/')
const context = { outletContext: { operator: aSessionUser(), role: 'operator' } }

test('asks for the period and destination in the address and draws every block as a named image', async () => {
  const { requests } = renderPage(<AnalyticsPage lang="en" today={TODAY} />, {
    path: '/ops/analytics?period=custom&from=2026-01-01&to=2026-03-18&destination=3',
    answers,
    ...context,
  })
  const weekly = await screen.findByRole('img', {
    name: /^Orders per week: 18 over 4 weeks; the busiest week began Mar 16, with 12\.$/,
  })
  expect(weekly.querySelector('title')?.textContent).toBe(weekly.getAttribute('aria-label'))
  expect(screen.getByRole('img', { name: 'Revenue by month: $1,250.50 over 2 months.' })).toBeTruthy()
  expect(screen.getByRole('img', { name: /the largest is Armenia — Meghri with \$1,000\.00/ })).toBeTruthy()
  expect(
    screen.getByRole('img', {
      name: 'Filled a cart: 40 (100%); Requested shipping: 20 (50%); Approved the quote: 10 (25%); Completed the order: 4 (10%)',
    }),
  ).toBeTruthy()
  expect(screen.getByText('26.5 h')).toBeTruthy()
  expect(screen.getByText('No order took this step in the period.')).toBeTruthy()
  expect(Object.fromEntries(reportCalls(requests)[0]!.query)).toEqual({
    from: '2026-01-01',
    to: '2026-03-18',
    destination: '3',
  })
  // Visible axis labels and a legend naming every status.
  expect(within(weekly).getByText('Mar 16')).toBeTruthy()
  expect(screen.getAllByText('Awaiting shipping quote').length).toBeGreaterThan(0)
})

test('"Show as table" gives the same numbers as a table with a caption and headers', async () => {
  const { user } = renderPage(<AnalyticsPage lang="en" today={TODAY} />, {
    path: '/ops/analytics',
    answers,
    ...context,
  })
  const section = (await screen.findByRole('heading', { name: 'Orders per week' })).closest('section')!
  await user.click(within(section).getByRole('button', { name: 'Show as table' }))
  expect(within(section).getByRole('button', { name: 'Show as table' }).getAttribute('aria-pressed')).toBe(
    'true',
  )
  const table = within(section).getByRole('table', { name: 'Orders requested per week, by status now' })
  expect(within(table).getByRole('columnheader', { name: 'Processing' }).getAttribute('scope')).toBe('col')
  const row = within(table).getByRole('rowheader', { name: 'Mar 16' }).closest('tr')!
  expect([...row.querySelectorAll('td')].map((c) => c.textContent)).toEqual([
    '5',
    '0',
    '7',
    '0',
    '0',
    '0',
    '0',
    '12',
  ])
  expect(within(section).queryByRole('img')).toBeNull()
  const products = screen.getByRole('heading', { name: 'Top 10 products' }).closest('section')!
  await user.click(within(products).getByRole('button', { name: 'Show as table' }))
  expect(within(products).getByRole('rowheader', { name: 'Not in the catalogue' })).toBeTruthy()
})

test('in Persian the weeks run right to left and the numbers are written in Persian digits', async () => {
  const { user } = renderPage(<AnalyticsPage lang="fa" today={TODAY} />, {
    lang: 'fa',
    path: '/ops/analytics',
    answers,
    ...context,
  })
  const weekly = await screen.findByRole('img', { name: /^سفارش‌ها در هر هفته: ۱۸ در ۴ هفته/ })
  const first = weekly.querySelector('rect[fill="#009E73"]')!
  const last = weekly.querySelector('rect[fill="#E69F00"]')!
  // The first week (its completed orders) is drawn to the right of the last (awaiting a quote).
  expect(Number(first.getAttribute('x'))).toBeGreaterThan(Number(last.getAttribute('x')))
  const section = weekly.closest('section')!
  await user.click(within(section).getByRole('button', { name: 'نمایش به‌صورت جدول' }))
  expect(within(section).getByRole('cell', { name: '۱۲' })).toBeTruthy()
})

test('presets keep the destination; a reversed custom period is refused before it is asked for', async () => {
  const { user, requests } = renderPage(<AnalyticsPage lang="en" today={TODAY} />, {
    path: '/ops/analytics?destination=4',
    answers,
    ...context,
  })
  await screen.findByRole('img', { name: /^Orders per week/ })
  expect(screen.getByRole('link', { name: '12 weeks' }).getAttribute('aria-current')).toBe('page')
  expect(screen.getByRole('link', { name: '4 weeks' }).getAttribute('href')).toBe(
    '/en/ops/analytics?period=4w&destination=4',
  )
  expect(Object.fromEntries(reportCalls(requests)[0]!.query)).toEqual({
    from: '2025-12-29',
    to: '2026-03-18',
    destination: '4',
  })
  const destination = screen.getByRole('combobox', { name: 'Destination' })
  expect(
    within(destination)
      .getAllByRole('option')
      .map((o) => o.textContent),
  ).toEqual(['All destinations', 'Armenia — Meghri', 'Iran — Bandar Abbas', 'Georgia — Poti'])
  const from = screen.getByLabelText('From')
  await user.clear(from)
  await user.type(from, '2026-04-01')
  await user.click(screen.getByRole('button', { name: 'Show' }))
  expect((await screen.findByRole('alert')).textContent).toBe(
    'The period must end on or after the day it starts.',
  )
  expect(reportCalls(requests)).toHaveLength(1)
})

test('the console opens on this week’s orders and key numbers, with the ways on', async () => {
  const { requests } = renderPage(<OpsOverview lang="en" today={TODAY} />, {
    path: '/ops',
    answers,
    ...context,
  })
  expect(await screen.findByText('Orders this week')).toBeTruthy()
  const term = (name: string) => screen.getByText(name).nextElementSibling?.textContent
  expect(term('Orders this week')).toBe('12')
  expect(term('This week’s, awaiting a shipping quote')).toBe('5')
  expect(term('Revenue, last 4 weeks')).toBe('$1,250.50')
  expect(term('Median time to quote')).toBe('26.5 h')
  expect(screen.getByRole('heading', { name: 'Orders, last 4 weeks' })).toBeTruthy()
  expect(screen.getByRole('link', { name: 'Full analytics' }).getAttribute('href')).toBe('/en/ops/analytics')
  expect(screen.getByRole('link', { name: 'Order queue' }).getAttribute('href')).toBe('/en/ops/orders')
  expect(Object.fromEntries(reportCalls(requests)[0]!.query)).toEqual({
    from: '2026-02-23',
    to: '2026-03-18',
  })
})
