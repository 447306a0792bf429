import type { OpsAttribute, OpsCategory, OpsProductType } from '@caravanserai/contracts/ops-taxonomy'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { queryRows } from '../../db/client.ts'
import { seedDemo } from '../../db/seed/seed-demo.ts'
import { buildTestApp, type TestApp } from '../../testing/build-test-app.ts'
import { FIXTURE_CATALOGUE } from '../../testing/catalog-fixture.ts'
import type { TestUser } from '../../testing/factories.ts'
import { injectAs, type Method } from '../../testing/inject-as.ts'
import { databaseKinds } from '../../testing/test-db.ts'

describe.each(databaseKinds())('the taxonomy for operators on %s', (kind) => {
  let t: TestApp
  let staff: TestUser
  let saffron: OpsCategory
  let threads: OpsProductType
  let grade: OpsAttribute

  const inject = injectAs(() => t)
  /** As the operator. */
  const send = (method: Method, url: string, payload?: object, lang = 'en') =>
    inject(method, url, staff, payload, { 'accept-language': lang })
  const tableCount = async (table: string) =>
    (await queryRows<{ n: number }>(t.database.db, sql`select count(*)::int as n from ${sql.raw(table)}`))[0]!
      .n

  beforeAll(async () => {
    t = await buildTestApp(kind)
    await seedDemo(t.database.db, { catalogue: FIXTURE_CATALOGUE })
    staff = await t.users.staff()
    const categories: OpsCategory[] = (await send('GET', '/ops/categories/')).json()
    saffron = categories.find((c) => c.names.en === 'Saffron')!
    ;[threads] = (await send('GET', `/ops/product-types/?category=${saffron.id}`)).json()
    grade = (await send('GET', `/ops/attributes/?product_type=${threads!.id}`))
      .json()
      .find((a: OpsAttribute) => a.names.en === 'Grade')
  })
  afterAll(() => t.close())

  test('lists every level with its names in all four languages and how many products use it', async () => {
    expect(saffron).toMatchObject({
      name: 'Saffron',
      names: { en: 'Saffron', ru: 'Шафран', hy: 'Զաֆրան', fa: 'زعفران' },
      product_count: 2,
      product_type_count: 1,
    })
    const [type] = (await send('GET', `/ops/product-types/?category=${saffron.id}`, undefined, 'fa')).json()
    expect(type).toMatchObject({
      category: saffron.id,
      name: 'رشته زعفران',
      product_count: 2,
      attribute_count: 2,
    })
    expect(grade.product_count).toBe(2)
    expect(grade.values.map((v) => [v.names.en, v.product_count])).toEqual([
      ['Grade A', 2],
      ['Grade B', 1],
    ])
  })

  test('creates a category with English required, other languages optional, and no duplicate names', async () => {
    const created = await send('POST', '/ops/categories/', {
      names: { en: ' Dried fruit ', fa: 'میوه خشک', ru: '' },
    })
    expect(created.statusCode).toBe(201)
    expect(created.json()).toMatchObject({
      name: 'Dried fruit',
      names: { en: 'Dried fruit', fa: 'میوه خشک' },
      product_count: 0,
      product_type_count: 0,
    })
    expect(created.json().names).not.toHaveProperty('ru')
    const again = await send('POST', '/ops/categories/', { names: { en: 'DRIED FRUIT' } }, 'ru')
    expect(again.statusCode).toBe(400)
    expect(again.json()).toEqual({
      'names.en': ['Это английское название здесь уже используется. Выберите другое.'],
    })
    const blank = await send('POST', '/ops/categories/', { names: { en: '  ', fa: 'خشکبار' } }, 'fa')
    expect(blank.statusCode).toBe(400)
    expect(blank.json()['names.en'][0]).toContain('نام انگلیسی را وارد کنید')
    expect((await send('POST', '/ops/categories/', { names: { en: 'X' }, id: 5 })).json()).toEqual({
      id: ['This field is not allowed.'],
    })
  })

  test('creates product types in a category and attributes with their values in a type', async () => {
    const category = (await send('POST', '/ops/categories/', { names: { en: 'Spices' } })).json()
    const type = await send('POST', '/ops/product-types/', { category: category.id, names: { en: 'Sumac' } })
    expect(type.statusCode).toBe(201)
    expect(type.json()).toMatchObject({ category: category.id, names: { en: 'Sumac' }, attribute_count: 0 })
    const unknown = await send('POST', '/ops/product-types/', { category: 2_000_000_000, names: { en: 'Y' } })
    expect(unknown.json()).toEqual({ category: ['There is no such category.'] })
    const attribute = await send('POST', '/ops/attributes/', {
      product_type: type.json().id,
      names: { en: 'Grind', ru: 'Помол' },
      values: [{ en: 'Coarse' }, { en: 'Fine', hy: 'Մանր' }],
    })
    expect(attribute.statusCode).toBe(201)
    expect(attribute.json().values.map((v: { names: object }) => v.names)).toEqual([
      { en: 'Coarse' },
      { en: 'Fine', hy: 'Մանր' },
    ])
    const twice = await send('POST', '/ops/attributes/', {
      product_type: type.json().id,
      names: { en: 'Origin' },
      values: [{ en: 'Shiraz' }, { en: 'shiraz' }],
    })
    expect(Object.keys(twice.json())).toEqual(['values'])
    const value = await send('POST', `/ops/attributes/${attribute.json().id}/values/`, {
      names: { en: 'Medium' },
    })
    expect(value.statusCode).toBe(201)
    expect(value.json()).toMatchObject({ attribute: attribute.json().id, value: 'Medium', product_count: 0 })
    expect(
      (await send('POST', '/ops/attributes/2000000000/values/', { names: { en: 'Z' } })).statusCode,
    ).toBe(404)
    // The storefront's filters offer them at once.
    const offered = (await t.app.inject({ url: `/api/attributes/?product_type=${type.json().id}` })).json()
    expect(offered[0].values.map((v: { value: string }) => v.value)).toEqual(['Coarse', 'Fine', 'Medium'])
  })

  test('renaming a category, type or value rewrites the cards and search of the products showing it', async () => {
    const renamed = await send('PATCH', `/ops/categories/${saffron.id}/`, {
      names: { en: 'Saffron and crocus', ru: 'Шафран и крокус', hy: 'Զաֆրան և քրքում', fa: 'زعفران و گل' },
    })
    expect(renamed.statusCode).toBe(200)
    expect(renamed.json()).toMatchObject({ name: 'Saffron and crocus', product_count: 2 })
    const list = (
      await t.app.inject({
        url: `/api/products/list/?category=${saffron.id}`,
        headers: { 'accept-language': 'fa' },
      })
    ).json()
    expect(list.results.map((p: { category: { name: string } }) => p.category.name)).toEqual([
      'زعفران و گل',
      'زعفران و گل',
    ])
    const gradeA = grade.values[0]!
    await send('PATCH', `/ops/attribute-values/${gradeA.id}/`, {
      names: { en: 'Premium grade', ru: 'Высший сорт' },
    })
    const found = (
      await t.app.inject({ url: '/api/products/list/?query=premium', headers: { 'accept-language': 'hy' } })
    ).json()
    // Armenian lost its own name for the value, so it falls back to English — and finds it.
    expect(found.count).toBe(2)
    const product = (await t.app.inject({ url: `/api/products/${found.results[0].id}/` })).json()
    expect(product.attributes.find((a: { id: number }) => a.id === grade.id).values).toContain(
      'Premium grade',
    )
    await send('PATCH', `/ops/product-types/${threads.id}/`, { names: { en: 'Stigma threads' } })
    const byType = (await t.app.inject({ url: '/api/products/list/?query=stigma%20threads' })).json()
    expect(byType.count).toBe(2)
  })

  test('a rename to a name its sibling has is refused; an unknown id is 404', async () => {
    const [a, b] = grade.values
    const clash = await send('PATCH', `/ops/attribute-values/${b!.id}/`, { names: { en: 'premium GRADE' } })
    expect(clash.statusCode).toBe(400)
    // The same name on itself is no clash.
    expect(
      (await send('PATCH', `/ops/attribute-values/${a!.id}/`, { names: { en: 'Premium grade' } })).statusCode,
    ).toBe(200)
    for (const path of ['categories', 'product-types', 'attributes', 'attribute-values']) {
      expect((await send('PATCH', `/ops/${path}/2000000000/`, { names: { en: 'N' } })).statusCode).toBe(404)
      expect((await send('DELETE', `/ops/${path}/2000000000/`)).statusCode).toBe(404)
    }
  })

  test('deleting anything still used by products is a 409 that names how many, and changes nothing', async () => {
    const before = await Promise.all(
      [
        'categories',
        'product_types',
        'attributes',
        'attribute_values',
        'category_translations',
        'products',
      ].map(tableCount),
    )
    const cases = [
      [`/ops/categories/${saffron.id}/`, 'This category still has products (count: 2).'],
      [`/ops/product-types/${threads.id}/`, 'This product type still has products (count: 2).'],
      [`/ops/attributes/${grade.id}/`, 'Products still use values of this attribute (count: 2).'],
      [`/ops/attribute-values/${grade.values[1]!.id}/`, 'Products still use this value (count: 1).'],
    ] as const
    for (const [url, message] of cases) {
      const res = await send('DELETE', url)
      expect(res.statusCode, url).toBe(409)
      expect(res.json().detail).toContain(message)
    }
    const russian = await send('DELETE', `/ops/categories/${saffron.id}/`, undefined, 'ru')
    expect(russian.json().detail).toContain('количество: 2')
    const after = await Promise.all(
      [
        'categories',
        'product_types',
        'attributes',
        'attribute_values',
        'category_translations',
        'products',
      ].map(tableCount),
    )
    expect(after).toEqual(before)
  })

  test('deleting an unused level removes what hangs below it, and products deleted earlier with it', async () => {
    const category = (await send('POST', '/ops/categories/', { names: { en: 'Rugs' } })).json()
    const type = (
      await send('POST', '/ops/product-types/', { category: category.id, names: { en: 'Gabbeh' } })
    ).json()
    const attribute = (
      await send('POST', '/ops/attributes/', {
        product_type: type.id,
        names: { en: 'Size' },
        values: [{ en: '2x3' }],
      })
    ).json()
    const product = await t.app.inject({
      method: 'POST',
      url: '/api/products/create/',
      headers: staff.auth,
      payload: {
        category: category.id,
        product_type: type.id,
        translations: { en: { name: 'Blue gabbeh' } },
        variations: [
          { name: { en: '2x3 m' }, price: 300, stock: 2, attribute_values: [attribute.values[0].id] },
        ],
      },
    })
    expect(product.statusCode).toBe(201)
    expect((await send('DELETE', `/ops/categories/${category.id}/`)).statusCode).toBe(409)
    await t.app.inject({
      method: 'DELETE',
      url: `/api/products/${product.json().id}/delete/`,
      headers: staff.auth,
    })
    expect((await send('DELETE', `/ops/attribute-values/${attribute.values[0].id}/`)).statusCode).toBe(204)
    expect((await send('DELETE', `/ops/categories/${category.id}/`)).statusCode).toBe(204)
    const left = await queryRows<{ n: number }>(
      t.database.db,
      sql`select (select count(*) from product_types where id = ${type.id})
        + (select count(*) from attributes where id = ${attribute.id})
        + (select count(*) from products where id = ${product.json().id}) as n`,
    )
    expect(Number(left[0]!.n)).toBe(0)
  })
})
