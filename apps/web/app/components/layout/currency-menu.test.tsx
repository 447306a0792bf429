// @vitest-environment happy-dom
import type { Currency } from '@caravanserai/contracts/currency-rules'
import type { Lang } from '@caravanserai/contracts/languages'
import { screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { DisplayCurrencyProvider } from '../../lib/display-currency.tsx'
import { clearSession, storeSession } from '../../lib/session.ts'
import { aCurrenciesAnswer, aUserProfile } from '../../testing/factories.ts'
import type { Answers } from '../../testing/fake-api.ts'
import { renderPage } from '../../testing/render-page.tsx'
import { Price } from '../price.tsx'
import { CurrencyChoices } from './currency-choices.tsx'
import { CurrencyControl } from './header-controls.tsx'

const nb = (text: string) => text.replaceAll('_', '\u00a0')

function renderWith(lang: Lang, chosen: Currency | null, control: React.ReactNode, more: Answers = {}) {
  return renderPage(
    <DisplayCurrencyProvider lang={lang} chosen={chosen}>
      {control}
      <p data-testid="price">
        <Price lang={lang} usd={1240} />
      </p>
    </DisplayCurrencyProvider>,
    {
      lang,
      answers: {
        'GET /currencies/': { body: aCurrenciesAnswer({ AMD: '391.250000', RUB: '92.500000' }) },
        ...more,
      },
    },
  )
}

function clearCookie() {
  // biome-ignore lint/suspicious/noDocumentCookie: the test starts without a chosen currency
  document.cookie = 'currency=; Path=/; Max-Age=0'
}

beforeEach(clearCookie)

describe('the header’s currency menu', () => {
  test('names the current currency, lists every currency by name, and a choice re-renders prices and sets the cookie', async () => {
    const { user } = renderWith('en', null, <CurrencyControl lang="en" />)
    await user.click(screen.getByRole('button', { name: 'Currency: US dollar (USD)' }))
    const menu = await screen.findByRole('menu')
    const items = within(menu).getAllByRole('menuitemradio')
    expect(items.map((item) => item.textContent)).toEqual([
      'USDUS dollar',
      'EUREuro',
      'RUBRussian rouble',
      'AMDArmenian dram',
      'GELGeorgian lari',
      'AEDUAE dirham',
      'CNYChinese yuan',
      'TRYTurkish lira',
    ])
    expect(
      within(menu)
        .getByRole('menuitemradio', { name: /US dollar/ })
        .getAttribute('aria-checked'),
    ).toBe('true')

    await user.click(within(menu).getByRole('menuitemradio', { name: /Armenian dram/ }))
    await waitFor(() => expect(screen.getByTestId('price').textContent).toBe(nb('≈_AMD_485,150.00')))
    expect(document.cookie).toContain('currency=AMD')
    expect(screen.getByRole('button', { name: 'Currency: Armenian dram (AMD)' })).toBeTruthy()
  })

  test('is worked by the keyboard', async () => {
    const { user } = renderWith('en', null, <CurrencyControl lang="en" />)
    await user.click(screen.getByRole('button', { name: 'Currency: US dollar (USD)' }))
    await screen.findByRole('menu')
    // Down to the roubles (the third), then Enter.
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{Enter}')
    await waitFor(() => expect(screen.getByTestId('price').textContent).toBe(nb('≈_RUB_114,700.00')))
    expect(document.cookie).toContain('currency=RUB')
  })

  test('opens right to left on a Persian page, names in Persian', async () => {
    const { user } = renderWith('fa', null, <CurrencyControl lang="fa" />)
    expect(document.documentElement.dir).toBe('rtl')
    await user.click(screen.getByRole('button', { name: 'ارز: دلار آمریکا (USD)' }))
    const menu = await screen.findByRole('menu')
    expect(menu.getAttribute('dir')).toBe('rtl')
    expect(within(menu).getByRole('menuitemradio', { name: /درام ارمنستان/ })).toBeTruthy()
  })
})

describe('the side menu’s currencies', () => {
  test('are buttons a thumb can hit, the chosen one pressed; choosing sets the cookie and closes the menu', async () => {
    const closed = vi.fn()
    const { user } = renderWith('ru', null, <CurrencyChoices lang="ru" onChosen={closed} />)
    const group = screen.getByRole('region', { name: 'Валюта' })
    const buttons = within(group).getAllByRole('button')
    expect(buttons).toHaveLength(8)
    for (const button of buttons) expect(button.className).toContain('min-h-11')
    expect(
      within(group)
        .getByRole('button', { name: /Российский рубль/ })
        .getAttribute('aria-pressed'),
    ).toBe('true')

    await user.click(within(group).getByRole('button', { name: /Армянский драм/ }))
    expect(closed).toHaveBeenCalledOnce()
    expect(document.cookie).toContain('currency=AMD')
    await waitFor(() => expect(screen.getByTestId('price').textContent).toBe(nb('≈_485_150,00_AMD')))
    expect(
      within(group)
        .getByRole('button', { name: /Армянский драм/ })
        .getAttribute('aria-pressed'),
    ).toBe('true')
  })
})

describe('a signed-in buyer', () => {
  const payload = btoa(JSON.stringify({ user_id: 5, email: 'aram@example.com', exp: 4_102_444_800 }))
  beforeEach(() => storeSession({ access: `e30.${payload}.sig`, refresh: 'refresh' }))
  afterEach(clearSession)

  test('keeps a choice on their profile too', async () => {
    const { user, requests } = renderWith('en', null, <CurrencyChoices lang="en" />, {
      'GET /accounts/users/5/': { body: aUserProfile() },
      'PATCH /accounts/users/5/': { body: aUserProfile({ display_currency: 'AMD' }) },
    })
    await user.click(screen.getByRole('button', { name: /Armenian dram/ }))
    await waitFor(() =>
      expect(requests.find((r) => r.method === 'PATCH')).toMatchObject({
        path: '/accounts/users/5/',
        body: { display_currency: 'AMD' },
      }),
    )
    expect(document.cookie).toContain('currency=AMD')
  })

  test('in a browser with no choice yet, takes the one on their profile', async () => {
    renderWith('en', null, <CurrencyChoices lang="en" />, {
      'GET /accounts/users/5/': { body: aUserProfile({ display_currency: 'RUB' }) },
    })
    await waitFor(() => expect(screen.getByTestId('price').textContent).toBe(nb('≈_RUB_114,700.00')))
    expect(document.cookie).toContain('currency=RUB')
  })

  test('in a browser that has a choice, keeps it and does not ask the profile', async () => {
    const { requests } = renderWith('en', 'AMD', <CurrencyChoices lang="en" />)
    await waitFor(() => expect(screen.getByTestId('price').textContent).toBe(nb('≈_AMD_485,150.00')))
    expect(requests.map((r) => `${r.method} ${r.path}`)).toEqual(['GET /currencies/'])
  })
})
