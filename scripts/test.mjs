// npm test: every suite. Unit and API integration tests (Vitest, on PGlite and on PostgreSQL when
// reachable), then the production build, then the deployment recipes' tests against it (Vitest's
// `deploy` project), then end-to-end tests (Playwright, system Chromium), then
// the short forms of the cluster under faults (bench/cluster, HAProxy) and of the API fuzzing
// (bench/fuzz, a fixed seed).
// The last line is the sum over all suites: "N passed, N failed".
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '..')
const results = path.join(root, 'test-results')
fs.rmSync(results, { recursive: true, force: true })
fs.mkdirSync(results, { recursive: true })

function run(command, args) {
  console.info(`\n$ ${command} ${args.join(' ')}`)
  return spawnSync(command, args, { cwd: root, stdio: 'inherit' }).status ?? 1
}

function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(path.join(results, file), 'utf8'))
  } catch {
    return null
  }
}

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
if (!fs.existsSync(chromium)) {
  console.error(`End-to-end tests need the system Chromium at ${chromium}: apt-get install -y chromium`)
  process.exit(1)
}

let passed = 0
let failed = 0
const stages = []

const unitStatus = run('npx', [
  'vitest',
  'run',
  '--project=unit',
  '--project=web',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${path.join(results, 'unit.json')}`,
])
const unit = readJson('unit.json')
passed += unit?.numPassedTests ?? 0
failed += unit?.numFailedTests ?? 0
stages.push(['unit and API', unitStatus])

const buildStatus = run('npm', ['run', 'build'])
stages.push(['build', buildStatus])
if (buildStatus === 0) {
  const deployStatus = run('npx', [
    'vitest',
    'run',
    '--project=deploy',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${path.join(results, 'deploy.json')}`,
  ])
  const deploy = readJson('deploy.json')
  passed += deploy?.numPassedTests ?? 0
  failed += deploy?.numFailedTests ?? 0
  stages.push(['deployment recipes', deployStatus])
  const e2eStatus = run('npx', ['playwright', 'test'])
  const e2e = readJson('e2e.json')
  passed += (e2e?.stats?.expected ?? 0) + (e2e?.stats?.flaky ?? 0)
  failed += e2e?.stats?.unexpected ?? 0
  stages.push(['end-to-end', e2eStatus])
  const clusterStatus = spawnSync('npx', ['tsx', 'bench/cluster/run.ts', '--short'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, SKIP_BUILD: '1' },
  }).status
  stages.push(['cluster under faults', clusterStatus ?? 1])
}
stages.push(['API fuzzing', run('npx', ['tsx', 'bench/fuzz/run.ts', '--runs', '20', '--seed', '1'])])

const broken = stages.filter(([, status]) => status !== 0)
for (const [name, status] of broken) console.error(`${name} failed (exit ${status})`)
// A stage that failed without reporting a failed test (a crash, a build error) still fails the run.
if (broken.length > 0 && failed === 0) failed = broken.length
console.info(`${passed} passed, ${failed} failed`)
process.exit(broken.length > 0 || failed > 0 ? 1 : 0)
