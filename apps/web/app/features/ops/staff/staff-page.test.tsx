// @vitest-environment happy-dom
import type { Lang } from '@caravanserai/contracts/languages'
import type { StaffMember } from '@caravanserai/contracts/ops-staff'
import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, test } from 'vitest'
import { aSessionUser } from '../../../testing/factories.ts'
import type { Answers } from '../../../testing/fake-api.ts'
import { renderPage } from '../../../testing/render-page.tsx'
import { StaffPage } from './staff-page.tsx'

const me: StaffMember = {
  id: 5,
  email: 'aram@example.com',
  first_name: 'Aram',
  last_name: 'Petrosyan',
  role: 'admin',
  since: '2026-01-10T09:00:00.000Z',
  invitation: null,
}
const operator: StaffMember = {
  ...me,
  id: 7,
  email: 'lilit@example.com',
  first_name: 'Lilit',
  last_name: 'Hakobyan',
  role: 'operator',
}
const invited: StaffMember = {
  ...me,
  id: 9,
  email: 'kaveh@example.com',
  first_name: 'Kaveh',
  last_name: '',
  role: 'operator',
  invitation: { expires_at: '2026-12-01T10:00:00.000Z', expired: false },
}

function renderStaff(answers: Answers = {}, lang: Lang = 'en') {
  const page = renderPage(<StaffPage lang={lang} />, {
    lang,
    path: '/ops/staff',
    outletContext: { operator: aSessionUser(), role: 'admin' },
    answers: { 'GET /ops/staff/': { body: { results: [me, operator, invited] } }, ...answers },
  })
  const writes = () => page.requests.filter((r) => r.method !== 'GET')
  return { ...page, writes }
}

const row = async (name: string) => (await screen.findByText(name)).closest('li') as HTMLElement

describe('the staff page', () => {
  test('lists each member with their role, marks the admin themself and a pending invitation with its expiry', async () => {
    renderStaff()
    const mine = await row('Aram Petrosyan')
    expect(within(mine).getByText('you')).toBeTruthy()
    expect(
      (within(mine).getByRole('combobox', { name: 'Role of Aram Petrosyan' }) as HTMLSelectElement).value,
    ).toBe('admin')
    const pending = await row('Kaveh')
    expect(within(pending).getByText('Invitation pending')).toBeTruthy()
    expect(within(pending).getByText(/^Link valid until Dec 1, 2026/)).toBeTruthy()
    expect(within(pending).getByRole('button', { name: 'Withdraw the invitation to Kaveh' })).toBeTruthy()
    expect(
      within(await row('Lilit Hakobyan')).queryByRole('button', { name: /new invitation link/ }),
    ).toBeNull()
  })

  test('invites someone in the language chosen, and shows a taken address as the server says', async () => {
    const detail = 'This email address already has an account.'
    const nareh = { ...invited, id: 11, email: 'nareh@example.com', first_name: 'Nareh' }
    const members = [me, operator, invited]
    let calls = 0
    const { user, writes } = renderStaff({
      'GET /ops/staff/': () => ({ body: { results: members } }),
      'POST /ops/staff/invitations/': () => {
        if (++calls === 1) return { status: 409, body: { detail, code: 'staff.emailTaken' } }
        members.push(nareh)
        return { status: 201, body: nareh }
      },
    })
    await user.click(await screen.findByRole('button', { name: 'Send invitation' }))
    expect(await screen.findByText('Enter the email address to invite.')).toBeTruthy()
    expect(screen.getByText('Enter their first name.')).toBeTruthy()
    expect(writes()).toEqual([])

    await user.type(screen.getByRole('textbox', { name: 'Email' }), ' Nareh@Example.com ')
    await user.type(screen.getByRole('textbox', { name: 'First name' }), 'Nareh')
    await user.selectOptions(screen.getByRole('combobox', { name: 'Role' }), 'admin')
    await user.selectOptions(screen.getByRole('combobox', { name: 'Language of the email' }), 'fa')
    await user.click(screen.getByRole('button', { name: 'Send invitation' }))
    expect(await screen.findByText(detail)).toBeTruthy()
    await user.click(screen.getByRole('button', { name: 'Send invitation' }))
    await waitFor(() => expect(writes()).toHaveLength(2))
    expect(writes()[1]!.body).toEqual({
      email: 'nareh@example.com',
      first_name: 'Nareh',
      last_name: '',
      role: 'admin',
      language: 'fa',
    })
    expect(await screen.findByText('nareh@example.com')).toBeTruthy()
  })

  test('a pending invitation gets a new link', async () => {
    const { user, writes } = renderStaff({ 'POST /ops/staff/9/invitation/': { body: invited } })
    await user.click(await screen.findByRole('button', { name: 'Send Kaveh a new invitation link' }))
    await waitFor(() => expect(writes()).toEqual([expect.objectContaining({ body: { language: 'en' } })]))
  })

  test('changes a role only once confirmed', async () => {
    const { user, writes } = renderStaff({ 'PATCH /ops/staff/7/': { body: { ...operator, role: 'admin' } } })
    const select = within(await row('Lilit Hakobyan')).getByRole('combobox', {
      name: 'Role of Lilit Hakobyan',
    })
    await user.selectOptions(select, 'admin')
    const dialog = await screen.findByRole('alertdialog', { name: 'Change the role of Lilit Hakobyan?' })
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    expect((select as HTMLSelectElement).value).toBe('operator')
    expect(writes()).toEqual([])
    await user.selectOptions(select, 'admin')
    await user.click(await screen.findByRole('button', { name: 'Change role' }))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
    expect(writes()).toEqual([expect.objectContaining({ method: 'PATCH', body: { role: 'admin' } })])
    expect((select as HTMLSelectElement).value).toBe('admin')
  })

  test('removal names the person, and the last admin is refused in the server words, in Persian too', async () => {
    const detail = 'این آخرین مدیر است. ابتدا شخص دیگری را مدیر کنید.'
    const { user, writes } = renderStaff(
      { 'DELETE /ops/staff/5/': { status: 409, body: { detail, code: 'staff.lastAdmin' } } },
      'fa',
    )
    await user.click(await screen.findByRole('button', { name: 'حذف Aram Petrosyan' }))
    const dialog = await screen.findByRole('alertdialog', { name: 'Aram Petrosyan از کارکنان حذف شود؟' })
    expect(within(dialog).getByText(/aram@example\.com/)).toBeTruthy()
    await user.click(within(dialog).getByRole('button', { name: 'حذف' }))
    expect(await within(dialog).findByText(detail)).toBeTruthy()
    expect(writes()).toHaveLength(1)
    expect(screen.getByText('Aram Petrosyan')).toBeTruthy()
  })

  test('removing someone takes them off the list', async () => {
    const { user } = renderStaff({ 'DELETE /ops/staff/7/': { status: 204 } })
    await user.click(await screen.findByRole('button', { name: 'Remove Lilit Hakobyan' }))
    const dialog = await screen.findByRole('alertdialog', { name: 'Remove Lilit Hakobyan from staff?' })
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }))
    await waitFor(() => expect(screen.queryByText('Lilit Hakobyan')).toBeNull())
  })
})
