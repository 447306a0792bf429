import type { Lang } from '@caravanserai/contracts/languages'
import type { Rfq } from '@caravanserai/contracts/rfqs'
import { ArrowRight } from 'lucide-react'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { RfqOfferFacts } from '../../components/rfq-offer-facts.tsx'
import { Alert } from '../../components/ui/alert.tsx'
import { formatDay } from '../../lib/format.ts'
import { localizedPath } from '../../lib/links.ts'
import type { SessionUser } from '../../lib/session.ts'
import { useTranslation } from '../../lib/use-translation.tsx'
import { AcceptOffer } from './accept-offer.tsx'
import { rfqStage } from './rfq-stage.ts'

function OfferSection({ children }: { children: ReactNode }) {
  const { t } = useTranslation('rfqs')
  return (
    <section
      aria-labelledby="rfq-offer"
      className="space-y-4 rounded-xl bg-white p-5 shadow-sm ring-1 ring-sand-200"
    >
      <h2 id="rfq-offer" className="font-bold text-ink-900 text-lg">
        {t('offer.title')}
      </h2>
      {children}
    </section>
  )
}

/**
 * Where the request stands and what the buyer may do (docs/product.md#requests-for-quotation):
 * the wait for an offer, the offer with its acceptance, an offer past its day, the order it
 * became, the operators' reason for declining, or the withdrawal.
 */
export function RfqStagePanel({ lang, user, rfq }: { lang: Lang; user: SessionUser; rfq: Rfq }) {
  const { t } = useTranslation('rfqs')
  const stage = rfqStage(rfq)
  switch (stage.kind) {
    case 'waiting':
      return (
        <Alert tone="info" role="none" title={t('stage.waitingTitle')}>
          <p>{t('stage.waiting')}</p>
        </Alert>
      )
    case 'offer':
      return (
        <OfferSection>
          <RfqOfferFacts lang={lang} offer={stage.offer} unit={rfq.unit} />
          {stage.canAccept ? <AcceptOffer lang={lang} user={user} rfq={rfq} offer={stage.offer} /> : null}
        </OfferSection>
      )
    case 'expired':
      return (
        <OfferSection>
          <Alert tone="warning" role="none" title={t('stage.expiredTitle')}>
            <p>{t('stage.expired', { date: formatDay(lang, stage.offer.valid_until) })}</p>
          </Alert>
          <RfqOfferFacts lang={lang} offer={stage.offer} unit={rfq.unit} />
        </OfferSection>
      )
    case 'accepted':
      return (
        <>
          <Alert
            tone="success"
            role="none"
            title={t('stage.acceptedTitle')}
            action={
              stage.order ? (
                <Link
                  to={localizedPath(`/orders/${stage.order.id}`, lang)}
                  className="inline-flex items-center gap-1.5 font-semibold text-teal-900 underline"
                >
                  {t('stage.openOrder', { number: `\u2066${stage.order.order_number}\u2069` })}
                  <ArrowRight aria-hidden="true" className="size-4 rtl:-scale-x-100" />
                </Link>
              ) : null
            }
          >
            <p>{t('stage.accepted')}</p>
          </Alert>
          {stage.offer ? (
            <OfferSection>
              <RfqOfferFacts lang={lang} offer={stage.offer} unit={rfq.unit} />
            </OfferSection>
          ) : null}
        </>
      )
    case 'declined':
      return (
        <Alert tone="warning" role="none" title={t('stage.declinedTitle')}>
          {stage.reason ? (
            <p dir="auto" className="whitespace-pre-line">
              {stage.reason}
            </p>
          ) : null}
          <p>{t('stage.declined')}</p>
        </Alert>
      )
    case 'withdrawn':
      return (
        <Alert tone="info" role="none" title={t('stage.withdrawnTitle')}>
          <p>{t('stage.withdrawn')}</p>
        </Alert>
      )
  }
}
