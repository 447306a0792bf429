import type { Lang } from '@caravanserai/contracts/languages'
import type { Rfq } from '@caravanserai/contracts/rfqs'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { downloadFile } from '../../api/files.ts'
import { AttachmentList } from '../../components/attachment-list.tsx'
import { RatesNote, SettledPrice } from '../../components/price.tsx'
import { unitQuantity } from '../../components/rfq-offer-facts.tsx'
import { useApi } from '../../lib/api.tsx'
import { formatDay } from '../../lib/format.ts'
import { localizedPath } from '../../lib/links.ts'
import { useTranslation } from '../../lib/use-translation.tsx'

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="space-y-0.5">
      <dt className="font-semibold text-ink-800">{label}</dt>
      <dd className="break-words">{children}</dd>
    </div>
  )
}

/** The request as the buyer sent it: what, how much, the hoped-for price, where, by when, files. */
export function RfqRequestFacts({ lang, rfq }: { lang: Lang; rfq: Rfq }) {
  const { t } = useTranslation('rfqs')
  const api = useApi()
  return (
    <section
      aria-labelledby="rfq-request"
      className="space-y-4 rounded-xl bg-white p-5 shadow-sm ring-1 ring-sand-200"
    >
      <h2 id="rfq-request" className="font-bold text-ink-900 text-lg">
        {t('detail.request')}
      </h2>
      <dl className="grid gap-4 text-sm sm:grid-cols-2">
        {rfq.product ? (
          <Fact label={t('detail.product')}>
            <Link to={localizedPath(`/product/${rfq.product.id}`, lang)} className="text-teal-800 underline">
              {rfq.product.name}
            </Link>
            {rfq.product_variation ? <span className="block">{rfq.product_variation.name}</span> : null}
          </Fact>
        ) : (
          <Fact label={t('detail.what')}>
            <bdi>{rfq.title}</bdi>
          </Fact>
        )}
        {rfq.category && !rfq.product ? <Fact label={t('detail.category')}>{rfq.category.name}</Fact> : null}
        <Fact label={t('detail.quantity')}>{unitQuantity(t, rfq.quantity, rfq.unit)}</Fact>
        <Fact label={t('detail.targetPrice')}>
          {rfq.target_price === null ? (
            <span className="text-ink-600">{t('detail.noTargetPrice')}</span>
          ) : (
            <SettledPrice lang={lang} amount={rfq.target_price} />
          )}
        </Fact>
        <Fact label={t('detail.destination')}>{rfq.shipping_destination.name}</Fact>
        <Fact label={t('detail.neededBy')}>
          {rfq.needed_by ? (
            <time dateTime={rfq.needed_by}>{formatDay(lang, rfq.needed_by)}</time>
          ) : (
            <span className="text-ink-600">{t('detail.noDate')}</span>
          )}
        </Fact>
      </dl>
      {rfq.target_price === null ? null : <RatesNote lang={lang} />}
      <dl className="space-y-4 text-sm">
        <Fact label={t('detail.details')}>
          {rfq.details ? (
            <span dir="auto" className="block whitespace-pre-line">
              {rfq.details}
            </span>
          ) : (
            <span className="text-ink-600">{t('detail.noDetails')}</span>
          )}
        </Fact>
        <Fact label={t('detail.files')}>
          {rfq.files.length > 0 ? (
            <AttachmentList
              files={rfq.files}
              download={(url) => downloadFile(api, url)}
              label={(name) => t('detail.download', { name })}
            />
          ) : (
            <span className="text-ink-600">{t('detail.noFiles')}</span>
          )}
        </Fact>
      </dl>
    </section>
  )
}
