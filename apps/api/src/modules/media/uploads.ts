import { createHash } from 'node:crypto'
import fs from 'node:fs/promises'
import path from 'node:path'
import {
  IMAGE_UPLOAD_MAX_PIXELS,
  IMAGE_UPLOAD_MIN_WIDTH,
  type OpsUpload,
} from '@caravanserai/contracts/ops-media'
import sharp from 'sharp'
import { AppError } from '../../errors.ts'
import { IMAGE_WIDTHS } from '../catalog/product-images.ts'
import { type BlobStore, isBlobKey, readAll } from '../files/blob-store.ts'

export type ImageType = 'jpeg' | 'png' | 'webp' | 'avif'

const ascii = (bytes: Uint8Array, from: number, to: number) =>
  Buffer.from(bytes.subarray(from, to)).toString('latin1')

/**
 * The picture format a file's first bytes announce (its signature), whatever its name or the
 * type the browser claimed: JPEG, PNG, WebP, or AVIF (an ISO-BMFF `ftyp` box naming the avif
 * brand). Anything else, SVG and HEIC included, is null.
 */
export function sniffImageType(head: Uint8Array): ImageType | null {
  if (head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'jpeg'
  if (ascii(head, 0, 8) === '\x89PNG\r\n\x1a\n') return 'png'
  if (ascii(head, 0, 4) === 'RIFF' && ascii(head, 8, 12) === 'WEBP') return 'webp'
  if (head.length >= 16 && ascii(head, 4, 8) === 'ftyp') {
    const boxSize = Buffer.from(head.subarray(0, 4)).readUInt32BE(0)
    const end = Math.min(boxSize, head.length)
    // The major brand at 8, then the compatible brands from 16 (the minor version sits between).
    const brands = [ascii(head, 8, 12)]
    for (let at = 16; at + 4 <= end; at += 4) brands.push(ascii(head, at, at + 4))
    if (brands.some((b) => b === 'avif' || b === 'avis')) return 'avif'
  }
  return null
}

/** What sharp calls each format once it has read the header. */
const SHARP_FORMAT: Record<ImageType, string> = { jpeg: 'jpeg', png: 'png', webp: 'webp', avif: 'heif' }

/** The formats of the storefront's renditions: WebP for every browser, AVIF for those that take it. */
export type RenditionFormat = 'webp' | 'avif'

/**
 * Encodes a rendition. AVIF at quality 50 looks like WebP at 78–80 in about half the bytes; effort
 * 2 keeps its encoding near a tenth of a second for a 960-pixel picture, made once and kept.
 */
export function encodeRendition(image: sharp.Sharp, format: RenditionFormat): Promise<Buffer> {
  return format === 'avif'
    ? image.avif({ quality: 50, effort: 2 }).toBuffer()
    : image.webp({ quality: 80, effort: 4 }).toBuffer()
}

/** The storefront's rendition at `width` (never enlarged), turned upright, metadata dropped. */
/** How an operator's original is read: bounded in pixels, refused if any part is broken. */
const ORIGINAL: sharp.SharpOptions = { limitInputPixels: IMAGE_UPLOAD_MAX_PIXELS, failOn: 'error' }

export function renderRendition(
  original: Buffer | string,
  width: number,
  format: RenditionFormat = 'webp',
): Promise<Buffer> {
  return encodeRendition(
    sharp(original, ORIGINAL).rotate().resize({ width, withoutEnlargement: true }),
    format,
  )
}

/** Width and height as shown: EXIF orientations 5 to 8 turn the picture a quarter. */
async function uprightSize(image: Buffer | string) {
  const meta = await sharp(image, { limitInputPixels: false }).metadata()
  const turned = (meta.orientation ?? 1) >= 5
  return {
    meta,
    width: (turned ? meta.height : meta.width) ?? 0,
    height: (turned ? meta.width : meta.height) ?? 0,
  }
}

/** The srcset widths an image of `width` pixels has: none wider than itself. */
const srcsetWidths = (width: number) => IMAGE_WIDTHS.filter((w) => w <= width)

export function uploadJson(key: string, width: number, height: number): OpsUpload {
  const url = (w: number) => `/media/${key}-${w}.webp`
  const widths = srcsetWidths(width)
  return {
    path: key,
    width,
    height,
    // The largest of them is the photo (decision 003).
    photo: url(Math.max(...widths)),
    srcset: widths.map((w) => `${url(w)} ${w}w`).join(', '),
  }
}

/** The storefront's formats, each made at every srcset width when a picture is stored. */
const RENDITION_FORMATS: readonly RenditionFormat[] = ['webp', 'avif']

/**
 * Every rendition of an upload the storefront can ask for: each srcset width up to the picture's
 * own, in WebP and AVIF, keyed by the name /media serves it under. The original is decoded once,
 * turned upright and brought to the widest width; the smaller ones are made from that.
 */
async function uploadRenditions(file: Buffer, key: string, widths: number[]) {
  const widest = Math.max(...widths)
  const { data, info } = await sharp(file, ORIGINAL)
    .rotate()
    .resize({ width: widest })
    .raw()
    .toBuffer({ resolveWithObject: true })
  const raw = { width: info.width, height: info.height, channels: info.channels }
  return Promise.all(
    widths.flatMap((width) =>
      RENDITION_FORMATS.map(
        async (format): Promise<[string, Buffer]> => [
          `${key}-${width}.${format}`,
          await encodeRendition(sharp(data, { raw }).resize({ width }), format),
        ],
      ),
    ),
  )
}

/** A picture checked and rendered, ready to keep: see `preparePicture`. */
export type PreparedPicture = {
  /** The first 32 hex digits of the content's SHA-256: its name in the uploads. */
  hash: string
  contentType: string
  width: number
  height: number
  /** Every rendition, by the name /media serves it under in the cache. */
  renditions: [string, Buffer][]
}

const CONTENT_TYPES: Record<ImageType, string> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  avif: 'image/avif',
}

/**
 * Checks an uploaded picture: the content must be JPEG, PNG, WebP or AVIF (415), decodable (400),
 * at most IMAGE_UPLOAD_MAX_PIXELS (checked from the header, before anything is decoded) and at
 * least IMAGE_UPLOAD_MIN_WIDTH wide (400). Every rendition is made at once (which proves the whole
 * file decodes), so no buyer's page waits for a picture to be encoded
 * (docs/decisions/025-renditions-when-stored.md). Nothing is written.
 */
export async function preparePicture(file: Buffer): Promise<PreparedPicture> {
  const type = sniffImageType(file.subarray(0, 64))
  if (!type) throw new AppError('ops.imageType', 415)
  let size: Awaited<ReturnType<typeof uprightSize>>
  try {
    size = await uprightSize(file)
  } catch {
    throw new AppError('ops.imageUnreadable', 400)
  }
  const { meta, width, height } = size
  if (meta.format !== SHARP_FORMAT[type] || (type === 'avif' && meta.compression !== 'av1'))
    throw new AppError('ops.imageType', 415)
  if (width * height > IMAGE_UPLOAD_MAX_PIXELS)
    throw new AppError('ops.imageTooManyPixels', 400, { max: IMAGE_UPLOAD_MAX_PIXELS / 1_000_000 })
  if (width < IMAGE_UPLOAD_MIN_WIDTH)
    throw new AppError('ops.imageTooSmall', 400, { min: IMAGE_UPLOAD_MIN_WIDTH })
  const hash = createHash('sha256').update(file).digest('hex').slice(0, 32)
  try {
    const renditions = await uploadRenditions(file, `uploads/${hash}`, srcsetWidths(width))
    return { hash, contentType: CONTENT_TYPES[type], width, height, renditions }
  } catch {
    throw new AppError('ops.imageUnreadable', 400)
  }
}

/** Writes a cached file whose name is its content's, atomically; an existing one is left as it is. */
export async function writeOnce(file: string, content: Buffer) {
  if (await fs.stat(file).catch(() => null)) return
  await fs.mkdir(path.dirname(file), { recursive: true })
  const temporary = `${file}.${process.pid}.${Date.now()}.tmp`
  await fs.writeFile(temporary, content)
  await fs.rename(temporary, file)
}

/** The upright size of a stored original, or null when there is no such upload. */
export async function uploadSize(blobs: BlobStore, key: string) {
  const original = key.startsWith('uploads/') && isBlobKey(key) ? await blobs.get(key) : null
  if (!original) return null
  const { width, height } = await uprightSize(await readAll(original))
  return { width, height }
}
