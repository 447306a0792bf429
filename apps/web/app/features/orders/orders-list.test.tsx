// @vitest-environment happy-dom
import type { CompanyMember } from '@caravanserai/contracts/companies'
import { screen, waitFor } from '@testing-library/react'
import { describe, expect, test } from 'vitest'
import { anOrder, aSessionUser } from '../../testing/factories.ts'
import type { SentRequest } from '../../testing/fake-api.ts'
import { renderPage } from '../../testing/render-page.tsx'
import { OrdersList } from './orders-list.tsx'

const person = (user_id: number, name: string): CompanyMember => ({
  user_id,
  name,
  email: `${name.split(' ')[0]!.toLowerCase()}@ararat.example`,
  role: 'buyer',
  monthly_limit: null,
  joined_at: '2026-01-10T09:00:00Z',
})

const orders = (request: SentRequest) => {
  const by = request.query.get('placed_by')
  const results = by === '6' ? [] : [anOrder({ placed_by: { id: 5, name: 'Aram Petrosyan' } })]
  return { body: { count: results.length, next: null, previous: null, results } }
}

function renderList(members: CompanyMember[], path = '/orders', lang: 'en' | 'fa' = 'en') {
  return renderPage(<OrdersList lang={lang} user={aSessionUser()} />, {
    lang,
    path,
    answers: { 'GET /orders/list/': orders, 'GET /company/members/': { body: { results: members } } },
  })
}

describe('the company’s orders by person', () => {
  test('a company of several people filters by who placed each order, kept in the address', async () => {
    const { user, requests, router } = renderList([person(5, 'Aram Petrosyan'), person(6, 'Anna Sargsyan')])
    const select = await screen.findByRole('combobox', { name: 'Placed by' })
    expect(await screen.findByText('by \u2068Aram Petrosyan\u2069')).toBeTruthy()
    await user.selectOptions(select, 'Anna Sargsyan')
    expect(router.state.location.search).toBe('?by=6')
    await waitFor(() => expect(requests.at(-1)?.query.get('placed_by')).toBe('6'))
    expect(await screen.findByText('No orders placed by this person.')).toBeTruthy()
    await user.selectOptions(screen.getByRole('combobox', { name: 'Placed by' }), 'Everyone')
    expect(router.state.location.search).toBe('')
  })

  test('a company of one shows no filter and names no one', async () => {
    renderList([person(5, 'Aram Petrosyan')])
    expect(await screen.findByRole('link', { name: /CS-2026-0077/ })).toBeTruthy()
    expect(screen.queryByRole('combobox')).toBeNull()
    expect(screen.queryByText(/Aram Petrosyan/)).toBeNull()
  })

  test('the person is read from the address, in Persian too', async () => {
    const { requests } = renderList(
      [person(5, 'Aram Petrosyan'), person(6, 'Anna Sargsyan')],
      '/orders?by=6',
      'fa',
    )
    expect(await screen.findByRole('combobox', { name: 'ثبت‌کننده' })).toBeTruthy()
    expect(requests.find((r) => r.path === '/orders/list/')?.query.get('placed_by')).toBe('6')
  })
})
