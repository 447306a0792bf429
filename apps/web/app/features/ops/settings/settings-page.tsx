import type { Lang } from '@caravanserai/contracts/languages'
import type { SellerSettings } from '@caravanserai/contracts/ops-seller'
import { useQuery } from '@tanstack/react-query'
import { CheckCircle2, TriangleAlert } from 'lucide-react'
import { sellerSettingsQuery } from '../../../api/ops-seller.ts'
import { Alert } from '../../../components/ui/alert.tsx'
import { useApi } from '../../../lib/api.tsx'
import { useTranslation } from '../../../lib/use-translation.tsx'
import { ListLoading, QueryView } from '../console/list-state.tsx'
import { useOperator } from '../console/ops-context.ts'
import { BankAccounts } from './bank-accounts.tsx'
import { SellerProfileForm } from './seller-profile-form.tsx'

/** What a quote still lacks: the proforma invoice names the seller and the shop currency's account. */
export function quoteBlockers(settings: SellerSettings): ('profile' | 'account')[] {
  const blockers: ('profile' | 'account')[] = []
  if (!settings.profile) blockers.push('profile')
  if (!settings.bank_accounts.some((account) => account.currency === settings.currency))
    blockers.push('account')
  return blockers
}

/** Whether operators can quote now, and if not, what to fill in first; read out when it changes. */
function QuoteReadiness({ settings }: { settings: SellerSettings }) {
  const { t } = useTranslation('ops')
  const blockers = quoteBlockers(settings)
  const currency = settings.currency
  if (blockers.length === 0) {
    return (
      <Alert
        tone="success"
        role="status"
        title={t('settings.readyTitle')}
        icon={<CheckCircle2 aria-hidden="true" className="size-5 shrink-0" />}
      >
        <p>{t('settings.ready', { currency })}</p>
      </Alert>
    )
  }
  return (
    <Alert
      tone="warning"
      role="status"
      title={t('settings.blockedTitle')}
      icon={<TriangleAlert aria-hidden="true" className="size-5 shrink-0" />}
    >
      <p>{t('settings.blocked', { currency })}</p>
      <ul className="list-disc ps-5">
        {blockers.map((blocker) => (
          <li key={blocker}>{t(`settings.missing.${blocker}`, { currency })}</li>
        ))}
      </ul>
    </Alert>
  )
}

/**
 * The seller and the bank accounts (docs/product.md#seller-and-bank-details): what every trade
 * document names and where buyers pay. Quoting needs the seller's details and the account of the
 * shop's currency; the page says which is missing.
 */
export function SettingsPage({ lang }: { lang: Lang }) {
  const { t } = useTranslation('ops')
  const operator = useOperator()
  const settings = useQuery(sellerSettingsQuery(useApi(), operator.id))
  return (
    <div className="max-w-4xl space-y-6">
      <div className="space-y-1">
        <h1 className="font-bold text-2xl text-ink-900">{t('settings.title')}</h1>
        <p className="text-ink-600 text-sm">{t('settings.intro')}</p>
      </div>
      <QueryView
        query={settings}
        loading={<ListLoading label={t('settings.loading')} rows={3} height="h-40" />}
        failed={t('settings.failed')}
        empty={null}
        isEmpty={() => false}
      >
        {(data) => (
          <>
            <QuoteReadiness settings={data} />
            <SellerProfileForm lang={lang} settings={data} />
            <BankAccounts lang={lang} settings={data} />
          </>
        )}
      </QueryView>
    </div>
  )
}
