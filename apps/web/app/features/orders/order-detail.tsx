import type { Lang } from '@caravanserai/contracts/languages'
import type { Order } from '@caravanserai/contracts/orders'
import { useQuery } from '@tanstack/react-query'
import { ArrowLeft, PackageX } from 'lucide-react'
import { type ReactNode, useRef } from 'react'
import { Link } from 'react-router'
import { orderQuery } from '../../api/orders.ts'
import { OrderStatusBadge } from '../../components/order-status-badge.tsx'
import { PaymentStateBadge } from '../../components/payment-state-badge.tsx'
import { buttonClass } from '../../components/ui/button.tsx'
import { failureDetail, LoadFailure } from '../../components/ui/load-failure.tsx'
import { Skeleton } from '../../components/ui/skeleton.tsx'
import { useApi } from '../../lib/api.tsx'
import { ApiError } from '../../lib/api-client.ts'
import { formatDate } from '../../lib/format.ts'
import { localizedPath } from '../../lib/links.ts'
import type { SessionUser } from '../../lib/session.ts'
import { useTranslation } from '../../lib/use-translation.tsx'
import { CancelOrderPanel } from './cancel-order-panel.tsx'
import { CompanyApprovalBadge } from './company-approval-badge.tsx'
import { CompanyApprovalPanel } from './company-approval-panel.tsx'
import { OrderActionsPanel } from './order-actions-panel.tsx'
import { OrderCancellation } from './order-cancellation.tsx'
import { OrderClaimsPanel } from './order-claims.tsx'
import { OrderDocuments } from './order-documents.tsx'
import { OrderEscrowPanel } from './order-escrow.tsx'
import { OrderFacts } from './order-facts.tsx'
import { OrderItems } from './order-items.tsx'
import { OrderPayment } from './order-payment.tsx'
import { OrderReplacement } from './order-replacement.tsx'
import { OrderShipments } from './order-shipments.tsx'
import { OrderTimelineView } from './order-timeline-view.tsx'
import { showsPayment } from './payment-rules.ts'
import { QuoteExpired } from './quote-expired.tsx'

const card = 'rounded-xl bg-white p-5 shadow-sm ring-1 ring-sand-200'

/** Another buyer's order, an unknown or a malformed id: the same answer (the API's 404). */
export function OrderNotFound({ lang }: { lang: Lang }) {
  const { t } = useTranslation('orders')
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center gap-4 py-16 text-center">
      <PackageX aria-hidden="true" className="size-14 text-ink-500" />
      <h1 className="font-bold text-3xl">{t('detail.notFound')}</h1>
      <p className="text-ink-700">{t('detail.notFoundHint')}</p>
      <Link to={localizedPath('/orders', lang)} className={buttonClass()}>
        {t('detail.backToOrders')}
      </Link>
    </div>
  )
}

function DetailSkeleton() {
  const { t } = useTranslation('orders')
  return (
    <div role="status" aria-label={t('detail.loading')} className="space-y-6">
      <Skeleton className="h-10 w-72" />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <Skeleton className="h-80 w-full rounded-xl" />
        <Skeleton className="h-80 w-full rounded-xl" />
      </div>
    </div>
  )
}

type ViewProps = { lang: Lang; user: SessionUser; order: Order; conversation?: ReactNode }

function OrderView({ lang, user, order, conversation }: ViewProps) {
  const { t } = useTranslation('orders')
  const heading = useRef<HTMLHeadingElement>(null)
  const payment = showsPayment(order)
  return (
    <div className="space-y-6">
      <header className="space-y-2">
        <div className="flex flex-wrap items-center gap-3">
          <h1
            ref={heading}
            tabIndex={-1}
            className="font-bold text-2xl text-ink-900 focus:outline-none sm:text-3xl"
          >
            {t('detail.heading')} <bdi className="whitespace-nowrap font-mono">{order.order_number}</bdi>
          </h1>
          <OrderStatusBadge status={order.status} className="text-sm" />
          <CompanyApprovalBadge order={order} className="text-sm" />
          {payment ? <PaymentStateBadge state={order.payment_state} className="text-sm" /> : null}
        </div>
        <p className="flex flex-wrap gap-x-4 text-ink-600 text-sm">
          <span>
            {t('detail.placed', { date: formatDate(lang, order.created_at, { dateStyle: 'long' }) })}
          </span>
          <span>
            {t('detail.updated', { date: formatDate(lang, order.updated_at, { dateStyle: 'long' }) })}
          </span>
        </p>
      </header>
      <CompanyApprovalPanel lang={lang} user={user} order={order} />
      <OrderActionsPanel lang={lang} user={user} order={order} after={heading} />
      <OrderCancellation lang={lang} user={user} order={order} />
      <QuoteExpired lang={lang} order={order} />
      <OrderReplacement lang={lang} order={order} />
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="space-y-6">
          <OrderClaimsPanel lang={lang} user={user} order={order} />
          {payment ? <OrderPayment lang={lang} user={user} order={order} /> : null}
          <OrderEscrowPanel lang={lang} user={user} order={order} />
          <OrderShipments lang={lang} order={order} />
          <section aria-labelledby="order-items" className={card}>
            <h2 id="order-items" className="mb-4 font-bold text-ink-900 text-lg">
              {t('detail.items')}
            </h2>
            <OrderItems lang={lang} order={order} />
          </section>
          <OrderDocuments lang={lang} order={order} />
          {conversation}
          <section aria-labelledby="order-timeline" className={card}>
            <h2 id="order-timeline" className="mb-4 font-bold text-ink-900 text-lg">
              {t('detail.timeline')}
            </h2>
            <OrderTimelineView lang={lang} order={order} />
          </section>
        </div>
        <div className="space-y-6">
          <OrderFacts lang={lang} order={order} />
          <CancelOrderPanel lang={lang} user={user} order={order} after={heading} />
        </div>
      </div>
    </div>
  )
}

/**
 * The order page for the signed-in buyer; fetched in the browser (tokens live there). The route
 * puts in the order's `conversation` (features do not import one another).
 */
export function OrderDetail({
  lang,
  user,
  id,
  conversation,
}: {
  lang: Lang
  user: SessionUser
  id: number | null
  conversation?: ReactNode
}) {
  const { t } = useTranslation('orders')
  const api = useApi()
  const order = useQuery({ ...orderQuery(api, user.id, lang, id ?? 0), enabled: id !== null })
  const missing = order.error instanceof ApiError && order.error.status === 404
  if (id === null || missing) return <OrderNotFound lang={lang} />
  if (order.isError)
    return (
      <LoadFailure
        title={t('states.loadFailed')}
        detail={failureDetail(order.error)}
        retry={t('states.retry')}
        onRetry={() => void order.refetch()}
      />
    )
  return (
    <div className="space-y-6">
      <Link
        to={localizedPath('/orders', lang)}
        className="inline-flex items-center gap-1.5 font-semibold text-sm text-teal-800 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4 rtl:-scale-x-100" />
        {t('detail.backToOrders')}
      </Link>
      {order.data ? (
        <OrderView lang={lang} user={user} order={order.data} conversation={conversation} />
      ) : (
        <DetailSkeleton />
      )}
    </div>
  )
}
