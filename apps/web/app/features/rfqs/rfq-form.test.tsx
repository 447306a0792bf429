// @vitest-environment happy-dom

import type { ProductDetail } from '@caravanserai/contracts/catalog'
import type { Lang } from '@caravanserai/contracts/languages'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, test } from 'vitest'
import { aSessionUser } from '../../testing/factories.ts'
import type { Answers } from '../../testing/fake-api.ts'
import { renderPage } from '../../testing/render-page.tsx'
import { aCatalogueProduct, anRfq } from '../../testing/rfq-factories.ts'
import { RfqForm } from './rfq-form.tsx'

const categories = [{ id: 3, name: 'Dried fruit' }]
const destinations = [
  { id: 1, name: 'Tbilisi' },
  { id: 2, name: 'Dubai' },
]

function renderForm({
  lang = 'en',
  answers = {},
  product = null,
  variation = null,
}: {
  lang?: Lang
  answers?: Answers
  product?: ProductDetail | null
  variation?: number | null
} = {}) {
  return renderPage(
    <RfqForm
      lang={lang}
      user={aSessionUser()}
      product={product}
      variation={variation}
      categories={categories}
      destinations={destinations}
    />,
    { lang, path: '/rfqs/new', answers },
  )
}

const field = (id: string) => document.getElementById(id) as HTMLInputElement

describe('the request for quotation form', () => {
  test('a request missing what, how much and where lists each problem, linked to its field, and sends nothing', async () => {
    const { user, requests } = renderForm()

    await user.click(screen.getByRole('button', { name: 'Send request' }))

    const summary = (await screen.findByText('Please correct the following:')).closest('[role=alert]')
    const links = within(summary as HTMLElement).getAllByRole('link')
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Please say what you need.', '#rfq-title'],
      ['Please enter the quantity.', '#rfq-quantity'],
      ['Please choose a destination.', '#rfq-shipping_destination'],
    ])
    expect(
      screen.getByRole('textbox', { name: 'What do you need?', description: /Please say what you need\./ }),
    ).toBeTruthy()
    await user.click(links[1]!)
    expect(document.activeElement).toBe(field('rfq-quantity'))
    expect(requests).toEqual([])
  })

  test('uploads the files first, then sends the request naming them and opens it', async () => {
    const { user, requests, router } = renderForm({
      answers: {
        'POST /rfqs/files/': {
          status: 201,
          body: {
            id: 31,
            name: 'spec.pdf',
            content_type: 'application/pdf',
            size: 9,
            download_url: '/api/rfqs/files/31/',
          },
        },
        'POST /rfqs/': { status: 201, body: anRfq({ id: 21 }) },
      },
    })

    await user.type(screen.getByRole('textbox', { name: 'What do you need?' }), 'Dried apricots')
    await user.selectOptions(screen.getByRole('combobox', { name: /Category/ }), 'Dried fruit')
    await user.type(screen.getByRole('textbox', { name: /Details/ }), 'Sulphur-free')
    await user.type(screen.getByRole('textbox', { name: 'Quantity' }), '2.5')
    await user.selectOptions(screen.getByRole('combobox', { name: 'Unit' }), 'Tonnes (t)')
    await user.type(screen.getByRole('textbox', { name: /Target price/ }), '3.40')
    await user.selectOptions(screen.getByRole('combobox', { name: 'Destination' }), 'Dubai')
    await user.upload(field('rfq-files'), new File(['%PDF-1.7'], 'spec.pdf', { type: 'application/pdf' }))
    expect(within(screen.getByRole('list', { name: 'Files to send' })).getByText('spec.pdf')).toBeTruthy()
    await user.click(screen.getByRole('button', { name: 'Send request' }))

    await waitFor(() => expect(router.state.location.pathname).toBe('/en/rfqs/21'))
    expect(requests.map((r) => `${r.method} ${r.path}`)).toEqual(['POST /rfqs/files/', 'POST /rfqs/'])
    expect(requests[1]?.body).toEqual({
      title: 'Dried apricots',
      category: 3,
      details: 'Sulphur-free',
      quantity: 2.5,
      unit: 'tonne',
      target_price: 3.4,
      shipping_destination: 2,
      files: [31],
    })
  })

  test('a file of the wrong kind is refused before anything is sent', async () => {
    const { requests } = renderForm()
    // A browser's picker may still hand over another kind (its accept is a hint, not a rule).
    fireEvent.change(field('rfq-files'), {
      target: { files: [new File(['x'], 'notes.docx', { type: 'application/msword' })] },
    })
    expect((await screen.findByText(/notes\.docx cannot be attached/)).id).toBe('rfq-files-error')
    expect(screen.queryByRole('list', { name: 'Files to send' })).toBeNull()
    expect(requests).toEqual([])
  })

  test('the server’s field errors go under their fields and its other words above the form', async () => {
    const { user } = renderForm({
      answers: {
        'POST /rfqs/': {
          status: 400,
          body: {
            quantity: ['We quote 10 tonnes or more.'],
            product: ['This product is not sold any more.'],
          },
        },
      },
    })
    await user.type(screen.getByRole('textbox', { name: 'What do you need?' }), 'Walnuts')
    await user.type(screen.getByRole('textbox', { name: 'Quantity' }), '2')
    await user.selectOptions(screen.getByRole('combobox', { name: 'Destination' }), 'Tbilisi')
    await user.click(screen.getByRole('button', { name: 'Send request' }))

    expect(
      await screen.findByRole('textbox', { name: 'Quantity', description: 'We quote 10 tonnes or more.' }),
    ).toBeTruthy()
    expect(screen.getByText('This product is not sold any more.')).toBeTruthy()
  })

  test('an unverified email is told, with the way to verify it', async () => {
    const { user } = renderForm({
      answers: {
        'POST /rfqs/': {
          status: 403,
          body: { detail: 'Verify your email before asking for a quote.', code: 'rfqs.emailNotVerified' },
        },
      },
    })
    await user.type(screen.getByRole('textbox', { name: 'What do you need?' }), 'Walnuts')
    await user.type(screen.getByRole('textbox', { name: 'Quantity' }), '2')
    await user.selectOptions(screen.getByRole('combobox', { name: 'Destination' }), 'Tbilisi')
    await user.click(screen.getByRole('button', { name: 'Send request' }))

    expect(await screen.findByText('Verify your email before asking for a quote.')).toBeTruthy()
    expect(screen.getByRole('link', { name: /Verify your email address/ }).getAttribute('href')).toBe(
      '/en/profile',
    )
  })

  test('in Persian, numbers typed in Persian digits are read as numbers', async () => {
    const { user, requests } = renderForm({
      lang: 'fa',
      answers: { 'POST /rfqs/': { status: 201, body: anRfq({ id: 21 }) } },
    })
    await user.type(field('rfq-title'), 'گردو')
    await user.type(field('rfq-quantity'), '۲٫۵')
    await user.type(field('rfq-target_price'), '۱٬۲۵۰')
    await user.selectOptions(field('rfq-shipping_destination'), '1')
    await user.click(screen.getByRole('button', { name: 'ارسال استعلام' }))

    await waitFor(() => expect(requests).toHaveLength(1))
    expect(requests[0]?.body).toMatchObject({ quantity: 2.5, target_price: 1250, shipping_destination: 1 })
  })

  test('for a catalogue product the product is locked in, its variation chosen, and no title needed', async () => {
    const { user, requests } = renderForm({
      product: aCatalogueProduct(),
      variation: 9,
      answers: { 'POST /rfqs/': { status: 201, body: anRfq({ id: 21 }) } },
    })
    expect(screen.getByRole('link', { name: 'Sargol saffron' }).getAttribute('href')).toBe('/en/product/7')
    expect(screen.queryByRole('combobox', { name: /Category/ })).toBeNull()
    expect((screen.getByRole('combobox', { name: /Variation/ }) as HTMLSelectElement).value).toBe('9')

    await user.type(screen.getByRole('textbox', { name: 'Quantity' }), '500')
    await user.selectOptions(screen.getByRole('combobox', { name: 'Destination' }), 'Tbilisi')
    await user.click(screen.getByRole('button', { name: 'Send request' }))

    await waitFor(() => expect(requests).toHaveLength(1))
    expect(requests[0]?.body).toEqual({
      product: 7,
      product_variation: 9,
      details: '',
      quantity: 500,
      unit: 'piece',
      shipping_destination: 1,
      files: [],
    })
  })
})
