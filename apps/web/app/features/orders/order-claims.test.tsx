// @vitest-environment happy-dom
import type { Claim, OrderClaims } from '@caravanserai/contracts/claims'
import type { Lang } from '@caravanserai/contracts/languages'
import type { Order } from '@caravanserai/contracts/orders'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { formatDate, formatDay } from '../../lib/format.ts'
import { notify } from '../../lib/notify.ts'
import { anOrder, aPublicConfig, aSessionUser } from '../../testing/factories.ts'
import type { Answers } from '../../testing/fake-api.ts'
import { renderPage } from '../../testing/render-page.tsx'
import { OrderClaimsPanel } from './order-claims.tsx'

/** The window's size, as happy-dom lets a test set it. */
function setViewport(width: number, height: number) {
  const dom = (
    window as unknown as { happyDOM: { setViewport(size: { width: number; height: number }): void } }
  ).happyDOM
  dom.setViewport({ width, height })
}

afterEach(() => {
  vi.restoreAllMocks()
  setViewport(1024, 768)
})

const item = (id: number, name: string, variation: string, quantity: number) => ({
  id,
  quantity,
  line_total: quantity * 10,
  product_variation: {
    id,
    name: variation,
    price: 10,
    product_id: id,
    product_name: name,
    product_avatar: null,
  },
})

const delivered = anOrder({
  status: 'delivered',
  shipped_at: '2026-11-24T09:00:00Z',
  delivered_at: '2026-11-26T09:00:00Z',
  amount_paid: 560,
  payment_state: 'paid',
  order_items: [item(11, 'Dried apricots', '10 kg box', 50), item(12, 'Walnuts', '5 kg bag', 8)],
  available_actions: ['complete'],
})

const claim = (fields: Partial<Claim> = {}): Claim => ({
  id: 3,
  order_id: 77,
  order_number: 'CS-2026-0077',
  state: 'open',
  reason: 'damaged',
  remedy: 'partial_refund',
  description: 'Six boxes arrived crushed.',
  lines: [{ item: 11, name: 'Dried apricots', variation: '10 kg box', quantity: 6, ordered: 50 }],
  files: [
    {
      id: 31,
      name: 'crushed.jpg',
      content_type: 'image/jpeg',
      size: 9,
      download_url: '/api/orders/77/files/31/',
    },
  ],
  opened_at: '2026-11-27T10:00:00Z',
  first_answered_at: null,
  resolved_at: null,
  resolution_note: null,
  refund_id: null,
  replacement_order: null,
  ...fields,
})

const openable: OrderClaims = { results: [], can_open: true, open_until: '2026-12-10' }

function renderPanel(order: Order, answers: Answers, lang: Lang = 'en', claimWindowDays?: number) {
  return renderPage(<OrderClaimsPanel lang={lang} user={aSessionUser()} order={order} />, {
    lang,
    path: `/orders/${order.id}`,
    answers,
    config: claimWindowDays ? aPublicConfig({ claimWindowDays }) : undefined,
  })
}

const region = (name = 'Claims') => screen.findByRole('region', { name })

describe('an order’s claims', () => {
  test('are not asked for before the goods ship', () => {
    const { requests } = renderPanel(anOrder({ status: 'processing' }), {})
    expect(screen.queryByRole('region')).toBeNull()
    expect(requests).toEqual([])
  })

  test('show nothing when there are none and none may be opened', async () => {
    const { requests } = renderPanel(anOrder({ status: 'completed' }), {
      'GET /orders/77/claims/': { body: { results: [], can_open: false, open_until: null } },
    })
    await waitFor(() => expect(requests.map((r) => r.path)).toEqual(['/orders/77/claims/']))
    expect(screen.queryByRole('region')).toBeNull()
  })

  test('say until when a problem may be reported, and offer to report one', async () => {
    renderPanel(delivered, { 'GET /orders/77/claims/': { body: openable } })
    const claims = await region()
    expect(
      await within(claims).findByText(
        'If something is wrong with the goods, you can report a problem until December 10, 2026.',
      ),
    ).toBeTruthy()
    expect(within(claims).getByRole('button', { name: 'Report a problem' })).toBeTruthy()
  })

  test('while the goods are on their way, the window is told in days after receipt', async () => {
    renderPanel(anOrder({ status: 'shipped' }), {
      'GET /orders/77/claims/': { body: { results: [], can_open: true, open_until: null } },
    })
    expect((await region()).textContent).toContain(
      'while the goods are on their way and for 14 days after you mark them received',
    )
  })

  test('the days are the shop’s claim window: 21 when it is set so, with the plural each language takes', async () => {
    const shipped = anOrder({ status: 'shipped' })
    const answers = { 'GET /orders/77/claims/': { body: { results: [], can_open: true, open_until: null } } }
    const { unmount } = renderPanel(shipped, answers, 'en', 21)
    await waitFor(async () =>
      expect((await region()).textContent).toContain('for 21 days after you mark them received'),
    )
    unmount()
    renderPanel(shipped, answers, 'ru', 21)
    await waitFor(async () =>
      expect((await region('Претензии')).textContent).toContain('в течение 21 дня после того'),
    )
  })

  test('an open claim: completing waits for it and nothing is released; the claim as it stands', async () => {
    renderPanel(
      { ...delivered, claim_open: true, available_actions: [] },
      {
        'GET /orders/77/claims/': { body: { results: [claim()], can_open: false, open_until: '2026-12-10' } },
      },
    )
    const claims = await region()
    expect(
      within(claims).getByText(
        'A claim is open. You can complete the order once our team has resolved it, and nothing is released to the supplier meanwhile.',
      ),
    ).toBeTruthy()
    const card = await within(claims).findByRole('article', { name: 'The goods arrived damaged' })
    expect(card.textContent).toContain('Open')
    expect(card.textContent).toContain('A partial refund')
    expect(card.textContent).toContain('November 27, 2026')
    expect(card.textContent).toContain('Dried apricots · 10 kg box: 6 of 50 units')
    expect(card.textContent).toContain('Six boxes arrived crushed.')
    expect(within(card).getByRole('button', { name: 'Download crushed.jpg' })).toBeTruthy()
    expect(within(claims).queryByRole('button', { name: 'Report a problem' })).toBeNull()
  })

  test('a resolved claim: the team’s answer and the replacement order it made', async () => {
    renderPanel(
      { ...delivered, status: 'completed' },
      {
        'GET /orders/77/claims/': {
          body: {
            results: [
              claim({
                state: 'replaced',
                remedy: 'replacement',
                resolved_at: '2026-11-29T10:00:00Z',
                resolution_note: 'We ship six new boxes.',
                replacement_order: { id: 91, order_number: 'CS-2026-0091' },
              }),
            ],
            can_open: false,
            open_until: '2026-12-10',
          },
        },
      },
    )
    const card = await within(await region()).findByRole('article')
    expect(card.textContent).toContain('Replaced')
    expect(card.textContent).toContain('We ship six new boxes.')
    expect(within(card).getByRole('link', { name: 'CS-2026-0091' }).getAttribute('href')).toBe(
      '/en/orders/91',
    )
  })

  test('in Persian: the words, the date and the quantities in Persian, the page right to left', async () => {
    renderPanel(
      { ...delivered, claim_open: true },
      {
        'GET /orders/77/claims/': { body: { results: [claim()], can_open: false, open_until: '2026-12-10' } },
      },
      'fa',
    )
    const claims = await region('شکایت‌ها')
    expect(document.documentElement.dir).toBe('rtl')
    const card = await within(claims).findByRole('article', { name: 'کالا آسیب‌دیده رسید' })
    expect(card.textContent).toContain('۶ از ۵۰ واحد')
    expect(card.textContent).toContain('باز')
    // Only the product's own name, as the order copied it, keeps its Latin digits.
    expect(card.textContent).toContain(formatDate('fa', '2026-11-27T10:00:00Z', { dateStyle: 'long' }))
    expect(card.textContent?.replace('10 kg box', '')).not.toMatch(/[0-9]/)
  })
})

describe('reporting a problem', () => {
  const uploaded = {
    id: 41,
    name: 'crushed.jpg',
    content_type: 'image/jpeg',
    size: 9,
    download_url: '/api/orders/77/files/41/',
  }

  async function openForm(answers: Answers = {}, lang: Lang = 'en') {
    let reads = 0
    const view = renderPanel(
      delivered,
      {
        'GET /orders/77/claims/': () => ({
          body: reads++ === 0 ? openable : { results: [claim()], can_open: false, open_until: '2026-12-10' },
        }),
        ...answers,
      },
      lang,
    )
    const report = lang === 'en' ? 'Report a problem' : 'گزارش مشکل'
    await view.user.click(await screen.findByRole('button', { name: report }))
    const form = await screen.findByRole('form', { name: report })
    return { ...view, form }
  }

  test('uploads the evidence first, then opens the claim naming the lines, their quantities and the files', async () => {
    vi.spyOn(notify, 'success').mockImplementation(() => {})
    const { user, form, requests } = await openForm({
      'POST /orders/77/files/': { status: 201, body: uploaded },
      'POST /orders/77/claims/': { status: 201, body: claim() },
    })
    expect(document.activeElement).toBe(within(form).getByRole('heading', { name: 'Report a problem' }))

    await user.selectOptions(within(form).getByLabelText('What is wrong?'), 'damaged')
    await user.click(within(form).getByRole('radio', { name: 'A partial refund' }))
    await user.click(within(form).getByRole('checkbox', { name: 'Dried apricots · 10 kg box' }))
    const quantity = within(form).getByRole('textbox', { name: /^Units\s?: Dried apricots · 10 kg box$/ })
    expect((quantity as HTMLInputElement).value).toBe('50')
    await user.clear(quantity)
    await user.type(quantity, '6')
    await user.type(
      within(form).getByRole('textbox', { name: 'What happened?' }),
      'Six boxes arrived crushed.',
    )
    await user.upload(
      within(form).getByLabelText('Add photos or documents'),
      new File(['jpeg'], 'crushed.jpg', { type: 'image/jpeg' }),
    )
    expect(
      within(within(form).getByRole('list', { name: 'Files to send with the claim' })).getByText(
        'crushed.jpg',
      ),
    )
    await user.click(within(form).getByRole('button', { name: 'Send the claim' }))

    await waitFor(() => expect(screen.queryByRole('form')).toBeNull())
    const posts = requests.filter((r) => r.method === 'POST')
    expect(posts.map((r) => r.path)).toEqual(['/orders/77/files/', '/orders/77/claims/'])
    expect(posts[1]?.body).toEqual({
      reason: 'damaged',
      remedy: 'partial_refund',
      description: 'Six boxes arrived crushed.',
      lines: [{ item: 11, quantity: 6 }],
      files: [41],
    })
    expect(notify.success).toHaveBeenCalledWith('Claim sent. Our team will answer within 48 hours.')
    expect(await screen.findByRole('article', { name: 'The goods arrived damaged' })).toBeTruthy()
  })

  test('says what is missing under each field, focuses the first, and sends nothing', async () => {
    const { user, form, requests } = await openForm()
    await user.click(within(form).getByRole('button', { name: 'Send the claim' }))

    const reason = within(form).getByLabelText('What is wrong?')
    await waitFor(() => expect(document.activeElement).toBe(reason))
    expect(reason.getAttribute('aria-invalid')).toBe('true')
    expect(document.getElementById(reason.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Choose what is wrong.',
    )
    expect(form.textContent).toContain('Choose what you ask for.')
    expect(form.textContent).toContain('Describe what happened.')

    await user.selectOptions(reason, 'short_quantity')
    await user.click(within(form).getByRole('radio', { name: 'A full refund' }))
    await user.type(within(form).getByRole('textbox', { name: 'What happened?' }), 'Short.')
    await user.click(within(form).getByRole('checkbox', { name: 'Walnuts · 5 kg bag' }))
    const quantity = within(form).getByRole('textbox', { name: /^Units\s?: Walnuts · 5 kg bag$/ })
    await user.clear(quantity)
    await user.type(quantity, '9')
    await user.click(within(form).getByRole('button', { name: 'Send the claim' }))
    await waitFor(() => expect(document.activeElement).toBe(quantity))
    expect(form.textContent).toContain('Enter a whole number of units from 1 to 8, the quantity ordered.')
    expect(requests.filter((r) => r.method === 'POST')).toEqual([])
  })

  test('refuses evidence of another kind and a sixth file before uploading anything', async () => {
    const { form, requests } = await openForm()
    const picker = within(form).getByLabelText('Add photos or documents')
    fireEvent.change(picker, {
      target: { files: [new File(['<svg/>'], 'logo.svg', { type: 'image/svg+xml' })] },
    })
    expect((await within(form).findByRole('alert')).textContent).toBe(
      'logo.svg cannot be sent: add a PDF or a picture (JPEG, PNG or WebP).',
    )
    const six = ['1', '2', '3', '4', '5', '6'].map(
      (n) => new File(['%PDF'], `${n}.pdf`, { type: 'application/pdf' }),
    )
    fireEvent.change(picker, { target: { files: six } })
    await waitFor(() =>
      expect(within(form).getByRole('alert').textContent).toBe('At most 5 files per claim.'),
    )
    expect(requests.filter((r) => r.method === 'POST')).toEqual([])
  })

  test('shows the server’s words under the field they are about, and its refusal above the button', async () => {
    const { user, form } = await openForm({
      'POST /orders/77/claims/': ({ body }) =>
        (body as { description: string }).description === 'First try.'
          ? { status: 400, body: { 'lines.0.quantity': ['Ensure this value is at most 50.'] } }
          : {
              status: 409,
              body: { detail: 'The claim window closed on 10 December.', code: 'claims.windowClosed' },
            },
    })
    await user.selectOptions(within(form).getByLabelText('What is wrong?'), 'damaged')
    await user.click(within(form).getByRole('radio', { name: 'Replacement goods' }))
    await user.click(within(form).getByRole('checkbox', { name: 'Dried apricots · 10 kg box' }))
    const description = within(form).getByRole('textbox', { name: 'What happened?' })
    await user.type(description, 'First try.')
    await user.click(within(form).getByRole('button', { name: 'Send the claim' }))

    const quantity = within(form).getByRole('textbox', { name: /^Units\s?: Dried apricots · 10 kg box$/ })
    await waitFor(() => expect(quantity.getAttribute('aria-invalid')).toBe('true'))
    expect(form.textContent).toContain('Ensure this value is at most 50.')

    await user.clear(description)
    await user.type(description, 'Second try.')
    await user.click(within(form).getByRole('button', { name: 'Send the claim' }))
    expect((await within(form).findByRole('alert')).textContent).toBe(
      'The claim window closed on 10 December.',
    )
  })

  test('on a phone: one column, large targets, and the whole form done from the keyboard in Persian', async () => {
    setViewport(375, 667)
    expect(window.innerWidth).toBe(375)
    const { user, form, requests } = await openForm(
      {
        'POST /orders/77/claims/': {
          status: 201,
          body: claim({ reason: 'not_received', remedy: 'refund', lines: [] }),
        },
      },
      'fa',
    )
    vi.spyOn(notify, 'success').mockImplementation(() => {})
    expect(screen.getByRole('region', { name: 'شکایت‌ها' }).textContent).toContain(
      `تا ${formatDay('fa', '2026-12-10')} می‌توانید شکایت ثبت کنید`,
    )
    // One column: nothing in the form is laid out side by side below the tablet breakpoint.
    for (const element of form.querySelectorAll('*')) {
      expect(element.getAttribute('class') ?? '').not.toMatch(/(^|\s)(grid-cols-[2-9]|flex-row)(\s|$)/)
    }
    // Every choice is a label a finger can hit (44 px or more), and the buttons fill the width.
    for (const choice of within(form).getAllByRole('radio').concat(within(form).getAllByRole('checkbox'))) {
      expect(choice.closest('label')?.className).toMatch(/min-h-1[12]/)
    }
    for (const name of ['ارسال شکایت', 'انصراف']) {
      expect(within(form).getByRole('button', { name }).className).toMatch(/(^|\s)w-full(\s|$)/)
    }

    // The keyboard alone: the reason by its list, the remedy by arrows, the description typed.
    const reason = within(form).getByLabelText('مشکل چیست؟')
    reason.focus()
    await user.selectOptions(reason, 'not_received')
    await user.tab()
    expect(document.activeElement).toBe(within(form).getByRole('radio', { name: 'بازپرداخت کامل' }))
    await user.keyboard(' ')
    await user.click(within(form).getByRole('textbox', { name: 'چه اتفاقی افتاد؟' }))
    await user.keyboard('هیچ بسته‌ای نرسید.')
    within(form).getByRole('button', { name: 'ارسال شکایت' }).focus()
    await user.keyboard('{Enter}')

    const sent = () => requests.find((r) => r.method === 'POST' && r.path === '/orders/77/claims/')
    await waitFor(() => expect(sent()).toBeTruthy())
    expect(sent()?.body).toEqual({
      reason: 'not_received',
      remedy: 'refund',
      description: 'هیچ بسته‌ای نرسید.',
      lines: [],
      files: [],
    })
  })
})
