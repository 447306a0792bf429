// kill -9 a random instance every few seconds under traffic, and start it again: the balancer
// takes it out and back; a client sees no failure but the requests the dead process was serving.
import type { Cluster } from './cluster.ts'
import { startTraffic, statusCounts } from './traffic.ts'
import { pause, type Verdict } from './verdict.ts'

export async function killInstances(cluster: Cluster, rounds = 5, pauseMs = 3_000): Promise<Verdict[]> {
  const traffic = startTraffic(cluster.url)
  const restarts: number[] = []
  for (let round = 0; round < rounds; round++) {
    await pause(pauseMs)
    const victim = cluster.instances[Math.floor(Math.random() * cluster.instances.length)]!
    await victim.stop('SIGKILL')
    const killed = Date.now()
    await victim.start()
    restarts.push(Date.now() - killed)
  }
  await pause(pauseMs)
  const answers = await traffic.stop()
  // A request the killed process was serving comes back as the balancer's 502 (or a cut): those
  // are counted, not excused; anything else that failed is a defect.
  const cut = answers.filter((a) => a.status === 502 || a.status === 0)
  const other = answers.filter((a) => a.status !== 200 && a.status !== 502 && a.status !== 0)
  return [
    {
      invariant: 'no failure but requests cut by a killed instance',
      held: other.length === 0,
      detail: `${statusCounts(answers)}; cut ${cut.length} of ${answers.length}`,
    },
    {
      invariant: 'a killed instance comes back healthy',
      held: cluster.instances.every((instance) => instance.child?.exitCode === null),
      detail: `${rounds} kills, back in ${restarts.map((ms) => (ms / 1000).toFixed(1)).join(', ')} s`,
    },
  ]
}
