// What a scenario needs on the cluster's empty production database, made the way a shop owner
// would: an operator by the create-staff command, the catalogue and shipping destinations through
// the operator API, buyers by registering and following the link in their verification email.
import { execFile } from 'node:child_process'
import crypto from 'node:crypto'
import path from 'node:path'
import { promisify } from 'node:util'
import type { Cluster } from '../harness/cluster.ts'
import { pause } from '../verdict.ts'
import { type AnswerListener, type Reply, Session } from './session.ts'

const root = path.resolve(import.meta.dirname, '../../..')
const PASSWORD = 'Saffron-Route-2026'

export type Catalogue = {
  products: { id: number; variations: { id: number; stock: number; price: number }[] }[]
  destinations: number[]
  /** The suppliers the products name, if any. */
  suppliers: number[]
}

function expect(reply: Reply, status: number, what: string): Reply {
  if (reply.status !== status)
    throw new Error(`${what}: ${reply.status} ${JSON.stringify(reply.body)?.slice(0, 300)}`)
  return reply
}

/** A staff account made by `npm run create-staff` on the cluster's database, signed in. */
export async function createOperator(cluster: Cluster, listener?: AnswerListener): Promise<Session> {
  const email = `ops-${crypto.randomUUID().slice(0, 8)}@cluster.caravanserai.example`
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATABASE_URL: cluster.postgres.url,
    NODE_ENV: 'development',
  }
  delete env.DATA_DIR
  await promisify(execFile)(
    path.join(root, 'node_modules/.bin/tsx'),
    ['scripts/create-staff.ts', '--email', email, '--password', PASSWORD],
    { cwd: root, env },
  )
  const operator = new Session(cluster.url, listener)
  expect(await operator.signIn(email, PASSWORD), 200, 'operator sign-in')
  return operator
}

/**
 * `products` products in one category, each with two variations of `stock` units; with
 * `suppliers`, three products in four come from one of that many suppliers, whom a release pays
 * (the fourth's goods are the shop's own).
 */
export async function seedCatalogue(
  _cluster: Cluster,
  operator: Session,
  { products = 10, stock = 1_000, destinations = 2, suppliers = 0 } = {},
): Promise<Catalogue> {
  // Seeded more than once on one cluster (a scenario each): names of their own.
  const tag = crypto.randomUUID().slice(0, 4)
  const category = expect(
    await operator.json('POST', '/api/ops/categories/', { names: { en: `Spices ${tag}` } }),
    201,
    'category',
  ).body.id as number
  const type = expect(
    await operator.json('POST', '/api/ops/product-types/', { category, names: { en: `Saffron ${tag}` } }),
    201,
    'product type',
  ).body.id as number
  const catalogue: Catalogue = { products: [], destinations: [], suppliers: [] }
  for (let i = 1; i <= products; i++) {
    const created = expect(
      await operator.json('POST', '/api/products/create/', {
        category,
        product_type: type,
        ...(suppliers && i % 4 ? { producer: `Ferdows Saffron House ${tag} ${i % suppliers}` } : {}),
        translations: { en: { name: `Saffron lot ${i}`, description: `Harvest lot number ${i}.` } },
        variations: [
          { name: { en: '1 g tin' }, price: 9.5, stock },
          { name: { en: '100 g bulk' }, price: 420.25, stock },
        ],
      }),
      201,
      'product',
    ).body
    if (created.producer && !catalogue.suppliers.includes(created.producer.id))
      catalogue.suppliers.push(created.producer.id)
    catalogue.products.push({
      id: created.id,
      variations: created.product_variations.map((v: { id: number; stock: number; price: number }) => ({
        id: v.id,
        stock: v.stock,
        price: v.price,
      })),
    })
  }
  for (let i = 1; i <= destinations; i++) {
    const name = ['Yerevan', 'Tbilisi', 'Tehran', 'Moscow'][i % 4]!
    const created = await operator.json('POST', '/api/destinations/create/', { name: `${name} ${i}` })
    catalogue.destinations.push(expect(created, 201, 'destination').body.id)
  }
  // A quote issues a proforma invoice, which names the seller and where to pay.
  expect(
    await operator.json('PUT', '/api/ops/seller/', {
      legal_name: 'Caravanserai Cluster Trading LLC',
      address: '1 Harness Street\nYerevan',
      tax_id: '00000001',
      email: 'sales@cluster.caravanserai.example',
      phone: '+374 10 000 000',
    }),
    200,
    'seller',
  )
  expect(
    await operator.json('PUT', '/api/ops/seller/bank-accounts/USD/', {
      beneficiary: 'Caravanserai Cluster Trading LLC',
      bank_name: 'Harness Bank',
      account_number: 'AM00 0000 0000 0001',
      swift: 'HARNAM22',
    }),
    200,
    'bank account',
  )
  return catalogue
}

/** The link the sink received for `email` matching `pattern`, waiting for the outbox to send it. */
export async function linkInMail(cluster: Cluster, email: string, pattern: RegExp, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    const mail = cluster.mail.received.find((m) => m.to.includes(email) && pattern.test(m.text))
    if (mail) return pattern.exec(mail.text)!
    await pause(100)
  }
  throw new Error(`no email to ${email} matching ${pattern}`)
}

/** A buyer registered through the API, verified by the emailed link and so signed in. */
export async function registerBuyer(
  cluster: Cluster,
  i: number | string,
  listener?: AnswerListener,
): Promise<Session> {
  const buyer = new Session(cluster.url, listener)
  const email = `buyer-${i}-${crypto.randomUUID().slice(0, 8)}@cluster.caravanserai.example`
  const registered = await buyer.json('POST', '/api/accounts/register/', {
    name: `Buyer ${i}`,
    email,
    password: PASSWORD,
    confirm_password: PASSWORD,
    phone_number: '+374 10 555 123',
    address: '12 Abovyan Street, Yerevan',
    tax_id: `AM-${String(i).padStart(4, '0')}`,
  })
  expect(registered, 201, 'register')
  buyer.email = email
  buyer.password = PASSWORD
  const [, uid, token] = await linkInMail(cluster, email, /\/verify-email\/([\w-]+)\/([\w-]+)/)
  buyer.useTokens(
    expect(await buyer.json('POST', '/api/accounts/verify-email/', { uid, token }), 200, 'verify').body,
  )
  return buyer
}
