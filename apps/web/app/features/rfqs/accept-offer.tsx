import type { ShippingAddress } from '@caravanserai/contracts/addresses'
import type { Lang } from '@caravanserai/contracts/languages'
import type { Rfq, RfqOffer } from '@caravanserai/contracts/rfqs'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { CircleCheck } from 'lucide-react'
import { useId, useState } from 'react'
import { Link, useNavigate } from 'react-router'
import { acceptOffer, rfqsKeys } from '../../api/rfqs.ts'
import { shippingAddressesQuery } from '../../api/shipping-addresses.ts'
import { Alert } from '../../components/ui/alert.tsx'
import { Button } from '../../components/ui/button.tsx'
import { Select } from '../../components/ui/select.tsx'
import { Skeleton } from '../../components/ui/skeleton.tsx'
import { useApi } from '../../lib/api.tsx'
import { ApiError, TIMEOUT_STATUS } from '../../lib/api-client.ts'
import { useDisplayCurrency } from '../../lib/display-currency.tsx'
import { localizedPath } from '../../lib/links.ts'
import { notify } from '../../lib/notify.ts'
import type { SessionUser } from '../../lib/session.ts'
import { formatSettled } from '../../lib/settled-money.ts'
import { useTranslation } from '../../lib/use-translation.tsx'
import { RfqConfirmDialog } from './rfq-confirm-dialog.tsx'
import { acceptConflictOf, errorCode } from './rfq-stage.ts'
import { VerifyEmailLink } from './rfq-states.tsx'

function addressLine(a: ShippingAddress): string {
  return [a.full_name, a.company_name, a.address, a.city, a.country].filter(Boolean).join(', ')
}

/**
 * Taking the standing offer (docs/product.md#requests-for-quotation): the address to ship to (the
 * default shipping address chosen first), then a confirmation; the offer becomes an order, whose
 * page opens. When the offer can no longer be taken (past its day, replaced by a newer one, the
 * stock gone) the API answers 409: the buyer is told why and the request is read again.
 */
export function AcceptOffer({
  lang,
  user,
  rfq,
  offer,
}: {
  lang: Lang
  user: SessionUser
  rfq: Rfq
  offer: RfqOffer
}) {
  const { t } = useTranslation('rfqs')
  const { view } = useDisplayCurrency()
  const api = useApi()
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const id = useId()
  const addresses = useQuery(shippingAddressesQuery(api, user.id))
  const [picked, setPicked] = useState<number | null>(null)
  const [confirming, setConfirming] = useState(false)
  const [problem, setProblem] = useState<{ text: string; unverified: boolean } | null>(null)
  const list = addresses.data ?? []
  const preferred = list.find((a) => a.is_default_shipping) ?? list[0]
  const address = list.find((a) => a.id === picked) ?? preferred

  const accept = useMutation({
    mutationFn: () =>
      acceptOffer(api, lang, rfq.id, { offer: offer.id, shipping_address: address?.id ?? null }),
    onSuccess: (updated) => {
      queryClient.setQueryData(rfqsKeys.detail(user.id, lang, rfq.id), updated)
      notify.success(t('accept.done'))
      if (!updated.order) {
        setConfirming(false)
        void queryClient.invalidateQueries({ queryKey: rfqsKeys.lists(user.id) })
        return
      }
      // Stock fell and an order appeared: every cached answer (orders, catalogue) is stale, read
      // again once this page has gone.
      void Promise.resolve(navigate(localizedPath(`/orders/${updated.order.id}`, lang))).then(() =>
        queryClient.invalidateQueries(),
      )
    },
    onError: (error) => {
      setConfirming(false)
      if (!(error instanceof ApiError)) {
        console.error('Accepting the offer failed:', error)
        setProblem({ text: t('accept.failed'), unverified: false })
        return
      }
      if (error.status === 401) return
      const conflict = acceptConflictOf(error)
      if (error.status === 409) {
        void queryClient.invalidateQueries({ queryKey: rfqsKeys.details(user.id) })
        void queryClient.invalidateQueries({ queryKey: rfqsKeys.lists(user.id) })
      }
      const outage = error.status === TIMEOUT_STATUS || error.status >= 500
      setProblem({
        text: conflict ? t(`accept.conflicts.${conflict}`) : outage ? t('accept.failed') : error.message,
        unverified: errorCode(error) === 'rfqs.emailNotVerified',
      })
    },
  })

  return (
    <div className="space-y-4 rounded-lg bg-amber-50 p-4 ring-1 ring-amber-200">
      <h3 className="font-bold text-amber-950">{t('accept.title')}</h3>
      <p className="text-amber-950 text-sm">{t('accept.lead')}</p>
      {problem ? (
        <Alert
          title={t('accept.notTaken')}
          action={problem.unverified ? <VerifyEmailLink lang={lang} /> : null}
        >
          <p>{problem.text}</p>
        </Alert>
      ) : null}
      {addresses.isPending ? (
        <Skeleton className="h-11 w-full" />
      ) : list.length === 0 ? (
        <p className="text-sm">
          {t('accept.noAddress')}{' '}
          <Link to={localizedPath('/addresses', lang)} className="font-semibold text-teal-800 underline">
            {t('accept.addAddress')}
          </Link>
        </p>
      ) : (
        <div className="space-y-1.5">
          <label htmlFor={`${id}-address`} className="block font-semibold text-ink-800 text-sm">
            {t('accept.shipTo')}
          </label>
          <Select
            id={`${id}-address`}
            value={address?.id ?? ''}
            onChange={(event) => setPicked(Number(event.target.value))}
            className="bg-white"
          >
            {list.map((a) => (
              <option key={a.id} value={a.id}>
                {addressLine(a)}
              </option>
            ))}
          </Select>
          <Link
            to={localizedPath('/addresses', lang)}
            className="inline-block font-semibold text-sm text-teal-800 underline"
          >
            {t('accept.manageAddresses')}
          </Link>
        </div>
      )}
      <Button onClick={() => setConfirming(true)} disabled={addresses.isPending}>
        <CircleCheck aria-hidden="true" className="size-4" />
        {t('accept.button')}
      </Button>
      <RfqConfirmDialog
        open={confirming}
        onCancel={() => setConfirming(false)}
        title={t('accept.confirmTitle')}
        confirmLabel={t('accept.confirm')}
        busyLabel={t('accept.busy')}
        busy={accept.isPending || accept.isSuccess}
        onConfirm={() => accept.mutate()}
      >
        {/* Isolated (FSI…PDI) so an amount inside Persian text keeps its own order. */}
        <p>
          {t('accept.confirmText', { total: `\u2068${formatSettled(lang, offer.total_amount, view)}\u2069` })}
        </p>
        {address ? <p>{t('accept.confirmAddress', { address: addressLine(address) })}</p> : null}
      </RfqConfirmDialog>
    </div>
  )
}
