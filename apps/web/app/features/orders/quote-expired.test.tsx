// @vitest-environment happy-dom
import { screen } from '@testing-library/react'
import { describe, expect, test } from 'vitest'
import { anOrder } from '../../testing/factories.ts'
import { renderPage } from '../../testing/render-page.tsx'
import { QuoteExpired } from './quote-expired.tsx'

describe('an expired quote', () => {
  test('says the day it held until, in the buyer’s language, and that a new one will come', () => {
    renderPage(
      <QuoteExpired
        lang="ru"
        order={anOrder({ status: 'pending_approval', quote_valid_until: '2026-03-15', quote_expired: true })}
      />,
      { lang: 'ru' },
    )
    const notice = screen.getByRole('region', { name: 'Срок действия расчёта истёк' })
    expect(notice.textContent).toContain('до 15 марта 2026 г. включительно')
  })

  test('says nothing while the quote holds', () => {
    renderPage(
      <QuoteExpired
        lang="en"
        order={anOrder({ status: 'pending_approval', quote_valid_until: '2026-03-15' })}
      />,
    )
    expect(screen.queryByRole('region')).toBeNull()
  })
})
