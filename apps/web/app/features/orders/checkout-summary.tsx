import type { CartResponse } from '@caravanserai/contracts/cart'
import type { Lang } from '@caravanserai/contracts/languages'
import { Info } from 'lucide-react'
import { Price, RatesNote, SettledPrice } from '../../components/price.tsx'
import { Button } from '../../components/ui/button.tsx'
import { Spinner } from '../../components/ui/spinner.tsx'
import { formatNumber } from '../../lib/format.ts'
import { useTranslation } from '../../lib/use-translation.tsx'
import { summaryLines } from './checkout-rules.ts'

type Props = {
  lang: Lang
  cart: CartResponse
  formId: string
  submitting: boolean
  blocked: boolean
}

/** The steps after the request, in order: nothing is paid at checkout (docs/product.md#checkout). */
const NEXT_STEPS = ['quote', 'approve', 'pay', 'escrow'] as const

/**
 * The checkout summary (docs/product.md#checkout): the first 3 items and 'and N more'; platform fee
 * and shipping set later; subtotal; the estimated total with a trailing plus; the note that
 * shipping is priced after submission. Then the request button and what happens after it: the
 * quote, its approval, payment by bank transfer and the escrow.
 */
export function CheckoutSummary({ lang, cart, formId, submitting, blocked }: Props) {
  const { t } = useTranslation('orders')
  const { shown, more } = summaryLines(cart.items)
  return (
    <div className="space-y-5 rounded-xl bg-white p-5 shadow-sm ring-1 ring-sand-200 lg:sticky lg:top-24">
      <h2 id="checkout-summary" className="font-bold text-ink-900 text-xl">
        {t('checkout.summary')}
      </h2>
      <ul className="space-y-3">
        {shown.map((item) => (
          <li key={item.id} className="flex items-start justify-between gap-3 text-sm">
            <span className="min-w-0">
              <span className="block font-semibold text-ink-900">{item.product_variation.product_name}</span>
              <span className="block text-ink-600">
                {t('checkout.line', {
                  variation: item.product_variation.name,
                  quantity: formatNumber(lang, item.quantity),
                })}
              </span>
            </span>
            <Price lang={lang} usd={item.line_total} className="shrink-0 font-semibold" />
          </li>
        ))}
      </ul>
      {more > 0 ? (
        <p className="text-ink-600 text-sm">
          {t('checkout.andMore', { count: more, formatted: formatNumber(lang, more) })}
        </p>
      ) : null}
      <dl className="space-y-2 border-sand-200 border-t pt-4 text-sm">
        <div className="flex justify-between gap-3">
          <dt>{t('totals.subtotal')}</dt>
          <dd className="text-end">
            <SettledPrice lang={lang} amount={cart.total_price} />
          </dd>
        </div>
        <div className="flex justify-between gap-3 text-ink-700">
          <dt>{t('totals.platformFee')}</dt>
          <dd>{t('totals.setLater')}</dd>
        </div>
        <div className="flex justify-between gap-3 text-ink-700">
          <dt>{t('totals.shipping')}</dt>
          <dd>{t('totals.setLater')}</dd>
        </div>
        <div className="flex justify-between gap-3 border-sand-200 border-t pt-3 font-bold text-base text-ink-900">
          <dt>{t('totals.estimated')}</dt>
          <dd className="text-end">
            <SettledPrice lang={lang} amount={cart.total_price} plus />
          </dd>
        </div>
      </dl>
      <RatesNote lang={lang} />
      <p className="flex gap-2 rounded-lg bg-sand-100 p-3 text-ink-800 text-sm leading-relaxed">
        <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-teal-800" />
        {t('checkout.shippingNote')}
      </p>
      <Button
        type="submit"
        form={formId}
        size="lg"
        className="w-full"
        disabled={submitting || blocked}
        aria-busy={submitting || undefined}
      >
        {submitting ? <Spinner /> : null}
        {submitting ? t('checkout.submitting') : t('checkout.submit')}
      </Button>
      <div className="space-y-2 border-sand-200 border-t pt-4 text-sm">
        <h3 id="checkout-next-steps" className="font-semibold text-ink-900">
          {t('checkout.nextSteps.title')}
        </h3>
        <ol
          aria-labelledby="checkout-next-steps"
          className="list-decimal space-y-1 ps-5 text-ink-700 leading-relaxed [&:lang(fa)]:list-[persian]"
        >
          {NEXT_STEPS.map((step) => (
            <li key={step}>{t(`checkout.nextSteps.${step}`)}</li>
          ))}
        </ol>
      </div>
    </div>
  )
}
