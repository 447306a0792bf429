import type { Lang } from '@caravanserai/contracts/languages'
import { useQuery } from '@tanstack/react-query'
import { ShoppingCart, Truck } from 'lucide-react'
import { Link } from 'react-router'
import { cartQuery } from '../../api/cart.ts'
import { destinationsQuery } from '../../api/destinations.ts'
import { shippingAddressesQuery } from '../../api/shipping-addresses.ts'
import { buttonClass } from '../../components/ui/button.tsx'
import { failureDetail, LoadFailure } from '../../components/ui/load-failure.tsx'
import { Skeleton } from '../../components/ui/skeleton.tsx'
import { useApi } from '../../lib/api.tsx'
import { localizedPath } from '../../lib/links.ts'
import type { SessionUser } from '../../lib/session.ts'
import { useTranslation } from '../../lib/use-translation.tsx'
import { CheckoutForm } from './checkout-form.tsx'
import { EmptyState } from './page-states.tsx'

function CheckoutSkeleton() {
  const { t } = useTranslation('orders')
  return (
    <div role="status" aria-label={t('checkout.loading')} className="grid gap-8 lg:grid-cols-[1fr_24rem]">
      <div className="space-y-6">
        <Skeleton className="h-40 w-full rounded-xl" />
        <Skeleton className="h-28 w-full rounded-xl" />
        <Skeleton className="h-44 w-full rounded-xl" />
      </div>
      <Skeleton className="h-96 w-full rounded-xl" />
    </div>
  )
}

/**
 * The signed-in checkout: the cart, the destinations and the address book, then the form. The cart
 * is read again on every visit: prices and stock move by the operators' hand.
 */
export function CheckoutContent({ lang, user }: { lang: Lang; user: SessionUser }) {
  const { t } = useTranslation('orders')
  const api = useApi()
  const cart = useQuery({ ...cartQuery(api, user.id, lang), staleTime: 0 })
  const destinations = useQuery(destinationsQuery(api, lang))
  const addresses = useQuery(shippingAddressesQuery(api, user.id))

  const failed = [cart, destinations, addresses].find((q) => q.isError)
  if (failed) {
    return (
      <LoadFailure
        title={t('states.loadFailed')}
        detail={failureDetail(failed.error)}
        retry={t('states.retry')}
        onRetry={() => {
          for (const q of [cart, destinations, addresses]) if (q.isError) void q.refetch()
        }}
      />
    )
  }
  if (!cart.data || !destinations.data || !addresses.data) return <CheckoutSkeleton />
  if (cart.data.items.length === 0) {
    return (
      <EmptyState
        icon={<ShoppingCart aria-hidden="true" className="size-12 text-ink-500" />}
        title={t('checkout.empty')}
      >
        <Link to={localizedPath('/products', lang)} className={buttonClass()}>
          {t('checkout.continueShopping')}
        </Link>
      </EmptyState>
    )
  }
  if (destinations.data.length === 0) {
    return (
      <EmptyState
        icon={<Truck aria-hidden="true" className="size-12 text-ink-500" />}
        title={t('checkout.noDestinations')}
      >
        <Link to={localizedPath('/contact', lang)} className={buttonClass({ variant: 'outline' })}>
          {t('checkout.contactUs')}
        </Link>
      </EmptyState>
    )
  }
  return (
    <CheckoutForm
      lang={lang}
      user={user}
      cart={cart.data}
      destinations={destinations.data}
      addresses={addresses.data}
      onStale={() => {
        void cart.refetch()
        void destinations.refetch()
      }}
    />
  )
}
