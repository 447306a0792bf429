import { describe, expect, test } from 'vitest'
import { parseConfig } from './config.ts'

describe('configuration', () => {
  test('defaults to PGlite in ./data on port 3000 in development', () => {
    const result = parseConfig({})
    expect(result.ok && result.config).toMatchObject({
      env: 'development',
      port: 3000,
      databaseUrl: undefined,
      seedDemo: true,
    })
    expect(result.ok && result.config.dataDir).toMatch(/\/data$/)
  })

  test('gives one line per bad variable naming it and what it must be', () => {
    const result = parseConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', SEED_DEMO: 'maybe' })
    expect(result).toEqual({
      ok: false,
      errors: [
        'PORT must be a whole number from 0 to 65535 (got "eighty")',
        'DATABASE_URL must be a postgres:// or postgresql:// connection URL (got "mysql://x")',
        'SEED_DEMO must be true or false (got "maybe")',
      ],
    })
  })

  test('requires a JWT secret in production', () => {
    expect(parseConfig({ NODE_ENV: 'production' })).toEqual({
      ok: false,
      errors: ['JWT_SECRET must be a secret of at least 32 characters (required when NODE_ENV=production)'],
    })
  })

  test('treats empty variables as unset and splits trusted proxies', () => {
    const result = parseConfig({ DATABASE_URL: '', TRUSTED_PROXIES: '10.0.0.1, 10.0.0.0/8' })
    expect(result.ok && result.config.databaseUrl).toBeUndefined()
    expect(result.ok && result.config.trustedProxies).toEqual(['10.0.0.1', '10.0.0.0/8'])
  })

  test('access tokens live 300 s (SPEC §9) unless ACCESS_TOKEN_TTL_SECONDS says otherwise', () => {
    const ttl = (env: Record<string, string>) => {
      const result = parseConfig(env)
      return result.ok ? result.config.accessTokenTtlSeconds : result.errors
    }
    expect(ttl({})).toBe(300)
    expect(ttl({ ACCESS_TOKEN_TTL_SECONDS: '20' })).toBe(20)
    expect(ttl({ ACCESS_TOKEN_TTL_SECONDS: '0' })).toEqual([
      'ACCESS_TOKEN_TTL_SECONDS must be a whole number of seconds from 1 to 86400 (got "0")',
    ])
  })
})
