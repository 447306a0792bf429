// Multipart bodies for the picture upload, the one operation whose body the OpenAPI document
// does not describe: a real picture, pictures that lie about themselves, and broken envelopes.
import { crc32 } from 'node:zlib'
import fc from 'fast-check'
import sharp from 'sharp'
import type { Body } from './malform.ts'

const BOUNDARY = 'fuzzboundary'
const PIXEL = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
)

/** The one-pixel PNG claiming `width` × `height`, its header's checksum made right. */
function claiming(width: number, height: number): Buffer {
  const png = Buffer.from(PIXEL)
  png.writeUInt32BE(width, 16)
  png.writeUInt32BE(height, 20)
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29)
  return png
}

type Part = { name: string; filename?: string; type?: string; data: Buffer }

function envelope(parts: Part[]): Buffer {
  const chunks = parts.flatMap((p) => [
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${p.name}"${p.filename === undefined ? '' : `; filename="${p.filename}"`}\r\n${p.type ? `Content-Type: ${p.type}\r\n` : ''}\r\n`,
    ),
    p.data,
    Buffer.from('\r\n'),
  ])
  return Buffer.concat([...chunks, Buffer.from(`--${BOUNDARY}--\r\n`)])
}

/** A photograph-sized picture every rule accepts, made once. */
export const PICTURE = await sharp({
  create: { width: 800, height: 600, channels: 3, background: '#c2410c' },
})
  .png()
  .toBuffer()

/** The body that uploads `picture` as the operator's console does. */
export function pictureUpload(picture: Buffer): { body: Buffer; type: string } {
  return { body: envelope([file(picture)]), type: `multipart/form-data; boundary=${BOUNDARY}` }
}

const file = (data: Buffer, filename = 'saffron.png', type = 'image/png'): Part => ({
  name: 'file',
  filename,
  type,
  data,
})

const CASES: [string, () => Buffer][] = [
  ['a picture every rule accepts', () => envelope([file(PICTURE)])],
  ['a one-pixel PNG', () => envelope([file(PIXEL)])],
  ['a PNG claiming 60000×60000 pixels', () => envelope([file(claiming(60_000, 60_000))])],
  ['a PNG claiming 0×0 pixels', () => envelope([file(claiming(0, 0))])],
  ['a truncated PNG', () => envelope([file(PIXEL.subarray(0, 40))])],
  ['text called a PNG', () => envelope([file(Buffer.from('not a picture'))])],
  [
    'an SVG with a script',
    () =>
      envelope([
        file(
          Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
          'x.svg',
          'image/svg+xml',
        ),
      ]),
  ],
  ['an empty file', () => envelope([file(Buffer.alloc(0))])],
  ['two files', () => envelope([file(PIXEL), file(PIXEL)])],
  ['the file under another name', () => envelope([{ ...file(PIXEL), name: 'picture' }])],
  ['a field and no file', () => envelope([{ name: 'alt', data: Buffer.from('Saffron') }])],
  ['a file name with NUL and RTL', () => envelope([file(PIXEL, 'a\u0000\u202egnp.exe')])],
  ['a 5000-character file name', () => envelope([file(PIXEL, 'ж'.repeat(5_000))])],
  ['no closing boundary', () => envelope([file(PIXEL)]).subarray(0, -20)],
  ['no envelope at all', () => PIXEL],
]

export const uploadBody: fc.Arbitrary<Body> = fc.constantFrom(...CASES).map(([how, make]) => ({
  text: make(),
  type: how === 'no envelope at all' ? 'image/png' : `multipart/form-data; boundary=${BOUNDARY}`,
  how,
}))
