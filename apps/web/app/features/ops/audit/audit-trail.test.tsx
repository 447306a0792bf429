// @vitest-environment happy-dom
import type { Lang } from '@caravanserai/contracts/languages'
import type { AuditEvent } from '@caravanserai/contracts/ops-audit'
import { screen, within } from '@testing-library/react'
import { describe, expect, test } from 'vitest'
import { formatPrice } from '../../../lib/format.ts'
import { aSessionUser } from '../../../testing/factories.ts'
import type { Answers } from '../../../testing/fake-api.ts'
import { renderPage } from '../../../testing/render-page.tsx'
import { AdminOnly } from '../console/admin-only.tsx'
import { AuditTrail } from './audit-trail.tsx'

const admin = aSessionUser()
const quote: AuditEvent = {
  id: 9,
  actor: { id: 3, email: 'anna@caravanserai.example' },
  action: 'order.quote',
  object_type: 'order',
  object_id: 5,
  object_label: 'CS-2026-0005',
  changes: {
    shipping_price: { before: null, after: '1250.00' },
    status: { before: 'pending_shipping', after: 'pending_approval' },
  },
  created_at: '2026-11-20T09:30:00Z',
}
const seller: AuditEvent = {
  ...quote,
  id: 8,
  action: 'seller.bank_account_saved',
  object_type: 'seller',
  object_id: 1,
  object_label: 'EUR',
  changes: {
    'bank_accounts.EUR': { before: null, after: { beneficiary: 'Caravanserai LLC', notes: 'x'.repeat(120) } },
  },
}
const page = (results: AuditEvent[], count = results.length) => ({
  body: { count, next: null, previous: null, results },
})

function renderTrail(
  path: string,
  answers: Answers = {},
  { lang = 'en', role = 'admin' }: { lang?: Lang; role?: 'admin' | 'operator' } = {},
) {
  return renderPage(
    <AdminOnly>
      <AuditTrail lang={lang} />
    </AdminOnly>,
    {
      lang,
      path,
      outletContext: { operator: admin, role },
      answers: {
        'GET /ops/audit/': page([quote, seller], 120),
        'GET /ops/audit/actors/': { body: [{ id: 3, email: 'anna@caravanserai.example' }] },
        ...answers,
      },
    },
  )
}

describe('the audit trail', () => {
  test('lists each change: when, who, the action in words, the object linked and each field before and after', async () => {
    renderTrail('/ops/audit')
    const list = await screen.findByRole('list', { name: 'Changes, newest first' })
    const [first, second] = within(list).getAllByRole('listitem')
    expect(within(first!).getByText('Quoted shipping')).toBeTruthy()
    expect(within(first!).getByText('anna@caravanserai.example')).toBeTruthy()
    expect(within(first!).getByRole('link', { name: 'CS-2026-0005' }).getAttribute('href')).toBe(
      '/en/ops/orders/5',
    )
    expect(within(first!).getByText('Shipping price')).toBeTruthy()
    expect(within(first!).getByText('$1,250.00')).toBeTruthy()
    expect(within(first!).getByText('Awaiting quote')).toBeTruthy()
    expect(within(first!).getByText('Awaiting approval')).toBeTruthy()
    // A seller has no page of its own; a long value is cut, the whole behind an expander.
    expect(within(second!).queryByRole('link')).toBeNull()
    expect(within(second!).getByText('Saved a bank account')).toBeTruthy()
    expect(within(second!).getByText('Account in EUR')).toBeTruthy()
    expect(within(second!).getByText('Show all')).toBeTruthy()
    expect(screen.getByRole('status').textContent).toBe('120 changes')
    expect(screen.getByRole('navigation', { name: /pagination|pages/i })).toBeTruthy()
  })

  test('reads its filters from the address and applies new ones there', async () => {
    const { requests, user, router } = renderTrail('/ops/audit?action=order.quote&object_id=5&page=2')
    await screen.findByText('CS-2026-0005')
    const sent = requests.find((r) => r.path === '/ops/audit/')!
    expect(Object.fromEntries(sent.query)).toMatchObject({ action: 'order.quote', object_id: '5', page: '2' })
    expect((screen.getByLabelText('Action') as HTMLSelectElement).value).toBe('order.quote')

    await screen.findByRole('option', { name: 'anna@caravanserai.example' })
    await user.selectOptions(screen.getByLabelText('Person'), '3')
    await user.selectOptions(screen.getByLabelText('Action'), 'product.update')
    await user.clear(screen.getByLabelText('Object number'))
    await user.click(screen.getByRole('button', { name: 'Apply' }))
    expect(router.state.location.search).toBe('?actor=3&action=product.update')
    await user.click(screen.getByRole('button', { name: 'Clear filters' }))
    expect(router.state.location.search).toBe('')
  })

  test('groups the actions by what they are about', async () => {
    renderTrail('/ops/audit')
    const group = await screen.findByRole('group', { name: 'Request for quotation' })
    expect(
      within(group)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Made an offer', 'Declined the request'])
  })

  test("in Russian: each field and status in the operator's words, none as the API wrote it", async () => {
    renderTrail('/ops/audit', {}, { lang: 'ru' })
    const list = await screen.findByRole('list', { name: 'Изменения, сначала новые' })
    const [first] = within(list).getAllByRole('listitem')
    const changes = within(first!).getByLabelText('Изменённые поля')
    expect(within(changes).getByText('Стоимость доставки')).toBeTruthy()
    expect(within(changes).getByText('Статус')).toBeTruthy()
    expect(within(changes).getByText('Ждёт расчёта')).toBeTruthy()
    expect(within(changes).getByText('Ждёт подтверждения')).toBeTruthy()
    expect(changes.textContent).not.toMatch(/shipping_price|pending_|status/)
  })

  test('in Persian: right to left, dates and money in Persian digits', async () => {
    renderTrail('/ops/audit', {}, { lang: 'fa' })
    expect(await screen.findByText(formatPrice('fa', 1250))).toBeTruthy()
    expect(screen.getAllByText('هزینهٔ ارسال را اعلام کرد')).toHaveLength(2)
    expect(document.documentElement.dir).toBe('rtl')
    expect(screen.getAllByText(/۲۰۲۶|۱۴۰۵/).length).toBeGreaterThan(0)
  })

  test('is for admins: an operator is told so and nothing is asked of the API', async () => {
    const { requests } = renderTrail('/ops/audit', {}, { role: 'operator' })
    expect(await screen.findByText(/admin/i)).toBeTruthy()
    expect(requests).toEqual([])
  })
})
