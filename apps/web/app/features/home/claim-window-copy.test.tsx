// @vitest-environment happy-dom
import type { Lang } from '@caravanserai/contracts/languages'
import { describe, expect, test } from 'vitest'
import { aPublicConfig } from '../../testing/factories.ts'
import { renderPage } from '../../testing/render-page.tsx'
import { HowItWorks } from './how-it-works.tsx'
import { Trust } from './trust.tsx'

// The home page's escrow and receiving texts say the shop's claim window (CLAIM_WINDOW_DAYS).

const home = (lang: Lang, claimWindowDays?: number) =>
  renderPage(
    <>
      <Trust lang={lang} />
      <HowItWorks lang={lang} />
    </>,
    { lang, config: claimWindowDays ? aPublicConfig({ claimWindowDays }) : undefined },
  ).container.textContent

describe('the claim window on the home page', () => {
  test('says the days the shop sets, in the release rule and the claims step', () => {
    const english = home('en', 21)
    expect(english).toContain('or 21 days after you mark them received if you have opened no claim')
    expect(english).toContain('or open a claim within 21 days if something is wrong')
    expect(english).not.toMatch(/\b14 days\b/)
    const russian = home('ru', 21)
    expect(russian).toContain('или через 21 день после того, как вы отметите заказ полученным')
    expect(russian).toContain('откройте претензию не позже чем через 21 день после получения')
    expect(home('am', 21)).toContain('ստացված նշելուց 21 օր հետո')
    expect(home('fa', 21)).toContain('ظرف ۲۱ روز شکایت ثبت کنید')
  })

  test('a single day is written in the singular', () => {
    expect(home('en', 1)).toContain('or 1 day after you mark them received')
  })

  test('the default window where no root route renders', () => {
    expect(home('en')).toContain('or 14 days after you mark them received')
  })
})
