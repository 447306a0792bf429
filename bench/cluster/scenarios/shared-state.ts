// What the instances share through PostgreSQL and Redis, as one shop would: a sign-in limit reached
// through different instances, a product edit every instance shows within a second, and emails
// sent once by whichever instance's worker, even when one dies in the middle of a batch.

import type { Cluster } from '../harness/cluster.ts'
import type { Verdict } from '../verdict.ts'
import { createOperator, seedCatalogue } from '../workload/seed.ts'
import { editLag } from './catalogue-freshness.ts'
import { outboxOnce } from './outbox-once.ts'
import { failuresSpread } from './sign-in-limit.ts'

const FRESH_MS = 1_000
const EDITS = 3

export async function sharedState(cluster: Cluster): Promise<Verdict[]> {
  const urls = cluster.instances.map((instance) => instance.url)
  const direct = await failuresSpread(urls)
  const balanced = await failuresSpread([cluster.url], urls)

  const operator = await createOperator(cluster)
  const catalogue = await seedCatalogue(cluster, operator, { products: 3, destinations: 0 })
  const lags: (number | null)[][] = []
  for (let i = 0; i < EDITS; i++) lags.push(await editLag(cluster, operator, catalogue.products[i]!.id))
  const worst = cluster.instances.map((_, i) => Math.max(...lags.map((edit) => edit[i] ?? Infinity)))

  return [
    {
      invariant: 'a sign-in limit reached through different instances holds on all of them',
      held: direct.shared,
      detail: `failures ${direct.spent.join(' ')}, then ${direct.next.join(' ')}`,
    },
    {
      invariant: 'a sign-in limit reached through the balancer holds on every instance',
      held: balanced.shared,
      detail: `failures ${balanced.spent.join(' ')}, then ${balanced.next.join(' ')}`,
    },
    {
      invariant: `an edit shows in every instance's listing and page within ${FRESH_MS / 1000} s`,
      held: worst.every((ms) => ms <= FRESH_MS),
      detail: `worst of ${EDITS} edits per instance: ${worst.map((ms) => `${ms} ms`).join(', ')}`,
    },
    ...(await outboxOnce(cluster)),
  ]
}
