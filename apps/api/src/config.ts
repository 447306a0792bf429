import path from 'node:path'
import { CLAIM_WINDOW_DAYS_DEFAULT } from '@caravanserai/contracts/escrow'
import { z } from 'zod'
import {
  parseStorageUrl,
  STORAGE_URL_FORM,
  type StorageSetting,
  StorageUrlError,
} from './modules/files/storage-url.ts'

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => ['true', '1', 'yes'].includes(v))
const httpUrl = z.url({ protocol: /^https?$/ })

/** Every environment variable the product reads and what it must be (docs/architecture.md#configuration). */
/** Twice the time deploy/haproxy.cfg takes to stop sending a draining instance requests (6 s). */
const DEFAULT_DRAIN_SECONDS = 12

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  PUBLIC_URL: httpUrl.optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  // Read by parseStorageUrl below, whose errors never repeat the URL.
  STORAGE_URL: z.string().optional(),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
  REDIS_URL: z.url({ protocol: /^rediss?$/ }).optional(),
  SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
  MAIL_TRANSPORT: z.enum(['smtp', 'log']).optional(),
  MAIL_FROM: z.string().min(3).default('Caravanserai <no-reply@caravanserai.example>'),
  JWT_SECRET: z.string().min(32).optional(),
  API_URL: z.string().min(1).default('/api'),
  AUTH_API_URL: z.string().min(1).default('/api'),
  SEED_DEMO: bool.optional(),
  API_DOCS: bool.optional(),
  VENDOR_URL: httpUrl.default('https://vendor.caravanserai.example'),
  SUPPORT_EMAIL: z.email().default('support@caravanserai.example'),
  TRUSTED_PROXIES: z.string().default(''),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(1).max(86_400).default(300),
  SHUTDOWN_DRAIN_SECONDS: z.coerce.number().int().min(0).max(300).optional(),
  UPLOAD_QUOTA_MB: z.coerce.number().int().min(1).max(1_000_000).default(200),
  STAFF_DIGEST_HOUR: z.coerce.number().int().min(0).max(23).default(7),
  // At least one day more than the warning, which goes three days before.
  UNPAID_ORDER_DAYS: z.coerce.number().int().min(4).max(365).default(14),
  CLAIM_WINDOW_DAYS: z.coerce.number().int().min(1).max(365).default(CLAIM_WINDOW_DAYS_DEFAULT),
  METRICS_PORT: z.coerce.number().int().min(0).max(65535).optional(),
  METRICS_HOST: z.string().min(1).default('127.0.0.1'),
  METRICS_TOKEN: z.string().min(16).optional(),
  OTEL_EXPORTER_OTLP_ENDPOINT: httpUrl.optional(),
})

const requirements: Record<keyof z.infer<typeof EnvSchema>, string> = {
  NODE_ENV: 'one of development, production, test',
  PORT: 'a whole number from 0 to 65535',
  HOST: 'a host name or address to listen on',
  PUBLIC_URL: 'an absolute http(s) URL, e.g. https://shop.example.com',
  DATA_DIR: 'a directory path',
  STORAGE_URL: `empty (files kept in the database) or ${STORAGE_URL_FORM}`,
  DATABASE_URL: 'a postgres:// or postgresql:// connection URL',
  REDIS_URL: 'a redis:// or rediss:// URL',
  SMTP_URL: 'an smtp:// or smtps:// URL',
  MAIL_TRANSPORT: 'smtp (send through SMTP_URL) or log (keep mail in the outbox and log it)',
  MAIL_FROM: 'a sender such as "Caravanserai <no-reply@example.com>"',
  JWT_SECRET: 'a secret of at least 32 characters (required when NODE_ENV=production)',
  API_URL: 'a path or URL for the main API base',
  AUTH_API_URL: 'a path or URL for the auth API base',
  SEED_DEMO: 'true or false',
  API_DOCS: 'true or false',
  VENDOR_URL: 'an absolute http(s) URL of the supplier site',
  SUPPORT_EMAIL: 'an email address',
  TRUSTED_PROXIES: 'a comma-separated list of proxy addresses or CIDR ranges',
  LOG_LEVEL: 'one of fatal, error, warn, info, debug, trace, silent',
  ACCESS_TOKEN_TTL_SECONDS: 'a whole number of seconds from 1 to 86400',
  SHUTDOWN_DRAIN_SECONDS: 'a whole number of seconds from 0 to 300',
  UPLOAD_QUOTA_MB: 'a whole number of megabytes from 1 to 1000000',
  STAFF_DIGEST_HOUR: 'a whole hour of the day, UTC, from 0 to 23',
  UNPAID_ORDER_DAYS: 'a whole number of days from 4 to 365',
  CLAIM_WINDOW_DAYS: 'a whole number of days from 1 to 365',
  METRICS_PORT: 'a whole number from 0 to 65535, other than PORT',
  METRICS_HOST: 'a host name or address for the metrics listener',
  METRICS_TOKEN: 'a secret of at least 16 characters',
  OTEL_EXPORTER_OTLP_ENDPOINT: 'an absolute http(s) URL of an OTLP collector, e.g. http://collector:4318',
}

/** Settings whose value an error must not repeat: a log would keep it. */
const SECRET_SETTINGS = new Set(['JWT_SECRET', 'METRICS_TOKEN'])

export type Config = {
  env: 'development' | 'production' | 'test'
  port: number
  host: string
  publicUrl: string
  dataDir: string
  /** Where uploaded files' bytes are kept: PostgreSQL unless STORAGE_URL names a bucket (docs/storage-s3.md). */
  storage: StorageSetting
  databaseUrl: string | undefined
  redisUrl: string | undefined
  /** Where mail goes: unset means it stays in the outbox, logged (MAIL_TRANSPORT=log). */
  smtpUrl: string | undefined
  mailFrom: string
  jwtSecret: string | undefined
  apiUrl: string
  authApiUrl: string
  /** Load the demo catalogue into an empty database: by default everywhere but production. */
  seedDemo: boolean
  /** Serve the OpenAPI description at /api/docs: by default everywhere but production. */
  apiDocs: boolean
  vendorUrl: string
  supportEmail: string
  trustedProxies: string[]
  logLevel: z.infer<typeof EnvSchema>['LOG_LEVEL']
  /** Five minutes (docs/product.md#sessions); shorter in end-to-end tests of the storefront's refresh. */
  accessTokenTtlSeconds: number
  /**
   * After SIGTERM, how long the instance keeps serving while its health check fails, so a load
   * balancer routes around it before it closes (docs/architecture.md#stopping-without-dropping-a-request).
   */
  shutdownDrainSeconds: number
  /** How many bytes of files one account may keep (docs/architecture.md#uploaded-files). */
  uploadQuotaBytes: number
  /** The UTC hour from which each day's staff digests go out (docs/decisions/042-staff-alerts.md). */
  staffDigestHour: number
  /**
   * Days after its approval an order that has received nothing is cancelled by the system, its
   * buyer warned three days before (docs/decisions/041-ways-out-of-an-order.md).
   */
  unpaidOrderDays: number
  /**
   * Days after delivery a buyer may open a claim; when they end with no claim open, what the order
   * holds is released to its suppliers (docs/decisions/043-escrow-ledger.md).
   */
  claimWindowDays: number
  /**
   * Where /metrics is served (docs/decisions/048-metrics-and-traces.md): on a listener of its own
   * at `port` (bound to `host`), and on the public one to a Bearer `token`; with neither, only in
   * development and only to the machine itself.
   */
  metrics: { port: number | undefined; host: string; token: string | undefined }
  /** Traces go to this OTLP/HTTP collector; unset, nothing of OpenTelemetry's SDK is loaded. */
  otlpEndpoint: string | undefined
}

/** A parsed configuration, with a line for each setting that works but deserves a look. */
export type ConfigResult = { ok: true; config: Config; warnings: string[] } | { ok: false; errors: string[] }

/**
 * What production cannot run without, one line each: signed tokens, the public address (emails,
 * canonical links and HSTS are built from it), and a way for mail to leave.
 */
function productionGaps(e: z.infer<typeof EnvSchema>): string[] {
  const gaps: string[] = []
  if (!e.JWT_SECRET) gaps.push(`JWT_SECRET must be ${requirements.JWT_SECRET}`)
  if (!e.PUBLIC_URL)
    gaps.push(
      'PUBLIC_URL must be the address buyers use, e.g. https://shop.example.com (required when NODE_ENV=production: emails, canonical links and HSTS are built from it)',
    )
  if (!e.SMTP_URL && e.MAIL_TRANSPORT !== 'log')
    gaps.push(
      'SMTP_URL must be an smtp:// or smtps:// URL (required when NODE_ENV=production; set MAIL_TRANSPORT=log to keep mail in the outbox on purpose)',
    )
  return gaps
}

function productionWarnings(e: z.infer<typeof EnvSchema>): string[] {
  return e.TRUSTED_PROXIES.trim()
    ? []
    : [
        'TRUSTED_PROXIES is empty: X-Forwarded-For is ignored, so behind a load balancer every visitor shares its address in rate limits and logs. Set it to your proxies.',
      ]
}

/** STORAGE_URL's setting, or a line saying what is wrong without repeating it (it may hold a secret). */
function readStorage(value: string | undefined): { setting: StorageSetting } | { error: string } {
  try {
    return { setting: parseStorageUrl(value) }
  } catch (error) {
    if (!(error instanceof StorageUrlError)) throw error
    return { error: `STORAGE_URL must be ${requirements.STORAGE_URL}: ${error.message}` }
  }
}

/** Parses the environment once; each bad value gives one line naming the variable and what it must be. */
export function parseConfig(env: Record<string, string | undefined>): ConfigResult {
  // An empty variable counts as unset, as shells and .env files commonly leave them.
  const present = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''))
  const parsed = EnvSchema.safeParse(present)
  if (!parsed.success) {
    const names = [...new Set(parsed.error.issues.map((i) => String(i.path[0])))]
    return {
      ok: false,
      errors: names.map(
        (n) =>
          `${n} must be ${requirements[n as keyof typeof requirements]}${SECRET_SETTINGS.has(n) ? '' : ` (got "${env[n]}")`}`,
      ),
    }
  }
  const e = parsed.data
  const production = e.NODE_ENV === 'production'
  if (e.MAIL_TRANSPORT === 'smtp' && !e.SMTP_URL) {
    return {
      ok: false,
      errors: ['SMTP_URL must be an smtp:// or smtps:// URL (MAIL_TRANSPORT=smtp sends through it)'],
    }
  }
  const storage = readStorage(e.STORAGE_URL)
  if ('error' in storage) return { ok: false, errors: [storage.error] }
  if (e.METRICS_PORT !== undefined && e.METRICS_PORT !== 0 && e.METRICS_PORT === e.PORT) {
    return {
      ok: false,
      errors: [`METRICS_PORT must be ${requirements.METRICS_PORT} (got "${e.METRICS_PORT}")`],
    }
  }
  const gaps = production ? productionGaps(e) : []
  if (gaps.length > 0) return { ok: false, errors: gaps }
  return {
    ok: true,
    warnings: production ? productionWarnings(e) : [],
    config: {
      env: e.NODE_ENV,
      port: e.PORT,
      host: e.HOST,
      publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
      dataDir: path.resolve(e.DATA_DIR),
      storage: storage.setting,
      databaseUrl: e.DATABASE_URL,
      redisUrl: e.REDIS_URL,
      smtpUrl: e.MAIL_TRANSPORT === 'log' ? undefined : e.SMTP_URL,
      mailFrom: e.MAIL_FROM,
      jwtSecret: e.JWT_SECRET,
      apiUrl: e.API_URL.replace(/\/$/, ''),
      authApiUrl: e.AUTH_API_URL.replace(/\/$/, ''),
      seedDemo: e.SEED_DEMO ?? !production,
      apiDocs: e.API_DOCS ?? !production,
      vendorUrl: e.VENDOR_URL,
      supportEmail: e.SUPPORT_EMAIL,
      trustedProxies: e.TRUSTED_PROXIES.split(',')
        .map((s) => s.trim())
        .filter(Boolean),
      logLevel: e.LOG_LEVEL,
      accessTokenTtlSeconds: e.ACCESS_TOKEN_TTL_SECONDS,
      shutdownDrainSeconds: e.SHUTDOWN_DRAIN_SECONDS ?? (production ? DEFAULT_DRAIN_SECONDS : 0),
      uploadQuotaBytes: e.UPLOAD_QUOTA_MB * 1024 * 1024,
      staffDigestHour: e.STAFF_DIGEST_HOUR,
      unpaidOrderDays: e.UNPAID_ORDER_DAYS,
      claimWindowDays: e.CLAIM_WINDOW_DAYS,
      metrics: { port: e.METRICS_PORT, host: e.METRICS_HOST, token: e.METRICS_TOKEN },
      otlpEndpoint: e.OTEL_EXPORTER_OTLP_ENDPOINT,
    },
  }
}

/** The only reader of process.env: prints each bad value and exits non-zero; warns of the rest. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const result = parseConfig(env)
  if (result.ok) {
    for (const line of result.warnings) console.warn(`Configuration warning: ${line}`)
    return result.config
  }
  for (const line of result.errors) console.error(`Configuration error: ${line}`)
  process.exit(1)
}
