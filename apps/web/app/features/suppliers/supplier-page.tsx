import type { Lang } from '@caravanserai/contracts/languages'
import type { Supplier } from '@caravanserai/contracts/suppliers'
import { BadgeCheck, Building2, MapPin } from 'lucide-react'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { Badge } from '../../components/ui/badge.tsx'
import { buttonClass } from '../../components/ui/button.tsx'
import { Skeleton } from '../../components/ui/skeleton.tsx'
import { formatNumber } from '../../lib/format.ts'
import { localizedPath } from '../../lib/links.ts'
import { useTranslation } from '../../lib/use-translation.tsx'
import { SupplierCertificates, SupplierChecks } from './supplier-checks.tsx'
import { placeOf, responseTime } from './supplier-facts.ts'

export function SupplierSkeleton() {
  const { t } = useTranslation('suppliers')
  return (
    <div role="status" aria-label={t('loading')} className="mx-auto max-w-7xl space-y-6 px-4 py-8">
      <Skeleton className="h-9 w-2/3 max-w-md" />
      <Skeleton className="h-5 w-48" />
      <div className="grid gap-4 sm:grid-cols-3">
        <Skeleton className="h-20" />
        <Skeleton className="h-20" />
        <Skeleton className="h-20" />
      </div>
      <Skeleton className="h-32 w-full" />
    </div>
  )
}

/** 'Supplier not found', check the link, and a way to the catalogue. */
export function SupplierNotFound({ lang }: { lang: Lang }) {
  const { t } = useTranslation('suppliers')
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-20 text-center">
      <Building2 aria-hidden="true" className="size-14 text-ink-500" />
      <h1 className="font-bold text-3xl">{t('notFound.title')}</h1>
      <p className="text-ink-700">{t('notFound.message')}</p>
      <Link to={localizedPath('/products', lang)} className={buttonClass()}>
        {t('notFound.browse')}
      </Link>
    </div>
  )
}

function Fact({ label, children, hint }: { label: string; children: ReactNode; hint?: string }) {
  return (
    <div className="rounded-xl border border-sand-200 bg-white p-4">
      <dt className="font-semibold text-ink-600 text-sm">{label}</dt>
      <dd className="mt-1 font-semibold text-ink-900">{children}</dd>
      {hint ? <dd className="mt-1 text-ink-600 text-xs">{hint}</dd> : null}
    </div>
  )
}

/** Years in trade, how fast RFQs are answered, and how many products are listed. */
function SupplierFacts({ lang, supplier }: { lang: Lang; supplier: Supplier }) {
  const { t } = useTranslation('suppliers')
  const n = (value: number) => formatNumber(lang, value)
  const answer = responseTime(supplier.rfq_response_hours)
  return (
    <dl className="grid gap-4 sm:grid-cols-3">
      <Fact label={t('facts.inTrade')}>
        {supplier.years_in_trade !== null && supplier.founded_year !== null
          ? t('facts.years', {
              count: supplier.years_in_trade,
              formatted: n(supplier.years_in_trade),
              year: formatNumber(lang, supplier.founded_year, { useGrouping: false }),
            })
          : t('facts.unknown')}
      </Fact>
      <Fact label={t('facts.responseTime')} hint={answer ? t('response.hint') : undefined}>
        {answer
          ? t(`response.${answer.unit}`, { count: answer.count, formatted: n(answer.count) })
          : t('response.none')}
      </Fact>
      <Fact label={t('facts.products')}>
        {t('facts.productCount', { count: supplier.product_count, formatted: n(supplier.product_count) })}
      </Fact>
    </dl>
  )
}

/**
 * A supplier's public page (docs/product.md#supplier-profiles): who and where it is, what the
 * operators verified and when, its years in trade, response time, certificates, and `products`,
 * its cards, which the route composes.
 */
export function SupplierPage({
  lang,
  supplier,
  products,
}: {
  lang: Lang
  supplier: Supplier
  products: ReactNode
}) {
  const { t } = useTranslation('suppliers')
  const place = placeOf(lang, supplier.city, supplier.province)
  return (
    <div className="mx-auto max-w-7xl space-y-10 px-4 py-8">
      <div className="space-y-6">
        <nav aria-label={t('breadcrumb')} className="text-ink-600 text-sm">
          <ol className="flex flex-wrap items-center gap-2">
            <li>
              <Link to={localizedPath('/', lang)} className="hover:underline">
                {t('common:nav.home')}
              </Link>
            </li>
            <li aria-hidden="true">/</li>
            <li>
              <Link to={localizedPath('/products', lang)} className="hover:underline">
                {t('common:nav.products')}
              </Link>
            </li>
            <li aria-hidden="true">/</li>
            <li aria-current="page" className="break-all text-ink-800">
              <bdi>{supplier.name}</bdi>
            </li>
          </ol>
        </nav>
        <header className="space-y-3">
          <p className="font-semibold text-sm text-teal-800">{t('kicker')}</p>
          <h1 className="break-words font-bold text-3xl text-ink-900 leading-tight">
            <bdi>{supplier.name}</bdi>
          </h1>
          <div className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm">
            {place ? (
              <span className="inline-flex items-center gap-1.5 text-ink-700">
                <MapPin aria-hidden="true" className="size-4 shrink-0" />
                {place}
              </span>
            ) : null}
            {supplier.is_verified ? (
              <Badge tone="brand">
                <BadgeCheck aria-hidden="true" className="size-4" />
                {t('verified')}
              </Badge>
            ) : (
              <Badge>{t('notVerified')}</Badge>
            )}
          </div>
        </header>
        <SupplierFacts lang={lang} supplier={supplier} />
      </div>
      {supplier.about ? (
        <section aria-labelledby="supplier-about" className="max-w-3xl space-y-3">
          <h2 id="supplier-about" className="font-bold text-ink-900 text-xl">
            {t('about')}
          </h2>
          <p dir="auto" className="whitespace-pre-line text-ink-800 leading-relaxed">
            {supplier.about}
          </p>
        </section>
      ) : null}
      <div className="grid gap-10 lg:grid-cols-2">
        <SupplierChecks lang={lang} supplier={supplier} />
        <SupplierCertificates lang={lang} certificates={supplier.certificates} />
      </div>
      <section aria-labelledby="supplier-products" className="space-y-5">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <h2 id="supplier-products" className="font-bold text-ink-900 text-xl">
            {t('products.title')}
          </h2>
          {supplier.product_count > 0 ? (
            <Link
              to={localizedPath(`/products?producer=${supplier.id}`, lang)}
              className="font-semibold text-sm text-teal-800 underline-offset-4 hover:underline"
            >
              {t('products.seeAll', {
                count: supplier.product_count,
                formatted: formatNumber(lang, supplier.product_count),
              })}
            </Link>
          ) : null}
        </div>
        {supplier.product_count > 0 ? products : <p className="text-ink-700">{t('products.none')}</p>}
      </section>
    </div>
  )
}
