// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react'
import { describe, expect, test } from 'vitest'
import { aUserProfile } from '../../testing/factories.ts'
import { renderPage } from '../../testing/render-page.tsx'
import { RegisterPage } from './register-page.tsx'

const REGISTER = 'POST /accounts/register/'
const PASSWORD = 'Saffron-Route-2026'

function renderRegister(lang: 'en' | 'fa') {
  return renderPage(<RegisterPage lang={lang} vendorUrl="" />, {
    lang,
    path: '/register',
    answers: {
      [REGISTER]: { status: 201, body: { access: 'e30.e30.sig', refresh: 'r', user: aUserProfile() } },
    },
  })
}

type User = ReturnType<typeof renderRegister>['user']

async function fillBuyer(user: User, labels: Record<string, string>) {
  await user.type(await screen.findByRole('textbox', { name: labels.name }), 'Ani Petrosyan')
  await user.type(screen.getByRole('textbox', { name: labels.email }), 'ani@example.com')
  await user.type(screen.getByRole('textbox', { name: new RegExp(`^${labels.phone}`) }), '+374 10 555 123')
  await user.type(screen.getByRole('textbox', { name: new RegExp(`^${labels.taxId}`) }), 'AM-0042')
  await user.type(screen.getByRole('textbox', { name: labels.address }), '12 Abovyan Street, Yerevan')
  await user.type(screen.getByLabelText(new RegExp(`^${labels.password}`)), PASSWORD)
  await user.type(screen.getByLabelText(new RegExp(`^${labels.confirm}`)), PASSWORD)
}

describe('registering for a company', () => {
  test('ticking "I buy for a company" asks for its details and sends them', async () => {
    const { user, requests } = renderRegister('en')
    await fillBuyer(user, {
      name: 'Full name',
      email: 'Email',
      phone: 'Phone number',
      taxId: 'Tax ID',
      address: 'Address',
      password: 'Password',
      confirm: 'Confirm password',
    })
    expect(screen.queryByRole('group', { name: 'Your company' })).toBeNull()
    await user.click(screen.getByRole('checkbox', { name: /I buy for a company/ }))
    await user.click(screen.getByRole('checkbox', { name: /terms and conditions/ }))
    await user.click(screen.getByRole('button', { name: 'Create account' }))
    expect(await screen.findByText('Please enter the company’s legal name.')).toBeTruthy()
    await user.type(screen.getByRole('textbox', { name: 'Company legal name' }), 'Ararat Trading LLC')
    await user.type(screen.getByRole('textbox', { name: /^Country/ }), 'am')
    await user.click(screen.getByRole('button', { name: 'Create account' }))
    await waitFor(() => expect(requests).toHaveLength(1))
    expect(requests[0]!.body).toMatchObject({
      email: 'ani@example.com',
      company: {
        legal_name: 'Ararat Trading LLC',
        registration_number: '',
        legal_address: '',
        country: 'AM',
      },
    })
  })

  test('in Persian, unticked, the registration buys for the person and sends no company', async () => {
    const { user, requests } = renderRegister('fa')
    expect(document.documentElement.dir).toBe('rtl')
    const box = await screen.findByRole('checkbox', { name: /برای یک شرکت خرید می‌کنم/ })
    await user.click(box)
    expect(screen.getByRole('group', { name: 'شرکت شما' })).toBeTruthy()
    await user.click(box)
    expect(screen.queryByRole('group', { name: 'شرکت شما' })).toBeNull()
    expect(requests).toEqual([])
  })
})
