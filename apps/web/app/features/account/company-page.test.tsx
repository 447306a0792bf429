// @vitest-environment happy-dom
import type { Company, CompanyMember, MyCompany } from '@caravanserai/contracts/companies'
import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, test } from 'vitest'
import { aSessionUser } from '../../testing/factories.ts'
import type { Answers } from '../../testing/fake-api.ts'
import { renderPage } from '../../testing/render-page.tsx'
import { CompanyPage } from './company-page.tsx'

function aCompany(fields: Partial<Company> = {}): Company {
  return {
    id: 3,
    legal_name: 'Ararat Trading LLC',
    tax_id: '01234567',
    registration_number: '286.110.01234',
    legal_address: '1 Abovyan St, Yerevan',
    country: 'AM',
    approval_threshold: '2500.00',
    is_personal: false,
    role: 'owner',
    created_at: '2026-01-10T09:00:00.000Z',
    ...fields,
  }
}

const MEMBERS: CompanyMember[] = [
  {
    user_id: 5,
    name: 'Aram Petrosyan',
    email: 'aram@example.com',
    role: 'owner',
    monthly_limit: null,
    joined_at: '2026-01-10T09:00:00.000Z',
  },
  {
    user_id: 9,
    name: 'Lilit Hakobyan',
    email: 'lilit@example.com',
    role: 'buyer',
    monthly_limit: '1500.00',
    joined_at: '2026-02-01T09:00:00.000Z',
  },
]

const ONE: MyCompany[] = [
  { id: 3, legal_name: 'Ararat Trading LLC', is_personal: false, role: 'owner', current: true },
]

function renderCompany(lang: 'en' | 'fa', answers: Answers) {
  return renderPage(<CompanyPage lang={lang} user={aSessionUser()} />, {
    lang,
    path: '/account/company',
    answers: {
      'GET /company/members/': { body: { results: MEMBERS } },
      'GET /company/mine/': { body: { results: ONE } },
      'GET /company/invitations/': { body: { results: [] } },
      ...answers,
    },
  })
}

describe('the company page', () => {
  test('an owner edits the details, sending only what changed', async () => {
    const { user, requests } = renderCompany('en', {
      'GET /company/': { body: aCompany() },
      'PATCH /company/': { body: aCompany({ approval_threshold: '5000.00', country: 'IR' }) },
    })
    const threshold = await screen.findByRole('textbox', { name: /Approval threshold/ })
    expect((threshold as HTMLInputElement).value).toBe('2500.00')
    await user.clear(threshold)
    await user.type(threshold, '5000')
    const country = screen.getByRole('textbox', { name: /Country/ })
    await user.clear(country)
    await user.type(country, 'ir')
    await user.click(screen.getByRole('button', { name: 'Save details' }))
    await waitFor(() => expect(requests.filter((r) => r.method === 'PATCH')).toHaveLength(1))
    expect(requests.find((r) => r.method === 'PATCH')!.body).toEqual({
      approval_threshold: '5000',
      country: 'IR',
    })
  })

  test('a bad country and threshold are explained at their fields, nothing is sent', async () => {
    const { user, requests } = renderCompany('en', { 'GET /company/': { body: aCompany() } })
    const country = await screen.findByRole('textbox', { name: /Country/ })
    await user.clear(country)
    await user.type(country, 'Armenia')
    const threshold = screen.getByRole('textbox', { name: /Approval threshold/ })
    await user.clear(threshold)
    await user.type(threshold, '0')
    await user.click(screen.getByRole('button', { name: 'Save details' }))
    expect(
      await screen.findByText('Enter the country as its two-letter ISO code, such as AM or IR.'),
    ).toBeTruthy()
    expect(screen.getByText('Enter an amount in dollars above zero, with at most two decimals.')).toBeTruthy()
    expect(requests.filter((r) => r.method === 'PATCH')).toEqual([])
  })

  test('a member who is not an owner reads the details and the people, and may only leave', async () => {
    renderCompany('en', { 'GET /company/': { body: aCompany({ role: 'viewer' }) } })
    expect(await screen.findByText('Only an owner can change these details.')).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Save details' })).toBeNull()
    expect(screen.queryByRole('button', { name: 'Send the invitation' })).toBeNull()
    expect(await screen.findByText('Lilit Hakobyan')).toBeTruthy()
    expect(screen.queryByRole('button', { name: /Remove/ })).toBeNull()
    expect(screen.getByRole('button', { name: 'Leave the company' })).toBeTruthy()
  })

  test('an owner invites a person as a role and sees the refusal of an existing member', async () => {
    const { user, requests } = renderCompany('en', {
      'GET /company/': { body: aCompany() },
      'POST /company/invitations/': {
        status: 409,
        body: {
          detail: 'This address already belongs to a member of your company.',
          code: 'companies.alreadyMember',
        },
      },
    })
    await user.type(await screen.findByRole('textbox', { name: /Email address/ }), 'lilit@example.com')
    await user.selectOptions(screen.getByRole('combobox', { name: 'Role' }), 'approver')
    await user.click(screen.getByRole('button', { name: 'Send the invitation' }))
    expect(await screen.findByText('This address already belongs to a member of your company.')).toBeTruthy()
    expect(requests.find((r) => r.method === 'POST')!.body).toEqual({
      email: 'lilit@example.com',
      role: 'approver',
      language: 'en',
    })
  })

  test('removing a person asks first; a refusal stays in the dialog with its reason', async () => {
    const { user, requests } = renderCompany('en', {
      'GET /company/': { body: aCompany() },
      'DELETE /company/members/9/': {
        status: 409,
        body: { detail: "This is the company's last owner.", code: 'companies.lastOwner' },
      },
    })
    const lilit = (await screen.findByText('Lilit Hakobyan')).closest('li')!
    await user.click(within(lilit).getByRole('button', { name: /Remove/ }))
    const dialog = await screen.findByRole('alertdialog')
    expect(within(dialog).getByText('Remove Lilit Hakobyan?')).toBeTruthy()
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }))
    expect(await within(dialog).findByText("This is the company's last owner.")).toBeTruthy()
    expect(requests.find((r) => r.method === 'DELETE')!.path).toBe('/company/members/9/')
  })

  test('in Persian: right to left, Persian digits read as amounts, and a switch between companies', async () => {
    const two: MyCompany[] = [
      ...ONE,
      { id: 7, legal_name: null, is_personal: true, role: 'owner', current: false },
    ]
    const { user, requests } = renderCompany('fa', {
      'GET /company/': { body: aCompany() },
      'GET /company/mine/': { body: { results: two } },
      'PATCH /company/': { body: aCompany({ approval_threshold: '750.50' }) },
      'POST /company/switch/': { body: { access: 'e30.e30.sig', refresh: 'r', company_id: 7 } },
    })
    expect(document.documentElement.dir).toBe('rtl')
    const threshold = await screen.findByRole('textbox', { name: /سقف تأیید/ })
    await user.clear(threshold)
    await user.type(threshold, '۷۵۰.۵۰')
    await user.click(screen.getByRole('button', { name: 'ذخیرهٔ مشخصات' }))
    await waitFor(() =>
      expect(requests.find((r) => r.method === 'PATCH')?.body).toEqual({ approval_threshold: '750.50' }),
    )

    const picker = await screen.findByRole('combobox', { name: 'از طرف این شرکت اقدام می‌کنید' })
    expect(within(picker).getByRole('option', { name: /خریدهای شخصی/ })).toBeTruthy()
    await user.selectOptions(picker, '7')
    await user.click(screen.getByRole('button', { name: 'تغییر' }))
    await waitFor(() =>
      expect(requests.find((r) => r.path === '/company/switch/')?.body).toEqual({ company_id: 7 }),
    )
    // The people's limits are money, written as Persian writes it.
    expect(screen.getByText(/۱٬۵۰۰/)).toBeTruthy()
  })
})
