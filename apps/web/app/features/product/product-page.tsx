import type { ProductDetail } from '@caravanserai/contracts/catalog'
import type { Lang } from '@caravanserai/contracts/languages'
import { PackageX } from 'lucide-react'
import { type ReactNode, useState } from 'react'
import { Link } from 'react-router'
import { buttonClass } from '../../components/ui/button.tsx'
import { Skeleton } from '../../components/ui/skeleton.tsx'
import { Stars } from '../../components/ui/stars.tsx'
import { Tabs } from '../../components/ui/tabs.tsx'
import { formatNumber } from '../../lib/format.ts'
import { localizedPath } from '../../lib/links.ts'
import { useTranslation } from '../../lib/use-translation.tsx'
import { galleryImages } from './gallery-images.ts'
import { ProductGallery } from './product-gallery.tsx'
import { type ProductPageActions, ProductPurchase } from './product-purchase.tsx'
import { ProductReviews } from './product-reviews.tsx'

export function ProductSkeleton() {
  const { t } = useTranslation('product')
  return (
    <div
      role="status"
      aria-label={t('loading')}
      className="mx-auto grid max-w-7xl gap-10 px-4 py-8 lg:grid-cols-2"
    >
      <Skeleton className="aspect-[4/3] w-full rounded-xl" />
      <div className="space-y-4">
        <Skeleton className="h-9 w-3/4" />
        <Skeleton className="h-5 w-40" />
        <Skeleton className="h-24 w-full" />
        <Skeleton className="h-10 w-32" />
        <Skeleton className="h-12 w-64" />
      </div>
    </div>
  )
}

/** 'Product not found', check the link or try later, and a way home. */
export function ProductNotFound({ lang }: { lang: Lang }) {
  const { t } = useTranslation('product')
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-20 text-center">
      <PackageX aria-hidden="true" className="size-14 text-ink-500" />
      <h1 className="font-bold text-3xl">{t('notFound.title')}</h1>
      <p className="text-ink-700">{t('notFound.message')}</p>
      <Link to={localizedPath('/', lang)} className={buttonClass()}>
        {t('notFound.backHome')}
      </Link>
    </div>
  )
}

/**
 * The product page (docs/product.md#product-page): gallery, facts, buying controls, and description
 * and review tabs. `reviewForm` is the buyer's own review (the route composes it), shown above the
 * reviews; `shipping` is how long delivery typically takes, under the buying controls.
 */
export function ProductPage({
  lang,
  product,
  actions,
  shipping,
  reviewForm,
}: {
  lang: Lang
  product: ProductDetail
  actions: ProductPageActions
  shipping?: ReactNode
  reviewForm?: ReactNode
}) {
  const { t } = useTranslation('product')
  const [variationId, setVariationId] = useState(product.product_variations[0]?.id)
  const variation = product.product_variations.find((v) => v.id === variationId)
  const images = galleryImages(product, variationId)

  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <nav aria-label={t('breadcrumb')} className="mb-6 text-ink-600 text-sm print:hidden">
        <ol className="flex flex-wrap items-center gap-2">
          <li>
            <Link to={localizedPath('/', lang)} className="hover:underline">
              {t('common:nav.home')}
            </Link>
          </li>
          <li aria-hidden="true">/</li>
          <li>
            <Link
              to={localizedPath(`/products?category=${product.category.id}`, lang)}
              className="hover:underline"
            >
              {product.category.name}
            </Link>
          </li>
          <li aria-hidden="true">/</li>
          <li aria-current="page" className="text-ink-800">
            {product.name}
          </li>
        </ol>
      </nav>
      <div className="grid gap-10 lg:grid-cols-2 print:grid-cols-2">
        <ProductGallery key={variationId} images={images} />
        <div className="space-y-5">
          <h1 className="font-bold text-3xl text-ink-900 leading-tight">{product.name}</h1>
          <div className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm">
            <span className="inline-flex items-center gap-2">
              <Stars
                value={product.rating ?? 0}
                label={t('rating', {
                  rating: formatNumber(lang, product.rating ?? 0, { maximumFractionDigits: 1 }),
                })}
              />
              <span className="text-ink-700">
                {t('reviewCount', {
                  count: product.review_count,
                  formatted: formatNumber(lang, product.review_count),
                })}
              </span>
            </span>
            {product.producer ? (
              <span className="text-ink-700">
                {t('producer')}:{' '}
                <Link
                  to={localizedPath(`/suppliers/${product.producer.id}`, lang)}
                  className="font-semibold text-teal-800 underline-offset-4 hover:underline"
                >
                  <bdi>{product.producer.name}</bdi>
                </Link>
              </span>
            ) : null}
          </div>
          <ProductPurchase
            lang={lang}
            product={product}
            variation={variation}
            onVariation={setVariationId}
            actions={actions}
          />
          {shipping}
          <Link
            to={localizedPath(
              `/rfqs/new?product=${product.id}${variationId ? `&variation=${variationId}` : ''}`,
              lang,
            )}
            className={buttonClass({ variant: 'outline' }, 'print:hidden')}
          >
            {t('purchase.requestQuote')}
          </Link>
        </div>
      </div>
      <Tabs
        className="mt-12"
        label={t('tabs.label')}
        items={[
          {
            id: 'description',
            label: t('tabs.description'),
            content: product.description ? (
              <p className="max-w-3xl whitespace-pre-line text-ink-800 leading-relaxed" dir="auto">
                {product.description}
              </p>
            ) : (
              <p className="text-ink-700">{t('noDescription')}</p>
            ),
          },
          {
            id: 'reviews',
            label: t('tabs.reviews', { formatted: formatNumber(lang, product.reviews.length) }),
            content: (
              <div className="space-y-8">
                {reviewForm}
                <ProductReviews lang={lang} reviews={product.reviews} />
              </div>
            ),
          },
        ]}
      />
    </div>
  )
}
