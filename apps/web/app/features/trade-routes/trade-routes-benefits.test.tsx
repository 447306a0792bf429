// @vitest-environment happy-dom
import { describe, expect, test } from 'vitest'
import { aPublicConfig } from '../../testing/factories.ts'
import { renderPage } from '../../testing/render-page.tsx'
import { RoutesBenefits } from './trade-routes-benefits.tsx'

describe('the trade routes’ benefits', () => {
  test('the escrow benefit says the shop’s claim window, with the plural its number takes', () => {
    const { container } = renderPage(<RoutesBenefits />, {
      lang: 'ru',
      config: aPublicConfig({ claimWindowDays: 22 }),
    })
    expect(container.textContent).toContain('или через 22 дня после того, как вы отметите заказ полученным')
  })
})
