import { BASE_CURRENCY } from '@caravanserai/contracts/currency-rules'
import type { Lang } from '@caravanserai/contracts/languages'
import type { SupplierBalance, SupplierBalances } from '@caravanserai/contracts/ops-escrow'
import { PAYOUTS_PAGE_SIZE, type Payout } from '@caravanserai/contracts/ops-escrow'
import { useQuery } from '@tanstack/react-query'
import { Banknote } from 'lucide-react'
import { Fragment, useState } from 'react'
import { useLocation, useNavigate, useSearchParams } from 'react-router'
import { payoutHistoryQuery, supplierBalancesQuery } from '../../../api/ops-payouts.ts'
import { Button } from '../../../components/ui/button.tsx'
import { Money } from '../../../components/ui/money.tsx'
import { Pagination } from '../../../components/ui/pagination.tsx'
import { Select } from '../../../components/ui/select.tsx'
import { useApi } from '../../../lib/api.tsx'
import { formatDate, formatDay, formatNumber } from '../../../lib/format.ts'
import { useTranslation } from '../../../lib/use-translation.tsx'
import { FilterField, FilterForm, useFilterFields } from '../console/filter-form.tsx'
import { pagesOf } from '../console/list-params.ts'
import { ListEmpty, ListLoading, QueryView } from '../console/list-state.tsx'
import { useOperator } from '../console/ops-context.ts'
import { payoutHistoryFrom, payoutHistorySearch } from './payout-params.ts'
import { RecordPayoutForm } from './record-payout-form.tsx'

const cell = 'px-3 py-3 align-top'

/**
 * What the shop holds for orders not yet released, and what it keeps of those released, in each
 * currency orders were settled in (docs/decisions/046-settlement-currency.md), the dollar's alone
 * while there is no other.
 */
function Totals({ lang, balances }: { lang: Lang; balances: SupplierBalances }) {
  const { t } = useTranslation('ops')
  const totals = balances.by_currency.length
    ? balances.by_currency
    : [{ currency: BASE_CURRENCY, held: balances.held, kept: balances.kept }]
  const figure = (label: string, hint: string, key: 'held' | 'kept') => (
    <div className="rounded-lg bg-white p-4 ring-1 ring-sand-200">
      <dt className="font-semibold text-ink-700 text-sm">{label}</dt>
      {totals.map((total) => (
        <dd key={total.currency} className="font-bold text-ink-900 text-xl">
          <Money lang={lang} value={total[key]} currency={total.currency} />
        </dd>
      ))}
      <dd className="text-ink-600 text-xs">{hint}</dd>
    </div>
  )
  return (
    <dl className="grid gap-3 sm:grid-cols-2">
      {figure(t('payouts.held'), t('payouts.heldHint'), 'held')}
      {figure(t('payouts.kept'), t('payouts.keptHint'), 'kept')}
    </dl>
  )
}

/** Each supplier's balance, the most owed first, each owed one with its payout form a click away. */
function Balances({ lang, rows }: { lang: Lang; rows: SupplierBalance[] }) {
  const { t } = useTranslation('ops')
  // A supplier has a row per currency it is owed in: each row is `producer-currency`.
  const [recording, setRecording] = useState<string | null>(null)
  const close = (row: string) => {
    setRecording(null)
    requestAnimationFrame(() => document.getElementById(`ops-payout-open-${row}`)?.focus())
  }
  const head = (key: string, extra = '') => (
    <th scope="col" className={`${cell} text-start font-semibold ${extra}`}>
      {t(`payouts.columns.${key}`)}
    </th>
  )
  return (
    <div className="overflow-x-auto rounded-lg ring-1 ring-sand-200">
      <table className="w-full bg-white text-sm">
        <caption className="sr-only">{t('payouts.balancesCaption')}</caption>
        <thead className="bg-sand-50 text-ink-700">
          <tr>
            {head('supplier')}
            {head('released', 'text-end')}
            {head('paidOut', 'text-end')}
            {head('owed', 'text-end')}
            <th scope="col" className={cell}>
              <span className="sr-only">{t('payouts.columns.action')}</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-sand-200">
          {rows.map((balance) => {
            const { producer, currency } = balance
            const row = `${producer.id}-${currency}`
            const open = recording === row
            // The supplier's name, with the currency when it is not the dollar.
            const payee = currency === BASE_CURRENCY ? producer.name : `${producer.name} (${currency})`
            return (
              <Fragment key={row}>
                <tr>
                  <th scope="row" className={`${cell} text-start font-medium`}>
                    <bdi>{producer.name}</bdi>
                  </th>
                  <td className={`${cell} whitespace-nowrap text-end`}>
                    <Money lang={lang} value={balance.released} currency={currency} />
                  </td>
                  <td className={`${cell} whitespace-nowrap text-end`}>
                    <Money lang={lang} value={balance.paid_out} currency={currency} />
                  </td>
                  <td className={`${cell} whitespace-nowrap text-end font-semibold`}>
                    <Money lang={lang} value={balance.owed} currency={currency} />
                  </td>
                  <td className={`${cell} text-end`}>
                    {balance.owed > 0 ? (
                      <Button
                        id={`ops-payout-open-${row}`}
                        variant="outline"
                        size="sm"
                        aria-label={t('payouts.record.openFor', { name: payee })}
                        aria-expanded={open}
                        aria-controls={open ? `ops-payout-${row}` : undefined}
                        onClick={() => (open ? close(row) : setRecording(row))}
                      >
                        <Banknote aria-hidden="true" className="size-4" />
                        {t('payouts.record.open')}
                      </Button>
                    ) : (
                      <span className="whitespace-nowrap text-ink-600 text-xs">
                        {t('payouts.nothingOwed')}
                      </span>
                    )}
                  </td>
                </tr>
                {open ? (
                  <tr>
                    <td colSpan={5} className="bg-sand-50 px-3 py-4">
                      <RecordPayoutForm
                        key={balance.owed}
                        id={`ops-payout-${row}`}
                        lang={lang}
                        balance={balance}
                        onClose={() => close(row)}
                      />
                    </td>
                  </tr>
                ) : null}
              </Fragment>
            )
          })}
        </tbody>
      </table>
    </div>
  )
}

function HistoryTable({ lang, payouts }: { lang: Lang; payouts: Payout[] }) {
  const { t } = useTranslation('ops')
  const head = (key: string, extra = '') => (
    <th scope="col" className={`${cell} text-start font-semibold ${extra}`}>
      {t(`payouts.history.columns.${key}`)}
    </th>
  )
  return (
    <div className="overflow-x-auto rounded-lg ring-1 ring-sand-200">
      <table className="w-full bg-white text-sm">
        <caption className="sr-only">{t('payouts.history.caption')}</caption>
        <thead className="bg-sand-50 text-ink-700">
          <tr>
            {head('paidOn')}
            {head('supplier')}
            {head('amount', 'text-end')}
            {head('reference')}
            {head('recordedBy', 'max-md:hidden')}
          </tr>
        </thead>
        <tbody className="divide-y divide-sand-200">
          {payouts.map((payout) => (
            <tr key={payout.id}>
              <th scope="row" className={`${cell} whitespace-nowrap text-start font-medium`}>
                {formatDay(lang, payout.paid_on, { dateStyle: 'medium' })}
              </th>
              <td className={cell}>
                <bdi>{payout.producer.name}</bdi>
              </td>
              <td className={`${cell} whitespace-nowrap text-end font-semibold`}>
                <Money lang={lang} value={payout.amount} currency={payout.currency} />
              </td>
              <td className={cell}>
                <span dir="ltr" className="break-all font-mono text-xs">
                  {payout.bank_reference}
                </span>
              </td>
              <td className={`${cell} max-md:hidden`}>
                <span className="block">
                  <bdi>{payout.recorded_by ?? '—'}</bdi>
                </span>
                <time dateTime={payout.created_at} className="text-ink-600 text-xs">
                  {formatDate(lang, payout.created_at, { dateStyle: 'medium', timeStyle: 'short' })}
                </time>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

/** Each supplier once, though it has a row per currency it is owed in. */
function suppliersOf(rows: SupplierBalance[]): SupplierBalance['producer'][] {
  return [...new Map(rows.map((row) => [row.producer.id, row.producer])).values()]
}

/** The payouts made, newest first, of one supplier (chosen among those with a balance) or all. */
function History({ lang, suppliers }: { lang: Lang; suppliers: SupplierBalance['producer'][] }) {
  const { t } = useTranslation('ops')
  const operator = useOperator()
  const navigate = useNavigate()
  const { pathname } = useLocation()
  const [params] = useSearchParams()
  const query = payoutHistoryFrom(params)
  const payouts = useQuery(payoutHistoryQuery(useApi(), operator.id, query))
  const { fields, bind } = useFilterFields({ producer: query.producer ? String(query.producer) : '' })
  const show = (producer: string) =>
    navigate(`${pathname}${payoutHistorySearch({ producer: Number(producer) || undefined, page: 1 })}`)
  const count = payouts.data?.count ?? 0

  return (
    <section aria-labelledby="ops-payout-history" className="space-y-4">
      <h2 id="ops-payout-history" className="font-bold text-ink-900 text-lg">
        {t('payouts.history.title')}
      </h2>
      <FilterForm
        apply={t('payouts.history.show')}
        clear={t('payouts.history.clear')}
        onApply={() => show(fields.producer)}
        onClear={query.producer ? () => show('') : null}
      >
        <FilterField
          id="ops-payout-producer"
          label={t('payouts.history.supplier')}
          className="w-full sm:w-72"
        >
          <Select id="ops-payout-producer" {...bind('producer')}>
            <option value="">{t('payouts.history.all')}</option>
            {suppliers.map((supplier) => (
              <option key={supplier.id} value={String(supplier.id)}>
                {supplier.name}
              </option>
            ))}
          </Select>
        </FilterField>
      </FilterForm>
      <p role="status" className="text-ink-700 text-sm">
        {payouts.data ? t('payouts.history.showing', { count, formatted: formatNumber(lang, count) }) : ''}
      </p>
      <QueryView
        query={payouts}
        loading={<ListLoading label={t('payouts.history.loading')} rows={4} />}
        failed={t('payouts.history.failed')}
        empty={
          <ListEmpty>{query.producer ? t('payouts.history.emptyFor') : t('payouts.history.empty')}</ListEmpty>
        }
        isEmpty={(answer) => answer.results.length === 0}
      >
        {(answer) => <HistoryTable lang={lang} payouts={answer.results} />}
      </QueryView>
      <Pagination
        page={query.page}
        total={pagesOf(count, PAYOUTS_PAGE_SIZE)}
        hrefFor={(page) => `${pathname}${payoutHistorySearch({ ...query, page })}`}
      />
    </section>
  )
}

/**
 * Payouts to suppliers (docs/decisions/043-escrow-ledger.md): what the shop holds and keeps, each
 * supplier's balance (released to it, paid out, owed) with a form that records a bank transfer
 * of at most what it is owed, and the payouts made, by supplier, a page at a time.
 */
export function PayoutsPage({ lang }: { lang: Lang }) {
  const { t } = useTranslation('ops')
  const operator = useOperator()
  const balances = useQuery(supplierBalancesQuery(useApi(), operator.id))

  return (
    <div className="space-y-8">
      <div className="space-y-1">
        <h1 className="font-bold text-2xl text-ink-900">{t('payouts.title')}</h1>
        <p className="text-ink-700 text-sm">{t('payouts.intro')}</p>
      </div>
      <section aria-labelledby="ops-payout-balances" className="space-y-4">
        <h2 id="ops-payout-balances" className="font-bold text-ink-900 text-lg">
          {t('payouts.balances')}
        </h2>
        <QueryView
          query={balances}
          loading={<ListLoading label={t('payouts.loading')} rows={4} />}
          failed={t('payouts.failed')}
          isEmpty={() => false}
        >
          {(data) => (
            <div className="space-y-4">
              <Totals lang={lang} balances={data} />
              {data.results.length === 0 ? (
                <ListEmpty>{t('payouts.noBalances')}</ListEmpty>
              ) : (
                <Balances lang={lang} rows={data.results} />
              )}
            </div>
          )}
        </QueryView>
      </section>
      <History lang={lang} suppliers={suppliersOf(balances.data?.results ?? [])} />
    </div>
  )
}
