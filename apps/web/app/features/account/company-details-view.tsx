import type { Company } from '@caravanserai/contracts/companies'
import type { Lang } from '@caravanserai/contracts/languages'
import { formatDecimal } from '../../lib/format.ts'
import { useTranslation } from '../../lib/use-translation.tsx'

/** The company's details as a member who is not an owner sees them: to read, not to change. */
export function CompanyDetailsView({ lang, company }: { lang: Lang; company: Company }) {
  const { t } = useTranslation('account')
  const none = t('company.notGiven')
  const rows: [string, string, boolean][] = [
    ['legal_name', company.legal_name ?? t('company.personal'), false],
    ['tax_id', company.tax_id || none, true],
    ['registration_number', company.registration_number || none, true],
    ['legal_address', company.legal_address || none, false],
    ['country', company.country ?? none, true],
    [
      'approval_threshold',
      company.approval_threshold
        ? formatDecimal(lang, company.approval_threshold, { style: 'currency', currency: 'USD' })
        : t('company.noThreshold'),
      false,
    ],
  ]
  return (
    <div className="space-y-4">
      <p className="text-ink-700 text-sm">{t('company.readOnly')}</p>
      <dl className="grid gap-4 sm:grid-cols-2">
        {rows.map(([name, value, ltr]) => (
          <div key={name} className="space-y-1">
            <dt className="font-semibold text-ink-600 text-sm">{t(`company.fields.${name}`)}</dt>
            <dd className="break-words text-ink-900">{ltr ? <span dir="ltr">{value}</span> : value}</dd>
          </div>
        ))}
      </dl>
    </div>
  )
}
