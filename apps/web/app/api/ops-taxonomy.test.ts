import { describe, expect, test } from 'vitest'
import { ContractMismatch, createApiClient } from '../lib/api-client.ts'
import { createTaxon, renameTaxon } from './ops-taxonomy.ts'

const NAMES = { en: 'Tea', ru: '', hy: '', fa: '' }

/** An API that answers every call with `body`, and the calls it was asked. */
function apiAnswering(body: unknown) {
  const calls: { method: string; url: string; body: unknown }[] = []
  const api = createApiClient({
    baseUrl: '/api',
    authBaseUrl: '/api',
    lang: () => 'en',
    transport: async (url, init) => {
      calls.push({ method: init.method ?? 'GET', url, body: JSON.parse(String(init.body)) })
      return new Response(JSON.stringify(body), {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      })
    },
  })
  return { api, calls }
}

describe('the taxonomy client', () => {
  test('adds a value under its attribute and answers with the value as its name', async () => {
    const value = { id: 9, attribute: 4, value: 'Green', names: NAMES, product_count: 0 }
    const { api, calls } = apiAnswering(value)
    expect(await createTaxon(api, 'en', 'attributeValue', 4, NAMES)).toEqual({ id: 9, name: 'Green' })
    expect(calls).toEqual([{ method: 'POST', url: '/api/ops/attributes/4/values/', body: { names: NAMES } }])
  })

  test('adds a product type under its category', async () => {
    const type = {
      id: 3,
      category: 1,
      name: 'Loose leaf',
      names: NAMES,
      product_count: 0,
      attribute_count: 0,
    }
    const { api, calls } = apiAnswering(type)
    expect(await createTaxon(api, 'en', 'productType', 1, NAMES)).toEqual({ id: 3, name: 'Loose leaf' })
    expect(calls[0]).toMatchObject({ url: '/api/ops/product-types/', body: { category: 1, names: NAMES } })
  })

  test('refuses an answer that does not match the contract of the level it renamed', async () => {
    const { api } = apiAnswering({ id: 2, name: 'Tea' })
    await expect(renameTaxon(api, 'en', 'category', 2, NAMES)).rejects.toBeInstanceOf(ContractMismatch)
  })
})
