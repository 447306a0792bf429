// @vitest-environment happy-dom
import type { MyCompany } from '@caravanserai/contracts/companies'
import type { Lang } from '@caravanserai/contracts/languages'
import { useQuery } from '@tanstack/react-query'
import { screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, test } from 'vitest'
import { myCompaniesQuery } from '../../api/company.ts'
import { useApi } from '../../lib/api.tsx'
import { clearSession, storeSession } from '../../lib/session.ts'
import { aSessionUser, aUserProfile } from '../../testing/factories.ts'
import type { Answers } from '../../testing/fake-api.ts'
import { renderPage } from '../../testing/render-page.tsx'
import { AccountDropdown } from './account-dropdown.tsx'
import { MobileMenu } from './mobile-menu.tsx'

const payload = btoa(JSON.stringify({ user_id: 5, email: 'aram@example.com', exp: 4_102_444_800 }))
const TWO: MyCompany[] = [
  { id: 3, legal_name: 'Ararat Trading LLC', is_personal: false, role: 'buyer', current: true },
  { id: 7, legal_name: null, is_personal: true, role: 'owner', current: false },
]

function answers(mine: MyCompany[]): Answers {
  return {
    'GET /accounts/users/5/': { body: aUserProfile() },
    'GET /company/mine/': { body: { results: mine } },
    'POST /company/switch/': { body: { access: `e30.${payload}.sig`, refresh: 'next', company_id: 7 } },
    'POST /accounts/logout/': { status: 204 },
  }
}

/** A page's data read through the session: what a switch must fetch again. */
function PageData() {
  const mine = useQuery(myCompaniesQuery(useApi(), 5))
  return <p>{mine.data ? 'loaded' : 'loading'}</p>
}

const renderDropdown = (lang: Lang, mine: MyCompany[]) =>
  renderPage(
    <>
      <AccountDropdown lang={lang} user={aSessionUser()} defaultOpen />
      <PageData />
    </>,
    { lang, answers: answers(mine) },
  )

beforeEach(() => storeSession({ access: `e30.${payload}.sig`, refresh: 'refresh' }))
afterEach(clearSession)

describe('the header’s account menu', () => {
  test('lists the companies of a person in two, the current one checked, and switches by keyboard', async () => {
    const { user, requests } = renderDropdown('en', TWO)
    const menu = await screen.findByRole('menu')
    const ararat = await within(menu).findByRole('menuitemradio', { name: 'Ararat Trading LLC' })
    const personal = within(menu).getByRole('menuitemradio', { name: 'Personal purchases' })
    expect(ararat.getAttribute('aria-checked')).toBe('true')
    expect(personal.getAttribute('aria-checked')).toBe('false')
    expect(within(menu).getByText('Buying for')).toBeTruthy()
    const asked = () => requests.filter((r) => r.path === '/company/mine/').length
    const before = asked()

    personal.focus()
    await user.keyboard('{Enter}')
    await waitFor(() =>
      expect(requests.find((r) => r.path === '/company/switch/')?.body).toEqual({ company_id: 7 }),
    )
    // The session now acts for the other company: the old one ends and every answer is read again.
    await waitFor(() =>
      expect(requests.find((r) => r.path === '/accounts/logout/')?.body).toEqual({ refresh: 'refresh' }),
    )
    await waitFor(() => expect(asked()).toBeGreaterThan(before))
    expect(window.localStorage.getItem('refresh_token')).toBe('next')
  })

  test('shows no companies to a person in one', async () => {
    renderDropdown('en', TWO.slice(0, 1))
    const menu = await screen.findByRole('menu')
    expect(await within(menu).findByRole('menuitem', { name: 'Log out' })).toBeTruthy()
    await waitFor(() => expect(within(menu).queryByRole('menuitemradio')).toBeNull())
    expect(within(menu).queryByText('Buying for')).toBeNull()
  })

  test('in Persian: right to left, the personal company named in Persian, and the same choice on a phone', async () => {
    const { requests, user } = renderPage(<MobileMenu lang="fa" defaultOpen />, {
      lang: 'fa',
      answers: answers(TWO),
    })
    expect(document.documentElement.dir).toBe('rtl')
    const group = await screen.findByRole('region', { name: 'خرید از طرف' })
    const current = within(group).getByRole('button', { name: 'Ararat Trading LLC' })
    expect(current.getAttribute('aria-pressed')).toBe('true')
    const personal = within(group).getByRole('button', { name: 'خریدهای شخصی' })
    expect(personal.getAttribute('aria-pressed')).toBe('false')
    await user.click(personal)
    await waitFor(() =>
      expect(requests.find((r) => r.path === '/company/switch/')?.body).toEqual({ company_id: 7 }),
    )
    // Choosing closes the menu.
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  })
})
