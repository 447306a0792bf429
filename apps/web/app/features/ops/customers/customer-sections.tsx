import type { Lang } from '@caravanserai/contracts/languages'
import type { OpsCustomer } from '@caravanserai/contracts/ops-customers'
import { Badge } from '../../../components/ui/badge.tsx'
import { Stars } from '../../../components/ui/stars.tsx'
import { formatDate, formatNumber } from '../../../lib/format.ts'
import { useTranslation } from '../../../lib/use-translation.tsx'
import { ConsoleFact } from '../console/console-fact.tsx'
import { ConsoleOrderTable } from '../console/order-table.tsx'
import { Panel } from '../console/panel.tsx'

const day = (lang: Lang, value: string) => formatDate(lang, value, { dateStyle: 'medium' })

/** Everything the account's profile holds. */
export function CustomerProfile({ lang, customer }: { lang: Lang; customer: OpsCustomer }) {
  const { t } = useTranslation('customers')
  return (
    <Panel id="ops-customer-profile" title={t('customer.profile.title')}>
      <dl className="grid gap-3 text-sm sm:grid-cols-2">
        <ConsoleFact label={t('customer.profile.email')}>
          <a href={`mailto:${customer.email}`} dir="ltr" className="break-all text-teal-800 underline">
            {customer.email}
          </a>
        </ConsoleFact>
        <ConsoleFact label={t('customer.profile.phone')}>
          <span dir="ltr">{customer.phone_number}</span>
        </ConsoleFact>
        <ConsoleFact label={t('customer.profile.taxId')}>
          <span dir="ltr">{customer.tax_id}</span>
        </ConsoleFact>
        <ConsoleFact label={t('customer.profile.accountType')}>
          {t(`customer.userType.${customer.user_type}`)}
        </ConsoleFact>
        <ConsoleFact label={t('customer.profile.address')}>
          <span dir="auto" className="whitespace-pre-line">
            {customer.address}
          </span>
        </ConsoleFact>
        <ConsoleFact label={t('customer.profile.language')}>
          {t(`customer.languages.${customer.language}`)}
        </ConsoleFact>
        <ConsoleFact label={t('customer.profile.updated')}>{day(lang, customer.updated_at)}</ConsoleFact>
      </dl>
    </Panel>
  )
}

export function CustomerAddresses({ customer }: { customer: OpsCustomer }) {
  const { t } = useTranslation('customers')
  return (
    <Panel id="ops-customer-addresses" title={t('customer.addresses.title')}>
      {customer.addresses.length === 0 ? (
        <p className="text-ink-600 text-sm">{t('customer.addresses.empty')}</p>
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2">
          {customer.addresses.map((a) => (
            <li key={a.id} className="space-y-1 rounded-md bg-sand-50 p-3 text-sm">
              <p className="font-semibold" dir="auto">
                {a.full_name}
              </p>
              {a.company_name ? <p dir="auto">{a.company_name}</p> : null}
              <p dir="auto">{[a.address, a.address_2].filter(Boolean).join(', ')}</p>
              <p dir="auto">{[a.zip_code, a.city, a.state, a.country].filter(Boolean).join(', ')}</p>
              <p className="text-ink-600" dir="ltr">
                {a.phone_number} · {a.email_address}
              </p>
              <p className="flex flex-wrap gap-1.5">
                {a.is_default_shipping ? <Badge>{t('customer.addresses.defaultShipping')}</Badge> : null}
                {a.is_default_billing ? <Badge>{t('customer.addresses.defaultBilling')}</Badge> : null}
              </p>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  )
}

/** The newest orders, each linking to its page in the console. */
export function CustomerOrders({ lang, customer }: { lang: Lang; customer: OpsCustomer }) {
  const { t } = useTranslation('customers')
  const count = customer.orders_count
  const shown = customer.orders.length
  const hint =
    shown < count
      ? t('customer.orders.shown', { shown: formatNumber(lang, shown), total: formatNumber(lang, count) })
      : undefined
  const column = (key: string) => t(`customer.orders.columns.${key}`)
  return (
    <Panel id="ops-customer-orders" title={t('customer.orders.title')} hint={hint}>
      {shown === 0 ? (
        <p className="text-ink-600 text-sm">{t('customer.orders.empty')}</p>
      ) : (
        <ConsoleOrderTable
          lang={lang}
          orders={customer.orders}
          caption={t('customer.orders.caption')}
          columns={{
            number: column('number'),
            date: column('date'),
            status: column('status'),
            payment: column('payment'),
            total: column('total'),
          }}
        />
      )}
    </Panel>
  )
}

/** Every review, hidden ones marked with the operator's reason. */
export function CustomerReviews({ lang, customer }: { lang: Lang; customer: OpsCustomer }) {
  const { t } = useTranslation('customers')
  return (
    <Panel id="ops-customer-reviews" title={t('customer.reviews.title')}>
      {customer.reviews.length === 0 ? (
        <p className="text-ink-600 text-sm">{t('customer.reviews.empty')}</p>
      ) : (
        <ul className="space-y-3">
          {customer.reviews.map((r) => (
            <li key={r.id} className="space-y-1 rounded-md bg-sand-50 p-3 text-sm">
              <p className="flex flex-wrap items-center gap-2">
                <bdi className="font-semibold">{r.product.name}</bdi>
                <Stars
                  value={r.rating}
                  label={t('customer.reviews.rating', { rating: formatNumber(lang, r.rating) })}
                />
                <span className="text-ink-600 text-xs">{day(lang, r.review_date)}</span>
                {r.hidden_at ? <Badge tone="danger">{t('customer.reviews.hidden')}</Badge> : null}
              </p>
              <p dir="auto" className="whitespace-pre-line break-words">
                {r.comment || t('customer.reviews.noComment')}
              </p>
              {r.hidden_at ? (
                <p className="text-red-800 text-xs" dir="auto">
                  {t('customer.reviews.hiddenReason', { reason: r.hidden_reason ?? '' })}
                </p>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </Panel>
  )
}
