// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react'
import { expect, test } from 'vitest'
import { renderPage } from '../../testing/render-page.tsx'
import { LoginForm } from './login-form.tsx'

const email = () => screen.getByRole('textbox', { name: 'Email' })
const password = () => screen.getByLabelText('Password')

test('a field left blank says so when it loses focus, and the message goes once it is filled', async () => {
  const { user } = renderPage(<LoginForm lang="en" />)
  await user.click(email())
  await user.tab()
  expect(await screen.findByText('Email is required')).toBeTruthy()
  expect(email().getAttribute('aria-invalid')).toBe('true')
  await user.type(email(), 'ani@example.com')
  await waitFor(() => expect(screen.queryByText('Email is required')).toBeNull())
})

test('sending a blank form asks for both fields, names each and focuses the first', async () => {
  const { user, requests } = renderPage(<LoginForm lang="en" />)
  await user.click(screen.getByRole('button', { name: 'Log in' }))
  expect(await screen.findByText('Please enter your email and password.')).toBeTruthy()
  expect(screen.getByText('Email is required')).toBeTruthy()
  expect(screen.getByText('Password is required')).toBeTruthy()
  await waitFor(() => expect(document.activeElement).toBe(email()))
  expect(requests).toHaveLength(0)
})

test('a refused password says so, empties the password and focuses it', async () => {
  const { user, requests } = renderPage(<LoginForm lang="en" />, {
    answers: { 'POST /accounts/token/': { status: 401, body: { detail: 'No active account.' } } },
  })
  await user.type(email(), 'ani@example.com')
  await user.type(password(), 'not-my-password')
  await user.click(screen.getByRole('button', { name: 'Log in' }))
  expect(await screen.findByText('Invalid email or password')).toBeTruthy()
  expect(requests[0]?.body).toEqual({ email: 'ani@example.com', password: 'not-my-password' })
  expect((password() as HTMLInputElement).value).toBe('')
  await waitFor(() => expect(document.activeElement).toBe(password()))
  expect((email() as HTMLInputElement).value).toBe('ani@example.com')
})
