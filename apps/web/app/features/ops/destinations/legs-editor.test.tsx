// @vitest-environment happy-dom
import type { OpsDestination } from '@caravanserai/contracts/ops-destinations'
import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, test } from 'vitest'
import { aSessionUser } from '../../../testing/factories.ts'
import type { Answers } from '../../../testing/fake-api.ts'
import { renderPage } from '../../../testing/render-page.tsx'
import { DestinationsPage } from './destinations-page.tsx'

const meghri: OpsDestination = {
  id: 7,
  name: 'Armenia — Meghri',
  names: { en: 'Armenia — Meghri', fa: 'ارمنستان — مغری' },
  position: 0,
  is_active: true,
  order_count: 2,
  legs: [
    {
      names: { en: 'Tehran → Nurduz/Meghri border', fa: 'تهران ← مرز نوردوز/مغری' },
      days: 3,
      ends_with: 'border_crossed',
    },
    { names: { en: 'Border → Yerevan' }, days: 2, ends_with: null },
  ],
  lead_days: 5,
}

function renderDestinations(lang: 'en' | 'fa', answers: Answers = {}) {
  const named = lang === 'fa' ? { ...meghri, name: 'ارمنستان — مغری' } : meghri
  const page = renderPage(<DestinationsPage lang={lang} />, {
    lang,
    path: '/ops/destinations',
    outletContext: { operator: aSessionUser(), role: 'operator' },
    answers: { 'GET /ops/destinations/': { body: [named] }, ...answers },
  })
  const puts = () => page.requests.filter((r) => r.method === 'PUT')
  return { ...page, puts }
}

describe('the route editor of a destination', () => {
  test('shows the typical days, then edits, reorders and removes legs and saves the route whole', async () => {
    const { user, puts } = renderDestinations('en', {
      'PUT /ops/destinations/7/legs/': ({ body }) => ({
        body: { ...meghri, legs: (body as { legs: [] }).legs },
      }),
    })
    expect(await screen.findByText('Typically 5 days door to door')).toBeTruthy()
    await user.click(screen.getByRole('button', { name: 'Edit the route to Armenia — Meghri' }))
    const form = screen.getByRole('form', { name: 'Route to Armenia — Meghri' })
    expect(within(form).getByText('Door to door: typically 5 days.')).toBeTruthy()

    await user.click(within(form).getByRole('button', { name: 'Add leg' }))
    const english = within(form).getAllByLabelText(/^English/)
    await user.type(english[2]!, 'Customs clearance')
    await user.type(within(form).getByLabelText('Typical days for leg 3'), '4')
    const ends = within(form).getByRole('combobox', { name: 'Leg 3 ends when' })
    expect(ends.getAttribute('aria-describedby')).toBeTruthy()
    expect(within(form).getByRole('combobox', { name: 'Leg 1 ends when' })).toHaveProperty(
      'value',
      'border_crossed',
    )
    await user.selectOptions(ends, 'Customs cleared')
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Leg 2 ends when' }), 'Delivered')
    expect(within(form).getByText('Door to door: typically 9 days.')).toBeTruthy()
    await user.click(within(form).getByRole('button', { name: 'Move leg 3 up' }))
    await user.click(within(form).getByRole('button', { name: 'Remove leg 1' }))
    await user.click(within(form).getByRole('button', { name: 'Save route' }))

    await waitFor(() => expect(screen.queryByRole('form', { name: 'Route to Armenia — Meghri' })).toBeNull())
    expect(puts()[0]!.body).toEqual({
      legs: [
        { names: { en: 'Customs clearance' }, days: 4, ends_with: 'customs_cleared' },
        { names: { en: 'Border → Yerevan' }, days: 2, ends_with: 'delivered' },
      ],
    })
  })

  test('in Persian, says what is wrong before sending, and puts the API’s messages under their inputs', async () => {
    const { user, puts } = renderDestinations('fa', {
      'PUT /ops/destinations/7/legs/': {
        status: 400,
        body: { 'legs.0.names.fa': ['نام طولانی است.'] },
      },
    })
    expect(await screen.findByText('معمولاً ۵ روز درب تا درب')).toBeTruthy()
    await user.click(screen.getByRole('button', { name: 'ویرایش مسیر ارمنستان — مغری' }))
    const form = screen.getByRole('form', { name: 'مسیر ارمنستان — مغری' })
    const days = within(form).getByLabelText('روزهای معمول مرحلهٔ ۱')
    await user.clear(days)
    await user.type(days, '۹۱')
    await user.click(within(form).getByRole('button', { name: 'ذخیرهٔ مسیر' }))
    expect(within(form).getByText('تعداد روز را به عدد صحیح از ۰ تا ۹۰ وارد کنید.')).toBeTruthy()
    expect(puts()).toHaveLength(0)

    await user.clear(days)
    // Persian digits are read as the number they are.
    await user.type(days, '۶')
    await user.click(within(form).getByRole('button', { name: 'ذخیرهٔ مسیر' }))
    expect(await within(form).findByText('نام طولانی است.')).toBeTruthy()
    expect((puts()[0]!.body as { legs: { days: number }[] }).legs[0]!.days).toBe(6)
  })
})
