// kill -9 a random instance every few seconds under reads and mixed writes, and start it again:
// the balancer takes it out and back; a client sees no failure but the requests the dead process
// was serving, and what buyers and operators wrote holds afterwards (mixed-traffic.ts).
import type { Cluster } from '../harness/cluster.ts'
import { pause, type Verdict } from '../verdict.ts'
import { mixedTraffic } from '../workload/mixed-traffic.ts'
import { startTraffic, statusCounts } from '../workload/traffic.ts'

export async function killInstances(cluster: Cluster, rounds = 5, pauseMs = 3_000): Promise<Verdict[]> {
  const reads = startTraffic(cluster.url, 4)
  const restarts: number[] = []
  const kills = async () => {
    for (let round = 0; round < rounds; round++) {
      await pause(pauseMs)
      const victim = cluster.instances[Math.floor(Math.random() * cluster.instances.length)]!
      await victim.stop('SIGKILL')
      const killed = Date.now()
      await victim.start()
      restarts.push(Date.now() - killed)
    }
    await pause(pauseMs)
  }
  const writes = await mixedTraffic(cluster, { seconds: 1, faults: kills })
  const answers = await reads.stop()
  // A request the killed process was serving comes back as the balancer's 502 (or a cut): those
  // are counted, not excused; anything else that failed is a defect.
  const cut = answers.filter((a) => a.status === 502 || a.status === 0)
  const other = answers.filter((a) => a.status !== 200 && a.status !== 502 && a.status !== 0)
  return [
    {
      invariant: 'reads: no failure but requests cut by a killed instance',
      held: other.length === 0,
      detail: `${statusCounts(answers)}; cut ${cut.length} of ${answers.length}`,
    },
    ...writes,
    {
      invariant: 'a killed instance comes back healthy',
      held: cluster.instances.every((instance) => instance.child?.exitCode === null),
      detail: `${rounds} kills, back in ${restarts.map((ms) => (ms / 1000).toFixed(1)).join(', ')} s`,
    },
  ]
}
