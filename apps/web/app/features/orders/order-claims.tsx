import type { Claim, ClaimState } from '@caravanserai/contracts/claims'
import type { Lang } from '@caravanserai/contracts/languages'
import type { Order } from '@caravanserai/contracts/orders'
import { useQuery } from '@tanstack/react-query'
import { MessageSquareWarning } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import { Link } from 'react-router'
import { orderClaimsQuery } from '../../api/claims.ts'
import { downloadFile } from '../../api/files.ts'
import { AttachmentList } from '../../components/attachment-list.tsx'
import { Alert } from '../../components/ui/alert.tsx'
import { buttonClass } from '../../components/ui/button.tsx'
import { useApi } from '../../lib/api.tsx'
import { formatDate, formatDay, formatNumber } from '../../lib/format.ts'
import { localizedPath } from '../../lib/links.ts'
import { useClaimWindow } from '../../lib/public-config.ts'
import type { SessionUser } from '../../lib/session.ts'
import { useTranslation } from '../../lib/use-translation.tsx'
import { ClaimForm } from './claim-form.tsx'

/** The statuses at which an order may have claims: once the goods shipped. */
const CLAIM_STATUSES: readonly Order['status'][] = ['shipped', 'delivered', 'completed']

/** Whether the order's claims are worth reading: it shipped, or a claim is open. */
export const hasClaims = (order: Pick<Order, 'status' | 'claim_open'>) =>
  order.claim_open || CLAIM_STATUSES.includes(order.status)

const STATE_TONES: Record<ClaimState, string> = {
  open: 'bg-amber-100 text-amber-900',
  rejected: 'bg-rose-100 text-rose-900',
  refunded: 'bg-green-100 text-green-900',
  replaced: 'bg-sky-100 text-sky-900',
}

function ClaimCard({ lang, claim }: { lang: Lang; claim: Claim }) {
  const { t } = useTranslation('orders')
  const api = useApi()
  const titleId = `claim-${claim.id}`
  return (
    <li>
      <article aria-labelledby={titleId} className="space-y-3 rounded-lg p-4 ring-1 ring-sand-200">
        <header className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <h3 id={titleId} className="font-semibold text-ink-900">
            {t(`claims.reason.${claim.reason}`)}
          </h3>
          <span
            className={`inline-flex items-center whitespace-nowrap rounded-full px-2.5 py-0.5 font-semibold text-xs ${STATE_TONES[claim.state]}`}
          >
            {t(`claims.state.${claim.state}`)}
          </span>
        </header>
        <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
          <div>
            <dt className="text-ink-700">{t('claims.list.opened')}</dt>
            <dd>
              <time dateTime={claim.opened_at}>
                {formatDate(lang, claim.opened_at, { dateStyle: 'long' })}
              </time>
            </dd>
          </div>
          <div>
            <dt className="text-ink-700">{t('claims.list.remedy')}</dt>
            <dd>{t(`claims.remedy.${claim.remedy}`)}</dd>
          </div>
          {claim.resolved_at ? (
            <div>
              <dt className="text-ink-700">{t('claims.list.resolved')}</dt>
              <dd>
                <time dateTime={claim.resolved_at}>
                  {formatDate(lang, claim.resolved_at, { dateStyle: 'long' })}
                </time>
              </dd>
            </div>
          ) : null}
          {claim.replacement_order ? (
            <div>
              <dt className="text-ink-700">{t('claims.list.replacement')}</dt>
              <dd>
                <Link
                  to={localizedPath(`/orders/${claim.replacement_order.id}`, lang)}
                  className="font-semibold text-teal-800 underline"
                >
                  <bdi dir="ltr" className="font-mono">
                    {claim.replacement_order.order_number}
                  </bdi>
                </Link>
              </dd>
            </div>
          ) : null}
        </dl>
        {claim.lines.length > 0 ? (
          <div className="space-y-1 text-sm">
            <p className="text-ink-700">{t('claims.list.lines')}</p>
            <ul className="list-disc space-y-0.5 ps-5">
              {claim.lines.map((line) => (
                <li key={line.item}>
                  <bdi dir="auto">{`${line.name} · ${line.variation}`}</bdi>
                  {': '}
                  {t('claims.list.quantity', {
                    quantity: formatNumber(lang, line.quantity),
                    ordered: formatNumber(lang, line.ordered),
                  })}
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        <div className="space-y-1 text-sm">
          <p className="text-ink-700">{t('claims.list.description')}</p>
          <blockquote dir="auto" className="whitespace-pre-line rounded-md bg-sand-50 p-3 text-ink-900">
            {claim.description}
          </blockquote>
        </div>
        {claim.files.length > 0 ? (
          <div className="space-y-1 text-sm">
            <p className="text-ink-700">{t('claims.list.files')}</p>
            <AttachmentList
              files={claim.files}
              download={(url) => downloadFile(api, url)}
              label={(name) => t('claims.list.download', { name })}
            />
          </div>
        ) : null}
        {claim.resolution_note ? (
          <div className="space-y-1 text-sm">
            <p className="text-ink-700">{t('claims.list.resolution')}</p>
            <blockquote dir="auto" className="whitespace-pre-line rounded-md bg-sand-50 p-3 text-ink-900">
              {claim.resolution_note}
            </blockquote>
          </div>
        ) : null}
      </article>
    </li>
  )
}

/**
 * The order's claims (docs/product.md#claims): while one is open, that completing the order waits
 * for it and nothing is released meanwhile; while one may be opened, until when, and the way to
 * report a problem; then each claim as it stands. Read once the order shipped.
 */
export function OrderClaimsPanel({ lang, user, order }: { lang: Lang; user: SessionUser; order: Order }) {
  const { t } = useTranslation('orders')
  const claimWindow = useClaimWindow()
  const api = useApi()
  const shown = hasClaims(order)
  const claims = useQuery({ ...orderClaimsQuery(api, user.id, order.id), enabled: shown })
  const [open, setOpen] = useState(false)
  const report = useRef<HTMLButtonElement>(null)
  const heading = useRef<HTMLHeadingElement>(null)
  const formBox = useRef<HTMLDivElement>(null)
  // Where the focus goes once the form opened or closed: its heading, the button, the section's.
  const [focusNext, setFocusNext] = useState<'form' | 'button' | 'heading' | null>(null)

  useEffect(() => {
    if (focusNext === 'form') formBox.current?.querySelector<HTMLElement>('h3')?.focus()
    else if (focusNext === 'button') report.current?.focus()
    else if (focusNext === 'heading') heading.current?.focus()
    if (focusNext) setFocusNext(null)
  }, [focusNext])

  if (!shown) return null
  const data = claims.data
  const canOpen = data?.can_open ?? false
  if (!order.claim_open && !claims.isError && (!data || (!canOpen && data.results.length === 0))) return null
  const show = (next: boolean, focus: 'form' | 'button' | 'heading') => {
    setFocusNext(focus)
    setOpen(next)
  }
  return (
    <section
      aria-labelledby="order-claims"
      className="space-y-4 rounded-xl bg-white p-5 shadow-sm ring-1 ring-sand-200"
    >
      <h2
        ref={heading}
        id="order-claims"
        tabIndex={-1}
        className="flex items-center gap-2 font-bold text-ink-900 text-lg focus:outline-none"
      >
        <MessageSquareWarning aria-hidden="true" className="size-5 shrink-0 text-teal-800" />
        {t('claims.title')}
      </h2>
      {order.claim_open ? (
        <Alert tone="warning" role="note">
          {t('claims.waiting')}
        </Alert>
      ) : null}
      {claims.isError ? (
        <p role="alert" className="text-red-800 text-sm">
          {t('claims.loadFailed')}
        </p>
      ) : null}
      {canOpen && data ? (
        <div className="space-y-3">
          <p className="text-ink-700 text-sm leading-relaxed">
            {data.open_until
              ? t('claims.openUntil', { date: formatDay(lang, data.open_until) })
              : t('claims.openWhileShipped', { count: claimWindow.count })}
          </p>
          {open ? (
            <div ref={formBox}>
              <ClaimForm
                lang={lang}
                user={user}
                order={order}
                onDone={() => show(false, 'heading')}
                onCancel={() => show(false, 'button')}
              />
            </div>
          ) : (
            <button
              ref={report}
              type="button"
              className={buttonClass({ variant: 'outline', size: 'lg' }, 'w-full sm:w-auto')}
              onClick={() => show(true, 'form')}
            >
              {t('claims.report')}
            </button>
          )}
        </div>
      ) : null}
      {data && data.results.length > 0 ? (
        <ul aria-label={t('claims.list.title')} className="space-y-3">
          {data.results.map((claim) => (
            <ClaimCard key={claim.id} lang={lang} claim={claim} />
          ))}
        </ul>
      ) : null}
    </section>
  )
}
