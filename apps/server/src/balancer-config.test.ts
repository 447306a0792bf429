import fs from 'node:fs'
import path from 'node:path'
import { parseConfig } from '@caravanserai/api/config'
import { expect, test } from 'vitest'
import { KEEP_ALIVE_MS } from './lifecycle.ts'

// The balancer the product ships (docs/decisions/036-balancer-configuration.md), whose timings
// and the server's must agree: each test names a drop that follows when they do not.
const cfg = fs.readFileSync(path.resolve(import.meta.dirname, '../../../deploy/haproxy.cfg'), 'utf8')
const lines = cfg.split('\n').filter((line) => !line.trim().startsWith('#'))

/** HAProxy's time (`1s`, `500ms`, `2m`) in milliseconds. */
function ms(value: string): number {
  const [, amount, unit = 'ms'] = /^(\d+)(ms|s|m)?$/.exec(value) ?? []
  if (!amount) throw new Error(`not a HAProxy time: ${value}`)
  return Number(amount) * { ms: 1, s: 1000, m: 60_000 }[unit]!
}

function setting(pattern: RegExp): string {
  const found = lines.map((line) => pattern.exec(line)?.[1]).find(Boolean)
  if (!found) throw new Error(`deploy/haproxy.cfg has no ${pattern}`)
  return found
}

const production = parseConfig({
  NODE_ENV: 'production',
  JWT_SECRET: 'balancer-config-test-secret-0123456789',
  PUBLIC_URL: 'https://shop.example',
  MAIL_TRANSPORT: 'log',
})

test('a stopping instance drains twice as long as the balancer can take to stop sending it requests', () => {
  if (!production.ok) throw new Error(production.errors.join('\n'))
  const inter = ms(setting(/\binter (\w+)/))
  const fall = Number(setting(/\bfall (\d+)/))
  const check = ms(setting(/^\s*timeout check (\w+)/))
  // The check that passed just before the drain began, then `fall` failures, each started
  // `inter` after the last and given `timeout check` to answer.
  const detection = fall * (inter + check)
  expect(production.config.shutdownDrainSeconds * 1000).toBeGreaterThanOrEqual(2 * detection)
})

test('an instance keeps an idle connection open longer than the balancer may still use it', () => {
  expect(setting(/^\s*http-reuse (\w+)/)).toBe('never')
  const keepAlive = ms(setting(/^\s*timeout http-keep-alive (\w+)/))
  expect(KEEP_ALIVE_MS).toBeGreaterThanOrEqual(2 * keepAlive)
})

test('a client is told to keep an idle connection for less time than the balancer keeps it', () => {
  const told = Number(setting(/^\s*http-response set-header Keep-Alive "timeout=(\d+)"/)) * 1000
  const keepAlive = ms(setting(/^\s*timeout http-keep-alive (\w+)/))
  expect(told).toBeLessThan(keepAlive)
})
