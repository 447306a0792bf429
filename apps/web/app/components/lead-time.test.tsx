// @vitest-environment happy-dom
import type { Lang } from '@caravanserai/contracts/languages'
import { screen } from '@testing-library/react'
import { describe, expect, test } from 'vitest'
import { renderPage } from '../testing/render-page.tsx'
import { LeadTime } from './lead-time.tsx'

describe('the typical door-to-door time of a destination', () => {
  test.each([
    ['en', 1, 'To Yerevan: typically 1 day door to door'],
    ['en', 12, 'To Yerevan: typically 12 days door to door'],
    ['ru', 1, 'Yerevan: обычно 1 день от двери до двери'],
    ['ru', 3, 'Yerevan: обычно 3 дня от двери до двери'],
    ['ru', 12, 'Yerevan: обычно 12 дней от двери до двери'],
    ['am', 12, 'Yerevan՝ սովորաբար 12 օր դռնից դուռ'],
    ['fa', 12, 'تا Yerevan: معمولاً ۱۲ روز درب تا درب'],
  ] as const)('in %s, %i days reads as the language counts them', (lang: Lang, days, text) => {
    renderPage(<LeadTime lang={lang} days={days} destination="Yerevan" />, { lang })
    expect(screen.getByText(text)).toBeTruthy()
  })

  test('says nothing for a destination without a route', () => {
    const { container } = renderPage(<LeadTime lang="fa" days={null} destination="Yerevan" />, { lang: 'fa' })
    expect(container.textContent).toBe('')
  })
})
