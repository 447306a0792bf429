// @vitest-environment happy-dom
import type { Lang } from '@caravanserai/contracts/languages'
import type { AlertSettings } from '@caravanserai/contracts/ops-alerts'
import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, test } from 'vitest'
import { aSessionUser } from '../../../testing/factories.ts'
import type { Answers } from '../../../testing/fake-api.ts'
import { renderPage } from '../../../testing/render-page.tsx'
import { AlertSettingsPage } from './alert-settings-page.tsx'

const mine: AlertSettings = {
  alerts: {
    order_requested: 'instant',
    quote_approved: 'instant',
    proof_sent: 'digest',
    buyer_message: 'instant',
    claim_opened: 'instant',
  },
  digest_hour: 7,
}

function renderAlerts(answers: Answers = {}, lang: Lang = 'en') {
  const page = renderPage(<AlertSettingsPage lang={lang} />, {
    lang,
    path: '/ops/alerts',
    outletContext: { operator: aSessionUser(), role: 'operator' },
    answers: { 'GET /ops/me/alerts/': { body: mine }, ...answers },
  })
  const writes = () => page.requests.filter((r) => r.method !== 'GET')
  return { ...page, writes }
}

const kind = async (name: string) => screen.findByRole('group', { name })

describe('the alert settings', () => {
  test('shows each kind with the way the person hears of it, and the digest hour', async () => {
    renderAlerts()
    const proofs = await kind('Transfer confirmations')
    expect((within(proofs).getByRole('radio', { name: 'Daily digest' }) as HTMLInputElement).checked).toBe(
      true,
    )
    const orders = await kind('New orders')
    expect((within(orders).getByRole('radio', { name: 'As it happens' }) as HTMLInputElement).checked).toBe(
      true,
    )
    expect(within(orders).getAllByRole('radio')).toHaveLength(3)
    expect(screen.getByText('The daily digest goes out from 07:00 UTC.')).toBeTruthy()
  })

  test('saves a choice for every kind at once', async () => {
    const { user, writes } = renderAlerts({
      'PUT /ops/me/alerts/': (request) => ({ body: { ...mine, ...(request.body as object) } }),
    })
    await user.click(within(await kind('Buyer messages')).getByRole('radio', { name: 'Off' }))
    await user.click(within(await kind('New orders')).getByRole('radio', { name: 'Daily digest' }))
    await user.click(screen.getByRole('button', { name: 'Save my alerts' }))
    await waitFor(() => expect(writes()).toHaveLength(1))
    expect(writes()[0]).toMatchObject({
      method: 'PUT',
      path: '/ops/me/alerts/',
      body: {
        alerts: {
          order_requested: 'digest',
          quote_approved: 'instant',
          proof_sent: 'digest',
          buyer_message: 'off',
        },
      },
    })
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save my alerts' })).toBeTruthy())
    expect(
      (within(await kind('Buyer messages')).getByRole('radio', { name: 'Off' }) as HTMLInputElement).checked,
    ).toBe(true)
  })

  test('a refused choice is shown under its kind in the server’s words, in Persian too', async () => {
    const detail = 'یکی از این گزینه‌ها را انتخاب کنید: off، instant، digest'
    const { user } = renderAlerts(
      { 'PUT /ops/me/alerts/': { status: 400, body: { 'alerts.quote_approved': [detail] } } },
      'fa',
    )
    const approvals = await kind('هزینه‌های ارسالِ تأییدشده')
    expect(screen.getByText('خلاصهٔ روزانه از ساعت ۰۷:۰۰ به وقت UTC فرستاده می‌شود.')).toBeTruthy()
    await user.click(screen.getByRole('button', { name: 'ذخیرهٔ اعلان‌ها' }))
    expect(await within(approvals).findByText(detail)).toBeTruthy()
    expect(approvals.getAttribute('aria-describedby')).toContain('alerts-quote_approved-error')
  })
})
