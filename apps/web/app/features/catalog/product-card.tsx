import type { Lang } from '@caravanserai/contracts/languages'
import { BadgeCheck, Heart, ShoppingCart } from 'lucide-react'
import { Link } from 'react-router'
import type { CardProduct } from '../../api/product-cards.ts'
import { Button } from '../../components/ui/button.tsx'
import { Picture } from '../../components/ui/picture.tsx'
import { localizedPath } from '../../lib/links.ts'
import { useTranslation } from '../../lib/use-translation.tsx'
import { CardPrice } from './card-price.tsx'
import { cardImage } from './product-image.ts'

export type ProductCardActions = {
  onAddToCart: (product: CardProduct) => void
  onToggleWishlist: (product: CardProduct) => void
  /** Ids of products whose wishlist toggle or cart add is in flight (their buttons wait). */
  busyIds?: ReadonlySet<number>
}

/**
 * A product card (docs/product.md#product-cards): image, name, description, price, heart,
 * add-to-cart, link.
 */
export function ProductCard({
  product,
  lang,
  actions,
  sizes,
  priority = false,
}: {
  product: CardProduct
  lang: Lang
  actions: ProductCardActions
  sizes: string
  /** The likely largest picture of the page: loaded with the page, before other pictures. */
  priority?: boolean
}) {
  const { t } = useTranslation('catalog')
  const image = cardImage(product)
  const href = localizedPath(`/product/${product.id}`, lang)
  const busy = actions.busyIds?.has(product.id) ?? false
  return (
    <article className="group relative flex w-full flex-col overflow-hidden rounded-xl border border-sand-200 bg-white shadow-sm transition-shadow hover:shadow-md">
      <div className="relative aspect-[4/3] bg-sand-100">
        <Picture
          src={image.src}
          srcSet={image.srcSet}
          sizes={sizes}
          width={image.width}
          height={image.height}
          alt=""
          loading={priority ? 'eager' : 'lazy'}
          priority={priority}
          decoding="async"
          className="size-full object-cover"
        />
        <button
          type="button"
          onClick={() => actions.onToggleWishlist(product)}
          disabled={busy}
          aria-pressed={product.is_wishlisted}
          aria-label={t(product.is_wishlisted ? 'card.removeFromWishlist' : 'card.addToWishlist', {
            name: product.name,
          })}
          className="absolute end-2 top-2 z-10 rounded-full bg-white/90 p-2 text-ink-800 shadow hover:text-red-600 focus-visible:outline-2 focus-visible:outline-teal-700 disabled:opacity-60"
        >
          <Heart
            aria-hidden="true"
            className={`size-5 ${product.is_wishlisted ? 'fill-red-600 text-red-600' : ''}`}
          />
        </button>
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <h3 className="font-semibold text-base text-ink-900 leading-snug">
          <Link
            to={href}
            className="after:absolute after:inset-0 focus-visible:outline-2 focus-visible:outline-teal-700"
          >
            {product.name}
          </Link>
        </h3>
        {product.producer ? (
          <p className="text-sm">
            <span className="sr-only">{t('card.supplier')}: </span>
            <Link
              to={localizedPath(`/suppliers/${product.producer.id}`, lang)}
              className="relative z-10 inline-flex items-center gap-1 text-teal-800 hover:underline focus-visible:outline-2 focus-visible:outline-teal-700"
            >
              <bdi>{product.producer.name}</bdi>
              {product.producer.is_verified ? (
                <>
                  <BadgeCheck aria-hidden="true" className="size-4 shrink-0" />
                  <span className="sr-only"> ({t('card.verifiedSupplier')})</span>
                </>
              ) : null}
            </Link>
          </p>
        ) : null}
        <p className="line-clamp-2 text-ink-600 text-sm">{product.description}</p>
        <div className="mt-auto flex flex-wrap items-center justify-between gap-2 pt-2">
          <CardPrice lang={lang} product={product} />
          <Button
            size="sm"
            onClick={() => actions.onAddToCart(product)}
            disabled={busy || product.product_variations.length === 0}
            aria-label={t('card.addToCartNamed', { name: product.name })}
            className="relative z-10"
          >
            <ShoppingCart aria-hidden="true" className="size-4 rtl:-scale-x-100" />
            <span>{t('card.addToCart')}</span>
          </Button>
        </div>
      </div>
    </article>
  )
}
