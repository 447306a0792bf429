import { randomUUID } from 'node:crypto'
import type { Lang } from '@caravanserai/contracts/languages'
import { bearer } from './api-calls.ts'
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

test('a person in two companies switches between them from the header’s account menu', async ({
  page,
  visit,
  request,
  isMobile,
}) => {
  const lang = langOf(isMobile)
  const a = (key: string) => t(lang, `account:${key}`)
  const owner = await registerBuyer(request, { lang })
  const named = await request.patch('/api/company/', {
    headers: bearer(owner.access),
    data: { legal_name: 'Gyumri Textiles LLC' },
  })
  expect(named.status(), await named.text()).toBe(200)
  // A buyer with a personal account of their own joins the firm, signed in.
  const person = await registerBuyer(request, { lang })
  const invited = await request.post('/api/company/invitations/', {
    headers: bearer(owner.access),
    data: { email: person.email, role: 'buyer' },
  })
  expect(invited.status(), await invited.text()).toBe(201)
  const link = await findInMail(person.email, /\/\w\w\/company-invite\?token=[\w-]+/)
  const joined = await request.post('/api/company/invitations/accept/', {
    headers: bearer(person.access),
    data: { token: new URL(link, 'http://x').searchParams.get('token') },
  })
  expect(joined.status(), await joined.text()).toBe(200)

  await signInAs(page, await joined.json())
  await visit(`/${lang}/account/company`)
  await expect(page.getByText(a('company.readOnly'))).toBeVisible()
  await page
    .locator('header')
    .getByRole('button', { name: t(lang, 'nav.account') })
    .click()
  const menu = page.getByRole('menu')
  await expect(menu.getByRole('menuitemradio', { name: 'Gyumri Textiles LLC' })).toHaveAttribute(
    'aria-checked',
    'true',
  )
  await page.screenshot({ path: shot('company-menu') })
  await menu.getByRole('menuitemradio', { name: t(lang, 'company.personal') }).click()
  await expect(
    page.getByText(t(lang, 'company.switched', { name: t(lang, 'company.personal') })),
  ).toBeVisible()
  // The page reads the company now acted for: the person owns it, so its details are a form.
  await expect(page.getByRole('textbox', { name: a('company.fields.legal_name') })).toHaveValue('')
  // Checked once the menu has closed: an open Radix menu hides the page from assistive technology
  // while its links stay focusable, which axe reports of any open menu.
  if (!isMobile) await expectNoSeriousAxeViolations(page)
})
