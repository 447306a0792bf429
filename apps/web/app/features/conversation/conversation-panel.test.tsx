// @vitest-environment happy-dom
import type { OrderMessage, OrderMessages } from '@caravanserai/contracts/conversation'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, test } from 'vitest'
import type { Answers } from '../../testing/fake-api.ts'
import { renderPage } from '../../testing/render-page.tsx'
import { ConversationPanel } from './conversation-panel.tsx'

const message = (fields: Partial<OrderMessage>): OrderMessage => ({
  id: 1,
  body: '',
  author: { side: 'staff', name: 'Darya' },
  mine: false,
  files: [],
  created_at: '2026-11-25T10:00:00Z',
  ...fields,
})

const thread = (results: OrderMessage[], unread = 0): OrderMessages => ({ results, unread })

function renderPanel(answers: Answers, lang: 'en' | 'fa' = 'en') {
  return renderPage(<ConversationPanel lang={lang} side="buyer" userId={5} orderId={77} />, {
    lang,
    path: '/orders/77',
    answers,
  })
}

describe('the order conversation', () => {
  test('shows each message as text, makes web addresses links that pass no referrer or rank, and marks them read', async () => {
    const { requests } = renderPanel({
      'GET /orders/77/messages/': {
        body: thread(
          [
            message({ id: 4, body: 'Specs: https://example.com/spec.pdf <b>not bold</b>' }),
            message({ id: 5, body: 'Thanks', mine: true, author: { side: 'customer', name: 'Ani' } }),
          ],
          1,
        ),
      },
      'POST /orders/77/messages/read/': { status: 204 },
      'GET /orders/unread-messages/': { body: { total: 0, orders: [] } },
    })
    const link = await screen.findByRole('link', { name: 'https://example.com/spec.pdf' })
    expect(link.getAttribute('rel')).toBe('nofollow noopener noreferrer')
    expect(screen.getByText(/not bold/).innerHTML).toContain('&lt;b&gt;not bold&lt;/b&gt;')
    expect(screen.getByText('Darya, sales team')).toBeTruthy()
    expect(screen.getByText('You')).toBeTruthy()
    await waitFor(() =>
      expect(requests.find((r) => r.path === '/orders/77/messages/read/')?.body).toEqual({ up_to: 5 }),
    )
  })

  test('uploads the chosen files first, then posts the message naming them', async () => {
    const sent = thread([message({ id: 9, body: 'Here is the spec', mine: true, files: [] })])
    const { user, requests } = renderPanel({
      'GET /orders/77/messages/': { body: thread([]) },
      'POST /orders/77/files/': {
        status: 201,
        body: {
          id: 31,
          name: 'spec.pdf',
          content_type: 'application/pdf',
          size: 9,
          download_url: '/api/orders/77/files/31/',
        },
      },
      'POST /orders/77/messages/': { status: 201, body: sent },
    })
    await screen.findByText('No messages yet.')
    await user.type(screen.getByLabelText('Your message'), 'Here is the spec')
    await user.upload(
      screen.getByLabelText('Attach files'),
      new File(['%PDF-1.7'], 'spec.pdf', { type: 'application/pdf' }),
    )
    expect(within(screen.getByRole('list', { name: 'Files to send' })).getByText('spec.pdf')).toBeTruthy()
    await user.click(screen.getByRole('button', { name: 'Send' }))
    await screen.findByText('Here is the spec', { selector: 'span' })
    const posts = requests.filter((r) => r.method === 'POST').map((r) => r.path)
    expect(posts).toEqual(['/orders/77/files/', '/orders/77/messages/'])
    expect(requests.at(-1)!.body).toEqual({ body: 'Here is the spec', files: [31] })
  })

  test('refuses an empty message and a file of the wrong kind before sending anything', async () => {
    const { user, requests } = renderPanel({ 'GET /orders/77/messages/': { body: thread([]) } })
    await screen.findByText('No messages yet.')
    await user.click(screen.getByRole('button', { name: 'Send' }))
    expect((await screen.findByRole('alert')).textContent).toBe('Write a message or attach a file.')
    // A browser's picker may still hand over another kind (its accept is a hint, not a rule).
    fireEvent.change(screen.getByLabelText('Attach files'), {
      target: { files: [new File(['<svg/>'], 'logo.svg', { type: 'image/svg+xml' })] },
    })
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('logo.svg cannot be sent'))
    expect(requests.filter((r) => r.method === 'POST')).toEqual([])
  })
})
