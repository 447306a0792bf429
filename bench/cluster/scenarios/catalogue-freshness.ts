// How long after an operator's edit (answered by one instance) every instance shows it: each keeps
// visitors' listings in memory and drops them on the database's catalog_changed notification.
import type { Cluster } from '../harness/cluster.ts'
import { pause } from '../verdict.ts'
import type { Session } from '../workload/session.ts'

const GIVE_UP_MS = 5_000

async function shows(url: string, productId: number, name: string): Promise<boolean> {
  const [list, detail] = await Promise.all([
    fetch(`${url}/api/products/list/`).then((r) => r.text()),
    fetch(`${url}/api/products/${productId}/`).then((r) => r.text()),
  ])
  return list.includes(name) && detail.includes(name)
}

/** ms from the edit's answer until each instance lists and shows the new name; null: not in 5 s. */
export async function editLag(
  cluster: Cluster,
  operator: Session,
  productId: number,
): Promise<(number | null)[]> {
  // Every instance has the listing in its cache before the edit.
  for (const instance of cluster.instances) await shows(instance.url, productId, '')
  const name = `Saffron lot renamed ${Date.now()}`
  const edit = await operator.json('PATCH', `/api/products/${productId}/update/`, {
    translations: { en: { name } },
  })
  if (edit.status !== 200) throw new Error(`edit: ${edit.status} ${JSON.stringify(edit.body)}`)
  const answered = Date.now()
  return Promise.all(
    cluster.instances.map(async (instance) => {
      while (Date.now() - answered < GIVE_UP_MS) {
        if (await shows(instance.url, productId, name)) return Date.now() - answered
        await pause(10)
      }
      return null
    }),
  )
}
