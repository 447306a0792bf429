import type { CompanyMember } from '@caravanserai/contracts/companies'
import { control } from '../../components/ui/form-field.tsx'
import { useTranslation } from '../../lib/use-translation.tsx'

/**
 * The company's orders by the person who placed them (docs/product.md#companies): everyone's, or
 * one colleague's. Shown only where the company has more than one person.
 */
export function PlacedByFilter({
  members,
  value,
  onChange,
}: {
  members: CompanyMember[]
  value: number | null
  onChange: (placedBy: number | null) => void
}) {
  const { t } = useTranslation('orders')
  return (
    <div className="mb-4 flex flex-wrap items-center gap-3">
      <label htmlFor="orders-placed-by" className="font-semibold text-ink-800 text-sm">
        {t('list.placedBy')}
      </label>
      <select
        id="orders-placed-by"
        value={value ?? ''}
        onChange={(event) => onChange(event.target.value ? Number(event.target.value) : null)}
        className={`${control} w-auto`}
      >
        <option value="">{t('list.everyone')}</option>
        {members.map((m) => (
          <option key={m.user_id} value={m.user_id}>
            {m.name || m.email}
          </option>
        ))}
      </select>
    </div>
  )
}
