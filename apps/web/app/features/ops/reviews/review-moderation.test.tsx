// @vitest-environment happy-dom
import type { OpsReview } from '@caravanserai/contracts/ops-reviews'
import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, test } from 'vitest'
import { aSessionUser } from '../../../testing/factories.ts'
import type { Answers } from '../../../testing/fake-api.ts'
import { renderPage } from '../../../testing/render-page.tsx'
import { ReviewModerationPage } from './review-moderation-page.tsx'

function aReview(fields: Partial<OpsReview> = {}): OpsReview {
  return {
    id: 7,
    product: { id: 12, name: 'Sargol saffron' },
    author: { id: 30, name: 'Ani Hakobyan', email: 'ani@example.com' },
    rating: 1,
    comment: 'Buy it cheaper at another shop.',
    review_date: '2026-11-20T10:00:00Z',
    verified_purchase: false,
    hidden: null,
    ...fields,
  }
}

const hiddenReview = aReview({
  id: 8,
  author: null,
  rating: 5,
  comment: '',
  hidden: {
    at: '2026-11-21T09:30:00Z',
    reason: 'Advertises another shop.',
    by: { id: 5, email: 'aram@example.com' },
  },
})

const page = (results: OpsReview[]) => ({
  body: { count: results.length, next: null, previous: null, results },
})

function renderModeration(answers: Answers, path = '/ops/reviews', lang: 'en' | 'fa' = 'en') {
  return renderPage(<ReviewModerationPage lang={lang} />, {
    lang,
    path,
    outletContext: { operator: aSessionUser(), role: 'operator' },
    answers: { 'GET /ops/reviews/': page([aReview(), hiddenReview]), ...answers },
  })
}

describe('review moderation', () => {
  test('lists the reviews with the filters in the address: product, author, stars, and why a hidden one is hidden', async () => {
    const { requests } = renderModeration({}, '/ops/reviews?state=hidden&rating=5&product=12&page=2')
    const list = within(await screen.findByRole('list', { name: 'Reviews, newest first' }))
    const [visible, hidden] = list.getAllByRole('article')
    expect(within(visible!).getByRole('link', { name: 'Sargol saffron' }).getAttribute('href')).toBe(
      '/en/ops/products/12',
    )
    expect(within(visible!).getByRole('img', { name: '1 star' })).toBeTruthy()
    expect(within(visible!).getByText('ani@example.com')).toBeTruthy()
    expect(within(visible!).getByRole('button', { name: 'Hide' })).toBeTruthy()
    expect(within(hidden!).getByText('Hidden')).toBeTruthy()
    expect(within(hidden!).getByText('Deleted account')).toBeTruthy()
    expect(within(hidden!).getByText(/Advertises another shop\./)).toBeTruthy()
    expect(within(hidden!).getByText(/aram@example\.com/)).toBeTruthy()
    expect(within(hidden!).getByRole('button', { name: 'Unhide' })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Hidden', current: 'page' })).toBeTruthy()
    expect((screen.getByRole('combobox', { name: 'Stars' }) as HTMLSelectElement).value).toBe('5')
    expect((screen.getByRole('searchbox', { name: 'Product' }) as HTMLInputElement).value).toBe('12')
    expect(Object.fromEntries(requests[0]!.query)).toEqual({
      state: 'hidden',
      rating: '5',
      product: '12',
      page: '2',
      page_size: '20',
    })
  })

  test('the product field takes a product number or a name to search for', async () => {
    const { user, requests, router } = renderModeration({})
    await screen.findByRole('list', { name: 'Reviews, newest first' })
    await user.selectOptions(screen.getByRole('combobox', { name: 'Stars' }), '4')
    await user.type(screen.getByRole('searchbox', { name: 'Product' }), '#12')
    await user.click(screen.getByRole('button', { name: 'Apply' }))
    await waitFor(() => expect(router.state.location.search).toBe('?rating=4&product=12'))
    await user.clear(screen.getByRole('searchbox', { name: 'Product' }))
    await user.type(screen.getByRole('searchbox', { name: 'Product' }), 'saffron')
    await user.click(screen.getByRole('button', { name: 'Apply' }))
    await waitFor(() => expect(router.state.location.search).toBe('?rating=4&search=saffron'))
    await waitFor(() =>
      expect(Object.fromEntries(requests.at(-1)!.query)).toMatchObject({ search: 'saffron' }),
    )
  })

  test('hiding asks for a reason of at least three characters, then sends it and reads the list again', async () => {
    const { user, requests } = renderModeration({
      'POST /ops/reviews/7/hide/': {
        body: aReview({ hidden: { ...hiddenReview.hidden!, reason: 'Spam link.' } }),
      },
    })
    const list = within(await screen.findByRole('list', { name: 'Reviews, newest first' }))
    await user.click(list.getByRole('button', { name: 'Hide' }))
    const dialog = within(await screen.findByRole('alertdialog', { name: 'Hide this review?' }))
    await user.type(dialog.getByRole('textbox', { name: 'Reason for the author' }), ' ab ')
    await user.click(dialog.getByRole('button', { name: 'Hide review' }))
    expect(await dialog.findByText('Give a reason of at least 3 characters.')).toBeTruthy()
    expect(requests.filter((r) => r.method === 'POST')).toEqual([])

    await user.clear(dialog.getByRole('textbox', { name: 'Reason for the author' }))
    await user.type(dialog.getByRole('textbox', { name: 'Reason for the author' }), 'Spam link.')
    await user.click(dialog.getByRole('button', { name: 'Hide review' }))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
    expect(requests.find((r) => r.method === 'POST')?.body).toEqual({ reason: 'Spam link.' })
    await waitFor(() => expect(requests.filter((r) => r.path === '/ops/reviews/')).toHaveLength(2))
  })

  test('unhiding asks first, with an optional note for the trail, then shows the review again', async () => {
    const { user, requests } = renderModeration({
      'POST /ops/reviews/8/unhide/': { body: { ...hiddenReview, hidden: null } },
    })
    const list = within(await screen.findByRole('list', { name: 'Reviews, newest first' }))
    const unhide = async (note: string) => {
      await user.click(list.getByRole('button', { name: 'Unhide' }))
      const dialog = within(await screen.findByRole('alertdialog', { name: 'Show this review again?' }))
      if (note)
        await user.type(dialog.getByRole('textbox', { name: 'Note for the audit trail (optional)' }), note)
      await user.click(dialog.getByRole('button', { name: 'Show review' }))
      await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
    }
    await unhide('')
    await unhide('  The author removed the link.  ')
    expect(requests.filter((r) => r.method === 'POST')).toMatchObject([
      { path: '/ops/reviews/8/unhide/', body: {} },
      { path: '/ops/reviews/8/unhide/', body: { reason: 'The author removed the link.' } },
    ])
  })

  test('in Persian, right to left, a refusal of the reason shows under the field in the server’s words', async () => {
    const { user } = renderModeration(
      {
        'POST /ops/reviews/7/hide/': {
          status: 400,
          body: { reason: ['دلیل نباید بیشتر از ۵۰۰ نویسه باشد.'] },
        },
      },
      '/ops/reviews',
      'fa',
    )
    expect(document.documentElement.dir).toBe('rtl')
    const list = within(await screen.findByRole('list', { name: 'نظرها، از تازه‌ترین' }))
    await user.click(list.getByRole('button', { name: 'پنهان کردن' }))
    const dialog = within(await screen.findByRole('alertdialog', { name: 'این نظر پنهان شود؟' }))
    await user.type(dialog.getByRole('textbox', { name: 'دلیل برای نویسنده' }), 'تبلیغ فروشگاه دیگر')
    await user.click(dialog.getByRole('button', { name: 'پنهان کردن نظر' }))
    expect(await dialog.findByText('دلیل نباید بیشتر از ۵۰۰ نویسه باشد.')).toBeTruthy()
    expect(screen.getByRole('alertdialog')).toBeTruthy()
  })
})
