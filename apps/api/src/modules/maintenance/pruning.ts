import { type SQL, sql } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import { type Db, queryRows } from '../../db/client.ts'
import { type DigestRun, sendDigests } from '../alerts/staff-digest.ts'
import type { EmailContext } from '../email/enqueue-email.ts'
import { sweepReleases } from '../escrow/escrow-release.ts'
import { pruneUnattachedFiles, removeUnnamedBytes } from '../files/file-pruning.ts'
import type { FileStore } from '../files/file-store.ts'
import { sweepUnpaidOrders } from '../orders/unpaid-orders.ts'
import { sendShipmentNotices } from '../shipments/shipment-notices.ts'
import { refreshVerifiedMarks } from '../suppliers/verified-marks.ts'

const DAY_MS = 24 * 60 * 60 * 1000
/** A sent email stays this long, for questions about what a customer was sent, then goes. */
export const SENT_EMAIL_KEPT_DAYS = 30
export const PRUNE_EVERY_MS = 60 * 60 * 1000
/** The first run waits a little, so that it never slows a start. */
const FIRST_RUN_AFTER_MS = 60 * 1000

export type PruneCounts = {
  sentEmails: number
  oneTimeTokens: number
  refreshTokens: number
  /** The daily digests' claims, once their day is long past. */
  staffDigests: number
  /** Uploads nothing came to name, and files on disk no row names any more. */
  unattachedFiles: number
  fileBytes: number
}

async function deleted(db: Db, deletion: SQL): Promise<number> {
  const [row] = await queryRows<{ count: number }>(
    db,
    sql`with gone as (${deletion} returning 1) select count(*)::int as count from gone`,
  )
  return row?.count ?? 0
}

/**
 * Deletes what no rule reads any more: sent emails older than SENT_EMAIL_KEPT_DAYS, one-time links
 * used or past their expiry, and refresh token families whose every token has expired. A revoked
 * family stays until then: an access token is refused by finding a revoked row in its family, so
 * deleting the family sooner would bring its last access tokens back. A staff digest's claim
 * (docs/decisions/042-staff-alerts.md) only matters on its day; it goes after SENT_EMAIL_KEPT_DAYS. Pending and failed emails
 * stay (the worker or an operator still has them to deal with). Uploads nothing came to name
 * within a day go, and then the bytes on disk that no row names (docs/architecture.md#uploaded-files).
 * Deletions by age are idempotent, so any number of instances may run this at once.
 */
export async function pruneExpired(db: Db, files: FileStore, clock: () => Date): Promise<PruneCounts> {
  const now = clock()
  const sentBefore = new Date(now.getTime() - SENT_EMAIL_KEPT_DAYS * DAY_MS)
  const sentEmails = await deleted(
    db,
    sql`delete from email_outbox where status = 'sent' and sent_at < ${sentBefore}`,
  )
  const oneTimeTokens = await deleted(
    db,
    sql`delete from user_tokens where used_at is not null or expires_at < ${now}`,
  )
  const refreshTokens = await deleted(
    db,
    sql`delete from refresh_tokens where family_id in (
      select family_id from refresh_tokens group by family_id having max(expires_at) < ${now})`,
  )
  const staffDigests = await deleted(
    db,
    sql`delete from staff_digests where day < (${sentBefore}::timestamptz at time zone 'UTC')::date`,
  )
  const unattachedFiles = await pruneUnattachedFiles(db, now)
  const fileBytes = await removeUnnamedBytes(db, files)
  return { sentEmails, oneTimeTokens, refreshTokens, staffDigests, unattachedFiles, fileBytes }
}

export type Pruning = { stop: () => Promise<void> }

/**
 * pruneExpired on a schedule: shortly after start, then every PRUNE_EVERY_MS, on timers that never
 * keep the process alive. One info line says what went, by count only. The same run brings the
 * suppliers' verified marks up to date, so that a check's expiry takes the mark off within the
 * hour (docs/decisions/037), with a line of its own when one changed, sends the staff's daily
 * digests once their hour has come (docs/decisions/042), with a line when it sent some, and holds
 * approved orders to their payment deadline (docs/decisions/041), with a line when it warned or
 * cancelled any, releases what orders past their claim window hold (docs/decisions/043), with
 * a line when it released any, and tells buyers of their shipments' milestones, a day's at once, and
 * of a shipment running late (docs/decisions/060), with a line when it told any.
 */
export function startPruning(options: {
  db: Db
  files: FileStore
  clock: () => Date
  log: FastifyBaseLogger
  digests: Omit<DigestRun, 'now'>
  unpaidOrders: { days: number; email: EmailContext }
  shipmentNotices: { email: EmailContext }
  claimWindowDays: number
  firstRunAfterMs?: number
  everyMs?: number
}): Pruning {
  const { db, files, clock, log, digests, unpaidOrders, shipmentNotices, claimWindowDays } = options
  let running: Promise<void> | undefined
  let stopped = false
  const run = () => {
    if (stopped || running) return
    running = pruneExpired(db, files, clock)
      .then(async (pruned) => {
        if (Object.values(pruned).some((count) => count > 0)) log.info({ pruned }, 'expired rows pruned')
        const suppliers = await refreshVerifiedMarks(db, clock())
        if (suppliers > 0) log.info({ suppliers }, 'verified marks brought up to date')
        const sent = await sendDigests(db, { ...digests, now: clock() })
        if (sent > 0) log.info({ digests: sent }, 'staff digests sent')
        const unpaid = await sweepUnpaidOrders(db, { ...unpaidOrders, now: clock() })
        if (unpaid.warned + unpaid.cancelled > 0) log.info({ unpaid }, 'unpaid orders warned or cancelled')
        const released = await sweepReleases(db, { claimWindowDays, now: clock() })
        if (released > 0) log.info({ released }, 'escrow released for orders past their claim window')
        const notices = await sendShipmentNotices(db, { ...shipmentNotices, now: clock() })
        if (notices.news + notices.late > 0) log.info({ notices }, 'buyers told of their shipments')
      })
      .catch((error) => log.error({ err: error }, 'pruning expired rows failed'))
      .finally(() => {
        running = undefined
      })
  }
  const first = setTimeout(run, options.firstRunAfterMs ?? FIRST_RUN_AFTER_MS)
  first.unref()
  const timer = setInterval(run, options.everyMs ?? PRUNE_EVERY_MS)
  timer.unref()
  return {
    stop: async () => {
      stopped = true
      clearTimeout(first)
      clearInterval(timer)
      await running
    },
  }
}
