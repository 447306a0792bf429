// Files across machines: each instance has a DATA_DIR of its own (bench/cluster/harness/cluster.ts),
// so what one instance takes in must come back from every other through the store
// (docs/decisions/047-files-in-a-store.md): a buyer's payment proof downloads alike from every
// instance, a picture an operator uploaded through one renders on every other, and both outlive
// the instance that took them in, killed with SIGKILL.
import crypto from 'node:crypto'
import pg from 'pg'
import sharp from 'sharp'
import type { Cluster } from '../harness/cluster.ts'
import type { Verdict } from '../verdict.ts'
import { createOperator, registerBuyer, seedCatalogue } from '../workload/seed.ts'
import type { Session } from '../workload/session.ts'

/** A small PDF of its own each run, so its bytes are new to the store. */
const proofPdf = () =>
  Buffer.from(`%PDF-1.7\n% transfer ${crypto.randomUUID()}\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n`)

async function upload(url: string, session: Session, file: Buffer, name: string, type: string) {
  const form = new FormData()
  form.append('file', new Blob([new Uint8Array(file)], { type }), name)
  const response = await fetch(url, {
    method: 'POST',
    body: form,
    headers: { authorization: `Bearer ${session.access}`, 'x-forwarded-for': session.address },
    signal: AbortSignal.timeout(30_000),
  })
  const body = await response.json().catch(() => null)
  if (response.status !== 201) throw new Error(`upload to ${url}: ${response.status} ${JSON.stringify(body)}`)
  return body
}

/** The bytes `path` answers on `base`, or the status when it is not a 200. */
async function download(base: string, path: string, session?: Session): Promise<Buffer | number> {
  try {
    const response = await fetch(`${base}${path}`, {
      headers: session ? { authorization: `Bearer ${session.access}` } : {},
      signal: AbortSignal.timeout(30_000),
    })
    return response.ok ? Buffer.from(await response.arrayBuffer()) : response.status
  } catch {
    return 0
  }
}

/** An order of the buyer's, quoted and approved: one a payment proof may be sent for. */
async function approvedOrder(buyer: Session, operator: Session, variation: number, destination: number) {
  await buyer.json('POST', '/api/customer/cart/create/', { product_variation: variation, quantity: 1 })
  const placed = await buyer.json('POST', '/api/order/request-shipping/', {
    shipping_destination: destination,
  })
  if (placed.status !== 201) throw new Error(`checkout: ${placed.status} ${JSON.stringify(placed.body)}`)
  const id = placed.body.id as number
  const quoted = await operator.json('POST', `/api/ops/orders/${id}/quote/`, { shipping_price: 25.5 })
  if (quoted.status !== 200) throw new Error(`quote: ${quoted.status} ${JSON.stringify(quoted.body)}`)
  const approved = await buyer.json('POST', `/api/customer/approve-shipping-cost/${id}/`)
  if (approved.status !== 200) throw new Error(`approve: ${approved.status} ${JSON.stringify(approved.body)}`)
  return id
}

const same = (got: Buffer | number, want: Buffer) => Buffer.isBuffer(got) && got.equals(want)
const said = (got: Buffer | number) => (Buffer.isBuffer(got) ? `${got.length} B` : String(got))

export async function filesEverywhere(cluster: Cluster): Promise<Verdict[]> {
  const [first, second] = cluster.instances as [Cluster['instances'][number], Cluster['instances'][number]]
  const operator = await createOperator(cluster)
  const catalogue = await seedCatalogue(cluster, operator, { products: 1, destinations: 1 })
  const buyer = await registerBuyer(cluster, 'files')
  const orderId = await approvedOrder(
    buyer,
    operator,
    catalogue.products[0]!.variations[0]!.id,
    catalogue.destinations[0]!,
  )

  // Taken in by the first instance alone, and the picture by the second.
  const proof = proofPdf()
  const sent = await upload(
    `${first.url}/api/orders/${orderId}/payment-proof/`,
    buyer,
    proof,
    'transfer.pdf',
    'application/pdf',
  )
  const proofPath = new URL(sent.proofs.at(-1).file.download_url, first.url).pathname
  const picture = await sharp({
    create: { width: 800, height: 600, channels: 3, background: { r: crypto.randomInt(256), g: 90, b: 40 } },
  })
    .jpeg()
    .toBuffer()
  const uploaded = await upload(`${second.url}/api/ops/uploads/`, operator, picture, 'lot.jpg', 'image/jpeg')
  const rendition = uploaded.photo as string

  const proofs = await Promise.all(cluster.instances.map((i) => download(i.url, proofPath, buyer)))
  const renditions = await Promise.all(cluster.instances.map((i) => download(i.url, rendition)))

  await first.stop('SIGKILL')
  const afterKill = await Promise.all(
    cluster.instances.slice(1).map((i) => download(i.url, proofPath, buyer)),
  )
  await first.start()
  const restarted = await download(first.url, proofPath, buyer)
  const db = new pg.Client({ connectionString: cluster.postgres.url })
  await db.connect()
  const inDatabase = Number((await db.query('select count(*) from file_blobs')).rows[0].count)
  await db.end()

  return [
    {
      invariant: 'an uploaded proof is downloadable, byte for byte, from every instance',
      held: proofs.every((got) => same(got, proof)),
      detail: `each instance answered ${proofs.map(said).join(', ')} of ${proof.length} B`,
    },
    {
      invariant:
        'a picture uploaded through one instance renders on every other, each with a DATA_DIR of its own',
      held: renditions.every((got) => Buffer.isBuffer(got) && got.length > 0),
      detail: `${rendition.replace(/[a-f0-9]{32}/, '…')}: ${renditions.map(said).join(', ')}`,
    },
    {
      invariant: `uploads are kept where STORAGE_URL says: ${cluster.storage === 's3' ? 'a bucket' : 'the database'}`,
      held: cluster.storage === 's3' ? inDatabase === 0 : inDatabase >= 2,
      detail: `${inDatabase} files in the database`,
    },
    {
      invariant: "a killed instance's uploads survive it",
      held: afterKill.every((got) => same(got, proof)) && same(restarted, proof),
      detail: `after kill -9: ${afterKill.map(said).join(', ')}; the instance started again: ${said(restarted)}`,
    },
  ]
}
