import fs from 'node:fs/promises'
import path from 'node:path'
import type { FastifyPluginAsync } from 'fastify'
import sharp from 'sharp'
import { ART_MOTIFS, type ArtMotif } from '../../db/seed/demo/types.ts'
import { AppError } from '../../errors.ts'
import { IMAGE_WIDTHS } from '../catalog/product-images.ts'
import { productArtSvg } from './product-art.ts'

const RENDITION = /^art\/([a-z-]+)\/([a-z0-9-]{1,100})-(\d{2,4})\.webp$/

/** The picture source named by a stored path: drawn art now; uploads join with the operator console. */
async function renderArt(motif: ArtMotif, seed: string, width: number): Promise<Buffer> {
  return sharp(Buffer.from(productArtSvg(motif, seed)), { density: 72 })
    .resize({ width })
    .webp({ quality: 78, effort: 4 })
    .toBuffer()
}

/**
 * /media/* (DESIGN §1): WebP renditions of product pictures at the widths of the storefront's
 * srcset, made on first request and kept in DATA_DIR/media; names never change content, so
 * they are cached for a year.
 */
export const mediaRoutes: FastifyPluginAsync<{ cacheDir: string }> = async (app, { cacheDir }) => {
  app.get('/*', async (request, reply) => {
    const name = (request.params as { '*': string })['*']
    const match = RENDITION.exec(name)
    const width = Number(match?.[3])
    const motif = match?.[1] as ArtMotif | undefined
    if (
      !match ||
      !motif ||
      !ART_MOTIFS.includes(motif) ||
      !(IMAGE_WIDTHS as readonly number[]).includes(width)
    ) {
      throw new AppError('errors.notFound', 404)
    }
    const file = path.join(cacheDir, name)
    let image: Buffer | null = await fs.readFile(file).catch(() => null)
    if (!image) {
      image = await renderArt(motif, match[2]!, width)
      await fs.mkdir(path.dirname(file), { recursive: true })
      const temporary = `${file}.${process.pid}.${Date.now()}.tmp`
      await fs.writeFile(temporary, image)
      await fs.rename(temporary, file)
    }
    return reply
      .type('image/webp')
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('cross-origin-resource-policy', 'cross-origin')
      .send(image)
  })
}
