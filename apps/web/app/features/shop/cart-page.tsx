import type { CartResponse } from '@caravanserai/contracts/cart'
import type { Lang } from '@caravanserai/contracts/languages'
import { useQuery } from '@tanstack/react-query'
import { ShoppingCart } from 'lucide-react'
import { useRef, useState } from 'react'
import { Link } from 'react-router'
import { cartQuery } from '../../api/cart.ts'
import { buttonClass } from '../../components/ui/button.tsx'
import { LoadFailure } from '../../components/ui/load-failure.tsx'
import { Skeleton } from '../../components/ui/skeleton.tsx'
import { useApi } from '../../lib/api.tsx'
import { formatNumber } from '../../lib/format.ts'
import { localizedPath } from '../../lib/links.ts'
import { useTranslation } from '../../lib/use-translation.tsx'
import { CartLine } from './cart-line.tsx'
import { CartSummary } from './cart-summary.tsx'
import { ClearCartButton } from './clear-cart-button.tsx'
import { useClearCart } from './use-cart-changes.ts'

/** The cart (docs/product.md#cart): the buyer's lines in a table, clear-all, the total and checkout. */
export function CartPage({ lang, userId }: { lang: Lang; userId: number }) {
  const { t } = useTranslation('cart')
  const cart = useQuery(cartQuery(useApi(), userId, lang))
  const heading = useRef<HTMLHeadingElement>(null)
  const [announcement, setAnnouncement] = useState('')
  // A removed row takes its focused button with it: focus returns to the page heading.
  const announce = (text: string) => {
    setAnnouncement(text)
    heading.current?.focus()
  }
  const clear = useClearCart(lang, () => announce(t('cart.cleared')))

  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <h1 ref={heading} tabIndex={-1} className="font-bold text-3xl text-ink-900 outline-none">
        {t('cart.title')}
      </h1>
      <p role="status" className="sr-only">
        {announcement}
      </p>
      <div className="mt-6">
        {cart.isPending ? (
          <CartSkeleton />
        ) : cart.isError && !cart.data ? (
          <LoadFailure
            heading="h2"
            title={t('cart.errorTitle')}
            text={t('cart.errorText')}
            retry={t('cart.retry')}
            onRetry={() => void cart.refetch()}
          />
        ) : cart.data.items.length === 0 ? (
          <EmptyCart lang={lang} />
        ) : (
          <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
            <section aria-labelledby="cart-lines" className="min-w-0">
              <div className="mb-3 flex flex-wrap items-center justify-between gap-3">
                <h2 id="cart-lines" className="font-semibold text-ink-800">
                  {t('cart.lines', {
                    count: cart.data.item_count,
                    formatted: formatNumber(lang, cart.data.item_count),
                  })}
                </h2>
                <ClearCartButton busy={clear.isPending} onConfirm={() => clear.mutate()} />
              </div>
              <CartTable lang={lang} cart={cart.data} frozen={clear.isPending} onRemoved={announce} />
            </section>
            <CartSummary lang={lang} cart={cart.data} />
          </div>
        )}
      </div>
    </div>
  )
}

function CartTable({
  lang,
  cart,
  frozen,
  onRemoved,
}: {
  lang: Lang
  cart: CartResponse
  frozen: boolean
  onRemoved: (text: string) => void
}) {
  const { t } = useTranslation('cart')
  const head = 'pb-2 pe-3 text-start font-semibold text-ink-600 text-xs uppercase tracking-wide'
  return (
    <table className="w-full border-sand-200 border-t text-sm">
      <caption className="sr-only">{t('cart.caption')}</caption>
      <thead>
        <tr className="border-sand-200 border-b">
          <th scope="col" className={`${head} pt-3`}>
            {t('cart.product')}
          </th>
          <th scope="col" className={`${head} hidden pt-3 sm:table-cell`}>
            {t('cart.unitPrice')}
          </th>
          <th scope="col" className={`${head} pt-3`}>
            {t('cart.quantity')}
          </th>
          <th scope="col" className={`${head} hidden pt-3 text-end sm:table-cell`}>
            {t('cart.lineTotal')}
          </th>
          <th scope="col" className="pt-3 pb-2">
            <span className="sr-only">{t('cart.actions')}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {cart.items.map((item) => (
          <CartLine
            key={item.id}
            lang={lang}
            item={item}
            frozen={frozen}
            onRemoved={(name) => onRemoved(t('cart.removed', { name }))}
          />
        ))}
      </tbody>
    </table>
  )
}

function CartSkeleton() {
  const { t } = useTranslation('cart')
  return (
    <div
      role="status"
      aria-label={t('cart.loading')}
      className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]"
    >
      <div className="space-y-4">
        {[0, 1, 2].map((row) => (
          <div key={row} className="flex items-center gap-4 border-sand-200 border-b pb-4">
            <Skeleton className="size-20" />
            <div className="flex-1 space-y-2">
              <Skeleton className="h-5 w-1/2" />
              <Skeleton className="h-4 w-1/4" />
            </div>
            <Skeleton className="h-10 w-32" />
          </div>
        ))}
      </div>
      <Skeleton className="h-64 w-full rounded-xl" />
    </div>
  )
}

function EmptyCart({ lang }: { lang: Lang }) {
  const { t } = useTranslation('cart')
  return (
    <div className="flex flex-col items-center gap-3 rounded-xl border border-sand-200 bg-white px-6 py-14 text-center">
      <ShoppingCart aria-hidden="true" className="size-12 text-ink-500 rtl:-scale-x-100" />
      <h2 className="font-bold text-xl">{t('cart.emptyTitle')}</h2>
      <p className="max-w-md text-ink-700">{t('cart.emptyText')}</p>
      <Link to={localizedPath('/products', lang)} className={buttonClass({}, 'mt-2')}>
        {t('cart.continueShopping')}
      </Link>
    </div>
  )
}
