// @vitest-environment happy-dom
import type { Payout, PayoutListResponse, SupplierBalances } from '@caravanserai/contracts/ops-escrow'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, test } from 'vitest'
import { aSessionUser } from '../../../testing/factories.ts'
import type { Answers } from '../../../testing/fake-api.ts'
import { renderPage } from '../../../testing/render-page.tsx'
import { localDay } from '../console/transfer-form.ts'
import { PayoutsPage } from './payouts-page.tsx'

const balances: SupplierBalances = {
  results: [
    {
      producer: { id: 3, name: 'Ararat Orchards' },
      currency: 'USD',
      released: 1200,
      paid_out: 400,
      owed: 800,
    },
    { producer: { id: 5, name: 'Sevan Fisheries' }, currency: 'USD', released: 300, paid_out: 300, owed: 0 },
  ],
  held: 2450.75,
  kept: 310.5,
  by_currency: [{ currency: 'USD', held: 2450.75, kept: 310.5 }],
}

function aPayout(id: number, fields: Partial<Payout> = {}): Payout {
  return {
    id,
    producer: { id: 3, name: 'Ararat Orchards' },
    currency: 'USD',
    amount: 400,
    paid_on: '2026-11-28',
    bank_reference: 'FT2633200007',
    recorded_by: 'Narek Petrosyan',
    created_at: '2026-11-28T12:00:00Z',
    ...fields,
  }
}
const history = (results: Payout[], count = results.length): PayoutListResponse => ({
  count,
  next: null,
  previous: null,
  results,
})

function renderPayouts(path = '/ops/payouts', answers: Answers = {}, lang: 'en' | 'fa' = 'en') {
  const page = renderPage(<PayoutsPage lang={lang} />, {
    lang,
    path,
    outletContext: { operator: aSessionUser() },
    answers: {
      'GET /ops/payouts/balances/': { body: balances },
      'GET /ops/payouts/': { body: history([aPayout(1)]) },
      ...answers,
    },
  })
  const writes = () => page.requests.filter((r) => r.method !== 'GET')
  return { ...page, writes }
}

describe('the payouts page', () => {
  test('shows what is held and kept, each supplier’s balance, and the payouts made', async () => {
    renderPayouts()
    const table = await screen.findByRole('table', { name: 'Suppliers, the most owed first' })
    expect(screen.getByText('Held for orders').nextSibling?.textContent).toBe('$2,450.75')
    expect(screen.getByText('Kept by the shop').nextSibling?.textContent).toBe('$310.50')
    const [, ararat, sevan] = within(table).getAllByRole('row')
    expect(
      within(ararat!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['$1,200.00', '$400.00', '$800.00', 'Record payout'])
    expect(within(sevan!).queryByRole('button')).toBeNull()
    expect(sevan!.textContent).toContain('Nothing owed')
    const payouts = await screen.findByRole('table', { name: 'Payouts, newest first' })
    expect(payouts.textContent).toContain('Nov 28, 2026')
    expect(payouts.textContent).toContain('FT2633200007')
    expect(payouts.textContent).toContain('Narek Petrosyan')
  })

  test('a payout starts at what is owed and may not exceed it', async () => {
    const { user, writes } = renderPayouts()
    await user.click(await screen.findByRole('button', { name: 'Record a payout to Ararat Orchards' }))
    const form = screen.getByRole('region', { name: 'Payout to Ararat Orchards' })
    const amount = within(form).getByRole('textbox', { name: 'Amount paid out' }) as HTMLInputElement
    expect(amount.value).toBe('800.00')
    expect((within(form).getByLabelText('Date the transfer left') as HTMLInputElement).value).toBe(
      localDay(new Date()),
    )
    await user.clear(amount)
    await user.type(amount, '800.01')
    await user.click(within(form).getByRole('button', { name: 'Review payout' }))
    expect(
      await within(form).findByRole('textbox', {
        name: 'Amount paid out',
        description: 'That is more than the $800.00 owed to this supplier.',
      }),
    ).toBeTruthy()
    expect(writes()).toEqual([])
  })

  test('records a payout after review, then reads the balances and the history again', async () => {
    let current = balances
    const { user, writes, requests } = renderPayouts('/ops/payouts', {
      'GET /ops/payouts/balances/': () => ({ body: current }),
      'POST /ops/payouts/': () => {
        current = {
          ...balances,
          results: [{ ...balances.results[0]!, paid_out: 900, owed: 300 }, balances.results[1]!],
        }
        return { status: 201, body: aPayout(2, { amount: 500, paid_on: '2026-11-27' }) }
      },
    })
    await user.click(await screen.findByRole('button', { name: 'Record a payout to Ararat Orchards' }))
    const form = screen.getByRole('region', { name: 'Payout to Ararat Orchards' })
    const amount = within(form).getByRole('textbox', { name: 'Amount paid out' })
    await user.clear(amount)
    await user.type(amount, '500')
    fireEvent.change(within(form).getByLabelText('Date the transfer left'), {
      target: { value: '2026-11-27' },
    })
    await user.type(within(form).getByRole('textbox', { name: /^Bank reference/ }), 'FT2633600099')
    await user.click(within(form).getByRole('button', { name: 'Review payout' }))

    const dialog = await screen.findByRole('alertdialog', { name: 'Record this payout?' })
    expect(dialog.textContent).toContain('$500.00 sent to Ararat Orchards on November 27, 2026')
    const historyReads = requests.filter((r) => r.path === '/ops/payouts/').length
    await user.click(within(dialog).getByRole('button', { name: 'Record payout' }))

    await waitFor(() => expect(writes()).toHaveLength(1))
    expect(writes()[0]?.body).toEqual({
      producer: 3,
      currency: 'USD',
      amount: 500,
      paid_on: '2026-11-27',
      bank_reference: 'FT2633600099',
    })
    const ararat = screen.getByRole('rowheader', { name: 'Ararat Orchards' }).closest('tr')!
    await waitFor(() =>
      expect(
        within(ararat)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ).toEqual(['$1,200.00', '$900.00', '$300.00', 'Record payout']),
    )
    expect(screen.queryByRole('region', { name: 'Payout to Ararat Orchards' })).toBeNull()
    expect(requests.filter((r) => r.path === '/ops/payouts/').length).toBeGreaterThan(historyReads)
  })

  test('filters the history by supplier and pages through it in the address', async () => {
    const { user, requests, router } = renderPayouts('/ops/payouts?producer=3&page=2', {
      'GET /ops/payouts/': { body: history([aPayout(1)], 45) },
    })
    await screen.findByRole('table', { name: 'Payouts, newest first' })
    const asked = requests.find((r) => r.path === '/ops/payouts/')!.query
    expect([asked.get('producer'), asked.get('page')]).toEqual(['3', '2'])
    expect(screen.getByRole('link', { name: 'Page 3' }).getAttribute('href')).toBe(
      '/en/ops/payouts?producer=3&page=3',
    )
    const supplier = (await screen.findByRole('combobox', { name: 'Supplier' })) as HTMLSelectElement
    await waitFor(() => expect(supplier.value).toBe('3'))
    await user.selectOptions(supplier, '')
    await user.click(screen.getByRole('button', { name: 'Show' }))
    await waitFor(() => expect(router.state.location.search).toBe(''))
  })

  test('reads right to left in Persian, with Persian digits', async () => {
    renderPayouts('/ops/payouts', {}, 'fa')
    const table = await screen.findByRole('table', { name: 'تأمین‌کنندگان، بیشترین طلب در ابتدا' })
    expect(document.documentElement.dir).toBe('rtl')
    expect(table.textContent).toContain('۸۰۰٫۰۰')
    expect(within(table).getByRole('button', { name: 'ثبت پرداخت به Ararat Orchards' })).toBeTruthy()
    expect(screen.getByText('نگه‌داشته‌شده برای سفارش‌ها')).toBeTruthy()
  })

  test('owed in euros as well: a row and totals per currency, and the payout sent in euros', async () => {
    const euros: SupplierBalances = {
      ...balances,
      results: [
        {
          producer: { id: 3, name: 'Ararat Orchards' },
          currency: 'EUR',
          released: 900,
          paid_out: 0,
          owed: 900,
        },
        ...balances.results,
      ],
      by_currency: [
        { currency: 'USD', held: 2450.75, kept: 310.5 },
        { currency: 'EUR', held: 516.04, kept: 0 },
      ],
    }
    const { user, writes } = renderPayouts('/ops/payouts', {
      'GET /ops/payouts/balances/': { body: euros },
      'POST /ops/payouts/': { status: 201, body: aPayout(2, { currency: 'EUR', amount: 900 }) },
    })
    const table = await screen.findByRole('table', { name: 'Suppliers, the most owed first' })
    const held = screen.getByText('Held for orders').parentElement!
    expect(
      within(held)
        .getAllByRole('definition')
        .map((dd) => dd.textContent),
    ).toContain('€516.04')
    const [, inEuros] = within(table).getAllByRole('row')
    expect(within(inEuros!).getAllByRole('cell')[2]?.textContent).toBe('€900.00')
    // The supplier is offered once in the history's filter, though owed in two currencies.
    expect(screen.getAllByRole('option', { name: 'Ararat Orchards' })).toHaveLength(1)

    await user.click(within(table).getByRole('button', { name: /Ararat Orchards \(EUR\)/ }))
    const amount = await screen.findByRole('textbox', { name: /\(EUR\)$/ })
    expect((amount as HTMLInputElement).value).toBe('900.00')
    await user.type(screen.getByRole('textbox', { name: /^Bank reference/ }), 'FT26EUR0001')
    await user.click(screen.getByRole('button', { name: 'Review payout' }))
    const dialog = await screen.findByRole('alertdialog')
    expect(dialog.textContent).toContain('€900.00')
    await user.click(within(dialog).getByRole('button', { name: 'Record payout' }))
    await waitFor(() => expect(writes()).toHaveLength(1))
    expect(writes()[0]?.body).toMatchObject({ producer: 3, currency: 'EUR', amount: 900 })
  })
})
