import type { CartResponse } from '@caravanserai/contracts/cart'
import type { Lang } from '@caravanserai/contracts/languages'
import { ArrowRight, Info } from 'lucide-react'
import { Link } from 'react-router'
import { RatesNote, SettledPrice } from '../../components/price.tsx'
import { Alert } from '../../components/ui/alert.tsx'
import { buttonClass } from '../../components/ui/button.tsx'
import { formatNumber } from '../../lib/format.ts'
import { localizedPath } from '../../lib/links.ts'
import { useTranslation } from '../../lib/use-translation.tsx'

/** The cart's totals (computed by the server in numeric) and the way on to checkout. */
export function CartSummary({ lang, cart }: { lang: Lang; cart: CartResponse }) {
  const { t } = useTranslation('cart')
  const withdrawn = cart.items.some((item) => !item.is_available)
  return (
    <aside
      aria-labelledby="cart-summary"
      className="h-fit space-y-5 rounded-xl border border-sand-200 bg-white p-6 lg:sticky lg:top-24"
    >
      <h2 id="cart-summary" className="font-bold text-lg">
        {t('cart.summary')}
      </h2>
      <dl className="space-y-3 text-sm">
        <div className="flex justify-between gap-4">
          <dt className="text-ink-700">{t('cart.units')}</dt>
          <dd className="tabular-nums">{formatNumber(lang, cart.total_quantity)}</dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt className="text-ink-700">{t('cart.shipping')}</dt>
          <dd>{t('cart.shippingLater')}</dd>
        </div>
        <div className="flex justify-between gap-4 border-sand-200 border-t pt-3 font-bold text-base">
          <dt>{t('cart.total')}</dt>
          <dd>
            <SettledPrice lang={lang} amount={cart.total_price} />
          </dd>
        </div>
      </dl>
      <RatesNote lang={lang} />
      <p className="flex gap-2 text-ink-700 text-xs">
        <Info aria-hidden="true" className="size-4 shrink-0" />
        {t('cart.shippingNote')}
      </p>
      {withdrawn ? (
        <Alert role="none">
          <p>{t('cart.unavailableHint')}</p>
        </Alert>
      ) : null}
      <Link to={localizedPath('/checkout', lang)} className={buttonClass({ size: 'lg' }, 'w-full')}>
        {t('cart.checkout')}
        <ArrowRight aria-hidden="true" className="size-5 rtl:-scale-x-100" />
      </Link>
      <Link
        to={localizedPath('/products', lang)}
        className="block text-center font-semibold text-sm text-teal-800 hover:underline"
      >
        {t('cart.continueShopping')}
      </Link>
    </aside>
  )
}
