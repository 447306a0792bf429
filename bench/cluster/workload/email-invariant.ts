// Every email the outbox wrote reached the SMTP sink exactly once. An email is known by its
// recipient, subject and the links in it (an order's page, a verification link): two orders'
// emails may share a subject, never a link.
import type pg from 'pg'
import type { Cluster } from '../harness/cluster.ts'
import { pause, type Verdict } from '../verdict.ts'

const keyOf = (to: string, subject: string, text: string) =>
  [to.toLowerCase(), subject, ...(text.match(/https?:\/\/\S+/g) ?? [])].join('|')

/**
 * Waits until nothing is pending (a batch may be on its way, a failed send waits 30 s to retry)
 * or the outbox stops shrinking for `stalledMs`; returns how many still are due. Each instance
 * sends one email at a time, so after the busiest scenario (five kills under the money workload's
 * refunds, claims and alerts) the backlog takes a while: a shrinking outbox is waited for, one
 * that stands still is not. An email claimed by an instance that died (kill -9, a crash) stays
 * leased to it (the worker's lease, minutes) and is not due until the lease runs out: when all
 * that is left is leased, no more than one per crash, and stands still for `leasedMs` (a live
 * sender finishes a send to the sink in well under a second), nothing more will come.
 */
async function drainOutbox(
  db: pg.Client,
  {
    stalledMs,
    leasedMs,
    timeoutMs,
    crashes,
  }: { stalledMs: number; leasedMs: number; timeoutMs: number; crashes: number },
) {
  const deadline = Date.now() + timeoutMs
  let least = Number.POSITIVE_INFINITY
  let movedAt = Date.now()
  for (;;) {
    const { rows } = await db.query(
      `select count(*)::int n, (count(*) filter (where next_attempt_at <= now()))::int due,
        (count(*) filter (where next_attempt_at > now() and last_error is null))::int leased
      from email_outbox where status = 'pending'`,
    )
    if (rows[0].n < least) [least, movedAt] = [rows[0].n, Date.now()]
    const still = Date.now() - movedAt
    const onlyDeadLeases = rows[0].n === rows[0].leased && rows[0].n <= crashes && still > leasedMs
    if (rows[0].n === 0 || onlyDeadLeases || still > stalledMs || Date.now() > deadline)
      return rows[0].due as number
    await pause(500)
  }
}

function count(keys: string[]): Map<string, number> {
  const counts = new Map<string, number>()
  for (const key of keys) counts.set(key, (counts.get(key) ?? 0) + 1)
  return counts
}

export async function emailsSentOnce(cluster: Cluster, db: pg.Client): Promise<Verdict> {
  const crashes = cluster.instances.reduce((sum, instance) => sum + instance.crashes, 0)
  const due = await drainOutbox(db, { stalledMs: 45_000, leasedMs: 10_000, timeoutMs: 300_000, crashes })
  const outbox = (
    await db.query(`select to_address, subject, text, template, status::text,
      (status = 'pending' and next_attempt_at > now() and last_error is null) leased,
      (status = 'pending' and last_error is not null) retrying from email_outbox`)
  ).rows
  const sunk = count(cluster.mail.received.flatMap((m) => m.to.map((to) => keyOf(to, m.subject, m.text))))
  const written = count(outbox.map((o) => keyOf(o.to_address, o.subject, o.text)))
  const sent = count(
    outbox.filter((o) => o.status === 'sent').map((o) => keyOf(o.to_address, o.subject, o.text)),
  )
  const twice = [...sunk].filter(([key, n]) => n > (written.get(key) ?? 0)).length
  const lost = [...sent].filter(([key, n]) => n > (sunk.get(key) ?? 0)).length
  const failed = outbox.filter((o) => o.status === 'failed' || o.retrying).length
  // Leased to a dead sender: sent again once the lease ends, so twice if the sink has it already.
  // A sender claims one email at a time, so a process killed between the SMTP server's acceptance
  // and the row's mark holds at most that one (the worker's contract, email-worker.ts): at most one
  // per crash is the delivery at least once that SMTP allows; any more is a defect.
  const leased = outbox.filter((o) => o.leased)
  const sendsAgain = leased.filter((o) => sunk.has(keyOf(o.to_address, o.subject, o.text))).length
  const excused = Math.min(sendsAgain, crashes)
  // One email to the buyer per order step; a buyer's cancellation also tells every operator.
  const orderMails = outbox.filter(
    (o) => o.template.startsWith('order_') && o.template !== 'order_cancelled_by_buyer',
  ).length
  const { rows } = await db.query(`select count(*)::int n from order_history`)
  return {
    invariant: 'every email is sent exactly once',
    held: due + failed + twice + lost + sendsAgain - excused === 0 && orderMails === rows[0].n,
    detail: `${outbox.length} in the outbox (${due} due unsent, ${failed} failed or retrying, ${leased.length} leased to a sender that died, ${sendsAgain} of them received already, ${excused} in flight at one of ${crashes} crashes), ${cluster.mail.received.length} received; ${twice} twice, ${lost} lost; ${orderMails} order emails for ${rows[0].n} order steps`,
  }
}
