import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import zlib from 'node:zlib'
import { IMAGE_UPLOAD_MAX_BYTES, type OpsUpload } from '@caravanserai/contracts/ops-media'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { buildTestApp, type TestApp, testConfig } from '../../testing/build-test-app.ts'
import type { TestUser } from '../../testing/factories.ts'
import { multipart } from '../../testing/multipart.ts'
import { picture, uploadPicture } from '../../testing/picture-upload.ts'
import { databaseKinds } from '../../testing/test-db.ts'
import { type BlobKey, readAll } from '../files/blob-store.ts'
import { pgBlobStore } from '../files/pg-blob-store.ts'

/** A PNG whose header claims 20000 × 20000 pixels in a few hundred bytes: a decompression bomb. */
function pngBomb(): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4)
    length.writeUInt32BE(data.length)
    const body = Buffer.concat([Buffer.from(type), data])
    const crc = Buffer.alloc(4)
    crc.writeUInt32BE(zlib.crc32(body))
    return Buffer.concat([length, body, crc])
  }
  const header = Buffer.alloc(13)
  header.writeUInt32BE(20_000, 0)
  header.writeUInt32BE(20_000, 4)
  header[8] = 8
  return Buffer.concat([
    Buffer.from('89504e470d0a1a0a', 'hex'),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(Buffer.alloc(20_001 * 4))),
    chunk('IEND', Buffer.alloc(0)),
  ])
}

describe.each(databaseKinds())('uploads of product pictures on %s', (kind) => {
  let t: TestApp
  let staff: TestUser
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'caravanserai-ops-uploads-'))

  const upload = (file: Buffer, options: Parameters<typeof multipart>[1] = {}, lang = 'en') =>
    uploadPicture(t, staff, file, options, lang)

  beforeAll(async () => {
    t = await buildTestApp(kind, { config: testConfig({ DATA_DIR: dataDir }) })
    staff = await t.users.staff()
  })
  afterAll(async () => {
    await t.close()
    fs.rmSync(dataDir, { recursive: true, force: true })
  })

  test('an upload keeps the original by its content and makes its WebP and AVIF renditions at the srcset widths', async () => {
    const jpeg = await picture('jpeg', 1000, 750)
    const res = await upload(jpeg)
    expect(res.statusCode).toBe(201)
    const body: OpsUpload = res.json()
    expect(body.path).toMatch(/^uploads\/[a-f0-9]{32}$/)
    const url = (w: number) => `/media/${body.path}-${w}.webp`
    expect(body).toMatchObject({ width: 1000, height: 750, photo: url(960) })
    expect(body.srcset).toBe(`${url(320)} 320w, ${url(640)} 640w, ${url(960)} 960w`)
    const original = await pgBlobStore(t.database.db).get(body.path as BlobKey)
    expect((await readAll(original!)).equals(jpeg)).toBe(true)
    expect(fs.existsSync(path.join(dataDir, 'uploads'))).toBe(false)
    // Every rendition is on disk before any buyer asks for one.
    const stored = fs.readdirSync(path.join(dataDir, 'media', 'uploads'))
    for (const width of [320, 640, 960])
      for (const format of ['webp', 'avif'])
        expect(stored).toContain(`${body.path.slice('uploads/'.length)}-${width}.${format}`)
    expect(stored.filter((name) => name.startsWith(body.path.slice('uploads/'.length)))).toHaveLength(6)
    const rendition = await t.app.inject({ url: url(320) })
    expect(rendition.headers['content-type']).toBe('image/webp')
    expect((await sharp(rendition.rawPayload).metadata()).width).toBe(320)
    const avif = await t.app.inject({ url: url(640).replace(/\.webp$/, '.avif') })
    expect(avif.headers['content-type']).toBe('image/avif')
    expect((await sharp(avif.rawPayload).metadata()).width).toBe(640)
    expect((await t.app.inject({ url: `/media/${body.path}-500.webp` })).statusCode).toBe(404)
    // The same bytes under another name are the same upload.
    expect((await upload(jpeg, { name: 'copy.jpeg' })).json().path).toBe(body.path)
  })

  test('a heavy photograph within the limit is accepted', async () => {
    const photo = await sharp({
      create: {
        width: 2000,
        height: 1500,
        channels: 3,
        background: '#808080',
        noise: { type: 'gaussian', mean: 128, sigma: 60 },
      },
    })
      .jpeg({ quality: 100 })
      .toBuffer()
    expect(photo.length).toBeGreaterThan(3 * 1024 * 1024)
    const res = await upload(photo)
    expect(res.statusCode, res.body).toBe(201)
    expect(res.json()).toMatchObject({ width: 2000, height: 1500 })
  })

  test.each(['png', 'webp', 'avif'] as const)('a %s picture is accepted', async (format) => {
    const res = await upload(await picture(format), { name: `p.${format}`, type: `image/${format}` })
    expect(res.statusCode, res.body).toBe(201)
    expect(res.json()).toMatchObject({ width: 640, height: 480 })
  })

  test('a picture of another kind is refused by its content, whatever its name says', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="900" height="900"><rect/></svg>')
    for (const [file, name] of [
      [Buffer.from('just some text, not a picture'), 'notes.png'],
      [svg, 'logo.png'],
      [await picture('gif'), 'anim.webp'],
    ] as const) {
      const res = await upload(file, { name, type: 'image/png' }, 'ru')
      expect(res.statusCode, name).toBe(415)
      expect(res.json()).toMatchObject({
        code: 'ops.imageType',
        detail: 'Принимаются только изображения JPEG, PNG, WebP и AVIF.',
      })
    }
    const broken = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(2000, 7)])
    expect((await upload(broken)).json().code).toBe('ops.imageUnreadable')
  })

  /** The originals in the store. */
  const stored = async () => {
    const keys: string[] = []
    for await (const key of pgBlobStore(t.database.db).keys('uploads')) keys.push(key)
    return keys
  }

  test('a picture too heavy, with too many pixels or too narrow is refused with its limit', async () => {
    const before = await stored()
    const heavy = Buffer.concat([await picture('jpeg'), Buffer.alloc(IMAGE_UPLOAD_MAX_BYTES)])
    const tooLarge = await upload(heavy, {}, 'fa')
    expect(tooLarge.statusCode).toBe(413)
    expect(tooLarge.json()).toMatchObject({ code: 'ops.imageTooLarge', params: { max: 8 } })
    expect(tooLarge.json().detail).toContain('حجم تصویر بیش از حد است')
    // Declared far past the limit: refused before the body is read.
    const declared = await upload(Buffer.alloc(IMAGE_UPLOAD_MAX_BYTES * 2))
    expect(declared.statusCode).toBe(413)
    const bomb = await upload(pngBomb(), { name: 'bomb.png', type: 'image/png' })
    expect(bomb.statusCode).toBe(400)
    expect(bomb.json().detail).toBe('The picture has too many pixels. The limit is 40 megapixels.')
    const narrow = await upload(await picture('png', 200, 600), { name: 'n.png', type: 'image/png' })
    expect(narrow.json().detail).toBe('The picture is too small. It must be at least 320 pixels wide.')
    expect(await stored()).toEqual(before)
  })

  test('an upload needs a multipart body with a file part', async () => {
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/ops/uploads/',
      headers: staff.auth,
      payload: {},
    })
    expect(json.statusCode).toBe(415)
    expect(json.json().code).toBe('ops.uploadNotMultipart')
    const raw = await t.app.inject({
      method: 'POST',
      url: '/api/ops/uploads/',
      headers: { ...staff.auth, 'content-type': 'image/png', 'accept-language': 'hy' },
      payload: await picture('png'),
    })
    expect(raw.statusCode).toBe(415)
    expect(raw.json().detail).toBe('Ուղարկեք նկարը multipart/form-data վերբեռնման տեսքով։')
    const wrongField = await upload(await picture('jpeg'), { field: 'photo' })
    expect(wrongField.json()).toEqual({ file: ['Choose a picture to upload (a form field named "file").'] })
  })

  test('an envelope cut short or with a broken part header is a 400 in the request language, and nothing is stored', async () => {
    const before = await stored()
    const { payload, headers } = multipart(await picture('png'))
    const x = 'multipart/form-data; boundary=x'
    const unread = {
      detail: 'Не удалось прочитать загрузку. Попробуйте ещё раз.',
      code: 'ops.uploadMalformed',
    }
    const noFile = { file: ['Выберите изображение для загрузки (поле формы с именем «file»).'] }
    for (const [body, type, answer] of [
      [payload.subarray(0, payload.length - 20), headers['content-type'], unread],
      [Buffer.from('--x\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n'), x, unread],
      [Buffer.from(`--x\r\n${'X-Long: y\r\n'.repeat(3_000)}\r\n--x--\r\n`), x, noFile],
    ] as const) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/ops/uploads/',
        payload: body,
        headers: { ...staff.auth, 'content-type': type, 'accept-language': 'ru' },
      })
      expect(res.statusCode).toBe(400)
      expect(res.json()).toEqual(answer)
    }
    expect(await stored()).toEqual(before)
  })

  test('a NUL in a multipart field or file name is a 400 naming it, and nothing is stored', async () => {
    const before = await stored()
    const inField = await upload(await picture('jpeg'), { note: 'a\u0000b' })
    expect(inField.statusCode).toBe(400)
    expect(Object.keys(inField.json())).toEqual(['note'])
    const inName = await upload(await picture('jpeg'), { name: 'a\u0000.jpg' })
    expect(inName.statusCode).toBe(400)
    expect(inName.json()).toEqual({ file: [expect.stringMatching(/cannot be accepted/)] })
    expect(await stored()).toEqual(before)
  })
})
