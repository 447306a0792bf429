// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react'
import { describe, expect, test } from 'vitest'
import type { Answer } from '../../testing/fake-api.ts'
import { renderPage } from '../../testing/render-page.tsx'
import { StaffInvitePage } from './staff-invite-page.tsx'

const LINK = { uid: 'OQ', token: 'invite-token' }
const CONFIRM = 'POST /accounts/staff-invite/confirm/'

function renderInvite(answer: Answer) {
  return renderPage(<StaffInvitePage lang="en" link={LINK} />, {
    path: `/staff-invite/${LINK.uid}/${LINK.token}`,
    answers: { [CONFIRM]: answer },
  })
}

async function fill(user: ReturnType<typeof renderPage>['user'], password: string, confirm = password) {
  await user.type(await screen.findByRole('textbox', { name: 'First name' }), 'Kaveh')
  await user.type(screen.getByLabelText(/^New password/), password)
  await user.type(screen.getByLabelText(/^Confirm new password/), confirm)
}

describe('accepting a staff invitation', () => {
  test('sends the names and password with the link, then says the person can sign in now', async () => {
    const { user, requests } = renderInvite({ body: { detail: 'Welcome aboard.' } })
    await fill(user, 'Caravan-Console-2026')
    await user.click(screen.getByRole('button', { name: 'Set my password' }))
    expect(await screen.findByText('You can sign in now with your email and new password.')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Go to sign in' }).getAttribute('href')).toBe('/en/login')
    expect(requests.map((r) => r.body)).toEqual([
      {
        ...LINK,
        first_name: 'Kaveh',
        last_name: '',
        password: 'Caravan-Console-2026',
        confirm_password: 'Caravan-Console-2026',
      },
    ])
  })

  test('checks the password before sending, and a dead link says to ask for a new one', async () => {
    const { user, requests } = renderInvite({
      status: 400,
      body: { detail: 'This invitation link is invalid or has expired.', code: 'staff.inviteLinkInvalid' },
    })
    await fill(user, 'Caravan-Console-2026', 'something else')
    await user.click(screen.getByRole('button', { name: 'Set my password' }))
    expect(await screen.findByText('Passwords do not match')).toBeTruthy()
    expect(requests).toEqual([])
    await user.clear(screen.getByLabelText(/^Confirm new password/))
    await user.type(screen.getByLabelText(/^Confirm new password/), 'Caravan-Console-2026')
    await user.click(screen.getByRole('button', { name: 'Set my password' }))
    expect(
      await screen.findByText(
        'This invitation link is invalid or has expired. Ask an admin to send you a new one.',
      ),
    ).toBeTruthy()
    await waitFor(() => expect(requests).toHaveLength(1))
  })
})
