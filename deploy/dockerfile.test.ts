import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, test } from 'vitest'
import { envOf, execFormOf, REPO_ROOT, readDockerfile } from './testing/dockerfile.ts'

// The rules deploy/Dockerfile keeps (docs/decisions/049-deployment-recipes.md), checked over its
// text where no linter is installed; `npm run deploy:image` builds and runs it.
const stages = readDockerfile()
const runtime = stages.at(-1)!
const runs = (stage: (typeof stages)[number]) =>
  stage.instructions.filter((i) => i.keyword === 'RUN').map((i) => i.args)
const ciNode = /^NODE_LTS=(\d+)\./m.exec(fs.readFileSync(path.join(REPO_ROOT, '.ci/run'), 'utf8'))?.[1]

describe('deploy/Dockerfile', () => {
  test('builds in one stage and runs from another that has only production dependencies', () => {
    expect(stages.length).toBeGreaterThanOrEqual(2)
    const build = stages.find((s) => runs(s).some((r) => r.includes('npm run build')))!
    expect(runs(build).some((r) => /npm ci(?!.*--omit=dev)/.test(r))).toBe(true)
    expect(build).not.toBe(runtime)
    // What the runtime holds comes from an install without dev dependencies and from the build.
    const copies = runtime.instructions.filter((i) => i.keyword === 'COPY').map((i) => i.args)
    const nodeModulesFrom = copies.find((c) => c.includes('node_modules'))?.match(/--from=(\S+)/)?.[1]
    const deps = stages.find((s) => s.name === nodeModulesFrom)
    expect(deps && runs(deps).some((r) => /npm ci .*--omit=dev/.test(r))).toBe(true)
    expect(runs(runtime).some((r) => r.includes('npm '))).toBe(false)
  })

  test('installs from the lockfile with every workspace manifest in place', () => {
    const workspaces: string[] = JSON.parse(
      fs.readFileSync(path.join(REPO_ROOT, 'package.json'), 'utf8'),
    ).workspaces
    for (const stage of stages.filter((s) => runs(s).some((r) => r.includes('npm ci')))) {
      const copied = stage.instructions.filter((i) => i.keyword === 'COPY').map((i) => i.args)
      expect(copied).toContain('package.json package-lock.json ./')
      for (const workspace of workspaces) expect(copied).toContain(`${workspace}/package.json ${workspace}/`)
    }
  })

  test('runs on Node.js 24, the line CI tests on (docs/decisions/019-node-24-lts.md)', () => {
    for (const stage of stages) expect(stage.from).toMatch(new RegExp(`^node:${ciNode}-`))
  })

  test('runs as a user other than root, in production, on the port it exposes', () => {
    const user = runtime.instructions.filter((i) => i.keyword === 'USER').at(-1)?.args
    expect(user).toBeDefined()
    expect(['root', '0', '0:0']).not.toContain(user)
    const env = envOf(runtime)
    expect(env.NODE_ENV).toBe('production')
    expect(runtime.instructions.find((i) => i.keyword === 'EXPOSE')?.args).toBe(env.PORT)
    // DATA_DIR, a cache, is the one place that user may write.
    expect(runs(runtime).join('\n')).toContain(`chown ${user}:${user} ${env.DATA_DIR}`)
  })

  test('keeps secrets out of every layer', () => {
    const secret = /SECRET|PASSWORD|TOKEN|_KEY\b|DATABASE_URL|SMTP_URL|REDIS_URL/
    for (const stage of stages) {
      expect(Object.keys(envOf(stage)).filter((name) => secret.test(name))).toEqual([])
      const args = stage.instructions.filter((i) => i.keyword === 'ARG').map((i) => i.args)
      expect(args.filter((a) => secret.test(a))).toEqual([])
    }
    const ignored = fs.readFileSync(path.join(REPO_ROOT, '.dockerignore'), 'utf8').split('\n')
    for (const entry of ['.git', '**/node_modules', '.env', 'deploy/*.env']) expect(ignored).toContain(entry)
  })

  test('starts the built server with node itself, and asks its health with node', () => {
    expect(execFormOf(runtime, 'CMD')).toEqual(['node', '--enable-source-maps', 'apps/server/dist/main.mjs'])
    const check = execFormOf(runtime, 'HEALTHCHECK')
    expect(check[0]).toBe('node')
    expect(check.join(' ')).toContain('/api/health/live')
    expect(runtime.instructions.find((i) => i.keyword === 'STOPSIGNAL')?.args).toBe('SIGTERM')
  })
})
