// @vitest-environment happy-dom
import type { Lang } from '@caravanserai/contracts/languages'
import { screen } from '@testing-library/react'
import type { ReactNode } from 'react'
import { describe, expect, test } from 'vitest'
import { aPublicConfig } from '../../testing/factories.ts'
import { renderPage } from '../../testing/render-page.tsx'
import { FaqList } from './faq-list.tsx'
import { LegalDocument } from './legal-document.tsx'

// The FAQ and the terms say the shop's claim window (CLAIM_WINDOW_DAYS), as the root route gives it.

const renderWith = (page: ReactNode, lang: Lang, claimWindowDays: number) =>
  renderPage(page, { lang, config: aPublicConfig({ claimWindowDays }) })

describe('the claim window in the FAQ and the terms', () => {
  test('is 21 days where the shop sets 21, in the release rule and the claims answer alike', () => {
    const { container, unmount } = renderWith(<FaqList />, 'en', 21)
    expect(container.textContent).toContain('or automatically 21 days after you marked the goods as received')
    expect(container.textContent).toContain('no later than 21 days after delivery')
    expect(container.textContent).not.toMatch(/\b14 days\b/)
    unmount()
    renderWith(<LegalDocument doc="terms" updated="1 November 2026" />, 'en', 21)
    const terms = screen.getByRole('article').textContent
    expect(terms).toContain('or automatically 21 days after you marked the goods as received')
    expect(terms).toContain('no later than 21 days after delivery')
  })

  test.each([
    [1, 'через 1 день после того', 'не позже чем через 1 день после доставки'],
    [3, 'через 3 дня после того', 'не позже чем через 3 дня после доставки'],
    [21, 'через 21 день после того', 'не позже чем через 21 день после доставки'],
    [30, 'через 30 дней после того', 'не позже чем через 30 дней после доставки'],
  ])('in Russian, %i days take the plural their number takes', (days, release, claim) => {
    const { container } = renderWith(<FaqList />, 'ru', days)
    expect(container.textContent).toContain(release)
    expect(container.textContent).toContain(claim)
  })

  test('in Armenian and Persian, the days in each language’s digits and words', () => {
    const { container, unmount } = renderWith(<FaqList />, 'am', 21)
    expect(container.textContent).toContain('ստացված նշելուց 21 օր հետո')
    expect(container.textContent).toContain('ոչ ուշ, քան 21 օր անց')
    unmount()
    const persian = renderWith(<FaqList />, 'fa', 21).container.textContent
    expect(persian).toContain('حداکثر تا ۲۱ روز پس از تحویل')
    expect(persian).not.toMatch(/[0-9]{2}/)
  })
})
