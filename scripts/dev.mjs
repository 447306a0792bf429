// npm run dev: the whole product with hot reload. Vite reloads the storefront in place; tsx
// restarts the process when the API, server or contracts code it imports changes.
import { spawn } from 'node:child_process'

const child = spawn('npx', ['tsx', 'watch', '--clear-screen=false', 'apps/server/src/dev.ts'], {
  stdio: 'inherit',
  env: { NODE_ENV: 'development', ...process.env },
})
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal))
child.on('exit', (code) => process.exit(code ?? 0))
