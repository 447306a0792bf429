// A deploy: each instance in turn gets SIGTERM, finishes what it serves, and starts again, under
// traffic. A client must see no failed request at all.
import type { Cluster } from './cluster.ts'
import { startTraffic, statusCounts } from './traffic.ts'
import { pause, type Verdict } from './verdict.ts'

export async function rollingRestart(cluster: Cluster, pauseMs = 2_000): Promise<Verdict[]> {
  const traffic = startTraffic(cluster.url)
  const codes: (number | null)[] = []
  for (const instance of cluster.instances) {
    await pause(pauseMs)
    codes.push(await instance.stop('SIGTERM'))
    await instance.start()
  }
  await pause(pauseMs)
  const answers = await traffic.stop()
  const failed = answers.filter((a) => a.status !== 200)
  return [
    {
      invariant: 'no failed request while every instance restarts in turn',
      held: failed.length === 0,
      detail: `${statusCounts(answers)}`,
    },
    {
      invariant: 'each instance stops cleanly on SIGTERM',
      held: codes.every((code) => code === 0),
      detail: `exit codes ${codes.join(', ')}`,
    },
  ]
}
