import type { Lang } from '@caravanserai/contracts/languages'
import { PackageSearch } from 'lucide-react'
import type { CardProduct } from '../../api/product-cards.ts'
import { RatesNote } from '../../components/price.tsx'
import { Skeleton } from '../../components/ui/skeleton.tsx'
import { useTranslation } from '../../lib/use-translation.tsx'
import { ProductCard, type ProductCardActions } from './product-card.tsx'

export type GridColumns = 3 | 4
const COLUMNS: Record<GridColumns, string> = {
  3: 'grid-cols-1 sm:grid-cols-2 xl:grid-cols-3',
  4: 'grid-cols-1 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4',
}
const SIZES: Record<GridColumns, string> = {
  3: '(min-width: 1280px) 300px, (min-width: 640px) 45vw, 92vw',
  4: '(min-width: 1280px) 230px, (min-width: 1024px) 30vw, (min-width: 640px) 45vw, 92vw',
}
/** Eight placeholder cards while the list loads. */
export const SKELETON_COUNT = 8

export function ProductGridSkeleton({ columns }: { columns: GridColumns }) {
  const { t } = useTranslation('catalog')
  return (
    <div role="status" aria-label={t('list.loading')} className={`grid gap-5 ${COLUMNS[columns]}`}>
      {Array.from({ length: SKELETON_COUNT }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <div key={i} className="overflow-hidden rounded-xl border border-sand-200 bg-white">
          <Skeleton className="aspect-[4/3] rounded-none" />
          <div className="space-y-2 p-4">
            <Skeleton className="h-5 w-3/4" />
            <Skeleton className="h-4 w-full" />
            <Skeleton className="h-4 w-2/3" />
            <div className="flex justify-between pt-2">
              <Skeleton className="h-6 w-20" />
              <Skeleton className="h-9 w-24" />
            </div>
          </div>
        </div>
      ))}
    </div>
  )
}

/**
 * The list's states: an error block with the message and a retry, an empty block with a hint, or
 * the grid.
 */
export function ProductGrid({
  products,
  lang,
  columns,
  actions,
  priorityFirst = false,
}: {
  products: CardProduct[]
  lang: Lang
  columns: GridColumns
  actions: ProductCardActions
  /**
   * The first card's picture loads with the page, first; every other one when it nears the
   * viewport. On a phone only the first card is in view, and any other picture fetched before the
   * first paint would share the phone's bandwidth with it; on a wide screen the rest of the first
   * row loads as soon as layout places it.
   */
  priorityFirst?: boolean
}) {
  return (
    <>
      <ul className={`grid gap-5 ${COLUMNS[columns]}`}>
        {products.map((product, index) => (
          <li key={product.id} className="flex">
            <ProductCard
              product={product}
              lang={lang}
              actions={actions}
              sizes={SIZES[columns]}
              priority={priorityFirst && index === 0}
            />
          </li>
        ))}
      </ul>
      {/* The cards' prices were converted at one rate: its day is said once, under them. */}
      <RatesNote lang={lang} className="mt-4" />
    </>
  )
}

export function ListEmpty({ filtered }: { filtered: boolean }) {
  const { t } = useTranslation('catalog')
  return (
    <div className="flex flex-col items-center gap-3 rounded-xl border border-sand-200 bg-white px-6 py-12 text-center">
      <PackageSearch aria-hidden="true" className="size-10 text-ink-500" />
      <h2 className="font-bold text-lg">{t('list.emptyTitle')}</h2>
      <p className="text-ink-700">{filtered ? t('list.emptyHint') : t('list.emptyGeneric')}</p>
    </div>
  )
}
