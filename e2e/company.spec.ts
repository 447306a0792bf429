import { randomUUID } from 'node:crypto'
import type { Lang } from '@caravanserai/contracts/languages'
import { expectNoSeriousAxeViolations } from './axe.ts'
import { registerBuyer, signInAs } from './buyers.ts'
import { expect, test } from './fixtures.ts'
import { t } from './languages.ts'
import { findInMail } from './mailbox.ts'

/**
 * A company's owner and the person they invite (docs/decisions/056-companies-are-the-buyer.md),
 * in English on the desktop and in Persian (right-to-left) on the phone.
 */
test.describe.configure({ timeout: 120_000 })

const langOf = (isMobile: boolean): Lang => (isMobile ? 'fa' : 'en')
const shot = (name: string) => `test-results/screenshots/${name}-${test.info().project.name}.png`

test('an owner names the company, invites a person who joins by the link, and both see each other', async ({
  page,
  browser,
  visit,
  request,
  isMobile,
}) => {
  const lang = langOf(isMobile)
  const a = (key: string, values?: Record<string, string | number>) => t(lang, `account:${key}`, values)
  const owner = await registerBuyer(request, { lang })
  await signInAs(page, owner)
  await visit(`/${lang}/account/company`)
  await expect(page.getByRole('heading', { level: 1, name: a('company.title') })).toBeVisible()
  await page.getByRole('textbox', { name: a('company.fields.legal_name') }).fill('Ararat Trading LLC')
  await page.getByRole('textbox', { name: new RegExp(a('company.fields.approval_threshold')) }).fill('2500')
  await page.getByRole('button', { name: a('company.save') }).click()
  await expect(page.getByText(a('company.saved'))).toBeVisible()

  const invited = `invited-${randomUUID().slice(0, 12)}@e2e.caravanserai.example`
  await page.getByRole('textbox', { name: a('invite.email'), exact: true }).fill(invited)
  await page.getByRole('combobox', { name: a('people.role') }).selectOption('approver')
  await page.getByRole('button', { name: a('invite.submit') }).click()
  await expect(page.getByRole('heading', { name: a('invitations.title') })).toBeVisible()
  await expect(page.getByText(invited, { exact: true })).toBeVisible()
  if (!isMobile) await expectNoSeriousAxeViolations(page)
  await page.screenshot({ path: shot('company'), fullPage: true })

  const link = await findInMail(invited, /\/\w\w\/company-invite\?token=[\w-]+/)
  const visitor = await browser.newContext({ ...(isMobile ? { viewport: { width: 390, height: 844 } } : {}) })
  const guest = await visitor.newPage()
  await guest.goto(link)
  await expect(guest.locator('html[data-hydrated]')).toBeAttached({ timeout: 20_000 })
  const au = (key: string, values?: Record<string, string | number>) => t(lang, `auth:${key}`, values)
  await expect(
    guest.getByRole('heading', { name: au('companyInvite.title', { company: 'Ararat Trading LLC' }) }),
  ).toBeVisible()
  if (!isMobile) await expectNoSeriousAxeViolations(guest)
  await guest.screenshot({ path: shot('company-invite'), fullPage: true })
  await guest.getByRole('textbox', { name: au('labels.name') }).fill('Lilit Hakobyan')
  await guest.getByLabel(new RegExp(`^${au('labels.password')}`)).fill('Caravan-Invited-2026')
  await guest.getByLabel(new RegExp(`^${au('labels.confirm_password')}`)).fill('Caravan-Invited-2026')
  await guest.getByRole('button', { name: au('companyInvite.join') }).click()
  await expect(guest).toHaveURL(new RegExp(`/${lang}/account/company$`))
  await expect(guest.getByText(owner.email, { exact: true })).toBeVisible()
  await expect(guest.getByText(a('company.readOnly'))).toBeVisible()
  await visitor.close()

  await page.reload()
  await expect(page.getByText('Lilit Hakobyan', { exact: true })).toBeVisible()
  await expect(page.getByText(a('invitations.none'))).toBeVisible()
})
