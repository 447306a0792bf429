// @vitest-environment happy-dom
import type { CurrenciesResponse } from '@caravanserai/contracts/currencies'
import type { RateEntry, RateHistoryResponse } from '@caravanserai/contracts/ops-currencies'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, test } from 'vitest'
import { aSessionUser } from '../../../testing/factories.ts'
import type { Answers } from '../../../testing/fake-api.ts'
import { renderPage } from '../../../testing/render-page.tsx'
import { localDay } from '../console/transfer-form.ts'
import { CurrenciesPage } from './currencies-page.tsx'

const inForce: CurrenciesResponse = {
  base: 'USD',
  currencies: [
    {
      code: 'USD',
      minor_units: 2,
      rate: { currency: 'USD', units_per_usd: '1.000000', effective_on: '2026-11-29' },
    },
    {
      code: 'AMD',
      minor_units: 2,
      rate: { currency: 'AMD', units_per_usd: '391.250000', effective_on: '2026-11-20' },
    },
    { code: 'AED', minor_units: 2, rate: null },
  ],
}

function anEntry(id: number, fields: Partial<RateEntry> = {}): RateEntry {
  return {
    id,
    currency: 'AMD',
    units_per_usd: '391.250000',
    effective_on: '2026-11-20',
    created_at: '2026-11-19T09:30:00Z',
    created_by: 'Narek Petrosyan',
    ...fields,
  }
}
const history = (results: RateEntry[], count = results.length): RateHistoryResponse => ({
  count,
  next: null,
  previous: null,
  results,
})

function renderCurrencies(path = '/ops/currencies', answers: Answers = {}, lang: 'en' | 'fa' = 'en') {
  const page = renderPage(<CurrenciesPage lang={lang} />, {
    lang,
    path,
    outletContext: { operator: aSessionUser(), role: 'operator' },
    answers: {
      'GET /currencies/': { body: inForce },
      'GET /ops/currencies/rates/': { body: history([anEntry(1)]) },
      ...answers,
    },
  })
  const writes = () => page.requests.filter((r) => r.method !== 'GET')
  return { ...page, writes }
}

const rowOf = (table: HTMLElement, code: string) =>
  within(table)
    .getByRole('rowheader', { name: new RegExp(`^${code}`) })
    .closest('tr')!

describe('the currency rates page', () => {
  test('shows each currency’s rate in force, and says where there is none yet', async () => {
    renderCurrencies()
    const table = await screen.findByRole('table', { name: 'Currencies and the rate each is shown at today' })
    expect(rowOf(table, 'AMD').textContent).toBe('AMDArmenian dram391.25Nov 20, 2026')
    expect(rowOf(table, 'USD').textContent).toContain('The catalogue’s currency')
    const aed = rowOf(table, 'AED')
    expect(aed.textContent).toContain('No rate yet')
    expect(aed.textContent).toContain('Until one is set, buyers who choose AED see prices in US dollars.')
  })

  test('says what is wrong with a rate in the operator’s terms, and sends nothing', async () => {
    const { user, writes } = renderCurrencies()
    const form = await screen.findByRole('region', { name: 'Set a rate' })
    const rate = within(form).getByRole('textbox', { name: 'Units per US dollar' })
    await user.click(within(form).getByRole('button', { name: 'Review rate' }))
    expect(
      await within(form).findByRole('combobox', {
        name: 'Currency',
        description: 'Choose the currency the rate is for.',
      }),
    ).toBeTruthy()
    expect(within(form).getByText('Enter how many units of the currency one US dollar buys.')).toBeTruthy()

    await user.type(rate, '391.1234567')
    await user.click(within(form).getByRole('button', { name: 'Review rate' }))
    expect(await within(form).findByText('Use at most 6 decimal places.')).toBeTruthy()
    await user.clear(rate)
    await user.type(rate, '0')
    await user.click(within(form).getByRole('button', { name: 'Review rate' }))
    expect(await within(form).findByText('The rate must be above zero.')).toBeTruthy()
    await user.clear(rate)
    await user.type(rate, 'abc')
    await user.click(within(form).getByRole('button', { name: 'Review rate' }))
    expect(await within(form).findByText('Enter a number, such as 391.25.')).toBeTruthy()
    expect(writes()).toEqual([])
  })

  test('sets a rate after review, from today unless told, then reads the rates again', async () => {
    let current = inForce
    const { user, writes, requests } = renderCurrencies('/ops/currencies', {
      'GET /currencies/': () => ({ body: current }),
      'POST /ops/currencies/rates/': () => {
        current = {
          ...inForce,
          currencies: inForce.currencies.map((row) =>
            row.code === 'AED'
              ? { ...row, rate: { currency: 'AED', units_per_usd: '3.672500', effective_on: '2026-12-01' } }
              : row,
          ),
        }
        return { status: 201, body: anEntry(2, { currency: 'AED', units_per_usd: '3.672500' }) }
      },
    })
    const form = await screen.findByRole('region', { name: 'Set a rate' })
    expect((within(form).getByLabelText('In force from') as HTMLInputElement).value).toBe(
      localDay(new Date()),
    )
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Currency' }), 'AED')
    await user.type(within(form).getByRole('textbox', { name: 'Units per US dollar' }), '3.6725')
    fireEvent.change(within(form).getByLabelText('In force from'), { target: { value: '2026-12-01' } })
    await user.click(within(form).getByRole('button', { name: 'Review rate' }))

    const dialog = await screen.findByRole('alertdialog', { name: 'Set this rate?' })
    expect(dialog.textContent).toContain('From December 1, 2026, one US dollar will be 3.6725 AED')
    const reads = requests.filter((r) => r.path === '/currencies/').length
    await user.click(within(dialog).getByRole('button', { name: 'Set rate' }))

    await waitFor(() => expect(writes()).toHaveLength(1))
    expect(writes()[0]?.body).toEqual({
      currency: 'AED',
      units_per_usd: '3.6725',
      effective_on: '2026-12-01',
    })
    const table = screen.getByRole('table', { name: 'Currencies and the rate each is shown at today' })
    await waitFor(() => expect(rowOf(table, 'AED').textContent).toContain('3.6725'))
    expect(requests.filter((r) => r.path === '/currencies/').length).toBeGreaterThan(reads)
    expect(
      (within(form).getByRole('textbox', { name: 'Units per US dollar' }) as HTMLInputElement).value,
    ).toBe('')
  })

  test('reads a rate typed in Persian digits, right to left', async () => {
    const { user, writes } = renderCurrencies(
      '/ops/currencies',
      { 'POST /ops/currencies/rates/': { status: 201, body: anEntry(2) } },
      'fa',
    )
    expect(document.documentElement.dir).toBe('rtl')
    const form = await screen.findByRole('region', { name: 'تعیین نرخ' })
    await user.selectOptions(within(form).getByRole('combobox', { name: 'ارز' }), 'AMD')
    await user.type(within(form).getByRole('textbox', { name: 'واحد به ازای هر دلار آمریکا' }), '۳۹۱٫۲۵')
    await user.click(within(form).getByRole('button', { name: 'بررسی نرخ' }))
    const dialog = await screen.findByRole('alertdialog', { name: 'این نرخ تعیین شود؟' })
    expect(dialog.textContent).toContain('۳۹۱٫۲۵ AMD')
    await user.click(within(dialog).getByRole('button', { name: 'تعیین نرخ' }))
    await waitFor(() => expect(writes()).toHaveLength(1))
    expect(writes()[0]?.body).toMatchObject({ currency: 'AMD', units_per_usd: '391.25' })
  })

  test('puts the API’s refusal of a field under that field', async () => {
    const { user } = renderCurrencies('/ops/currencies', {
      'POST /ops/currencies/rates/': {
        status: 400,
        body: { effective_on: ['A rate for AMD from that day is already set.'] },
      },
    })
    const form = await screen.findByRole('region', { name: 'Set a rate' })
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Currency' }), 'AMD')
    await user.type(within(form).getByRole('textbox', { name: 'Units per US dollar' }), '390')
    await user.click(within(form).getByRole('button', { name: 'Review rate' }))
    const dialog = await screen.findByRole('alertdialog', { name: 'Set this rate?' })
    await user.click(within(dialog).getByRole('button', { name: 'Set rate' }))
    expect(await within(form).findByText('A rate for AMD from that day is already set.')).toBeTruthy()
  })

  test('uploads a CSV file of rates and says how many were saved', async () => {
    const { user, writes } = renderCurrencies('/ops/currencies', {
      'POST /ops/currencies/rates/upload/': {
        status: 201,
        body: { created: [anEntry(7), anEntry(8, { currency: 'RUB' }), anEntry(9, { currency: 'EUR' })] },
      },
    })
    const upload = await screen.findByRole('region', { name: 'Upload rates from a file' })
    expect(upload.textContent).toContain('currency,units_per_usd,effective_on')
    const send = within(upload).getByRole('button', { name: 'Upload rates' })
    expect((send as HTMLButtonElement).disabled).toBe(true)
    const file = new File(['currency,units_per_usd,effective_on\nAMD,391.25,2026-12-01\n'], 'rates.csv', {
      type: 'text/csv',
    })
    await user.upload(within(upload).getByLabelText('CSV file'), file)
    await user.click(send)
    expect(await within(upload).findByText('3 rates saved.')).toBeTruthy()
    expect((writes()[0]!.body as FormData).get('file')).toBeInstanceOf(File)
  })

  test('refuses a file over the size limit without sending it', async () => {
    const { user, writes } = renderCurrencies()
    const upload = await screen.findByRole('region', { name: 'Upload rates from a file' })
    const big = new File(['x'.repeat(64 * 1024 + 1)], 'rates.csv', { type: 'text/csv' })
    await user.upload(within(upload).getByLabelText('CSV file'), big)
    expect(within(upload).getByRole('alert').textContent).toContain('The file is larger than 64 KB.')
    expect((within(upload).getByRole('button', { name: 'Upload rates' }) as HTMLButtonElement).disabled).toBe(
      true,
    )
    expect(writes()).toEqual([])
  })

  test.each([
    ['as the file’s field error', { file: ['Line 3: “abc” is not a rate.'] }],
    [
      'as its detail',
      { detail: 'Line 3: “abc” is not a rate.', code: 'currencies.csvRate', params: { line: 3 } },
    ],
  ])('shows the API’s refusal of a file, naming its line, %s', async (_, body) => {
    const { user } = renderCurrencies('/ops/currencies', {
      'POST /ops/currencies/rates/upload/': { status: 400, body },
    })
    const upload = await screen.findByRole('region', { name: 'Upload rates from a file' })
    await user.upload(
      within(upload).getByLabelText('CSV file'),
      new File(['x'], 'rates.csv', { type: 'text/csv' }),
    )
    await user.click(within(upload).getByRole('button', { name: 'Upload rates' }))
    const alert = await within(upload).findByRole('alert')
    expect(alert.textContent).toBe('No rate was savedLine 3: “abc” is not a rate.')
    expect(screen.queryByText('3 rates saved.')).toBeNull()
  })

  test('lists who set each rate and when, filtered by currency and paged in the address', async () => {
    const { user, requests, router } = renderCurrencies('/ops/currencies?currency=AMD&page=2', {
      'GET /ops/currencies/rates/': { body: history([anEntry(1), anEntry(2, { created_by: null })], 45) },
    })
    const table = await screen.findByRole('table', { name: 'Rates, the latest day in force first' })
    expect(table.textContent).toContain('Narek Petrosyan')
    expect(table.textContent).toContain('Nov 19, 2026')
    const asked = requests.find((r) => r.path === '/ops/currencies/rates/')!.query
    expect([asked.get('currency'), asked.get('page')]).toEqual(['AMD', '2'])
    expect(screen.getByRole('link', { name: 'Page 3' }).getAttribute('href')).toBe(
      '/en/ops/currencies?currency=AMD&page=3',
    )
    const section = screen.getByRole('region', { name: 'Rate history' })
    const filter = within(section).getByRole('combobox', { name: 'Currency' }) as HTMLSelectElement
    await waitFor(() => expect(filter.value).toBe('AMD'))
    await user.selectOptions(filter, 'EUR')
    await user.click(within(section).getByRole('button', { name: 'Show' }))
    await waitFor(() => expect(router.state.location.search).toBe('?currency=EUR'))
    await user.click(within(section).getByRole('button', { name: 'Show all' }))
    await waitFor(() => expect(router.state.location.search).toBe(''))
  })
})
