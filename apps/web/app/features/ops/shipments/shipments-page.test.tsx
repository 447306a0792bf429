// @vitest-environment happy-dom
import type { Lang } from '@caravanserai/contracts/languages'
import type { OpsDestination } from '@caravanserai/contracts/ops-destinations'
import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, test } from 'vitest'
import { aSessionUser } from '../../../testing/factories.ts'
import type { Answers } from '../../../testing/fake-api.ts'
import { renderPage } from '../../../testing/render-page.tsx'
import { anOpsShipmentList, anOpsShipmentRow } from '../../../testing/shipment-factories.ts'
import { ShipmentsPage } from './shipments-page.tsx'

const meghri: OpsDestination = {
  id: 7,
  name: 'Armenia — Meghri',
  names: { en: 'Armenia — Meghri' },
  position: 0,
  is_active: true,
  order_count: 2,
  legs: [],
  lead_days: null,
}

function renderShipments(lang: Lang, path: string, answers: Answers = {}) {
  const page = renderPage(<ShipmentsPage lang={lang} />, {
    lang,
    path,
    outletContext: { operator: aSessionUser(), role: 'operator' },
    answers: {
      'GET /ops/shipments/': { body: anOpsShipmentList() },
      'GET /ops/destinations/': { body: [meghri] },
      ...answers,
    },
  })
  const listCalls = () => page.requests.filter((r) => r.path === '/ops/shipments/')
  return { ...page, listCalls }
}

const csv = (text: string) => new File([text], 'milestones.csv', { type: 'text/csv' })

describe('the console’s shipments view', () => {
  test('shows each view with its count, the shipments with their last milestone, and late in words', async () => {
    const { listCalls } = renderShipments('en', '/ops/shipments?view=late&destination=7')
    const table = await screen.findByRole('table', {
      name: 'Shipments, with their last milestone and arrival',
    })
    const row = within(table)
      .getByRole('rowheader', { name: /IR-ARM-55021/ })
      .closest('tr')!
    expect(within(row).getByRole('link', { name: 'CS-2026-0077' }).getAttribute('href')).toBe(
      '/en/ops/orders/77',
    )
    expect(row.textContent).toContain('Border crossed')
    expect(row.textContent).toContain('Nurduz/Meghri')
    expect(within(row).getByText('Late')).toBeTruthy()
    const views = screen.getByRole('navigation', { name: 'Shipments to show' })
    expect(within(views).getByRole('link', { name: 'Late (1)' }).getAttribute('aria-current')).toBe('page')
    expect(within(views).getByRole('link', { name: 'Delivered (12)' }).getAttribute('href')).toBe(
      '/en/ops/shipments?view=delivered&destination=7',
    )
    expect(Object.fromEntries(listCalls()[0]!.query)).toMatchObject({ view: 'late', destination: '7' })
    await waitFor(() =>
      expect((screen.getByRole('combobox', { name: 'Destination' }) as HTMLSelectElement).value).toBe('7'),
    )
  })

  test('in Persian, writes the counts and days in Persian', async () => {
    renderShipments('fa', '/ops/shipments', {
      'GET /ops/shipments/': { body: anOpsShipmentList([anOpsShipmentRow({ late: false })]) },
    })
    const views = await screen.findByRole('navigation', { name: 'محموله‌هایی که نمایش داده شوند' })
    await waitFor(() => expect(within(views).getByRole('link', { name: 'در راه (۴)' })).toBeTruthy())
    const table = screen.getByRole('table')
    expect(within(table).getByText('۱۳ آذر ۱۴۰۵')).toBeTruthy()
    expect(within(table).queryByText('با تأخیر')).toBeNull()
  })

  test('imports a CSV as text/csv and says how many milestones it recorded', async () => {
    const { user, requests } = renderShipments('en', '/ops/shipments', {
      'POST /ops/shipments/milestones/import/': { body: { recorded: 3 } },
    })
    const file = csv(
      'tracking_number,event,date,place,note,delay_days\nIR-ARM-55021,customs_cleared,2026-11-28,,,\n',
    )
    await user.upload(screen.getByLabelText('CSV file'), file)
    await user.click(screen.getByRole('button', { name: 'Import' }))
    expect(await screen.findByText('3 milestones recorded.')).toBeTruthy()
    const sent = requests.find((r) => r.method === 'POST')!
    expect(sent.body).toBeInstanceOf(Blob)
    expect((sent.body as Blob).type).toBe('text/csv')
    expect(await (sent.body as Blob).text()).toContain('IR-ARM-55021,customs_cleared')
  })

  test('in Persian, lists every refused line of a refused file', async () => {
    const { user } = renderShipments('fa', '/ops/shipments', {
      'POST /ops/shipments/milestones/import/': {
        status: 422,
        body: {
          detail: 'هیچ رویدادی ثبت نشد.',
          code: 'shipments.importRefused',
          errors: [
            { line: 3, message: 'برای عبور از مرز، نام گذرگاه لازم است.' },
            { line: 2, message: 'محموله‌ای با کد رهگیری TRK-9 وجود ندارد.' },
          ],
        },
      },
    })
    await user.upload(
      screen.getByLabelText('فایل CSV'),
      csv('tracking_number,event,date,place,note,delay_days\n'),
    )
    await user.click(screen.getByRole('button', { name: 'ورود' }))
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('هیچ چیز ثبت نشد: ۲ سطر رد شد')
    expect(
      within(alert)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'سطر ۲: محموله‌ای با کد رهگیری TRK-9 وجود ندارد.',
      'سطر ۳: برای عبور از مرز، نام گذرگاه لازم است.',
    ])
  })

  test('explains the columns and offers an example to download', async () => {
    renderShipments('en', '/ops/shipments')
    const panel = screen.getByRole('region', { name: 'Import milestones' })
    expect(within(panel).getByText('tracking_number').nextElementSibling!.textContent).toContain(
      "the shipment's tracking number",
    )
    expect(within(panel).getByRole('button', { name: 'Download an example file' })).toBeTruthy()
  })
})
