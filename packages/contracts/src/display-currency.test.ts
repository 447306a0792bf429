import { expect, test } from 'vitest'
import { chosenCurrency, displayCurrencyOf } from './display-currency.ts'

test('the chosen currency is read from among other cookies, and a value that is no currency is no choice', () => {
  expect(chosenCurrency('theme=dark; currency=AMD; x=1')).toBe('AMD')
  expect(chosenCurrency('currency=amd')).toBeNull()
  expect(chosenCurrency('mycurrency=EUR')).toBeNull()
  expect(chosenCurrency('')).toBeNull()
  expect(chosenCurrency(undefined)).toBeNull()
})

test('a first visit sees the language’s currency, a choice wins over it', () => {
  expect(displayCurrencyOf('ru', null)).toBe('RUB')
  expect(displayCurrencyOf('am', null)).toBe('AMD')
  expect(displayCurrencyOf('fa', null)).toBe('USD')
  expect(displayCurrencyOf('am', 'EUR')).toBe('EUR')
})
