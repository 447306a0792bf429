// @vitest-environment happy-dom
import type { OpsClaim, OpsClaimListResponse } from '@caravanserai/contracts/ops-claims'
import { screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { aSessionUser } from '../../../testing/factories.ts'
import { renderPage } from '../../../testing/render-page.tsx'
import { ClaimQueue } from './claim-queue.tsx'

function anOpsClaim(id: number, fields: Partial<OpsClaim> = {}): OpsClaim {
  return {
    id,
    order_id: 70 + id,
    order_number: `CS-2026-00${70 + id}`,
    state: 'open',
    reason: 'damaged',
    remedy: 'partial_refund',
    description: 'Four jars arrived broken.',
    lines: [],
    files: [],
    opened_at: '2026-12-01T10:00:00Z',
    first_answered_at: null,
    resolved_at: null,
    resolution_note: null,
    refund_id: null,
    replacement_order: null,
    buyer: { id: 9, email: 'ani@ararat-foods.am', name: 'Ani Hakobyan' },
    held: 685.5,
    currency: 'USD',
    overdue: true,
    ...fields,
  }
}

const page = (results: OpsClaim[], count = results.length): OpsClaimListResponse => ({
  count,
  next: null,
  previous: null,
  results,
})

// Only the clock is pinned: the queries' timers run as they do.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(new Date('2026-12-03T15:30:00Z'))
})
afterEach(() => vi.useRealTimers())

function renderQueue(path: string, answer: OpsClaimListResponse, lang: 'en' | 'ru' | 'fa' = 'en') {
  return renderPage(<ClaimQueue lang={lang} />, {
    lang,
    path,
    outletContext: { operator: aSessionUser() },
    answers: { 'GET /ops/claims/': { body: answer } },
  })
}

describe('the claims queue', () => {
  test('says the hours promised in Russian with the plural the number takes', async () => {
    renderQueue('/ops/claims', page([anOpsClaim(1)]), 'ru')
    expect(await screen.findByText(/первый ответ в течение 48 часов после открытия/)).toBeTruthy()
    expect((await screen.findByText('Просрочена на 5 ч')).textContent).toBe('Просрочена на 5 ч')
  })

  test('lists open claims with order, buyer, reason, remedy, held, age and where each stands against the first answer', async () => {
    const { requests } = renderQueue(
      '/ops/claims',
      page([
        anOpsClaim(1),
        anOpsClaim(2, {
          reason: 'not_received',
          remedy: 'refund',
          opened_at: '2026-12-03T08:00:00Z',
          overdue: false,
          held: 110.4,
          currency: 'EUR',
          buyer: { id: 10, email: 'buyer@example.com', name: '' },
        }),
      ]),
    )
    const table = await screen.findByRole('table', { name: 'Open claims, the longest waiting first' })
    expect(screen.getByRole('heading', { level: 1, name: 'Open claims' })).toBeTruthy()
    expect(screen.getByText(/Each is to get a first answer within 48 hours of opening/)).toBeTruthy()
    expect(screen.getByText('2 claims')).toBeTruthy()
    const [, first, second] = within(table).getAllByRole('row')
    expect(within(first!).getByRole('link', { name: 'CS-2026-0071' }).getAttribute('href')).toBe(
      '/en/ops/orders/71',
    )
    expect(first!.textContent).toContain('Ani Hakobyan')
    expect(first!.textContent).toContain('Arrived damaged')
    expect(first!.textContent).toContain('Partial refund')
    expect(first!.textContent).toContain('$685.50')
    expect(first!.textContent).toContain('2 d 5 h')
    // Opened 53½ hours ago: 5½ past the 48 promised, said in words, and why to a screen reader.
    const overdue = within(first!).getByText('Overdue by 5 h')
    expect(overdue.parentElement!.textContent).toBe('Overdue by 5 hno answer within 48 hours')
    expect(second!.textContent).toContain('buyer@example.com')
    expect(second!.textContent).toContain('€110.40')
    expect(second!.textContent).not.toContain('$')
    expect(second!.textContent).toContain('Goods not received')
    expect(second!.textContent).toContain('7 h')
    expect(within(second!).getByText('1 d 16 h left to answer')).toBeTruthy()
    expect(second!.textContent).not.toContain('Overdue')
    const query = requests.find((r) => r.path === '/ops/claims/')!.query
    expect([query.get('state'), query.get('page')]).toEqual(['open', '1'])
  })

  test('filters by state and pages through the address', async () => {
    const { requests } = renderQueue(
      '/ops/claims?state=refunded&page=2',
      page([anOpsClaim(3, { state: 'refunded', overdue: false, resolved_at: '2026-12-02T11:00:00Z' })], 45),
    )
    expect(await screen.findByRole('heading', { level: 1, name: 'Claims refunded' })).toBeTruthy()
    const table = await screen.findByRole('table', { name: 'Claims in this state' })
    const query = requests.find((r) => r.path === '/ops/claims/')!.query
    expect([query.get('state'), query.get('page')]).toEqual(['refunded', '2'])
    const filter = screen.getByRole('navigation', { name: 'Filter by state' })
    const links = within(filter).getAllByRole('link')
    expect(links.map((link) => link.textContent)).toEqual(['Open', 'Rejected', 'Refunded', 'Replaced'])
    expect(within(filter).getByRole('link', { name: 'Refunded' }).getAttribute('aria-current')).toBe('page')
    expect(within(filter).getByRole('link', { name: 'Open' }).getAttribute('href')).toBe('/en/ops/claims')
    expect(within(table).getByRole('columnheader', { name: 'Resolved' })).toBeTruthy()
    expect(table.textContent).toContain('Dec 2, 2026')
    expect(screen.getByRole('link', { name: 'Page 3' }).getAttribute('href')).toBe(
      '/en/ops/claims?state=refunded&page=3',
    )
  })

  test('an answered claim is no longer counted against the first answer', async () => {
    renderQueue(
      '/ops/claims',
      page([anOpsClaim(1, { first_answered_at: '2026-12-01T12:00:00Z', overdue: false })]),
    )
    const table = await screen.findByRole('table', { name: 'Open claims, the longest waiting first' })
    expect(table.textContent).toContain('2 d 5 h')
    expect(table.textContent).toContain('first answer sent')
    expect(table.textContent).not.toContain('left to answer')
    expect(table.textContent).not.toContain('Overdue')
  })

  test('says when no claim is open', async () => {
    renderQueue('/ops/claims', page([]))
    expect(await screen.findByText('No open claims: nothing waits.')).toBeTruthy()
  })

  test('reads right to left in Persian, ages and the promise in Persian words and digits', async () => {
    renderQueue('/ops/claims', page([anOpsClaim(1)]), 'fa')
    const table = await screen.findByRole('table', { name: 'شکایت‌های باز، قدیمی‌ترین در ابتدا' })
    expect(document.documentElement.dir).toBe('rtl')
    expect(table.textContent).toContain('۲ روز و ۵ ساعت')
    expect(table.textContent).toContain('دیرکرد: ۵ ساعت')
    expect(screen.getByText(/ظرف ۴۸ ساعت پس از ثبت/)).toBeTruthy()
    expect(table.textContent).toContain('کالا آسیب‌دیده رسیده')
  })
})
