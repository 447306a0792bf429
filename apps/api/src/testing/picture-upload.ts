// Operators' picture uploads in tests: a multipart body as a browser sends it, a picture of any
// format, and the upload request itself.
import sharp from 'sharp'
import type { TestApp } from './build-test-app.ts'
import type { TestUser } from './factories.ts'

/** A multipart/form-data body with one file part. */
export function multipart(
  file: Buffer,
  { name = 'picture.jpg', type = 'image/jpeg', field = 'file', note = '' } = {},
) {
  const boundary = `----caravanserai${Math.random().toString(16).slice(2)}`
  const noteField = note
    ? `--${boundary}\r\nContent-Disposition: form-data; name="note"\r\n\r\n${note}\r\n`
    : ''
  const head = `${noteField}--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n`
  return {
    payload: Buffer.concat([Buffer.from(head), file, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  }
}

/** A plain red picture of `format`, `width` × `height`. */
export const picture = (format: 'jpeg' | 'png' | 'webp' | 'avif' | 'gif', width = 640, height = 480) =>
  sharp({ create: { width, height, channels: 3, background: { r: 190, g: 40, b: 30 } } })
    .toFormat(format)
    .toBuffer()

/** POST /api/ops/uploads/ with `file` as `staff`, in `lang`. */
export function uploadPicture(
  t: TestApp,
  staff: TestUser,
  file: Buffer,
  options: Parameters<typeof multipart>[1] = {},
  lang = 'en',
) {
  const { payload, headers } = multipart(file, options)
  return t.app.inject({
    method: 'POST',
    url: '/api/ops/uploads/',
    payload,
    headers: { ...headers, ...staff.auth, 'accept-language': lang },
  })
}
