// Emails written to the outbox by requests on any instance and delivered by every instance's worker
// to a slow SMTP server: thirty registrations (verification emails), then thirty reset links asked
// for at once, a backlog each worker claims its batch of; one instance is killed (-9) as delivery
// starts, and started again. Each email must arrive exactly once, and the dead sender must hold
// back nothing but the email it was in the middle of sending (that one waits for its lease: it
// may have left).
import crypto from 'node:crypto'
import pg from 'pg'
import type { Cluster } from '../harness/cluster.ts'
import { until } from '../harness/free-port.ts'
import { pause, type Verdict } from '../verdict.ts'
import { Session } from '../workload/session.ts'
import { slowMail } from './slow-mail.ts'

const GREET_PAUSE_MS = 300
const PASSWORD = 'Saffron-Route-2026'

const registration = (email: string, i: number) => ({
  name: `Outbox Buyer ${i}`,
  email,
  password: PASSWORD,
  confirm_password: PASSWORD,
  phone_number: '+374 10 555 123',
  address: '12 Abovyan Street, Yerevan',
  tax_id: `AM-OB-${i}`,
})

/** Each request from an address of its own, waiting long on a loaded machine. */
const burst = (cluster: Cluster, path: string, bodies: unknown[]) =>
  Promise.all(bodies.map((body) => new Session(cluster.url, undefined, 60_000).json('POST', path, body)))

export async function outboxOnce(cluster: Cluster, buyers = 30): Promise<Verdict[]> {
  const mail = await slowMail(cluster, GREET_PAUSE_MS)
  const db = new pg.Client({ connectionString: cluster.postgres.url })
  await db.connect()
  const run = crypto.randomUUID().slice(0, 8)
  const recipients = Array.from(
    { length: buyers },
    (_, i) => `outbox-${i}-${run}@cluster.caravanserai.example`,
  )
  const count = async (where: string) =>
    (
      await db.query<{ n: number }>(
        `select count(*)::int as n from email_outbox where to_address = any($1) and ${where}`,
        [recipients],
      )
    ).rows[0]!.n
  const ours = () => mail.delivered.filter((m) => recipients.includes(m.to))
  try {
    const registered = await burst(cluster, '/api/accounts/register/', recipients.map(registration))
    await until('the verification emails delivered', async () => (await count(`status = 'pending'`)) === 0)
    const asked = await burst(
      cluster,
      '/api/accounts/reset-password-link/',
      recipients.map((email) => ({ email })),
    )
    const before = ours().length
    await until('the first reset link delivered', async () => ours().length > before, 30_000)
    const victim = cluster.instances[1]!
    const atKill = ours().length - before
    await victim.stop('SIGKILL')
    const killed = Date.now()
    await victim.start()
    // The living senders finish what is theirs; what then stays pending is the dead one's claim.
    let last = -1
    await until('the outbox to settle', async () => {
      const now = ours().length
      const settled = now === last && now + (await count(`status = 'pending'`)) >= (await count('true'))
      last = now
      if (!settled) await pause(1_000)
      return settled
    })
    const drainedMs = Math.max(0, ...ours().map((m) => m.at)) - killed
    const stranded = await count(`status = 'pending'`)
    // The lease would free them minutes later: let it run out now, and wake the senders.
    await db.query(
      `update email_outbox set next_attempt_at = now() where status = 'pending' and to_address = any($1)`,
      [recipients],
    )
    await db.query(`select pg_notify('email_outbox', '')`)
    await until('every email delivered', async () => (await count(`status = 'pending'`)) === 0, 30_000)
    await pause(1_000)

    const written = await count('true')
    const times = new Map<string, number>()
    for (const m of ours()) times.set(`${m.to}|${m.subject}`, (times.get(`${m.to}|${m.subject}`) ?? 0) + 1)
    const twice = [...times.values()].filter((n) => n > 1).length
    const answered = [...registered, ...asked].filter((a) => a.status === 201 || a.status === 200).length
    return [
      {
        invariant: 'each email is delivered exactly once across a kill -9 mid-batch',
        held: answered === 2 * buyers && written === 2 * buyers && times.size === written && twice === 0,
        detail: `${answered} of ${2 * buyers} requests answered, ${written} emails written, ${ours().length} delivered to ${times.size} recipient×kind, ${twice} twice; killed after ${atKill} of the burst`,
      },
      {
        invariant: 'a killed sender holds back only the email it was sending',
        held: stranded <= 1,
        detail: `${stranded} held for the lease; the rest out ${(drainedMs / 1000).toFixed(1)} s after the kill`,
      },
    ]
  } finally {
    await db.end()
    await mail.restore()
  }
}
