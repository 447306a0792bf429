// Redis stops answering without closing its connections (SIGSTOP, as a hung server or a lost
// network): requests under a limit (reset links for unknown emails: two counts and a fixed 300 ms,
// no password hashing to drown the difference) must not wait on it for more than a moment, and
// once it answers again the limits are shared again.
import { execFileSync } from 'node:child_process'
import type { Cluster } from '../harness/cluster.ts'
import { pause, type Verdict } from '../verdict.ts'
import { failuresSpread, stranger } from './sign-in-limit.ts'

const HANG_MS = 5_000
const RECOVERY_MS = 3_000
// A hung Redis may cost one request per instance the client's command timeout (1 s).
const EXTRA_MS = 1_000
const NOISE_MS = 250

/** The process listening on `port` on loopback. */
function listener(port: number): number {
  const out = execFileSync('ss', ['-ltnpH', `sport = :${port}`], { encoding: 'utf8' })
  const pid = Number(/pid=(\d+)/.exec(out)?.[1])
  if (!pid) throw new Error(`nothing listens on ${port}`)
  return pid
}

async function resetLink(url: string): Promise<number> {
  const who = stranger()
  try {
    const response = await fetch(`${url}/api/accounts/reset-password-link/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': who.address },
      body: JSON.stringify({ email: who.email }),
      signal: AbortSignal.timeout(10_000),
    })
    await response.arrayBuffer()
    return response.status
  } catch {
    return 0
  }
}

/** Reset links asked for by strangers on every instance for `ms`: each one's status and time. */
async function limitedFor(urls: string[], ms: number) {
  const answers: { status: number; ms: number }[] = []
  const from = Date.now()
  await Promise.all(
    urls.map(async (url) => {
      while (Date.now() - from < ms) {
        const started = Date.now()
        answers.push({ status: await resetLink(url), ms: Date.now() - started })
        await pause(100)
      }
    }),
  )
  const times = answers.map((a) => a.ms).toSorted((a, b) => a - b)
  return { answers, median: times[Math.floor(times.length / 2)] ?? 0, longest: times.at(-1) ?? 0 }
}

export async function redisHangs(cluster: Cluster): Promise<Verdict[]> {
  const urls = cluster.instances.map((instance) => instance.url)
  const redis = listener(cluster.redis.port)
  const before = await limitedFor(urls, HANG_MS)
  const from = cluster.instances.map((instance) => instance.output.length)
  process.kill(redis, 'SIGSTOP')
  const during = await limitedFor(urls, HANG_MS).finally(() => process.kill(redis, 'SIGCONT'))
  await pause(RECOVERY_MS)
  const after = await failuresSpread(urls)

  const statuses = [...new Set(during.answers.map((a) => a.status))].join(', ')
  const warnings = cluster.instances.map(
    (instance, i) => instance.output.slice(from[i]).match(/Redis is unavailable/g)?.length ?? 0,
  )
  return [
    {
      invariant: `while Redis hangs, limited requests are answered, none over ${EXTRA_MS / 1000} s slower`,
      held:
        during.answers.every((a) => a.status === 200) &&
        during.median <= before.median + NOISE_MS &&
        during.longest <= before.longest + EXTRA_MS + NOISE_MS,
      detail: `median ${before.median} → ${during.median} ms, longest ${before.longest} → ${during.longest} ms; ${during.answers.length} answered (${statuses}); warnings ${warnings.join(', ')}`,
    },
    {
      invariant: `limits are shared again within ${RECOVERY_MS / 1000} s of it answering`,
      held: after.shared,
      detail: `failures ${after.spent.join(' ')}, then ${after.next.join(' ')}`,
    },
  ]
}
