// What a production start looks like through the balancer: every instance takes its turn, pages
// render, and the catalogue is empty, for production loads no demo data.
import type { Cluster } from '../harness/cluster.ts'
import type { Verdict } from '../verdict.ts'

export async function productionStart(cluster: Cluster): Promise<Verdict[]> {
  const served = new Map<string, number>()
  for (let i = 0; i < 4 * cluster.instances.length; i++) {
    const response = await fetch(`${cluster.url}/api/health`)
    const by = response.headers.get('x-served-by') ?? '?'
    if (response.ok) served.set(by, (served.get(by) ?? 0) + 1)
  }
  const page = await fetch(`${cluster.url}/en/products`)
  const list = await fetch(`${cluster.url}/api/products/list/`)
  const body = (await list.json()) as { count?: number }
  return [
    {
      invariant: 'round robin reaches every instance',
      held: served.size === cluster.instances.length,
      detail: [...served].map(([name, count]) => `${name}×${count}`).join(' '),
    },
    { invariant: 'a page renders through the balancer', held: page.ok, detail: String(page.status) },
    {
      invariant: 'the catalogue is empty: no demo data in production',
      held: list.ok && body.count === 0,
      detail: `${list.status}, ${body.count} products`,
    },
  ]
}
