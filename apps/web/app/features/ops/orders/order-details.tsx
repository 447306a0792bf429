import type { Lang } from '@caravanserai/contracts/languages'
import type { OpsOrder } from '@caravanserai/contracts/ops-orders'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { formatDay } from '../../../lib/format.ts'
import { localizedPath } from '../../../lib/links.ts'
import { useTranslation } from '../../../lib/use-translation.tsx'
import { Panel } from '../console/panel.tsx'

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="space-y-0.5">
      <dt className="font-semibold text-ink-600 text-xs">{label}</dt>
      <dd className="break-words text-ink-900 text-sm">{children}</dd>
    </div>
  )
}

/** The address as copied onto the order, one line per part, blanks left out. */
function AddressLines({ address }: { address: NonNullable<OpsOrder['shipping_address']> }) {
  const lines = [
    address.full_name,
    address.company_name,
    address.address,
    address.address_2,
    [address.zip_code, address.city].filter(Boolean).join(' '),
    [address.state, address.country].filter(Boolean).join(', '),
  ].filter((line): line is string => Boolean(line))
  return (
    <address className="not-italic">
      {lines.map((line) => (
        <span key={line} className="block">
          {line}
        </span>
      ))}
      <span className="block" dir="ltr">
        {address.phone_number}
      </span>
      <span className="block break-all" dir="ltr">
        {address.email_address}
      </span>
    </address>
  )
}

/** Who ordered, where it goes and what they asked for. */
export function OrderDetails({ lang, order }: { lang: Lang; order: OpsOrder }) {
  const { t } = useTranslation('ops')
  const { buyer } = order
  return (
    <>
      <Panel id="ops-order-buyer" title={t('order.buyer')}>
        <dl className="space-y-3">
          <Field label={t('order.company')}>
            <Link
              to={localizedPath(`/ops/companies/${order.company.id}`, lang)}
              className="text-teal-800 underline underline-offset-4"
            >
              <bdi>{order.company.legal_name ?? t('order.personalAccount')}</bdi>
            </Link>
          </Field>
          <Field label={t('order.placedBy')}>{buyer.name || '—'}</Field>
          <Field label={t('order.email')}>
            <a
              href={`mailto:${buyer.email}`}
              dir="ltr"
              className="break-all text-teal-800 underline underline-offset-4"
            >
              {buyer.email}
            </a>
          </Field>
          {buyer.phone_number ? (
            <Field label={t('order.phone')}>
              <a
                href={`tel:${buyer.phone_number.replace(/[^\d+]/g, '')}`}
                dir="ltr"
                className="text-teal-800"
              >
                {buyer.phone_number}
              </a>
            </Field>
          ) : null}
          <Field label={t('order.language')}>{t(`languages.${order.language}`)}</Field>
        </dl>
      </Panel>
      <Panel id="ops-order-shipping" title={t('order.shipping')}>
        <dl className="space-y-3">
          <Field label={t('order.destination')}>{order.shipping_destination.name}</Field>
          {order.estimated_arrival ? (
            <Field label={t('order.estimatedArrival')}>
              <time dateTime={order.estimated_arrival}>{formatDay(lang, order.estimated_arrival)}</time>
            </Field>
          ) : null}
          <Field label={t('order.address')}>
            {order.shipping_address ? (
              <AddressLines address={order.shipping_address} />
            ) : (
              <span className="text-ink-600">{t('order.noAddress')}</span>
            )}
          </Field>
          {order.tracking_number ? (
            <Field label={t('order.tracking')}>
              <span dir="ltr" className="font-mono">
                {order.tracking_number}
              </span>
            </Field>
          ) : null}
          <Field label={t('order.customerNotes')}>
            {order.customer_notes ? (
              <span dir="auto" className="block whitespace-pre-line">
                {order.customer_notes}
              </span>
            ) : (
              <span className="text-ink-600">{t('order.noCustomerNotes')}</span>
            )}
          </Field>
        </dl>
      </Panel>
    </>
  )
}
