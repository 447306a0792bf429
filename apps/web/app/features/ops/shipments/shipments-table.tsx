import type { Lang } from '@caravanserai/contracts/languages'
import type { OpsShipmentRow } from '@caravanserai/contracts/ops-shipments'
import { CircleAlert } from 'lucide-react'
import { Link } from 'react-router'
import { formatDay } from '../../../lib/format.ts'
import { localizedPath } from '../../../lib/links.ts'
import { useTranslation } from '../../../lib/use-translation.tsx'

const cell = 'px-3 py-3 align-top'
/** Columns a phone can do without; the order page has them all. */
const wide = 'max-md:hidden'

/**
 * A page of shipments: tracking number, its order, buyer and destination, the last milestone, the
 * planned and estimated arrival (or the day delivered), and "Late" in words.
 */
export function ShipmentsTable({ lang, rows, from }: { lang: Lang; rows: OpsShipmentRow[]; from: string }) {
  const { t } = useTranslation('ops', { keyPrefix: 'shipments' })
  const day = (value: string | null) => (value ? formatDay(lang, value, { dateStyle: 'medium' }) : '—')
  const head = (key: string, extra = '') => (
    <th scope="col" className={`${cell} text-start font-semibold ${extra}`}>
      {t(`view.columns.${key}`)}
    </th>
  )
  return (
    <div className="overflow-x-auto rounded-lg ring-1 ring-sand-200">
      <table className="w-full bg-white text-sm">
        <caption className="sr-only">{t('view.caption')}</caption>
        <thead className="bg-sand-50 text-ink-700">
          <tr>
            {head('tracking')}
            {head('order')}
            {head('buyer', wide)}
            {head('destination', wide)}
            {head('last')}
            {head('planned', wide)}
            {head('estimated')}
          </tr>
        </thead>
        <tbody className="divide-y divide-sand-200">
          {rows.map((row) => (
            <tr key={row.id} className="hover:bg-sand-50">
              <th scope="row" className={`${cell} text-start font-mono font-semibold`}>
                <span dir="ltr" className="break-all">
                  {row.tracking_number}
                </span>
                {row.carrier ? (
                  <span className="block font-normal font-sans text-ink-600 text-xs">
                    <bdi>{row.carrier}</bdi>
                  </span>
                ) : null}
              </th>
              <td className={`${cell} whitespace-nowrap`}>
                <Link
                  to={localizedPath(`/ops/orders/${row.order.id}`, lang)}
                  state={{ from }}
                  dir="ltr"
                  className="text-teal-800 underline underline-offset-4 hover:text-teal-950"
                >
                  {row.order.order_number}
                </Link>
              </td>
              <td className={`${cell} ${wide}`}>
                <bdi>{row.buyer}</bdi>
              </td>
              <td className={`${cell} ${wide}`}>{row.destination.name}</td>
              <td className={cell}>
                {row.last_milestone ? (
                  <>
                    <span className="block font-medium">{t(`kind.${row.last_milestone.kind}`)}</span>
                    <span className="block text-ink-600 text-xs">
                      {day(row.last_milestone.occurred_on)}
                      {row.last_milestone.place ? (
                        <>
                          {' · '}
                          <bdi>{row.last_milestone.place}</bdi>
                        </>
                      ) : null}
                    </span>
                  </>
                ) : (
                  '—'
                )}
              </td>
              <td className={`${cell} ${wide} whitespace-nowrap`}>{day(row.planned_arrival)}</td>
              <td className={`${cell} whitespace-nowrap`}>
                {row.delivered_on ? (
                  <span>
                    {t('deliveredOn')} {day(row.delivered_on)}
                  </span>
                ) : (
                  day(row.estimated_arrival)
                )}
                {row.late ? (
                  <span className="mt-1 flex w-fit items-center gap-1 rounded bg-red-50 px-1.5 font-semibold text-red-900 text-xs ring-1 ring-red-200">
                    <CircleAlert aria-hidden="true" className="size-3.5" />
                    {t('late')}
                  </span>
                ) : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
