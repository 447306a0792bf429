// Writes .br (quality 11) and .gz (level 9) beside each compressible file of the storefront's
// browser build, so the server sends hashed assets compressed once at build time rather than
// compressing them again on every request (apps/server storefront-server.ts, preCompressed).
//   node scripts/precompress.mjs apps/web/build/client
import fs from 'node:fs'
import path from 'node:path'
import { promisify } from 'node:util'
import zlib from 'node:zlib'

const COMPRESSIBLE = /\.(js|mjs|css|svg|json|txt|xml|html)$/
/**
 * A twin is written where it saves at least this much. A first load is a dozen files under 1 KB
 * that brotli halves (docs/decisions/057-form-pages-first-load.md); below this, the second file
 * and the Content-Encoding header cost about what they save.
 */
const MIN_SAVED_BYTES = 100
const brotli = promisify(zlib.brotliCompress)
const gzip = promisify(zlib.gzip)

function* files(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) yield* files(full)
    else if (COMPRESSIBLE.test(entry.name)) yield full
  }
}

const root = process.argv[2]
if (!root || !fs.existsSync(root)) {
  console.error('usage: node scripts/precompress.mjs <folder of built browser files>')
  process.exit(1)
}
let raw = 0
let encoded = 0
let count = 0
for (const file of files(root)) {
  const body = fs.readFileSync(file)
  if (body.length < MIN_SAVED_BYTES) continue
  const [br, gz] = await Promise.all([
    brotli(body, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
    gzip(body, { level: 9 }),
  ])
  if (body.length - br.length < MIN_SAVED_BYTES) continue
  fs.writeFileSync(`${file}.br`, br)
  if (body.length - gz.length >= MIN_SAVED_BYTES) fs.writeFileSync(`${file}.gz`, gz)
  raw += body.length
  encoded += br.length
  count += 1
}
console.info(
  `precompressed ${count} files: ${(raw / 1024).toFixed(0)} KB → ${(encoded / 1024).toFixed(0)} KB brotli`,
)
