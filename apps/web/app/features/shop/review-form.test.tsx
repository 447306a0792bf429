// @vitest-environment happy-dom
import type { OwnReview } from '@caravanserai/contracts/reviews'
import { screen, waitFor } from '@testing-library/react'
import { expect, test } from 'vitest'
import { renderPage } from '../../testing/render-page.tsx'
import ReviewForm from './review-form.tsx'

const hidden: OwnReview = {
  id: 7,
  product: 12,
  rating: 1,
  comment: 'Buy it cheaper at another shop.',
  review_date: '2026-11-20T10:00:00Z',
  verified_purchase: false,
  customer: { name: 'Ani Hakobyan' },
  hidden: { at: '2026-11-21T09:30:00Z', reason: 'Advertises another shop.' },
}

test('the author sees their hidden review marked so, with the reason, and an edit keeps it hidden', async () => {
  const { user, requests } = renderPage(
    <ReviewForm lang="en" userId={30} productId={12} existing={hidden} onSaved={() => {}} />,
    { answers: { 'POST /customer/review/': { body: { ...hidden, rating: 3, comment: 'Fair enough.' } } } },
  )
  expect(screen.getByRole('note')).toBeTruthy()
  expect(screen.getByText('Hidden from the product page')).toBeTruthy()
  expect(screen.getByText('Advertises another shop.')).toBeTruthy()

  await user.clear(screen.getByRole('textbox', { name: /Comment/ }))
  await user.type(screen.getByRole('textbox', { name: /Comment/ }), 'Fair enough.')
  await user.click(screen.getByRole('button', { name: 'Update review' }))
  expect(
    await screen.findByText('Your review has been updated. It is still hidden from the product page.'),
  ).toBeTruthy()
  await waitFor(() => expect(requests[0]?.body).toEqual({ product: 12, rating: 1, comment: 'Fair enough.' }))
})

test('a visible review carries no such mark', () => {
  renderPage(
    <ReviewForm
      lang="en"
      userId={30}
      productId={12}
      existing={{ ...hidden, hidden: null }}
      onSaved={() => {}}
    />,
  )
  expect(screen.queryByRole('note')).toBeNull()
  expect(screen.queryByText('Hidden from the product page')).toBeNull()
})

test('in Persian the mark reads right to left in the page language', () => {
  renderPage(<ReviewForm lang="fa" userId={30} productId={12} existing={hidden} onSaved={() => {}} />, {
    lang: 'fa',
  })
  expect(document.documentElement.dir).toBe('rtl')
  expect(screen.getByText('پنهان از صفحهٔ محصول')).toBeTruthy()
})
