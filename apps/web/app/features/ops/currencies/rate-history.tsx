import { isCurrency } from '@caravanserai/contracts/currency-rules'
import type { Lang } from '@caravanserai/contracts/languages'
import type { RateEntry } from '@caravanserai/contracts/ops-currencies'
import { useQuery } from '@tanstack/react-query'
import { useLocation, useNavigate, useSearchParams } from 'react-router'
import { RATE_HISTORY_PAGE_SIZE, rateHistoryQuery } from '../../../api/ops-currencies.ts'
import { Pagination } from '../../../components/ui/pagination.tsx'
import { Select } from '../../../components/ui/select.tsx'
import { useApi } from '../../../lib/api.tsx'
import { useCurrencyNames } from '../../../lib/currency-names.ts'
import { formatDate, formatDay, formatNumber } from '../../../lib/format.ts'
import { useTranslation } from '../../../lib/use-translation.tsx'
import { FilterField, FilterForm, useFilterFields } from '../console/filter-form.tsx'
import { pagesOf } from '../console/list-params.ts'
import { ListEmpty, ListLoading, QueryView } from '../console/list-state.tsx'
import { useOperator } from '../console/ops-context.ts'
import { RATED_CURRENCIES } from './rate-form.ts'
import { rateHistoryFrom, rateHistorySearch } from './rate-history-params.ts'
import { formatUnitsPerUsd } from './rate-text.ts'

const cell = 'px-3 py-3 align-top'

function HistoryTable({ lang, rates }: { lang: Lang; rates: RateEntry[] }) {
  const { t } = useTranslation('ops')
  const head = (key: string, extra = '') => (
    <th scope="col" className={`${cell} text-start font-semibold ${extra}`}>
      {t(`currencies.history.columns.${key}`)}
    </th>
  )
  return (
    <div className="overflow-x-auto rounded-lg ring-1 ring-sand-200">
      <table className="w-full bg-white text-sm">
        <caption className="sr-only">{t('currencies.history.caption')}</caption>
        <thead className="bg-sand-50 text-ink-700">
          <tr>
            {head('since')}
            {head('currency')}
            {head('rate', 'text-end')}
            {head('setBy')}
          </tr>
        </thead>
        <tbody className="divide-y divide-sand-200">
          {rates.map((rate) => (
            <tr key={rate.id}>
              <th scope="row" className={`${cell} whitespace-nowrap text-start font-medium`}>
                <time dateTime={rate.effective_on}>
                  {formatDay(lang, rate.effective_on, { dateStyle: 'medium' })}
                </time>
              </th>
              <td className={`${cell} font-semibold`}>{rate.currency}</td>
              <td className={`${cell} whitespace-nowrap text-end tabular-nums`}>
                {formatUnitsPerUsd(lang, rate.units_per_usd)}
              </td>
              <td className={cell}>
                <span className="block">
                  <bdi>{rate.created_by ?? '—'}</bdi>
                </span>
                <time dateTime={rate.created_at} className="text-ink-600 text-xs">
                  {formatDate(lang, rate.created_at, { dateStyle: 'medium', timeStyle: 'short' })}
                </time>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

/** Every rate entered, newest effective day first, of one currency or all, a page at a time. */
export function RateHistory({ lang }: { lang: Lang }) {
  const { t } = useTranslation('ops')
  const names = useCurrencyNames(lang)
  const operator = useOperator()
  const navigate = useNavigate()
  const { pathname } = useLocation()
  const [params] = useSearchParams()
  const query = rateHistoryFrom(params)
  const rates = useQuery(rateHistoryQuery(useApi(), operator.id, query))
  const { fields, bind } = useFilterFields({ currency: query.currency ?? '' })
  const show = (currency: string) =>
    navigate(`${pathname}${rateHistorySearch({ ...(isCurrency(currency) ? { currency } : {}), page: 1 })}`)
  const count = rates.data?.count ?? 0

  return (
    <section aria-labelledby="ops-rate-history" className="space-y-4">
      <h2 id="ops-rate-history" className="font-bold text-ink-900 text-lg">
        {t('currencies.history.title')}
      </h2>
      <FilterForm
        apply={t('currencies.history.show')}
        clear={t('currencies.history.clear')}
        onApply={() => show(fields.currency)}
        onClear={query.currency ? () => show('') : null}
      >
        <FilterField
          id="ops-rate-history-currency"
          label={t('currencies.history.currency')}
          className="w-full sm:w-72"
        >
          <Select id="ops-rate-history-currency" {...bind('currency')}>
            <option value="">{t('currencies.history.all')}</option>
            {RATED_CURRENCIES.map((code) => (
              <option key={code} value={code}>
                {`${code} — ${names.title(code)}`}
              </option>
            ))}
          </Select>
        </FilterField>
      </FilterForm>
      <p role="status" className="text-ink-700 text-sm">
        {rates.data ? t('currencies.history.showing', { count, formatted: formatNumber(lang, count) }) : ''}
      </p>
      <QueryView
        query={rates}
        loading={<ListLoading label={t('currencies.history.loading')} rows={4} />}
        failed={t('currencies.history.failed')}
        empty={
          <ListEmpty>
            {query.currency ? t('currencies.history.emptyFor') : t('currencies.history.empty')}
          </ListEmpty>
        }
        isEmpty={(answer) => answer.results.length === 0}
      >
        {(answer) => <HistoryTable lang={lang} rates={answer.results} />}
      </QueryView>
      <Pagination
        page={query.page}
        total={pagesOf(count, RATE_HISTORY_PAGE_SIZE)}
        hrefFor={(page) => `${pathname}${rateHistorySearch({ ...query, page })}`}
      />
    </section>
  )
}
