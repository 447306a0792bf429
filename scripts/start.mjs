// npm start: builds when the build is missing or older than the sources, then serves the whole
// product (API + storefront) on http://localhost:3000, on PGlite in ./data unless DATABASE_URL
// is set. Migrations (and the demo catalogue, on an empty database) are applied by the server.
import { spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '..')
const outputs = ['apps/web/build/server/index.js', 'apps/server/dist/main.mjs'].map((p) => path.join(root, p))
const sources = [
  'apps/web/app',
  'apps/web/public',
  'apps/api/src',
  'apps/api/drizzle',
  'apps/server/src',
  'packages/contracts/src',
]

function newestMtime(dir) {
  let newest = 0
  for (const entry of fs.readdirSync(path.join(root, dir), { withFileTypes: true, recursive: true })) {
    if (entry.isFile())
      newest = Math.max(newest, fs.statSync(path.join(entry.parentPath, entry.name)).mtimeMs)
  }
  return newest
}

function buildIsCurrent() {
  if (!outputs.every((f) => fs.existsSync(f))) return false
  const built = Math.min(...outputs.map((f) => fs.statSync(f).mtimeMs))
  return sources.every((dir) => newestMtime(dir) <= built)
}

if (!buildIsCurrent()) {
  console.info('Building the storefront and server…')
  const result = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' })
  if (result.status !== 0) process.exit(result.status ?? 1)
}

const server = spawn(process.execPath, ['--enable-source-maps', outputs[1]], { cwd: root, stdio: 'inherit' })
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal))
server.on('exit', (code) => process.exit(code ?? 0))
