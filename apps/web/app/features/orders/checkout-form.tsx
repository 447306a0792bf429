import type { ShippingAddress } from '@caravanserai/contracts/addresses'
import type { CartResponse } from '@caravanserai/contracts/cart'
import type { Lang } from '@caravanserai/contracts/languages'
import {
  type Order,
  type RequestShippingBody,
  RequestShippingBodySchema,
} from '@caravanserai/contracts/orders'
import { zodResolver } from '@hookform/resolvers/zod'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useRef, useState } from 'react'
import { useForm } from 'react-hook-form'
import { Link, useNavigate } from 'react-router'
import type { Destination } from '../../api/destinations.ts'
import { ordersKeys, requestShipping } from '../../api/orders.ts'
import { Alert } from '../../components/ui/alert.tsx'
import { useApi } from '../../lib/api.tsx'
import { ApiError } from '../../lib/api-client.ts'
import { mapFieldErrors } from '../../lib/form-errors.ts'
import { localizedPath } from '../../lib/links.ts'
import { notify } from '../../lib/notify.ts'
import type { SessionUser } from '../../lib/session.ts'
import { useTranslation } from '../../lib/use-translation.tsx'
import { CheckoutFields, type CheckoutInput } from './checkout-fields.tsx'
import { type CheckoutKey, cartFingerprint, checkoutKeyFor } from './checkout-rules.ts'
import { CheckoutSummary } from './checkout-summary.tsx'
import { EmailNotVerified } from './email-verification.tsx'

type Problem = { kind: 'unverified' | 'failed'; message: string }

const FORM_ID = 'checkout-form'

type Props = {
  lang: Lang
  user: SessionUser
  cart: CartResponse
  destinations: Destination[]
  addresses: ShippingAddress[]
  /** The cart or the destinations changed on the server: fetch them again. */
  onStale: () => void
}

/**
 * Checkout (docs/product.md#checkout): destination (first preselected), saved address, optional
 * notes; submitting requests shipping and opens the new order. One Idempotency-Key per cart makes
 * double clicks, retries and second tabs return the same order (docs/decisions/006).
 */
export function CheckoutForm({ lang, user, cart, destinations, addresses, onStale }: Props) {
  const { t } = useTranslation('orders')
  const api = useApi()
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const key = useRef<CheckoutKey | null>(null)
  const [problem, setProblem] = useState<Problem | null>(null)
  const preferred = addresses.find((a) => a.is_default_shipping) ?? addresses[0]
  const form = useForm<CheckoutInput, unknown, RequestShippingBody>({
    resolver: zodResolver(RequestShippingBodySchema),
    defaultValues: {
      shipping_destination: destinations[0]?.id,
      shipping_address: preferred?.id ?? null,
      customer_notes: '',
    },
  })
  const submit = useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: RequestShippingBody; idempotencyKey: string }) =>
      requestShipping(api, lang, body, idempotencyKey),
  })
  const unavailable = cart.items.some((item) => !item.is_available)

  function opened(order: Order) {
    queryClient.setQueryData(ordersKeys.detail(user.id, lang, order.id), order)
    notify.success(t('checkout.placed'))
    // The cart emptied and stock fell, so every cached answer (cart badge, catalogue) is stale;
    // refetched once this page has gone, or it would flash 'Your cart is empty' on its way out.
    void Promise.resolve(navigate(localizedPath(`/orders/${order.id}`, lang))).then(() =>
      queryClient.invalidateQueries(),
    )
  }

  function failed(error: unknown) {
    if (!(error instanceof ApiError) || error.status === 401) return
    const body = error.body as { code?: string } | null
    if (error.status === 403 && body?.code === 'orders.emailNotVerified') {
      setProblem({ kind: 'unverified', message: error.message })
      return
    }
    mapFieldErrors(form, error, ['shipping_destination', 'shipping_address', 'customer_notes'])
    // A 400 names what went wrong (stock, minimum order, an empty cart): the server says it in the page's language.
    const message = error.status === 400 ? error.message : t('checkout.tryLater')
    notify.error(t('checkout.failed'), { description: message, id: 'checkout-failed' })
    setProblem({ kind: 'failed', message })
    if (error.status === 400) onStale()
  }

  const onValid = (body: RequestShippingBody) => {
    if (submit.isPending || submit.isSuccess) return
    setProblem(null)
    // The key stands for this cart and these choices: the API refuses a key reused for others.
    const asked = `${cartFingerprint(user.id, cart.items)}|${JSON.stringify(body)}`
    key.current = checkoutKeyFor(asked, key.current)
    submit.mutate({ body, idempotencyKey: key.current.key }, { onSuccess: opened, onError: failed })
  }

  const busy = submit.isPending || submit.isSuccess
  return (
    <div className="grid items-start gap-8 lg:grid-cols-[minmax(0,1fr)_24rem]">
      <form
        id={FORM_ID}
        noValidate
        aria-busy={busy || undefined}
        onSubmit={form.handleSubmit(onValid)}
        className="space-y-6"
      >
        {problem?.kind === 'unverified' ? (
          <EmailNotVerified message={problem.message} email={user.email} />
        ) : null}
        {problem?.kind === 'failed' ? (
          <Alert
            title={t('checkout.failed')}
            action={
              <Link to={localizedPath('/cart', lang)} className="font-semibold text-sm underline">
                {t('checkout.reviewCart')}
              </Link>
            }
          >
            <p>{problem.message}</p>
          </Alert>
        ) : null}
        {unavailable ? (
          <Alert
            tone="warning"
            action={
              <Link to={localizedPath('/cart', lang)} className="font-semibold text-sm underline">
                {t('checkout.reviewCart')}
              </Link>
            }
          >
            <p>{t('checkout.unavailable')}</p>
          </Alert>
        ) : null}
        <CheckoutFields
          lang={lang}
          form={form}
          destinations={destinations}
          addresses={addresses}
          disabled={busy}
        />
      </form>
      <aside aria-labelledby="checkout-summary">
        <CheckoutSummary lang={lang} cart={cart} formId={FORM_ID} submitting={busy} blocked={unavailable} />
      </aside>
    </div>
  )
}
