// Mixed traffic on the cluster for a fixed time: buyers registering, browsing, ordering and
// claiming, operators working the queue, the stock and the money (money.ts), with faults
// (the caller's, e.g. kill -9) meanwhile; then the invariants (invariants.ts) against what the
// clients saw.

import type { Cluster } from '../harness/cluster.ts'
import type { Verdict } from '../verdict.ts'
import { buyerLoop } from './buyers.ts'
import { checkInvariants } from './invariants.ts'
import { countStatus, isCut, type Ledger, newLedger } from './ledger.ts'
import { moneyLoop } from './money.ts'
import { queueLoop, stockLoop } from './operators.ts'
import { type Catalogue, createOperator, seedCatalogue } from './seed.ts'
import { type AnswerListener, Session } from './session.ts'

export type MixedTrafficOptions = {
  seconds: number
  buyers?: number
  /**
   * Run while the traffic runs, e.g. a kill loop; the traffic ends when both have. Given the
   * ledger as the clients write it, to wait for a moment of the traffic (the buyers signed up).
   */
  faults?: (ledger: Ledger) => Promise<void>
  /** Whether the faults may cut requests (kill -9 does; a rolling restart must not). */
  cutsExpected?: boolean
  /** Run while the traffic runs too (a soak's sampler); `running()` turns false at the end. */
  meanwhile?: (running: () => boolean) => Promise<void>
  /** Told of every answer, e.g. Latencies.record. */
  listener?: AnswerListener
}

export type MixedTrafficResult = {
  verdicts: Verdict[]
  ledger: Ledger
  catalogue: Catalogue
  seconds: number
}

/** What no client should see: anything but a success, a cut under faults, or an expected refusal. */
function unexpected(status: number, cutsExpected: boolean): boolean {
  if (isCut(status)) return !cutsExpected
  return status >= 500 || [401, 403, 404, 413, 422, 429].includes(status)
}

export async function runMixedTraffic(
  cluster: Cluster,
  { seconds, buyers = 20, faults, cutsExpected = Boolean(faults), meanwhile, listener }: MixedTrafficOptions,
): Promise<MixedTrafficResult> {
  const ledger = newLedger()
  const hear: AnswerListener = (route, status, ms) => {
    countStatus(ledger, route, status)
    listener?.(route, status, ms)
  }
  const operator = await createOperator(cluster, hear)
  const stockOperator = await createOperator(cluster, hear)
  // The queue's operator again, signed in a second time: a third account would get every staff
  // alert too, and the outbox would have a third more of them to send.
  const moneyOperator = new Session(cluster.url, hear)
  await moneyOperator.signIn(operator.email!, operator.password!)
  const catalogue = await seedCatalogue(cluster, operator, { products: 12, stock: 1_000_000, suppliers: 3 })
  const started = Date.now()
  const end = started + seconds * 1000
  let faultsDone = !faults
  const running = () => Date.now() < end || !faultsDone
  const work = [
    ...Array.from({ length: buyers }, (_, i) =>
      buyerLoop(cluster, catalogue, ledger, `m${i}`, { running, listener: hear }),
    ),
    queueLoop(operator, running),
    stockLoop(stockOperator, catalogue, ledger, running),
    moneyLoop(moneyOperator, ledger, catalogue.suppliers, running),
    faults?.(ledger).finally(() => (faultsDone = true)),
    meanwhile?.(running),
  ]
  await Promise.all(work)
  const elapsed = (Date.now() - started) / 1000
  const odd = [...ledger.statuses].filter(([key]) => unexpected(Number(key.split(' ').at(-1)), cutsExpected))
  const answers = [...ledger.statuses.values()].reduce((a, b) => a + b, 0)
  const cuts = [...ledger.statuses].filter(([key]) => isCut(Number(key.split(' ').at(-1))))
  const givenUp = [...ledger.statuses].filter(([key]) => key.endsWith(' -1')).reduce((n, [, c]) => n + c, 0)
  const traffic: Verdict = {
    invariant: cutsExpected ? 'no failure but requests cut by a killed instance' : 'no request fails',
    held: odd.length === 0,
    detail: `${answers} answers in ${elapsed.toFixed(0)} s, ${ledger.buyers.size} buyers, ${ledger.orders.size} orders; cut ${cuts.reduce((n, [, c]) => n + c, 0)}, cut by the client ${givenUp}${odd.length ? `; unexpected ${odd.map(([k, n]) => `${k}×${n}`).join(', ')}` : ''}`,
  }
  const verdicts = [traffic, ...(await checkInvariants(cluster, catalogue, ledger, moneyOperator))]
  return { verdicts, ledger, catalogue, seconds: elapsed }
}

/** The scenario for run.ts: the verdicts only. */
export async function mixedTraffic(cluster: Cluster, options: MixedTrafficOptions): Promise<Verdict[]> {
  return (await runMixedTraffic(cluster, options)).verdicts
}
