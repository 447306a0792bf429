import { createHash } from 'node:crypto'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { queryRows } from '../../db/client.ts'
import { buildTestApp, type TestApp } from '../../testing/build-test-app.ts'
import { databaseKinds } from '../../testing/test-db.ts'

type Row = { email: string; locale: string; confirmed: boolean; token_hash: string | null }
type Mail = { to_address: string; locale: string; subject: string; text: string; html: string }

describe.each(databaseKinds())('the newsletter sign-up on %s', (kind) => {
  let t: TestApp
  let address = 0
  // Every test speaks from its own address, so the rate limit of one never touches another.
  const post = (url: string, payload: unknown, lang = 'en', remoteAddress = `10.3.0.${address}`) =>
    t.app.inject({
      method: 'POST',
      url,
      payload: payload as object,
      headers: { 'accept-language': lang },
      remoteAddress,
    })
  const subscribe = (email: unknown, lang = 'en') => post('/api/newsletter/', { email }, lang)
  const confirm = (token: unknown, lang = 'en') => post('/api/newsletter/confirm/', { token }, lang)
  const rows = () =>
    queryRows<Row>(
      t.database.db,
      sql`select email, locale, confirmed_at is not null as confirmed, confirm_token_hash as token_hash
        from newsletter_subscriptions order by id`,
    )
  const mails = () =>
    queryRows<Mail>(
      t.database.db,
      sql`select to_address, locale, subject, text, html from email_outbox
        where template = 'newsletter-confirmation' order by id`,
    )
  const tokenOf = (mail: Mail | undefined) => mail?.text.match(/\/newsletter\/confirm\/([\w-]+)/)?.[1] ?? ''

  beforeAll(async () => {
    t = await buildTestApp(kind)
  })
  afterAll(() => t.close())
  beforeEach(async () => {
    address += 1
    await t.database.db.execute(sql`delete from newsletter_subscriptions`)
    await t.database.db.execute(sql`delete from email_outbox`)
  })

  test('stores the address unconfirmed and emails a link in the reader’s language', async () => {
    const res = await subscribe('Kaveh@Tabriz-Trade.ir', 'fa')
    expect(res.statusCode).toBe(202)
    expect(res.json()).toEqual({
      detail:
        'سپاسگزاریم! لطفاً صندوق ایمیل خود را بررسی کنید و عضویت را با پیوندی که برایتان فرستادیم تأیید کنید.',
      code: 'newsletter.checkInbox',
    })
    const [mail] = await mails()
    expect(mail).toMatchObject({
      to_address: 'Kaveh@Tabriz-Trade.ir',
      locale: 'fa',
      subject: 'عضویت در خبرنامه را تأیید کنید',
    })
    const token = tokenOf(mail)
    expect(mail!.text).toContain(`http://localhost:3000/fa/newsletter/confirm/${token}`)
    expect(mail!.html).toContain(`href="http://localhost:3000/fa/newsletter/confirm/${token}"`)
    // Only the token's hash is kept: a copy of the table confirms nobody.
    expect(await rows()).toEqual([
      {
        email: 'Kaveh@Tabriz-Trade.ir',
        locale: 'fa',
        confirmed: false,
        token_hash: createHash('sha256').update(token).digest('hex'),
      },
    ])
  })

  test('confirms once with the emailed link, then refuses the same link', async () => {
    await subscribe('ani@araratfoods.am', 'hy')
    const token = tokenOf((await mails())[0])
    const first = await confirm(token, 'ru')
    expect(first.statusCode).toBe(200)
    expect(first.json()).toEqual({
      detail: 'Подписка подтверждена. Добро пожаловать в рассылку «Караван-сарая»!',
      code: 'newsletter.confirmed',
    })
    expect(await rows()).toMatchObject([{ confirmed: true, token_hash: null }])

    const again = await confirm(token, 'en')
    expect(again.statusCode).toBe(400)
    expect(again.json()).toEqual({
      detail: 'This confirmation link is invalid, has expired or has already been used.',
      code: 'newsletter.invalidToken',
    })
  })

  test('answers an already subscribed address exactly as a new one, and sends it nothing', async () => {
    const fresh = await subscribe('buyer@example.com')
    await confirm(tokenOf((await mails())[0]))
    const known = await subscribe('BUYER@example.com')
    expect(known.statusCode).toBe(fresh.statusCode)
    expect(known.json()).toEqual(fresh.json())
    expect(await mails()).toHaveLength(1)
    expect(await rows()).toMatchObject([{ email: 'buyer@example.com', confirmed: true }])
  })

  test('waits before emailing the same unconfirmed address again, then sends a new link that replaces the old', async () => {
    await subscribe('slow@example.com')
    await subscribe('slow@example.com', 'ru')
    expect(await mails()).toHaveLength(1)

    const oldToken = tokenOf((await mails())[0])
    await t.database.db.execute(
      sql`update newsletter_subscriptions set confirm_sent_at = now() - interval '6 minutes'`,
    )
    await subscribe('slow@example.com', 'ru')
    const sent = await mails()
    expect(sent).toHaveLength(2)
    expect(sent[1]!.locale).toBe('ru')
    expect((await confirm(oldToken)).statusCode).toBe(400)
    expect((await confirm(tokenOf(sent[1]))).statusCode).toBe(200)
  })

  test('refuses a link older than a week', async () => {
    await subscribe('late@example.com')
    await t.database.db.execute(
      sql`update newsletter_subscriptions set confirm_sent_at = now() - interval '8 days'`,
    )
    expect((await confirm(tokenOf((await mails())[0]))).json().code).toBe('newsletter.invalidToken')
    expect(await rows()).toMatchObject([{ confirmed: false }])
  })

  test.each([
    ['no address', undefined, 'Please enter your email address.'],
    ['a blank address', '   ', 'Please enter your email address.'],
    ['a malformed address', 'kaveh@tabriz', 'Please enter a valid email address.'],
  ])('refuses %s with a message on the email field and writes nothing', async (_case, email, message) => {
    const res = await subscribe(email)
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({ email: [message] })
    expect(await rows()).toEqual([])
    expect(await mails()).toEqual([])
  })

  test('names the problem in the request language', async () => {
    expect((await subscribe('nope', 'hy')).json()).toEqual({
      email: ['Խնդրում ենք նշել էլ. փոստի վավեր հասցե։'],
    })
  })

  test('refuses a confirmation without a token', async () => {
    const res = await confirm('')
    expect(res.statusCode).toBe(400)
    expect(Object.keys(res.json())).toEqual(['token'])
  })

  test('sends one address at most three confirmations a day, whoever asks and from where', async () => {
    const codes = []
    for (let i = 0; i < 4; i += 1) {
      await t.database.db.execute(
        sql`update newsletter_subscriptions set confirm_sent_at = now() - interval '6 minutes'`,
      )
      codes.push(
        (await post('/api/newsletter/', { email: 'Inbox@Example.com' }, 'ru', `10.9.${address}.${i}`))
          .statusCode,
      )
    }
    expect(codes).toEqual([202, 202, 202, 429])
    expect(await mails()).toHaveLength(3)
  })

  test('allows five sign-ups per address in ten minutes, then answers 429', async () => {
    for (let i = 0; i < 5; i += 1) expect((await subscribe(`n${i}@example.com`)).statusCode).toBe(202)
    const limited = await subscribe('n5@example.com', 'fa')
    expect(limited.statusCode).toBe(429)
    expect(limited.json().code).toBe('errors.tooManyRequests')
    expect(await rows()).toHaveLength(5)
  })
})
