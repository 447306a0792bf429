import type { Lang } from '@caravanserai/contracts/languages'
import { CLAIM_FIRST_ANSWER_HOURS, type OpsClaim } from '@caravanserai/contracts/ops-claims'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { Money } from '../../../components/ui/money.tsx'
import { formatDate } from '../../../lib/format.ts'
import { localizedPath } from '../../../lib/links.ts'
import { useTranslation } from '../../../lib/use-translation.tsx'
import { ClaimStateBadge, firstAnswer, OverdueBadge, useAge, useDuration } from '../console/claim-facts.tsx'

const cell = 'px-3 py-3 align-top'

/**
 * How long an open claim has waited, and where it stands against the first answer promised: the
 * time left to give it, how long past it the claim is (as the API marks it overdue), or answered.
 */
function OpenClaimAge({
  claim,
  now,
  lang,
  age,
  duration,
}: {
  claim: OpsClaim
  now: Date
  lang: Lang
  age: string
  duration: (ms: number) => string
}) {
  const { t } = useTranslation('ops')
  const answer = firstAnswer(claim, now)
  let standing: ReactNode
  if (answer.answered) standing = <span className="text-ink-600 text-xs">{t('claims.queue.answered')}</span>
  else if (claim.overdue) {
    standing = <OverdueBadge lang={lang} hours={CLAIM_FIRST_ANSWER_HOURS} by={duration(answer.overdueBy)} />
  } else {
    standing = (
      <span className="whitespace-nowrap text-ink-700 text-xs">
        {t('claims.queue.left', { time: duration(answer.left) })}
      </span>
    )
  }
  return (
    <span className="flex flex-wrap items-center gap-2">
      <span className="whitespace-nowrap tabular-nums">{age}</span>
      {standing}
    </span>
  )
}
/** Columns a phone can do without; the order's page has them all. */
const wide = 'max-md:hidden'

/**
 * A page of the claims queue: the order (to its page, where the claim is answered) and when the
 * claim was opened, the buyer, the reason and what they ask for, what the order holds, and how
 * long an open claim has waited with the time left to answer it first, or how long past the hours
 * promised it is overdue; or when a resolved one was resolved.
 */
export function ClaimQueueTable({
  lang,
  claims,
  open,
  now,
}: {
  lang: Lang
  claims: OpsClaim[]
  open: boolean
  now: Date
}) {
  const { t } = useTranslation('ops')
  const age = useAge(lang)
  const duration = useDuration(lang)
  const moment = (value: string) => formatDate(lang, value, { dateStyle: 'medium', timeStyle: 'short' })
  const head = (key: string, extra = '') => (
    <th scope="col" className={`${cell} text-start font-semibold ${extra}`}>
      {t(`claims.queue.columns.${key}`)}
    </th>
  )
  return (
    <div className="overflow-x-auto rounded-lg ring-1 ring-sand-200">
      <table className="w-full bg-white text-sm">
        <caption className="sr-only">{t(`claims.queue.caption.${open ? 'open' : 'other'}`)}</caption>
        <thead className="bg-sand-50 text-ink-700">
          <tr>
            {head('order')}
            {head('buyer')}
            {head('reason')}
            {head('remedy', wide)}
            {head('held', 'text-end')}
            {head(open ? 'age' : 'resolved')}
          </tr>
        </thead>
        <tbody className="divide-y divide-sand-200">
          {claims.map((claim) => (
            <tr key={claim.id} className="hover:bg-sand-50">
              <th scope="row" className={`${cell} whitespace-nowrap text-start font-semibold`}>
                <Link
                  to={localizedPath(`/ops/orders/${claim.order_id}`, lang)}
                  dir="ltr"
                  className="text-teal-800 underline underline-offset-4 hover:text-teal-950"
                >
                  {claim.order_number}
                </Link>
                <span className="block font-normal text-ink-600 text-xs">
                  <time dateTime={claim.opened_at}>{moment(claim.opened_at)}</time>
                </span>
              </th>
              <td className={cell}>
                <span className="block font-medium">
                  <bdi>{claim.buyer.name || claim.buyer.email}</bdi>
                </span>
                {claim.buyer.name ? (
                  <span className="block break-all text-ink-600 text-xs" dir="ltr">
                    {claim.buyer.email}
                  </span>
                ) : null}
              </td>
              <td className={cell}>{t(`claims.reasons.${claim.reason}`)}</td>
              <td className={`${cell} ${wide}`}>{t(`claims.remedies.${claim.remedy}`)}</td>
              <td className={`${cell} whitespace-nowrap text-end`}>
                <Money lang={lang} value={claim.held} currency={claim.currency} />
              </td>
              <td className={cell}>
                {claim.state === 'open' ? (
                  <OpenClaimAge
                    claim={claim}
                    now={now}
                    lang={lang}
                    age={age(claim.opened_at, now)}
                    duration={duration}
                  />
                ) : (
                  <span className="flex flex-wrap items-center gap-2">
                    <ClaimStateBadge state={claim.state} />
                    {claim.resolved_at ? (
                      <time dateTime={claim.resolved_at} className="whitespace-nowrap text-ink-600 text-xs">
                        {moment(claim.resolved_at)}
                      </time>
                    ) : null}
                  </span>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
