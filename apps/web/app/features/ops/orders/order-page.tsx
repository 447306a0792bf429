import type { Lang } from '@caravanserai/contracts/languages'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { ArrowLeft, RefreshCw } from 'lucide-react'
import type { ReactNode } from 'react'
import { Link, useLocation } from 'react-router'
import { opsClaimKeys } from '../../../api/ops-claims.ts'
import { opsEscrowKeys } from '../../../api/ops-escrow.ts'
import { opsOrderQuery, orderQueueKeys } from '../../../api/ops-orders.ts'
import { OrderStatusBadge } from '../../../components/order-status-badge.tsx'
import { Button } from '../../../components/ui/button.tsx'
import { LoadFailure } from '../../../components/ui/load-failure.tsx'
import { Skeleton } from '../../../components/ui/skeleton.tsx'
import { useApi } from '../../../lib/api.tsx'
import { ApiError } from '../../../lib/api-client.ts'
import { formatDate } from '../../../lib/format.ts'
import { localizedPath } from '../../../lib/links.ts'
import { useTranslation } from '../../../lib/use-translation.tsx'
import { ltr } from '../console/ltr.ts'
import { ObjectHistory } from '../console/object-history.tsx'
import { useOperator } from '../console/ops-context.ts'
import { ClaimsPanel } from './claims-panel.tsx'
import { EscrowPanel } from './escrow-panel.tsx'
import { OpsOrderItems } from './ops-order-items.tsx'
import { OrderActions } from './order-actions.tsx'
import { OrderDetails } from './order-details.tsx'
import { OrderDocuments } from './order-documents.tsx'
import { OrderHistory } from './order-history.tsx'
import { OrderNotes } from './order-notes.tsx'
import { OrderShipmentsPanel } from './order-shipments-panel.tsx'
import { PaymentPanel } from './payment-panel.tsx'

/** Back to the queue as the operator left it (filters and page), or to the plain queue. */
function useBackLink(lang: Lang): string {
  const state = useLocation().state as { from?: unknown } | null
  const from = typeof state?.from === 'string' ? state.from : ''
  return from.startsWith(localizedPath('/ops/orders', lang)) ? from : localizedPath('/ops/orders', lang)
}

function Pending() {
  const { t } = useTranslation('ops')
  return (
    <div role="status" className="space-y-4">
      <span className="sr-only">{t('order.loading')}</span>
      <Skeleton className="h-9 w-72" />
      <div className="grid gap-6 lg:grid-cols-[1fr_22rem]">
        <Skeleton className="h-96" />
        <Skeleton className="h-64" />
      </div>
    </div>
  )
}

/**
 * One order for the operator (docs/product.md#quoting-and-shipping): who, what, where, history,
 * next step, its payment, the money held for it and the buyer's claims, its trade documents, and
 * the conversation the route puts in (`conversation`: features do not import one another).
 */
export function OrderPage({
  lang,
  orderId,
  conversation,
}: {
  lang: Lang
  orderId: number
  conversation?: ReactNode
}) {
  const { t } = useTranslation('ops')
  const operator = useOperator()
  const back = useBackLink(lang)
  const order = useQuery({ ...opsOrderQuery(useApi(), operator.id, lang, orderId), enabled: orderId > 0 })
  const queryClient = useQueryClient()
  // The order, its payment, its escrow and its claims, read again together.
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: orderQueueKeys.orderAll(operator.id, orderId) }),
      queryClient.invalidateQueries({ queryKey: opsEscrowKeys.order(operator.id, orderId) }),
      queryClient.invalidateQueries({ queryKey: opsClaimKeys.orderAll(operator.id, orderId) }),
    ])

  const backLink = (
    <Link
      to={back}
      className="inline-flex items-center gap-2 font-semibold text-sm text-teal-800 hover:text-teal-950"
    >
      <ArrowLeft aria-hidden="true" className="size-4 rtl:-scale-x-100" />
      {t('order.back')}
    </Link>
  )

  if (orderId > 0 && order.isPending) return <Pending />
  if (orderId <= 0 || order.isError) {
    const missing = orderId <= 0 || (order.error instanceof ApiError && order.error.status === 404)
    return (
      <div className="space-y-6">
        {backLink}
        <LoadFailure
          heading="h1"
          title={missing ? t('order.notFound') : t('order.failed')}
          retry={t('order.retry')}
          onRetry={missing ? undefined : () => void order.refetch()}
        />
      </div>
    )
  }

  const data = order.data!
  return (
    <div className="space-y-6">
      {backLink}
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="space-y-1">
          <h1 className="flex flex-wrap items-center gap-3 font-bold text-2xl text-ink-900">
            <span>{t('order.title', { number: ltr(data.order_number) })}</span>
            <OrderStatusBadge reader="operator" status={data.status} />
          </h1>
          <p className="text-ink-600 text-sm">
            {t('order.placed', {
              date: formatDate(lang, data.created_at, { dateStyle: 'long', timeStyle: 'short' }),
            })}
          </p>
        </div>
        <Button variant="outline" size="sm" onClick={() => void refresh()} disabled={order.isFetching}>
          <RefreshCw aria-hidden="true" className={`size-4 ${order.isFetching ? 'animate-spin' : ''}`} />
          {t('order.refresh')}
        </Button>
      </div>
      <div className="grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-[minmax(0,1fr)_24rem]">
        <div className="min-w-0 space-y-6">
          <OrderActions lang={lang} order={data} />
          <OrderShipmentsPanel lang={lang} order={data} />
          <PaymentPanel lang={lang} order={data} />
          <EscrowPanel lang={lang} order={data} />
          <ClaimsPanel lang={lang} order={data} />
          {conversation}
          <OpsOrderItems lang={lang} order={data} />
          <OrderHistory lang={lang} order={data} />
        </div>
        <div className="min-w-0 space-y-6">
          <OrderDetails lang={lang} order={data} />
          <OrderDocuments lang={lang} order={data} />
          <OrderNotes lang={lang} order={data} />
          <ObjectHistory lang={lang} type="order" id={data.id} />
        </div>
      </div>
    </div>
  )
}
