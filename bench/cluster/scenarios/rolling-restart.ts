// A deploy: each instance in turn gets SIGTERM, drains, finishes what it serves and starts again,
// under reads and mixed writes. A client must see no failed request at all.
import type { Cluster } from '../harness/cluster.ts'
import { pause, type Verdict } from '../verdict.ts'
import type { Ledger } from '../workload/ledger.ts'
import { mixedTraffic } from '../workload/mixed-traffic.ts'
import { startTraffic, statusCounts } from '../workload/traffic.ts'

/**
 * Twenty buyers sign up at once when the traffic starts, and the hashes of their passwords queue
 * two at a time: on a slow 2-core machine that queue outlasts 5 s, and an instance stopped amid it
 * waits for those requests past its grace and exits 1. A deploy lands after sign-up bursts too:
 * the first stop waits until every buyer of the first burst has signed up and verified its
 * address, then `SETTLE_MS` for the requests those buyers sent next, and at most `WARM_UP_MS`.
 */
const WARM_UP_MS = 60_000
const SETTLE_MS = 2_000

export async function rollingRestart(cluster: Cluster, pauseMs = 2_000, buyers = 20): Promise<Verdict[]> {
  const reads = startTraffic(cluster.url, 4)
  const codes: (number | null)[] = []
  /** What an instance that did not stop cleanly said last, to show beside its exit code. */
  const lastWords: string[] = []
  let warmUpMs = 0
  const restarts = async (ledger: Ledger) => {
    const began = Date.now()
    while (ledger.buyers.size < buyers && Date.now() < began + WARM_UP_MS) await pause(200)
    warmUpMs = Date.now() - began
    await pause(SETTLE_MS)
    for (const instance of cluster.instances) {
      await pause(pauseMs)
      const code = await instance.stop('SIGTERM')
      codes.push(code)
      if (code !== 0) lastWords.push(instance.output.trim().split('\n').slice(-2).join(' ').slice(0, 300))
      await instance.start()
    }
    await pause(pauseMs)
  }
  const writes = await mixedTraffic(cluster, { seconds: 1, buyers, faults: restarts, cutsExpected: false })
  const answers = await reads.stop()
  const failed = answers.filter((a) => a.status !== 200)
  return [
    {
      invariant: 'reads: no failed request while every instance restarts in turn',
      held: failed.length === 0,
      detail: `${statusCounts(answers)}`,
    },
    ...writes,
    {
      invariant: 'each instance stops cleanly on SIGTERM',
      held: codes.every((code) => code === 0),
      detail: `first stop ${(warmUpMs / 1000).toFixed(1)} s into the sign-ups; exit codes ${codes.join(', ')}${lastWords.map((words) => `; ${words}`).join('')}`,
    },
  ]
}
