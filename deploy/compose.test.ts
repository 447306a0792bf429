import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { expect, test } from 'vitest'
import { parse } from 'yaml'
import { DEPLOY_DIR, envOf, REPO_ROOT, readDockerfile } from './testing/dockerfile.ts'
import { ms, STOP_MS } from './testing/production-timings.ts'

// deploy/compose.yaml against the files it runs: the image (deploy/Dockerfile) and the balancer
// the cluster harness runs (deploy/haproxy.cfg). No container engine runs it here: no registry
// serves its images to this machine (docs/decisions/049-deployment-recipes.md).
type Service = {
  build?: { context: string; dockerfile: string }
  image?: string
  init?: boolean
  restart?: string
  stop_grace_period?: string
  environment?: Record<string, string>
  depends_on?: Record<string, { condition: string }>
  healthcheck?: { test: string[] }
  volumes?: string[]
  networks?: Record<string, { ipv4_address?: string }> | string[]
}
const composeText = fs.readFileSync(path.join(DEPLOY_DIR, 'compose.yaml'), 'utf8')
const compose = parse(composeText, { merge: true }) as {
  services: Record<string, Service>
  networks: Record<string, { ipam: { config: { subnet: string }[] } }>
}
const services = Object.entries(compose.services)
const instances = services.filter(([, s]) => s.build?.dockerfile === 'deploy/Dockerfile')
const balancer = compose.services.balancer!
const haproxyCfg = fs.readFileSync(path.join(DEPLOY_DIR, 'haproxy.cfg'), 'utf8')
const runtime = readDockerfile().at(-1)!

test('runs the image three times, each stopped only after its drain and requests in flight', () => {
  expect(instances.map(([name]) => name)).toEqual(['app1', 'app2', 'app3'])
  for (const [, instance] of instances) {
    expect(path.resolve(DEPLOY_DIR, instance.build!.context)).toBe(REPO_ROOT)
    expect(instance.init).toBe(true)
    expect(instance.restart).toBe('unless-stopped')
    expect(ms(instance.stop_grace_period!)).toBeGreaterThan(STOP_MS)
    expect(instance.depends_on).toEqual({
      postgres: { condition: 'service_healthy' },
      redis: { condition: 'service_healthy' },
    })
  }
  for (const name of ['postgres', 'redis']) expect(compose.services[name]!.healthcheck?.test).toBeDefined()
})

test('gives HAProxy the shared deploy/haproxy.cfg and an address for every instance it names', () => {
  expect(balancer.volumes).toContain('./haproxy.cfg:/usr/local/etc/haproxy/haproxy.cfg:ro')
  const variables = [...new Set([...haproxyCfg.matchAll(/"\$\{(\w+)\}"/g)].map((m) => m[1]))].sort()
  expect(Object.keys(balancer.environment!).sort()).toEqual(variables)
  const port = envOf(runtime).PORT
  const servers = [...haproxyCfg.matchAll(/^\s*server \w+ "\$\{(\w+)\}"/gm)].map((m) => m[1]!)
  expect(servers.map((name) => balancer.environment![name])).toEqual(
    instances.map(([name]) => `${name}:${port}`),
  )
  expect(Object.keys(balancer.depends_on!)).toEqual(instances.map(([name]) => name))
})

test('trusts X-Forwarded-For from the balancer alone', () => {
  const address = (balancer.networks as Record<string, { ipv4_address: string }>).backend!.ipv4_address
  const subnet = compose.networks.backend!.ipam.config[0]!.subnet
  expect(address.split('.').slice(0, 3)).toEqual(subnet.split('.').slice(0, 3))
  for (const [, instance] of instances) expect(instance.environment!.TRUSTED_PROXIES).toBe(address)
})

test('takes secrets from deploy/.env, which git never commits, and insists on them', () => {
  const required = [...composeText.matchAll(/\$\{(\w+):\?/g)].map((m) => m[1]!)
  expect(new Set(required)).toEqual(new Set(['PUBLIC_URL', 'JWT_SECRET', 'POSTGRES_PASSWORD']))
  const example = fs.readFileSync(path.join(DEPLOY_DIR, 'env.example'), 'utf8')
  for (const [, name] of composeText.matchAll(/\$\{(\w+)[:}]/g))
    expect(example).toMatch(new RegExp(`^${name}=`, 'm'))
  const ignored = spawnSync('git', ['check-ignore', '-q', 'deploy/.env'], { cwd: REPO_ROOT })
  expect(ignored.status).toBe(0)
})
