// npm run deploy:image: builds deploy/Dockerfile with podman (its base made by
// deploy/stand-in-node-image.sh where no registry serves it), runs the image's CMD in the image on
// the machine's PostgreSQL, and checks that /api/health/ready and the image's HEALTHCHECK pass and that
// the process is not root; prints the build's time and the image's size. Several minutes: not
// in `npm test` (docs/decisions/049-deployment-recipes.md).
//
// The container runs with buildah's chroot isolation on the host's network: this machine's
// kernel refuses the cgroups and rlimits `podman run` asks for.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process'
import path from 'node:path'
import { freePort, until } from '../bench/cluster/harness/free-port.ts'
import { DEPLOY_DIR, REPO_ROOT } from './testing/dockerfile.ts'
import { throwawayDatabase } from './testing/product.ts'

const IMAGE = 'localhost/caravanserai:check'

function run(command: string, args: string[]): string {
  const result = spawnSync(command, args, {
    cwd: REPO_ROOT,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} exited ${result.status}`)
  return result.stdout.trim()
}

const inspect = <T>(format: string): T =>
  JSON.parse(run('podman', ['image', 'inspect', '--format', format, IMAGE]))

run(path.join(DEPLOY_DIR, 'stand-in-node-image.sh'), [])
const began = Date.now()
spawnSync(
  'podman',
  [
    'build',
    '--pull=never',
    '--isolation',
    'chroot',
    '--format',
    'docker',
    '-f',
    'deploy/Dockerfile',
    '-t',
    IMAGE,
    '.',
  ],
  { cwd: REPO_ROOT, stdio: 'inherit' },
).status === 0 || process.exit(1)
const buildSeconds = Math.round((Date.now() - began) / 1000)
const sizeMb = Math.round(inspect<number>('{{json .Size}}') / 1e6)

const cmd = inspect<string[]>('{{json .Config.Cmd}}')
const user = inspect<string>('{{json .Config.User}}')
const healthcheck = inspect<{ Test: string[] }>('{{json .Config.Healthcheck}}').Test.slice(1)
const database = await throwawayDatabase('image')
const port = await freePort()
const container = run('buildah', ['from', '--pull-never', IMAGE])
const settings = ['PORT', String(port), 'DATABASE_URL', database.url, 'MAIL_TRANSPORT', 'log']
  .concat(['PUBLIC_URL', 'https://shop.example', 'JWT_SECRET', 'image-check-secret-0123456789abcdefghij'])
  .flatMap((value, i, all) => (i % 2 === 0 ? ['-e', `${value}=${all[i + 1]}`] : []))
const inImage = (args: string[]): ChildProcess =>
  spawn('buildah', ['run', '--isolation', 'chroot', '--user', user, ...settings, container, '--', ...args], {
    stdio: 'pipe',
  })

let server: ChildProcess | undefined
let said = ''
let failed = false
try {
  server = inImage(cmd)
  server.stdout?.on('data', (chunk) => (said += chunk))
  server.stderr?.on('data', (chunk) => (said += chunk))
  await until(
    'the container answering /api/health/ready',
    async () => (await fetch(`http://127.0.0.1:${port}/api/health/ready`)).ok,
    180_000,
  )
  const exitOf = (child: ChildProcess) => new Promise<number | null>((resolve) => child.once('exit', resolve))
  const checked = await exitOf(inImage(healthcheck))
  const uid = await new Promise<string>((resolve) => {
    const id = inImage(['id', '-u'])
    let out = ''
    id.stdout?.on('data', (chunk) => (out += chunk))
    id.once('exit', () => resolve(out.trim()))
  })
  console.info(`/api/health/ready 200; HEALTHCHECK exit ${checked}; runs as ${user} (uid ${uid})`)
  failed = checked !== 0 || uid === '0' || uid === ''
} catch (error) {
  console.error(`${(error as Error).message}; the server said:\n${said}`)
  failed = true
} finally {
  // buildah ends what it runs with SIGKILL, and may then print a Go stack trace: not ours.
  server?.kill('SIGINT')
  run('buildah', ['rm', container])
  // The stopped process leaves a moment later; the database is dropped with force either way.
  await new Promise((resolve) => setTimeout(resolve, 1_000))
  await database.drop()
}
console.info(`Built ${IMAGE} in ${buildSeconds} s: ${sizeMb} MB`)
console.info(failed ? 'The image check failed.' : 'The image builds, starts and answers as it should.')
process.exit(failed ? 1 : 0)
