import type { Lang } from '@caravanserai/contracts/languages'
import { useQuery } from '@tanstack/react-query'
import { Heart } from 'lucide-react'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import type { CardProduct } from '../../api/product-cards.ts'
import { wishlistQuery } from '../../api/products.ts'
import { buttonClass } from '../../components/ui/button.tsx'
import { LoadFailure } from '../../components/ui/load-failure.tsx'
import { useApi } from '../../lib/api.tsx'
import { formatNumber } from '../../lib/format.ts'
import { localizedPath } from '../../lib/links.ts'
import { useTranslation } from '../../lib/use-translation.tsx'

/**
 * The wishlist (docs/product.md#wishlist): the buyer's wishlisted products with loading, error
 * (with retry) and empty states. The route passes the catalogue's grid and skeleton. A product
 * whose heart is turned off leaves the list at once (the toggle is optimistic) and comes back if
 * the toggle fails.
 */
export function WishlistPage({
  lang,
  userId,
  skeleton,
  grid,
}: {
  lang: Lang
  userId: number
  skeleton: ReactNode
  grid: (products: CardProduct[]) => ReactNode
}) {
  const { t } = useTranslation('cart')
  const list = useQuery(wishlistQuery(useApi(), lang, userId))
  const products = list.data?.results.filter((product) => product.is_wishlisted) ?? []
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <div className="mb-6 flex flex-wrap items-baseline justify-between gap-3">
        <h1 className="font-bold text-3xl text-ink-900">{t('wishlist.title')}</h1>
        {list.data && products.length > 0 ? (
          <p className="text-ink-700 text-sm" aria-live="polite">
            {t('wishlist.count', { count: products.length, formatted: formatNumber(lang, products.length) })}
          </p>
        ) : null}
      </div>
      {list.isPending ? (
        skeleton
      ) : list.isError && !list.data ? (
        <LoadFailure
          heading="h2"
          title={t('wishlist.errorTitle')}
          text={t('wishlist.errorText')}
          retry={t('wishlist.retry')}
          onRetry={() => void list.refetch()}
        />
      ) : products.length === 0 ? (
        <div className="flex flex-col items-center gap-3 rounded-xl border border-sand-200 bg-white px-6 py-14 text-center">
          <Heart aria-hidden="true" className="size-12 text-ink-500" />
          <h2 className="font-bold text-xl">{t('wishlist.emptyTitle')}</h2>
          <p className="max-w-md text-ink-700">{t('wishlist.emptyText')}</p>
          <Link to={localizedPath('/products', lang)} className={buttonClass({}, 'mt-2')}>
            {t('wishlist.browse')}
          </Link>
        </div>
      ) : (
        <section aria-label={t('wishlist.title')}>{grid(products)}</section>
      )}
    </div>
  )
}
