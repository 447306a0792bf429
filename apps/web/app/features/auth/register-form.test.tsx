// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react'
import { expect, test } from 'vitest'
import { renderPage } from '../../testing/render-page.tsx'
import { RegisterForm } from './register-form.tsx'

const box = (name: string) => screen.getByRole('textbox', { name: new RegExp(`^${name}`) })

async function fillIn(user: ReturnType<typeof renderPage>['user']) {
  await user.type(box('Full name'), 'Ani Hakobyan')
  await user.type(box('Email'), 'ani@example.com')
  await user.type(box('Phone number'), '+37491234567')
  await user.type(box('Tax ID'), '02587413')
  await user.type(box('Address'), '12 Abovyan Street, Yerevan')
  await user.type(screen.getByLabelText('Password'), 'Saffron-Road-2027')
  await user.type(screen.getByLabelText('Confirm password'), 'Saffron-Road-2027')
}

test('the terms box left unticked stops the form and says why', async () => {
  const { user, requests } = renderPage(<RegisterForm lang="en" onRegistered={() => {}} />)
  await fillIn(user)
  await user.click(screen.getByRole('button', { name: 'Create account' }))
  expect(await screen.findByText('You must accept the terms and conditions')).toBeTruthy()
  expect(screen.getByText('All fields are required. Please fill in the highlighted fields.')).toBeTruthy()
  await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('checkbox', { name: /terms/i })))
  await user.click(screen.getByRole('checkbox', { name: /terms/i }))
  await waitFor(() => expect(screen.queryByText('You must accept the terms and conditions')).toBeNull())
  expect(requests).toHaveLength(0)
})

test('an email the server refuses gets its message under the field, which takes the focus', async () => {
  const taken = 'A user with this email already exists.'
  const { user, requests } = renderPage(<RegisterForm lang="en" onRegistered={() => {}} />, {
    answers: { 'POST /accounts/register/': { status: 400, body: { email: [taken] } } },
  })
  await fillIn(user)
  await user.click(screen.getByRole('checkbox', { name: /terms/i }))
  await user.click(screen.getByRole('button', { name: 'Create account' }))
  expect(await screen.findByText(taken)).toBeTruthy()
  await waitFor(() => expect(document.activeElement).toBe(box('Email')))
  expect(requests[0]?.body).toMatchObject({ email: 'ani@example.com', user_type: 'customer' })
})
