// @vitest-environment happy-dom
import type { Currency } from '@caravanserai/contracts/currency-rules'
import type { Lang } from '@caravanserai/contracts/languages'
import { screen } from '@testing-library/react'
import { describe, expect, test } from 'vitest'
import { DisplayCurrencyProvider } from '../lib/display-currency.tsx'
import { aCurrenciesAnswer } from '../testing/factories.ts'
import { renderPage } from '../testing/render-page.tsx'
import { Price, RatesNote, SettledPrice } from './price.tsx'

const nb = (text: string) => text.replaceAll('_', '\u00a0')

function renderPrices(lang: Lang, chosen: Currency | null, rates = aCurrenciesAnswer()) {
  return renderPage(
    <DisplayCurrencyProvider lang={lang} chosen={chosen}>
      <p data-testid="price">
        <Price lang={lang} usd={1240} />
      </p>
      <p data-testid="settled">
        <SettledPrice lang={lang} amount={1240} />
      </p>
      <RatesNote lang={lang} />
    </DisplayCurrencyProvider>,
    { lang, answers: { 'GET /currencies/': { body: rates } } },
  )
}

describe('prices in the display currency', () => {
  test('an Armenian page shows drams by default, the settled amount in dollars first, and the rate’s day once', async () => {
    renderPrices('am', null)
    expect(await screen.findByText(/Գները մոտավոր են՝ ըստ 29 նոյ, 2026 թ. դրությամբ փոխարժեքի։/)).toBeTruthy()
    expect(screen.getByTestId('price').textContent).toBe(nb('≈_485_150,00_֏'))
    expect(screen.getByTestId('settled').textContent).toBe(nb('1240,00_$ (≈_485_150,00_֏)'))
  })

  test('a chosen currency wins over the language’s, in Persian digits on a Persian page', async () => {
    renderPrices('fa', 'AMD')
    expect(await screen.findByText(/قیمت‌ها تقریبی/)).toBeTruthy()
    expect(screen.getByTestId('price').textContent).toBe(nb('≈_\u200eAMD_۴۸۵٬۱۵۰٫۰۰'))
  })

  test('says the rate’s day once, in a sentence the date’s own dot does not end', async () => {
    renderPrices('ru', 'RUB', aCurrenciesAnswer({ RUB: '92.500000' }))
    expect(
      await screen.findByText(
        'Курс на 29 нояб. 2026 г.: цены приблизительные, заказ оплачивается в валюте, указанной в его расчёте стоимости.',
      ),
    ).toBeTruthy()
    expect(screen.getByTestId('price').textContent).toBe(nb('≈_114_700,00_₽'))
  })

  test('a currency without a rate shows dollars and says why', async () => {
    renderPrices('ru', null)
    expect(
      await screen.findByText('Цены в долларах США: курса для валюты «российский рубль» пока нет.'),
    ).toBeTruthy()
    expect(screen.getByTestId('price').textContent).toBe(nb('1_240,00_$'))
    expect(screen.getByTestId('settled').textContent).toBe(nb('1_240,00_$'))
  })

  test('dollars need no note and no approximation', async () => {
    const { requests } = renderPrices('en', 'USD')
    await screen.findByTestId('price')
    expect(screen.getByTestId('price').textContent).toBe('$1,240.00')
    expect(screen.getByTestId('settled').textContent).toBe('$1,240.00')
    expect(screen.queryByText(/rate/)).toBeNull()
    expect(requests.map((r) => r.path)).toEqual(['/currencies/'])
  })
})
