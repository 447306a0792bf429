// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react'
import { expect, test } from 'vitest'
import { aSessionUser } from '../../../testing/factories.ts'
import { renderPage } from '../../../testing/render-page.tsx'
import { aRouteReport } from './analytics-fixtures.ts'
import { RouteAnalytics } from './route-analytics.tsx'

const filters = { period: 'custom', from: '2025-12-29', to: '2026-03-18', destination: 3 } as const
const answers = { 'GET /ops/analytics/shipments/': { body: aRouteReport() } }
const context = { outletContext: { operator: aSessionUser(), role: 'operator' } }
const cells = (row: HTMLElement) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent)

test('per route, the deliveries, the share on time and the median days against the typical, then per leg', async () => {
  const { requests } = renderPage(<RouteAnalytics lang="en" filters={filters} />, { answers, ...context })
  const routes = await screen.findByRole('table', { name: 'Shipments delivered in the period, by route' })
  const meghri = within(routes).getByRole('rowheader', { name: 'Armenia — Meghri' }).closest('tr')!
  expect(cells(meghri)).toEqual(['Armenia — Meghri', '8', '75%', '6.5', '5'])
  const poti = within(routes).getByRole('rowheader', { name: 'Georgia — Poti' }).closest('tr')!
  expect(cells(poti)).toEqual(['Georgia — Poti', '0', '—', '—', '—'])
  const legs = screen.getByRole('table', { name: 'Legs of the route to Armenia — Meghri' })
  expect(
    cells(within(legs).getByRole('rowheader', { name: 'Tehran → Nurduz/Meghri border' }).closest('tr')!),
  ).toEqual(['Tehran → Nurduz/Meghri border', '8', '3.5', '3'])
  expect(screen.queryByRole('table', { name: /Georgia — Poti/ })).toBeNull()
  expect(Object.fromEntries(requests[0]!.query)).toEqual({
    from: '2025-12-29',
    to: '2026-03-18',
    destination: '3',
  })
})

test('in Persian, writes the rate and the days in Persian digits', async () => {
  renderPage(<RouteAnalytics lang="fa" filters={filters} />, { lang: 'fa', answers, ...context })
  const meghri = (await screen.findByRole('rowheader', { name: 'Armenia — Meghri' })).closest('tr')!
  expect(cells(meghri)).toEqual(['Armenia — Meghri', '۸', '۷۵٪', '۶٫۵', '۵'])
})
