// @vitest-environment happy-dom
import type { Lang } from '@caravanserai/contracts/languages'
import { screen, waitFor } from '@testing-library/react'
import { describe, expect, test } from 'vitest'
import { aSessionUser } from '../../../testing/factories.ts'
import type { Answers } from '../../../testing/fake-api.ts'
import { renderPage } from '../../../testing/render-page.tsx'
import { aShipment } from '../../../testing/shipment-factories.ts'
import { MilestoneForm } from './milestone-form.tsx'

function renderForm(answers: Answers, lang: Lang = 'en') {
  const page = renderPage(<MilestoneForm lang={lang} orderId={77} shipment={aShipment()} />, {
    lang,
    path: '/ops/orders/77',
    outletContext: { operator: aSessionUser() },
    answers,
  })
  const writes = () => page.requests.filter((r) => r.method !== 'GET')
  return { ...page, writes }
}

describe('the milestone form of a shipment', () => {
  test('offers what ends the leg under way first, never the dispatch, and asks a crossing for its place', async () => {
    const { user, writes } = renderForm({
      'POST /ops/shipments/301/milestones/': { status: 201, body: {} },
    })
    const kind = screen.getByRole('combobox', { name: 'What happened' }) as HTMLSelectElement
    expect(kind.value).toBe('customs_cleared')
    expect([...kind.options].map((o) => o.textContent)).not.toContain('Dispatched')

    await user.selectOptions(kind, 'Border crossed')
    await user.click(screen.getByRole('button', { name: 'Record milestone' }))
    expect(await screen.findByText('Name the border crossing.')).toBeTruthy()
    expect(writes()).toEqual([])

    await user.type(screen.getByRole('textbox', { name: /^Place/ }), 'Bagratashen')
    await user.click(screen.getByRole('button', { name: 'Record milestone' }))
    await waitFor(() => expect(writes()).toHaveLength(1))
    expect(writes()[0]!.body).toMatchObject({ kind: 'border_crossed', place: 'Bagratashen' })
  })

  test('a delay needs its reason and days, and the API’s messages land beside their fields', async () => {
    const { user, writes } = renderForm({
      'POST /ops/shipments/301/milestones/': {
        status: 400,
        body: { occurred_on: ['The day is before the shipment’s last milestone.'] },
      },
    })
    await user.selectOptions(screen.getByRole('combobox', { name: 'What happened' }), 'Delayed')
    await user.click(screen.getByRole('button', { name: 'Record milestone' }))
    expect(await screen.findByText('Give the reason for the delay.')).toBeTruthy()
    expect(screen.getByText('Enter a whole number of days from 1 to 90.')).toBeTruthy()

    await user.type(screen.getByRole('textbox', { name: /^Reason for the delay/ }), 'Queue at Bagratashen')
    await user.type(screen.getByRole('textbox', { name: /^Days of delay/ }), '2')
    await user.click(screen.getByRole('button', { name: 'Record milestone' }))
    expect(await screen.findByText('The day is before the shipment’s last milestone.')).toBeTruthy()
    expect(writes()[0]!.body).toMatchObject({ kind: 'delayed', note: 'Queue at Bagratashen', delay_days: 2 })
  })

  test('in Persian, refuses a day after today in Persian', async () => {
    const { user, writes } = renderForm({}, 'fa')
    const day = screen.getByLabelText('روز')
    await user.clear(day)
    await user.type(day, '2099-01-01')
    await user.click(screen.getByRole('button', { name: 'ثبت رویداد' }))
    expect(await screen.findByText('روزی وارد کنید که بعد از امروز نباشد.')).toBeTruthy()
    expect(writes()).toEqual([])
  })
})
