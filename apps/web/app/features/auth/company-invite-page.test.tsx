// @vitest-environment happy-dom
import type { InvitationPreview } from '@caravanserai/contracts/companies'
import { screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, test } from 'vitest'
import { clearSession, storeSession } from '../../lib/session.ts'
import type { Answers } from '../../testing/fake-api.ts'
import { renderPage } from '../../testing/render-page.tsx'
import { CompanyInvitePage } from './company-invite-page.tsx'

const TOKEN = 'invite-token'
const CHECK = 'GET /company/invitations/check/'
const ACCEPT = 'POST /company/invitations/accept/'
const PASSWORD = 'Caravan-Invited-2026'

function aPreview(fields: Partial<InvitationPreview> = {}): InvitationPreview {
  return {
    company_name: 'Ararat Trading LLC',
    inviter: 'Aram Petrosyan',
    role: 'buyer',
    email: 'lilit@example.com',
    has_account: false,
    ...fields,
  }
}

const SESSION = { access: 'e30.e30.sig', refresh: 'r', company_id: 3 }

function renderInvite(answers: Answers, lang: 'en' | 'fa' = 'en') {
  return renderPage(<CompanyInvitePage lang={lang} token={TOKEN} />, {
    lang,
    path: `/company-invite?token=${TOKEN}`,
    answers,
  })
}

function signInAs(email: string) {
  const payload = btoa(JSON.stringify({ user_id: 5, email, exp: 4_102_444_800 }))
  storeSession({ access: `e30.${payload}.sig`, refresh: 'refresh' })
}

afterEach(clearSession)

describe('accepting a company invitation', () => {
  test('a visitor without an account creates one for the invited address and joins', async () => {
    const { user, requests, router } = renderInvite({
      [CHECK]: { body: aPreview() },
      [ACCEPT]: { body: SESSION },
    })
    expect(await screen.findByRole('heading', { name: 'Join Ararat Trading LLC' })).toBeTruthy()
    expect(screen.getByText(/Aram Petrosyan invites you to buy for Ararat Trading LLC/)).toBeTruthy()
    expect(screen.getAllByText('lilit@example.com').length).toBeGreaterThan(0)
    await user.type(screen.getByRole('textbox', { name: 'Full name' }), 'Lilit Hakobyan')
    await user.type(screen.getByLabelText(/^Password/), PASSWORD)
    await user.type(screen.getByLabelText(/^Confirm password/), PASSWORD)
    await user.click(screen.getByRole('button', { name: 'Create account and join' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/account/company'))
    expect(requests.find((r) => r.method === 'POST')!.body).toEqual({
      token: TOKEN,
      name: 'Lilit Hakobyan',
      password: PASSWORD,
      confirm_password: PASSWORD,
    })
    expect(requests.find((r) => r.method === 'GET')!.query.get('token')).toBe(TOKEN)
  })

  test('an address with an account signs in first and comes back', async () => {
    renderInvite({ [CHECK]: { body: aPreview({ has_account: true }) } })
    const link = await screen.findByRole('link', { name: 'Sign in to accept' })
    expect(link.getAttribute('href')).toBe('/en/login')
    expect(screen.queryByRole('button', { name: 'Create account and join' })).toBeNull()
  })

  test('signed in with the invited address, one button joins, in a session for the company', async () => {
    signInAs('lilit@example.com')
    const { user, requests } = renderInvite({
      [CHECK]: { body: aPreview({ has_account: true }) },
      [ACCEPT]: { body: SESSION },
      'POST /accounts/logout/': { status: 204 },
    })
    await user.click(await screen.findByRole('button', { name: 'Accept the invitation' }))
    const sent = (path: string) => requests.find((r) => r.path === path)?.body
    await waitFor(() => expect(sent('/company/invitations/accept/')).toEqual({ token: TOKEN }))
    // The session it replaces ends.
    await waitFor(() => expect(sent('/accounts/logout/')).toEqual({ refresh: 'refresh' }))
  })

  test('signed in with another address, the page asks to sign out', async () => {
    signInAs('someone@example.com')
    renderInvite({ [CHECK]: { body: aPreview({ has_account: true }) } })
    expect(await screen.findByText(/You are signed in as someone@example.com/)).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Accept the invitation' })).toBeNull()
  })

  test('a bad, used or expired link says to ask for a new invitation', async () => {
    renderInvite({
      [CHECK]: { status: 404, body: { detail: 'Invalid.', code: 'companies.invitationInvalid' } },
    })
    expect(
      await screen.findByText(
        'This invitation link is invalid, already used or expired. Ask the company’s owner to invite you again.',
      ),
    ).toBeTruthy()
  })

  test('in Persian, right to left, from a person buying for themselves', async () => {
    renderInvite({ [CHECK]: { body: aPreview({ company_name: null, role: 'approver' }) } }, 'fa')
    expect(document.documentElement.dir).toBe('rtl')
    expect(
      await screen.findByRole('heading', { name: 'Aram Petrosyan شما را به خرید مشترک دعوت می‌کند' }),
    ).toBeTruthy()
    expect(screen.getByText(/با نقش «تأییدکننده»/)).toBeTruthy()
    expect(screen.getByRole('button', { name: 'ساخت حساب و پیوستن' })).toBeTruthy()
  })
})
