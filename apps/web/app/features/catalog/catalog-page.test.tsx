// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, test } from 'vitest'
import { DisplayCurrencyProvider } from '../../lib/display-currency.tsx'
import type { Answers } from '../../testing/fake-api.ts'
import { renderPage } from '../../testing/render-page.tsx'
import { CatalogPage } from './catalog-page.tsx'

const answers: Answers = {
  'GET /products/list/': { body: { count: 0, next: null, previous: null, results: [] } },
  'GET /categories/': {
    body: [
      { id: 3, name: 'Saffron' },
      { id: 4, name: 'Pistachios' },
    ],
  },
  'GET /product-types/': { body: [{ id: 5, name: 'Threads', category: 3 }] },
  'GET /attributes/': {
    body: [{ id: 9, name: 'Grade', product_type: 5, values: [{ id: 1, value: 'Sargol' }] }],
  },
}

const actions = { onAddToCart: () => {}, onToggleWishlist: () => {} }

function renderCatalog(options: { lang?: 'en' | 'fa'; query?: string } = {}) {
  const page = renderPage(<CatalogPage lang={options.lang ?? 'en'} actions={actions} />, {
    lang: options.lang,
    path: `/products${options.query ?? ''}`,
    answers,
  })
  const address = () => new URLSearchParams(page.router.state.location.search)
  const lastListQuery = () => page.requests.filter((r) => r.path === '/products/list/').at(-1)?.query
  return { ...page, address, lastListQuery, panel: screen.getByRole('complementary') }
}

const currencies = {
  base: 'USD',
  currencies: [
    { code: 'USD', minor_units: 2, rate: null },
    {
      code: 'AMD',
      minor_units: 2,
      rate: { currency: 'AMD', units_per_usd: '391.250000', effective_on: '2026-11-29' },
    },
  ],
}

describe('the price filter in the display currency', () => {
  test('bounds are typed in drams, and the address and the list request say so', async () => {
    const page = renderPage(
      <DisplayCurrencyProvider lang="en" chosen="AMD">
        <CatalogPage lang="en" actions={actions} />
      </DisplayCurrencyProvider>,
      { path: '/products', answers: { ...answers, 'GET /currencies/': { body: currencies } } },
    )
    const filters = within(screen.getByRole('complementary'))
    await page.user.type(await filters.findByLabelText('From'), '50000')
    await waitFor(() => expect(page.router.state.location.search).toBe('?price_gt=50000&currency=AMD'))
    const listed = () => page.requests.filter((r) => r.path === '/products/list/').at(-1)?.query
    await waitFor(() => expect(listed()?.get('price_gt')).toBe('50000'))
    expect(listed()?.get('currency')).toBe('AMD')
    expect(filters.getByRole('group', { name: 'Price (AMD)' })).toBeTruthy()
    expect(filters.getByText('50,000 – ∞')).toBeTruthy()
  })

  test('an address in dollars shows its bounds in drams, and asks for the list in dollars', async () => {
    const page = renderPage(
      <DisplayCurrencyProvider lang="en" chosen="AMD">
        <CatalogPage lang="en" actions={actions} />
      </DisplayCurrencyProvider>,
      {
        path: '/products?price_lt=1000',
        answers: { ...answers, 'GET /currencies/': { body: currencies } },
      },
    )
    const filters = within(screen.getByRole('complementary'))
    // 1000 dollars at 391.25 drams.
    expect(await filters.findByText('0 – 391,250')).toBeTruthy()
    await waitFor(() => expect(page.requests.some((r) => r.path === '/products/list/')).toBe(true))
    const list = page.requests.find((r) => r.path === '/products/list/')
    expect(list?.query.get('price_lt')).toBe('1000')
    expect(list?.query.has('currency')).toBe(false)
  })
})

describe('the catalogue filter panel', () => {
  test('a chosen category, product type and attribute value go into the address and the list request', async () => {
    const { user, panel, address, lastListQuery } = renderCatalog()
    const filters = within(panel)

    await user.selectOptions(
      filters.getByLabelText('Category'),
      await filters.findByRole('option', { name: 'Saffron' }),
    )
    await waitFor(() => expect(address().get('category')).toBe('3'))

    await user.selectOptions(
      filters.getByLabelText('Product type'),
      await filters.findByRole('option', { name: 'Threads' }),
    )
    await waitFor(() => expect(address().get('product_type')).toBe('5'))

    await user.type(await filters.findByLabelText('Grade'), '  Sargol ')
    await user.click(filters.getByRole('button', { name: 'Add a value for Grade' }))
    await waitFor(() => expect(address().getAll('attribute_9')).toEqual(['Sargol']))
    await waitFor(() => expect(lastListQuery()?.getAll('attribute_9')).toEqual(['Sargol']))
    expect(lastListQuery()?.get('category')).toBe('3')
    expect(lastListQuery()?.get('product_type')).toBe('5')
  })

  test('typed price bounds go into the address; a minimum above the maximum is refused and said', async () => {
    const { user, panel, address } = renderCatalog()
    const filters = within(panel)

    await user.type(filters.getByLabelText('From'), '100')
    await user.type(filters.getByLabelText('To'), '500')
    await waitFor(() => expect(address().toString()).toBe('price_gt=100&price_lt=500'))

    await user.tripleClick(filters.getByLabelText('From'))
    await user.paste('900')
    expect(filters.getByText(/no higher than the highest/)).toBeTruthy()
    // Longer than the address waits before it follows the controls.
    await new Promise((resolve) => setTimeout(resolve, 400))
    expect(address().get('price_gt')).toBe('100')
  })

  test('clear all takes every filter out of the address', async () => {
    const { user, panel, address } = renderCatalog({
      query: '?category=3&product_type=5&price_gt=100&sort=priceAsc',
    })
    await within(panel).findByRole('option', { name: 'Threads', selected: true })

    await user.click(within(panel).getByRole('link', { name: 'Clear all' }))
    await waitFor(() => expect(address().toString()).toBe(''))
    expect(within(panel).getByText('No filters applied')).toBeTruthy()
  })

  test('in Persian, bounds typed in Persian digits reach the address in Latin ones', async () => {
    const { user, panel, address } = renderCatalog({ lang: 'fa' })
    expect(document.documentElement.dir).toBe('rtl')
    const from = within(panel).getByRole('textbox', { name: 'از' })

    await user.type(from, '۲۵۰')
    await waitFor(() => expect(address().get('price_gt')).toBe('250'))
    await user.tab()
    expect(from).toHaveProperty('value', '۲۵۰')
  })
})

describe('the phone filter panel', () => {
  test('a category applies by itself, a price bound with Apply, and clear all empties the address', async () => {
    const { user, address } = renderCatalog()

    await user.click(screen.getByRole('button', { name: /^Filters/ }))
    const sheet = within(await screen.findByRole('dialog', { name: 'Filters' }))
    await user.selectOptions(
      sheet.getByLabelText('Category'),
      await sheet.findByRole('option', { name: 'Saffron' }),
    )
    await waitFor(() => expect(address().get('category')).toBe('3'))

    await user.type(sheet.getByLabelText('From'), '250')
    await user.click(sheet.getByRole('button', { name: 'Apply' }))
    await waitFor(() => expect(address().toString()).toBe('category=3&price_gt=250'))
    expect(screen.queryByRole('dialog')).toBeNull()

    await user.click(screen.getByRole('button', { name: /^Filters/ }))
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Clear all' }))
    await waitFor(() => expect(address().toString()).toBe(''))
  })
})
