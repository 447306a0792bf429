import fs from 'node:fs/promises'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import type { FastifyPluginAsync } from 'fastify'
import sharp from 'sharp'
import { type Db, queryRows } from '../../db/client.ts'
import { drawDemoArt } from '../../db/seed/demo/art/draw-demo-art.ts'
import { AppError } from '../../errors.ts'
import type { WorkGate } from '../../work-gate.ts'
import { IMAGE_WIDTHS } from '../catalog/product-images.ts'
import { type BlobStore, readAll } from '../files/blob-store.ts'
import { encodeRendition, type RenditionFormat, renderRendition, writeOnce } from './uploads.ts'

const RENDITION = /^art\/([a-z-]+)\/([a-z0-9-]{1,100})-(\d{2,4})\.(webp|avif)$/
const UPLOAD_RENDITION = /^uploads\/([a-f0-9]{32})-(\d{2,4})\.(webp|avif)$/

const isWidth = (width: number) => (IMAGE_WIDTHS as readonly number[]).includes(width)

/** Whether some variation shows this drawn picture: only those are ever drawn. */
async function isShownArt(db: Db, key: string): Promise<boolean> {
  const [row] = await queryRows<{ shown: boolean }>(
    db,
    sql`select exists (select 1 from variation_images where path = ${key}) as shown`,
  )
  return row?.shown === true
}

/**
 * The picture a stored path names, at `width`: drawn art a product shows, or an operator's
 * upload; null when there is no such picture (nothing is drawn for a made-up address).
 */
async function renderSource(db: Db, name: string, blobs: BlobStore): Promise<Buffer | null> {
  const upload = UPLOAD_RENDITION.exec(name)
  if (upload) {
    const width = Number(upload[2])
    if (!isWidth(width)) return null
    // Whole, as sharp decodes it; an upload's size limit bounds it.
    const original = await blobs.get(`uploads/${upload[1]!}`)
    return original && renderRendition(await readAll(original), width, upload[3] as RenditionFormat)
  }
  const match = RENDITION.exec(name)
  const width = Number(match?.[3])
  if (!match || !isWidth(width)) return null
  const [motif, seed] = [match[1]!, match[2]!]
  if (!(await isShownArt(db, `art/${motif}/${seed}`))) return null
  const svg = drawDemoArt(motif, seed)
  if (svg === null) return null
  return encodeRendition(
    sharp(Buffer.from(svg), { density: 72 }).resize({ width }),
    match[4] as RenditionFormat,
  )
}

/**
 * /media/* (docs/product.md#health-and-media): WebP and AVIF renditions of product pictures (drawn
 * art, or originals operators uploaded, kept in the file store by their content's hash) at the
 * widths of the storefront's srcset, made on first request and kept in DATA_DIR/media, this
 * instance's cache (docs/architecture.md#uploaded-files); names never
 * change content, so they are cached for a year. Renders pass through `gate`: a burst of new
 * addresses waits its turn or is asked to come back, and never holds every core.
 */
export const mediaRoutes: FastifyPluginAsync<{
  db: Db
  cacheDir: string
  blobs: BlobStore
  gate: WorkGate
}> = async (app, { db, cacheDir, blobs, gate }) => {
  app.get('/*', async (request, reply) => {
    const name = (request.params as { '*': string })['*']
    if (!RENDITION.test(name) && !UPLOAD_RENDITION.test(name)) throw new AppError('errors.notFound', 404)
    const file = path.join(cacheDir, name)
    let image: Buffer | null = await fs.readFile(file).catch(() => null)
    if (!image) {
      image = await gate.run(() => renderSource(db, name, blobs))
      if (!image) throw new AppError('errors.notFound', 404)
      await writeOnce(file, image)
    }
    return reply
      .type(name.endsWith('.avif') ? 'image/avif' : 'image/webp')
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('cross-origin-resource-policy', 'cross-origin')
      .send(image)
  })
}
