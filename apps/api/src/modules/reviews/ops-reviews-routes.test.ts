import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { queryRows } from '../../db/client.ts'
import { buildTestApp, type TestApp } from '../../testing/build-test-app.ts'
import type { TestUser } from '../../testing/factories.ts'
import { createFixtureProduct } from '../../testing/shop-fixture.ts'
import { databaseKinds } from '../../testing/test-db.ts'
import { insertReviews } from './review-fixture.ts'
import { moderateReview } from './review-moderation.ts'

describe.each(databaseKinds())('review moderation on %s', (kind) => {
  let t: TestApp
  let operator: TestUser

  const act = (verb: 'hide' | 'unhide', id: number, payload: object, language = 'en') =>
    t.app.inject({
      method: 'POST',
      url: `/api/ops/reviews/${id}/${verb}/`,
      payload,
      headers: { ...operator.auth, 'accept-language': language },
    })
  const detail = async (productId: number) =>
    (await t.app.inject({ url: `/api/products/${productId}/` })).json()
  const card = async (productId: number) =>
    (await t.app.inject({ url: '/api/products/list/?page_size=100' }))
      .json()
      .results.find((p: { id: number }) => p.id === productId)
  const stored = async (productId: number) => {
    const [row] = await queryRows<{ review_count: number }>(
      t.database.db,
      sql`select review_count from products where id = ${productId}`,
    )
    return row!.review_count
  }
  const auditRows = (reviewId: number) =>
    queryRows<{ action: string; actor_id: number; object_label: string; changes: unknown }>(
      t.database.db,
      sql`select action, actor_id, object_label, changes from audit_events
        where object_type = 'review' and object_id = ${reviewId} order by id`,
    )

  beforeAll(async () => {
    t = await buildTestApp(kind)
    operator = await t.users.operator()
  })
  afterAll(() => t.close())

  test('a hidden review leaves the page, the card, the rating and the count at once; unhiding brings it back', async () => {
    const [author, other] = [await t.users.buyer(), await t.users.buyer()]
    const { productId, names } = await createFixtureProduct(t.database.db)
    const [spam] = await insertReviews(t.database.db, productId, [
      { userId: author.id, rating: 1, comment: 'Buy cheaper elsewhere', daysAgo: 1 },
      { userId: other.id, rating: 5, daysAgo: 2 },
    ])
    expect(await card(productId)).toMatchObject({ rating: 3, review_count: 2 })
    let notified = 0
    const unlisten = await t.database.listen('catalog_changed', () => {
      notified += 1
    })

    const hidden = await act('hide', spam!, { reason: '  Advertises another shop.  ' })
    expect(hidden.statusCode).toBe(200)
    expect(hidden.json()).toMatchObject({
      id: spam,
      product: { id: productId, name: names.en },
      hidden: { at: expect.any(String), reason: 'Advertises another shop.', by: { id: operator.id } },
    })
    const page = await detail(productId)
    expect(page).toMatchObject({ rating: 5, review_count: 1 })
    expect(page.reviews.map((r: { id: number }) => r.id)).not.toContain(spam)
    expect(await card(productId)).toMatchObject({ rating: 5, review_count: 1 })
    expect(await stored(productId)).toBe(1)
    await expect.poll(() => notified).toBeGreaterThan(0)

    const own = await t.app.inject({
      url: `/api/customer/review/?product=${productId}`,
      headers: author.auth,
    })
    expect(own.json().review).toMatchObject({
      id: spam,
      hidden: { at: expect.any(String), reason: 'Advertises another shop.' },
    })
    const edit = await t.app.inject({
      method: 'POST',
      url: '/api/customer/review/',
      payload: { product: productId, rating: 2, comment: 'Fair enough.' },
      headers: author.auth,
    })
    expect(edit.json()).toMatchObject({ rating: 2, hidden: { reason: 'Advertises another shop.' } })
    expect(await card(productId)).toMatchObject({ rating: 5, review_count: 1 })

    const shown = await act('unhide', spam!, { reason: 'Edited by its author.' })
    expect(shown.statusCode).toBe(200)
    expect(shown.json().hidden).toBeNull()
    expect(await detail(productId)).toMatchObject({ rating: 3.5, review_count: 2 })
    expect(await card(productId)).toMatchObject({ rating: 3.5, review_count: 2 })
    expect(await stored(productId)).toBe(2)
    const again = await t.app.inject({
      url: `/api/customer/review/?product=${productId}`,
      headers: author.auth,
    })
    expect(again.json().review.hidden).toBeNull()
    await unlisten()

    expect(await auditRows(spam!)).toEqual([
      {
        action: 'review.hide',
        actor_id: operator.id,
        object_label: names.en,
        changes: {
          hidden: { before: false, after: true },
          reason: { before: null, after: 'Advertises another shop.' },
        },
      },
      {
        action: 'review.unhide',
        actor_id: operator.id,
        object_label: names.en,
        changes: {
          hidden: { before: true, after: false },
          reason: { before: 'Advertises another shop.', after: null },
          unhide_reason: { before: null, after: 'Edited by its author.' },
        },
      },
    ])
  })

  test('hiding a hidden review or unhiding a visible one is a 409; an unknown review a 404', async () => {
    const { productId } = await createFixtureProduct(t.database.db)
    const [id] = await insertReviews(t.database.db, productId, [{ userId: null, rating: 4, daysAgo: 0 }])
    const visible = await act('unhide', id!, {}, 'ru')
    expect(visible.statusCode).toBe(409)
    expect(visible.json()).toMatchObject({
      code: 'moderation.notHidden',
      detail: expect.stringContaining('виден'),
    })
    expect((await act('hide', id!, { reason: 'Off topic' })).statusCode).toBe(200)
    const twice = await act('hide', id!, { reason: 'Off topic again' })
    expect(twice.statusCode).toBe(409)
    expect(twice.json()).toMatchObject({
      code: 'moderation.alreadyHidden',
      detail: expect.stringContaining('already hidden'),
    })
    expect((await auditRows(id!)).map((r) => r.action)).toEqual(['review.hide'])
    expect((await act('hide', 2_000_000_000, { reason: 'Off topic' })).statusCode).toBe(404)
    expect((await act('unhide', 2_000_000_000, {})).statusCode).toBe(404)
  })

  test.each([
    ['no reason', {}],
    ['a blank reason', { reason: '     ' }],
    ['a two-letter reason', { reason: ' ab ' }],
    ['a reason over 500 characters', { reason: 'x'.repeat(501) }],
  ])('refuses %s in the operator’s language, and nothing changes', async (_, payload) => {
    const { productId } = await createFixtureProduct(t.database.db)
    const [id] = await insertReviews(t.database.db, productId, [{ userId: null, rating: 4, daysAgo: 0 }])
    const res = await act('hide', id!, payload, 'fa')
    expect(res.statusCode).toBe(400)
    expect(res.json().reason).toEqual([expect.stringMatching(/[\u0600-\u06FF]/)])
    expect(await card(productId)).toMatchObject({ review_count: 1 })
    expect(await auditRows(id!)).toEqual([])
  })

  test('the change and its audit event commit together or not at all', async () => {
    const { productId } = await createFixtureProduct(t.database.db)
    const [id] = await insertReviews(t.database.db, productId, [{ userId: null, rating: 2, daysAgo: 0 }])
    // An actor without an email cannot be written to the trail: the hide must roll back with it.
    const broken = { id: operator.id, email: null as unknown as string }
    await expect(
      moderateReview(t.database.db, broken, id!, { hide: true, reason: 'Spam' }, new Date()),
    ).rejects.toThrow()
    expect((await act('hide', id!, { reason: 'Spam' })).statusCode).toBe(200)
    expect((await auditRows(id!)).map((r) => r.action)).toEqual(['review.hide'])
  })

  test('buyers and visitors cannot moderate', async () => {
    const buyer = await t.users.buyer()
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/ops/reviews/1/hide/',
      payload: { reason: 'Spam' },
      headers: buyer.auth,
    })
    expect(res.statusCode).toBe(403)
    expect((await t.app.inject({ url: '/api/ops/reviews/' })).statusCode).toBe(401)
  })
})
