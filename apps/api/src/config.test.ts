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

  test('production names each missing essential on a line of its own', () => {
    expect(parseConfig({ NODE_ENV: 'production' })).toEqual({
      ok: false,
      errors: [
        'JWT_SECRET must be a secret of at least 32 characters (required when NODE_ENV=production)',
        'PUBLIC_URL must be the address buyers use, e.g. https://shop.example.com (required when NODE_ENV=production: emails, canonical links and HSTS are built from it)',
        'SMTP_URL must be an smtp:// or smtps:// URL (required when NODE_ENV=production; set MAIL_TRANSPORT=log to keep mail in the outbox on purpose)',
      ],
    })
  })

  const production = {
    NODE_ENV: 'production',
    JWT_SECRET: 'a-production-secret-of-forty-characters!',
    PUBLIC_URL: 'https://shop.example.com',
    SMTP_URL: 'smtp://mail.example.com:587',
    TRUSTED_PROXIES: '10.0.0.0/8',
  }

  test('production seeds nothing and hides the API description unless asked', () => {
    const result = parseConfig(production)
    expect(result.ok && result.config).toMatchObject({ seedDemo: false, apiDocs: false })
    expect(result.ok && result.warnings).toEqual([])
    const asked = parseConfig({ ...production, SEED_DEMO: 'true', API_DOCS: 'true' })
    expect(asked.ok && asked.config).toMatchObject({ seedDemo: true, apiDocs: true })
    const development = parseConfig({})
    expect(development.ok && development.config).toMatchObject({ seedDemo: true, apiDocs: true })
  })

  test('mail may stay in the outbox on purpose, and then goes nowhere even with SMTP_URL set', () => {
    const { SMTP_URL: _, ...withoutSmtp } = production
    const kept = parseConfig({ ...withoutSmtp, MAIL_TRANSPORT: 'log' })
    expect(kept.ok && kept.config.smtpUrl).toBeUndefined()
    const overridden = parseConfig({ ...production, MAIL_TRANSPORT: 'log' })
    expect(overridden.ok && overridden.config.smtpUrl).toBeUndefined()
    expect(parseConfig({ MAIL_TRANSPORT: 'smtp' })).toEqual({
      ok: false,
      errors: ['SMTP_URL must be an smtp:// or smtps:// URL (MAIL_TRANSPORT=smtp sends through it)'],
    })
  })

  test('production without trusted proxies starts, with a warning', () => {
    const { TRUSTED_PROXIES: _, ...direct } = production
    const result = parseConfig(direct)
    expect(result.ok && result.warnings).toEqual([expect.stringMatching(/^TRUSTED_PROXIES is empty/)])
  })

  test('keeps files in PostgreSQL unless STORAGE_URL names a bucket, and never repeats a bad one', () => {
    const storage = (env: Record<string, string>) => {
      const result = parseConfig(env)
      return result.ok ? result.config.storage : result.errors
    }
    expect(storage({})).toEqual({ kind: 'postgres' })
    expect(storage({ STORAGE_URL: 's3://shop-files/eu?region=eu-central-1' })).toMatchObject({
      kind: 's3',
      bucket: 'shop-files',
      prefix: 'eu',
    })
    expect(storage({ STORAGE_URL: 's3://AKIAEXAMPLE:wJalrXUtnFEMI@shop-files?region=eu-central-1' })).toEqual(
      [
        expect.stringMatching(
          /^STORAGE_URL must be empty .*: credentials do not belong in the URL; set AWS_ACCESS_KEY_ID/,
        ),
      ],
    )
    expect(
      JSON.stringify(storage({ STORAGE_URL: 's3://AKIAEXAMPLE:wJalrXUtnFEMI@shop-files' })),
    ).not.toContain('wJalrXUtnFEMI')
  })

  test('treats empty variables as unset and splits trusted proxies', () => {
    const result = parseConfig({ DATABASE_URL: '', TRUSTED_PROXIES: '10.0.0.1, 10.0.0.0/8' })
    expect(result.ok && result.config.databaseUrl).toBeUndefined()
    expect(result.ok && result.config.trustedProxies).toEqual(['10.0.0.1', '10.0.0.0/8'])
  })

  test('access tokens live 300 s unless ACCESS_TOKEN_TTL_SECONDS says otherwise', () => {
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

  test('staff digests go out from 07:00 UTC unless STAFF_DIGEST_HOUR says otherwise', () => {
    const hour = (env: Record<string, string>) => {
      const result = parseConfig(env)
      return result.ok ? result.config.staffDigestHour : result.errors
    }
    expect(hour({})).toBe(7)
    expect(hour({ STAFF_DIGEST_HOUR: '0' })).toBe(0)
    expect(hour({ STAFF_DIGEST_HOUR: '24' })).toEqual([
      'STAFF_DIGEST_HOUR must be a whole hour of the day, UTC, from 0 to 23 (got "24")',
    ])
  })

  test('a production instance drains 12 s after SIGTERM unless SHUTDOWN_DRAIN_SECONDS says otherwise', () => {
    const drain = (env: Record<string, string>) => {
      const result = parseConfig(env)
      return result.ok ? result.config.shutdownDrainSeconds : result.errors
    }
    expect(drain(production)).toBe(12)
    expect(drain({})).toBe(0)
    expect(drain({ ...production, SHUTDOWN_DRAIN_SECONDS: '2' })).toBe(2)
    expect(drain({ SHUTDOWN_DRAIN_SECONDS: '-1' })).toEqual([
      'SHUTDOWN_DRAIN_SECONDS must be a whole number of seconds from 0 to 300 (got "-1")',
    ])
  })

  test('metrics stay off the public listener unless a port or a token is set, and traces off without an endpoint', () => {
    const result = parseConfig({})
    expect(result.ok && result.config.metrics).toEqual({
      port: undefined,
      host: '127.0.0.1',
      token: undefined,
    })
    expect(result.ok && result.config.otlpEndpoint).toBeUndefined()
    const set = parseConfig({
      METRICS_PORT: '9464',
      METRICS_TOKEN: 'a-scraper-token-of-length',
      OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318',
    })
    expect(set.ok && set.config.metrics).toEqual({
      port: 9464,
      host: '127.0.0.1',
      token: 'a-scraper-token-of-length',
    })
    expect(set.ok && set.config.otlpEndpoint).toBe('http://collector:4318')
    expect(parseConfig({ PORT: '3000', METRICS_PORT: '3000' })).toEqual({
      ok: false,
      errors: ['METRICS_PORT must be a whole number from 0 to 65535, other than PORT (got "3000")'],
    })
  })

  test('a secret too short is named without repeating its value', () => {
    const result = parseConfig({ METRICS_TOKEN: 'short-Zz9', JWT_SECRET: 'short-Zz8' })
    expect(result).toEqual({
      ok: false,
      errors: [
        'JWT_SECRET must be a secret of at least 32 characters (required when NODE_ENV=production)',
        'METRICS_TOKEN must be a secret of at least 16 characters',
      ],
    })
  })
})
