import type { Lang } from '@caravanserai/contracts/languages'
import type { OpsProductSummary } from '@caravanserai/contracts/ops-catalog'
import { ImageOff } from 'lucide-react'
import { Link } from 'react-router'
import { Money } from '../../../components/ui/money.tsx'
import { formatDate, formatNumber } from '../../../lib/format.ts'
import { localizedPath } from '../../../lib/links.ts'
import { useTranslation } from '../../../lib/use-translation.tsx'
import { ProductStatusBadge } from './product-status-badge.tsx'

const cell = 'px-3 py-3 align-top'
/** Columns a phone can do without; the editor has them all. */
const wide = 'max-md:hidden'

/** One page of the catalogue: picture, name, taxonomy, producer, price, stock, status, last change. */
export function ProductTable({ lang, products }: { lang: Lang; products: OpsProductSummary[] }) {
  const { t } = useTranslation('ops')
  const head = (key: string, extra = '') => (
    <th scope="col" className={`${cell} text-start font-semibold ${extra}`}>
      {t(`products.list.columns.${key}`)}
    </th>
  )
  return (
    <div className="overflow-x-auto rounded-lg ring-1 ring-sand-200">
      <table className="w-full bg-white text-sm">
        <caption className="sr-only">{t('products.list.caption')}</caption>
        <thead className="bg-sand-50 text-ink-700">
          <tr>
            <th scope="col" className={`${cell} w-16`}>
              <span className="sr-only">{t('products.list.columns.picture')}</span>
            </th>
            {head('product')}
            {head('category', wide)}
            {head('producer', wide)}
            {head('price', 'text-end')}
            {head('stock', `${wide} text-end`)}
            {head('variations', `${wide} text-end`)}
            {head('status')}
            {head('updated', wide)}
          </tr>
        </thead>
        <tbody className="divide-y divide-sand-200">
          {products.map((product) => (
            <tr key={product.id} className="hover:bg-sand-50">
              <td className={cell}>
                {product.thumbnail ? (
                  <img
                    src={product.thumbnail}
                    alt=""
                    width={48}
                    height={48}
                    loading="lazy"
                    className="size-12 rounded-md object-cover ring-1 ring-sand-200"
                  />
                ) : (
                  <span className="flex size-12 items-center justify-center rounded-md bg-sand-100 text-ink-500">
                    <ImageOff aria-hidden="true" className="size-5" />
                  </span>
                )}
              </td>
              <th scope="row" className={`${cell} text-start font-normal`}>
                <Link
                  to={localizedPath(`/ops/products/${product.id}`, lang)}
                  className="font-semibold text-teal-800 underline underline-offset-4 hover:text-teal-950"
                >
                  {product.name}
                </Link>
                <span className="block text-ink-600 text-xs">
                  {t('products.list.id', { id: formatNumber(lang, product.id, { useGrouping: false }) })}
                </span>
              </th>
              <td className={`${cell} ${wide}`}>
                <span className="block">{product.category.name}</span>
                <span className="block text-ink-600 text-xs">{product.product_type.name}</span>
              </td>
              <td className={`${cell} ${wide}`}>{product.producer ?? '—'}</td>
              <td className={`${cell} whitespace-nowrap text-end`}>
                <Money lang={lang} value={product.price} />
              </td>
              <td className={`${cell} ${wide} text-end tabular-nums`}>{formatNumber(lang, product.stock)}</td>
              <td className={`${cell} ${wide} text-end tabular-nums`}>
                {formatNumber(lang, product.variation_count)}
              </td>
              <td className={cell}>
                <ProductStatusBadge status={product.status} />
              </td>
              <td className={`${cell} ${wide} whitespace-nowrap`}>
                <time dateTime={product.updated_at}>{formatDate(lang, product.updated_at)}</time>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
