// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react'
import { describe, expect, test } from 'vitest'
import { renderPage } from '../../testing/render-page.tsx'
import { OrderReplacement } from './order-replacement.tsx'

describe('a replacement order', () => {
  test('says so and leads to the original order', () => {
    renderPage(
      <OrderReplacement lang="ru" order={{ replacement_for: { id: 70, order_number: 'CS-2026-0070' } }} />,
      {
        lang: 'ru',
      },
    )
    const notice = screen.getByRole('region', { name: 'Замена товара' })
    expect(notice.textContent).toContain('бесплатно')
    const link = within(notice).getByRole('link', { name: /Перейти к исходному заказу/ })
    expect(link.getAttribute('href')).toBe('/ru/orders/70')
    expect(link.textContent).toContain('CS-2026-0070')
  })

  test('any other order says nothing', () => {
    renderPage(<OrderReplacement lang="en" order={{ replacement_for: null }} />)
    expect(screen.queryByRole('region')).toBeNull()
  })
})
