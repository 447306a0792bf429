// PostgreSQL stops under traffic, ten seconds unless told: the instances answer 503 with
// Retry-After while it is gone and serve fully again within five seconds of its return, restarted
// by nobody.
import type { Cluster } from '../harness/cluster.ts'
import { pause, type Verdict } from '../verdict.ts'
import { type Answer, startTraffic, statusCounts } from '../workload/traffic.ts'

const RECOVERY_MS = 5_000

export async function databaseRestart(cluster: Cluster, gapMs = 10_000): Promise<Verdict[]> {
  const traffic = startTraffic(cluster.url)
  await pause(2_000)
  const down = Date.now()
  await cluster.postgres.stop()
  await pause(gapMs)
  await cluster.postgres.start()
  const up = Date.now()
  await pause(RECOVERY_MS + 3_000)
  const answers = await traffic.stop()

  const during = answers.filter((a) => a.at >= down && a.at < up)
  const failedDuring = during.filter((a) => a.status >= 500 || a.status === 0)
  const unexplained = failedDuring.filter((a) => a.status !== 503 || !a.retryAfter)
  const after = answers.filter((a) => a.at >= up + RECOVERY_MS)
  const lastFailure = Math.max(up, ...answers.filter((a) => a.at >= up && a.status !== 200).map((a) => a.at))
  const pids = cluster.instances.map((i) => i.child?.exitCode === null)
  return [
    {
      invariant: 'while it is gone, every failure is a 503 with Retry-After',
      held: unexplained.length === 0,
      detail: `${statusCounts(during)}; without Retry-After: ${statusCounts(unexplained) || 'none'}`,
    },
    {
      invariant: 'full service within 5 s of its return',
      held: after.length > 0 && after.every((a: Answer) => a.status === 200),
      detail: `last failure ${((lastFailure - up) / 1000).toFixed(1)} s after; then ${statusCounts(after)}`,
    },
    {
      invariant: 'no instance restarted or lost',
      held: pids.every(Boolean),
      detail: `${pids.filter(Boolean).length} of ${pids.length} still running`,
    },
  ]
}
