// Operators' picture uploads in tests: a picture of any format, and the upload request itself.
import sharp from 'sharp'
import type { TestApp } from './build-test-app.ts'
import type { TestUser } from './factories.ts'
import { multipart } from './multipart.ts'

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
