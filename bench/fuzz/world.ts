// The fuzzer's actors and the rows they can point at (accounts.ts signs them in): the catalogue,
// cart lines and orders are made through the API itself, by the operator and two buyers, so that
// they are what the product makes.
import fc from 'fast-check'
import { fuzzAccounts } from './accounts.ts'
import type { Hints } from './schema-arbitrary.ts'
import { PICTURE, pictureUpload } from './uploads.ts'

export type Actor = { name: 'visitor' | 'buyer' | 'operator'; headers: Record<string, string> }

/** Ids that exist, split into the buyer's own and another buyer's where ownership matters. */
export type World = { actors: Actor[]; ids: number[]; otherIds: number[]; base: string; hints: Hints }

const address = fc
  .tuple(
    fc.stringMatching(/^[a-z][a-z0-9.]{1,15}$/),
    fc.constantFrom('fuzz.example', 'shop.example', 'пример.рф'),
  )
  .map(([local, domain]) => `${local}@${domain}`)
/** Passwords the sign-up rules accept, none of them an actor's: nobody's account is changed. */
const password = fc.stringMatching(/^[A-Za-z0-9]{6,12}$/).map((s) => `Saffron-${s}-2026!`)

export async function buildWorld(databaseUrl: string, jwtSecret: string, base: string): Promise<World> {
  const { staff, buyer, other } = await fuzzAccounts(databaseUrl, jwtSecret, base)
  const call = async (headers: Record<string, string>, method: string, path: string, body?: object) => {
    const res = await fetch(`${base}${path}`, {
      method,
      headers: { ...headers, 'content-type': 'application/json', 'x-forwarded-for': '10.255.0.1' },
      body: body ? JSON.stringify(body) : undefined,
    })
    const json = (await res.json()) as { id: number; [k: string]: unknown }
    if (res.status >= 300) throw new Error(`world: ${method} ${path} → ${res.status} ${JSON.stringify(json)}`)
    return json
  }
  const op = (method: string, path: string, body?: object) => call(staff.headers, method, path, body)
  const names = (en: string) => ({ en, ru: `${en} (ru)`, fa: `${en} (fa)` })
  const category = await op('POST', '/api/ops/categories/', { names: names('Fuzz spices') })
  const type = await op('POST', '/api/ops/product-types/', { category: category.id, names: names('Threads') })
  const attribute = await op('POST', '/api/ops/attributes/', {
    product_type: type.id,
    names: names('Grade'),
    values: [{ en: 'Sargol' }],
  })
  const value = await op('POST', `/api/ops/attributes/${attribute.id}/values/`, { names: names('Pushal') })
  const producer = await op('POST', '/api/ops/producers/', { name: 'Fuzz Producer' })
  const destination = await op('POST', '/api/destinations/create/', { name: names('Fuzzland') })
  const product = await op('POST', '/api/products/create/', {
    category: category.id,
    product_type: type.id,
    producer: 'Fuzz Producer',
    translations: { en: { name: 'Fuzz saffron', description: 'For the fuzzer' } },
    variations: [
      { name: { en: 'Tin' }, price: 12.5, stock: 1_000_000, attribute_values: [value.id] },
      { name: { en: 'Box' }, price: 99.99, stock: 1_000_000, minimum_order_quantity: 5 },
    ],
  })
  const variations = (product.product_variations as { id: number }[]).map((v) => v.id)
  const upload = pictureUpload(PICTURE)
  const uploaded = await fetch(`${base}/api/ops/uploads/`, {
    method: 'POST',
    headers: { ...staff.headers, 'content-type': upload.type },
    body: new Uint8Array(upload.body),
  })
  const picture = (await uploaded.json()) as { path: string }
  if (uploaded.status !== 201)
    throw new Error(`world: upload → ${uploaded.status} ${JSON.stringify(picture)}`)
  const shop = async (who: { headers: Record<string, string> }) => {
    const address = await call(who.headers, 'POST', '/api/customer/shipping-addresses/', {
      full_name: 'Fuzz Buyer',
      email_address: 'fuzz@fuzz.example',
      phone_number: '+37400000000',
      address: '1 Fuzz street',
      country: 'Armenia',
      zip_code: '0001',
    })
    await call(who.headers, 'POST', '/api/customer/cart/create/', {
      product_variation: variations[0],
      quantity: 3,
    })
    const order = await call(who.headers, 'POST', '/api/order/request-shipping/', {
      shipping_destination: destination.id,
      shipping_address: address.id,
    })
    const line = await call(who.headers, 'POST', '/api/customer/cart/create/', {
      product_variation: variations[1],
      quantity: 5,
    })
    return [address.id, order.id, line.id]
  }
  const own = await shop(buyer)
  const others = await shop(other)
  return {
    base,
    actors: [
      { name: 'visitor', headers: {} },
      { name: 'buyer', headers: buyer.headers },
      { name: 'operator', headers: staff.headers },
    ],
    ids: [
      ...[category, type, attribute, value, producer, destination, product].map((r) => r.id),
      ...variations,
      ...own,
      buyer.id,
    ],
    otherIds: [...others, other.id, staff.id],
    hints: {
      email: address,
      email_address: address,
      password,
      new_password: password,
      confirm_password: password,
      current_password: password,
      path: fc.constantFrom(picture.path, 'uploads/0000000000000000', 'art/saffron/sargol-v0'),
    },
  }
}
