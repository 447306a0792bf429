import type { Lang } from '@caravanserai/contracts/languages'
import { useQuery } from '@tanstack/react-query'
import { ratesInForceQuery } from '../../../api/ops-currencies.ts'
import { useApi } from '../../../lib/api.tsx'
import { useTranslation } from '../../../lib/use-translation.tsx'
import { ListLoading, QueryView } from '../console/list-state.tsx'
import { RateHistory } from './rate-history.tsx'
import { RateUpload } from './rate-upload.tsx'
import { RatesInForce } from './rates-in-force.tsx'
import { SetRateForm } from './set-rate-form.tsx'

/**
 * Currency rates (docs/decisions/045-currencies.md): the rate each currency is shown and settled at
 * today, a form that sets one from a day on, a CSV file that sets many, and every rate entered,
 * by currency, a page at a time. Every staff member keeps them, as payments are recorded.
 */
export function CurrenciesPage({ lang }: { lang: Lang }) {
  const { t } = useTranslation('ops')
  const inForce = useQuery(ratesInForceQuery(useApi()))

  return (
    <div className="space-y-8">
      <div className="space-y-1">
        <h1 className="font-bold text-2xl text-ink-900">{t('currencies.title')}</h1>
        <p className="text-ink-700 text-sm">{t('currencies.intro')}</p>
      </div>
      <section aria-labelledby="ops-rates-in-force" className="space-y-4">
        <h2 id="ops-rates-in-force" className="font-bold text-ink-900 text-lg">
          {t('currencies.inForce.title')}
        </h2>
        <QueryView
          query={inForce}
          loading={<ListLoading label={t('currencies.inForce.loading')} rows={4} />}
          failed={t('currencies.inForce.failed')}
          isEmpty={() => false}
        >
          {(data) => <RatesInForce lang={lang} currencies={data.currencies} />}
        </QueryView>
      </section>
      <div className="grid items-start gap-6 lg:grid-cols-2">
        <SetRateForm lang={lang} />
        <RateUpload lang={lang} />
      </div>
      <RateHistory lang={lang} />
    </div>
  )
}
