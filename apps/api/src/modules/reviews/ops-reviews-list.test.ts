import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { buildTestApp, type TestApp } from '../../testing/build-test-app.ts'
import type { TestUser } from '../../testing/factories.ts'
import { createFixtureProduct, type FixtureProduct } from '../../testing/shop-fixture.ts'
import { databaseKinds } from '../../testing/test-db.ts'
import { insertReviews } from './review-fixture.ts'

describe.each(databaseKinds())('the console’s review list on %s', (kind) => {
  let t: TestApp
  let operator: TestUser
  let author: TestUser
  let gone: TestUser
  let first: FixtureProduct
  let second: FixtureProduct
  let ids: number[]

  const list = async (query: string, language = 'en') => {
    const res = await t.app.inject({
      url: `/api/ops/reviews/${query}`,
      headers: { ...operator.auth, 'accept-language': language },
    })
    expect(res.statusCode).toBe(200)
    return res.json()
  }
  const idsOf = (page: { results: { id: number }[] }) => page.results.map((r) => r.id)

  beforeAll(async () => {
    t = await buildTestApp(kind)
    operator = await t.users.operator()
    ;[author, gone] = [await t.users.buyer(), await t.users.buyer()]
    first = await createFixtureProduct(t.database.db)
    second = await createFixtureProduct(t.database.db)
    ids = [
      ...(await insertReviews(t.database.db, first.productId, [
        { userId: author.id, rating: 5, comment: 'Deep colour.', daysAgo: 1 },
        { userId: gone.id, rating: 1, comment: 'Late.', daysAgo: 3 },
      ])),
      ...(await insertReviews(t.database.db, second.productId, [
        { userId: author.id, rating: 1, daysAgo: 2 },
      ])),
    ]
    // The second author deleted their account: the review stays, anonymous.
    await t.database.db.execute(sql`update users set deleted_at = now(), first_name = '', last_name = '',
      email = ${`deleted-${gone.id}@deleted.invalid`} where id = ${gone.id}`)
    const hide = await t.app.inject({
      method: 'POST',
      url: `/api/ops/reviews/${ids[2]}/hide/`,
      payload: { reason: 'Rude.' },
      headers: operator.auth,
    })
    expect(hide.statusCode).toBe(200)
  })
  afterAll(() => t.close())

  test('every review, newest first, with its product in the request’s language, author and state', async () => {
    const page = await list(`?product=${first.productId}`, 'ru')
    expect(page.count).toBe(2)
    expect(page.results).toEqual([
      {
        id: ids[0],
        product: { id: first.productId, name: first.names.ru },
        author: { id: author.id, name: expect.stringMatching(/^Test User/), email: author.email },
        rating: 5,
        comment: 'Deep colour.',
        review_date: expect.any(String),
        verified_purchase: false,
        hidden: null,
      },
      expect.objectContaining({ id: ids[1], author: null, rating: 1 }),
    ])
    const all = await list('?page_size=100')
    expect(idsOf(all).filter((id) => ids.includes(id))).toEqual([ids[0], ids[2], ids[1]])
    expect(all.results.find((r: { id: number }) => r.id === ids[2]).hidden).toEqual({
      at: expect.any(String),
      reason: 'Rude.',
      by: { id: operator.id, email: operator.email },
    })
  })

  test('filters by stars, product, state and search, and pages', async () => {
    expect(idsOf(await list(`?rating=1&product=${first.productId}`))).toEqual([ids[1]])
    expect(idsOf(await list(`?state=hidden&product=${second.productId}`))).toEqual([ids[2]])
    expect(idsOf(await list(`?state=visible&product=${second.productId}`))).toEqual([])
    expect(idsOf(await list(`?search=${encodeURIComponent(first.names.fa)}`))).toEqual([ids[0], ids[1]])
    expect(idsOf(await list(`?search=${encodeURIComponent(author.email)}&rating=1`))).toEqual([ids[2]])
    const paged = await list(`?product=${first.productId}&page_size=1&page=2`)
    expect(paged).toMatchObject({
      count: 2,
      next: null,
      previous: expect.stringContaining('/api/ops/reviews/'),
    })
    expect(idsOf(paged)).toEqual([ids[1]])
  })

  test('refuses a rating outside 1–5 or an unknown state with a message', async () => {
    for (const query of ['?rating=6', '?rating=0', '?state=gone']) {
      const res = await t.app.inject({ url: `/api/ops/reviews/${query}`, headers: operator.auth })
      expect(res.statusCode).toBe(400)
    }
  })
})
