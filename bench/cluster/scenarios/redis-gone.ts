// Redis stops under traffic: every request is still served, each instance keeps its sign-in limits
// in its own memory meanwhile and says so once, and once Redis is back the limits are shared again.
import type { Cluster } from '../harness/cluster.ts'
import { pause, type Verdict } from '../verdict.ts'
import { type Answer, startTraffic, statusCounts } from '../workload/traffic.ts'
import { FREE_FAILURES, failuresSpread, stranger, wrongSignIn } from './sign-in-limit.ts'

const GAP_MS = 6_000
// The instances' Redis client tries to reconnect every second or two.
const RECOVERY_MS = 3_000
const FALLBACK = /Redis is unavailable/

/** Wrong sign-ins from ever new strangers on every instance, so the limiter is used throughout. */
function startSignIns(cluster: Cluster) {
  const answers: Answer[] = []
  let running = true
  const loops = cluster.instances.map(async (instance) => {
    while (running) {
      const at = Date.now()
      answers.push({
        at,
        status: await wrongSignIn(instance.url, stranger()),
        retryAfter: null,
        by: instance.name,
      })
      await pause(100)
    }
  })
  return {
    stop: async () => {
      running = false
      await Promise.all(loops)
      return answers
    },
  }
}

/** When the cut requests were sent, from Redis's stop. */
const cuts = (answers: Answer[], down: number) => {
  const cut = answers.filter((a) => a.status === 0).map((a) => `${((a.at - down) / 1000).toFixed(1)} s`)
  return cut.length ? `; cut when sent at ${cut.join(', ')}` : ''
}

export async function redisGone(cluster: Cluster): Promise<Verdict[]> {
  const urls = cluster.instances.map((instance) => instance.url)
  const before = await failuresSpread(urls)
  const from = cluster.instances.map((instance) => instance.output.length)
  const traffic = startTraffic(cluster.url)
  const signIns = startSignIns(cluster)
  await pause(2_000)
  const down = Date.now()
  await cluster.redis.stop()
  await pause(GAP_MS / 2)
  // One stranger fails on the first instance alone until refused, then tries the others.
  const [first, ...others] = cluster.instances
  const who = stranger()
  const alone: number[] = []
  for (let i = 0; i <= FREE_FAILURES; i++) alone.push(await wrongSignIn(first!.url, who))
  const elsewhere = await Promise.all(others.map((instance) => wrongSignIn(instance.url, who)))
  await pause(GAP_MS / 2)
  await cluster.redis.start()
  await pause(RECOVERY_MS)
  const after = await failuresSpread(urls)
  const reads = await traffic.stop()
  const signed = await signIns.stop()
  const answers = [...reads, ...signed]

  const failed = answers.filter((a) => a.status >= 500 || a.status === 0)
  const warnings = cluster.instances.map(
    (instance, i) =>
      instance.output
        .slice(from[i])
        .split('\n')
        .filter((line) => FALLBACK.test(line)).length,
  )
  return [
    {
      invariant: 'with Redis, the sign-in limit is one for every instance',
      held: before.shared,
      detail: `failures ${before.spent.join(' ')}, then ${before.next.join(' ')}`,
    },
    {
      invariant: 'no request fails while Redis is gone',
      held: failed.length === 0,
      detail: `reads ${statusCounts(reads)}; sign-ins ${statusCounts(signed)}${cuts(answers, down)}`,
    },
    {
      invariant: 'meanwhile each instance limits sign-ins in its own memory',
      held: alone.at(-1) === 429 && elsewhere.every((status) => status === 401),
      detail: `on one: ${alone.join(' ')}; the others then: ${elsewhere.join(' ')}`,
    },
    {
      invariant: 'each instance warns once that its limits are its own',
      held: warnings.every((n) => n === 1),
      detail: `warnings ${warnings.join(', ')}`,
    },
    {
      invariant: `limits are shared again within ${RECOVERY_MS / 1000} s of its return`,
      held: after.shared,
      detail: `failures ${after.spent.join(' ')}, then ${after.next.join(' ')}`,
    },
  ]
}
