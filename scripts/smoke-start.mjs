// Starts the built product as `npm start` would (development, the embedded database, the demo
// catalogue) on whatever Node.js runs this script, asks for a page and the API, then stops it
// with SIGTERM. CI runs it on the machine's own Node.js (docs/decisions/019-node-24-lts.md).
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '..')
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'caravanserai-smoke-'))
const port = await new Promise((resolve) => {
  const probe = net.createServer().listen(0, '127.0.0.1', () => {
    const { port: free } = probe.address()
    probe.close(() => resolve(free))
  })
})
const base = `http://127.0.0.1:${port}`
const server = spawn(process.execPath, [path.join(root, 'apps/server/dist/main.mjs')], {
  env: { ...process.env, NODE_ENV: 'development', PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir },
  stdio: ['ignore', 'pipe', 'pipe'],
})
let output = ''
server.stdout.on('data', (chunk) => (output += chunk))
server.stderr.on('data', (chunk) => (output += chunk))
const exited = new Promise((resolve) => server.on('exit', resolve))

function fail(reason) {
  console.error(`${reason}\nThe server said:\n${output}`)
  server.kill('SIGKILL')
  fs.rmSync(dataDir, { recursive: true, force: true })
  process.exit(1)
}

const deadline = Date.now() + 120_000
while (!output.includes(`Open http://localhost:${port}/en`)) {
  if (server.exitCode !== null) fail(`The server exited with ${server.exitCode} while starting.`)
  if (Date.now() > deadline) fail('The server did not finish starting in 120 s.')
  await new Promise((resolve) => setTimeout(resolve, 250))
}

for (const [address, check] of [
  ['/en/products', (body) => body.includes('<html lang="en"')],
  ['/fa', (body) => body.includes('dir="rtl"')],
  ['/api/products/list/', (body) => JSON.parse(body).count > 0],
]) {
  const response = await fetch(`${base}${address}`)
  const body = await response.text()
  if (response.status !== 200 || !check(body)) fail(`${address} answered ${response.status}.`)
  console.info(`${address} ${response.status}`)
}
server.kill('SIGTERM')
const code = await exited
fs.rmSync(dataDir, { recursive: true, force: true })
if (code !== 0) fail(`The server stopped with exit code ${code} on SIGTERM.`)
console.info(`Node.js ${process.version}: the built product starts, serves and stops cleanly.`)
