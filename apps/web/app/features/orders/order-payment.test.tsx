// @vitest-environment happy-dom
import type { Lang } from '@caravanserai/contracts/languages'
import type { Order } from '@caravanserai/contracts/orders'
import {
  ATTACHMENT_MAX_BYTES,
  type OrderPayment as Payment,
  type PaymentProof,
} from '@caravanserai/contracts/payments'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { notify } from '../../lib/notify.ts'
import { saveFile } from '../../lib/save-file.ts'
import { anOrder, aSessionUser } from '../../testing/factories.ts'
import type { Answers } from '../../testing/fake-api.ts'
import { renderPage } from '../../testing/render-page.tsx'
import { OrderPayment } from './order-payment.tsx'

vi.mock('../../lib/save-file.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../lib/save-file.ts')>()),
  saveFile: vi.fn(),
}))

afterEach(() => {
  vi.restoreAllMocks()
  vi.mocked(saveFile).mockClear()
})

const order = anOrder({
  status: 'processing',
  shipping_price: 120,
  total_amount: 680,
  amount_due: 680,
  approved_at: '2026-11-22T09:00:00Z',
})

const instructions = {
  currency: 'USD',
  beneficiary: 'Caravanserai Trading LLC',
  bank_name: 'Ameriabank CJSC',
  bank_address: '2 Vazgen Sargsyan St, Yerevan',
  account_number: 'AM12 1570 0000 0000 1234',
  swift: 'ARMIAM22',
  intermediary: '',
  notes: 'Charges OUR, please.',
  reference: 'PI-2026-00012 CS-2026-0077',
}

function aPayment(fields: Partial<Payment> = {}): Payment {
  return {
    state: 'unpaid',
    currency: 'USD',
    amount_paid: 0,
    amount_due: 680,
    instructions,
    proofs: [],
    payments: [],
    can_send_proof: true,
    ...fields,
  }
}

function aProof(fields: Partial<PaymentProof> = {}): PaymentProof {
  return {
    id: 3,
    state: 'pending',
    file: {
      id: 9,
      name: 'transfer-22-11.pdf',
      content_type: 'application/pdf',
      size: 51_200,
      download_url: '/api/orders/77/files/9/',
    },
    created_at: '2026-11-23T08:00:00Z',
    rejection_reason: null,
    ...fields,
  }
}

const PAYMENT_PATH = 'GET /orders/77/payment/'

function renderPayment(
  payment: Payment,
  { lang = 'en', answers = {}, of = order }: { lang?: Lang; answers?: Answers; of?: Order } = {},
) {
  return renderPage(<OrderPayment lang={lang} user={aSessionUser()} order={of} />, {
    lang,
    path: `/orders/${of.id}`,
    answers: { [PAYMENT_PATH]: { body: payment }, ...answers },
  })
}

async function section(name = 'Payment') {
  const region = screen.getByRole('region', { name })
  // The skeleton is the one labelled status; the copy buttons' live regions have no name.
  await waitFor(() => expect(region.querySelector('[role="status"][aria-label]')).toBeNull())
  return region
}

/** What an element reads, without the isolating marks around amounts inside sentences. */
const textOf = (element: Element) => element.textContent?.replace(/[\u2068\u2069]/g, '') ?? ''

const pdf = (name = 'confirmation.pdf', type = 'application/pdf') => new File(['%PDF-1.7'], name, { type })

describe('the payment section at each payment state', () => {
  test('unpaid: what is due, the bank details to pay into and the upload', async () => {
    renderPayment(aPayment())
    const region = await section()
    expect(region.textContent).toContain('Unpaid')
    expect(textOf(region)).toContain('Transfer $680.00 to the account below')
    expect(within(region).getByText('Still due').nextElementSibling?.textContent).toBe('$680.00')
    for (const value of ['Caravanserai Trading LLC', 'Ameriabank CJSC', 'ARMIAM22', 'Charges OUR, please.'])
      expect(region.textContent).toContain(value)
    expect(region.textContent).not.toContain('Intermediary bank')
    expect(within(region).getByText('PI-2026-00012 CS-2026-0077')).toBeTruthy()
    expect(within(region).getByLabelText("Bank's transfer confirmation")).toBeTruthy()
    expect(within(region).queryByRole('heading', { name: 'Confirmations you sent' })).toBeNull()
  })

  test('proof sent: the confirmation waits for a check, and another may still be sent', async () => {
    renderPayment(aPayment({ state: 'proof_sent', proofs: [aProof()] }))
    const region = await section()
    expect(region.textContent).toContain('Payment being checked')
    expect(region.textContent).toContain('checking it against our bank statement')
    const proofs = within(region).getByRole('list', { name: 'Confirmations you sent' })
    expect(proofs.textContent).toContain('transfer-22-11.pdf')
    expect(proofs.textContent).toContain('Waiting for our check')
    expect(within(region).getByRole('button', { name: 'Send confirmation' })).toBeTruthy()
  })

  test('partly paid: the money received, the rest due, and a confirmation sent back with its reason', async () => {
    renderPayment(
      aPayment({
        state: 'partially_paid',
        amount_paid: 400,
        amount_due: 280,
        proofs: [
          aProof({ id: 3, state: 'accepted' }),
          aProof({ id: 4, state: 'rejected', rejection_reason: 'The amount on the slip is unreadable.' }),
        ],
        payments: [{ id: 1, amount: 400, received_on: '2026-11-24', created_at: '2026-11-24T12:00:00Z' }],
      }),
    )
    const region = await section()
    expect(region.textContent).toContain('Partly paid')
    expect(textOf(region)).toContain('Transfer the remaining $280.00')
    const proofs = within(region)
      .getAllByRole('listitem')
      .map((item) => item.textContent)
    expect(proofs[0]).toContain('Sent back')
    expect(proofs[0]).toContain('Why we sent it back: The amount on the slip is unreadable.')
    expect(proofs[1]).toContain('Accepted')
    const received = within(region).getByRole('list', { name: 'Payments received' })
    expect(received.textContent).toContain('$400.00')
    expect(received.textContent).toContain('Received November 24, 2026')
  })

  test('paid: no bank details and no upload, the payments kept', async () => {
    renderPayment(
      aPayment({
        state: 'paid',
        amount_paid: 680,
        amount_due: 0,
        can_send_proof: false,
        proofs: [aProof({ state: 'accepted' })],
        payments: [{ id: 1, amount: 680, received_on: '2026-11-24', created_at: '2026-11-24T12:00:00Z' }],
      }),
    )
    const region = await section()
    expect(region.textContent).toContain('paid in full')
    expect(within(region).queryByRole('heading', { name: 'Bank details' })).toBeNull()
    expect(within(region).queryByRole('button', { name: 'Send confirmation' })).toBeNull()
    expect(within(region).getByRole('list', { name: 'Payments received' }).textContent).toContain('$680.00')
  })

  test('in Persian, amounts and dates are written with Persian digits', async () => {
    renderPayment(aPayment({ payments: [] }), { lang: 'fa' })
    const region = await section('پرداخت')
    const amounts = within(region).getByText('مانده برای پرداخت').nextElementSibling?.textContent ?? ''
    expect(amounts).toMatch(/۶۸۰/)
    expect(amounts).not.toMatch(/[0-9]/)
  })

  test('copies the account number, the SWIFT code and the reference', async () => {
    const { user } = renderPayment(aPayment())
    const region = await section()
    await user.click(within(region).getByRole('button', { name: 'Copy: SWIFT / BIC' }))
    expect(await navigator.clipboard.readText()).toBe('ARMIAM22')
    await user.click(within(region).getByRole('button', { name: 'Copy: Reference to write on the transfer' }))
    expect(await navigator.clipboard.readText()).toBe('PI-2026-00012 CS-2026-0077')
    expect(within(region).getByRole('button', { name: 'Copy: Account number / IBAN' })).toBeTruthy()
    expect(region.textContent).toContain('Reference to write on the transfer copied')
  })

  test('downloads a confirmation it sent through the session', async () => {
    const { user, requests } = renderPayment(aPayment({ proofs: [aProof()] }), {
      answers: { 'GET /orders/77/files/9/': { body: {} } },
    })
    const region = await section()
    await user.click(within(region).getByRole('button', { name: 'Download: transfer-22-11.pdf' }))
    await waitFor(() => expect(saveFile).toHaveBeenCalledTimes(1))
    expect(vi.mocked(saveFile).mock.calls[0]?.[1]).toBe('transfer-22-11.pdf')
    expect(requests.map((r) => r.path)).toContain('/orders/77/files/9/')
  })
})

describe('sending the transfer confirmation', () => {
  test('checks the file on the device: a file over the limit is refused before anything is sent', async () => {
    const { requests } = renderPayment(aPayment())
    const region = await section()
    const input = within(region).getByLabelText("Bank's transfer confirmation")
    const big = pdf('scan.pdf')
    Object.defineProperty(big, 'size', { value: ATTACHMENT_MAX_BYTES + 3 * 1024 * 1024 })
    fireEvent.change(input, { target: { files: [big] } })

    const problem = await within(region).findByRole('alert')
    expect(problem.textContent).toBe(
      'This file is 13 MB and the limit is 10 MB. Send a smaller scan or a PDF.',
    )
    expect(input.getAttribute('aria-invalid')).toBe('true')
    expect(input.getAttribute('aria-describedby')?.split(' ')).toContain(problem.id)
    expect(requests.map((r) => r.method)).toEqual(['GET'])
  })

  test('refuses a kind the server will not take, and asks for a file when none is chosen', async () => {
    const { user, requests } = renderPayment(aPayment())
    const region = await section()
    const input = within(region).getByLabelText("Bank's transfer confirmation")
    fireEvent.change(input, { target: { files: [pdf('statement.docx', 'application/msword')] } })
    expect((await within(region).findByRole('alert')).textContent).toContain('Choose a PDF or a picture')

    await user.click(within(region).getByRole('button', { name: 'Send confirmation' }))
    expect(within(region).getByRole('alert').textContent).toBe(
      "Choose the file of your bank's confirmation first.",
    )
    expect(document.activeElement).toBe(input)
    expect(requests.map((r) => r.method)).toEqual(['GET'])
  })

  test('posts the file as multipart/form-data to the order’s payment-proof path, then shows it', async () => {
    const success = vi.spyOn(notify, 'success').mockImplementation(() => {})
    const after = aPayment({
      state: 'proof_sent',
      proofs: [aProof({ file: { ...aProof().file, name: 'confirmation.pdf' } })],
    })
    const { user, requests } = renderPayment(aPayment(), {
      answers: { 'POST /orders/77/payment-proof/': { status: 201, body: after } },
    })
    const region = await section()
    const input = within(region).getByLabelText("Bank's transfer confirmation")
    expect(input.getAttribute('accept')).toContain('application/pdf')
    await user.upload(input, pdf())
    // The chosen file is named beside the picker, in the page's language, and read with the field.
    expect(within(region).getByText('confirmation.pdf')).toBeTruthy()
    expect(within(region).getByText('Choose another file')).toBeTruthy()
    await user.click(within(region).getByRole('button', { name: 'Send confirmation' }))

    const heading = await within(region).findByRole('heading', { name: 'Confirmations you sent' })
    const sent = requests.find((r) => r.method === 'POST')
    expect(sent?.path).toBe('/orders/77/payment-proof/')
    expect(sent?.body).toBeInstanceOf(FormData)
    const form = sent?.body as FormData
    expect([...form.keys()]).toEqual(['file'])
    expect((form.get('file') as File).name).toBe('confirmation.pdf')
    expect(sent?.headers['Content-Type']).toBeUndefined()

    expect(success).toHaveBeenCalledWith('Transfer confirmation sent. We will check it and email you.')
    await waitFor(() => expect(document.activeElement).toBe(heading))
    expect(region.textContent).toContain('Payment being checked')
  })

  test('a 409 (paid meanwhile) says so in the server’s words and shows the payment as it now stands', async () => {
    let reads = 0
    const paid = aPayment({ state: 'paid', amount_paid: 680, amount_due: 0, can_send_proof: false })
    const { user } = renderPayment(aPayment(), {
      answers: {
        [PAYMENT_PATH]: () => ({ body: reads++ === 0 ? aPayment() : paid }),
        'POST /orders/77/payment-proof/': {
          status: 409,
          body: { detail: 'This order is already paid in full.', code: 'payments.alreadyPaid' },
        },
      },
    })
    const region = await section()
    await user.upload(within(region).getByLabelText("Bank's transfer confirmation"), pdf())
    await user.click(within(region).getByRole('button', { name: 'Send confirmation' }))

    await waitFor(() =>
      expect(within(region).queryByRole('button', { name: 'Send confirmation' })).toBeNull(),
    )
    expect(textOf(within(region).getByRole('alert'))).toBe('This order is already paid in full.')
    expect(region.textContent).toContain('Your order is paid in full.')
    expect(document.activeElement).toBe(within(region).getByRole('heading', { name: 'Payment' }))
  })

  test.each([
    [415, 'files.type', 'Send a PDF or a picture (JPEG, PNG or WebP).'],
    [413, 'files.tooLarge', 'The file is too large. The limit is 10 MB.'],
    [429, 'errors.tooManyRequests', 'Too many requests. Please try again in 60 seconds.'],
  ])('a %i (%s) is told in the server’s words', async (status, code, detail) => {
    const { user } = renderPayment(aPayment(), {
      answers: { 'POST /orders/77/payment-proof/': { status, body: { detail, code } } },
    })
    const region = await section()
    await user.upload(within(region).getByLabelText("Bank's transfer confirmation"), pdf())
    await user.click(within(region).getByRole('button', { name: 'Send confirmation' }))
    expect((await within(region).findByRole('alert')).textContent).toBe(detail)
  })
})
