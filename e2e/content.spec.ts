import fs from 'node:fs'
import path from 'node:path'
import AxeBuilder from '@axe-core/playwright'
import { CLAIM_WINDOW_DAYS_DEFAULT } from '@caravanserai/contracts/escrow'
import { LANGS, type Lang } from '@caravanserai/contracts/languages'
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures.ts'
import { findInMail } from './mailbox.ts'

// biome-ignore lint/suspicious/noExplicitAny: catalogues are nested JSON read as they are.
type Catalogue = any
const read = (lang: Lang, ns: string): Catalogue =>
  JSON.parse(
    fs.readFileSync(path.join(import.meta.dirname, `../apps/web/app/locales/${lang}/${ns}.json`), 'utf8'),
  )
const catalogues = Object.fromEntries(
  LANGS.map((lang) => [
    lang,
    {
      routes: read(lang, 'routes'),
      pages: read(lang, 'pages'),
      contact: read(lang, 'contact'),
      newsletter: read(lang, 'newsletter'),
    },
  ]),
) as Record<Lang, { routes: Catalogue; pages: Catalogue; contact: Catalogue; newsletter: Catalogue }>
type Texts = (typeof catalogues)[Lang]

const PAGES: {
  path: string
  name: string
  title: (c: Texts) => string
  description: (c: Texts) => string
  heading: (c: Texts) => string
}[] = [
  {
    path: '/routes',
    name: 'routes',
    title: (c) => c.routes.meta.title,
    description: (c) => c.routes.meta.description,
    heading: (c) => c.routes.hero.title,
  },
  {
    path: '/routes?destination=russia',
    name: 'routes-russia',
    title: (c) => c.routes.meta.title,
    description: (c) => c.routes.meta.description,
    heading: (c) => c.routes.hero.title,
  },
  {
    path: '/routes?tab=benefits',
    name: 'routes-benefits',
    title: (c) => c.routes.meta.title,
    description: (c) => c.routes.meta.description,
    heading: (c) => c.routes.hero.title,
  },
  {
    path: '/faq',
    name: 'faq',
    title: (c) => c.pages.faq.meta.title,
    description: (c) => c.pages.faq.meta.description,
    heading: (c) => c.pages.faq.title,
  },
  {
    path: '/privacy',
    name: 'privacy',
    title: (c) => c.pages.privacy.meta.title,
    description: (c) => c.pages.privacy.meta.description,
    heading: (c) => c.pages.privacy.title,
  },
  {
    path: '/terms',
    name: 'terms',
    title: (c) => c.pages.terms.meta.title,
    description: (c) => c.pages.terms.meta.description,
    heading: (c) => c.pages.terms.title,
  },
  {
    path: '/contact',
    name: 'contact',
    title: (c) => c.contact.meta.title,
    description: (c) => c.contact.meta.description,
    heading: (c) => c.contact.hero.title,
  },
]

async function seriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze()
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
}

// One test per language walks every content page: the browser's cache and compiled scripts carry
// from page to page, as they do for a reader, instead of each page starting a cold browser. The
// four languages share one markup and one stylesheet, so axe reads a left-to-right and the
// right-to-left language (en, fa) on the desktop, as accessibility.spec.ts does; every language's
// title, description and heading are checked, and a phone walks the right-to-left pages.
const AXE_LANGS: readonly Lang[] = ['en', 'fa']

for (const lang of LANGS) {
  test(`the content pages in ${lang}: title, description, heading${AXE_LANGS.includes(lang) ? ', and no serious axe violation' : ''}`, async ({
    page,
    visit,
    isMobile,
  }) => {
    // A full-page axe run of the long pages (terms, FAQ) takes a while, seven times over.
    test.setTimeout(120_000)
    test.skip(isMobile && lang !== 'fa', 'phones: the right-to-left language')
    const texts = catalogues[lang]
    const axe = !isMobile && AXE_LANGS.includes(lang)
    for (const info of PAGES) {
      await test.step(info.name, async () => {
        const response = await visit(`/${lang}${info.path}`)
        expect(response?.status()).toBe(200)
        await expect(page).toHaveTitle(
          new RegExp(`^${info.title(texts).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\| `),
        )
        await expect(page.locator('meta[name="description"]')).toHaveAttribute(
          'content',
          info.description(texts),
        )
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(info.heading(texts))
        if (axe) expect(await seriousViolations(page), `${info.name} in ${lang}`).toEqual([])
      })
    }
  })
}

test.describe('trade routes', () => {
  test('a route card opens its destination, and the query names the country', async ({ page, visit }) => {
    const texts = catalogues.en.routes
    await visit('/en/routes')
    await page
      .getByRole('link', {
        name: texts.card.explore.replace('{{name}}', texts.destinations.items.armenia.name),
      })
      .click()
    await expect(page).toHaveURL('/en/routes?destination=armenia')
    await expect(page.getByRole('link', { name: texts.tabs.destinations, exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    )
    await expect(
      page.getByRole('heading', { level: 3, name: texts.destinations.items.armenia.name }),
    ).toBeVisible()
    await expect(page.getByRole('heading', { name: texts.labels.requirements })).toBeVisible()
  })

  test('the Russian destination shows the Caucasus and the Caspian routes, in Persian', async ({
    page,
    visit,
  }) => {
    const texts = catalogues.fa.routes
    await visit('/fa/routes?destination=russia')
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
    await expect(page.getByRole('heading', { level: 3 })).toHaveText([
      texts.destinations.items.russiaCaucasus.name,
      texts.destinations.items.russiaCaspian.name,
    ])
  })

  test('an unknown destination is named, with every destination offered instead', async ({ page, visit }) => {
    await visit('/en/routes?destination=Turkey')
    await expect(page.getByRole('status')).toContainText('“turkey”')
    await expect(page.getByRole('article')).toHaveCount(4)
  })
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })
  test.skip(({ isMobile }) => isMobile, 'the server HTML is the same on phones')

  test('tabs, destinations and FAQ answers all work from the server HTML', async ({ page }) => {
    const routes = catalogues.ru.routes
    await page.goto('/ru/routes')
    await page.getByRole('link', { name: routes.tabs.benefits, exact: true }).click()
    await expect(page).toHaveURL('/ru/routes?tab=benefits')
    await expect(page.getByRole('heading', { level: 2, name: routes.benefits.title })).toBeVisible()
    await page.getByRole('link', { name: routes.tabs.destinations, exact: true }).click()
    await page.getByRole('link', { name: routes.map.georgia, exact: true }).click()
    await expect(page).toHaveURL('/ru/routes?destination=georgia')
    await expect(
      page.getByRole('heading', { level: 3, name: routes.destinations.items.georgia.name }),
    ).toBeVisible()

    const faq = catalogues.ru.pages.faq
    await page.goto('/ru/faq')
    await page.getByText(faq.items[2].question).click()
    // The answer says the shop's claim window in the server's HTML: this server's is the default.
    const answer = faq.items[2].answer.replace('{{days}}', `${CLAIM_WINDOW_DAYS_DEFAULT} дней`)
    await expect(page.getByText(answer)).toBeVisible()
  })

  test('the contact page says where to write instead of the form', async ({ page }) => {
    await page.goto('/en/contact')
    // Playwright turns scripts off after parsing, so <noscript> is not shown: read its markup instead.
    expect(await page.locator('main form noscript').innerHTML()).toContain(
      'Sending the form needs JavaScript',
    )
    await expect(page.getByRole('button', { name: catalogues.en.contact.form.submit })).toBeDisabled()
  })
})

test('the FAQ opens one answer at a time, and an open answer closes again', async ({ page, visit }) => {
  const { items } = catalogues.am.pages.faq
  await visit('/am/faq')
  const questions = page.locator('details')
  await expect(questions).toHaveCount(items.length)
  await page.getByText(items[0].question).click()
  await expect(questions.nth(0)).toHaveAttribute('open', '')
  await page.getByText(items[1].question).click()
  await expect(questions.nth(1)).toHaveAttribute('open', '')
  await expect(questions.nth(0)).not.toHaveAttribute('open')
  await page.getByText(items[1].question).click()
  await expect(questions.nth(1)).not.toHaveAttribute('open')
  await expect(page.locator('details[open]')).toHaveCount(0)
})

test.describe('contact form', () => {
  test('names each missing or malformed field in Persian and sends nothing', async ({ page, visit }) => {
    const { form } = catalogues.fa.contact
    const fields = catalogues.fa.contact.fields.contact
    let posted = false
    page.on('request', (r) => {
      if (r.url().includes('/api/contact/')) posted = true
    })
    await visit('/fa/contact')
    await page.getByRole('button', { name: form.submit }).click()
    await expect(page.getByRole('alert')).toHaveText(form.invalid)
    for (const [label, message] of [
      [form.name, fields.nameRequired],
      [form.email, fields.emailRequired],
      [form.subject, fields.subjectRequired],
      [form.message, fields.messageRequired],
    ]) {
      await expect(page.getByLabel(label, { exact: true })).toHaveAccessibleDescription(message)
    }
    await page.getByLabel(form.email, { exact: true }).fill('kaveh@tabriz')
    await page.getByLabel(form.name, { exact: true }).fill('کاوه')
    await expect(page.getByLabel(form.email, { exact: true })).toHaveAccessibleDescription(
      fields.emailInvalid,
    )
    await expect(page.getByLabel(form.name, { exact: true })).not.toHaveAttribute('aria-invalid')
    expect(posted).toBe(false)
  })

  test('sends a real message, stored by the API, and promises a reply within 24 hours', async ({
    page,
    visit,
  }) => {
    const { form } = catalogues.en.contact
    await visit('/en/contact')
    await page.getByLabel(form.name, { exact: true }).fill('Ani Petrosyan')
    await page.getByLabel(form.email, { exact: true }).fill('ani@araratfoods.am')
    await page.getByLabel(new RegExp(`^${form.company}`)).fill('Ararat Foods')
    await page.getByLabel(form.subject, { exact: true }).fill('Akbari pistachios via Meghri')
    await page
      .getByLabel(form.message, { exact: true })
      .fill('We need 20 tonnes a year. Which suppliers ship through Agarak?')
    const [response] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith('/api/contact/') && r.request().method() === 'POST'),
      page.getByRole('button', { name: form.submit }).click(),
    ])
    expect(response.status()).toBe(201)
    await expect(page.getByRole('status')).toContainText(form.sentTitle)
    await expect(page.getByRole('status')).toContainText('within 24 hours')
  })
})

test('a newsletter sign-up in the footer is confirmed once by the emailed link', async ({
  page,
  visit,
  isMobile,
}) => {
  test.skip(isMobile, 'one footer form on either screen')
  const { newsletter } = catalogues.en
  const email = `e2e-${test.info().project.name}-${Date.now()}@example.com`
  await visit('/en/faq')
  const box = page.getByLabel(newsletter.email)
  await page.getByRole('button', { name: newsletter.submit }).click()
  await expect(box).toHaveAccessibleDescription(newsletter.emailRequired)
  await box.fill('buyer@')
  await page.getByRole('button', { name: newsletter.submit }).click()
  await expect(box).toHaveAccessibleDescription('Please enter a valid email address.')
  await box.fill(email)
  await page.getByRole('button', { name: newsletter.submit }).click()
  await expect(page.getByRole('status')).toContainText('Please check your inbox')

  const link = await findInMail(email, /\/en\/newsletter\/confirm\/[\w-]+/)
  await visit(link)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(newsletter.confirm.confirmedTitle)
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex')
  await visit(link)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(newsletter.confirm.invalidTitle)
})
